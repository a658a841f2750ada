/**
 * DELETE /conversations/{conversationId}, deprecated: the reset of the group or one-to-one conversation
 * its id names, for `onBehalfOf`, with that reset's answer and errors; `permanent` is the one-to-one
 * reset's `deleteMessagesPermanently`. The fixtures' superhero1–superhero2 conversation holds messages
 * 1, 2 and 3; superhero3 is a member of the fixture group, superhero4 is not.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NOW, assertDetails, expectError, newMessageId, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const GUID = 'cometchat-guid-1';
const DIRECT = 'superhero1_user_superhero2';
const del = (client: Client, id: string, as: string | undefined = 'superhero1', body?: object) =>
  client.del(`/conversations/${id}`, body, as);
const directMessages = async (client: Client) =>
  (await client.state()).messages.filter((m: { conversationId: string }) => m.conversationId === DIRECT);

describe('DELETE /conversations/{conversationId} — the reset it stands for', () => {
  test('delete — a group conversation — the group reset for that user, with its answer', async () => {
    const client = fresh();
    assert.deepEqual(ok(await del(client, `group_${GUID}`, 'superhero3')), {
      success: true,
      message: `The conversation group_${GUID} has been deleted successfully for UID superhero3.`,
    });
    assert.deepEqual((await client.state()).conversationResets, [
      { guid: GUID, uid: 'superhero3', lastMessageId: '8', preserveOrder: false, resetAt: NOW },
    ]);
    expectError(
      await client.get(`/groups/${GUID}/conversation`, 'superhero3'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    ok(await client.get(`/groups/${GUID}/conversation`, 'superhero2'));
  });

  test('delete — a one-to-one conversation, by either user — the one-to-one reset for that user alone', async () => {
    const client = fresh();
    assert.deepEqual(ok(await del(client, DIRECT)), {
      success: true,
      message: `The conversation ${DIRECT} has been deleted successfully for UID superhero1.`,
    });
    assert.deepEqual((await client.state()).conversationResets, [
      { withUid: 'superhero2', uid: 'superhero1', lastMessageId: '3', preserveOrder: false, resetAt: NOW },
    ]);
    assert.deepEqual(ok(await client.get('/users/superhero2/messages', 'superhero1')), []);
    assert.equal(ok(await client.get('/users/superhero1/messages', 'superhero2')).length, 3);
    ok(await del(client, DIRECT, 'superhero2'));
    assert.equal((await client.state()).conversationResets.length, 2);
    assert.equal((await directMessages(client)).length, 3);
  });

  test('delete — a uid holding "_user_" — the conversation found by the split naming two users', async () => {
    const client = fresh();
    ok(await client.post('/users', { uid: 'a_user_b', name: 'A' }));
    const text = { receiver: 'a_user_b', receiverType: 'user', category: 'message', data: { text: 'hi' } };
    ok(await client.post('/messages', text, 'superhero1'));
    ok(await del(client, 'a_user_b_user_superhero1', 'superhero1'));
    assert.deepEqual((await client.state()).conversationResets, [
      {
        withUid: 'a_user_b',
        uid: 'superhero1',
        lastMessageId: newMessageId(),
        preserveOrder: false,
        resetAt: NOW,
      },
    ]);
  });

  test('delete — nothing new since the last reset — 404 ERR_CONVERSATION_NOT_ACCESSIBLE, as the resets', async () => {
    const client = fresh();
    ok(await del(client, DIRECT));
    expectError(await del(client, DIRECT), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    ok(await del(client, `group_${GUID}`, 'superhero3'));
    expectError(await del(client, `group_${GUID}`, 'superhero3'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
  });

  test('delete — a group the user is not a member of — 403 ERR_NOT_A_MEMBER, nothing stored', async () => {
    const client = fresh();
    expectError(await del(client, `group_${GUID}`, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
    assert.deepEqual((await client.state()).conversationResets, []);
  });

  for (const [what, id, as] of [
    ['an unknown group', 'group_no-such-group', 'superhero1'],
    ['an unknown user', 'superhero1_user_superhero9', 'superhero1'],
    ['the two users out of order', 'superhero2_user_superhero1', 'superhero1'],
    ['a user who is neither party', DIRECT, 'superhero3'],
    ['no conversation id at all', 'superhero1', 'superhero1'],
    ['an empty side', '_user_superhero1', 'superhero1'],
  ] as const) {
    test(`delete — ${what} — 404 ERR_CONVERSATION_NOT_FOUND, nothing stored`, async () => {
      const client = fresh();
      const res = await del(client, id, as);
      expectError(res, 404, 'ERR_CONVERSATION_NOT_FOUND');
      assert.equal(res.body.error.message, `The conversation ${id} does not exist.`);
      assert.deepEqual((await client.state()).conversationResets, []);
    });
  }

  test('delete — no onBehalfOf, an unknown actor — 400 and 404 ERR_UID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(await client.del(`/conversations/${DIRECT}`), 400, 'ERR_BAD_REQUEST');
    expectError(await del(client, `group_${GUID}`, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await del(client, 'nobody_user_superhero1', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    assert.deepEqual((await client.state()).conversationResets, []);
  });
});

describe('DELETE /conversations/{conversationId} — its body', () => {
  for (const permanent of [true, 'true'] as const) {
    test(`delete — a one-to-one conversation, permanent ${JSON.stringify(permanent)} — its messages erased for both`, async () => {
      const client = fresh();
      ok(await del(client, DIRECT, 'superhero1', { permanent }));
      assert.deepEqual(await directMessages(client), []);
      assert.equal((await client.state()).messages.length, 13);
      assert.deepEqual(ok(await client.get('/users/superhero1/messages', 'superhero2')), []);
    });
  }

  for (const permanent of [false, 'false'] as const) {
    test(`delete — permanent ${JSON.stringify(permanent)} — a reset only, nothing erased`, async () => {
      const client = fresh();
      ok(await del(client, DIRECT, 'superhero1', { permanent }));
      assert.equal((await directMessages(client)).length, 3);
      ok(await del(client, `group_${GUID}`, 'superhero3', { permanent }));
    });
  }

  test('delete — a group conversation with permanent true — 400 ERR_BAD_REQUEST naming it, nothing stored', async () => {
    const client = fresh();
    const res = await del(client, `group_${GUID}`, 'superhero3', { permanent: true });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['permanent']);
    assert.deepEqual((await client.state()).conversationResets, []);
  });

  for (const body of [
    { preserveOrder: true },
    { deleteMessagesPermanently: true },
    { permanent: 'yes' },
    { permanent: 1 },
  ]) {
    test(`delete — body ${JSON.stringify(body)} — 400 ERR_BAD_REQUEST, nothing stored`, async () => {
      const client = fresh();
      expectError(await del(client, DIRECT, 'superhero1', body), 400, 'ERR_BAD_REQUEST');
      assert.deepEqual((await client.state()).conversationResets, []);
      assert.equal((await directMessages(client)).length, 3);
    });
  }
});
