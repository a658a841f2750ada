/**
 * Erasing messages for good, with what hangs on them: their reactions, the users' saves of them and
 * their blocked-message records. Replies and quotes elsewhere keep the ids, as a permanent deletion
 * leaves them.
 */
import type { AppState } from '../store/state.ts';

/** Erases the messages `ids`; one pass over the users' saves (at most 100 each) serves all of them. */
export function eraseMessages(state: AppState, ids: readonly string[]): void {
  const erased = new Set(ids);
  if (erased.size === 0) return;
  const saves: [string, string][] = [];
  for (const [uid, saved] of state.savedMessages.groups()) {
    for (const messageId of saved.keys()) if (erased.has(messageId)) saves.push([uid, messageId]);
  }
  for (const [uid, messageId] of saves) state.savedMessages.delete(uid, messageId);
  for (const id of erased) {
    for (const reaction of state.reactions.list(id)) state.reactions.delete(id, reaction.id);
    state.blockedMessages.delete(id);
    state.messages.delete(id);
  }
}

/** Forgets every user's read mark of one conversation. */
export function eraseReadMarks(state: AppState, conversationId: string): void {
  const readers = [...state.readMarks.groups()].filter(([, marks]) => marks.has(conversationId));
  for (const [uid] of readers) state.readMarks.delete(uid, conversationId);
}
