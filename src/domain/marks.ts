/**
 * The read and delivered marks (store/mark-records.ts): moving them, and when a mark first covered a
 * message. A message's `readAt` / `deliveredAt` is the time of the move that first covered it, so a
 * message read yesterday keeps yesterday's time when the mark moves on today. Presenting a message
 * compares its id with the mark and, only below the mark's last step, searches the steps: O(1) for
 * the newest messages, O(log steps) at worst, never a walk of the conversation.
 */
import { positionOf } from '../store/message-indexes.ts';
import type { AppState, MarkStep } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { compareIds } from './ids.ts';

export type MarkKind = 'read' | 'delivered';

interface MarkAt {
  messageId: string;
  at: number;
  steps: readonly MarkStep[] | undefined;
}

const NO_STEPS: readonly MarkStep[] = [];

function markOf(state: AppState, kind: MarkKind, uid: string, conversationId: string): MarkAt | undefined {
  if (kind === 'read') {
    const mark = state.readMarks.find(uid, conversationId);
    return mark && { messageId: mark.messageId, at: mark.readAt, steps: mark.steps };
  }
  const mark = state.deliveredMarks.find(uid, conversationId);
  return mark && { messageId: mark.messageId, at: mark.deliveredAt, steps: mark.steps };
}

/** The id of the newest message `uid`'s mark covers in the conversation; undefined without a mark. */
export function markedUpTo(
  state: AppState,
  kind: MarkKind,
  uid: string,
  conversationId: string,
): string | undefined {
  return (kind === 'read' ? state.readMarks : state.deliveredMarks).find(uid, conversationId)?.messageId;
}

/** The index of the first step at or above `id` (steps ascend), or `steps.length`. */
function firstStepFrom(steps: readonly MarkStep[], id: string): number {
  let low = 0;
  let high = steps.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareIds(steps[mid]!.messageId, id) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** When `uid`'s mark of `kind` first covered message `id`; undefined while it does not. */
export function coveredAt(
  state: AppState,
  kind: MarkKind,
  uid: string,
  conversationId: string,
  id: string,
): number | undefined {
  const mark =
    kind === 'read'
      ? state.readMarks.find(uid, conversationId)
      : state.deliveredMarks.find(uid, conversationId);
  if (mark === undefined || compareIds(id, mark.messageId) > 0) return undefined;
  const at = 'readAt' in mark ? mark.readAt : mark.deliveredAt;
  const steps = mark.steps ?? NO_STEPS;
  // Most reads show messages above the last step: one comparison, no search.
  if (steps.length === 0 || compareIds(id, steps[steps.length - 1]!.messageId) > 0) return at;
  return steps[firstStepFrom(steps, id)]!.at;
}

function putMark(state: AppState, kind: MarkKind, uid: string, conversationId: string, mark: MarkAt): void {
  const steps = mark.steps !== undefined && mark.steps.length > 0 ? { steps: [...mark.steps] } : {};
  const { messageId, at } = mark;
  if (kind === 'read') state.readMarks.put({ uid, conversationId, messageId, readAt: at, ...steps });
  else state.deliveredMarks.put({ uid, conversationId, messageId, deliveredAt: at, ...steps });
}

/**
 * Moves `uid`'s mark of `kind` forward to `upTo`, the newest message it then covers, and tells it (a
 * receipt); a mark at or past `upTo` stays. Answers whether it moved.
 */
export function moveMarkForward(
  ctx: DomainContext,
  kind: MarkKind,
  uid: string,
  conversationId: string,
  upTo: string,
): boolean {
  const { state } = ctx;
  const current = markOf(state, kind, uid, conversationId);
  if (current !== undefined && compareIds(current.messageId, upTo) >= 0) return false;
  const at = ctx.clock.now();
  const steps = current && [...(current.steps ?? NO_STEPS), { messageId: current.messageId, at: current.at }];
  putMark(state, kind, uid, conversationId, { messageId: upTo, at, steps });
  const message = state.messages.get(upTo);
  emit(state, {
    type: kind === 'read' ? 'conversationRead' : 'conversationDelivered',
    uid,
    conversationId,
    messageId: upTo,
    messageSender: message?.sender ?? uid,
    receiverType: message?.receiverType ?? 'user',
    at,
  });
  return true;
}

/**
 * Moves `uid`'s read mark back to just before `from`, the first message to count as unread again,
 * dropping the steps it undoes; the messages still covered keep their `readAt`. Never moves it
 * forward, and leaves the delivered mark. Answers whether it moved.
 */
export function moveReadMarkBack(
  ctx: DomainContext,
  uid: string,
  conversationId: string,
  from: string,
): boolean {
  const { state } = ctx;
  const current = markOf(state, 'read', uid, conversationId);
  if (current === undefined || compareIds(from, current.messageId) > 0) return false;
  const ids = state.messageIndexes.ofConversation(conversationId);
  const at = positionOf(ids, from);
  const previous = at > 0 ? ids[at - 1] : undefined;
  if (previous === undefined) {
    state.readMarks.delete(uid, conversationId);
    return true;
  }
  const steps = current.steps ?? NO_STEPS;
  const kept = firstStepFrom(steps, previous);
  // The step that first covered `previous` gives the moved mark its time: those messages stay read.
  const coveredBy = steps[kept];
  if (coveredBy?.messageId === previous) {
    putMark(state, 'read', uid, conversationId, { ...coveredBy, steps: steps.slice(0, kept) });
  } else {
    const time = coveredBy?.at ?? current.at;
    putMark(state, 'read', uid, conversationId, {
      messageId: previous,
      at: time,
      steps: steps.slice(0, kept),
    });
  }
  return true;
}
