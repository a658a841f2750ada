/**
 * Marking elements of an interactive message as interacted, for one user (SPEC 17): PATCH
 * /messages/{id}/interacted. Each user's interactions with a message are one record found by message
 * and user, so a read of the message adds them with one lookup (present.ts).
 */
import { notElementsOf, notInteractive, senderInteractionNotAllowed } from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import type { AppState, Interaction, JsonObject } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { elementsOf } from './interactive-rules.ts';
import { isObject } from './message-body.ts';
import { findVisibleMessage } from './visibility.ts';

export interface InteractedResult {
  success: true;
  message: string;
}

/**
 * Records `elementIds` as interacted by `uid`; an element marked before keeps its first time. The
 * checks run in the order SPEC 17 gives them: visibility, category, elements, then the sender.
 */
export function markMessageInteracted(
  ctx: DomainContext,
  id: string,
  uid: string,
  elementIds: readonly string[],
): InteractedResult {
  const { state } = ctx;
  const message = findVisibleMessage(state, id, uid);
  if (message.category !== 'interactive') throw notInteractive(message.id);
  const known = knownElements(message.type, message.data);
  if (known) {
    const details: ErrorDetails = {};
    elementIds.forEach((elementId, i) => {
      if (!known.has(elementId))
        details[`interactions.${i}`] = [`is not an element of message ${message.id}`];
    });
    if (Object.keys(details).length > 0) throw notElementsOf(message.id, details);
  }
  if (message.sender === uid && message.data['allowSenderInteraction'] !== true) {
    throw senderInteractionNotAllowed(uid, message.id);
  }
  const earlier = state.interactions.find(message.id, uid);
  const interactions: Interaction[] = [...(earlier?.interactions ?? [])];
  const now = ctx.clock.now();
  for (const elementId of elementIds) {
    const first = !interactions.some((x) => x.elementId === elementId);
    if (first) interactions.push({ elementId, interactedAt: now });
  }
  if (!earlier || interactions.length > earlier.interactions.length) {
    state.interactions.put({ messageId: message.id, uid, interactions });
  }
  return {
    success: true,
    message: `The message id ${message.id} has been marked as interacted for the user ${uid}.`,
  };
}

/**
 * The element ids of an interactive message; undefined for a customInteractive one, whose data has
 * no element model the sandbox knows, so any id the client gives its own elements is taken.
 */
function knownElements(type: string, data: JsonObject): Set<string> | undefined {
  if (type === 'customInteractive') return undefined;
  const interactive = isObject(data['interactiveData']) ? data['interactiveData'] : {};
  const ids = elementsOf(type, interactive).map((e) => e.elementId);
  return new Set(ids.filter((x): x is string => typeof x === 'string'));
}

/** Forgets every user's interactions with an erased message. */
export function eraseInteractionsWith(state: AppState, id: string): void {
  for (const record of state.interactions.list(id)) state.interactions.delete(id, record.uid);
}

/** Forgets an erased user's interactions, through the index of the messages they interacted with. */
export function eraseInteractionsOf(state: AppState, uid: string): void {
  for (const id of state.interactedBy.messagesOf(uid)) state.interactions.delete(id, uid);
}
