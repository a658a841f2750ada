/**
 * The rules of message pins and thread subscriptions that a JSON Schema cannot express: a conversation
 * holds at most PINNED_MESSAGES_MAX pinned messages, as the pin operation allows; a subscription names
 * a user and a message that is not a reply, once. Run by checkReferences on a snapshot whose shape is
 * valid. A pin's `by` is not checked against the users: it is kept after the user who pinned is
 * erased, as `editedBy` and `deletedBy` are.
 */
import { PINNED_MESSAGES_MAX } from '../contract/limits.ts';
import type { MessageRecord, StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

export function checkThreadReferences(
  s: StateSnapshot,
  users: ReadonlyMap<string, unknown>,
  messages: ReadonlyMap<string, MessageRecord>,
  report: Report,
): void {
  const pins = new Map<string, number>();
  s.messages.forEach((m, i) => {
    if (m.pin === undefined) return;
    const count = (pins.get(m.conversationId) ?? 0) + 1;
    pins.set(m.conversationId, count);
    if (count === PINNED_MESSAGES_MAX + 1) {
      report(
        ['messages', i, 'pin'],
        `is one pin more than the ${PINNED_MESSAGES_MAX} of ${m.conversationId}`,
      );
    }
  });
  const subscribed = new Set<string>();
  s.threadSubscriptions.forEach((t, i) => {
    if (!users.has(t.uid)) report(['threadSubscriptions', i, 'uid'], `refers to unknown user ${t.uid}`);
    const message = messages.get(t.messageId);
    if (!message) report(['threadSubscriptions', i, 'messageId'], `refers to unknown message ${t.messageId}`);
    else if (message.parentId !== undefined) {
      report(['threadSubscriptions', i, 'messageId'], 'is a thread reply, which has no thread');
    }
    const key = JSON.stringify([t.messageId, t.uid]);
    if (subscribed.has(key)) report(['threadSubscriptions', i], 'duplicates an earlier subscription');
    subscribed.add(key);
  });
}
