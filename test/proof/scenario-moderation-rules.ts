/**
 * The scenario's steps for moderation rules and their revisions: each operation with 200 and every
 * error status it documents. They run last, so the rules made here meet no message of another step.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const RULE = {
  id: 'proof-rule',
  name: 'Proof rule',
  description: 'Every field of a rule',
  enabled: true,
  action: ['flagMessage', 'kick'],
  filters: [{ type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: 'default' }],
  conditions: [
    { operand: 'text', category: 'word', operator: 'contains', value: ['proof'] },
    { operand: 'image', operator: 'contains', value: 'violence_greaterThan_30' },
  ],
};
const { id: _id, ...REPLACE } = RULE;

export const MODERATION_RULE_STEPS: Step[] = [
  ok('createRule', 'every field', 'POST /moderation/rules', { body: RULE }),
  ok('createRule', 'one to delete', 'POST /moderation/rules', {
    body: { ...RULE, id: 'proof-gone', filters: [] },
  }),
  fail('createRule', 'a taken id', 409, 'ERR_RULE_ALREADY_EXISTS', 'POST /moderation/rules', {
    body: { ...RULE, id: 'keyword-filter' },
  }),
  fail('createRule', 'a greedy pattern', 400, 'ERR_BAD_REQUEST', 'POST /moderation/rules', {
    body: {
      ...RULE,
      id: 'greedy',
      conditions: [{ operand: 'text', category: 'pattern', operator: 'contains', value: '.*' }],
    },
  }),
  ...bodyLimits('createRule', 'POST /moderation/rules'),
  ...common('createRule', 'POST /moderation/rules', { body: RULE }),

  ok('listRules', 'every rule, newest first', 'GET /moderation/rules?limit=10'),
  fail('listRules', 'a limit over 100', 400, 'ERR_BAD_REQUEST', 'GET /moderation/rules?limit=101'),
  ...common('listRules', 'GET /moderation/rules'),

  ok('getRule', 'a rule with filters', 'GET /moderation/rules/proof-rule'),
  fail('getRule', 'an unknown rule', 404, 'ERR_RULE_NOT_FOUND', 'GET /moderation/rules/nobody'),
  fail('getRule', 'an id with a space', 400, 'ERR_BAD_REQUEST', 'GET /moderation/rules/a%20b'),
  ...common('getRule', 'GET /moderation/rules/proof-rule'),

  ok('updateRule', 'replaced, disabled', 'PUT /moderation/rules/proof-rule', {
    body: { ...REPLACE, enabled: false },
  }),
  fail('updateRule', 'an unknown rule', 404, 'ERR_RULE_NOT_FOUND', 'PUT /moderation/rules/nobody', {
    body: REPLACE,
  }),
  fail('updateRule', 'enabled left out', 400, 'ERR_BAD_REQUEST', 'PUT /moderation/rules/proof-rule', {
    body: { ...REPLACE, enabled: undefined },
  }),
  ...bodyLimits('updateRule', 'PUT /moderation/rules/proof-rule'),
  ...common('updateRule', 'PUT /moderation/rules/proof-rule', { body: REPLACE }),

  ok('listRuleRevisions', 'two revisions', 'GET /moderation/rules/proof-rule/revisions'),
  fail(
    'listRuleRevisions',
    'an unknown rule',
    404,
    'ERR_RULE_NOT_FOUND',
    'GET /moderation/rules/nobody/revisions',
  ),
  fail(
    'listRuleRevisions',
    'an id with a space',
    400,
    'ERR_BAD_REQUEST',
    'GET /moderation/rules/a%20b/revisions',
  ),
  ...common('listRuleRevisions', 'GET /moderation/rules/proof-rule/revisions'),

  ok('deleteRule', 'a rule', 'DELETE /moderation/rules/proof-gone'),
  fail('deleteRule', 'the same rule again', 404, 'ERR_RULE_NOT_FOUND', 'DELETE /moderation/rules/proof-gone'),
  fail('deleteRule', 'an id with a space', 400, 'ERR_BAD_REQUEST', 'DELETE /moderation/rules/a%20b'),
  ...common('deleteRule', 'DELETE /moderation/rules/nobody'),
];
