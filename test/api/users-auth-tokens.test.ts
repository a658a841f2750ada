import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertDetails, expectError, ok, sandboxWithSeed } from './api-client.ts';

const HEX = '0123456789abcdef0123456789abcdef';
const tokenAt = (createdAt: number) => ({
  uid: 'superhero3',
  authToken: `superhero3_${createdAt}${HEX}`,
  createdAt,
});
/** superhero3 holds five tokens, stored newest first so that the answer's order is the API's own. */
const FIVE = [1700000500, 1700000400, 1700000300, 1700000200, 1700000100].map(tokenAt);
const OLDEST_FIRST = [...FIVE].reverse().map((t) => t.authToken);

const { fresh } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  authTokens: [...fixtures.authTokens, ...FIVE],
}));

const listPage = (query: string) => fresh().get(`/users/superhero3/auth_tokens${query}`);
const tokensOf = (data: { authToken: string }[]) => data.map((t) => t.authToken);

describe('GET /users/{uid}/auth_tokens', () => {
  test('list auth tokens — no paging query — every token oldest first with default page meta', async () => {
    const res = await listPage('');
    assert.deepEqual(tokensOf(ok(res)), OLDEST_FIRST);
    assert.deepEqual(res.body.meta, {
      pagination: { total: 5, count: 5, per_page: 100, current_page: 1, total_pages: 1 },
    });
    assert.deepEqual(Object.keys(res.body.data[0]).sort(), ['authToken', 'createdAt', 'uid']);
  });

  test('list auth tokens — first page of two per page — the two oldest', async () => {
    const res = await listPage('?perPage=2&page=1');
    assert.deepEqual(tokensOf(ok(res)), OLDEST_FIRST.slice(0, 2));
    assert.deepEqual(res.body.meta.pagination, {
      total: 5,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 3,
    });
  });

  test('list auth tokens — middle page — the next two, as numbers in meta', async () => {
    const res = await listPage('?perPage=2&page=2');
    assert.deepEqual(tokensOf(ok(res)), OLDEST_FIRST.slice(2, 4));
    assert.deepEqual(res.body.meta.pagination, {
      total: 5,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: 3,
    });
  });

  test('list auth tokens — last, partly filled page — the newest token alone', async () => {
    const res = await listPage('?perPage=2&page=3');
    assert.deepEqual(tokensOf(ok(res)), OLDEST_FIRST.slice(4));
    assert.equal(res.body.meta.pagination.count, 1);
  });

  test('list auth tokens — page past the end — empty data with the true totals', async () => {
    const res = await listPage('?perPage=2&page=9');
    assert.deepEqual(ok(res), []);
    assert.deepEqual(res.body.meta.pagination, {
      total: 5,
      count: 0,
      per_page: 2,
      current_page: 9,
      total_pages: 3,
    });
  });

  test('list auth tokens — perPage 1 and 1000, the bounds — accepted', async () => {
    const one = await listPage('?perPage=1&page=5');
    assert.deepEqual(tokensOf(ok(one)), OLDEST_FIRST.slice(4));
    assert.equal(one.body.meta.pagination.total_pages, 5);
    const max = await listPage('?perPage=1000');
    assert.equal(ok(max).length, 5);
    assert.equal(max.body.meta.pagination.per_page, 1000);
  });

  for (const [query, field] of [
    ['?perPage=0', 'perPage'],
    ['?perPage=1001', 'perPage'],
    ['?perPage=abc', 'perPage'],
    ['?perPage=2.5', 'perPage'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
  ] as const) {
    test(`list auth tokens — ${query} — 400 ERR_BAD_REQUEST naming ${field} only`, async () => {
      const res = await listPage(query);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    });
  }

  test('list auth tokens — perPage and page both wrong — both named in one 400', async () => {
    const res = await listPage('?perPage=0&page=0');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['page', 'perPage']);
  });

  test('list auth tokens — user without tokens — empty page, total_pages 1', async () => {
    const res = await fresh().get('/users/superhero4/auth_tokens');
    assert.deepEqual(ok(res), []);
    assert.deepEqual(res.body.meta.pagination, {
      total: 0,
      count: 0,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('list auth tokens — another user — only that user’s tokens', async () => {
    const data = ok(await fresh().get('/users/superhero1/auth_tokens'));
    assert.deepEqual(
      data.map((t: { uid: string }) => t.uid),
      ['superhero1', 'superhero1'],
    );
  });

  test('list auth tokens — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/users/nobody/auth_tokens'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('list auth tokens — uid in another case — 404, uids are exact', async () => {
    expectError(await fresh().get('/users/SUPERHERO1/auth_tokens'), 404, 'ERR_UID_NOT_FOUND');
  });
});
