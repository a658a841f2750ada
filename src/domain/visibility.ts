/**
 * Who may see a message. A message hidden from a user (by a conversation reset, or blocked by
 * moderation for anyone but its sender) answers "not found" rather than "no access", so that its
 * existence does not leak.
 */
import { messageNoAccess, messageNotFound } from '../contract/error-catalogue.ts';
import { resetKey } from '../store/state.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import { compareIds } from './ids.ts';

/** A group's resets are keyed by its guid, a one-to-one conversation's by its id (store/state.ts). */
function hiddenByReset(state: AppState, message: MessageRecord, uid: string): boolean {
  const scope = message.receiverType === 'group' ? message.receiver : message.conversationId;
  const reset = state.conversationResets.get(resetKey(scope, uid));
  return reset !== undefined && compareIds(message.id, reset.lastMessageId) <= 0;
}

/**
 * Hidden by moderation from all but the sender: blocked by a rule until a moderator approves it, or
 * flagged and disapproved by a moderator (docs/decisions/moderation-reviews.md).
 */
export function hiddenByModeration(state: AppState, id: string): boolean {
  const blocked = state.blockedMessages.get(id);
  if (blocked !== undefined && blocked.review?.status !== 'approved') return true;
  return state.flaggedMessages.get(id)?.review?.status === 'disapproved';
}

function canAccess(state: AppState, message: MessageRecord, uid: string): boolean {
  if (message.receiverType === 'group') return state.members.get(message.receiver)?.has(uid) ?? false;
  return uid === message.sender || uid === message.receiver;
}

/**
 * Whether a list shows `message` to `viewer` (one function for every list): a reset hides a
 * conversation's earlier messages from the user who reset, a moderation-blocked message is listed for its sender only,
 * and a user sees only the conversations they take part in. Without a viewer (the API key alone) every
 * message but the blocked ones is listed.
 */
export function isListedFor(state: AppState, message: MessageRecord, viewer: string | undefined): boolean {
  if (viewer !== message.sender && hiddenByModeration(state, message.id)) return false;
  if (viewer === undefined) return true;
  return !hiddenByReset(state, message, viewer) && canAccess(state, message, viewer);
}

/**
 * The message `id` as `uid` may see it. Without `uid` (a call made with the API key alone), only
 * existence counts.
 */
export function findVisibleMessage(state: AppState, id: string, uid: string | undefined): MessageRecord {
  const message = state.messages.get(id);
  if (!message) throw messageNotFound(id);
  if (uid === undefined) return message;
  if (hiddenByReset(state, message, uid)) throw messageNotFound(id);
  if (uid !== message.sender && hiddenByModeration(state, id)) throw messageNotFound(id);
  if (!canAccess(state, message, uid)) throw messageNoAccess(uid, id);
  return message;
}

/** How many thread replies of `parentId` `viewer` may see (a walk of that parent's replies alone); undefined at none. */
export function replyCountFor(
  state: AppState,
  parentId: string,
  viewer: string | undefined,
): number | undefined {
  let count = 0;
  for (const id of state.messageIndexes.repliesOf(parentId)) {
    const reply = state.messages.get(id);
    if (reply && isListedFor(state, reply, viewer)) count += 1;
  }
  return count > 0 ? count : undefined;
}
