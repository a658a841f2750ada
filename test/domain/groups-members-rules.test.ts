import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MEMBERS_PER_CALL_MAX } from '../../src/contract/limits.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import { assertRejected, detailsOf, groupContext } from './group-fixture.ts';

describe('addGroupMembers — request rules', () => {
  test('add members — unknown group — 404 ERR_GUID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => addGroupMembers(ctx, 'nope', { participants: ['olga'] }), 'ERR_GUID_NOT_FOUND');
  });

  test('add members — unknown acting user — 404 ERR_UID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: ['olga'] }, 'ghost'),
      'ERR_UID_NOT_FOUND',
    );
  });

  test('add members — no list names a user — 400 ERR_BAD_REQUEST with details', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => addGroupMembers(ctx, 'team', {}), 'ERR_BAD_REQUEST', ['body']);
    assertRejected(ctx, () => addGroupMembers(ctx, 'team', { participants: [] }), 'ERR_BAD_REQUEST', [
      'body',
    ]);
  });

  test('add members — 26 distinct users across lists — 400 ERR_BAD_REQUEST naming the cap', () => {
    const ctx = groupContext();
    const uids = Array.from({ length: MEMBERS_PER_CALL_MAX + 1 }, (_, i) => `user${i}`);
    const error = assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: uids.slice(0, 20), usersToBan: uids.slice(20) }),
      'ERR_BAD_REQUEST',
      ['body'],
    );
    assert.match(detailsOf(error)['body']?.[0] ?? '', /25/);
  });

  test('add members — 25 distinct users, one listed twice — accepted', () => {
    const uids = Array.from({ length: MEMBERS_PER_CALL_MAX }, (_, i) => `user${i}`);
    const results = addGroupMembers(groupContext(), 'team', { participants: uids, admins: ['user0'] });
    assert.equal(Object.keys(results.participants).length, MEMBERS_PER_CALL_MAX);
  });

  test('add members — unknown group and too many users — the group error comes first', () => {
    const ctx = groupContext();
    const uids = Array.from({ length: MEMBERS_PER_CALL_MAX + 1 }, (_, i) => `user${i}`);
    assertRejected(ctx, () => addGroupMembers(ctx, 'nope', { participants: uids }), 'ERR_GUID_NOT_FOUND');
    assertRejected(ctx, () => addGroupMembers(ctx, 'team', { participants: uids }, 'pat'), 'ERR_BAD_REQUEST');
  });
});
