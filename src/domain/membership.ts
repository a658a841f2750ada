/**
 * What the member operations share: making and ending memberships with their action messages, the
 * per-user results of adding and banning (the add-members operation, and the `members` of a group
 * creation), and the checks that come first when one member is changed.
 */
import {
  alreadyBanned,
  alreadyJoined,
  bannedGroupMember,
  noVacancy,
  notAMember,
  uidNotFound,
} from '../contract/error-catalogue.ts';
import type { ApiError, ErrorCode } from '../contract/errors.ts';
import { MEMBERS_PER_GROUP_MAX, SYSTEM_UID } from '../contract/limits.ts';
import type { Scope } from '../contract/limits.ts';
import type { GroupRecord, MemberRecord } from '../store/state.ts';
import { requireClearance } from './clearance.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { inactiveReason } from './user-lookup.ts';
import { LIST_SCOPE, MEMBER_LISTS } from './group-member-lists.ts';
import type { MemberListName, MemberLists } from './group-member-lists.ts';
import { emit } from './events.ts';
import { recordMemberAction } from './member-actions.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';

export type MemberResult =
  { success: true; data?: MessageView } | { success: false; error: { code: ErrorCode; message: string } };

/** Per list, results keyed by uid. */
export type MemberResults = Record<MemberListName, Record<string, MemberResult>>;

/** The result of a user the change does not apply to: the error it would have thrown, as data. */
const failure = ({ code, message }: ApiError): MemberResult => ({ success: false, error: { code, message } });

/** Makes `uid` a member with `scope`, without any check; the caller has made them. */
export function joinGroup(ctx: DomainContext, guid: string, uid: string, scope: Scope): void {
  ctx.state.members.put({ guid, uid, scope, joinedAt: ctx.clock.now() });
}

function addMember(
  ctx: DomainContext,
  group: GroupRecord,
  uid: string,
  scope: Scope,
  actor: string,
): MemberResult {
  const { state } = ctx;
  const guid = group.guid;
  const inactive = inactiveReason(state, uid);
  if (inactive) return failure(inactive);
  if (state.bans.find(guid, uid)) return failure(bannedGroupMember(uid, guid));
  if (memberOf(ctx, guid, uid)) return failure(alreadyJoined(uid, guid));
  if ((state.members.get(guid)?.size ?? 0) >= MEMBERS_PER_GROUP_MAX) return failure(noVacancy(guid));
  joinGroup(ctx, guid, uid, scope);
  const message = recordMemberAction(ctx, guid, 'added', { by: actor, on: uid });
  emit(state, { type: 'memberAdded', guid, uid, scope, by: actor, action: message });
  return { success: true, data: presentMessage(state, message) };
}

/**
 * Bans `uid`, who exists and is not banned: membership ends, the former scope (participant for a
 * user who was not a member) stays on the ban, and a `banned` action message is stored.
 */
export function banFromGroup(ctx: DomainContext, guid: string, uid: string, actor: string): void {
  const { state } = ctx;
  const scope = memberOf(ctx, guid, uid)?.scope ?? 'participant';
  state.members.delete(guid, uid);
  state.bans.put({ guid, uid, scope, bannedAt: ctx.clock.now() });
  const action = recordMemberAction(ctx, guid, 'banned', { by: actor, on: uid });
  emit(state, { type: 'memberBanned', guid, uid, by: actor, action });
}

function banMember(ctx: DomainContext, group: GroupRecord, uid: string, actor: string): MemberResult {
  const guid = group.guid;
  if (!ctx.state.users.has(uid)) return failure(uidNotFound(uid));
  if (ctx.state.bans.find(guid, uid)) return failure(alreadyBanned(uid, guid));
  banFromGroup(ctx, guid, uid, actor);
  return { success: true };
}

/**
 * Applies the lists in processing order and reports each user once per list. Results are gathered
 * in Maps and turned into objects with `Object.fromEntries`, which defines a uid such as `__proto__`
 * as an ordinary key.
 */
export function applyMemberLists(
  ctx: DomainContext,
  group: GroupRecord,
  lists: MemberLists,
  actor: string,
): MemberResults {
  const entries = MEMBER_LISTS.map((name) => {
    const results = new Map<string, MemberResult>();
    for (const uid of lists[name] ?? []) {
      if (results.has(uid)) continue;
      const result =
        name === 'usersToBan'
          ? banMember(ctx, group, uid, actor)
          : addMember(ctx, group, uid, LIST_SCOPE[name], actor);
      results.set(uid, result);
    }
    return [name, Object.fromEntries(results)] as const;
  });
  return Object.fromEntries(entries) as MemberResults;
}

/** The group, the user and the actor's clearance, checked in that order. */
export function prepareMemberChange(
  ctx: DomainContext,
  guid: string,
  uid: string,
  onBehalfOf: string | undefined,
) {
  if (onBehalfOf !== undefined) requireUser(ctx, onBehalfOf);
  const group = requireGroup(ctx, guid);
  requireUser(ctx, uid);
  return { group, clearance: requireClearance(ctx, group, onBehalfOf), actor: onBehalfOf ?? SYSTEM_UID };
}

export function requireMember(ctx: DomainContext, group: GroupRecord, uid: string): MemberRecord {
  const member = memberOf(ctx, group.guid, uid);
  if (!member) throw notAMember(uid, group.guid);
  return member;
}
