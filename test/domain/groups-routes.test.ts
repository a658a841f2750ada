import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { groupRoutes } from '../../src/routes/groups.ts';
import type { ApiRequest, Handler } from '../../src/routes/types.ts';
import { groupContext } from './group-fixture.ts';

function request(ctx: ReturnType<typeof groupContext>, fields: Partial<ApiRequest>): ApiRequest {
  return { ...ctx, params: {}, query: {}, body: undefined, onBehalfOf: undefined, ...fields };
}

function route(operationId: string): Handler {
  const handler = groupRoutes[operationId];
  assert.ok(handler, `no handler for ${operationId}`);
  return handler;
}

describe('groupRoutes', () => {
  test('route table — group operations — one handler each', () => {
    assert.deepEqual(Object.keys(groupRoutes).sort(), [
      'addGroupMembers',
      'createGroup',
      'listBannedUsers',
      'resetGroupConversation',
      'unbanUser',
    ]);
  });

  test('createGroup handler — body and onBehalfOf — the group, noted as a change', async () => {
    const ctx = groupContext();
    const result = await route('createGroup')(
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
    const result = await route('addGroupMembers')(
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
    const result = await route('resetGroupConversation')(
      request(ctx, { params: { guid: 'team' }, onBehalfOf: 'pat' }),
    );
    assert.deepEqual(result, {
      data: {
        success: true,
        message: 'The conversation group_team has been deleted successfully for UID pat.',
      },
    });
  });

  test('resetGroupConversation handler — header absent — 404 ERR_UID_NOT_FOUND from the domain', () => {
    const ctx = groupContext();
    assert.throws(() => route('resetGroupConversation')(request(ctx, { params: { guid: 'team' } })), {
      code: 'ERR_UID_NOT_FOUND',
    });
  });

  test('listBannedUsers handler — paging query — data and meta, not a change', async () => {
    const ctx = groupContext();
    const result = await route('listBannedUsers')(
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
    const result = await route('unbanUser')(request(ctx, { params: { guid: 'team', uid: 'ben' } }));
    assert.deepEqual(result, {
      data: { success: true, message: 'The user with uid ben has been unbanned from the group team.' },
    });
    assert.ok(ctx.state.changes.size > 0, 'the change is noted for the write');
  });
});
