/**
 * Moderation rules and their revisions (SPEC 19): what the engine applies to every new message, from
 * the next one on. The examples are the reference's own (its rule `moderation-test`).
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import {
  RULE_ACTIONS,
  RULE_ID_MAX,
  RULE_ID_PATTERN,
  RULE_REVISIONS_KEPT,
  RULES_LIMIT_DEFAULT,
  RULES_LIMIT_MAX,
  RULES_MAX,
} from '../moderation-rule-catalogue.ts';
import {
  KEYWORD_FILTER,
  PARIS_BODY,
  PARIS_RULE,
  VIDEO_BODY,
  VIDEO_RULE,
} from '../examples/moderation-rule-examples.ts';
import { family } from '../operation-record.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const ruleParameter = (description: string): ParameterObject => ({
  name: 'ruleId',
  in: 'path',
  description,
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: RULE_ID_MAX, pattern: RULE_ID_PATTERN },
  example: 'moderation-test',
});

const limitParameter: ParameterObject = {
  name: 'limit',
  in: 'query',
  description: 'Number of rules to return, newest first.',
  schema: { type: 'integer', minimum: 1, maximum: RULES_LIMIT_MAX, default: RULES_LIMIT_DEFAULT },
  example: RULES_LIMIT_DEFAULT,
};

const RULE_SHAPE = `A rule applies to a message when every filter holds (sender or receiver user by uid, name, role, tags, createdAt; the receiving group by guid, name, type, tags, createdAt) and any one condition is met: its operand (\`text\`, \`custom\` — the string values of \`customData\` — or a media type) contains or equals a term; a \`word\` is a whole word in any case, a \`pattern\` a regular expression (case-insensitive; greedy or unsafe ones are refused with 400 naming the term), a \`sentence-similarity\` term a sentence contained after case and space folding; with \`isKeywordsReferencePresent\` the values are keyword list ids. Actions: ${RULE_ACTIONS.map((a) => `\`${a}\``).join(', ')}. \`blockMessage\` and \`dropMessage\` hide the message from everyone but its sender; \`flagMessage\` delivers it and queues it for review; \`kick\` and \`ban\` remove the sender of a group message, \`block\` makes the receiver of a one-to-one message block its sender, \`deactivate\` deactivates the sender — none of these four hides the message. A send answers \`moderation.status: pending\`; reads then show \`approved\`, or \`disapproved\` with the rule.`;

export const moderationRuleOperations = family('moderation-rules', {
  createRule: {
    method: 'post',
    path: '/moderation/rules',
    body: 'required',
    errors: ['ERR_RULE_ALREADY_EXISTS', 'ERR_PLAN_QUOTA_RESTRICTION'],
    document: () => ({
      summary: 'Add a rule',
      description: `Adds a rule, applied from the next message on. ${RULE_SHAPE} An app may add ${RULES_MAX} rules besides those it came with (403 ERR_PLAN_QUOTA_RESTRICTION); a taken id → 409 ERR_RULE_ALREADY_EXISTS. Its first revision is \`{prefix}_{id}_1\`.`,
      parameters: [],
      body: {
        schema: 'ModerationRuleCreateRequest',
        description: 'The rule.',
        examples: {
          videoModeration: { summary: 'The reference’s image rule', value: VIDEO_BODY },
        },
      },
      success: {
        description: 'The rule.',
        schema: dataOf(ref('ModerationRule'), 'The rule.'),
        examples: { videoModeration: { summary: 'Its first revision', value: { data: VIDEO_RULE } } },
      },
      badRequestDetails: { id: [`must match pattern "${RULE_ID_PATTERN}"`] },
    }),
  },
  listRules: {
    method: 'get',
    path: '/moderation/rules',
    errors: [],
    document: () => ({
      summary: 'List rules',
      description: `The app's rules, newest first, ${RULES_LIMIT_DEFAULT} by default. The engine applies them oldest first.`,
      parameters: [limitParameter],
      success: {
        description: 'The rules.',
        schema: listOf('ModerationRule', 'ModerationRulesMeta', 'The rules.'),
        examples: {
          rules: {
            summary: 'A rule added and one the app came with',
            value: { data: [VIDEO_RULE, KEYWORD_FILTER], meta: { current: { limit: 50, count: 2 } } },
          },
        },
      },
      badRequestDetails: { limit: [`must be <= ${RULES_LIMIT_MAX}`] },
    }),
  },
  getRule: {
    method: 'get',
    path: '/moderation/rules/{ruleId}',
    errors: ['ERR_RULE_NOT_FOUND'],
    document: () => ({
      summary: 'Get a rule',
      description: 'One rule, its current revision. Its answer is a valid body of a replace.',
      parameters: [ruleParameter('The rule.')],
      success: {
        description: 'The rule.',
        schema: dataOf(ref('ModerationRule'), 'The rule.'),
        examples: { rule: { summary: 'The fixtures’ keyword rule', value: { data: KEYWORD_FILTER } } },
      },
      badRequestDetails: { ruleId: [`must match pattern "${RULE_ID_PATTERN}"`] },
    }),
  },
  updateRule: {
    method: 'put',
    path: '/moderation/rules/{ruleId}',
    body: 'required',
    errors: ['ERR_RULE_NOT_FOUND'],
    document: () => ({
      summary: 'Replace a rule',
      description:
        'Replaces the rule with the body: `name`, `enabled`, `action` and `conditions` are required, and what the body leaves out (`description`, `filters`) is gone. A rule as GET answers it is accepted as the body, its read-only fields (`active`, `createdAt`, `updatedAt`, `revisionId`, `default`, the conditions’ `message` and `weight`) ignored. Each replace is a new revision, applied from the next message on.',
      parameters: [ruleParameter('The rule to replace.')],
      body: {
        schema: 'ModerationRuleReplaceRequest',
        description: 'The whole rule.',
        examples: {
          paris: { summary: 'A word that blocks, instead of the image formula', value: PARIS_BODY },
        },
      },
      success: {
        description: 'The rule.',
        schema: dataOf(ref('ModerationRule'), 'The rule.'),
        examples: { paris: { summary: 'Its second revision', value: { data: PARIS_RULE } } },
      },
      badRequestDetails: { '': ["must have required property 'enabled'"] },
    }),
  },
  listRuleRevisions: {
    method: 'get',
    path: '/moderation/rules/{ruleId}/revisions',
    errors: ['ERR_RULE_NOT_FOUND'],
    document: () => ({
      summary: 'List a rule’s revisions',
      description: `Each create and replace of the rule is a revision \`{prefix}_{id}_{n}\`; newest first, \`active\` true on the current one only. The current and the ${RULE_REVISIONS_KEPT} before it are kept. A blocked message keeps the revision that blocked it.`,
      parameters: [ruleParameter('The rule.')],
      success: {
        description: 'The revisions.',
        schema: listOf('ModerationRule', 'ModerationRulesMeta', 'The revisions.'),
        examples: {
          revisions: {
            summary: 'The image rule, then replaced',
            value: {
              data: [PARIS_RULE, { ...VIDEO_RULE, active: false }],
              meta: { current: { limit: RULE_REVISIONS_KEPT + 1, count: 2 } },
            },
          },
        },
      },
      badRequestDetails: { ruleId: [`must match pattern "${RULE_ID_PATTERN}"`] },
    }),
  },
  deleteRule: {
    method: 'delete',
    path: '/moderation/rules/{ruleId}',
    errors: ['ERR_RULE_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a rule',
      description:
        'Deletes the rule and its revisions; the next message no longer meets it. Messages it blocked stay blocked.',
      parameters: [ruleParameter('The rule to delete.')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'Deleted',
            value: {
              data: { success: true, message: 'Rule with id flag-links has been deleted successfully.' },
            },
          },
        },
      },
      badRequestDetails: { ruleId: [`must match pattern "${RULE_ID_PATTERN}"`] },
    }),
  },
});
