/**
 * Moderation rules (SPEC 19): POST, GET /moderation/rules; GET, PUT, DELETE /moderation/rules/{ruleId};
 * GET …/revisions. The fixtures hold the app's two rules of its own (`default`): keyword-filter and
 * image-moderation. What the rules do to messages is moderation-rules-engine.test.ts's.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Response } from 'supertest';
import { NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

/** A 400 naming exactly `fields`. */
function refused(res: Response, fields: string[]): Response {
  expectError(res, 400, 'ERR_BAD_REQUEST');
  assertDetails(res, fields);
  return res;
}
const PREFIX = '2531000000000000';

/** A rule with every field, in the request schema's spellings (a string value, the singular flag). */
const FLAG_LINKS = {
  id: 'flag-links',
  name: 'Flag links',
  description: 'Links to groups are reviewed',
  enabled: true,
  action: ['flagMessage', 'kick'],
  filters: [
    { type: 'sender', entity: 'user', operand: 'uid', operator: 'in', value: 'superhero2, superhero3' },
  ],
  conditions: [
    {
      operand: 'text',
      category: 'pattern',
      operator: 'contains',
      value: 'https?://',
      isKeywordReferencePresent: false,
    },
  ],
};
const FLAG_LINKS_VIEW = {
  id: 'flag-links',
  name: 'Flag links',
  description: 'Links to groups are reviewed',
  enabled: true,
  conditions: [
    {
      id: 1,
      isKeywordsReferencePresent: false,
      isMediaPresent: false,
      entity: 'message',
      operand: 'text',
      category: 'pattern',
      operator: 'contains',
      value: ['https?://'],
    },
  ],
  filters: [
    { type: 'sender', entity: 'user', operand: 'uid', operator: 'in', value: ['superhero2', 'superhero3'] },
  ],
  action: ['flagMessage', 'kick'],
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
  revisionId: `${PREFIX}_flag-links_1`,
};
const WORD_RULE = (id: string) => ({
  id,
  name: id,
  action: ['blockMessage'],
  conditions: [{ operand: 'text', operator: 'contains', value: [id] }],
});

describe('POST and GET /moderation/rules', () => {
  test('create rule — every field, the request schema’s spellings — answered as the response examples spell it, listed first, read alike', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.post('/moderation/rules', FLAG_LINKS)), FLAG_LINKS_VIEW);
    const list = await client.get('/moderation/rules');
    assert.deepEqual(
      ok(list).map((r: { id: string }) => r.id),
      ['flag-links', 'profanity-filter', 'image-moderation', 'keyword-filter'],
    );
    assert.deepEqual(list.body.meta, { current: { limit: 50, count: 4 } });
    assert.deepEqual(ok(await client.get('/moderation/rules/flag-links')), FLAG_LINKS_VIEW);
    assert.deepEqual(
      ok(await client.get('/moderation/rules?limit=1')).map((r: { id: string }) => r.id),
      ['flag-links'],
    );
  });

  test('get rule — a fixture rule — marked default, its revision the fixture’s', async () => {
    const data = ok(await fresh().get('/moderation/rules/keyword-filter'));
    assert.equal(data.default, true);
    assert.equal(data.revisionId, `${PREFIX}_keyword-filter_3`);
    assert.deepEqual(data.conditions[0].message, ['Text contains a blocked keyword']);
  });

  test('create rule — a media formula — isMediaPresent set, its message worded as the reference’s', async () => {
    const body = {
      id: 'video',
      name: 'Video',
      action: ['dropMessage'],
      conditions: [{ operand: 'video', operator: 'contains', value: 'violence_greaterThan_30' }],
    };
    const [condition] = ok(await fresh().post('/moderation/rules', body)).conditions;
    assert.equal(condition.isMediaPresent, true);
    assert.deepEqual(condition.message, ['Video contains violence with confidence greater than 30']);
  });

  test('create rule — a taken id — 409 ERR_RULE_ALREADY_EXISTS', async () => {
    expectError(
      await fresh().post('/moderation/rules', WORD_RULE('keyword-filter')),
      409,
      'ERR_RULE_ALREADY_EXISTS',
    );
  });

  test('create rule — a bad id, a long name, 11 conditions, an unknown action, a user filter on a guid — 400 naming the field', async () => {
    const client = fresh();
    const post = (body: object) => client.post('/moderation/rules', { ...WORD_RULE('r'), ...body });
    refused(await post({ id: 'a b' }), ['id']);
    refused(await post({ name: 'n'.repeat(101) }), ['name']);
    const eleven = Array.from({ length: 11 }, () => WORD_RULE('r').conditions[0]);
    refused(await post({ conditions: eleven }), ['conditions']);
    expectError(await post({ action: ['shout'] }), 400, 'ERR_BAD_REQUEST');
    const filters = [{ type: 'sender', entity: 'user', operand: 'guid', operator: 'equals', value: 'x' }];
    refused(await post({ filters }), ['filters.0.operand']);
    assert.deepEqual(
      (await client.state()).moderationRules.map((r) => r.id),
      ['keyword-filter', 'image-moderation', 'profanity-filter'],
    );
  });

  test('create rule — a greedy pattern, a repeated repetition, a pattern that does not compile — 400 naming the term', async () => {
    const client = fresh();
    for (const term of ['a.*b', '(a+)+$', '(unclosed']) {
      const body = {
        ...WORD_RULE('p'),
        conditions: [{ operand: 'text', category: 'pattern', operator: 'contains', value: ['ok', term] }],
      };
      const res = refused(await client.post('/moderation/rules', body), ['conditions.0.value']);
      assert.ok(res.body.error.message.includes(JSON.stringify(term)), res.body.error.message);
    }
  });

  test('create rule — past 25 of the app’s own — 403 ERR_PLAN_QUOTA_RESTRICTION; the fixtures’ rules do not count', async () => {
    const client = fresh();
    for (let i = 1; i <= 25; i += 1) ok(await client.post('/moderation/rules', WORD_RULE(`rule-${i}`)));
    expectError(
      await client.post('/moderation/rules', WORD_RULE('rule-26')),
      403,
      'ERR_PLAN_QUOTA_RESTRICTION',
    );
    ok(await client.del('/moderation/rules/rule-1'));
    ok(await client.post('/moderation/rules', WORD_RULE('rule-26')));
  });
});

