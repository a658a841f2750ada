import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
/** Message 2 is superhero1's "Hi," to superhero2, with :thumbsup: by superhero2 and 😅 by superhero1. */
const react = (client: Client, reaction: string, uid: string, id = '2') =>
  client.post(`/messages/${id}/reactions/${encodeURIComponent(reaction)}`, undefined, uid);
const unreact = (client: Client, reaction: string, uid: string, id = '2') =>
  client.del(`/messages/${id}/reactions/${encodeURIComponent(reaction)}`, undefined, uid);

describe('POST /messages/{id}/reactions/{reaction}', () => {
  test('add reaction — percent-encoded emoji — decoded, appended to the aggregate for the actor', async () => {
    const client = fresh();
    const res = await client.post('/messages/2/reactions/%F0%9F%94%A5', undefined, 'superhero1');
    const message = ok(res);
    assert.deepEqual([message.id, message.data.text], ['2', 'Hi,']);
    assert.deepEqual(message.data.reactions, [
      { reaction: ':thumbsup:', count: 1 },
      { reaction: '😅', count: 1, reactedByMe: true },
      { reaction: '🔥', count: 1, reactedByMe: true },
    ]);
  });

  test('add reaction — text code :thumbsup: by a second user — one entry counting both', async () => {
    const message = ok(await react(fresh(), ':thumbsup:', 'superhero1'));
    assert.deepEqual(message.data.reactions[0], { reaction: ':thumbsup:', count: 2, reactedByMe: true });
  });

  test('add reaction — same user twice — counted once, one record', async () => {
    const client = fresh();
    ok(await react(client, ':thumbsup:', 'superhero2'));
    const message = ok(await react(client, ':thumbsup:', 'superhero2'));
    assert.deepEqual(message.data.reactions[0], { reaction: ':thumbsup:', count: 1, reactedByMe: true });
    assert.equal(ok(await client.get('/messages/2/reactions/:thumbsup:')).length, 1);
  });

  test('add reaction — same message, two viewers — reactedByMe only on each viewer’s own', async () => {
    const client = fresh();
    const bySender = ok(await react(client, '😅', 'superhero2')).data.reactions;
    assert.deepEqual(bySender, [
      { reaction: ':thumbsup:', count: 1, reactedByMe: true },
      { reaction: '😅', count: 2, reactedByMe: true },
    ]);
    const byOther = ok(await react(client, ':thumbsup:', 'superhero1')).data.reactions;
    assert.deepEqual(byOther, [
      { reaction: ':thumbsup:', count: 2, reactedByMe: true },
      { reaction: '😅', count: 2, reactedByMe: true },
    ]);
  });

  test('add reaction — record — reactedAt from the app clock', async () => {
    const client = fresh();
    ok(await react(client, '🚀', 'superhero1'));
    const [record] = ok(await client.get('/messages/2/reactions/🚀'));
    assert.deepEqual([record.id, record.uid, record.reactedAt], ['7', 'superhero1', NOW]);
  });

  test('add reaction — 50 emoji — accepted; 51 characters — 400 naming reaction', async () => {
    const client = fresh();
    ok(await react(client, '🎉'.repeat(50), 'superhero1'));
    const res = await react(client, 'x'.repeat(51), 'superhero1');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['reaction']);
  });

  test('add reaction — a one-to-one message of others — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(await react(fresh(), '👍', 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('add reaction — group message, user outside the group — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(await react(fresh(), '👍', 'superhero4', '4'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('add reaction — unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await react(fresh(), '👍', 'superhero1', '999'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('add reaction — onBehalfOf missing — 400 naming onBehalfOf, nothing added', async () => {
    const client = fresh();
    const res = await client.post('/messages/2/reactions/👍');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
    assert.equal(ok(await client.get('/messages/2/reactions')).length, 2);
  });

  test('add reaction — onBehalfOf unknown — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await react(fresh(), '👍', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('DELETE /messages/{id}/reactions/{reaction}', () => {
  test('remove reaction — the only one of its kind — gone from the aggregate', async () => {
    const message = ok(await unreact(fresh(), '😅', 'superhero1'));
    assert.deepEqual(message.data.reactions, [{ reaction: ':thumbsup:', count: 1 }]);
  });

  test('remove reaction — shared with another user — count drops, the other keeps theirs', async () => {
    const client = fresh();
    ok(await react(client, '😅', 'superhero2'));
    const message = ok(await unreact(client, '😅', 'superhero1'));
    assert.deepEqual(message.data.reactions[1], { reaction: '😅', count: 1 });
    const [left] = ok(await client.get('/messages/2/reactions/😅'));
    assert.equal(left.uid, 'superhero2');
  });

  test('remove reaction — one the user does not have — 200, nothing changes', async () => {
    const client = fresh();
    const message = ok(await unreact(client, ':thumbsup:', 'superhero1'));
    assert.deepEqual(message.data.reactions, [
      { reaction: ':thumbsup:', count: 1 },
      { reaction: '😅', count: 1, reactedByMe: true },
    ]);
  });

  test('remove reaction — the last reaction of a message — no reactions key left', async () => {
    const message = ok(await unreact(fresh(), '☕', 'superhero1', '5'));
    assert.equal('reactions' in message.data, false);
  });

  test('remove reaction — then added again — a new record with a new id', async () => {
    const client = fresh();
    ok(await unreact(client, '😅', 'superhero1'));
    ok(await react(client, '😅', 'superhero1'));
    const ids = ok(await client.get('/messages/2/reactions')).map((r: { id: string }) => r.id);
    assert.deepEqual(ids, ['1', '7']);
  });

  test('remove reaction — onBehalfOf missing — 400 naming onBehalfOf', async () => {
    const res = await fresh().del('/messages/2/reactions/😅');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('remove reaction — no access or no message — 403 and 404', async () => {
    const client = fresh();
    expectError(await unreact(client, '😅', 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
    expectError(await unreact(client, '😅', 'superhero1', '999'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });
});
