import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import type { MemberResult } from '../../src/domain/membership.ts';
import type { MessageView } from '../../src/domain/present.ts';
import { NOW, assertRejected, groupContext } from './group-fixture.ts';

const EARLIER = NOW - 1000;

function added(result: MemberResult | undefined): MessageView {
  assert.ok(result?.success && result.data, `expected an addition, got ${JSON.stringify(result)}`);
  return result.data;
}

function failedWith(result: MemberResult | undefined): string {
  assert.ok(result && !result.success, `expected a failure, got ${JSON.stringify(result)}`);
  return result.error.code;
}

const forEntity = (message: MessageView) => message.data.entities['for']?.entity as { membersCount: number };
describe('addGroupMembers — additions and action messages', () => {
  test('add members — one participant without onBehalfOf — action message by app_system on the user for the group', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { participants: ['olga'] });
    assert.deepEqual(added(results.participants['olga']), {
      id: '2',
      conversationId: 'group_team',
      sender: 'app_system',
      receiverType: 'group',
      receiver: 'team',
      category: 'action',
      type: 'groupMember',
      data: {
        action: 'added',
        entities: {
          by: {
            entity: {
              uid: 'app_system',
              name: 'System',
              status: 'offline',
              role: 'default',
              createdAt: EARLIER,
            },
            entityType: 'user',
          },
          on: {
            entity: { uid: 'olga', name: 'Olga', status: 'offline', role: 'default', createdAt: EARLIER },
            entityType: 'user',
          },
          for: {
            entity: {
              guid: 'team',
              name: 'Team',
              type: 'public',
              membersCount: 4,
              conversationId: 'group_team',
              createdAt: EARLIER,
              updatedAt: NOW,
              updatedBy: 'app_system',
              owner: 'alice',
              tags: ['work'],
            },
            entityType: 'group',
          },
        },
      },
      sentAt: NOW,
      updatedAt: NOW,
    });
  });

  test('add members — response — all four lists present, bans first, in that key order', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['olga'] });
    assert.deepEqual(Object.keys(results), ['usersToBan', 'admins', 'moderators', 'participants']);
    assert.deepEqual(results.admins, {});
    assert.deepEqual(results.usersToBan, {});
  });

  test('add members — two users — membersCount after each addition and increasing ids', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['olga', 'otto'] });
    const first = added(results.participants['olga']);
    const second = added(results.participants['otto']);
    assert.deepEqual([first.id, second.id], ['2', '3']);
    assert.deepEqual([forEntity(first).membersCount, forEntity(second).membersCount], [4, 5]);
  });

  test('add members — each scope list — the user gets the scope of its list', () => {
    const ctx = groupContext();
    addGroupMembers(ctx, 'team', { admins: ['olga'], moderators: ['otto'] });
    // olga as admin may add a moderator; otto as moderator may only add participants.
    assert.equal(added(addGroupMembers(ctx, 'quiet', { admins: ['olga'] }).admins['olga']).receiver, 'quiet');
    addGroupMembers(ctx, 'team', { admins: ['bea'] }, 'olga');
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { moderators: ['ben'] }, 'otto'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('add members — actor given — entities.by is the actor', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['olga'] }, 'mona');
    const by = added(results.participants['olga']).data.entities['by']?.entity as { uid: string };
    assert.equal(by.uid, 'mona');
  });

  test('add members — guid in upper case — finds the group stored lowercased', () => {
    const results = addGroupMembers(groupContext(), 'TEAM', { participants: ['olga'] });
    assert.equal(added(results.participants['olga']).conversationId, 'group_team');
  });

  test('add members — user in admins and participants — admin wins, participants reports ERR_ALREADY_JOINED', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { participants: ['olga'], admins: ['olga'] });
    added(results.admins['olga']);
    assert.equal(failedWith(results.participants['olga']), 'ERR_ALREADY_JOINED');
    // Only an admin may add admins.
    added(addGroupMembers(ctx, 'team', { admins: ['otto'] }, 'olga').admins['otto']);
  });

  test('add members — user in moderators and participants — moderator wins', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', { participants: ['olga'], moderators: ['olga'] });
    added(results.moderators['olga']);
    assert.equal(failedWith(results.participants['olga']), 'ERR_ALREADY_JOINED');
    assertRejected(
      ctx,
      () => addGroupMembers(ctx, 'team', { admins: ['otto'] }, 'olga'),
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('add members — same uid twice in one list — one result and one action message', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['olga', 'olga', 'otto'] });
    assert.deepEqual(Object.keys(results.participants), ['olga', 'otto']);
    assert.equal(added(results.participants['otto']).id, '3');
  });

  test('add members — per-user failures — each reported, the others still added, no message for failures', () => {
    const ctx = groupContext();
    const results = addGroupMembers(ctx, 'team', {
      participants: ['nobody', 'pat', 'bea', 'olga'],
      usersToBan: ['ben', 'ghost'],
    });
    assert.equal(failedWith(results.participants['nobody']), 'ERR_UID_NOT_FOUND');
    assert.equal(failedWith(results.participants['pat']), 'ERR_ALREADY_JOINED');
    assert.equal(failedWith(results.participants['bea']), 'ERR_BANNED_GROUPMEMBER');
    assert.equal(failedWith(results.usersToBan['ben']), 'ERR_ALREADY_BANNED');
    assert.equal(failedWith(results.usersToBan['ghost']), 'ERR_UID_NOT_FOUND');
    assert.equal(added(results.participants['olga']).id, '2');
    const failure = results.participants['nobody'];
    assert.ok(failure && !failure.success && failure.error.message.includes('nobody'));
  });

  test('add members — uid __proto__ — reported as an own key, prototype untouched', () => {
    const results = addGroupMembers(groupContext(), 'team', { participants: ['__proto__', 'olga'] });
    assert.equal(Object.getPrototypeOf(results.participants), Object.prototype);
    assert.ok(Object.hasOwn(results.participants, '__proto__'));
    assert.equal(failedWith(results.participants['__proto__']), 'ERR_UID_NOT_FOUND');
    assert.deepEqual(JSON.parse(JSON.stringify(results.participants)).__proto__.success, false);
  });
});
