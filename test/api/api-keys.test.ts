/**
 * The app's API keys (SPEC 18): created, listed, read, updated and deleted, and what each change does
 * to authentication on the very next request. The fixtures hold a fullAccess key (the one every client
 * here sends) and an authOnly key.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_KEY,
  AUTH_ONLY_KEY,
  NOW,
  assertDetails,
  expectError,
  ok,
  sandbox,
  type Client,
} from './api-client.ts';

const { fresh, request } = sandbox();

/** The first key made on a fresh app at NOW named "Backend": 40 hex, the same on every run. */
const BACKEND_KEY = 'd3d1f3f71bb45b6ce4e42979a6eaf1231d230ae3';
const FIXTURE_FULL = { apiKey: API_KEY, name: 'Rest API Key', scope: 'fullAccess', createdAt: 1629869272 };
const FIXTURE_AUTH_ONLY = {
  apiKey: AUTH_ONLY_KEY,
  name: 'Auth Only Key',
  scope: 'authOnly',
  createdAt: 1629869272,
};

/** A read of the client's app sent with `key` instead of the fixtures' key. */
const usersWith = (client: Client, key: string, appId = client.appId) =>
  request.get('/v3/users?perPage=1').set('apikey', key).set('appId', appId);

const create = async (client: Client, body: object) => ok(await client.post('/apikeys', body));
const keysOf = async (client: Client, query = '') =>
  (ok(await client.get(`/apikeys${query}`)) as { apiKey: string }[]).map((k) => k.apiKey);

