/**
 * DELETE /users/{uid}/conversation: a user's reset of a one-to-one conversation hides its messages up
 * to now from that user alone, on every read; `deleteMessagesPermanently` erases them for both. The
 * fixtures' superhero1–superhero2 conversation holds messages 1, 2 (reacted to and saved) and 3.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NOW, assertDetails, expectError, newMessageId, ok, sandbox, sandboxWithSeed } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();
const DIRECT = 'superhero1_user_superhero2';
const reset = (client: Client, body?: object, as: string | undefined = 'superhero1', uid = 'superhero2') =>
  client.del(`/users/${uid}/conversation`, body, as);
const idsOf = (data: { id: string }[]) => data.map((m) => m.id);
const conversationIds = async (client: Client, uid: string) =>
  ok(await client.get('/conversations', uid)).map((c: { conversationId: string }) => c.conversationId);

describe('DELETE /users/{uid}/conversation — the reset', () => {
  test('reset — the reference message, and the reset stored for that user alone', async () => {
    const client = fresh();
    assert.deepEqual(ok(await reset(client)), {
      success: true,
      message: `The conversation ${DIRECT} has been deleted successfully for UID superhero1.`,
    });
    assert.deepEqual((await client.state()).conversationResets, [
      { withUid: 'superhero2', uid: 'superhero1', lastMessageId: '3', preserveOrder: false, resetAt: NOW },
    ]);
  });

  test("reset — the reference's request, its schema default only ({preserveOrder: false}) — 200", async () => {
    ok(await reset(fresh(), { preserveOrder: false }));
  });

  test('reset — afterwards — hidden from the user on every read, the other user unaffected', async () => {
    const client = fresh();
    ok(await reset(client));
    assert.deepEqual(ok(await client.get('/users/superhero2/messages', 'superhero1')), []);
    expectError(
      await client.get('/users/superhero2/conversation', 'superhero1'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    expectError(
      await client.get(`/conversations/${DIRECT}`, 'superhero1'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    assert.equal((await conversationIds(client, 'superhero1')).includes(DIRECT), false);
    expectError(await client.get('/messages/2', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(
      await client.post('/messages/2/reactions/👍', undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.post('/messages/1/save', undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );

    assert.deepEqual(idsOf(ok(await client.get('/users/superhero1/messages', 'superhero2'))), [
      '1',
      '2',
      '3',
    ]);
    assert.equal((await conversationIds(client, 'superhero2')).includes(DIRECT), true);
    ok(await client.post('/messages/2/reactions/👍', undefined, 'superhero2'));
  });

  test('reset — a later message — shown again, the conversation back with it alone', async () => {
    const client = fresh();
    ok(await reset(client, { preserveOrder: true }));
    assert.equal((await client.state()).conversationResets[0]?.preserveOrder, true);
    const text = {
      receiver: 'superhero1',
      receiverType: 'user',
      category: 'message',
      data: { text: 'back' },
    };
    ok(await client.post('/messages', text, 'superhero2'));
    assert.deepEqual(idsOf(ok(await client.get('/users/superhero2/messages', 'superhero1'))), [
      newMessageId(),
    ]);
    const conversation = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.equal(conversation.unreadMessageCount, '1');
    assert.equal(conversation.lastMessage.id, newMessageId());
  });

  test('reset — a conversation opened by a friendship — not listed again, empty, after the reset', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero1/friends', { friends: ['superhero2'] }));
    ok(
      await client.post('/users/superhero1/friends', { accepted: ['superhero2'], addToConversations: true }),
    );
    assert.ok((await conversationIds(client, 'superhero1')).includes(DIRECT));
    ok(await reset(client));
    assert.ok(!(await conversationIds(client, 'superhero1')).includes(DIRECT));
    // The other side keeps its own opening and its messages.
    assert.ok((await conversationIds(client, 'superhero2')).includes(DIRECT));
  });

  test('reset — again with nothing new, or a conversation never had — 404 ERR_CONVERSATION_NOT_ACCESSIBLE', async () => {
    const client = fresh();
    ok(await reset(client));
    expectError(await reset(client), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    expectError(
      await reset(client, undefined, 'superhero1', 'superhero4'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    // The other user's view is theirs: they can still reset their side.
    ok(await reset(client, undefined, 'superhero2', 'superhero1'));
    assert.equal((await client.state()).conversationResets.length, 2);
  });

  test('reset — conversationWith — the uid of the path accepted, another 400 naming it', async () => {
    const client = fresh();
    const res = await reset(client, { conversationWith: 'superhero3' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['conversationWith']);
    assert.deepEqual((await client.state()).conversationResets, []);
    ok(await reset(client, { conversationWith: 'superhero2' }));
  });

  test('reset — no onBehalfOf, an unknown user, an unknown actor — 400 and 404, nothing stored', async () => {
    const client = fresh();
    expectError(await client.del('/users/superhero2/conversation'), 400, 'ERR_BAD_REQUEST');
    expectError(await reset(client, undefined, 'superhero1', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await reset(client, undefined, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    assert.deepEqual((await client.state()).conversationResets, []);
  });

  test('reset — by a deactivated user — 404 ERR_UID_NOT_FOUND; of a conversation with one — reset', async () => {
    const { fresh: withDeactivated } = sandboxWithSeed((s) => ({
      ...s,
      users: s.users.map((u) => (u.uid === 'superhero2' ? { ...u, deactivatedAt: 1690000000 } : u)),
    }));
    const client = withDeactivated();
    expectError(await reset(client, undefined, 'superhero2', 'superhero1'), 404, 'ERR_UID_NOT_FOUND');
    ok(await reset(client));
  });
});

describe('DELETE /users/{uid}/conversation — deleteMessagesPermanently', () => {
  test('reset — deleteMessagesPermanently — every message of the conversation erased for both, with its reactions and saves', async () => {
    const client = fresh();
    ok(await reset(client, { deleteMessagesPermanently: true }));
    const state = await client.state();
    assert.deepEqual(
      state.messages.filter((m) => m.conversationId === DIRECT),
      [],
    );
    assert.equal(state.messages.length, 13);
    assert.deepEqual(
      state.reactions.filter((r) => r.messageId === '2'),
      [],
    );
    assert.deepEqual(state.savedMessages, []);
    assert.deepEqual(ok(await client.get('/users/superhero1/messages', 'superhero2')), []);
    expectError(await client.get('/messages/2'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    assert.equal((await conversationIds(client, 'superhero2')).includes(DIRECT), false);
    // The other conversations keep theirs.
    assert.deepEqual(idsOf(ok(await client.get('/users/superhero3/messages', 'superhero1'))), ['10', '11']);
  });

  test('reset — deleteMessagesPermanently false — nothing erased', async () => {
    const client = fresh();
    ok(await reset(client, { deleteMessagesPermanently: false }));
    assert.equal((await client.state()).messages.length, 16);
  });
});

describe('one-to-one resets in the stored state', () => {
  test('state export and import — a one-to-one reset beside a group one — round trip', async () => {
    const client = fresh();
    ok(await reset(client));
    ok(await client.del('/groups/cometchat-guid-1/conversation', {}, 'superhero3'));
    const state = await client.state();
    assert.equal(state.conversationResets.length, 2);
    const put = await request.put(`/__sandbox/apps/${client.appId}/state`).send(state);
    assert.equal(put.status, 200, put.text.slice(0, 300));
    assert.deepEqual((await client.state()).conversationResets, state.conversationResets);
  });

  test('state import — a reset naming both a group and a user, or a user that does not exist — 400', async () => {
    const client = fresh();
    const state = await client.state();
    const base = { uid: 'superhero1', lastMessageId: '3', preserveOrder: false, resetAt: NOW };
    for (const bad of [
      { ...base, guid: 'cometchat-guid-1', withUid: 'superhero2' },
      { ...base, withUid: 'nobody' },
      { ...base, withUid: 'superhero3' },
    ]) {
      const put = await request
        .put(`/__sandbox/apps/${client.appId}/state`)
        .send({ ...state, conversationResets: [bad] });
      assert.equal(put.status, 400, JSON.stringify(bad));
    }
    assert.deepEqual((await client.state()).conversationResets, []);
  });
});