describe('PUT /moderation/rules/{ruleId} and its revisions', () => {
  test('replace rule — what the body leaves out is gone, a new revision; the rule as GET answers it is a valid body', async () => {
    const client = fresh();
    ok(await client.post('/moderation/rules', FLAG_LINKS));
    client.advanceClock(60);
    const { id: _id, description: _d, filters: _f, ...rest } = FLAG_LINKS;
    const replaced = ok(await client.put('/moderation/rules/flag-links', { ...rest, enabled: false }));
    assert.equal(replaced.description, undefined);
    assert.equal(replaced.filters, undefined);
    assert.deepEqual(
      [replaced.enabled, replaced.revisionId, replaced.createdAt, replaced.updatedAt],
      [false, `${PREFIX}_flag-links_2`, NOW, NOW + 60],
    );
    // The answer as it came, with the read-only fields a stored condition has besides.
    const asRead = { ...replaced, conditions: [{ ...replaced.conditions[0], message: ['m'], weight: 3 }] };
    const again = ok(await client.put('/moderation/rules/flag-links', asRead));
    assert.equal(again.revisionId, `${PREFIX}_flag-links_3`);
    assert.deepEqual(again.conditions, replaced.conditions);
  });

  test('replace rule — enabled left out, an unknown rule — 400 naming it, 404 ERR_RULE_NOT_FOUND', async () => {
    const client = fresh();
    const { id: _id, ...body } = WORD_RULE('x');
    expectError(await client.put('/moderation/rules/keyword-filter', body), 400, 'ERR_BAD_REQUEST');
    const unknown = await client.put('/moderation/rules/nobody', { ...body, enabled: true });
    expectError(unknown, 404, 'ERR_RULE_NOT_FOUND');
  });

  test('list revisions — after 12 replaces — newest first, active only on the current, the 10 newest kept', async () => {
    const client = fresh();
    ok(await client.post('/moderation/rules', WORD_RULE('often')));
    const { id: _id, ...body } = WORD_RULE('often');
    for (let n = 2; n <= 13; n += 1) {
      ok(await client.put('/moderation/rules/often', { ...body, enabled: true, name: `often ${n}` }));
    }
    const res = await client.get('/moderation/rules/often/revisions');
    const revisions = ok(res);
    assert.deepEqual(
      revisions.map((r: { revisionId: string; active: boolean; name: string }) => [
        r.revisionId,
        r.active,
        r.name,
      ]),
      Array.from({ length: 10 }, (_, i) => [`${PREFIX}_often_${13 - i}`, i === 0, `often ${13 - i}`]),
    );
    assert.deepEqual(res.body.meta, { current: { limit: 10, count: 10 } });
  });

  test('list revisions — a rule never replaced — its one revision; an unknown rule — 404', async () => {
    const client = fresh();
    const revisions = ok(await client.get('/moderation/rules/image-moderation/revisions'));
    assert.deepEqual(
      revisions.map((r: { revisionId: string }) => r.revisionId),
      [`${PREFIX}_image-moderation_4`],
    );
    expectError(await client.get('/moderation/rules/nobody/revisions'), 404, 'ERR_RULE_NOT_FOUND');
  });
});

describe('DELETE /moderation/rules/{ruleId}', () => {
  test('delete rule — a fixture rule — the reference’s sentence; gone from every read, a second delete 404', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.del('/moderation/rules/keyword-filter')), {
      success: true,
      message: 'Rule with id keyword-filter has been deleted successfully.',
    });
    expectError(await client.get('/moderation/rules/keyword-filter'), 404, 'ERR_RULE_NOT_FOUND');
    expectError(await client.del('/moderation/rules/keyword-filter'), 404, 'ERR_RULE_NOT_FOUND');
    assert.deepEqual(
      ok(await client.get('/moderation/rules')).map((r: { id: string }) => r.id),
      ['profanity-filter', 'image-moderation'],
    );
  });
});
