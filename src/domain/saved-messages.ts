/**
 * Operation 12 and its inverse: a user saves a message to their private list, or removes it. Saving is
 * idempotent: a message already saved keeps its first savedAt, and re-saving it succeeds even when the
 * list is full. Removing a message that is not saved succeeds and changes nothing.
 */
import { messageNotFound, savedMessagesLimitExceeded } from '../contract/error-catalogue.ts';
import { SAVED_MESSAGES_MAX } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

export function saveMessage(
  ctx: DomainContext,
  messageId: string,
  uid: string,
): MessageView & { savedAt: number } {
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  let record = state.savedMessages.find(uid, message.id);
  if (!record) {
    if ((state.savedMessages.get(uid)?.size ?? 0) >= SAVED_MESSAGES_MAX) {
      throw savedMessagesLimitExceeded(uid);
    }
    record = { uid, messageId: message.id, savedAt: ctx.clock.now() };
    state.savedMessages.put(record);
    emit(state, { type: 'messageSaved', uid, message });
  }
  return { ...presentMessage(state, message, { viewer: uid }), savedAt: record.savedAt };
}

/**
 * A message the user saved is removed from their list even when it has been hidden from them since
 * (the saved limit counts it, so they must be able to free its place); any other message must be one
 * they can see, as for saving. The answer is the message, without `savedAt`.
 */
export function unsaveMessage(ctx: DomainContext, messageId: string, uid: string): MessageView {
  const { state } = ctx;
  const saved = state.savedMessages.find(uid, messageId);
  const message = saved ? state.messages.get(messageId) : findVisibleMessage(state, messageId, uid);
  if (!message) throw messageNotFound(messageId);
  if (saved) {
    state.savedMessages.delete(uid, messageId);
    emit(state, { type: 'messageUnsaved', uid, message });
  }
  return presentMessage(state, message, { viewer: uid });
}
