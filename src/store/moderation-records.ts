/**
 * The records of moderation: the app's rules and the messages they blocked. Kept apart from
 * records.ts, which holds the rest of the state's records.
 */
import type { JsonObject } from '../contract/json.ts';

export interface ModerationCondition {
  id: number;
  isKeywordsReferencePresent: boolean;
  isMediaPresent: boolean;
  entity: string;
  operand: string;
  category: string;
  operator: string;
  value: string[];
  message: string[];
  weight: number;
}

/** Who sends or receives (`entity: user`) or which group receives (`entity: group`): SPEC 19's filters. */
export interface ModerationFilter {
  type: 'sender' | 'receiver';
  entity: 'user' | 'group';
  operand: string;
  operator: string;
  value: string[];
}

/** A rule as one of its past revisions left it (GET …/revisions); the current one is the rule itself. */
export interface ModerationRuleRevision {
  revision: number;
  name: string;
  description?: string;
  enabled: boolean;
  conditions: ModerationCondition[];
  actions: string[];
  filters?: ModerationFilter[];
  updatedAt: number;
}

export interface ModerationRule {
  id: string;
  name: string;
  enabled: boolean;
  revision: number;
  conditions: ModerationCondition[];
  actions: string[];
  description?: string;
  /** All must hold for the rule to apply; none is every message. */
  filters?: ModerationFilter[];
  createdAt?: number;
  updatedAt?: number;
  /** A rule the app came with (the fixtures'): it does not count against the plan's 25. */
  default?: boolean;
  /** Past revisions, newest first, bounded (moderation-rules.ts). */
  history?: ModerationRuleRevision[];
}

/** A moderator's decision on a blocked or flagged message (PATCH …/blocked-messages, …/flagged-messages). */
export interface ModerationReview {
  status: 'approved' | 'disapproved' | 'rejected';
  reviewedAt: number;
}

export interface BlockedMessageRecord {
  ruleId: string;
  ruleName: string;
  revisionId: string;
  condition: ModerationCondition;
  messageId: string;
  action: string[];
  createdAt: number;
  updatedAt: number;
  /** Set once a moderator reviewed it: `approved` makes the message visible to all. */
  review?: ModerationReview;
  /** Set when `messageId` names a standalone moderation message (`moderationMessages`), not a chat message. */
  standalone?: true;
}

/** One report of a message: by a user (`uid`, with a reason), or by a rule whose action flags. */
export interface MessageFlag {
  uid?: string;
  ruleId?: string;
  reasonId?: string;
  reasonName?: string;
  remark?: string;
  flaggedAt: number;
}

/** A flagged message: delivered, and queued for review until a moderator reviews it. */
export interface FlaggedMessageRecord {
  messageId: string;
  /** Oldest first; a user flagging again replaces their own flag. */
  flags: MessageFlag[];
  /** When it was last flagged: the queue reads newest flag first. */
  flaggedAt: number;
  review?: ModerationReview;
}

/**
 * A keyword list a rule's condition can name (`isKeywordsReferencePresent`): words, regex patterns or
 * sentences, managed through /moderation/keywords (SPEC 19).
 */
export interface KeywordListRecord {
  id: string;
  name: string;
  description?: string;
  category: 'word' | 'pattern' | 'sentence-similarity';
  /** The terms of a `word` or `pattern` list. */
  searchTerms?: string[];
  /** The sentences of a `sentence-similarity` list. */
  disallowedSentences?: string[];
  /** Whether the terms came from a CSV file. */
  isCSV: boolean;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

/** A reason a user gives when flagging a message (/moderation/reasons, SPEC 19). */
export interface FlagReasonRecord {
  id: string;
  name: string;
  description?: string;
  /** The reason preselected for a user who flags; the fixtures' `spam`. */
  default: boolean;
  createdAt: number;
  updatedAt: number;
}

/**
 * One moderator's review, in the order reviews were made: the reviewed list reads these from the end
 * instead of scanning the blocked and flagged records. The review itself is on the origin's record.
 */
export interface ModerationReviewEntry {
  messageId: string;
  origin: 'blocked' | 'flagged';
  reviewedAt: number;
}

/**
 * A message submitted to the standalone Moderation API (POST /moderation/messages) by an app whose
 * chat is elsewhere: moderated only, never delivered. Its id comes from the app's message sequence.
 */
export interface ModerationMessageRecord {
  id: string;
  muid?: string;
  conversationId: string;
  sender: string;
  receiverType: 'user' | 'group';
  receiver: string;
  category: 'message' | 'custom';
  type: string;
  data: JsonObject;
  tags?: string[];
  sentAt: number;
  updatedAt: number;
  editedAt?: number;
  editedBy?: string;
}

/**
 * The collections of moderation. A collection added here is loaded, written, exported, imported and
 * upgraded (an older data file or fixture directory without it holds none) with no other list to edit
 * but the snapshot schema and the fixture files.
 */
export interface ModerationCollections {
  moderationRules: ModerationRule[];
  blockedMessages: BlockedMessageRecord[];
  moderationMessages: ModerationMessageRecord[];
  keywordLists: KeywordListRecord[];
  flaggedMessages: FlaggedMessageRecord[];
  flagReasons: FlagReasonRecord[];
  moderationReviews: ModerationReviewEntry[];
}

export const MODERATION_COLLECTIONS = [
  'moderationRules',
  'blockedMessages',
  'moderationMessages',
  'keywordLists',
  'flaggedMessages',
  'flagReasons',
  'moderationReviews',
] as const;
