/**
 * Message pins (SPEC 17): a pin belongs to the message's conversation, so every reader sees who pinned
 * it and when. A user pins what they may see (op 8's visibility; no permission governs pins, so any
 * member may pin); without `onBehalfOf` the app pins, as `app_system`. The conversation's pin count is
 * the store's index, never a walk of its messages.
 */
import { messageNotFound, pinnedMessagesLimitExceeded } from '../contract/error-catalogue.ts';
import { PINNED_MESSAGES_MAX, SYSTEM_UID } from '../contract/limits.ts';
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { presentMessage, type MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

/** Pins message `id` as `actor` (the app when undefined); a message already pinned keeps its first pin. */
export function pinMessage(ctx: DomainContext, id: string, actor: string | undefined): MessageView {
  const { state } = ctx;
  let message = findVisibleMessage(state, id, actor);
  if (message.deletedAt !== undefined) throw messageNotFound(id);
  if (message.pin === undefined) {
    if (state.messageIndexes.pinsIn(message.conversationId) >= PINNED_MESSAGES_MAX) {
      throw pinnedMessagesLimitExceeded(message.conversationId);
    }
    message = { ...message, pin: { by: actor ?? SYSTEM_UID, at: ctx.clock.now() } };
    state.messages.put(message);
  }
  return presentMessage(state, message, { viewer: actor });
}

/**
 * Unpins message `id`, whoever pinned it; a message not pinned is answered as it is. A deleted message
 * that is still pinned can be unpinned, since it holds one of the conversation's places.
 */
export function unpinMessage(ctx: DomainContext, id: string, actor: string | undefined): MessageView {
  const { state } = ctx;
  let message: MessageRecord = findVisibleMessage(state, id, actor);
  if (message.pin !== undefined) {
    const { pin: _pin, ...unpinned } = message;
    message = unpinned;
    state.messages.put(message);
  }
  return presentMessage(state, message, { viewer: actor });
}
