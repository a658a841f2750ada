/**
 * Operations 8 and 9: a user adds or removes one of their reactions on a message they can see. Both
 * are idempotent; the response is the message with the reaction aggregate as that user sees it.
 */
import { ApiError } from '../contract/errors.ts';
import { REACTION_MAX } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { nextReactionId } from './ids.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

/** Reactions are counted in code points, so an emoji outside the BMP counts as one. */
export function checkReaction(reaction: string): void {
  const length = [...reaction].length;
  if (length < 1 || length > REACTION_MAX) {
    throw new ApiError('ERR_BAD_REQUEST', `The reaction must be 1 to ${REACTION_MAX} characters long.`, {
      details: { reaction: [`must be 1 to ${REACTION_MAX} characters long`] },
    });
  }
}

export function addReaction(
  ctx: DomainContext,
  messageId: string,
  reaction: string,
  uid: string,
): MessageView {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const held = state.reactions.list(message.id).some((r) => r.uid === uid && r.reaction === reaction);
  if (!held) {
    const record = {
      id: nextReactionId(state),
      messageId: message.id,
      reaction,
      uid,
      reactedAt: ctx.clock.now(),
    };
    state.reactions.put(record);
    emit(state, { type: 'reactionAdded', reaction: record, message });
  }
  return presentMessage(state, message, { viewer: uid });
}

export function removeReaction(
  ctx: DomainContext,
  messageId: string,
  reaction: string,
  uid: string,
): MessageView {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const held = state.reactions.list(message.id).find((r) => r.uid === uid && r.reaction === reaction);
  if (held) {
    state.reactions.delete(message.id, held.id);
    emit(state, { type: 'reactionRemoved', reaction: held, message });
  }
  return presentMessage(state, message, { viewer: uid });
}
