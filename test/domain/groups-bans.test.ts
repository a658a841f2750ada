import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listBannedUsers } from '../../src/domain/banned-users.ts';
import { resetGroupConversation } from '../../src/domain/conversations.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import type { MemberResult } from '../../src/domain/membership.ts';
import { NOW, assertRejected, groupContext } from './group-fixture.ts';

function failedWith(result: MemberResult | undefined): string {
  assert.ok(result && !result.success, `expected a failure, got ${JSON.stringify(result)}`);
  return result.error.code;
}

const bannedUids = (ctx: ReturnType<typeof groupContext>, guid = 'team'): string[] =>
  listBannedUsers(ctx, guid).data.map((u) => u.uid);

describe('addGroupMembers — bans', () => {
  test('ban — a member — listed as banned, no longer a member, former scope kept', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { usersToBan: ['mona'] });
    assert.deepEqual(results.usersToBan, { mona: { success: true } });
    assert.deepEqual(bannedUids(ctx), ['bea', 'ben', 'mona']);
    assertRejected(ctx, () => resetGroupConversation(ctx, 'team', 'mona'), 'ERR_NOT_A_MEMBER');
    assert.deepEqual(ctx.state.bans.get('team')?.get('mona'), {
      guid: 'team',
      uid: 'mona',
      scope: 'moderator',
      bannedAt: NOW,
    });
  });

  test('ban — a user who is not a member — banned with scope participant, a banned action message', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { usersToBan: ['olga'] }, 'mona');
    assert.equal(ctx.state.bans.get('team')?.get('olga')?.scope, 'participant');
    const action = ctx.state.messages.get('2');
    assert.deepEqual(action?.data, { action: 'banned' });
    assert.deepEqual(action?.actionRefs, { by: 'mona', on: 'olga', for: 'team', membersCount: 3 });
  });

  test('ban — the owner, with full clearance — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', () => {
    const ctx = groupContext();
    const error = assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { usersToBan: ['alice'] }),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
    assert.match(error.message, /owns the group team/);
  });

  test('ban and add the same user in one call — ban applies first, the addition reports ERR_BANNED_GROUPMEMBER', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { participants: ['olga'], usersToBan: ['olga'] });
    assert.deepEqual(results.usersToBan['olga'], { success: true });
    assert.equal(failedWith(results.participants['olga']), 'ERR_BANNED_GROUPMEMBER');
    assert.ok(bannedUids(ctx).includes('olga'));
  });
});
