/**
 * The action messages of membership changes (docs/decisions/writes-membership-actions.md): who (`by`) added, banned, kicked or changed
 * the scope of whom (`on`) in which group (`for`). They are sent by the system user to the group, and
 * their entities are built from the current records when presented.
 */
import { SYSTEM_UID, type MEMBER_ACTIONS } from '../contract/limits.ts';
import type { AppState, JsonObject, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { groupConversationId } from './ids.ts';
import { appendMessage } from './message-log.ts';

export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Records a change of membership on the group: when, and by whom. */
function touchGroup(state: AppState, guid: string, now: number, by: string): void {
  const current = state.groups.get(guid);
  if (!current) return;
  state.groups.put({ ...current, updatedAt: now, updatedBy: by });
}

/**
 * Stores the action message of a membership change that has just been made, and marks the group as
 * changed. `extras` carries what the action needs besides who and where (the scopes of a change).
 */
export function recordMemberAction(
  ctx: DomainContext,
  guid: string,
  action: MemberAction,
  refs: { by: string; on: string },
  extras?: JsonObject,
): MessageRecord {
  const { state } = ctx;
  const now = ctx.clock.now();
  touchGroup(state, guid, now, refs.by);
  return appendMessage(state, {
    conversationId: groupConversationId(guid),
    sender: SYSTEM_UID,
    receiverType: 'group',
    receiver: guid,
    category: 'action',
    type: 'groupMember',
    data: extras === undefined ? { action } : { action, extras },
    actionRefs: { ...refs, for: guid, membersCount: state.members.get(guid)?.size ?? 0 },
    sentAt: now,
    updatedAt: now,
  });
}
