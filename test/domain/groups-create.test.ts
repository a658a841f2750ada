import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GROUP_NAME_MAX, MEMBERS_PER_CALL_MAX, METADATA_MAX_BYTES } from '../../src/contract/limits.ts';
import { resetGroupConversation } from '../../src/domain/conversations.ts';
import { addGroupMembers } from '../../src/domain/group-members.ts';
import { createGroup } from '../../src/domain/groups.ts';
import type { CreateGroupBody } from '../../src/domain/groups.ts';
import { toSnapshot } from '../../src/store/state.ts';
import { NOW, assertRejected, detailsOf, groupContext } from './group-fixture.ts';

const body = (extra: Partial<CreateGroupBody> = {}): CreateGroupBody => ({
  guid: 'project-group',
  name: 'Project Group',
  type: 'public',
  ...extra,
});

describe('createGroup — the group and its first members', () => {
  test('create group — acting user, full body — the group as the acting admin sees it', () => {
    const view = createGroup(
      groupContext(),
      body({ description: 'project talk', icon: 'https://x.test/i.png', tags: ['a'], metadata: { k: 1 } }),
      'alice',
    );
    assert.deepEqual(view, {
      guid: 'project-group',
      name: 'Project Group',
      description: 'project talk',
      icon: 'https://x.test/i.png',
      type: 'public',
      metadata: { k: 1 },
      scope: 'admin',
      membersCount: 1,
      joinedAt: NOW,
      conversationId: 'group_project-group',
      hasJoined: true,
      createdAt: NOW,
      owner: 'alice',
      tags: ['a'],
    });
  });

  test('create group — no owner and no acting user — owned by app_system, which is not a member', () => {
    const ctx = groupContext();
    const view = createGroup(ctx, body());
    assert.equal(view.owner, 'app_system');
    assert.equal(view.membersCount, 0);
    assert.equal(view.hasJoined, false);
    assert.equal(view.scope, undefined);
    assert.equal('members' in view, false);
  });

  test('create group — owner given, no acting user — owner is admin and the viewer', () => {
    const ctx = groupContext();
    const view = createGroup(ctx, body({ owner: 'olga' }));
    assert.deepEqual([view.owner, view.scope, view.membersCount], ['olga', 'admin', 1]);
    assert.equal(
      addGroupMembers(ctx, 'project-group', { admins: ['otto'] }, 'olga').admins['otto']?.success,
      true,
    );
  });

  test('create group — owner and a different acting user — both admins, owner kept', () => {
    const ctx = groupContext();
    const view = createGroup(ctx, body({ owner: 'olga' }), 'otto');
    assert.deepEqual([view.owner, view.scope, view.membersCount], ['olga', 'admin', 2]);
    assert.equal(
      addGroupMembers(ctx, 'project-group', { admins: ['pat'] }, 'otto').admins['pat']?.success,
      true,
    );
  });

  test('create group — guid in mixed case — stored and returned lowercased', () => {
    const ctx = groupContext();
    assert.equal(createGroup(ctx, body({ guid: 'Project-GROUP' })).guid, 'project-group');
    assertRejected(ctx, () => createGroup(ctx, body({ guid: 'PROJECT-group' })), 'ERR_GUID_ALREADY_EXISTS');
  });

  test('create group — type password with a password — stored, never returned', () => {
    const ctx = groupContext();
    const view = createGroup(ctx, body({ type: 'password', password: 's3cret' }), 'alice');
    assert.equal(JSON.stringify(view).includes('s3cret'), false);
    assert.equal(toSnapshot(ctx.state).groups.find((g) => g.guid === 'project-group')?.password, 's3cret');
  });

  test('create group — password on a public group — ignored, not stored', () => {
    const ctx = groupContext();
    createGroup(ctx, body({ password: 's3cret' }));
    assert.equal(JSON.stringify(toSnapshot(ctx.state)).includes('s3cret'), false);
  });

  test('create group — name of 100 emoji — accepted (an emoji counts one)', () => {
    const name = '😀'.repeat(GROUP_NAME_MAX);
    assert.equal(createGroup(groupContext(), body({ name })).name, name);
  });

  test('create group — metadata exactly at the byte limit — accepted', () => {
    const metadata = { k: 'x'.repeat(METADATA_MAX_BYTES - '{"k":""}'.length) };
    assert.deepEqual(createGroup(groupContext(), body({ metadata })).metadata, metadata);
  });
});

