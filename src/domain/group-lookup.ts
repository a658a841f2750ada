/**
 * Lookups shared by the group operations: each throws the error the contract names when the
 * record is missing, so every operation checks existence the same way.
 */
import { groupNotFound, uidNotFound } from '../contract/error-catalogue.ts';
import type { GroupRecord, MemberRecord, UserRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';

/** GUIDs are stored lowercased, so a path guid in any case names the same group. */
export const normalizeGuid = (guid: string): string => guid.toLowerCase();

export function requireGroup(ctx: DomainContext, guid: string): GroupRecord {
  const group = ctx.state.groups.get(normalizeGuid(guid));
  if (!group) throw groupNotFound(guid);
  return group;
}

export function requireUser(ctx: DomainContext, uid: string): UserRecord {
  const user = ctx.state.users.get(uid);
  if (!user) throw uidNotFound(uid);
  return user;
}

/** The current membership of `uid` in the group; a banned user has none. */
export function memberOf(ctx: DomainContext, guid: string, uid: string): MemberRecord | undefined {
  return ctx.state.members.get(guid)?.get(uid);
}

/**
 * With a viewer, a private group is shown only to its members (decided: it can be joined by invitation
 * only, so others have nothing to find).
 */

export const visibleTo = (ctx: DomainContext, group: GroupRecord, viewer: string | undefined): boolean =>
  group.type !== 'private' || viewer === undefined || memberOf(ctx, group.guid, viewer) !== undefined;

/** The group, unless it is private and `viewer` is not a member: then it does not exist for them. */
export function requireVisibleGroup(
  ctx: DomainContext,
  guid: string,
  viewer: string | undefined,
): GroupRecord {
  const group = requireGroup(ctx, guid);
  if (!visibleTo(ctx, group, viewer)) throw groupNotFound(guid);
  return group;
}
