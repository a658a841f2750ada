import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();

/** The fixtures' one-to-one conversation of superhero1 and superhero2 holds messages 1 to 3. */
const PAIR = 'superhero1_user_superhero2';
const readUser = (client: Client, body?: object, as = 'superhero1') =>
  client.post('/users/superhero2/conversation/read', body, as);
const readGroup = (client: Client, body?: object, as = 'superhero1') =>
  client.post(`/groups/${GUID}/conversation/read`, body, as);
const marks = async (client: Client) => (await client.state()).readMarks;

describe('POST /users/{uid}/conversation/read', () => {
  test('mark read — no body — read up to the newest message, for the acting user only', async () => {
    const client = fresh();
    assert.deepEqual(ok(await readUser(client)), {
      success: true,
      message: 'All the messages from the user superhero2 are marked as read for the user superhero1.',
    });
    assert.deepEqual(await marks(client), [
      { uid: 'superhero1', conversationId: PAIR, messageId: '3', readAt: NOW },
    ]);
  });

  test('mark read — up to a message, then an earlier one, then all — the mark only moves forward', async () => {
    const client = fresh();
    ok(await readUser(client, { messageId: 2 }));
    assert.equal((await marks(client))[0]?.messageId, '2');
    const before = await client.state();
    ok(await readUser(client, { messageId: 1 }));
    assert.deepEqual(await client.state(), before, 'an earlier message changes nothing');
    ok(await readUser(client));
    assert.equal((await marks(client))[0]?.messageId, '3');
  });

  test('mark read — a new message after the mark — the mark stays below it until read again', async () => {
    const client = fresh();
    ok(await readUser(client));
    const sent = ok(
      await client.post(
        '/messages',
        { category: 'message', receiver: 'superhero1', receiverType: 'user', data: { text: 'New' } },
        'superhero2',
      ),
    );
    assert.ok(Number(sent.id) > Number((await marks(client))[0]?.messageId));
    ok(await readUser(client));
    assert.equal((await marks(client))[0]?.messageId, sent.id);
  });

  test('mark read — a conversation without messages — 200, nothing marked', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero4/conversation/read', undefined, 'superhero1'));
    assert.deepEqual(await marks(client), []);
  });

  test('mark read — a message of another conversation, an unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND, nothing marked', async () => {
    const client = fresh();
    for (const messageId of [4, 999]) {
      expectError(await readUser(client, { messageId }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    }
    assert.deepEqual(await marks(client), []);
  });

  test('mark read — an unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(
      await fresh().post('/users/nobody/conversation/read', undefined, 'superhero1'),
      404,
      'ERR_UID_NOT_FOUND',
    );
  });

  test('mark read — no onBehalfOf, messageId not a positive integer — 400 naming them', async () => {
    const res = await request.post('/v3/users/superhero2/conversation/read').set('apikey', API_KEY);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
    for (const messageId of [0, 1.5, '3']) {
      const bad = await readUser(fresh(), { messageId });
      expectError(bad, 400, 'ERR_BAD_REQUEST');
      assertDetails(bad, ['messageId']);
    }
  });
});

describe('POST /groups/{guid}/conversation/read', () => {
  test('mark group read — a member, no body — read up to the group’s newest message', async () => {
    const client = fresh();
    assert.deepEqual(ok(await readGroup(client, undefined, 'superhero3')), {
      success: true,
      message: `All the messages in group ${GUID} are marked as read for the user superhero3.`,
    });
    assert.deepEqual(await marks(client), [
      { uid: 'superhero3', conversationId: `group_${GUID}`, messageId: '8', readAt: NOW },
    ]);
  });

  test('mark group read — up to a message moderation hides from the member — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await readGroup(fresh(), { messageId: 7 }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('mark group read — up to a message the member sees — marked at it', async () => {
    const client = fresh();
    ok(await readGroup(client, { messageId: 5 }));
    assert.equal((await marks(client))[0]?.messageId, '5');
  });

  test('mark group read — not a member, a banned user — 403 ERR_NOT_A_MEMBER', async () => {
    for (const uid of ['superhero4', 'superhero5']) {
      expectError(await readGroup(fresh(), undefined, uid), 403, 'ERR_NOT_A_MEMBER');
    }
  });

  test('mark group read — an unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    expectError(
      await fresh().post('/groups/nope/conversation/read', undefined, 'superhero1'),
      404,
      'ERR_GUID_NOT_FOUND',
    );
  });
});
