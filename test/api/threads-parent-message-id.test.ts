/** SPEC 15: `parentMessageId` on POST /messages makes the message a thread reply, as POST /messages/{id}/thread. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';
const S2 = 'superhero2';
const send = (client: Client, body: object, as = S1) => client.post('/messages', body, as);
const words = (text: string, more: object = {}) => ({ category: 'message', data: { text }, ...more });

describe('POST /messages with parentMessageId', () => {
  for (const parentMessageId of ['3', 3]) {
    test(`send message — parentMessageId ${JSON.stringify(parentMessageId)} — a reply of that thread`, async () => {
      const client = fresh();
      const message = ok(await send(client, words('I will be there.', { parentMessageId })));
      assert.equal(message.parentId, '3');
      assert.deepEqual([message.conversationId, message.receiver], ['superhero1_user_superhero2', S2]);
      assert.equal(ok(await client.get('/messages/3', S1)).replyCount, 1);
      assert.deepEqual(
        ok(await client.get('/messages/3/thread', S1)).map((m: { id: string }) => m.id),
        [message.id],
      );
    });
  }

  test('send message — parentMessageId with the parent’s receiver — 200', async () => {
    const body = words('x', { parentMessageId: 5, receiver: 'cometchat-guid-1', receiverType: 'group' });
    assert.equal(ok(await send(fresh(), body)).parentId, '5');
  });

  test('send message — a custom message with parentMessageId — a reply', async () => {
    const body = {
      category: 'custom',
      type: 'location',
      data: { customData: { x: 1 } },
      parentMessageId: '3',
    };
    assert.equal(ok(await send(fresh(), body)).parentId, '3');
  });

  const refusals: [string, object, number, string][] = [
    ['an unknown parent', words('x', { parentMessageId: 999 }), 404, 'ERR_MESSAGE_ID_NOT_FOUND'],
    ['a parent of others', words('x', { parentMessageId: '12' }), 403, 'ERR_MESSAGE_NO_ACCESS'],
    [
      'a receiver of another conversation',
      words('x', { parentMessageId: '3', receiver: 'superhero3', receiverType: 'user' }),
      400,
      'ERR_WRONG_MESSAGE_THREAD',
    ],
    [
      'multipleReceivers',
      words('x', { parentMessageId: '3', multipleReceivers: { uids: [S2] } }),
      400,
      'ERR_BAD_REQUEST',
    ],
    ['a negative id', words('x', { parentMessageId: -3 }), 400, 'ERR_BAD_REQUEST'],
    ['an id that is no number', words('x', { parentMessageId: 'abc' }), 400, 'ERR_BAD_REQUEST'],
    ['an id of another type', words('x', { parentMessageId: true }), 400, 'ERR_BAD_REQUEST'],
  ];
  for (const [what, body, status, code] of refusals) {
    test(`send message — parentMessageId, ${what} — ${status} ${code}, nothing stored`, async () => {
      const client = fresh();
      const before = await client.state();
      expectError(await send(client, body), status, code);
      assert.deepEqual(await client.state(), before);
    });
  }

  test('send message — parentMessageId naming a reply — 400 ERR_MESSAGE_THREAD_NESTING', async () => {
    const client = fresh();
    const first = ok(await send(client, words('x', { parentMessageId: '3' })));
    expectError(
      await send(client, words('y', { parentMessageId: first.id })),
      400,
      'ERR_MESSAGE_THREAD_NESTING',
    );
  });

  test('send message — parentMessageId naming a call — 400 ERR_WRONG_MESSAGE_THREAD_CATEGORY', async () => {
    const res = await send(fresh(), words('x', { parentMessageId: '14' }), S2);
    expectError(res, 400, 'ERR_WRONG_MESSAGE_THREAD_CATEGORY');
  });

  test('reply in a thread — a parentMessageId other than the path’s — 400 naming parentMessageId', async () => {
    const res = await fresh().post('/messages/3/thread', words('x', { parentMessageId: '5' }), S1);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['parentMessageId']);
  });

  test('bot message — parentMessageId is no field of a bot’s message — 400', async () => {
    const body = words('x', { parentMessageId: '4', receiver: 'cometchat-guid-1', receiverType: 'group' });
    expectError(await fresh().post('/bots/chatbot/messages', body), 400, 'ERR_BAD_REQUEST');
  });
});
