/**
 * The rules of message pins that a JSON Schema cannot express: a conversation holds at most
 * PINNED_MESSAGES_MAX pinned messages, as the pin operation allows. Run by checkReferences on a
 * snapshot whose shape is valid. A pin's `by` is not checked against the users: it is kept after the
 * user who pinned is erased, as `editedBy` and `deletedBy` are.
 */
import { PINNED_MESSAGES_MAX } from '../contract/limits.ts';
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

export function checkThreadReferences(s: StateSnapshot, report: Report): void {
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
}
