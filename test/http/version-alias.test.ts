/**
 * `/v3.0` is an alias of `/v3` (docs/decisions/request-version-alias.md): every operation answers under
 * it exactly as under /v3, on the same app, state, key, rate window, Prefer, faults and CORS, with the
 * fast paths on and off; the journal keeps the path as sent, with the operation's operationId. Other
 * version segments stay refused (test/http/routing.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Response } from 'supertest';
import { OPERATION_IDS } from '../../src/contract/operations.ts';
import type { Config } from '../../src/http/config.ts';
import { API_KEY, expectError, makeApp, type TestApp } from '../helpers/api.ts';
import { VALID_CALLS, type Call } from '../hostile/hostile-harness.ts';

/** Sends `call` under `prefix`, as the hostile suites send it under /v3. */
function send(t: TestApp, prefix: string, call: Call) {
  const req = t.request[call.method](`${prefix}${call.path}`).set('apikey', API_KEY);
  if (call.onBehalfOf !== undefined) req.set('onBehalfOf', call.onBehalfOf);
  return call.body === undefined ? req : req.send(call.body);
}

/** What a client reads of an answer, the tokens a user's session gets by chance aside. */
function answer(res: Response) {
  const text = res.text.replace(/"authToken":"[^"]*"/g, '"authToken":"…"');
  return {
    status: res.status,
    body: text === '' ? '' : (JSON.parse(text) as unknown),
    type: res.headers['content-type'],
    rate: [res.headers['x-rate-limit'], res.headers['x-rate-limit-remaining']],
    allow: res.headers.allow,
  };
}

for (const fastPaths of [true, false]) {
  const mode = fastPaths ? 'fast paths on' : 'fast paths off';
  const config: Partial<Config> = { fastPaths, rateLimit: { standard: 1000, core: 1000 } };

  describe(`/v3.0, ${mode}`, () => {
    test('every operation — the hostile suites’ valid call, in order, on two fresh apps — the same answer under /v3.0 as under /v3', async () => {
      // With the fast paths off, the response check as published adds the whole document's schemas
      // to Ajv again for each operation's first answer (0.2 s each, a minute of the suite for two
      // apps): the table runs without it there, since the alias changes which path a request names,
      // not what its answer must be; the refusals below keep the check on, through the alias too.
      const tableConfig = fastPaths ? config : { ...config, validateResponses: false };
      const canonical = makeApp(tableConfig);
      const alias = makeApp(tableConfig);
      const covered = new Set<string>();
      for (const call of VALID_CALLS) {
        const expected = answer(await send(canonical, '/v3', call));
        const actual = answer(await send(alias, '/v3.0', call));
        assert.ok(expected.status < 500, `${call.operationId}: ${JSON.stringify(expected.body)}`);
        assert.deepEqual(actual, expected, call.operationId);
        covered.add(call.operationId);
      }
      assert.deepEqual(
        OPERATION_IDS.filter((id) => !covered.has(id)),
        [],
        'every operation has a valid call',
      );
    });

    test('refusals — no key, a bad body, an unknown path, a method the path does not take — the same under /v3.0', async () => {
      const t = makeApp(config);
      const pairs: [string, (prefix: string) => PromiseLike<Response>][] = [
        ['no key', (p) => t.request.get(`${p}/users`)],
        ['bad body', (p) => t.request.post(`${p}/groups`).set('apikey', API_KEY).send({ guid: 'g' })],
        ['unknown path', (p) => t.request.get(`${p}/users/superhero1/nothing`).set('apikey', API_KEY)],
        ['other method', (p) => t.request.patch(`${p}/users/superhero1`).set('apikey', API_KEY)],
        ['root', (p) => t.request.get(p).set('apikey', API_KEY)],
        ['control route', (p) => t.request.get(`${p}/__sandbox/health`).set('apikey', API_KEY)],
      ];
      for (const [name, send] of pairs) {
        const expected = answer(await send('/v3'));
        const actual = answer(await send('/v3.0'));
        assert.ok(expected.status >= 400, name);
        assert.deepEqual({ ...actual, rate: [] }, { ...expected, rate: [] }, name);
      }
    });
  });
}

