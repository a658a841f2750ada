/**
 * Erasing messages for good, with what hangs on them: their reactions, the users' saves of and
 * interactions with them, their thread's subscriptions and their blocked-message records. Replies and quotes elsewhere keep the ids, as a permanent deletion
 * leaves them.
 */
import { reviewKey } from '../store/moderation-tables.ts';
import type { AppState } from '../store/state.ts';
import { eraseInteractionsWith } from './interactions.ts';

/** Erases the messages `ids`; each message's savers come from the people indexes, not from every user's saves. */
export function eraseMessages(state: AppState, ids: readonly string[]): void {
  for (const id of new Set(ids)) {
    for (const uid of state.peopleIndexes.saversOf(id)) state.savedMessages.delete(uid, id);
    for (const reaction of state.reactions.list(id)) state.reactions.delete(id, reaction.id);
    eraseInteractionsWith(state, id);
    for (const s of state.threadSubscriptions.list(id)) state.threadSubscriptions.delete(id, s.uid);
    state.blockedMessages.delete(id);
    state.flaggedMessages.delete(id);
    for (const origin of ['blocked', 'flagged'] as const)
      state.moderationReviews.delete(reviewKey(origin, id));
    state.messages.delete(id);
  }
}

/** Forgets every user's read and delivered marks of one conversation. */
export function eraseReadMarks(state: AppState, conversationId: string): void {
  const readers = [...state.readMarks.groups()].filter(([, marks]) => marks.has(conversationId));
  for (const [uid] of readers) state.readMarks.delete(uid, conversationId);
  const receivers = [...state.deliveredMarks.groups()].filter(([, marks]) => marks.has(conversationId));
  for (const [uid] of receivers) state.deliveredMarks.delete(uid, conversationId);
}
