import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, GUID, assertDetails, botText, expectError, ok, sandbox, newMessageId } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const send = (client: Client, body: object) =>
  client.post(`/bots/${BOT}/messages`, { category: 'message', data: { text: 'To all' }, ...body });
/** A message as `uid` sees it, through the reaction it adds. */
const seenBy = async (client: Client, id: string, uid: string) =>
  ok(await client.post(`/messages/${id}/reactions/👀`, undefined, uid));

describe('POST /bots/{uid}/messages — multipleReceivers', () => {
  test('multiple receivers — two users and a group — one copy each, reachable by id', async () => {
    const client = fresh();
    const body = {
      muid: 'broadcast-1',
      multipleReceivers: { uids: ['superhero1', 'superhero2'], guids: [GUID] },
    };
    const first = ok(await send(client, body));
    assert.deepEqual([first.id, first.receiver], [newMessageId(), 'superhero1']);
    const copies = [
      await seenBy(client, newMessageId(), 'superhero1'),
      await seenBy(client, newMessageId(1), 'superhero2'),
      await seenBy(client, newMessageId(2), 'superhero3'),
    ];
    assert.deepEqual(
      copies.map((m) => [m.receiverType, m.receiver, m.conversationId, m.muid, m.data.text]),
      [
        ['user', 'superhero1', 'chatbot_user_superhero1', 'broadcast-1', 'To all'],
        ['user', 'superhero2', 'chatbot_user_superhero2', 'broadcast-1', 'To all'],
        ['group', GUID, `group_${GUID}`, 'broadcast-1', 'To all'],
      ],
    );
  });

  test('multiple receivers — a copy for another user — 403 ERR_MESSAGE_NO_ACCESS to the others', async () => {
    const client = fresh();
    ok(await send(client, { multipleReceivers: { uids: ['superhero1', 'superhero2'] } }));
    const res = await client.post(`/messages/${newMessageId(1)}/reactions/👀`, undefined, 'superhero1');
    expectError(res, 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('multiple receivers — with receiver — the answer is the receiver’s copy', async () => {
    const client = fresh();
    const body = {
      receiver: 'superhero3',
      receiverType: 'user',
      multipleReceivers: { uids: ['superhero1'] },
    };
    const answer = ok(await send(client, body));
    assert.deepEqual([answer.id, answer.receiver], [newMessageId(), 'superhero3']);
    assert.equal((await seenBy(client, newMessageId(1), 'superhero1')).receiver, 'superhero1');
  });

  test('multiple receivers — a receiver named twice — one copy for it', async () => {
    const client = fresh();
    const body = {
      receiver: 'superhero1',
      receiverType: 'user',
      multipleReceivers: {
        uids: ['superhero1', 'superhero2', 'superhero2'],
        guids: [GUID, GUID.toUpperCase()],
      },
    };
    ok(await send(client, body));
    assert.equal((await seenBy(client, newMessageId(2), 'superhero3')).receiverType, 'group');
    assert.equal((await botText(client, 'superhero1', 'next')).id, newMessageId(3), 'three copies only');
  });

  for (const [label, multipleReceivers, status, code] of [
    ['a user who blocked the bot', { uids: ['superhero1', 'superhero4'] }, 403, 'ERR_BLOCKED_RECEIVER'],
    ['an unknown user', { uids: ['superhero1', 'nobody'] }, 404, 'ERR_UID_NOT_FOUND'],
    ['a group the bot is not in', { uids: ['superhero1'], guids: ['x-men'] }, 403, 'ERR_NOT_A_MEMBER'],
    ['an unknown group', { guids: [GUID, 'no-such-group'] }, 404, 'ERR_GUID_NOT_FOUND'],
  ] as const) {
    test(`multiple receivers — one is ${label} — ${status} ${code}, no copy stored`, async () => {
      const client = fresh();
      expectError(await send(client, { multipleReceivers }), status, code);
      assert.equal((await botText(client, 'superhero1', 'next')).id, newMessageId());
    });
  }

  test('multiple receivers — empty lists — 400 naming each list', async () => {
    const res = await send(fresh(), { multipleReceivers: { uids: [], guids: [] } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['multipleReceivers.guids', 'multipleReceivers.uids']);
  });

  test('multiple receivers — no list and no receiver — 400 naming multipleReceivers', async () => {
    const res = await send(fresh(), { multipleReceivers: {} });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['multipleReceivers']);
  });

  test('multiple receivers — unknown key inside — 400 naming it', async () => {
    const res = await send(fresh(), { multipleReceivers: { uids: ['superhero1'], channels: ['c'] } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['multipleReceivers.channels']);
  });
});
