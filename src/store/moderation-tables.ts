/**
 * The tables of moderation: the app's rules in the app's order (the order they are applied in), the
 * messages they blocked in the order they were recorded, and the keyword lists rules may name.
 */
import type {
  BlockedMessageRecord,
  FlaggedMessageRecord,
  KeywordListRecord,
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
}

export function moderationTables(log: ChangeLog): ModerationTables {
  return {
    moderationRules: new Table('moderationRules', log, (r) => r.id),
    blockedMessages: new Table('blockedMessages', log, (b) => b.messageId),
    moderationMessages: new Table('moderationMessages', log, (m) => m.id),
    keywordLists: new Table('keywordLists', log, (k) => k.id),
    flaggedMessages: new Table('flaggedMessages', log, (f) => f.messageId),
  };
}
