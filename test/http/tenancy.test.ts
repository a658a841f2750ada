import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, expectError, makeApp } from '../helpers/api.ts';

// One app serves every test; each test creates its own probe group, so none sees another's.
const t = makeApp();
let probe = 'probe-0';

/** Creates this test's probe group in the app the headers address: 200 the first time, 409 after. */
const createIn = (headers: Record<string, string>) =>
  t.request
    .post('/v3/groups')
    .set('apikey', API_KEY)
    .set(headers)
    .send({ guid: probe, name: 'P', type: 'public' });

const bannedIn = async (headers: Record<string, string>) => {
  const res = await t.request
    .get('/v3/groups/cometchat-guid-1/bannedusers')
    .set('apikey', API_KEY)
    .set(headers);
  assert.equal(res.status, 200, res.text);
  return res.body.data.map((u: { uid: string }) => u.uid);
};

describe('tenancy — which app a request is for', () => {
  beforeEach(() => {
    probe = `probe-${Number(probe.slice(6)) + 1}`;
  });

  test('app host — myapp.api-eu.localhost:4010 — its own app, the same as appId myapp with region eu', async () => {
    assert.equal((await createIn({ Host: 'myapp.api-eu.localhost:4010' })).status, 200);
    expectError(await createIn({ appId: 'myapp', region: 'eu' }), 409, 'ERR_GUID_ALREADY_EXISTS');
    assert.equal((await createIn({})).status, 200, 'the default app is another app');
  });

  test('app host — region in capitals, any domain after it — the lowercase region', async () => {
    assert.equal((await createIn({ Host: 'myapp.api-EU.cometchat.io' })).status, 200);
    expectError(await createIn({ appId: 'myapp', region: 'eu' }), 409, 'ERR_GUID_ALREADY_EXISTS');
  });

  test('app host and appId header together — the host wins', async () => {
    assert.equal((await createIn({ Host: 'hosted.api-in.localhost', appId: 'other' })).status, 200);
    expectError(await createIn({ appId: 'hosted', region: 'in' }), 409, 'ERR_GUID_ALREADY_EXISTS');
    assert.equal((await createIn({ appId: 'other' })).status, 200);
  });

  test('appId header without region — region us', async () => {
    assert.equal((await createIn({ appId: 'solo' })).status, 200);
    expectError(await createIn({ appId: 'solo', region: 'us' }), 409, 'ERR_GUID_ALREADY_EXISTS');
    assert.equal((await createIn({ appId: 'solo', region: 'eu' })).status, 200);
  });

  test('no app host, no appId — the default app, whatever the region header or plain host says', async () => {
    assert.equal((await createIn({ Host: 'localhost:4010' })).status, 200);
    expectError(await createIn({ region: 'eu' }), 409, 'ERR_GUID_ALREADY_EXISTS');
    expectError(await createIn({ appId: 'chat-sandbox', region: 'us' }), 409, 'ERR_GUID_ALREADY_EXISTS');
  });

  test('invalid app ids and regions — header or host — 401 AUTH_ERR_INVALID_APPID, even without a key', async () => {
    const cases: Record<string, string>[] = [
      { appId: 'MyApp' },
      { appId: 'my_app' },
      { appId: '' },
      { appId: 'a'.repeat(65) },
      { appId: 'ok', region: 'asia' },
      { appId: 'ok', region: '' },
      { Host: 'MyApp.api-us.localhost' },
      { Host: 'myapp.api-xx.localhost' },
    ];
    for (const headers of cases) {
      const res = await t.request.get('/v3/groups/cometchat-guid-1/bannedusers').set(headers);
      expectError(res, 401, 'AUTH_ERR_INVALID_APPID');
      assert.ok(!('x-rate-limit' in res.headers), 'no window is reported for an app that does not exist');
    }
  });

  test('app id of 64 characters — a valid app', async () => {
    assert.equal((await createIn({ appId: 'a'.repeat(64) })).status, 200);
  });

  test('two apps — unban in one — the other still has its ban, seeded from the same fixtures', async () => {
    const a = { appId: 'app-a' };
    const res = await t.request
      .delete('/v3/groups/cometchat-guid-1/bannedusers/superhero5')
      .set('apikey', API_KEY)
      .set(a);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(await bannedIn(a), []);
    assert.deepEqual(await bannedIn({ appId: 'app-b' }), ['superhero5']);
    assert.deepEqual(await bannedIn({ appId: 'app-a', region: 'eu' }), ['superhero5']);
    assert.deepEqual(await bannedIn({}), ['superhero5']);
  });
});