describe('POST /apikeys', () => {
  test('create key — name and fullAccess — 40 lowercase hex, answered and stored', async () => {
    const client = fresh();
    const data = await create(client, { name: 'Backend', scope: 'fullAccess' });
    assert.deepEqual(data, { apiKey: BACKEND_KEY, name: 'Backend', scope: 'fullAccess', createdAt: NOW });
    assert.deepEqual((await client.state()).apiKeys.at(-1), data);
  });

  test('create key — fullAccess — authenticates at once', async () => {
    const client = fresh();
    const { apiKey } = await create(client, { name: 'Backend', scope: 'fullAccess' });
    ok(await usersWith(client, apiKey));
  });

  test('create key — no scope — authOnly, refused with 403 AUTH_ERR_NO_ACCESS', async () => {
    const client = fresh();
    const data = await create(client, { name: 'Mobile login' });
    assert.equal(data.scope, 'authOnly');
    expectError(await usersWith(client, data.apiKey), 403, 'AUTH_ERR_NO_ACCESS');
  });

  test('create key — used on another app — 401 AUTH_ERR_APIKEY_NOT_FOUND there', async () => {
    const client = fresh();
    const other = fresh();
    const { apiKey } = await create(client, { name: 'Backend', scope: 'fullAccess' });
    expectError(await usersWith(client, apiKey, other.appId), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
  });

  test('create key — a second one at the same second — a key of its own', async () => {
    const client = fresh();
    const first = await create(client, { name: 'Backend', scope: 'fullAccess' });
    const second = await create(client, { name: 'Backend', scope: 'fullAccess' });
    assert.notEqual(second.apiKey, first.apiKey);
    assert.match(second.apiKey, /^[0-9a-f]{40}$/);
  });

  test('create key — no name — 400 naming name, nothing stored', async () => {
    const client = fresh();
    const res = await client.post('/apikeys', { scope: 'fullAccess' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['name']);
    assert.equal((await client.state()).apiKeys.length, 2);
  });

  test('create key — an unknown scope — 400 naming scope', async () => {
    const res = await fresh().post('/apikeys', { name: 'Backend', scope: 'admin' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['scope']);
  });
});

describe('GET /apikeys', () => {
  test("list keys — fresh app — the fixtures' keys, in creation order, one page", async () => {
    const res = await fresh().get('/apikeys');
    assert.deepEqual(ok(res), [FIXTURE_FULL, FIXTURE_AUTH_ONLY]);
    assert.deepEqual(res.body.meta.pagination, {
      total: 2,
      count: 2,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('list keys — a created key — listed last', async () => {
    const client = fresh();
    await create(client, { name: 'Backend', scope: 'fullAccess' });
    assert.deepEqual(await keysOf(client), [API_KEY, AUTH_ONLY_KEY, BACKEND_KEY]);
  });

  test('list keys — scope — keeps that scope, drops the other', async () => {
    const client = fresh();
    assert.deepEqual(await keysOf(client, '?scope=authOnly'), [AUTH_ONLY_KEY]);
    assert.deepEqual(await keysOf(client, '?scope=fullAccess'), [API_KEY]);
  });

  test('list keys — searchKey — keeps names containing it in any case, drops the others', async () => {
    const client = fresh();
    assert.deepEqual(await keysOf(client, '?searchKey=REST'), [API_KEY]);
    assert.deepEqual(await keysOf(client, '?searchKey=only'), [AUTH_ONLY_KEY]);
    assert.deepEqual(await keysOf(client, '?searchKey=nothing'), []);
  });

  test('list keys — an unknown scope — 400 naming scope', async () => {
    const res = await fresh().get('/apikeys?scope=admin');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['scope']);
  });
});

describe('GET /apikeys/{apiKey}', () => {
  test('get key — a key of the app — as listed', async () => {
    assert.deepEqual(ok(await fresh().get(`/apikeys/${AUTH_ONLY_KEY}`)), FIXTURE_AUTH_ONLY);
  });

  test('get key — unknown — 404 ERR_APIKEY_NOT_FOUND naming only its start', async () => {
    const res = await fresh().get('/apikeys/0123456789abcdef0123456789abcdef01234567');
    expectError(res, 404, 'ERR_APIKEY_NOT_FOUND');
    assert.equal(res.body.error.message, 'The API key 012345 does not exist.');
  });

  test('get key — a key of another app — 404 ERR_APIKEY_NOT_FOUND', async () => {
    const { apiKey } = await create(fresh(), { name: 'Backend', scope: 'fullAccess' });
    expectError(await fresh().get(`/apikeys/${apiKey}`), 404, 'ERR_APIKEY_NOT_FOUND');
  });
});

describe('PUT /apikeys/{apiKey}', () => {
  test('update key — name — changed, the rest kept', async () => {
    const client = fresh();
    const data = ok(await client.put(`/apikeys/${AUTH_ONLY_KEY}`, { name: 'Login' }));
    assert.deepEqual(data, { ...FIXTURE_AUTH_ONLY, name: 'Login' });
    assert.deepEqual(ok(await client.get(`/apikeys/${AUTH_ONLY_KEY}`)), data);
  });

  test('update key — authOnly to fullAccess — authenticates on its next request', async () => {
    const client = fresh();
    expectError(await usersWith(client, AUTH_ONLY_KEY), 403, 'AUTH_ERR_NO_ACCESS');
    ok(await client.put(`/apikeys/${AUTH_ONLY_KEY}`, { scope: 'fullAccess' }));
    ok(await usersWith(client, AUTH_ONLY_KEY));
  });

  test('update key — fullAccess to authOnly — refused on its next request', async () => {
    const client = fresh();
    const { apiKey } = await create(client, { name: 'Backend', scope: 'fullAccess' });
    ok(await client.put(`/apikeys/${apiKey}`, { scope: 'authOnly' }));
    expectError(await usersWith(client, apiKey), 403, 'AUTH_ERR_NO_ACCESS');
  });

  test('update key — the key of the apikey header — 403 ERR_APIKEY_NO_SELF_ACTION, unchanged', async () => {
    const client = fresh();
    expectError(
      await client.put(`/apikeys/${API_KEY}`, { scope: 'authOnly' }),
      403,
      'ERR_APIKEY_NO_SELF_ACTION',
    );
    assert.deepEqual(ok(await client.get(`/apikeys/${API_KEY}`)), FIXTURE_FULL);
  });

  test('update key — unknown — 404 ERR_APIKEY_NOT_FOUND', async () => {
    expectError(await fresh().put(`/apikeys/${'f'.repeat(40)}`, { name: 'x' }), 404, 'ERR_APIKEY_NOT_FOUND');
  });

  test('update key — empty body — 400', async () => {
    expectError(await fresh().put(`/apikeys/${AUTH_ONLY_KEY}`, {}), 400, 'ERR_BAD_REQUEST');
  });
});

describe('DELETE /apikeys/{apiKey}', () => {
  test('delete key — a key of the app — confirmed, no longer listed nor read', async () => {
    const client = fresh();
    const data = ok(await client.del(`/apikeys/${AUTH_ONLY_KEY}`));
    assert.deepEqual(data, {
      success: true,
      message: `The Api Key ${AUTH_ONLY_KEY} has been deleted successfully.`,
    });
    assert.deepEqual(await keysOf(client), [API_KEY]);
    expectError(await client.get(`/apikeys/${AUTH_ONLY_KEY}`), 404, 'ERR_APIKEY_NOT_FOUND');
  });

  test('delete key — its next request — 401 AUTH_ERR_APIKEY_NOT_FOUND', async () => {
    const client = fresh();
    const { apiKey } = await create(client, { name: 'Backend', scope: 'fullAccess' });
    ok(await usersWith(client, apiKey));
    ok(await client.del(`/apikeys/${apiKey}`));
    expectError(await usersWith(client, apiKey), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
  });

  test('delete key — the key of the apikey header — 403 ERR_APIKEY_NO_SELF_ACTION, still works', async () => {
    const client = fresh();
    expectError(await client.del(`/apikeys/${API_KEY}`), 403, 'ERR_APIKEY_NO_SELF_ACTION');
    ok(await usersWith(client, API_KEY));
  });

  test('delete key — a created key deletes the fixtures’ key — the fixtures’ key refused', async () => {
    const client = fresh();
    const { apiKey } = await create(client, { name: 'Backend', scope: 'fullAccess' });
    const res = await request
      .delete(`/v3/apikeys/${API_KEY}`)
      .set('apikey', apiKey)
      .set('appId', client.appId);
    ok(res);
    expectError(await usersWith(client, API_KEY), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
  });

  test('delete key — unknown — 404 ERR_APIKEY_NOT_FOUND', async () => {
    expectError(await fresh().del(`/apikeys/${'f'.repeat(40)}`), 404, 'ERR_APIKEY_NOT_FOUND');
  });
});
