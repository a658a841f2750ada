/**
 * The tables of moderation: the app's rules in the app's order (the order they are applied in), the
 * messages they blocked in the order they were recorded, and the keyword lists rules may name.
 */
import type {
  BlockedMessageRecord,
  FlaggedMessageRecord,
  FlagReasonRecord,
  KeywordListRecord,
  ModerationReviewEntry,
  ModerationMessageRecord,
  ModerationRule,
} from './moderation-records.ts';
import { type ChangeLog, Table } from './tables.ts';

export interface ModerationTables {
  /** id → rule, in the order they were added: the order the engine applies them in. */
  readonly moderationRules: Table<ModerationRule>;
  /** messageId → record, in the order they were recorded; blocked messages are visible to their sender only. */
  readonly blockedMessages: Table<BlockedMessageRecord>;
  /** id → standalone moderation message, in id order (ids are handed out increasing). */
  readonly moderationMessages: Table<ModerationMessageRecord>;
  /** id → keyword list. */
  readonly keywordLists: Table<KeywordListRecord>;
  /** messageId → the message's flags, in the order first flagged. */
  readonly flaggedMessages: Table<FlaggedMessageRecord>;
  /** id → flag reason, in the order they were created. */
  readonly flagReasons: Table<FlagReasonRecord>;
  /** `origin/messageId` → review, oldest first: a review made again moves to the end. */
  readonly moderationReviews: Table<ModerationReviewEntry>;
}

/** The key of a review: a message can be both blocked and flagged, each reviewed on its own. */
export const reviewKey = (origin: ModerationReviewEntry['origin'], messageId: string): string =>
  `${origin}/${messageId}`;

export function moderationTables(log: ChangeLog): ModerationTables {
  return {
    moderationRules: new Table('moderationRules', log, (r) => r.id),
    blockedMessages: new Table('blockedMessages', log, (b) => b.messageId),
    moderationMessages: new Table('moderationMessages', log, (m) => m.id),
    keywordLists: new Table('keywordLists', log, (k) => k.id),
    flaggedMessages: new Table('flaggedMessages', log, (f) => f.messageId),
    flagReasons: new Table('flagReasons', log, (r) => r.id),
    moderationReviews: new Table('moderationReviews', log, (r) => reviewKey(r.origin, r.messageId)),
  };
}
