/** A group's banned users: banning one, listing them, lifting a ban. */
import { alreadyBanned, notBanned } from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
import { requireClearance, requireClearanceOver } from './clearance.ts';
import { emit } from './events.ts';
import { requireGroup, requireUser } from './group-lookup.ts';
import { banFromGroup, prepareMemberChange } from './membership.ts';
import { mapPage, paginate } from './pagination.ts';
import type { Page, PageOptions } from './pagination.ts';
import { presentUid } from './present.ts';
import type { UserView } from './present.ts';

/**
 * The group's banned users as user records, in the order they were banned; for a `viewer`, with the
 * one-to-one conversation id and the viewer's blocks, as every user record shown to a user is.
 */
export function listBannedUsers(
  ctx: DomainContext,
  guid: string,
  options: PageOptions = {},
  viewer?: string,
): Page<UserView> {
  const group = requireGroup(ctx, guid);
  const bans = ctx.state.bans.list(group.guid);
  return mapPage(paginate(bans, options.perPage, options.page), (ban) =>
    presentUid(ctx.state, ban.uid, viewer),
  );
}

export interface UnbanResult {
  success: true;
  message: string;
}

/** Lifts the ban; the user is not a member afterwards and may be added again. */
export function unbanUser(ctx: DomainContext, guid: string, uid: string, onBehalfOf?: string): UnbanResult {
  if (onBehalfOf !== undefined) requireUser(ctx, onBehalfOf);
  const group = requireGroup(ctx, guid);
  requireUser(ctx, uid);
  requireClearance(ctx, group, onBehalfOf);
  if (!ctx.state.bans.find(group.guid, uid)) {
    throw notBanned(uid, group.guid);
  }
  ctx.state.bans.delete(group.guid, uid);
  emit(ctx.state, { type: 'memberUnbanned', guid: group.guid, uid, by: onBehalfOf ?? SYSTEM_UID });
  return {
    success: true,
    message: `The user with uid ${uid} has been unbanned from the group ${group.guid}.`,
  };
}

/** Bans a member or any other user; membership ends and the user cannot be added until unbanned. */
export function banUser(ctx: DomainContext, guid: string, uid: string, onBehalfOf?: string): UnbanResult {
  const { group, clearance, actor } = prepareMemberChange(ctx, guid, uid, onBehalfOf);
  requireClearanceOver(ctx, group, clearance, uid, 'banned');
  if (ctx.state.bans.find(group.guid, uid)) throw alreadyBanned(uid, group.guid);
  banFromGroup(ctx, group.guid, uid, actor);
  return { success: true, message: `The user with uid ${uid} has been banned from the group ${group.guid}.` };
}
