import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError } from '../helpers/api.ts';
import { expectDocumentedAnswer } from './documented-answer.ts';
import { makeSandbox, seededRandom } from './sandbox-app.ts';

/** Draws come from `draws` while it has any, so a test decides each outcome exactly. */
const draws: number[] = [];
const seeded = { next: seededRandom(7) };
const s = makeSandbox({ random: () => draws.shift() ?? seeded.next() });

const blocked = (app: string) => s.api(app, 'get', '/moderation/blocked-messages');
const banned = (app: string) => s.api(app, 'get', '/groups/cometchat-guid-1/bannedusers');

describe('fault rules', () => {
  test('rule with times 2 — four requests — two 500s, then normal answers; GET shows times 0, hits 2', async () => {
    const put = await s.faults('f1', [{ operationId: 'listBlockedMessages', status: 500, times: 2 }]);
    assert.deepEqual(put.body, [{ operationId: 'listBlockedMessages', status: 500, times: 2, hits: 0 }]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await blocked('f1')).status);
    assert.deepEqual(statuses, [500, 500, 200, 200]);
    assert.deepEqual((await s.faults('f1')).body, [
      { operationId: 'listBlockedMessages', status: 500, times: 0, hits: 2 },
    ]);
  });

  test('rule with probability 0.3 — draws 0.1, 0.5, 0.29, 0.3, 0.99, 0 — hit exactly below 0.3', async () => {
    await s.faults('f2', [{ operationId: 'listBannedUsers', status: 429, probability: 0.3 }]);
    draws.push(0.1, 0.5, 0.29, 0.3, 0.99, 0);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await banned('f2')).status);
    assert.deepEqual(statuses, [429, 200, 429, 200, 200, 429]);
    assert.equal((await s.faults('f2')).body[0].hits, 3);
  });

  test('rule with probability 0.5 — 60 requests on a seeded source — hits exactly where its draws fall below 0.5', async () => {
    const replay = seededRandom(99);
    const expected = Array.from({ length: 60 }, () => (replay() < 0.5 ? 500 : 200));
    seeded.next = seededRandom(99);
    await s.faults('f3', [{ status: 500, probability: 0.5 }]);
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await blocked('f3')).status);
    assert.deepEqual(statuses, expected);
    assert.ok(expected.includes(500) && expected.includes(200));
  });

  test('latency-only rule and a slow failing rule — both hit — latencies added, then the failure', async () => {
    await s.faults('f4', [
      { latencyMs: 100 },
      { operationId: 'listBannedUsers', status: 404, latencyMs: 50 },
    ]);
    s.slept.length = 0;
    assert.equal((await blocked('f4')).status, 200);
    expectError(await banned('f4'), 404, 'ERR_GUID_NOT_FOUND');
    assert.deepEqual(s.slept, [100, 150]);
    assert.deepEqual(
      (await s.faults('f4')).body.map((r: { hits: number }) => r.hits),
      [2, 1],
    );
  });

  test('rule without operationId, status 404 — listBlockedMessages documents no 404 — only operations that do fail', async () => {
    await s.faults('f5', [{ status: 404 }]);
    assert.equal((await blocked('f5')).status, 200);
    expectError(await banned('f5'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await s.api('f5', 'get', '/users/superhero1/auth_tokens'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('rule with a code — addReaction, 404 ERR_MESSAGE_ID_NOT_FOUND — that code, not the first 404', async () => {
    await s.faults('f6', [{ operationId: 'addReaction', status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' }]);
    const res = await s.api('f6', 'post', '/messages/2/reactions/x').set('onBehalfOf', 'superhero1');
    expectError(res, 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectDocumentedAnswer(res, 'addReaction');
  });

  test('429 fault — answered — documented headers, counted by the rate limit, journaled as a fault', async () => {
    await s.faults('f7', [{ operationId: 'listBannedUsers', status: 429 }]);
    const first = await banned('f7');
    const second = await banned('f7');
    expectError(second, 429, 'ERR_TOO_MANY_REQUESTS');
    expectDocumentedAnswer(second, 'listBannedUsers');
    assert.ok(Number(second.headers['retry-after']) >= 1);
    assert.equal(
      Number(first.headers['x-rate-limit-remaining']) - 1,
      Number(second.headers['x-rate-limit-remaining']),
    );
    const [entry] = (await s.journal('f7', 1)).body;
    assert.deepEqual(
      [entry.status, entry.errorCode, entry.injected],
      [429, 'ERR_TOO_MANY_REQUESTS', 'fault'],
    );
  });

  test('fault rule — request without apikey — 401 first, the rule not spent', async () => {
    await s.faults('f8', [{ status: 500, times: 1 }]);
    expectError(
      await s.request.get('/v3/moderation/blocked-messages').set('appId', 'f8'),
      401,
      'AUTH_ERR_EMPTY_APIKEY',
    );
    assert.equal((await s.faults('f8')).body[0].times, 1);
  });

  test('rules of one app — another app — answered normally', async () => {
    await s.faults('f9a', [{ status: 500 }]);
    assert.equal((await blocked('f9b')).status, 200);
    assert.equal((await blocked('f9a')).status, 500);
  });

  test('PUT then DELETE — new rules replace the old, DELETE leaves none — normal answers', async () => {
    await s.faults('f10', [{ status: 500 }]);
    await s.faults('f10', [{ operationId: 'listAuthTokens', status: 500 }]);
    assert.equal((await blocked('f10')).status, 200);
    const cleared = await s.clearFaults('f10');
    assert.deepEqual([cleared.status, cleared.body], [200, []]);
    assert.equal((await s.api('f10', 'get', '/users/superhero1/auth_tokens')).status, 200);
  });
});

describe('fault rules — invalid', () => {
  const invalid: [string, unknown, string][] = [
    ['not a list', { status: 500 }, 'body'],
    ['a rule that does nothing', [{ operationId: 'createGroup' }], '0'],
    ['an unknown operation', [{ operationId: 'deleteApp', status: 500 }], '0.operationId'],
    ['a status no operation answers', [{ status: 418 }], '0.status'],
    [
      'a status the operation does not document',
      [{ operationId: 'listBlockedMessages', status: 404 }],
      '0.status',
    ],
    [
      'a code without a status',
      [{ operationId: 'createGroup', code: 'ERR_GUID_ALREADY_EXISTS' }],
      '0.status',
    ],
    [
      'a code of another status',
      [{ operationId: 'createGroup', status: 400, code: 'ERR_UID_NOT_FOUND' }],
      '0.code',
    ],
    [
      'a code the operation does not document',
      [{ operationId: 'listBannedUsers', status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' }],
      '0.code',
    ],
    ['probability over 1', [{ status: 500, probability: 1.5 }], '0.probability'],
    ['latency over 30000', [{ latencyMs: 30_001 }], '0.latencyMs'],
    ['times 0', [{ status: 500, times: 0 }], '0.times'],
    ['an unknown property', [{ status: 500, when: 'always' }], '0.when'],
    ['101 rules', Array.from({ length: 101 }, () => ({ latencyMs: 1 })), 'body'],
  ];
  for (const [what, body, field] of invalid) {
    test(`faults — ${what} — 400 naming ${field}, rules unchanged`, async () => {
      await s.faults('fx', [{ latencyMs: 5 }]);
      const res = await s.faults('fx', body);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details[field], JSON.stringify(res.body.error.details));
      assert.deepEqual((await s.faults('fx')).body, [{ latencyMs: 5, hits: 0 }]);
    });
  }
});
