/**
 * Changing one member of a group: banning a user, kicking a member, changing a member's scope. The
 * clearance rules are those of adding members (clearance.ts); each change stores an action message.
 */
import { ApiError } from '../contract/errors.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { Scope } from '../contract/limits.ts';
import type { GroupRecord, MemberRecord } from '../store/state.ts';
import { requireClearance, requireClearanceOver, requireScopeChangeClearance } from './clearance.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { alreadyBanned, banFromGroup } from './group-members.ts';
import { recordMemberAction } from './member-actions.ts';

export interface ChangeResult {
  success: true;
  message: string;
}

/** The group, the user and the actor's clearance, checked in that order. */
function prepare(ctx: DomainContext, guid: string, uid: string, onBehalfOf: string | undefined) {
  if (onBehalfOf !== undefined) requireUser(ctx, onBehalfOf);
  const group = requireGroup(ctx, guid);
  requireUser(ctx, uid);
  return { group, clearance: requireClearance(ctx, group, onBehalfOf), actor: onBehalfOf ?? SYSTEM_UID };
}

function requireMember(ctx: DomainContext, group: GroupRecord, uid: string): MemberRecord {
  const member = memberOf(ctx, group.guid, uid);
  if (!member) {
    throw new ApiError(
      'ERR_NOT_A_MEMBER',
      `The user with uid ${uid} is not a member of the group ${group.guid}.`,
    );
  }
  return member;
}

/** Bans a member or any other user; membership ends and the user cannot be added until unbanned. */
export function banUser(ctx: DomainContext, guid: string, uid: string, onBehalfOf?: string): ChangeResult {
  const { group, clearance, actor } = prepare(ctx, guid, uid, onBehalfOf);
  requireClearanceOver(ctx, group, clearance, uid, 'banned');
  if (ctx.state.bans.find(group.guid, uid)) throw alreadyBanned(uid, group.guid);
  banFromGroup(ctx, group.guid, uid, actor);
  return { success: true, message: `The user with uid ${uid} has been banned from the group ${group.guid}.` };
}

/** Removes a member, who may be added again later. */
export function kickGroupMember(
  ctx: DomainContext,
  guid: string,
  uid: string,
  onBehalfOf?: string,
): ChangeResult {
  const { group, clearance, actor } = prepare(ctx, guid, uid, onBehalfOf);
  requireMember(ctx, group, uid);
  requireClearanceOver(ctx, group, clearance, uid, 'kicked');
  ctx.state.members.delete(group.guid, uid);
  const action = recordMemberAction(ctx, group.guid, 'kicked', { by: actor, on: uid });
  emit(ctx.state, { type: 'memberKicked', guid: group.guid, uid, by: actor, action });
  return { success: true, message: `The user with uid ${uid} has been kicked from the group ${group.guid}.` };
}

export interface MembershipView {
  guid: string;
  uid: string;
  scope: Scope;
  joinedAt: number;
}

/** Only admins change scopes; the owner is never demoted. The member keeps their `joinedAt`. */
export function changeGroupMemberScope(
  ctx: DomainContext,
  guid: string,
  uid: string,
  scope: Scope,
  onBehalfOf?: string,
): MembershipView {
  const { group, clearance, actor } = prepare(ctx, guid, uid, onBehalfOf);
  requireScopeChangeClearance(group, clearance);
  const member = requireMember(ctx, group, uid);
  if (member.scope === scope) {
    throw new ApiError(
      'ERR_SAME_SCOPE',
      `The user with uid ${uid} already has the scope ${scope} in the group ${group.guid}.`,
    );
  }
  if (uid === group.owner && scope !== 'admin') {
    throw new ApiError(
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
      `The user with uid ${uid} owns the group ${group.guid} and cannot be demoted.`,
    );
  }
  const changed = { ...member, scope };
  ctx.state.members.put(changed);
  const action = recordMemberAction(
    ctx,
    group.guid,
    'scopeChanged',
    { by: actor, on: uid },
    {
      scope: { new: scope, old: member.scope },
    },
  );
  emit(ctx.state, {
    type: 'memberScopeChanged',
    guid: group.guid,
    uid,
    by: actor,
    oldScope: member.scope,
    newScope: scope,
    action,
  });
  return { guid: changed.guid, uid: changed.uid, scope: changed.scope, joinedAt: changed.joinedAt };
}
