/**
 * Operations 8 and 9: a user adds or removes one of their reactions on a message they can see. Both
 * are idempotent; the response is the message with the reaction aggregate as that user sees it.
 */
import { ApiError } from '../contract/errors.ts';
import { REACTION_MAX } from '../contract/limits.ts';
import { markChanged } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { nextReactionId } from './ids.ts';
import type { Outcome } from './message-outcome.ts';
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
): Outcome<MessageView> {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const list = state.reactions.get(message.id) ?? [];
  const changed = !list.some((r) => r.uid === uid && r.reaction === reaction);
  if (changed) {
    markChanged(state, 'reactions', message.id);
    list.push({
      id: nextReactionId(state),
      messageId: message.id,
      reaction,
      uid,
      reactedAt: ctx.clock.now(),
    });
    state.reactions.set(message.id, list);
  }
  return { data: presentMessage(state, message, { viewer: uid }), changed };
}

export function removeReaction(
  ctx: DomainContext,
  messageId: string,
  reaction: string,
  uid: string,
): Outcome<MessageView> {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const list = state.reactions.get(message.id) ?? [];
  const index = list.findIndex((r) => r.uid === uid && r.reaction === reaction);
  if (index >= 0) {
    markChanged(state, 'reactions', message.id);
    list.splice(index, 1);
    if (list.length === 0) state.reactions.delete(message.id);
  }
  return { data: presentMessage(state, message, { viewer: uid }), changed: index >= 0 };
}
