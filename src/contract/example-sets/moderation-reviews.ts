/**
 * The named example sets of flag reasons, flagging and the moderators' queues (see index.ts). In replay
 * order: a reason is created, renamed and deleted; superhero2 flags superhero1's greeting (message 2),
 * which is then reviewed; the fixtures' blocked message 7 is approved, then rejected.
 */
import type { ExampleSet, FamilySets } from './helpers.ts';
import { unknownMessage, withBody } from './helpers.ts';

const unknownReason = (body?: unknown): ExampleSet => ({
  name: 'unknownReason',
  summary: 'A reason id the app does not have',
  parameters: { id: 'scam' },
  ...(body === undefined ? {} : { body }),
});

const CREATED = { id: 'unfiltered-content' };
const GREETING = { id: '2' };
const BLOCKED = { id: '7' };
const AS_SUPERHERO2 = { onBehalfOf: 'superhero2' };

export const moderationReasonExampleSets: FamilySets<'moderation-reasons'> = {
  createFlagReason: [
    withBody('created', 'The reference’s example reason', {}),
    withBody('taken', 'An id the fixtures already hold', {}),
  ],
  listFlagReasons: [{ name: 'reasons', summary: 'The reasons, newest first', parameters: { limit: 10 } }],
  getFlagReason: [
    { name: 'reason', summary: 'The default reason', parameters: { id: 'spam' } },
    unknownReason(),
  ],
  updateFlagReason: [
    withBody('renamed', 'The reason created above renamed', CREATED),
    unknownReason({ name: 'Scam' }),
  ],
  deleteFlagReason: [
    { name: 'deleted', summary: 'The reason created above', parameters: CREATED },
    unknownReason(),
  ],
};

export const moderationReviewExampleSets: FamilySets<'moderation-reviews'> = {
  flagMessage: [
    withBody('flagged', 'superhero2 flags the greeting as spam', { ...GREETING, ...AS_SUPERHERO2 }),
    withBody('unknownReason', 'A reason the app does not have', { ...GREETING, ...AS_SUPERHERO2 }),
    { ...unknownMessage(AS_SUPERHERO2), body: { id: 'spam' } },
  ],
  listFlaggedMessages: [
    { name: 'flaggedMessages', summary: 'The greeting flagged above', parameters: { limit: 50 } },
  ],
  reviewFlaggedMessage: [
    withBody('approved', 'The greeting approved', GREETING),
    withBody('disapproved', 'The greeting disapproved: hidden from superhero2', GREETING),
    { ...unknownMessage(), body: { status: 'approved' } },
  ],
  reviewBlockedMessage: [
    withBody('approved', 'The fixtures’ blocked message approved', BLOCKED),
    withBody('reviewed', 'The same message then rejected', BLOCKED),
    { ...unknownMessage(), body: { status: 'approved' } },
  ],
  listReviewedMessages: [
    { name: 'reviewedMessages', summary: 'The messages reviewed above', parameters: { limit: 50 } },
  ],
};
