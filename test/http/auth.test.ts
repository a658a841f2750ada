import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, AUTH_ONLY_KEY, expectError, makeApp } from '../helpers/api.ts';

const t = makeApp();
const banned = '/v3/groups/cometchat-guid-1/bannedusers';

describe('authentication — the apikey header', () => {
  test('no apikey header — any operation — 401 AUTH_ERR_EMPTY_APIKEY', async () => {
    expectError(await t.request.get(banned), 401, 'AUTH_ERR_EMPTY_APIKEY');
    expectError(
      await t.request.post('/v3/messages/4/save').set('onBehalfOf', 'superhero1'),
      401,
      'AUTH_ERR_EMPTY_APIKEY',
    );
  });

  test('empty or blank apikey — 401 AUTH_ERR_EMPTY_APIKEY', async () => {
    for (const key of ['', '   ']) {
      expectError(await t.request.get(banned).set('apikey', key), 401, 'AUTH_ERR_EMPTY_APIKEY');
    }
  });

  test('a key the app does not have, or the right key in other case — 401 AUTH_ERR_APIKEY_NOT_FOUND', async () => {
    for (const key of ['not-a-key', API_KEY.toUpperCase(), `${API_KEY}x`]) {
      expectError(await t.request.get(banned).set('apikey', key), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
    }
  });

  test('the authOnly key — 403 AUTH_ERR_NO_ACCESS', async () => {
    expectError(await t.request.get(banned).set('apikey', AUTH_ONLY_KEY), 403, 'AUTH_ERR_NO_ACCESS');
  });

  test('header name in any case — APIKEY, ApiKey — accepted', async () => {
    for (const name of ['APIKEY', 'ApiKey', 'apiKey']) {
      const res = await t.request.get(banned).set(name, API_KEY);
      assert.equal(res.status, 200, `${name}: ${res.text}`);
    }
  });
});

describe('authentication — checked before the contract', () => {
  test('no key and an invalid body — 401, not the validation error', async () => {
    const res = await t.request.post('/v3/groups').send({ guid: 'not valid!', name: 7 });
    expectError(res, 401, 'AUTH_ERR_EMPTY_APIKEY');
    assert.equal(res.body.error.details, undefined, 'nothing about the contract leaks');
  });

  test('authOnly key and an invalid body — 403, not the validation error', async () => {
    const res = await t.request.post('/v3/groups').set('apikey', AUTH_ONLY_KEY).send({ guid: 7 });
    expectError(res, 403, 'AUTH_ERR_NO_ACCESS');
  });

  test('unknown key, unknown query parameter, unknown onBehalfOf — 401', async () => {
    const res = await t.request
      .get(`${banned}?perPage=abc&nope=1`)
      .set('apikey', 'nope')
      .set('onBehalfOf', 'ghost');
    expectError(res, 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
  });

  test('no key, a path that is no operation — 401, not 404', async () => {
    expectError(await t.request.get('/v3/no/such/operation'), 401, 'AUTH_ERR_EMPTY_APIKEY');
    expectError(await t.request.put('/v3/groups'), 401, 'AUTH_ERR_EMPTY_APIKEY');
  });

  test('no key, a body over the size limit — 413: the body is refused before the key is read', async () => {
    const res = await t.request
      .post('/v3/groups')
      .send({ guid: 'big', name: 'x'.repeat(70_000), type: 'public' });
    expectError(res, 413, 'ERR_BAD_REQUEST');
  });
});
