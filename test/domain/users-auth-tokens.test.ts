import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../../src/contract/limits.ts';
import { listAuthTokens } from '../../src/domain/auth-tokens.ts';
import { pageOptions, paginate } from '../../src/domain/pagination.ts';
import { authTokenRoutes } from '../../src/routes/auth-tokens.ts';
import { routeRequest } from './route-request.ts';
import { assertRejected, groupContext } from './group-fixture.ts';

const tokensOf = (page: { data: { authToken: string }[] }): string[] => page.data.map((t) => t.authToken);

describe('listAuthTokens', () => {
  test('list auth tokens — user with tokens, no paging options — all tokens oldest first with default meta', () => {
    const page = listAuthTokens(groupContext(), 'alice');
    assert.deepEqual(page.data[0], { uid: 'alice', authToken: 'alice_1', createdAt: 1_699_999_001 });
    assert.deepEqual(tokensOf(page), ['alice_1', 'alice_2', 'alice_3']);
    assert.deepEqual(page.meta, {
      pagination: { total: 3, count: 3, per_page: PER_PAGE_DEFAULT, current_page: 1, total_pages: 1 },
    });
  });

  test('list auth tokens — unknown user — 404 ERR_UID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => listAuthTokens(ctx, 'nobody'), 'ERR_UID_NOT_FOUND');
  });

  test('list auth tokens — uid in another case — 404 ERR_UID_NOT_FOUND (uids are exact)', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => listAuthTokens(ctx, 'ALICE'), 'ERR_UID_NOT_FOUND');
  });

  test('list auth tokens — user without tokens — empty data, total_pages 1', () => {
    const page = listAuthTokens(groupContext(), 'olga');
    assert.deepEqual(page, {
      data: [],
      meta: {
        pagination: { total: 0, count: 0, per_page: PER_PAGE_DEFAULT, current_page: 1, total_pages: 1 },
      },
    });
  });

  test('list auth tokens — first, middle and last page of one — one token each in order', () => {
    const ctx = groupContext();
    const pages = [1, 2, 3].map((page) => listAuthTokens(ctx, 'alice', { perPage: 1, page }));
    assert.deepEqual(pages.map(tokensOf), [['alice_1'], ['alice_2'], ['alice_3']]);
    assert.deepEqual(pages[1]?.meta.pagination, {
      total: 3,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: 3,
    });
  });

  test('list auth tokens — last page partly filled — count is what the page holds', () => {
    const page = listAuthTokens(groupContext(), 'alice', { perPage: 2, page: 2 });
    assert.deepEqual(tokensOf(page), ['alice_3']);
    assert.equal(page.meta.pagination.count, 1);
    assert.equal(page.meta.pagination.total_pages, 2);
  });

  test('list auth tokens — page past the end — empty data with true totals', () => {
    const page = listAuthTokens(groupContext(), 'alice', { perPage: 2, page: 5 });
    assert.deepEqual(page, {
      data: [],
      meta: { pagination: { total: 3, count: 0, per_page: 2, current_page: 5, total_pages: 2 } },
    });
  });

  test('list auth tokens — perPage 0, over the maximum, or page 0 — 400 ERR_BAD_REQUEST naming the parameter', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => listAuthTokens(ctx, 'alice', { perPage: 0 }), 'ERR_BAD_REQUEST', ['perPage']);
    assertRejected(
      ctx,
      () => listAuthTokens(ctx, 'alice', { perPage: PER_PAGE_MAX + 1 }),
      'ERR_BAD_REQUEST',
      ['perPage'],
    );
    assertRejected(ctx, () => listAuthTokens(ctx, 'alice', { page: 0 }), 'ERR_BAD_REQUEST', ['page']);
    assertRejected(ctx, () => listAuthTokens(ctx, 'alice', { perPage: 1.5, page: -1 }), 'ERR_BAD_REQUEST', [
      'page',
      'perPage',
    ]);
  });

  test('list auth tokens — unknown user and bad paging — the user error comes first', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => listAuthTokens(ctx, 'nobody', { perPage: 0 }), 'ERR_UID_NOT_FOUND');
  });
});

describe('paginate and pageOptions', () => {
  test('paginate — maximum page size — accepted', () => {
    assert.equal(paginate([1, 2], PER_PAGE_MAX).meta.pagination.per_page, PER_PAGE_MAX);
  });

  test('pageOptions — numbers, numeric strings and absent values — numbers or undefined', () => {
    assert.deepEqual(pageOptions({ perPage: 5, page: '2' }), { perPage: 5, page: 2 });
    assert.deepEqual(pageOptions({}), { perPage: undefined, page: undefined });
  });

  test('pageOptions — a non-numeric string — rejected by paginate, not silently defaulted', () => {
    const options = pageOptions({ perPage: 'ten' });
    assert.throws(() => paginate([], options.perPage, options.page), { code: 'ERR_BAD_REQUEST' });
  });
});

describe('authTokenRoutes', () => {
  test('listAuthTokens handler — uid and paging query — data and meta, not a change', async () => {
    const ctx = groupContext();
    const result = await authTokenRoutes.listAuthTokens(
      routeRequest(ctx, { params: { uid: 'alice' }, query: { perPage: 2 } }),
    );
    assert.deepEqual(tokensOf(result as { data: { authToken: string }[] }), ['alice_1', 'alice_2']);
    assert.deepEqual(result.meta, {
      pagination: { total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 },
    });
    assert.equal(ctx.state.changes.size, 0, 'a read notes no change');
  });
});
