/** POST /messages/{id}/thread: a reply in a message's thread, its checks and how the parent shows it. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asDomainEvents, type DomainEvent } from '../../src/domain/events.ts';
import { makeApp } from '../helpers/api.ts';
import { GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';
const S2 = 'superhero2';
const words = (text: string, more: object = {}) => ({ category: 'message', data: { text }, ...more });
const reply = (client: Client, parent: string, body: object, as = S1) =>
  client.post(`/messages/${parent}/thread`, body, as);

describe('POST /messages/{id}/thread — the reply', () => {
  test('reply to a one-to-one message — 200, a message of that conversation to the other party with parentId', async () => {
    const client = fresh();
    const message = ok(await reply(client, '3', words('I will be there.', { muid: 'r-1', tags: ['t'] })));
    assert.equal(message.parentId, '3');
    assert.equal(message.conversationId, 'superhero1_user_superhero2');
    assert.deepEqual([message.sender, message.receiverType, message.receiver], [S1, 'user', S2]);
    assert.deepEqual([message.muid, message.tags, message.sentAt], ['r-1', ['t'], NOW]);
    const stored = (await client.state()).messages.find((m) => m.id === message.id);
    assert.equal(stored?.parentId, '3', 'the parent is durable');
  });

  test('reply to a group message — 200, to the group', async () => {
    const message = ok(await reply(fresh(), '5', words('Me.')));
    assert.deepEqual([message.receiverType, message.receiver, message.parentId], ['group', GUID, '5']);
  });

  test('reply naming the parent’s conversation — 200 (a group’s guid in any case)', async () => {
    const client = fresh();
    ok(await reply(client, '3', words('x', { receiver: S2, receiverType: 'user' })));
    ok(await reply(client, '5', words('x', { receiver: GUID.toUpperCase(), receiverType: 'group' })));
  });

  test('reply — the parent shows replyCount and the reply’s time as updatedAt, wherever read', async () => {
    const client = fresh();
    client.advanceClock(60);
    const first = ok(await reply(client, '3', words('one')));
    ok(await reply(client, '3', words('two'), S2));
    const parent = ok(await client.get('/messages/3', S1));
    assert.equal(parent.replyCount, 2);
    assert.equal(parent.updatedAt, first.sentAt);
    const listed = ok(await client.get('/users/superhero2/messages?limit=5', S1));
    assert.equal(listed.find((m: { id: string }) => m.id === '3').replyCount, 2);
  });

  test('reply — a message without replies carries no replyCount', async () => {
    assert.equal(ok(await fresh().get('/messages/2', S1)).replyCount, undefined);
  });

  test('reply — listed in the main lists with parentId, left out with hideReplies=true', async () => {
    const client = fresh();
    const message = ok(await reply(client, '3', words('in thread')));
    const all = ok(await client.get('/users/superhero2/messages', S1));
    assert.equal(all.at(-1).id, message.id);
    assert.equal(all.at(-1).parentId, '3');
    const main = ok(await client.get('/users/superhero2/messages?hideReplies=true', S1));
    assert.ok(main.every((m: { parentId?: string }) => m.parentId === undefined));
    assert.equal(main.length, all.length - 1);
  });

  test('reply — a reply blocked by moderation counts only for its sender', async () => {
    const client = fresh();
    ok(await reply(client, '3', words('buy spam now')));
    assert.equal(ok(await client.get('/messages/3', S1)).replyCount, 1);
    assert.equal(ok(await client.get('/messages/3', S2)).replyCount, undefined);
  });

  test('reply — fires one messageSent, the reply with parentId', async () => {
    const app = makeApp();
    const heard: DomainEvent[] = [];
    app.store.subscribe((_key, events) => heard.push(...asDomainEvents(events)));
    const res = await app.post('/messages/3/thread', words('x'), S1);
    assert.equal(res.status, 200);
    const sent = heard.filter((e) => e.type === 'messageSent');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.type === 'messageSent' && sent[0].message.parentId, '3');
  });
});

describe('POST /messages/{id}/thread — refused, nothing stored', () => {
  const refusals: [string, string, object, string, number, string][] = [
    ['an unknown parent', '999', words('x'), S1, 404, 'ERR_MESSAGE_ID_NOT_FOUND'],
    ['a parent of others’ conversation', '12', words('x'), S1, 403, 'ERR_MESSAGE_NO_ACCESS'],
    ['a call message', '14', words('x'), S2, 400, 'ERR_WRONG_MESSAGE_THREAD_CATEGORY'],
    ['an unknown sender', '3', words('x'), 'nobody', 404, 'ERR_UID_NOT_FOUND'],
    ['an empty text', '3', words(' '), S1, 400, 'ERR_EMPTY_MESSAGE_TEXT'],
    [
      'a receiver of another conversation',
      '3',
      words('x', { receiver: 'superhero3', receiverType: 'user' }),
      S1,
      400,
      'ERR_WRONG_MESSAGE_THREAD',
    ],
    [
      'a receiverType of the other kind',
      '3',
      words('x', { receiver: S2, receiverType: 'group' }),
      S1,
      400,
      'ERR_WRONG_MESSAGE_THREAD',
    ],
    [
      'a receiver without receiverType',
      '3',
      words('x', { receiver: S2 }),
      S1,
      400,
      'ERR_WRONG_MESSAGE_THREAD',
    ],
  ];
  for (const [what, parent, body, as, status, code] of refusals) {
    test(`reply — ${what} — ${status} ${code}`, async () => {
      const client = fresh();
      const before = await client.state();
      expectError(await reply(client, parent, body, as), status, code);
      assert.deepEqual(await client.state(), before);
    });
  }

  test('reply — multipleReceivers — 400 naming multipleReceivers', async () => {
    const res = await reply(fresh(), '3', words('x', { multipleReceivers: { uids: [S2] } }));
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['multipleReceivers']);
  });

  test('reply — without onBehalfOf — 400 naming onBehalfOf', async () => {
    const res = await fresh().post('/messages/3/thread', words('x'));
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('reply to a reply — 400 ERR_MESSAGE_THREAD_NESTING', async () => {
    const client = fresh();
    const first = ok(await reply(client, '3', words('x')));
    expectError(await reply(client, first.id, words('y')), 400, 'ERR_MESSAGE_THREAD_NESTING');
  });

  test('reply to an action message — 400 ERR_WRONG_MESSAGE_THREAD_CATEGORY', async () => {
    const client = fresh();
    const action = ok(await client.put('/messages/2', { data: { text: 'Hi, Cap!' } }, S1));
    expectError(await reply(client, action.id, words('y')), 400, 'ERR_WRONG_MESSAGE_THREAD_CATEGORY');
  });

  test('reply to a deleted message — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    ok(await client.del('/messages/2', undefined, S1));
    expectError(await reply(client, '2', words('y')), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('reply to a group message — by a user no longer a member — 403', async () => {
    const res = await reply(fresh(), '5', words('x'), 'superhero5');
    assert.equal(res.status, 403);
  });

  test('reply — to a user who blocked the sender — 403 ERR_BLOCKED_RECEIVER', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/blockedusers', { blockedUids: [S1] }));
    expectError(await reply(client, '3', words('x')), 403, 'ERR_BLOCKED_RECEIVER');
  });
});

describe('POST /messages/{id}/thread — the conversation', () => {
  test('reply — counts as unread for the receiver and is the conversation’s lastMessage', async () => {
    const client = fresh();
    const before = ok(await client.get('/users/superhero1/conversation', S2));
    const message = ok(await reply(client, '3', words('in thread')));
    const after = ok(await client.get('/users/superhero1/conversation', S2));
    assert.equal(Number(after.unreadMessageCount), Number(before.unreadMessageCount ?? 0) + 1);
    assert.equal(after.lastMessage.id, message.id);
    assert.equal(after.lastMessage.parentId, '3');
  });
});
