/**
 * The named example sets of moderation rules (see index.ts): the reference's rule `moderation-test` is
 * created, replaced (its second revision) and listed with its revisions; a second rule is created and
 * deleted. The replay runs them in the document's order: a rule's revisions after its delete.
 */
import { type FamilySets } from './helpers.ts';

const unknownRule = {
  name: 'unknownRule',
  summary: 'An id no rule has',
  parameters: { ruleId: 'no-such-rule' },
};
const TEST_RULE = { ruleId: 'moderation-test' };

export const moderationRuleExampleSets: FamilySets<'moderation-rules'> = {
  createRule: [
    { name: 'videoModeration', summary: 'The reference’s image rule' },
    {
      name: 'flagLinks',
      summary: 'A rule that flags links sent to a group, deleted below',
      body: {
        id: 'flag-links',
        name: 'Flag links',
        action: ['flagMessage'],
        filters: [
          { type: 'receiver', entity: 'group', operand: 'type', operator: 'equals', value: 'public' },
        ],
        conditions: [{ operand: 'text', category: 'pattern', operator: 'contains', value: 'https?://' }],
      },
    },
    {
      name: 'taken',
      summary: 'The id of the fixtures’ keyword rule',
      body: {
        id: 'keyword-filter',
        name: 'Again',
        action: ['blockMessage'],
        conditions: [{ operand: 'text', operator: 'contains', value: 'again' }],
      },
    },
  ],
  listRules: [{ name: 'rules', summary: 'The rules, newest first', parameters: { limit: 50 } }],
  getRule: [
    { name: 'rule', summary: 'The fixtures’ keyword rule', parameters: { ruleId: 'keyword-filter' } },
    unknownRule,
  ],
  updateRule: [
    { name: 'paris', summary: 'A word that blocks, instead of the image formula', parameters: TEST_RULE },
    {
      ...unknownRule,
      body: {
        name: 'Nobody',
        enabled: true,
        action: ['flagMessage'],
        conditions: [{ operand: 'text', operator: 'contains', value: 'x' }],
      },
    },
  ],
  listRuleRevisions: [
    { name: 'revisions', summary: 'The image rule, then replaced', parameters: TEST_RULE },
    unknownRule,
  ],
  deleteRule: [
    {
      name: 'deleted',
      summary: 'The rule that flags links, created above',
      parameters: { ruleId: 'flag-links' },
    },
    unknownRule,
  ],
};
