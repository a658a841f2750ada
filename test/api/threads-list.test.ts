/** GET /messages/{id}/thread: the replies of one message, by the message lists' cursor and visibility. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';
const S2 = 'superhero2';
const words = (text: string) => ({ category: 'message', data: { text } });
const reply = async (client: Client, parent: string, text: string, as = S1) =>
  ok(await client.post(`/messages/${parent}/thread`, words(text), as));
const ids = (list: { id: string }[]) => list.map((m) => m.id);

async function threeReplies(client: Client): Promise<string[]> {
  const out: string[] = [];
  for (const [text, as] of [
    ['a', S1],
    ['b', S2],
    ['c', S1],
  ] as const) {
    out.push((await reply(client, '3', text, as)).id);
  }
  return out;
}

describe('GET /messages/{id}/thread', () => {
  test('list thread — replies of the parent only, oldest first, with meta', async () => {
    const client = fresh();
    const replies = await threeReplies(client);
    ok(await client.post('/messages/5/thread', words('elsewhere'), S1));
    const res = await client.get('/messages/3/thread', S1);
    const list = ok(res);
    assert.deepEqual(ids(list), replies);
    assert.ok(list.every((m: { parentId: string }) => m.parentId === '3'));
    assert.deepEqual(res.body.meta.current, { limit: 100, count: 3 });
  });

  test('list thread — limit and the cursor read on', async () => {
    const client = fresh();
    const replies = await threeReplies(client);
    const res = await client.get('/messages/3/thread?limit=2', S1);
    assert.deepEqual(ids(ok(res)), replies.slice(1));
    const previous = res.body.meta.previous;
    const older = ok(await client.get(`/messages/3/thread?limit=2&affix=prepend&id=${previous.id}`, S1));
    assert.deepEqual(ids(older), replies.slice(0, 1));
  });

  test('list thread — a parent without replies — 200, empty', async () => {
    assert.deepEqual(ok(await fresh().get('/messages/2/thread', S1)), []);
  });

  test('list thread — without onBehalfOf — every reply but blocked ones', async () => {
    const client = fresh();
    const replies = await threeReplies(client);
    await reply(client, '3', 'buy spam now');
    assert.deepEqual(ids(ok(await client.get('/messages/3/thread'))), replies);
  });

  test('list thread — a blocked reply is listed for its sender only', async () => {
    const client = fresh();
    const blocked = (await reply(client, '3', 'buy spam now')).id;
    assert.deepEqual(ids(ok(await client.get('/messages/3/thread', S1))), [blocked]);
    assert.deepEqual(ids(ok(await client.get('/messages/3/thread', S2))), []);
  });

  test('list thread — an unknown parent — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await fresh().get('/messages/999/thread'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('list thread — a parent the user may not see — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(await fresh().get('/messages/12/thread', S1), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('list thread — an unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/messages/3/thread', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('list thread — an unsupported filter — 501', async () => {
    expectError(await fresh().get('/messages/3/thread?count=true', S1), 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX');
  });

  test('list thread — the replies of an erased parent keep parentId — the state stays valid', async () => {
    const client = fresh();
    const replies = await threeReplies(client);
    ok(await client.del('/messages/3', { permanent: true }, S2));
    const state = await client.state();
    assert.deepEqual(
      state.messages.filter((m) => m.parentId === '3').map((m) => m.id),
      replies,
    );
  });
});