describe('createGroup — members of the body', () => {
  test('create group — members lists — per-user results and action messages by the acting user', () => {
    const ctx = groupContext();
    const view = createGroup(
      ctx,
      body({ members: { participants: ['pat', 'olga', 'nobody'], admins: ['olga'], usersToBan: ['otto'] } }),
      'alice',
    );
    assert.ok(view.members);
    assert.deepEqual(Object.keys(view.members.participants), ['pat', 'olga', 'nobody']);
    const olga = view.members.admins['olga'];
    assert.ok(olga?.success && olga.data);
    assert.equal((olga.data.data.entities['by']?.entity as { uid: string }).uid, 'alice');
    assert.equal(view.members.participants['olga']?.success, false);
    assert.equal(view.members.participants['nobody']?.success, false);
    assert.deepEqual(view.members.usersToBan, { otto: { success: true } });
    assert.equal(view.membersCount, 3);
  });

  test('create group — acting user listed as participant — ERR_ALREADY_JOINED, still admin', () => {
    const view = createGroup(groupContext(), body({ members: { participants: ['alice'] } }), 'alice');
    const result = view.members?.participants['alice'];
    assert.ok(result && !result.success);
    assert.equal(result.error.code, 'ERR_ALREADY_JOINED');
    assert.equal(view.scope, 'admin');
  });

  test('create group — members without an acting user — action messages by app_system', () => {
    const ctx = groupContext();
    const view = createGroup(ctx, body({ members: { moderators: ['pat'] } }));
    const pat = view.members?.moderators['pat'];
    assert.ok(pat?.success && pat.data);
    assert.equal((pat.data.data.entities['by']?.entity as { uid: string }).uid, 'app_system');
    assertRejected(ctx, () => resetGroupConversation(ctx, 'project-group', 'app_system'), 'ERR_NOT_A_MEMBER');
  });
});

describe('createGroup — rules', () => {
  test('create group — existing guid — 409 ERR_GUID_ALREADY_EXISTS', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => createGroup(ctx, body({ guid: 'Team' })), 'ERR_GUID_ALREADY_EXISTS');
  });

  test('create group — type password without a password or with an empty one — 400 ERR_EMPTY_GROUP_PASS', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => createGroup(ctx, body({ type: 'password' })), 'ERR_EMPTY_GROUP_PASS');
    assertRejected(
      ctx,
      () => createGroup(ctx, body({ type: 'password', password: '' })),
      'ERR_EMPTY_GROUP_PASS',
    );
  });

  test('create group — unknown owner or acting user — 404 ERR_UID_NOT_FOUND', () => {
    const ctx = groupContext();
    assertRejected(ctx, () => createGroup(ctx, body({ owner: 'ghost' })), 'ERR_UID_NOT_FOUND');
    assertRejected(ctx, () => createGroup(ctx, body(), 'ghost'), 'ERR_UID_NOT_FOUND');
  });

  test('create group — name over 100 code points, metadata over 5 KB, 26 members — 400 with details of each', () => {
    const ctx = groupContext();
    const participants = Array.from({ length: MEMBERS_PER_CALL_MAX + 1 }, (_, i) => `user${i}`);
    const error = assertRejected(
      ctx,
      () =>
        createGroup(
          ctx,
          body({
            name: 'é'.repeat(GROUP_NAME_MAX + 1),
            metadata: { k: 'x'.repeat(METADATA_MAX_BYTES) },
            members: { participants },
          }),
        ),
      'ERR_BAD_REQUEST',
      ['members', 'metadata', 'name'],
    );
    assert.match(detailsOf(error)['name']?.[0] ?? '', /101/);
  });

  test('create group — several rules broken — the first in order gives the error', () => {
    const ctx = groupContext();
    const tooLong = 'x'.repeat(GROUP_NAME_MAX + 1);
    assertRejected(ctx, () => createGroup(ctx, body({ guid: 'team', name: tooLong })), 'ERR_BAD_REQUEST');
    assertRejected(
      ctx,
      () => createGroup(ctx, body({ guid: 'team', type: 'password' })),
      'ERR_GUID_ALREADY_EXISTS',
    );
    assertRejected(
      ctx,
      () => createGroup(ctx, body({ type: 'password', owner: 'ghost' })),
      'ERR_EMPTY_GROUP_PASS',
    );
  });
});
