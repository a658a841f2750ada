/**
 * The rules of moderation's records that a JSON Schema cannot express: rule, keyword list and reason
 * ids unique, every blocked or flagged record naming a stored message, once (a standalone moderation
 * message for a blocked record marked `standalone`), and every review entry naming a reviewed record.
 */
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

function unique<T>(
  items: readonly T[],
  key: (item: T) => string,
  collection: string,
  field: string,
  report: Report,
) {
  const firstAt = new Map<string, number>();
  items.forEach((item, i) => {
    const first = firstAt.get(key(item));
    if (first === undefined) firstAt.set(key(item), i);
    else report([collection, i, field], `duplicates ${collection}.${first}.${field}`);
  });
}

export function checkModerationReferences(
  s: StateSnapshot,
  messages: ReadonlyMap<string, unknown>,
  report: Report,
): void {
  unique(s.moderationRules, (r) => r.id, 'moderationRules', 'id', report);
  unique(s.keywordLists, (k) => k.id, 'keywordLists', 'id', report);
  unique(s.flagReasons, (r) => r.id, 'flagReasons', 'id', report);
  // A standalone message takes its id from the messages' sequence, so it is never a chat message's.
  unique(s.moderationMessages, (m) => m.id, 'moderationMessages', 'id', report);
  const standalone = new Set(s.moderationMessages.map((m) => m.id));
  s.moderationMessages.forEach((m, i) => {
    if (messages.has(m.id)) report(['moderationMessages', i, 'id'], `is the id of message ${m.id}`);
    if (Number(m.id) > s.counters.messageId)
      report(['moderationMessages', i, 'id'], `is above counters.messageId (${s.counters.messageId})`);
  });
  for (const name of ['blockedMessages', 'flaggedMessages'] as const) {
    unique<{ messageId: string }>(s[name], (r) => r.messageId, name, 'messageId', report);
    s[name].forEach((r, i) => {
      const known = 'standalone' in r && r.standalone ? standalone : messages;
      if (!known.has(r.messageId)) report([name, i, 'messageId'], `refers to unknown message ${r.messageId}`);
    });
  }
  // A review entry orders a review the origin's record holds: the reviewed list reads one through the other.
  const reviewed = {
    blocked: new Set(s.blockedMessages.filter((r) => r.review).map((r) => r.messageId)),
    flagged: new Set(s.flaggedMessages.filter((r) => r.review).map((r) => r.messageId)),
  };
  unique(s.moderationReviews, (r) => `${r.origin}/${r.messageId}`, 'moderationReviews', 'messageId', report);
  s.moderationReviews.forEach((r, i) => {
    if (!reviewed[r.origin].has(r.messageId))
      report(
        ['moderationReviews', i, 'messageId'],
        `refers to no reviewed ${r.origin} message ${r.messageId}`,
      );
  });
}
