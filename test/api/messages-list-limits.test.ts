import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, botText, ok, sandbox, newMessageId } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();

/** A new group message with `count` text reactions by superhero1 (ids 7 onwards); returns its id. */
async function reactedMessage(client: Client, count: number): Promise<string> {
  const { id } = await botText(client, GUID, 'Popular');
  for (let i = 0; i < count; i += 1) {
    ok(await client.post(`/messages/${id}/reactions/r${i}`, undefined, 'superhero1'));
  }
  return id;
}

describe('Default page sizes of the cursor lists', () => {
  test('list reactions — 101 reactions, no limit — 100, then the last one after next', async () => {
    const client = fresh();
    const id = await reactedMessage(client, 101);
    const first = await client.get(`/messages/${id}/reactions`);
    assert.equal(ok(first).length, 100);
    assert.deepEqual(first.body.meta.current, { limit: 100, count: 100 });
    const rest = ok(await client.get(`/messages/${id}/reactions?id=${first.body.meta.next.id}`));
    assert.deepEqual(
      rest.map((r: { reaction: string }) => r.reaction),
      ['r100'],
    );
  });

  test('list reactions — exactly 100 reactions — one full page, then an empty one', async () => {
    const client = fresh();
    const id = await reactedMessage(client, 100);
    const first = await client.get(`/messages/${id}/reactions`);
    assert.equal(ok(first).length, 100);
    const after = await client.get(`/messages/${id}/reactions?affix=append&id=${first.body.meta.next.id}`);
    assert.deepEqual(ok(after), []);
    assert.deepEqual(after.body.meta, { current: { limit: 100, count: 0 } });
  });

  test('list blocked messages — 51 records, no limit — the 50 newest', async () => {
    const client = fresh();
    for (let i = 0; i < 50; i += 1) await botText(client, 'superhero1', `spam ${i}`);
    const res = await client.get('/moderation/blocked-messages');
    const ids = ok(res).map((r: { message: { id: string } }) => r.message.id);
    assert.equal(ids.length, 50);
    assert.deepEqual([ids[0], ids[49]], [newMessageId(49), newMessageId()]);
    assert.deepEqual(res.body.meta, { current: { limit: 50, count: 50 } });
    assert.equal(ok(await client.get('/moderation/blocked-messages?limit=100')).length, 51);
  });
});
