/**
 * Who may change a group's membership. Without an acting user the app itself acts (app_system),
 * with full clearance; otherwise the actor must be an admin or a moderator of the group.
 */
import { ApiError } from '../contract/errors.ts';
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
  throw new ApiError(
    'ERR_GROUP_NO_CLEARANCE',
    `The user with uid ${actor} is not an admin or moderator of the group ${group.guid}.`,
  );
}

/**
 * A moderator may add participants and ban participants only. A user who is not a member counts as
 * a participant, the scope a ban records for them.
 */
export function requireScopeClearance(
  ctx: DomainContext,
  group: GroupRecord,
  clearance: Clearance,
  lists: MemberLists,
): void {
  if (clearance === 'full') return;
  const deny = (why: string): never => {
    throw new ApiError('ERR_GROUP_NO_SCOPE_CLEARANCE', `A moderator of the group ${group.guid} ${why}.`);
  };
  if (lists.admins?.length || lists.moderators?.length) deny('cannot add admins or moderators');
  for (const uid of lists.usersToBan ?? []) {
    const scope = memberOf(ctx, group.guid, uid)?.scope;
    if (scope !== undefined && scope !== 'participant') deny(`cannot ban the ${scope} ${uid}`);
  }
}
