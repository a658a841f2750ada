/**
 * Who may change a group's membership. Without an acting user the app itself acts (app_system),
 * with full clearance; otherwise the actor must be an admin or a moderator of the group. A moderator
 * acts on participants only, only admins change scopes, and nobody removes or demotes the owner.
 */
import {
  moderatorCannotActOn,
  moderatorCannotAddStaff,
  moderatorCannotChangeScope,
  noClearance,
  ownerProtected,
} from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { GroupRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf } from './group-lookup.ts';
import type { MemberLists } from './group-member-lists.ts';

export type Clearance = 'full' | 'moderator';

export function requireClearance(
  ctx: DomainContext,
  group: GroupRecord,
  actor: string | undefined,
): Clearance {
  if (actor === undefined || actor === SYSTEM_UID) return 'full';
  const scope = memberOf(ctx, group.guid, actor)?.scope;
  if (scope === 'admin') return 'full';
  if (scope === 'moderator') return 'moderator';
  throw noClearance(actor, group.guid);
}

const VERB_BASE = { banned: 'ban', kicked: 'kick' } as const;

/** The owner stays in the group whoever acts: banning or kicking them is refused, even for the app. */
function protectOwner(group: GroupRecord, uid: string, verb: 'banned' | 'kicked'): void {
  if (uid === group.owner) throw ownerProtected(uid, group.guid, verb);
}

/**
 * Clearance to ban or kick one user: nobody acts on the owner, and a moderator acts on participants
 * only (a user who is not a member counts as a participant, the scope a ban records for them).
 */
export function requireClearanceOver(
  ctx: DomainContext,
  group: GroupRecord,
  clearance: Clearance,
  uid: string,
  verb: 'banned' | 'kicked',
): void {
  protectOwner(group, uid, verb);
  const scope = memberOf(ctx, group.guid, uid)?.scope;
  if (clearance === 'moderator' && scope !== undefined && scope !== 'participant') {
    throw moderatorCannotActOn(group.guid, VERB_BASE[verb], scope, uid);
  }
}

/** A moderator may add participants and ban participants only; nobody bans the owner. */
export function requireScopeClearance(
  ctx: DomainContext,
  group: GroupRecord,
  clearance: Clearance,
  lists: MemberLists,
): void {
  for (const uid of lists.usersToBan ?? []) requireClearanceOver(ctx, group, clearance, uid, 'banned');
  if (clearance === 'full') return;
  if (lists.admins?.length || lists.moderators?.length) {
    throw moderatorCannotAddStaff(group.guid);
  }
}

/** Only admins (and the app) change scopes. */
export function requireScopeChangeClearance(group: GroupRecord, clearance: Clearance): void {
  if (clearance !== 'full') {
    throw moderatorCannotChangeScope(group.guid);
  }
}
