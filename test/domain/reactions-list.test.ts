import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listReactions } from '../../src/domain/reactions.ts';
import type { ReactionQuery } from '../../src/domain/reactions.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { NOW, expectError, makeContext, snapshotOf } from './message-fixture.ts';

const EMOJIS = ['👍', '🎉', '😅'];

/** `count` reactions on message 2 with ids 1..count, cycling through three emojis and two users. */
function withReactions(count: number): DomainContext {
  return makeContext((s) => {
    for (let i = 1; i <= count; i += 1) {
      s.reactions.push({
        id: String(i),
        messageId: '2',
        reaction: EMOJIS[i % 3] as string,
        uid: i % 2 === 0 ? 'alice' : 'bob',
        reactedAt: NOW + i,
      });
    }
    s.counters.reactionId = count;
  });
}

const ids = (ctx: DomainContext, query: ReactionQuery, viewer?: string): string[] =>
  listReactions(ctx, '2', query, viewer).data.map((r) => r.id);

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('listReactions — records and meta', () => {
  test('list reactions — no reactions — empty data, meta without cursors', () => {
    const page = listReactions(withReactions(0), '2', {});
    assert.deepEqual(page, { data: [], meta: { current: { limit: 100, count: 0 } } });
  });

  test('list reactions — one reaction — the record with reactedBy, next and previous on it', () => {
    const page = listReactions(withReactions(1), '2', {});
    assert.deepEqual(page.data, [
      {
        id: '1',
        messageId: '2',
        reaction: '🎉',
        uid: 'bob',
        reactedAt: NOW + 1,
        reactedBy: { uid: 'bob', name: 'Bob', status: 'offline', role: 'default', createdAt: NOW - 1000 },
      },
    ]);
    assert.deepEqual(page.meta, {
      current: { limit: 100, count: 1 },
      next: { affix: 'append', id: '1' },
      previous: { affix: 'prepend', id: '1' },
    });
  });

  test('list reactions — with a viewer — reactedBy carries the conversation with the viewer', () => {
    const page = listReactions(withReactions(1), '2', {}, 'alice');
    assert.equal(page.data[0]?.reactedBy.conversationId, 'alice_user_bob');
  });

  test('list reactions — numeric string limit — read as a number', () => {
    assert.deepEqual(ids(withReactions(5), { limit: '2' }), ['1', '2']);
  });

  test('list reactions — listing — changes nothing', () => {
    const ctx = withReactions(3);
    const before = snapshotOf(ctx);
    listReactions(ctx, '2', { limit: 2 }, 'bob');
    assert.equal(snapshotOf(ctx), before);
  });
});

