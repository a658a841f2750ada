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
