/**
 * POST and DELETE /messages/{id}/pin: a pin belongs to the message's conversation, so every reader sees
 * it. In these apps the conversation of superhero4 and superhero5 already holds 100 pinned messages
 * (ids 17 to 116), the limit; the other conversations are as the fixtures ship them.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, expectError, ok, sandboxWithSeed, type Client } from './api-client.ts';
import type { MessageRecord } from '../../src/store/state.ts';

const S1 = 'superhero1';
const S2 = 'superhero2';
const FULL = 'superhero4_user_superhero5';
const PINNED_AT = NOW - 1000;

const seeded: MessageRecord[] = Array.from({ length: 100 }, (_, i) => ({
  id: String(17 + i),
  conversationId: FULL,
  sender: 'superhero4',
  receiverType: 'user',
  receiver: 'superhero5',
  category: 'message',
  type: 'text',
  data: { text: `note ${i}` },
  sentAt: PINNED_AT,
  updatedAt: PINNED_AT,
  pin: { by: i % 2 === 0 ? 'superhero4' : 'app_system', at: PINNED_AT },
}));

const { fresh } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  messages: [...fixtures.messages, ...seeded],
  counters: { ...fixtures.counters, messageId: 116 },
}));

const pinOf = (message: { pinnedBy?: string; pinnedAt?: number }) => ({
  pinnedBy: message.pinnedBy,
  pinnedAt: message.pinnedAt,
});
const NONE = { pinnedBy: undefined, pinnedAt: undefined };
const listed = async (client: Client, path: string, as: string | undefined, id: string) =>
  (ok(await client.get(path, as)) as { id: string; pinnedBy?: string; pinnedAt?: number }[]).find(
    (m) => m.id === id,
  )!;

describe('POST /messages/{id}/pin', () => {
  test('pin — as a user — every reader of the conversation sees who pinned it and when', async () => {
    const client = fresh();
    const pinned = ok(await client.post('/messages/2/pin', undefined, S1));
    assert.equal(pinned.id, '2');
    assert.deepEqual(pinOf(pinned), { pinnedBy: S1, pinnedAt: NOW });
    const expected = { pinnedBy: S1, pinnedAt: NOW };
    assert.deepEqual(pinOf(ok(await client.get('/messages/2', S2))), expected);
    assert.deepEqual(pinOf(ok(await client.get('/messages/2'))), expected);
    assert.deepEqual(pinOf(await listed(client, `/users/${S1}/messages`, S2, '2')), expected);
    assert.deepEqual(
      pinOf(await listed(client, '/messages?conversationId=superhero1_user_superhero2', undefined, '2')),
      expected,
    );
    assert.deepEqual(pinOf(ok(await client.get('/messages/3', S2))), NONE, 'only message 2 is pinned');
    const stored = (await client.state()).messages.find((m) => m.id === '2');
    assert.deepEqual(stored?.pin, { by: S1, at: NOW });
  });

  test('pin — again, by another user later — keeps the first pin', async () => {
    const client = fresh();
    ok(await client.post('/messages/2/pin', undefined, S1));
    client.advanceClock(60);
    const again = ok(await client.post('/messages/2/pin', undefined, S2));
    assert.deepEqual(pinOf(again), { pinnedBy: S1, pinnedAt: NOW });
    assert.deepEqual(pinOf(ok(await client.post('/messages/2/pin'))), { pinnedBy: S1, pinnedAt: NOW });
  });

  test('pin — without onBehalfOf — the app pins, as app_system; the message keeps its updatedAt', async () => {
    const client = fresh();
    const before = ok(await client.get('/messages/9'));
    client.advanceClock(5);
    const pinned = ok(await client.post('/messages/9/pin'));
    assert.deepEqual(pinOf(pinned), { pinnedBy: 'app_system', pinnedAt: NOW + 5 });
    assert.equal(pinned.updatedAt, before.updatedAt);
    assert.deepEqual(pinOf(await listed(client, '/groups/avengers-hq/messages', S1, '9')), pinOf(pinned));
  });

  test('pin — a participant of the group may pin; a user who is no member may not — 403', async () => {
    const client = fresh();
    assert.equal(ok(await client.post('/messages/4/pin', undefined, 'superhero3')).pinnedBy, 'superhero3');
    expectError(await client.post('/messages/9/pin', undefined, 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
    expectError(await client.post('/messages/2/pin', undefined, 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
    assert.deepEqual(pinOf(ok(await client.get('/messages/9'))), NONE);
  });

  test('pin — no such message, a deleted one, one hidden from the user — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    const res = await client.post('/messages/99999/pin', undefined, S1);
    expectError(res, 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.post('/messages/99999/pin'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.post('/messages/1/pin'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    // Message 7 is blocked by moderation: listed to its sender only.
    expectError(await client.post('/messages/7/pin', undefined, S1), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    assert.equal((await client.state()).messages.filter((m) => m.pin).length, 100);
  });

  test('pin — the 101st of a conversation — 400 ERR_PINNED_MESSAGES_LIMIT_EXCEEDED; other conversations are free', async () => {
    const client = fresh();
    const first = ok(
      await client.post(
        '/messages',
        { receiver: 'superhero5', receiverType: 'user', category: 'message', data: { text: 'one more' } },
        'superhero4',
      ),
    );
    const res = await client.post(`/messages/${first.id}/pin`, undefined, 'superhero4');
    expectError(res, 400, 'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED');
    assert.equal(
      res.body.error.message,
      `The number of pinned messages for the conversation with id ${FULL} exceeds the allowed limit of 100.`,
    );
    expectError(await client.post(`/messages/${first.id}/pin`), 400, 'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED');
    // A message already pinned is pinned again at the limit, as it takes no new place.
    assert.equal(ok(await client.post('/messages/17/pin', undefined, 'superhero5')).pinnedBy, 'superhero4');
    ok(await client.post('/messages/2/pin', undefined, S1));
  });

  test('pin — a place is freed by an unpin and by a permanent delete, not by a soft one', async () => {
    const client = fresh();
    const sent = ok(
      await client.post(
        '/messages',
        { receiver: 'superhero5', receiverType: 'user', category: 'message', data: { text: 'one more' } },
        'superhero4',
      ),
    );
    const pin = () => client.post(`/messages/${sent.id}/pin`, undefined, 'superhero4');
    ok(await client.del('/messages/17', undefined, 'superhero4'));
    expectError(await pin(), 400, 'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED');
    ok(await client.del('/messages/18/pin', undefined, 'superhero5'));
    assert.equal(ok(await pin()).pinnedBy, 'superhero4');
    expectError(await client.post('/messages/18/pin'), 400, 'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED');
    ok(await client.del('/messages/19', { permanent: true }));
    assert.equal(ok(await client.post('/messages/18/pin')).pinnedBy, 'app_system');
  });
});

describe('DELETE /messages/{id}/pin', () => {
  test('unpin — by anyone who may pin — the message without pinnedBy and pinnedAt, for every reader', async () => {
    const client = fresh();
    ok(await client.post('/messages/2/pin', undefined, S1));
    const unpinned = ok(await client.del('/messages/2/pin', undefined, S2));
    assert.equal(unpinned.id, '2');
    assert.deepEqual(pinOf(unpinned), NONE);
    assert.ok(!('pinnedBy' in unpinned) && !('pinnedAt' in unpinned));
    assert.deepEqual(pinOf(ok(await client.get('/messages/2', S1))), NONE);
    assert.equal((await client.state()).messages.find((m) => m.id === '2')?.pin, undefined);
  });

  test('unpin — a message not pinned, and again — 200, nothing changes', async () => {
    const client = fresh();
    assert.deepEqual(pinOf(ok(await client.del('/messages/3/pin', undefined, S1))), NONE);
    ok(await client.post('/messages/3/pin'));
    ok(await client.del('/messages/3/pin'));
    assert.deepEqual(pinOf(ok(await client.del('/messages/3/pin'))), NONE);
  });

  test('unpin — a pinned message deleted since — 200, its place freed', async () => {
    const client = fresh();
    ok(await client.del('/messages/20', undefined, 'superhero4'));
    const unpinned = ok(await client.del('/messages/20/pin', undefined, 'superhero5'));
    assert.equal(unpinned.deletedBy, 'superhero4');
    assert.deepEqual(pinOf(unpinned), NONE);
  });

  test('unpin — no such message, or one the user cannot see — 404 / 403', async () => {
    const client = fresh();
    expectError(await client.del('/messages/99999/pin', undefined, S1), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.del('/messages/99999/pin'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.del('/messages/17/pin', undefined, S1), 403, 'ERR_MESSAGE_NO_ACCESS');
    assert.equal(ok(await client.get('/messages/17')).pinnedBy, 'superhero4');
  });
});