describe('listReactions — cursor', () => {
  test('list reactions — 250 reactions paged forward — 100, 100, 50, then empty', () => {
    const ctx = withReactions(250);
    const first = listReactions(ctx, '2', {});
    assert.deepEqual(
      first.data.map((r) => r.id),
      range(1, 100),
    );
    assert.deepEqual(first.meta.next, { affix: 'append', id: '100' });
    assert.deepEqual(ids(ctx, { affix: 'append', id: '100' }), range(101, 200));
    const last = listReactions(ctx, '2', { affix: 'append', id: '200' });
    assert.deepEqual(
      last.data.map((r) => r.id),
      range(201, 250),
    );
    assert.deepEqual(last.meta.current, { limit: 100, count: 50 });
    assert.deepEqual(listReactions(ctx, '2', { affix: 'append', id: '250' }).meta, {
      current: { limit: 100, count: 0 },
    });
  });

  test('list reactions — exact multiple of the limit — the page after the last is empty', () => {
    const ctx = withReactions(200);
    assert.deepEqual(ids(ctx, { affix: 'append', id: '100' }), range(101, 200));
    assert.deepEqual(ids(ctx, { affix: 'append', id: '200' }), []);
  });

  test('list reactions — prepend — the nearest smaller ids, still ascending', () => {
    const ctx = withReactions(250);
    const page = listReactions(ctx, '2', { affix: 'prepend', id: '201' });
    assert.deepEqual(
      page.data.map((r) => r.id),
      range(101, 200),
    );
    assert.deepEqual(page.meta.previous, { affix: 'prepend', id: '101' });
    assert.deepEqual(ids(ctx, { affix: 'prepend', id: '101' }), range(1, 100));
    assert.deepEqual(ids(ctx, { affix: 'prepend', id: '1' }), []);
  });

  test('list reactions — prepend with a small limit from past the end — the last ones', () => {
    assert.deepEqual(ids(withReactions(12), { affix: 'prepend', id: '1000', limit: 3 }), ['10', '11', '12']);
  });

  test('list reactions — cursor id between stored ids — continues from the next one', () => {
    const ctx = withReactions(20);
    for (const r of ctx.state.reactions.list('2')) {
      if (Number(r.id) % 2 !== 0) ctx.state.reactions.delete('2', r.id);
    }
    assert.deepEqual(ids(ctx, { affix: 'append', id: '7', limit: 3 }), ['8', '10', '12']);
    assert.deepEqual(ids(ctx, { affix: 'prepend', id: '7', limit: 2 }), ['4', '6']);
  });

  test('list reactions — cursor id with leading zeros — read as the same id', () => {
    assert.deepEqual(ids(withReactions(12), { affix: 'append', id: '0009' }), ['10', '11', '12']);
    assert.deepEqual(ids(withReactions(12), { affix: 'prepend', id: '000', limit: 1 }), []);
  });

  test('list reactions — id without affix — read as append', () => {
    assert.deepEqual(ids(withReactions(5), { id: '3' }), ['4', '5']);
  });

  test('list reactions — affix without id — from the start', () => {
    assert.deepEqual(ids(withReactions(5), { affix: 'prepend', limit: 2 }), ['1', '2']);
  });

  test('list reactions by emoji — one reaction — only its records, paged with the cursor', () => {
    const ctx = withReactions(30);
    const page = listReactions(ctx, '2', { reaction: '👍', limit: 4 });
    assert.deepEqual(
      page.data.map((r) => r.id),
      ['3', '6', '9', '12'],
    );
    assert.deepEqual(ids(ctx, { reaction: '👍', limit: 4, affix: 'append', id: '12' }), [
      '15',
      '18',
      '21',
      '24',
    ]);
    assert.deepEqual(ids(ctx, { reaction: '👍', limit: 2, affix: 'prepend', id: '12' }), ['6', '9']);
  });

  test('list reactions by emoji — reaction nobody used — empty', () => {
    assert.deepEqual(ids(withReactions(9), { reaction: '🙈' }), []);
  });
});

describe('listReactions — errors', () => {
  for (const limit of [0, 101, 1.5, 'abc']) {
    test(`list reactions — limit ${String(limit)} — 400 ERR_BAD_REQUEST on limit`, () => {
      expectError(() => listReactions(withReactions(1), '2', { limit }), 'ERR_BAD_REQUEST', {
        limit: ['must be an integer from 1 to 100'],
      });
    });
  }

  test('list reactions — unknown affix — 400 ERR_BAD_REQUEST on affix', () => {
    const error = expectError(
      () => listReactions(withReactions(1), '2', { affix: 'sideways' }),
      'ERR_BAD_REQUEST',
    );
    assert.deepEqual(Object.keys(error.details ?? {}), ['affix']);
  });

  test('list reactions — cursor id not a reaction id — 400 ERR_BAD_REQUEST on id', () => {
    const error = expectError(() => listReactions(withReactions(1), '2', { id: '-1' }), 'ERR_BAD_REQUEST');
    assert.deepEqual(Object.keys(error.details ?? {}), ['id']);
  });

  test('list reactions by emoji — reaction too long — 400 ERR_BAD_REQUEST on reaction', () => {
    const error = expectError(
      () => listReactions(withReactions(1), '2', { reaction: 'x'.repeat(51) }),
      'ERR_BAD_REQUEST',
    );
    assert.deepEqual(Object.keys(error.details ?? {}), ['reaction']);
  });

  test('list reactions — unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', () => {
    expectError(() => listReactions(makeContext(), '77', {}), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('list reactions — viewer outside the group — 403 ERR_MESSAGE_NO_ACCESS', () => {
    expectError(() => listReactions(withReactions(1), '2', {}, 'carol'), 'ERR_MESSAGE_NO_ACCESS');
  });

  test('list reactions — no viewer — any existing message is listed', () => {
    assert.deepEqual(ids(withReactions(2), {}), ['1', '2']);
  });
});
