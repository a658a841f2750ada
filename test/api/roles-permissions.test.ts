/**
 * Role and scope permissions (SPEC 18): the catalogues with their effective values, set key by key,
 * unset back to the default; and restricted features, restricted and allowed again.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, GUID } from './api-client.ts';

const { fresh } = sandbox();

type View = { id: string; value: unknown; type: string; dataType: string; defaultValue: unknown };
const byId = (data: View[]) => new Map(data.map((p) => [p.id, p]));

describe('role permissions', () => {
  test('list — the default role — the 28 keys, each at its default, on one page', async () => {
    const res = await fresh().get('/roles/default/permissions');
    const data = ok(res) as View[];
    assert.equal(data.length, 28);
    assert.equal(res.body.meta.pagination.total, 28);
    const create = byId(data).get('createGroup')!;
    assert.deepEqual(
      [create.type, create.dataType, create.defaultValue, create.value],
      ['role', 'string', 'allow', 'allow'],
    );
    assert.deepEqual(byId(data).get('sendMessage.allowedMessageTypes')!.value, []);
  });

  test('set — valid and invalid keys — each answers on its own, the valid ones applied and listed', async () => {
    const client = fresh();
    const body = {
      permissions: {
        sendMessage: 'deny',
        'createGroup.allowedGroupTypes': 'public',
        'listUsers.mode': 'everyone',
        fly: 'allow',
      },
    };
    const data = ok(await client.put('/roles/default/permissions', body));
    assert.deepEqual(data.sendMessage, {
      success: true,
      message: 'Permission with id sendMessage have been mapped successfully to role default.',
    });
    assert.equal(data['listUsers.mode'].success, false);
    assert.equal(data['listUsers.mode'].error.code, 'ERR_BAD_REQUEST');
    assert.equal(data.fly.error.code, 'ERR_BAD_REQUEST');
    // Every key's value in effect, the ones set among them.
    assert.equal(Object.keys(data.permissions).length, 28);
    assert.equal(data.permissions.sendMessage, 'deny');
    assert.deepEqual(data.permissions['createGroup.allowedGroupTypes'], ['public']);
    assert.equal(data.permissions['listUsers.mode'], 'all');
    const listed = byId(ok(await client.get('/roles/default/permissions')));
    assert.equal(listed.get('sendMessage')!.value, 'deny');
    assert.equal(listed.get('listUsers.mode')!.value, 'all');
    const stored = (await client.state()).roles.find((r) => r.role === 'default');
    assert.deepEqual(stored?.permissions, {
      sendMessage: 'deny',
      'createGroup.allowedGroupTypes': ['public'],
    });
    assert.equal(stored?.updatedAt, NOW);
  });

  test('set — a list value outside its available values — that key fails', async () => {
    const data = ok(
      await fresh().put('/roles/default/permissions', {
        permissions: { 'editMessage.denyForScopes': ['owner'] },
      }),
    );
    assert.equal(data['editMessage.denyForScopes'].success, false);
    assert.deepEqual(data.permissions['editMessage.denyForScopes'], []);
  });

  test('legacy settings — friendsOnly — read as the mode keys where none is set', async () => {
    const client = fresh();
    ok(
      await client.post('/roles', {
        role: 'old',
        name: 'Old',
        settings: { listUsers: 'friendsOnly', sendMessagesTo: 'friendsOnly' },
      }),
    );
    const listed = byId(ok(await client.get('/roles/old/permissions')));
    assert.equal(listed.get('listUsers.mode')!.value, 'friends');
    assert.equal(listed.get('sendMessage.mode')!.value, 'friends');
    ok(await client.put('/roles/old/permissions', { permissions: { 'listUsers.mode': 'all' } }));
    assert.equal(byId(ok(await client.get('/roles/old/permissions'))).get('listUsers.mode')!.value, 'all');
  });

  test('unset — a key set — back to its default; a key outside the catalogue — 400', async () => {
    const client = fresh();
    ok(
      await client.put('/roles/default/permissions', {
        permissions: { sendMessage: 'deny', listGroups: 'deny' },
      }),
    );
    const data = ok(await client.del('/roles/default/permissions/sendMessage'));
    assert.deepEqual([data.permissions.listGroups, data.permissions.sendMessage], ['deny', 'allow']);
    assert.equal(byId(ok(await client.get('/roles/default/permissions'))).get('sendMessage')!.value, 'allow');
    expectError(await client.del('/roles/default/permissions/fly'), 400, 'ERR_BAD_REQUEST');
  });

  test('unknown role — every operation — 404 ERR_ROLE_NOT_FOUND; no permissions — 400', async () => {
    const client = fresh();
    expectError(await client.get('/roles/nobody/permissions'), 404, 'ERR_ROLE_NOT_FOUND');
    expectError(
      await client.put('/roles/nobody/permissions', { permissions: { sendMessage: 'deny' } }),
      404,
      'ERR_ROLE_NOT_FOUND',
    );
    expectError(await client.del('/roles/nobody/permissions/sendMessage'), 404, 'ERR_ROLE_NOT_FOUND');
    expectError(await client.put('/roles/default/permissions', { permissions: {} }), 400, 'ERR_BAD_REQUEST');
  });
});

describe('scope permissions', () => {
  test('list — a scope of a group — the 11 keys at their defaults', async () => {
    const data = ok(await fresh().get(`/groups/${GUID}/scopes/participant/permissions`)) as View[];
    assert.equal(data.length, 11);
    assert.ok(data.every((p) => p.type === 'scope'));
  });

  test('set and unset — per scope of one group — the other scopes and groups untouched', async () => {
    const client = fresh();
    const data = ok(
      await client.put(`/groups/${GUID}/scopes/participant/permissions`, {
        permissions: {
          sendMessage: 'deny',
          initiateCall: 'sometimes',
          'listReactions.allowedScopes': 'moderator',
        },
      }),
    );
    assert.equal(
      data.sendMessage.message,
      `Permission with id sendMessage have been mapped successfully to scope participant on group ${GUID}.`,
    );
    assert.equal(data.initiateCall.success, false);
    assert.equal(Object.keys(data.permissions).length, 11);
    assert.deepEqual(
      [
        data.permissions.sendMessage,
        data.permissions['listReactions.allowedScopes'],
        data.permissions.initiateCall,
      ],
      ['deny', ['moderator'], 'allow'],
    );
    assert.equal(
      byId(ok(await client.get(`/groups/${GUID}/scopes/admin/permissions`))).get('sendMessage')!.value,
      'allow',
    );
    const unset = ok(await client.del(`/groups/${GUID}/scopes/participant/permissions/sendMessage`));
    assert.equal(unset.permissions.sendMessage, 'allow');
    assert.deepEqual((await client.state()).scopePermissions[0]?.permissions, {
      'listReactions.allowedScopes': ['moderator'],
    });
    ok(await client.del(`/groups/${GUID}/scopes/participant/permissions/listReactions.allowedScopes`));
    assert.deepEqual((await client.state()).scopePermissions, []);
  });

  test('an unknown group, a scope outside the three — 404 ERR_GUID_NOT_FOUND, 400', async () => {
    const client = fresh();
    expectError(
      await client.get('/groups/no-such-group/scopes/admin/permissions'),
      404,
      'ERR_GUID_NOT_FOUND',
    );
    expectError(await client.get(`/groups/${GUID}/scopes/owner/permissions`), 400, 'ERR_BAD_REQUEST');
  });

  test('a deleted group — its scope permissions go with it', async () => {
    const client = fresh();
    ok(
      await client.put(`/groups/${GUID}/scopes/admin/permissions`, { permissions: { sendMessage: 'deny' } }),
    );
    ok(await client.del(`/groups/${GUID}`));
    assert.deepEqual((await client.state()).scopePermissions, []);
  });
});

describe('restricted features', () => {
  test('restrict — keys with and without u. — per key, listed as u.<key> with title and path', async () => {
    const client = fresh();
    const data = ok(
      await client.post('/roles/default/restrictedfeatures', {
        featuresToRestrict: ['u.listUsers', 'createMessage'],
      }),
    );
    assert.deepEqual(data['u.listUsers'], {
      success: true,
      message: 'The feature u.listUsers has been restricted successfully.',
    });
    assert.equal(data['u.createMessage'].success, true);
    const res = await client.get('/roles/default/restrictedfeatures');
    assert.deepEqual(ok(res)[0], {
      title: 'List Users',
      description: 'Allows logged-in user to fetch the user list.',
      key: 'u.listUsers',
      path: '/v3/users',
      createdAt: NOW,
    });
    assert.equal(res.body.meta.pagination.total, 2);
  });

  test('restrict — an unknown key — 400 naming featuresToRestrict, nothing restricted', async () => {
    const client = fresh();
    const res = await client.post('/roles/default/restrictedfeatures', {
      featuresToRestrict: ['listUsers', 'u.fly'],
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['featuresToRestrict']);
    assert.deepEqual(ok(await client.get('/roles/default/restrictedfeatures')), []);
  });

  test('allow — some, then all — removed', async () => {
    const client = fresh();
    ok(
      await client.post('/roles/default/restrictedfeatures', {
        featuresToRestrict: ['listUsers', 'getUser', 'listGroups'],
      }),
    );
    assert.deepEqual(
      ok(await client.del('/roles/default/restrictedfeatures', { featuresToAllow: ['u.getUser'] })),
      {
        success: true,
        message: 'The feature has been allowed successfully.',
      },
    );
    const keys = ok(await client.get('/roles/default/restrictedfeatures')).map((f: { key: string }) => f.key);
    assert.deepEqual(keys, ['u.listUsers', 'u.listGroups']);
    ok(await client.del('/roles/default/restrictedfeatures', { allowAll: true }));
    assert.deepEqual(ok(await client.get('/roles/default/restrictedfeatures')), []);
    const res = await client.del('/roles/default/restrictedfeatures', { featuresToAllow: ['fly'] });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['featuresToAllow']);
  });

  test('unknown role — 404 ERR_ROLE_NOT_FOUND', async () => {
    const client = fresh();
    expectError(await client.get('/roles/nobody/restrictedfeatures'), 404, 'ERR_ROLE_NOT_FOUND');
    expectError(
      await client.post('/roles/nobody/restrictedfeatures', { featuresToRestrict: ['listUsers'] }),
      404,
      'ERR_ROLE_NOT_FOUND',
    );
    expectError(
      await client.del('/roles/nobody/restrictedfeatures', { allowAll: true }),
      404,
      'ERR_ROLE_NOT_FOUND',
    );
  });
});
