/**
 * The records of moderation: the app's rules and the messages they blocked. Kept apart from
 * records.ts, which holds the rest of the state's records.
 */

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

export interface ModerationRule {
  id: string;
  name: string;
  enabled: boolean;
  revision: number;
  conditions: ModerationCondition[];
  actions: string[];
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

/**
 * The collections of moderation. A collection added here is loaded, written, exported, imported and
 * upgraded (an older data file or fixture directory without it holds none) with no other list to edit
 * but the snapshot schema and the fixture files.
 */
export interface ModerationCollections {
  moderationRules: ModerationRule[];
  blockedMessages: BlockedMessageRecord[];
  keywordLists: KeywordListRecord[];
}

export const MODERATION_COLLECTIONS = ['moderationRules', 'blockedMessages', 'keywordLists'] as const;
