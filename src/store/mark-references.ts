/**
 * The rules of the read and delivered marks that a JSON Schema cannot express: each names a user and
 * a conversation of theirs once, an id handed out, and steps that ascend below where the mark stands
 * (a mark's times are found by binary search over them). Run by checkReferences.
 */
import type { DeliveredMarkRecord, ReadMarkRecord } from './mark-records.ts';
import type { StateSnapshot } from './records.ts';

type Path = (string | number)[];

export interface MarkChecks {
  user: (path: Path, uid: string) => unknown;
  handedOut: (path: Path, id: string) => void;
  isConversationOf: (uid: string, conversationId: string) => boolean;
  report: (path: readonly (string | number)[], message: string) => void;
}

export function checkMarkReferences(s: StateSnapshot, checks: MarkChecks): void {
  const { user, handedOut, isConversationOf, report } = checks;
  const marks: [string, readonly (ReadMarkRecord | DeliveredMarkRecord)[]][] = [
    ['readMarks', s.readMarks],
    ['deliveredMarks', s.deliveredMarks],
  ];
  for (const [name, records] of marks) {
    const seen = new Set<string>();
    records.forEach((r, i) => {
      user([name, i, 'uid'], r.uid);
      handedOut([name, i, 'messageId'], r.messageId);
      if (!isConversationOf(r.uid, r.conversationId)) {
        report([name, i, 'conversationId'], `is not a conversation of ${r.uid}`);
      }
      const ids = [...(r.steps ?? []).map((step) => step.messageId), r.messageId].map(Number);
      if (ids.some((id, k) => k > 0 && id <= ids[k - 1]!)) {
        report([name, i, 'steps'], 'must ascend, each below messageId');
      }
      const key = JSON.stringify([r.uid, r.conversationId]);
      if (seen.has(key)) report([name, i], 'duplicates an earlier mark');
      seen.add(key);
    });
  }
}
