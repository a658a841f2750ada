/**
 * One auth token of a user: reading, updating and deleting it, and flushing every token of a user.
 * superhero5 is deactivated in these apps and holds one token: what it has can still be read and
 * removed, but not changed.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandboxWithSeed, type Client } from './api-client.ts';

const OLDER = 'superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343';
const NEWEST = 'superhero1_163836160020de43a6d43ef74debf822a462ae89de';
const OF_SUPERHERO2 = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
const DEACTIVATED_TOKEN = 'superhero5_17000000000123456789abcdef0123456789abcdef';
const DEACTIVATED_AT = NOW - 100;

const { fresh } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  users: fixtures.users.map((u) => (u.uid === 'superhero5' ? { ...u, deactivatedAt: DEACTIVATED_AT } : u)),
  authTokens: [
    ...fixtures.authTokens,
    { uid: 'superhero5', authToken: DEACTIVATED_TOKEN, createdAt: 1_700_000_000 },
  ],
}));

const tokenPath = (uid: string, token: string) => `/users/${uid}/auth_tokens/${token}`;
const WEB = { platform: 'fcm_web', userAgent: 'Mozilla/5.0', appInfo: { version: '4.0.1' } };
const listed = async (client: Client, uid: string) =>
  ok(await client.get(`/users/${uid}/auth_tokens`)) as { authToken: string }[];

describe('GET /users/{uid}/auth_tokens/{authToken}', () => {
  test('get token — a token of the user — the token as created', async () => {
    const data = ok(await fresh().get(tokenPath('superhero1', OLDER)));
    assert.deepEqual(data, { uid: 'superhero1', authToken: OLDER, createdAt: 1630306819 });
  });

  test("get token — another user's token — 404 ERR_AUTH_TOKEN_NOT_FOUND", async () => {
    const res = await fresh().get(tokenPath('superhero1', OF_SUPERHERO2));
    expectError(res, 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    assert.match(res.body.error.message, /superhero1/);
  });

  test('get token — a token nobody holds — 404 ERR_AUTH_TOKEN_NOT_FOUND', async () => {
    expectError(await fresh().get(tokenPath('superhero1', 'superhero1_1')), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
  });

  test('get token — unknown user — 404 ERR_UID_NOT_FOUND, before the token', async () => {
    expectError(await fresh().get(tokenPath('nobody', OLDER)), 404, 'ERR_UID_NOT_FOUND');
  });

  test('get token — a deactivated user — still read', async () => {
    const data = ok(await fresh().get(tokenPath('superhero5', DEACTIVATED_TOKEN)));
    assert.equal(data.authToken, DEACTIVATED_TOKEN);
  });
});

describe('PUT /users/{uid}/auth_tokens/{authToken}', () => {
  test('update token — platform, userAgent, appInfo — stored with updatedAt, answered', async () => {
    const data = ok(await fresh().put(tokenPath('superhero1', OLDER), WEB));
    assert.deepEqual(data, {
      uid: 'superhero1',
      authToken: OLDER,
      createdAt: 1630306819,
      ...WEB,
      updatedAt: NOW,
    });
  });

  test('update token — then read singly and in the list — the fields shown on both', async () => {
    const client = fresh();
    ok(await client.put(tokenPath('superhero1', OLDER), WEB));
    const one = ok(await client.get(tokenPath('superhero1', OLDER)));
    assert.deepEqual(
      { ...one },
      { uid: 'superhero1', authToken: OLDER, createdAt: 1630306819, ...WEB, updatedAt: NOW },
    );
    const list = await listed(client, 'superhero1');
    assert.deepEqual(list[0], one);
    assert.deepEqual(Object.keys(list[1]!).sort(), ['authToken', 'createdAt', 'uid']);
  });

  test('update token — the newest — the create answer without force shows the fields', async () => {
    const client = fresh();
    ok(await client.put(tokenPath('superhero1', NEWEST), { platform: 'fcm_android' }));
    const created = ok(await client.post('/users/superhero1/auth_tokens', {}));
    assert.deepEqual(created, {
      uid: 'superhero1',
      authToken: NEWEST,
      createdAt: 1638361600,
      platform: 'fcm_android',
      updatedAt: NOW,
    });
  });

  test('update token — a second update with one field — that field replaced, the others kept', async () => {
    const client = fresh();
    ok(await client.put(tokenPath('superhero1', OLDER), WEB));
    client.advanceClock(60);
    const data = ok(await client.put(tokenPath('superhero1', OLDER), { platform: 'fcm_ios' }));
    assert.deepEqual(data, {
      uid: 'superhero1',
      authToken: OLDER,
      createdAt: 1630306819,
      ...WEB,
      platform: 'fcm_ios',
      updatedAt: NOW + 60,
    });
  });

  test('update token — an empty body — 400 ERR_BAD_REQUEST, nothing stored', async () => {
    const client = fresh();
    expectError(await client.put(tokenPath('superhero1', OLDER), {}), 400, 'ERR_BAD_REQUEST');
    assert.equal(ok(await client.get(tokenPath('superhero1', OLDER))).updatedAt, undefined);
  });

  test('update token — appInfo a string — 400 naming appInfo', async () => {
    const res = await fresh().put(tokenPath('superhero1', OLDER), { appInfo: 'v4' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['appInfo']);
  });

  test('update token — a field the token does not take — 400 naming it', async () => {
    const res = await fresh().put(tokenPath('superhero1', OLDER), { ...WEB, deviceId: 'x' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['deviceId']);
  });

  test("update token — another user's token — 404 ERR_AUTH_TOKEN_NOT_FOUND, their token unchanged", async () => {
    const client = fresh();
    expectError(
      await client.put(tokenPath('superhero1', OF_SUPERHERO2), WEB),
      404,
      'ERR_AUTH_TOKEN_NOT_FOUND',
    );
    assert.equal(ok(await client.get(tokenPath('superhero2', OF_SUPERHERO2))).platform, undefined);
  });

  test('update token — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().put(tokenPath('nobody', OLDER), WEB), 404, 'ERR_UID_NOT_FOUND');
  });

  test('update token — a deactivated user — 404 ERR_UID_NOT_FOUND saying so, token unchanged', async () => {
    const client = fresh();
    const res = await client.put(tokenPath('superhero5', DEACTIVATED_TOKEN), WEB);
    expectError(res, 404, 'ERR_UID_NOT_FOUND');
    assert.match(res.body.error.message, /deactivated/);
    assert.equal(ok(await client.get(tokenPath('superhero5', DEACTIVATED_TOKEN))).platform, undefined);
  });
});

describe('DELETE /users/{uid}/auth_tokens/{authToken}', () => {
  test('delete token — a token of the user — the exact message; gone, the other kept', async () => {
    const client = fresh();
    const data = ok(await client.del(tokenPath('superhero1', OLDER)));
    assert.deepEqual(data, {
      success: true,
      message: `The auth token ${OLDER} of the user superhero1 has been deleted successfully.`,
    });
    expectError(await client.get(tokenPath('superhero1', OLDER)), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    assert.deepEqual(
      (await listed(client, 'superhero1')).map((t) => t.authToken),
      [NEWEST],
    );
  });

  test('delete token — twice — the second 404 ERR_AUTH_TOKEN_NOT_FOUND', async () => {
    const client = fresh();
    ok(await client.del(tokenPath('superhero1', OLDER)));
    expectError(await client.del(tokenPath('superhero1', OLDER)), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
  });

  test("delete token — another user's token — 404 ERR_AUTH_TOKEN_NOT_FOUND, their token kept", async () => {
    const client = fresh();
    expectError(await client.del(tokenPath('superhero1', OF_SUPERHERO2)), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    assert.deepEqual(
      (await listed(client, 'superhero2')).map((t) => t.authToken),
      [OF_SUPERHERO2],
    );
  });

  test('delete token — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().del(tokenPath('nobody', OLDER)), 404, 'ERR_UID_NOT_FOUND');
  });

  test('delete token — a deactivated user — deleted', async () => {
    const client = fresh();
    ok(await client.del(tokenPath('superhero5', DEACTIVATED_TOKEN)));
    assert.deepEqual(await listed(client, 'superhero5'), []);
  });
});

describe('DELETE /users/{uid}/auth_tokens', () => {
  test('flush tokens — a user with two — the exact message; the list empty, each token gone', async () => {
    const client = fresh();
    const data = ok(await client.del('/users/superhero1/auth_tokens'));
    assert.deepEqual(data, {
      success: true,
      message: 'Cleared Auth Tokens successfully for uid superhero1.',
    });
    assert.deepEqual(await listed(client, 'superhero1'), []);
    for (const token of [OLDER, NEWEST]) {
      expectError(await client.get(tokenPath('superhero1', token)), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    }
  });

  test("flush tokens — other users' tokens — kept", async () => {
    const client = fresh();
    ok(await client.del('/users/superhero1/auth_tokens'));
    assert.deepEqual(
      (await listed(client, 'superhero2')).map((t) => t.authToken),
      [OF_SUPERHERO2],
    );
  });

  test('flush tokens — twice, and a user without tokens — the same answer each time', async () => {
    const client = fresh();
    const first = ok(await client.del('/users/superhero1/auth_tokens'));
    assert.deepEqual(ok(await client.del('/users/superhero1/auth_tokens')), first);
    assert.deepEqual(ok(await client.del('/users/superhero3/auth_tokens')), {
      success: true,
      message: 'Cleared Auth Tokens successfully for uid superhero3.',
    });
  });

  test('flush tokens — then create without force — a new token, none being left', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero1/auth_tokens'));
    const created = ok(await client.post('/users/superhero1/auth_tokens', {}));
    assert.equal(created.createdAt, NOW);
    assert.notEqual(created.authToken, NEWEST);
  });

  test('flush tokens — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().del('/users/nobody/auth_tokens'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('flush tokens — a deactivated user — flushed', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero5/auth_tokens'));
    assert.deepEqual(await listed(client, 'superhero5'), []);
  });
});
