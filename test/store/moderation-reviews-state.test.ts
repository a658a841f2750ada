/**
 * The state check of flag reasons and review entries (store/moderation-references.ts): a reason id
 * once, and a review entry naming a record of its origin that holds a review, once.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import type { StateSnapshot } from '../../src/store/state.ts';

function detailsOf(change: (s: StateSnapshot) => void): Record<string, string[]> {
  const snapshot = loadFixtures();
  change(snapshot);
  const result = validateSnapshot(snapshot);
  return result.ok ? {} : result.details;
}

const REVIEW = { status: 'rejected', reviewedAt: 1700400000 } as const;

describe('moderation reviews in a snapshot', () => {
  test('a reviewed blocked message and its entry — accepted', () => {
    assert.deepEqual(
      detailsOf((s) => {
        s.blockedMessages[0] = { ...s.blockedMessages[0]!, review: REVIEW };
        s.moderationReviews.push({ messageId: '7', origin: 'blocked', reviewedAt: 1700400000 });
      }),
      {},
    );
  });

  test('an entry naming no reviewed record, twice; a reason id twice — rejected, each named', () => {
    const details = detailsOf((s) => {
      const entry = { messageId: '7', origin: 'blocked', reviewedAt: 1700400000 } as const;
      s.moderationReviews.push(entry, entry, { ...entry, origin: 'flagged' });
      s.flagReasons.push({ ...s.flagReasons[0]! });
    });
    assert.deepEqual(Object.keys(details).sort(), [
      'flagReasons.3.id',
      'moderationReviews.0.messageId',
      'moderationReviews.1.messageId',
      'moderationReviews.2.messageId',
    ]);
  });
});
