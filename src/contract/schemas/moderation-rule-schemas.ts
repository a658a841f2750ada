/**
 * Moderation rules (SPEC 19): the bodies of a create and a replace, and the rule as answered. A rule
 * as GET returns it is a valid replace body, so the read-only fields are allowed in both bodies and
 * ignored; the request schema's spellings (`isKeywordReferencePresent`, a string `value`) are accepted
 * beside the response examples' ones.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  CONDITION_CATEGORIES,
  CONDITION_OPERANDS,
  CONDITION_OPERATORS,
  FILTER_OPERATORS,
  GROUP_FILTER_OPERANDS,
  RULE_ACTIONS,
  RULE_CONDITIONS_MAX,
  RULE_DESCRIPTION_MAX,
  RULE_FILTERS_MAX,
  RULE_ID_MAX,
  RULE_ID_PATTERN,
  RULE_NAME_MAX,
  RULE_TERM_MAX,
  RULE_TERMS_MAX,
  USER_FILTER_OPERANDS,
} from '../moderation-rule-catalogue.ts';
import { arrayOf, bool, closed, int, oneOfStrings, ref, str } from '../schema-helpers.ts';

const term = () => str('A term, a list id or a media formula.', { maxLength: RULE_TERM_MAX });
const terms = (description: string): SchemaObject =>
  arrayOf(term(), description, { maxItems: RULE_TERMS_MAX });
const termOrTerms = (description: string): SchemaObject => ({
  description,
  oneOf: [term(), terms('Several.')],
});

const conditionFields = () => ({
  id: int('The condition’s number in the rule; given in order when left out.', { minimum: 0 }),
  isKeywordsReferencePresent: bool('Whether `value` holds keyword list ids rather than terms.'),
  isMediaPresent: bool('Whether the condition inspects a file of the media type `operand`.'),
  entity: oneOfStrings(['message'], 'What the condition inspects.'),
  operand: oneOfStrings(CONDITION_OPERANDS, 'The text, the string values of `customData`, or a media type.'),
  category: oneOfStrings(CONDITION_CATEGORIES, 'Whole words, regular expressions, or sentences contained.'),
  operator: oneOfStrings(CONDITION_OPERATORS, 'Contained in, or equal to, the inspected text.'),
});

const readOnlyRuleFields = () => ({
  active: bool('Read-only: ignored.'),
  createdAt: int('Read-only: ignored.'),
  updatedAt: int('Read-only: ignored.'),
  revisionId: str('Read-only: ignored.'),
  default: bool('Read-only: ignored.'),
});

const ruleBodyFields = () => ({
  name: str('Name of the rule.', { minLength: 1, maxLength: RULE_NAME_MAX }),
  description: str('What the rule is for.', { maxLength: RULE_DESCRIPTION_MAX }),
  enabled: bool('Whether the rule applies to new messages.'),
  action: arrayOf(
    oneOfStrings(RULE_ACTIONS, 'An action.'),
    'What is done to a message that meets the rule.',
    {
      minItems: 1,
      maxItems: RULE_ACTIONS.length,
      uniqueItems: true,
    },
  ),
  filters: arrayOf(ref('ModerationRuleFilter'), 'All must hold for the rule to apply.', {
    maxItems: RULE_FILTERS_MAX,
  }),
  conditions: arrayOf(ref('ModerationRuleConditionInput'), 'Any one met applies the rule.', {
    minItems: 1,
    maxItems: RULE_CONDITIONS_MAX,
  }),
  ...readOnlyRuleFields(),
});

export function moderationRuleSchemas(): Record<string, SchemaObject> {
  return {
    ModerationRuleCreateRequest: closed(
      'A new rule.',
      {
        id: str('A unique id: letters, digits, `-` and `_`.', {
          minLength: 1,
          maxLength: RULE_ID_MAX,
          pattern: RULE_ID_PATTERN,
        }),
        ...ruleBodyFields(),
      },
      ['id', 'name', 'action', 'conditions'],
    ),
    ModerationRuleReplaceRequest: closed(
      'The whole rule, replacing the stored one; `id` is the path’s.',
      { id: str('Ignored: the path names the rule.', { maxLength: RULE_ID_MAX }), ...ruleBodyFields() },
      ['name', 'enabled', 'action', 'conditions'],
    ),
    ModerationRuleConditionInput: closed(
      'A condition of a rule, as sent.',
      {
        ...conditionFields(),
        isKeywordReferencePresent: bool('The request schema’s spelling of `isKeywordsReferencePresent`.'),
        isListReferencePresent: bool('An older spelling of `isKeywordsReferencePresent`.'),
        value: termOrTerms('Terms, keyword list ids, or a media formula such as `violence_greaterThan_30`.'),
        message: arrayOf(str('A sentence.'), 'Read-only: ignored.'),
        weight: { type: 'number', description: 'Read-only: ignored.' },
      },
      ['operand', 'operator', 'value'],
    ),
    ModerationRuleCondition: closed(
      'A condition of a rule.',
      {
        ...conditionFields(),
        value: terms('Terms, keyword list ids, or a media formula.'),
        message: arrayOf(str('A sentence.'), 'What a match of a media formula means.'),
      },
      [
        'id',
        'isKeywordsReferencePresent',
        'isMediaPresent',
        'entity',
        'operand',
        'category',
        'operator',
        'value',
      ],
    ),
    ModerationRuleFilter: closed(
      'Who sends or receives the message (`user`), or which group receives it (`group`).',
      {
        type: oneOfStrings(['sender', 'receiver'], 'Whose side the filter looks at.'),
        entity: oneOfStrings(['user', 'group'], 'A user, or the receiving group.'),
        operand: oneOfStrings(
          [...new Set([...USER_FILTER_OPERANDS, ...GROUP_FILTER_OPERANDS])],
          `A user's ${USER_FILTER_OPERANDS.join(', ')}; a group's ${GROUP_FILTER_OPERANDS.join(', ')}.`,
        ),
        operator: oneOfStrings(FILTER_OPERATORS, 'How the value compares.'),
        value: {
          description: 'A value, or several (for `in`, also comma-separated).',
          oneOf: [
            str('A value.', { maxLength: RULE_TERM_MAX }),
            { type: 'number', description: 'A time (epoch seconds), for `createdAt`.' },
            arrayOf(str('A value.', { maxLength: RULE_TERM_MAX }), 'Several.', { maxItems: RULE_TERMS_MAX }),
          ],
        },
      },
      ['type', 'entity', 'operand', 'operator', 'value'],
    ),
    ModerationRule: closed(
      'A moderation rule, or one revision of it.',
      {
        id: str('The rule’s id.'),
        name: str('Name.'),
        description: str('What the rule is for.'),
        enabled: bool('Whether it applies to new messages.'),
        conditions: arrayOf(ref('ModerationRuleCondition'), 'Any one met applies the rule.'),
        filters: arrayOf(ref('ModerationRuleFilter'), 'All must hold for the rule to apply.'),
        action: arrayOf(oneOfStrings(RULE_ACTIONS, 'An action.'), 'What is done to a message that meets it.'),
        active: bool('Whether this is the rule’s current revision.'),
        createdAt: int('When the rule was created (epoch seconds).'),
        updatedAt: int('When this revision was made (epoch seconds).'),
        revisionId: str('`{prefix}_{id}_{n}`: the rule’s n-th revision.'),
        default: bool('Present on the rules the app came with.'),
      },
      ['id', 'name', 'enabled', 'conditions', 'action', 'active', 'createdAt', 'updatedAt', 'revisionId'],
    ),
    ModerationRulesMeta: closed(
      'Metadata of a list of rules.',
      {
        current: closed(
          'This page.',
          {
            limit: int('Page size used.', { minimum: 1 }),
            count: int('Number of records returned.', { minimum: 0 }),
          },
          ['limit', 'count'],
        ),
      },
      ['current'],
    ),
  };
}
