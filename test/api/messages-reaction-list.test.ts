import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, assertDetails, botText, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const EMOJI = ['🍎', '🍌', '🍒', '🍇', '🍉', '🍋'];

/** A new group message carrying `count` reactions by superhero1, ids 7 onwards; returns its id. */
async function messageWith(client: Client, count: number): Promise<string> {
  const { id } = await botText(client, GUID, 'React to me');
  for (const emoji of EMOJI.slice(0, count)) {
    ok(await client.post(`/messages/${id}/reactions/${encodeURIComponent(emoji)}`, undefined, 'superhero1'));
  }
  return id;
}
const page = async (client: Client, path: string) => {
  const res = await client.get(path);
  return { ids: ok(res).map((r: { id: string }) => r.id), meta: res.body.meta };
};

describe('GET /messages/{id}/reactions', () => {
  test('list reactions — fixture message — records ascending with user and cursors', async () => {
    const res = await fresh().get('/messages/4/reactions');
    const data = ok(res);
    assert.deepEqual(
      data.map((r: { id: string; reaction: string; uid: string }) => [r.id, r.reaction, r.uid]),
      [
        ['3', '👍', 'superhero2'],
        ['4', ':thumbsup:', 'superhero3'],
        ['5', '🎉', 'superhero3'],
      ],
    );
    assert.deepEqual(
      [data[0].messageId, data[0].reactedAt, data[0].reactedBy.name],
      ['4', 1700300070, 'Captain America'],
    );
    assert.deepEqual(res.body.meta, {
      current: { limit: 100, count: 3 },
      next: { affix: 'append', id: '5' },
      previous: { affix: 'prepend', id: '3' },
    });
  });

  test('list reactions — with onBehalfOf — reactedBy carries the one-to-one conversation id', async () => {
    const [first] = ok(await fresh().get('/messages/4/reactions', 'superhero1'));
    assert.equal(first.reactedBy.conversationId, 'superhero1_user_superhero2');
  });

  test('list reactions — append cursor over 6 with limit 3 — two full pages, then an empty one', async () => {
    const client = fresh();
    const id = await messageWith(client, 6);
    const one = await page(client, `/messages/${id}/reactions?limit=3`);
    assert.deepEqual(one.ids, ['7', '8', '9']);
    const two = await page(client, `/messages/${id}/reactions?limit=3&affix=append&id=${one.meta.next.id}`);
    assert.deepEqual(two.ids, ['10', '11', '12']);
    assert.deepEqual(two.meta.next, { affix: 'append', id: '12' });
    const three = await page(client, `/messages/${id}/reactions?limit=3&affix=append&id=${two.meta.next.id}`);
    assert.deepEqual(three, { ids: [], meta: { current: { limit: 3, count: 0 } } });
  });

  test('list reactions — prepend cursor from the last page — the nearest earlier ones, ascending', async () => {
    const client = fresh();
    const id = await messageWith(client, 6);
    const back = await page(client, `/messages/${id}/reactions?limit=4&affix=prepend&id=12`);
    assert.deepEqual(back.ids, ['8', '9', '10', '11']);
    assert.deepEqual(back.meta.previous, { affix: 'prepend', id: '8' });
    const start = await page(client, `/messages/${id}/reactions?limit=4&affix=prepend&id=8`);
    assert.deepEqual(start.ids, ['7']);
    assert.deepEqual((await page(client, `/messages/${id}/reactions?affix=prepend&id=7`)).ids, []);
  });

  test('list reactions — cursor id between and beyond ids — reads from the nearest', async () => {
    const client = fresh();
    const id = await messageWith(client, 3);
    assert.deepEqual((await page(client, `/messages/${id}/reactions?id=0`)).ids, ['7', '8', '9']);
    assert.deepEqual((await page(client, `/messages/${id}/reactions?affix=prepend&id=99`)).ids, [
      '7',
      '8',
      '9',
    ]);
    assert.deepEqual((await page(client, `/messages/${id}/reactions?id=0008`)).ids, ['9']);
  });

  test('list reactions — no reactions — empty data, no next or previous', async () => {
    const client = fresh();
    const id = await messageWith(client, 0);
    assert.deepEqual(await page(client, `/messages/${id}/reactions`), {
      ids: [],
      meta: { current: { limit: 100, count: 0 } },
    });
  });

  test('list reactions — exactly one reaction — both cursors name it', async () => {
    const client = fresh();
    const id = await messageWith(client, 1);
    assert.deepEqual(await page(client, `/messages/${id}/reactions?limit=1`), {
      ids: ['7'],
      meta: {
        current: { limit: 1, count: 1 },
        next: { affix: 'append', id: '7' },
        previous: { affix: 'prepend', id: '7' },
      },
    });
  });

  for (const [query, field] of [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['affix=sideways', 'affix'],
    ['id=abc', 'id'],
  ] as const) {
    test(`list reactions — ${query} — 400 naming ${field}`, async () => {
      const res = await fresh().get(`/messages/4/reactions?${query}`);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    });
  }

  test('list reactions — limit 100, the maximum — accepted', async () => {
    assert.equal((await page(fresh(), '/messages/4/reactions?limit=100')).meta.current.limit, 100);
  });

  test('list reactions — unknown message — 404; onBehalfOf without access — 403', async () => {
    const client = fresh();
    expectError(await client.get('/messages/999/reactions'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.get('/messages/4/reactions', 'superhero4'), 403, 'ERR_MESSAGE_NO_ACCESS');
    expectError(await client.get('/messages/4/reactions', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('GET /messages/{id}/reactions/{reaction}', () => {
  test('list reactions by emoji — text code — only that reaction', async () => {
    const res = await fresh().get('/messages/4/reactions/:thumbsup:');
    assert.deepEqual(
      ok(res).map((r: { id: string }) => r.id),
      ['4'],
    );
    assert.deepEqual(res.body.meta.next, { affix: 'append', id: '4' });
  });

  test('list reactions by emoji — interleaved with others — pages skip the other reactions', async () => {
    const client = fresh();
    const { id } = await botText(client, GUID, 'Vote');
    for (const [uid, emoji] of [
      ['superhero1', '👍'],
      ['superhero2', '👎'],
      ['superhero2', '👍'],
      ['superhero3', '👎'],
      ['superhero3', '👍'],
    ]) {
      ok(await client.post(`/messages/${id}/reactions/${encodeURIComponent(emoji!)}`, undefined, uid));
    }
    const first = await page(client, `/messages/${id}/reactions/👍?limit=2`);
    assert.deepEqual(first.ids, ['7', '9']);
    const rest = await page(client, `/messages/${id}/reactions/👍?limit=2&id=${first.meta.next.id}`);
    assert.deepEqual(rest.ids, ['11']);
    assert.deepEqual((await page(client, `/messages/${id}/reactions/👍?affix=prepend&id=11`)).ids, [
      '7',
      '9',
    ]);
  });

  test('list reactions by emoji — reaction nobody used — empty page', async () => {
    assert.deepEqual((await page(fresh(), '/messages/4/reactions/🦄')).ids, []);
  });

  test('list reactions by emoji — reaction over 50 characters — 400 naming reaction', async () => {
    const res = await fresh().get(`/messages/4/reactions/${'x'.repeat(51)}`);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['reaction']);
  });
});