describe('/v3.0 shares what /v3 has', () => {
  test('the state — a group created under /v3.0 — read under /v3, and the other way', async () => {
    const t = makeApp();
    const created = await t.request
      .post('/v3.0/groups')
      .set('apikey', API_KEY)
      .send({ guid: 'aliased', name: 'A', type: 'public' });
    assert.equal(created.status, 200);
    assert.equal((await t.get('/groups/aliased')).body.data.guid, 'aliased');
    await t.post('/groups', { guid: 'canonical', name: 'C', type: 'public' });
    const read = await t.request.get('/v3.0/groups/canonical').set('apikey', API_KEY);
    assert.equal(read.body.data.guid, 'canonical');
  });

  test('the app — named by the appId header under /v3.0 — that app, not the default one', async () => {
    const t = makeApp();
    await t.request
      .post('/v3.0/groups')
      .set('apikey', API_KEY)
      .set('appId', 'other-app')
      .send({ guid: 'elsewhere', name: 'E', type: 'public' });
    expectError(await t.get('/groups/elsewhere'), 404, 'ERR_GUID_NOT_FOUND');
    const there = await t.get('/groups/elsewhere').set('appId', 'other-app');
    assert.equal(there.status, 200);
  });

  test('the rate window — 2 a minute, one request under each, then a third — counted together, 429', async () => {
    const t = makeApp({ rateLimit: { standard: 2, core: 2 } });
    const first = await t.request.get('/v3/users').set('apikey', API_KEY);
    const second = await t.request.get('/v3.0/users').set('apikey', API_KEY);
    assert.deepEqual(
      [first.headers['x-rate-limit-remaining'], second.headers['x-rate-limit-remaining']],
      ['1', '0'],
    );
    assert.equal(second.headers['x-rate-limit'], '2');
    expectError(await t.request.get('/v3.0/groups').set('apikey', API_KEY), 429, 'ERR_TOO_MANY_REQUESTS');
    expectError(await t.request.get('/v3/groups').set('apikey', API_KEY), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  test('the core window — createUser under /v3.0 — counts against the core limit, as under /v3', async () => {
    const t = makeApp({ rateLimit: { standard: 1000, core: 1 } });
    const created = await t.request
      .post('/v3.0/users')
      .set('apikey', API_KEY)
      .send({ uid: 'core-1', name: 'C' });
    assert.deepEqual([created.status, created.headers['x-rate-limit']], [200, '1']);
    expectError(await t.post('/users', { uid: 'core-2', name: 'C' }), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  test('the journal — a request under /v3.0 — its path as sent, with the operation’s operationId', async () => {
    const t = makeApp();
    await t.request
      .get('/v3.0/users?perPage=1')
      .set('apikey', API_KEY)
      .set('appId', 'journaled')
      .set('onBehalfOf', 'superhero1');
    const journal = await t.request.get('/__sandbox/apps/journaled/requests');
    const [entry] = journal.body as Record<string, unknown>[];
    assert.deepEqual(
      [entry?.['method'], entry?.['path'], entry?.['query'], entry?.['operationId'], entry?.['status']],
      ['GET', '/v3.0/users', 'perPage=1', 'listUsers', 200],
    );
  });

  test('Prefer — code=404 on getUser under /v3.0 — the documented answer, marked injected in the journal', async () => {
    const t = makeApp();
    const asked = await t.request
      .get('/v3.0/users/superhero2')
      .set('apikey', API_KEY)
      .set('appId', 'preferred')
      .set('Prefer', 'code=404');
    expectError(asked, 404, 'ERR_UID_NOT_FOUND');
    const journal = await t.request.get('/__sandbox/apps/preferred/requests');
    assert.equal((journal.body as { injected?: string }[])[0]?.injected, 'prefer');
  });

  test('a fault rule — on listUsers, set for the app — fails the request under /v3.0 too', async () => {
    const t = makeApp();
    const rule = await t.request
      .put('/__sandbox/apps/faulty/faults')
      .send([{ operationId: 'listUsers', status: 503, times: 1 }]);
    assert.equal(rule.status, 200);
    const failed = await t.request.get('/v3.0/users').set('apikey', API_KEY).set('appId', 'faulty');
    expectError(failed, 503, 'ERR_SERVICE_UNAVAILABLE');
    assert.equal(
      (await t.request.get('/v3.0/users').set('apikey', API_KEY).set('appId', 'faulty')).status,
      200,
    );
  });

  test('CORS — a preflight and a request from a page under /v3.0 — answered as under /v3', async () => {
    const t = makeApp();
    const origin = 'http://localhost:3000';
    const preflight = await t.request
      .options('/v3.0/groups')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    const read = await t.request.get('/v3.0/users').set('apikey', API_KEY).set('Origin', origin);
    assert.equal(read.headers['access-control-allow-origin'], origin);
    assert.match(String(read.headers['access-control-expose-headers']), /X-Rate-Limit-Remaining/);
  });

  test('letters and ends — /V3.0/users, /v3.0/users/, /v3.0 alone — as /V3/users, /v3/users/, /v3', async () => {
    const t = makeApp();
    for (const [alias, canonical] of [
      ['/V3.0/users', '/V3/users'],
      ['/v3.0/users/', '/v3/users/'],
      ['/v3.0', '/v3'],
    ] as const) {
      const expected = answer(await t.request.get(canonical).set('apikey', API_KEY));
      const actual = answer(await t.request.get(alias).set('apikey', API_KEY));
      assert.deepEqual({ ...actual, rate: [] }, { ...expected, rate: [] }, alias);
    }
  });
});
