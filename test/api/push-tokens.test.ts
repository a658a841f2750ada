/**
 * Push tokens (SPEC 20): registered against an auth token of the app, whose user owns them; the
 * platform's field, re-registration, the bound of 100 per user, deletion one at a time or by auth
 * token, and erasure with the auth token and with the user.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh, request } = sandbox();

const TOKENS = '/notifications/push/v1/tokens';
const S1_OLD = 'superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343';
const S1_NEW = 'superhero1_163836160020de43a6d43ef74debf822a462ae89de';
const S2 = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
const ISO_NOW = new Date(NOW * 1000).toISOString();

const fcm = (fcmToken: string, authToken = S1_OLD, extra: object = {}) => ({
  platform: 'fcm_android',
  fcmToken,
  authToken,
  ...extra,
});
const list = async (client: Client, authToken: string, all = false) =>
  (
    ok(await client.get(`${TOKENS}?authToken=${authToken}${all ? '&all=true' : ''}`)).pushTokens as {
      pushToken: string;
    }[]
  ).map((t) => t.pushToken);

describe('push tokens', () => {
  test('register — listed in the reference’s shape; `all` lists every token of the auth token’s user', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.post(TOKENS, fcm('a1', S1_OLD, { providerId: 'fcm-1' }))), {
      success: true,
    });
    ok(await client.post(TOKENS, { platform: 'apns_ios_voip', voipToken: 'v1', authToken: S1_NEW }));
    assert.deepEqual(ok(await client.get(`${TOKENS}?authToken=${S1_OLD}`)), {
      pushTokens: [
        {
          authToken: S1_OLD,
          pushTokenType: 'chat',
          createdAt: ISO_NOW,
          platform: 'fcm_android',
          providerId: 'fcm-1',
          pushToken: 'a1',
          uid: 'superhero1',
          updatedAt: ISO_NOW,
        },
      ],
    });
    const all = ok(await client.get(`${TOKENS}?authToken=${S1_OLD}&all=true`)).pushTokens;
    assert.deepEqual(
      all.map((t: { pushToken: string; pushTokenType: string }) => [t.pushToken, t.pushTokenType]),
      [
        ['a1', 'chat'],
        ['v1', 'voip'],
      ],
    );
  });

  test('register — an auth token the app does not have — 404 ERR_AUTH_TOKEN_NOT_FOUND, on every operation', async () => {
    const client = fresh();
    expectError(await client.post(TOKENS, fcm('a1', 'nobody_1')), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    expectError(await client.get(`${TOKENS}?authToken=nobody_1`), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    expectError(await client.del(TOKENS, { authToken: 'nobody_1' }), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    expectError(await client.del(`${TOKENS}/a1`, { authToken: 'nobody_1' }), 404, 'ERR_AUTH_TOKEN_NOT_FOUND');
    assert.deepEqual((await client.state()).pushTokens, []);
  });

  test('register — the platform picks the field; a token over 4,096 characters — 400', async () => {
    const client = fresh();
    const wrong = await client.post(TOKENS, { platform: 'apns_ios_voip', fcmToken: 'v1', authToken: S1_OLD });
    expectError(wrong, 400, 'ERR_BAD_REQUEST');
    assertDetails(wrong, ['voipToken', 'fcmToken']);
    const both = { platform: 'apns_ios_voip', voipToken: 'v1', fcmToken: 'f1', authToken: S1_OLD };
    const twice = await client.post(TOKENS, both);
    expectError(twice, 400, 'ERR_BAD_REQUEST');
    assertDetails(twice, ['fcmToken']);
    const long = await client.post(TOKENS, fcm('x'.repeat(4097)));
    expectError(long, 400, 'ERR_BAD_REQUEST');
    assertDetails(long, ['fcmToken']);
    ok(await client.post(TOKENS, fcm('x'.repeat(4096))));
  });

  test('register again — updated, createdAt kept; with another user’s auth token it moves to that user', async () => {
    const client = fresh();
    ok(await client.post(TOKENS, fcm('a1')));
    client.advanceClock(60);
    ok(await client.post(TOKENS, fcm('a1', S1_OLD, { providerId: 'fcm-2' })));
    const [again] = ok(await client.get(`${TOKENS}?authToken=${S1_OLD}`)).pushTokens;
    assert.equal(again.createdAt, ISO_NOW);
    assert.equal(again.updatedAt, new Date((NOW + 60) * 1000).toISOString());
    assert.equal(again.providerId, 'fcm-2');
    ok(await client.post(TOKENS, fcm('a1', S2)));
    assert.deepEqual(await list(client, S1_OLD, true), []);
    assert.deepEqual(await list(client, S2), ['a1']);
  });

  test('register — a `timezone` becomes the user’s; an unknown one — 400', async () => {
    const client = fresh();
    ok(await client.post(TOKENS, fcm('a1', S2, { timezone: 'Asia/Kolkata' })));
    assert.deepEqual(ok(await client.get('/notifications/v1/preferences/timezone?uid=superhero2')), {
      timezone: 'Asia/Kolkata',
    });
    const res = await client.post(TOKENS, fcm('a2', S2, { timezone: 'Mars/Olympus_Mons' }));
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(await list(client, S2), ['a1']);
  });

  test('register — the 101st token of a user drops their oldest', async () => {
    const client = fresh();
    // The first hundred imported, not registered one by one: the rule is the 101st.
    const state = await client.state();
    state.pushTokens = Array.from({ length: 100 }, (_, i) => ({
      pushToken: `t${i}`,
      uid: 'superhero1',
      authToken: S1_OLD,
      platform: 'fcm_android',
      pushTokenType: 'chat',
      createdAt: NOW,
      updatedAt: NOW,
    }));
    const put = await request.put(`/__sandbox/apps/${client.appId}/state`).send(state);
    assert.equal(put.status, 200, put.text);
    assert.equal((await list(client, S1_OLD, true)).length, 100);
    ok(await client.post(TOKENS, fcm('t100')));
    const held = await list(client, S1_OLD, true);
    assert.equal(held.length, 100);
    assert.equal(held[0], 't1');
    assert.equal(held[99], 't100');
  });

  test('DELETE one — answers it; again, or by another user’s auth token — 404 ERR_TOKEN_NOT_FOUND', async () => {
    const client = fresh();
    ok(await client.post(TOKENS, fcm('a1')));
    expectError(await client.del(`${TOKENS}/a1`, { authToken: S2 }), 404, 'ERR_TOKEN_NOT_FOUND');
    const gone = ok(await client.del(`${TOKENS}/a1`, { authToken: S1_NEW })).pushTokens;
    assert.deepEqual(
      gone.map((t: { pushToken: string }) => t.pushToken),
      ['a1'],
    );
    expectError(await client.del(`${TOKENS}/a1`), 404, 'ERR_TOKEN_NOT_FOUND');
  });

  test('DELETE by auth token — its tokens only; `all` — every token of its user', async () => {
    const client = fresh();
    ok(await client.post(TOKENS, fcm('a1', S1_OLD)));
    ok(await client.post(TOKENS, fcm('a2', S1_NEW)));
    ok(await client.post(TOKENS, fcm('b1', S2)));
    const gone = ok(await client.del(TOKENS, { authToken: S1_OLD })).pushTokens;
    assert.deepEqual(
      gone.map((t: { pushToken: string }) => t.pushToken),
      ['a1'],
    );
    assert.deepEqual(await list(client, S1_NEW, true), ['a2']);
    ok(await client.del(`${TOKENS}?all=true`, { authToken: S1_OLD }));
    assert.deepEqual(await list(client, S1_NEW, true), []);
    assert.deepEqual(await list(client, S2), ['b1']);
  });

  test('erasure — tokens go with their auth token, with a flush, and with their user', async () => {
    const client = fresh();
    ok(await client.post(TOKENS, fcm('a1', S1_OLD)));
    ok(await client.post(TOKENS, fcm('a2', S1_NEW)));
    ok(await client.post(TOKENS, fcm('b1', S2)));
    ok(await client.del(`/users/superhero1/auth_tokens/${S1_OLD}`));
    assert.deepEqual(await list(client, S1_NEW, true), ['a2']);
    ok(await client.del('/users/superhero1/auth_tokens'));
    ok(
      await client.patch('/notifications/v1/preferences/timezone?uid=superhero2', { timezone: 'Asia/Tokyo' }),
    );
    ok(await client.del('/users/superhero2', { permanent: true }));
    const state = await client.state();
    assert.deepEqual(state.pushTokens, []);
    assert.deepEqual(state.notificationUsers, []);
  });
});
