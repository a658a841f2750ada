import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AppRegistry } from '../../src/http/app-registry.ts';
import { API_KEY, NOW, expectError, makeApp, type TestApp } from '../helpers/api.ts';

// NOW is 20 s into its minute: the window runs from NOW - 20 to NOW + 40.
const RESET = NOW + 40;

// Windows are per app, so one server with low limits serves every test, each on an app of its own.
const low = makeApp({ rateLimit: { standard: 3, core: 2 } });
let apps = 0;
let appId = '';
let created = 0;

const as = (req: ReturnType<TestApp['request']['get']>) => req.set('apikey', API_KEY).set('appId', appId);
const standard = (t: TestApp = low) => as(t.request.get('/v3/groups/cometchat-guid-1/bannedusers'));
const core = (t: TestApp = low, guid = `rate-${++created}`) =>
  as(t.request.post('/v3/groups')).send({ guid, name: 'R', type: 'public' });
const advance = (seconds: number) =>
  (low.app.locals.registry as AppRegistry).get({ appId, region: 'us' }).clock.set({ advance: seconds });
const window = (res: { headers: Record<string, string> }) => [
  res.headers['x-rate-limit'],
  res.headers['x-rate-limit-remaining'],
];

describe('http/rate-limit.test.ts', () => {
  beforeEach(() => {
    appId = `rate-${++apps}`;
  });

  describe('rate limits — headers', () => {
    test('every /v3 answer — success, validation error, unknown path, auth failure, 429 — carries the window', async () => {
      const answers = [
        await standard(),
        await as(low.request.get('/v3/groups/cometchat-guid-1/bannedusers?perPage=0')),
        await as(low.request.get('/v3/no/such/path')),
        await low.request.get('/v3/groups/cometchat-guid-1/bannedusers').set('appId', appId),
        await standard(),
        await core(),
      ];
      assert.deepEqual(answers.map(window), [
        ['3', '2'],
        ['3', '1'],
        ['3', '0'],
        ['3', '0'],
        ['3', '0'],
        ['2', '1'],
      ]);
    });

    test('default limits — no --rate-limit — 20,000 standard and 10,000 core per minute', async () => {
      const t = makeApp();
      assert.deepEqual(window(await standard(t)), ['20000', '19999']);
      assert.deepEqual(window(await core(t)), ['10000', '9999']);
    });

    test('create user — a core operation, as create group — counted against the core window', async () => {
      const user = await as(low.request.post('/v3/users')).send({ uid: `rate-user-${appId}`, name: 'R' });
      assert.equal(user.status, 200);
      assert.deepEqual(window(user), ['2', '1']);
      assert.deepEqual(window(await standard()), ['3', '2'], 'the standard window is untouched');
    });
  });

  describe('rate limits — spending a window', () => {
    test('standard limit 3 — the 4th request — 429 with Retry-After and X-Rate-Limit-Reset', async () => {
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push(window(await standard()));
      assert.deepEqual(counts, [
        ['3', '2'],
        ['3', '1'],
        ['3', '0'],
      ]);
      const res = await standard();
      expectError(res, 429, 'ERR_TOO_MANY_REQUESTS');
      assert.equal(res.headers['retry-after'], '40');
      assert.equal(res.headers['x-rate-limit-reset'], String(RESET));
      assert.deepEqual(window(res), ['3', '0']);
    });

    test('core limit spent — a refused createGroup — nothing created; it succeeds in the next window', async () => {
      await core();
      await core();
      expectError(await core(low, 'late'), 429, 'ERR_TOO_MANY_REQUESTS');
      advance(40);
      const later = await core(low, 'late');
      assert.equal(later.status, 200, later.text);
    });

    test('core and standard — spending one — the other keeps its whole allowance', async () => {
      await core();
      await core();
      expectError(await core(), 429, 'ERR_TOO_MANY_REQUESTS');
      assert.deepEqual(window(await standard()), ['3', '2']);
      await standard();
      await standard();
      expectError(await standard(), 429, 'ERR_TOO_MANY_REQUESTS');
      expectError(await core(), 429, 'ERR_TOO_MANY_REQUESTS');
    });

    test('window boundary — 39 s later still limited, 40 s later a fresh window', async () => {
      for (let i = 0; i < 3; i++) await standard();
      advance(39);
      const still = await standard();
      expectError(still, 429, 'ERR_TOO_MANY_REQUESTS');
      assert.equal(still.headers['retry-after'], '1');
      advance(1);
      const fresh = await standard();
      assert.equal(fresh.status, 200);
      assert.deepEqual(window(fresh), ['3', '2']);
    });

    test('a full minute later — 60 s advanced — the window is reset', async () => {
      for (let i = 0; i < 4; i++) await standard();
      advance(60);
      assert.deepEqual(window(await standard()), ['3', '2']);
    });

    test('auth failures — no key, unknown key — do not count', async () => {
      for (let i = 0; i < 5; i++) {
        await low.request.get('/v3/groups/cometchat-guid-1/bannedusers').set('appId', appId);
        await low.request
          .get('/v3/groups/cometchat-guid-1/bannedusers')
          .set('appId', appId)
          .set('apikey', 'nope');
      }
      assert.deepEqual(window(await standard()), ['3', '2']);
    });

    test('validation failures — after auth — count like any request', async () => {
      await as(low.request.get('/v3/groups/cometchat-guid-1/bannedusers?perPage=0'));
      assert.deepEqual(window(await standard()), ['3', '1']);
    });

    test('per app — one app spent — the next app has its own window', async () => {
      for (let i = 0; i < 4; i++) await standard();
      appId = `${appId}-b`;
      const other = await standard();
      assert.equal(other.status, 200);
      assert.deepEqual(window(other), ['3', '2']);
    });

    test('limit 0 — standard tier off — no headers, never 429; core still limited', async () => {
      const t = makeApp({ rateLimit: { standard: 0, core: 1 } });
      for (let i = 0; i < 5; i++) {
        const res = await standard(t);
        assert.equal(res.status, 200);
        assert.equal(res.headers['x-rate-limit'], undefined);
      }
      await core(t);
      expectError(await core(t), 429, 'ERR_TOO_MANY_REQUESTS');
    });
  });
});
