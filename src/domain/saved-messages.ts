/**
 * Operation 12: a user saves a message to their private list. Saving is idempotent: a message
 * already saved keeps its first savedAt, and re-saving it succeeds even when the list is full.
 */
import { ApiError } from '../contract/errors.ts';
import { SAVED_MESSAGES_MAX } from '../contract/limits.ts';
import { markChanged } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import type { Outcome } from './message-outcome.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

export function saveMessage(
  ctx: DomainContext,
  messageId: string,
  uid: string,
): Outcome<MessageView & { savedAt: number }> {
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const saved = state.savedMessages.get(uid);
  let record = saved?.get(message.id);
  const changed = record === undefined;
  if (!record) {
    if ((saved?.size ?? 0) >= SAVED_MESSAGES_MAX) {
      throw new ApiError(
        'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED',
        `The number of saved messages for the user with uid ${uid} exceeds the allowed limit of ${SAVED_MESSAGES_MAX}.`,
      );
    }
    record = { uid, messageId: message.id, savedAt: ctx.clock.now() };
    markChanged(state, 'savedMessages', uid);
    if (saved) saved.set(message.id, record);
    else state.savedMessages.set(uid, new Map([[message.id, record]]));
  }
  return { data: { ...presentMessage(state, message, { viewer: uid }), savedAt: record.savedAt }, changed };
}
