import type { AppState } from '../store/state.ts';

export { groupConversationId, userConversationId } from '../contract/conversation-ids.ts';

/** Message and reaction ids are decimal strings, increasing per app and never reused. */
export function nextMessageId(state: AppState): string {
  return String(state.counters.next('messageId'));
}

export function nextReactionId(state: AppState): string {
  return String(state.counters.next('reactionId'));
}

/** Compares two decimal id strings numerically without losing precision on long ids. */
export function compareIds(a: string, b: string): number {
  return a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;
}
