import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MEMBERS_PER_GROUP_MAX } from '../../src/contract/limits.ts';
import { listBannedUsers } from '../../src/domain/banned-users.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import type { StateSnapshot } from '../../src/store/state.ts';
import { NOW, assertRejected, groupContext, groupSnapshot } from './group-fixture.ts';

describe('addGroupMembers — clearance of the acting user', () => {
  test('add members — acting user is a participant — 403 ERR_GROUP_NO_CLEARANCE', () => {
    const ctx = groupContext();
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: ['olga'] }, 'pat'),
      'ERR_GROUP_NO_CLEARANCE',
    );
  });

  test('add members — acting user is not a member — 403 ERR_GROUP_NO_CLEARANCE', () => {
    const ctx = groupContext();
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: ['otto'] }, 'olga'),
      'ERR_GROUP_NO_CLEARANCE',
    );
  });

  test('add members — acting user is banned — 403 ERR_GROUP_NO_CLEARANCE', () => {
    const ctx = groupContext();
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { participants: ['otto'] }, 'ben'),
      'ERR_GROUP_NO_CLEARANCE',
    );
  });

  test('add members — moderator adds participants — added', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['olga'] }, 'mona');
    assert.equal(results.participants['olga']?.success, true);
  });

  test('add members — moderator adds an admin or a moderator — 403 ERR_GROUP_NO_SCOPE_CLEARANCE', () => {
    const ctx = groupContext();
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { admins: ['olga'] }, 'mona'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { moderators: ['olga'], participants: ['otto'] }, 'mona'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('ban — moderator bans a participant or a non-member — banned', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { usersToBan: ['pat', 'olga'] }, 'mona');
    assert.deepEqual(results.usersToBan, { pat: { success: true }, olga: { success: true } });
    assert.deepEqual(
      listBannedUsers(ctx, 'team').data.map((u) => u.uid),
      ['bea', 'ben', 'pat', 'olga'],
    );
  });

  test('ban — moderator bans an admin or a moderator — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nobody banned', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { moderators: ['otto'] });
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { usersToBan: ['pat', 'alice'] }, 'mona'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { usersToBan: ['otto'] }, 'mona'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('add members and ban — admin acts — admins, moderators and bans of any scope allowed', () => {
    const results = addGroupMembers(
      groupContext(),
      'team',
      { admins: ['olga'], moderators: ['otto'], usersToBan: ['mona'] },
      'alice',
    );
    assert.equal(results.admins['olga']?.success, true);
    assert.equal(results.moderators['otto']?.success, true);
    assert.deepEqual(results.usersToBan['mona'], { success: true });
  });

  test('add members — onBehalfOf app_system — full clearance without being a member', () => {
    const results = addGroupMembers(groupContext(), 'team', { admins: ['olga'] }, 'app_system');
    assert.equal(results.admins['olga']?.success, true);
  });
});

/** A group one short of the member cap; its members need no user records. */
function almostFullSnapshot(): StateSnapshot {
  const snapshot = groupSnapshot();
  snapshot.groups.push({
    guid: 'crowd',
    name: 'Crowd',
    type: 'public',
    owner: 'alice',
    createdAt: NOW - 1000,
  });
  for (let i = 0; i < MEMBERS_PER_GROUP_MAX - 1; i += 1) {
    snapshot.members.push({ guid: 'crowd', uid: `m${i}`, scope: 'participant', joinedAt: NOW - 1000 });
  }
  return snapshot;
}

describe('addGroupMembers — member cap', () => {
  test('add members — group one short of the cap, two users — first added, second ERR_NO_VACANCY', () => {
    const results = addGroupMembers(groupContext(almostFullSnapshot()), 'crowd', {
      participants: ['olga', 'otto'],
    });
    const first = results.participants['olga'];
    assert.ok(first?.success && first.data);
    assert.equal(
      (first.data.data.entities['for']?.entity as { membersCount: number }).membersCount,
      MEMBERS_PER_GROUP_MAX,
    );
    const second = results.participants['otto'];
    assert.ok(second && !second.success);
    assert.equal(second.error.code, 'ERR_NO_VACANCY');
  });

  test('ban then add — full group — a ban frees a place', () => {
    const ctx = groupContext(almostFullSnapshot());
    addGroupMembers(ctx, 'crowd', { participants: ['olga'] });
    const results = addGroupMembers(ctx, 'crowd', { usersToBan: ['olga'], participants: ['otto'] });
    assert.equal(results.participants['otto']?.success, true);
  });
});
