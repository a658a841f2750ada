/**
 * The limits and vocabularies of moderation rules (SPEC 19), read by the contract's schemas and by the
 * domain, so that each is written once.
 */

/** Rule ids: as the reference's limits state. */
export const RULE_ID_MAX = 100;
export const RULE_ID_PATTERN = '^[a-zA-Z0-9_-]+$';
export const RULE_NAME_MAX = 100;
export const RULE_DESCRIPTION_MAX = 255;
export const RULE_FILTERS_MAX = 10;
export const RULE_CONDITIONS_MAX = 10;
/** Rules an app may add besides those it came with: past it, 403 ERR_PLAN_QUOTA_RESTRICTION. */
export const RULES_MAX = 25;
/**
 * Terms of one condition, and the length of one: far above the reference's lists (a word list of a few
 * hundred), bounded so that a rule stays a small write; the 64 KB body limit binds first.
 */
export const RULE_TERMS_MAX = 10_000;
export const RULE_TERM_MAX = 1_000;
/** Past revisions kept with a rule: GET …/revisions lists them after the current one. */
export const RULE_REVISIONS_KEPT = 9;
export const RULES_LIMIT_DEFAULT = 50;
export const RULES_LIMIT_MAX = 100;

/** What a rule does to a message that meets it (SPEC 19's actions). */
export const RULE_ACTIONS = [
  'blockMessage',
  'dropMessage',
  'flagMessage',
  'kick',
  'ban',
  'block',
  'deactivate',
] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export const CONDITION_OPERANDS = ['text', 'custom', 'image', 'video', 'audio', 'file'] as const;
export const CONDITION_CATEGORIES = ['word', 'pattern', 'sentence-similarity'] as const;
export const CONDITION_OPERATORS = ['contains', 'equals'] as const;

export const USER_FILTER_OPERANDS = ['uid', 'name', 'role', 'tags', 'createdAt'] as const;
export const GROUP_FILTER_OPERANDS = ['guid', 'name', 'type', 'tags', 'createdAt'] as const;
/** Both spellings the reference's two filter schemas use. */
export const FILTER_OPERATORS = [
  'equals',
  'not equals',
  'notEquals',
  'in',
  'not in',
  'notIn',
  'startsWith',
  'endsWith',
  'lessThan',
  'greaterThan',
] as const;

/** The opaque app-wide part the real service puts before `<ruleId>_<revision>` in a revision id. */
export const REVISION_PREFIX = '2531000000000000';
