import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { OPERATIONS } from '../../src/contract/operations.ts';
import { bannedUserRoutes } from '../../src/routes/banned-users.ts';
import { conversationRoutes } from '../../src/routes/conversations.ts';
import { groupMemberRoutes } from '../../src/routes/group-members.ts';
import { groupRoutes } from '../../src/routes/groups.ts';
import { groupContext } from './group-fixture.ts';
import { routeRequest as request } from './route-request.ts';

const familyOf = (table: object): string[] =>
  Object.keys(table).map((id) => OPERATIONS[id as keyof typeof OPERATIONS].family);

describe('group route tables', () => {
  test('route tables — groups, group members, banned users — one handler per operation of the family', () => {
    for (const [family, table] of [
      ['groups', groupRoutes],
      ['group-members', groupMemberRoutes],
      ['banned-users', bannedUserRoutes],
    ] as const) {
      const ids = Object.entries(OPERATIONS)
        .filter(([, record]) => record.family === family)
        .map(([id]) => id);
      assert.deepEqual(Object.keys(table).sort(), ids.sort(), family);
      assert.deepEqual(new Set(familyOf(table)), new Set([family]));
    }
  });

  test('createGroup handler — body and onBehalfOf — the group, noted as a change', async () => {
    const ctx = groupContext();
    const result = await groupRoutes.createGroup(
      request(ctx, { body: { guid: 'g1', name: 'G1', type: 'public' }, onBehalfOf: 'alice' }),
    );
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
    assert.deepEqual(
      [(result.data as { guid: string }).guid, (result.data as { scope: string }).scope],
      ['g1', 'admin'],
    );
  });

  test('addGroupMembers handler — guid path parameter — per-user results, noted as a change', async () => {
    const ctx = groupContext();
    const result = await groupMemberRoutes.addGroupMembers(
      request(ctx, { params: { guid: 'team' }, body: { participants: ['olga'] }, onBehalfOf: 'mona' }),
    );
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
    assert.equal(
      (result.data as { participants: Record<string, { success: boolean }> }).participants['olga']?.success,
      true,
    );
  });

  test('resetGroupConversation handler — no body — resets with preserveOrder false', async () => {
    const ctx = groupContext();
    const result = await conversationRoutes.resetGroupConversation(
      request(ctx, { params: { guid: 'team' }, onBehalfOf: 'pat' }),
    );
    assert.deepEqual(result, {
      data: {
        success: true,
        message: 'The conversation group_team has been deleted successfully for UID pat.',
      },
    });
  });

  test('listBannedUsers handler — paging query — data and meta, not a change', async () => {
    const ctx = groupContext();
    const result = await bannedUserRoutes.listBannedUsers(
      request(ctx, { params: { guid: 'team' }, query: { perPage: 1, page: 2 } }),
    );
    assert.deepEqual(
      (result.data as { uid: string }[]).map((u) => u.uid),
      ['ben'],
    );
    assert.deepEqual(result.meta, {
      pagination: { total: 2, count: 1, per_page: 1, current_page: 2, total_pages: 2 },
    });
    assert.equal(ctx.state.changes.size, 0, 'a read notes no change');
  });

  test('unbanUser handler — guid and uid path parameters — confirmation, noted as a change', async () => {
    const ctx = groupContext();
    const result = await bannedUserRoutes.unbanUser(request(ctx, { params: { guid: 'team', uid: 'ben' } }));
    assert.deepEqual(result, {
      data: { success: true, message: 'The user with uid ben has been unbanned from the group team.' },
    });
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
  });
});
