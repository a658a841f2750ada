import type { AppState } from '../store/state.ts';

export {
  compareIds,
  conversationIdOf,
  groupConversationId,
  userConversationId,
} from '../contract/conversation-ids.ts';

/** Message and reaction ids are decimal strings, increasing per app and never reused. */
export function nextMessageId(state: AppState): string {
  return String(state.counters.next('messageId'));
}

export function nextReactionId(state: AppState): string {
  return String(state.counters.next('reactionId'));
}
