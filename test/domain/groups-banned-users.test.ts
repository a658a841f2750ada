import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PER_PAGE_DEFAULT } from '../../src/contract/limits.ts';
import { listBannedUsers, unbanUser } from '../../src/domain/banned-users.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import { NOW, assertRejected, groupContext } from './group-fixture.ts';

const uidsOf = (page: { data: { uid: string }[] }): string[] => page.data.map((u) => u.uid);

describe('listBannedUsers', () => {
  test('list banned users — two bans stored out of order — user records in ban order', () => {
    const page = listBannedUsers(groupContext(), 'team');
    assert.deepEqual(page.data[0], {
      uid: 'bea',
      name: 'Bea',
      status: 'offline',
      role: 'default',
      createdAt: NOW - 1000,
    });
    assert.deepEqual(uidsOf(page), ['bea', 'ben']);
    assert.deepEqual(page.meta.pagination, {
      total: 2,
      count: 2,
      per_page: PER_PAGE_DEFAULT,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('list banned users — a new ban — listed last', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { usersToBan: ['pat'] });
    assert.deepEqual(uidsOf(listBannedUsers(ctx, 'TEAM')), ['bea', 'ben', 'pat']);
  });

  test('list banned users — first, middle and past-the-end pages — meta for each', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { usersToBan: ['pat'] });
    const pages = [1, 2, 3, 4].map((page) => listBannedUsers(ctx, 'team', { perPage: 1, page }));
    assert.deepEqual(pages.map(uidsOf), [['bea'], ['ben'], ['pat'], []]);
    assert.deepEqual(pages[1]?.meta.pagination, {
      total: 3,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: 3,
    });
    assert.deepEqual(pages[3]?.meta.pagination, {
      total: 3,
      count: 0,
      per_page: 1,
      current_page: 4,
      total_pages: 3,
    });
  });

  test('list banned users — group without bans — empty data, total_pages 1', () => {
    const page = listBannedUsers(groupContext(), 'quiet');
    assert.deepEqual(page.data, []);
    assert.equal(page.meta.pagination.total_pages, 1);
  });

  test('list banned users — unknown group — 404 ERR_GUID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => listBannedUsers(ctx, 'nope'), 'ERR_GUID_NOT_FOUND');
  });
});

describe('unbanUser', () => {
  test('unban — banned user, no acting user — success message, no longer listed', () => {
    const ctx = groupContext();
    assert.deepEqual(unbanUser(ctx, 'TEAM', 'ben'), {
      success: true,
      message: 'The user with uid ben has been unbanned from the group team.',
    });
    assert.deepEqual(uidsOf(listBannedUsers(ctx, 'team')), ['bea']);
  });

  test('unban then re-add — a banned former member — not a member until added again, then added', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { usersToBan: ['pat'] });
    unbanUser(ctx, 'team', 'pat', 'alice');
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: ['olga'] }, 'pat'),
      'ERR_GROUP_NO_CLEARANCE',
    );
    const results = addGroupMembers(ctx, 'team', { participants: ['pat'] });
    assert.equal(results.participants['pat']?.success, true);
  });

  test('unban — moderator or app_system acts — allowed', () => {
    const ctx = groupContext();
    assert.equal(unbanUser(ctx, 'team', 'ben', 'mona').success, true);
    assert.equal(unbanUser(ctx, 'team', 'bea', 'app_system').success, true);
    assert.deepEqual(listBannedUsers(ctx, 'team').data, []);
  });

  test('unban — unknown group — 404 ERR_GUID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => unbanUser(ctx, 'nope', 'ben'), 'ERR_GUID_NOT_FOUND');
  });

  test('unban — unknown user — 404 ERR_UID_NOT_FOUND, even for an acting participant', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'ghost'), 'ERR_UID_NOT_FOUND');
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'ghost', 'pat'), 'ERR_UID_NOT_FOUND');
  });

  test('unban — acting participant or non-member — 403 ERR_GROUP_NO_CLEARANCE', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'ben', 'pat'), 'ERR_GROUP_NO_CLEARANCE');
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'ben', 'olga'), 'ERR_GROUP_NO_CLEARANCE');
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'olga', 'pat'), 'ERR_GROUP_NO_CLEARANCE');
  });

  test('unban — user not banned (member or not) — 400 ERR_NOT_A_BANNED_USER', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'pat'), 'ERR_NOT_A_BANNED_USER');
    assertRejected(ctx, () => unbanUser(ctx, 'quiet', 'ben', 'alice'), 'ERR_NOT_A_BANNED_USER');
  });

  test('unban — twice — the second is 400 ERR_NOT_A_BANNED_USER', () => {
    const ctx = groupContext();
    unbanUser(ctx, 'team', 'ben');
    assertRejected(ctx, () => unbanUser(ctx, 'team', 'ben'), 'ERR_NOT_A_BANNED_USER');
  });
});
