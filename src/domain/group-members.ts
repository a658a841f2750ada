/**
 * A group's members: adding and banning in one call (the `members` of a group creation too, through
 * membership.ts), kicking a member, changing a member's scope, and the member list. Request-level
 * rules throw before anything changes; when adding, each listed user then gets its own result and the
 * call as a whole succeeds. The clearance rules are in clearance.ts; each change stores an action
 * message.
 */
import { invalidMemberLists, ownerProtected, sameScope } from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { Scope } from '../contract/limits.ts';
import {
  requireClearance,
  requireClearanceOver,
  requireScopeChangeClearance,
  requireScopeClearance,
} from './clearance.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { requireGroup, requireUser, requireVisibleGroup } from './group-lookup.ts';
import { memberListsProblem } from './group-member-lists.ts';
import type { MemberLists } from './group-member-lists.ts';
import { recordMemberAction } from './member-actions.ts';
import { applyMemberLists, prepareMemberChange, requireMember, type MemberResults } from './membership.ts';
import { mapPage, pageOptions, paginate, withTopCursor, type Page } from './pagination.ts';
import { presentUid, type UserView } from './present.ts';
import { listOf, textOf, type Query } from './read-filters.ts';

export interface ChangeResult {
  success: true;
  message: string;
}

export function addGroupMembers(
  ctx: DomainContext,
  guid: string,
  body: MemberLists,
  onBehalfOf?: string,
): MemberResults {
  if (onBehalfOf !== undefined) requireUser(ctx, onBehalfOf);
  const group = requireGroup(ctx, guid);
  const problem = memberListsProblem(body, 1);
  if (problem !== undefined) {
    throw invalidMemberLists(problem);
  }
  requireScopeClearance(ctx, group, requireClearance(ctx, group, onBehalfOf), body);
  return applyMemberLists(ctx, group, body, onBehalfOf ?? SYSTEM_UID);
}

/** Removes a member, who may be added again later. */
export function kickGroupMember(
  ctx: DomainContext,
  guid: string,
  uid: string,
  onBehalfOf?: string,
): ChangeResult {
  const { group, clearance, actor } = prepareMemberChange(ctx, guid, uid, onBehalfOf);
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
  const { group, clearance, actor } = prepareMemberChange(ctx, guid, uid, onBehalfOf);
  requireScopeChangeClearance(group, clearance);
  const member = requireMember(ctx, group, uid);
  if (member.scope === scope) throw sameScope(uid, scope, group.guid);
  if (uid === group.owner && scope !== 'admin') throw ownerProtected(uid, group.guid, 'demoted');
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

export type MemberView = UserView & { scope: string; joinedAt: number };

/**
 * The current members (the banned are not), in join order, as user records with scope and joinedAt;
 * with a viewer, as that user sees them, and a private group only to its members.
 */
export function listGroupMembers(
  ctx: DomainContext,
  guid: string,
  query: Query,
  viewer?: string,
): Page<MemberView> {
  const { state } = ctx;
  const group = requireVisibleGroup(ctx, guid, viewer);
  const scopes = listOf(query, 'scopes');
  const status = textOf(query, 'status');
  const members = state.members.list(group.guid).filter((m) => {
    if (scopes !== undefined && !scopes.includes(m.scope)) return false;
    return status === undefined || state.users.get(m.uid)?.status === status;
  });
  const { perPage, page } = pageOptions(query);
  const views = mapPage(paginate(members, perPage, page), (m) => ({
    ...presentUid(state, m.uid, viewer),
    scope: m.scope,
    joinedAt: m.joinedAt,
  }));
  return withTopCursor(views);
}
