/**
 * Operation 12: a user saves a message to their private list. Saving is idempotent: a message
 * already saved keeps its first savedAt, and re-saving it succeeds even when the list is full.
 */
import { ApiError } from '../contract/errors.ts';
import { SAVED_MESSAGES_MAX } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
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
      throw new ApiError(
        'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED',
        `The number of saved messages for the user with uid ${uid} exceeds the allowed limit of ${SAVED_MESSAGES_MAX}.`,
      );
    }
    record = { uid, messageId: message.id, savedAt: ctx.clock.now() };
    state.savedMessages.put(record);
  }
  return { ...presentMessage(state, message, { viewer: uid }), savedAt: record.savedAt };
}
