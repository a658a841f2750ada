/** POST and DELETE /messages/{id}/thread/subscription: a user follows a message's thread, or stops. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';
const S2 = 'superhero2';
const S3 = 'superhero3';
const PATH = (id: string) => `/messages/${id}/thread/subscription`;
const subscriptions = async (client: Client) =>
  (await client.state()).threadSubscriptions.map((s) => `${s.messageId} ${s.uid} ${s.subscribedAt}`);

describe('POST /messages/{id}/thread/subscription', () => {
  test('subscribe — a visible message — {success: true}, stored once, the first time kept', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.post(PATH('2'), undefined, S1)), { success: true });
    client.advanceClock(30);
    assert.deepEqual(ok(await client.post(PATH('2'), undefined, S1)), { success: true });
    ok(await client.post(PATH('2'), undefined, S2));
    // A participant of the group follows a group message.
    ok(await client.post(PATH('4'), undefined, S3));
    assert.deepEqual(await subscriptions(client), [
      `2 ${S1} ${NOW}`,
      `2 ${S2} ${NOW + 30}`,
      `4 ${S3} ${NOW + 30}`,
    ]);
  });

  test('subscribe — a thread reply — 400 ERR_MESSAGE_THREAD_NESTING', async () => {
    const client = fresh();
    const reply = ok(
      await client.post('/messages/2/thread', { category: 'message', data: { text: 'in' } }, S1),
    );
    const res = await client.post(PATH(reply.id), undefined, S2);
    expectError(res, 400, 'ERR_MESSAGE_THREAD_NESTING');
    assert.match(res.body.error.message, new RegExp(`message with id ${reply.id} is a thread reply`));
    assert.deepEqual(await subscriptions(client), []);
  });

  test('subscribe — no onBehalfOf, an unknown user, no message, an outsider, a hidden message — refused, nothing stored', async () => {
    const client = fresh();
    expectError(await client.post(PATH('2')), 400, 'ERR_BAD_REQUEST');
    expectError(await client.post(PATH('2'), undefined, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await client.post(PATH('99999'), undefined, S1), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.post(PATH('2'), undefined, S3), 403, 'ERR_MESSAGE_NO_ACCESS');
    // Message 7 is blocked by moderation: visible to its sender only.
    expectError(await client.post(PATH('7'), undefined, S1), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    assert.deepEqual(await subscriptions(client), []);
  });
});

describe('DELETE /messages/{id}/thread/subscription', () => {
  test('unsubscribe — a subscriber — {success: true}, gone; again — 200, nothing changes', async () => {
    const client = fresh();
    ok(await client.post(PATH('2'), undefined, S1));
    ok(await client.post(PATH('2'), undefined, S2));
    assert.deepEqual(ok(await client.del(PATH('2'), undefined, S1)), { success: true });
    assert.deepEqual(ok(await client.del(PATH('2'), undefined, S1)), { success: true });
    assert.deepEqual(await subscriptions(client), [`2 ${S2} ${NOW}`]);
  });

  test('unsubscribe — a subscriber the message is hidden from since — 200; anyone else meets the rules', async () => {
    const client = fresh();
    ok(await client.post(PATH('2'), undefined, S2));
    ok(await client.del('/users/superhero1/conversation', undefined, S2));
    expectError(await client.get('/messages/2', S2), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    ok(await client.del(PATH('2'), undefined, S2));
    expectError(await client.del(PATH('2'), undefined, S2), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.del(PATH('2'), undefined, S3), 403, 'ERR_MESSAGE_NO_ACCESS');
    expectError(await client.del(PATH('99999'), undefined, S1), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.del(PATH('2')), 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(await subscriptions(client), []);
  });
});

describe('thread subscriptions — erased with what they name', () => {
  test('a message deleted for good and a user erased take their subscriptions', async () => {
    const client = fresh();
    ok(await client.post(PATH('2'), undefined, S2));
    ok(await client.post(PATH('3'), undefined, S2));
    ok(await client.post(PATH('4'), undefined, S2));
    ok(await client.post(PATH('4'), undefined, S3));
    ok(await client.post(PATH('5'), undefined, S3));
    ok(await client.del('/messages/3', { permanent: true }));
    assert.deepEqual(await subscriptions(client), [
      `2 ${S2} ${NOW}`,
      `4 ${S2} ${NOW}`,
      `4 ${S3} ${NOW}`,
      `5 ${S3} ${NOW}`,
    ]);
    // superhero3 is erased: their subscriptions go, and those of others to superhero3's messages stay.
    ok(await client.del(`/users/${S3}`, { permanent: true }));
    assert.deepEqual(await subscriptions(client), [`2 ${S2} ${NOW}`, `4 ${S2} ${NOW}`]);
    // superhero2 is erased with the messages they sent (5 among them) and their one-to-one conversations.
    ok(await client.post(PATH('5'), undefined, S1));
    ok(await client.del(`/users/${S2}`, { permanent: true }));
    assert.deepEqual(await subscriptions(client), []);
  });
});
