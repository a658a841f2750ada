/**
 * The permissions that narrow a list rather than refuse it (SPEC 18): the role's `listUsers.mode`
 * (and the legacy `settings.listUsers: friendsOnly`), `listUsers.allowedRoles`,
 * `listGroups.allowedGroupTypes`, `listMessages.allowedMessageCategories` and `.allowedMessageTypes`,
 * and the scope's `listReactions.allowedScopes`. Each returns undefined where the viewer's role (or
 * scope) restricts nothing, so a list of an app that configured nothing runs as before; otherwise a
 * test the list's walk applies to each record it already visits.
 */
import type {
  AppState,
  GroupRecord,
  MessageRecord,
  ReactionRecord,
  RoleRecord,
  UserRecord,
} from '../store/state.ts';
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

/**
 * Which messages `viewer` may list, or undefined for all. The types are those of the category
 * `message` (the catalogue's values are text, image, audio, video, file), so they leave custom,
 * action and call messages to the categories, as `sendMessage.allowedMessageTypes` does for a send.
 */
export function listedMessages(
  state: AppState,
  viewer: string | undefined,
): ((m: MessageRecord) => boolean) | undefined {
  const role = restrictingRole(state, viewer);
  if (!role) return undefined;
  const categories = listOf(roleValue(role, 'listMessages.allowedMessageCategories'));
  const types = listOf(roleValue(role, 'listMessages.allowedMessageTypes'));
  if (categories.length === 0 && types.length === 0) return undefined;
  return (m) =>
    (categories.length === 0 || categories.includes(m.category)) &&
    (types.length === 0 || m.category !== 'message' || types.includes(m.type));
}

/**
 * Which reactions to a message of the group `guid` `viewer` may list: those of members whose scope
 * the viewer's scope's `listReactions.allowedScopes` names (a reactor no longer a member has none), or
 * undefined for all. A viewer who is no member has no scope and is not narrowed: the operation's own
 * check answers them.
 */
export function listedReactions(
  state: AppState,
  guid: string | undefined,
  viewer: string | undefined,
): ((r: ReactionRecord) => boolean) | undefined {
  if (guid === undefined || viewer === undefined || !state.roleRules.anyScope) return undefined;
  const scope = state.members.find(guid, viewer)?.scope;
  const set = scope === undefined ? undefined : state.scopePermissions.find(guid, scope)?.permissions;
  const key = 'listReactions.allowedScopes';
  const scopes = set && Object.hasOwn(set, key) ? listOf(set[key]) : [];
  if (scopes.length === 0) return undefined;
  return (r) => {
    const reactor = state.members.find(guid, r.uid)?.scope;
    return reactor !== undefined && scopes.includes(reactor);
  };
}
