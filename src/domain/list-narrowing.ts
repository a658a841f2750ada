/**
 * The role permissions that narrow a list rather than refuse it (SPEC 18): `listUsers.mode` (and the
 * legacy `settings.listUsers: friendsOnly`), `listUsers.allowedRoles`, `listGroups.allowedGroupTypes`.
 * Each returns undefined where the viewer's role restricts nothing, so a list of an app that configured
 * nothing runs as before; otherwise a test the list's walk applies to each record it already visits.
 */
import type { AppState, GroupRecord, RoleRecord, UserRecord } from '../store/state.ts';
import { roleValue } from './role-permissions.ts';

function restrictingRole(state: AppState, viewer: string | undefined): Readonly<RoleRecord> | undefined {
  if (viewer === undefined || !state.roleRules.any) return undefined;
  const role = state.users.get(viewer)?.role;
  return role !== undefined && state.roleRules.restricts(role) ? state.roles.get(role) : undefined;
}

const listOf = (value: unknown): readonly string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Which users `viewer` may list, or undefined for all. */
export function listedUsers(
  state: AppState,
  viewer: string | undefined,
): ((u: UserRecord) => boolean) | undefined {
  const role = restrictingRole(state, viewer);
  if (!role) return undefined;
  const friendsOnly = roleValue(role, 'listUsers.mode') === 'friends';
  const roles = listOf(roleValue(role, 'listUsers.allowedRoles'));
  if (!friendsOnly && roles.length === 0) return undefined;
  return (user) =>
    (!friendsOnly || state.friendships.find(viewer!, user.uid) !== undefined) &&
    (roles.length === 0 || roles.includes(user.role));
}

/** Which groups `viewer` may list, or undefined for all. */
export function listedGroups(
  state: AppState,
  viewer: string | undefined,
): ((g: GroupRecord) => boolean) | undefined {
  const role = restrictingRole(state, viewer);
  const types = role ? listOf(roleValue(role, 'listGroups.allowedGroupTypes')) : [];
  return types.length === 0 ? undefined : (group) => types.includes(group.type);
}
