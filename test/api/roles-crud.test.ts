/**
 * Roles (SPEC 18): POST, GET /roles; GET, PUT, DELETE /roles/{role}; and a user's role, which must
 * name a role of the app. The fixtures hold the roles `default` and `manager` (the reference's).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, expectError, ok, sandbox } from './api-client.ts';

const { fresh, request } = sandbox();

const BOSS = {
  role: 'boss',
  name: 'Boss',
  description: 'Managers',
  metadata: { email: 'managers@example.com' },
  settings: { listUsers: 'all', sendMessagesTo: 'friendsOnly' },
};

describe('POST /roles', () => {
  test('create role — every field — answered and stored as sent, createdAt now', async () => {
    const client = fresh();
    const data = ok(await client.post('/roles', BOSS));
    assert.deepEqual(data, { ...BOSS, createdAt: NOW });
    const stored = (await client.state()).roles.find((r) => r.role === 'boss');
    assert.deepEqual(stored, { ...BOSS, createdAt: NOW });
  });

  test('create role — an id in capitals — stored lowercased, found in any case', async () => {
    const client = fresh();
    assert.equal(ok(await client.post('/roles', { role: 'Mentor', name: 'Mentor' })).role, 'mentor');
    assert.equal(ok(await client.get('/roles/MENTOR')).role, 'mentor');
  });

  test('create role — a taken id, in another case — 409 ERR_ROLE_ALREADY_EXISTS', async () => {
    expectError(
      await fresh().post('/roles', { role: 'Default', name: 'Again' }),
      409,
      'ERR_ROLE_ALREADY_EXISTS',
    );
  });

  test('create role — no name, a bad id, a long name, an unknown setting — 400', async () => {
    const client = fresh();
    expectError(await client.post('/roles', { role: 'x' }), 400, 'ERR_BAD_REQUEST');
    expectError(await client.post('/roles', { role: 'a b', name: 'x' }), 400, 'ERR_BAD_REQUEST');
    expectError(await client.post('/roles', { role: 'x', name: 'n'.repeat(101) }), 400, 'ERR_BAD_REQUEST');
    expectError(await client.post('/roles', { role: 'r'.repeat(101), name: 'x' }), 400, 'ERR_BAD_REQUEST');
    const bad = { role: 'x', name: 'x', settings: { listUsers: 'some' } };
    expectError(await client.post('/roles', bad), 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(
      (await client.state()).roles.map((r) => r.role),
      ['default', 'manager'],
    );
  });
});

describe('GET /roles and /roles/{role}', () => {
  test('list roles — the fixtures and one more — one page, in creation order', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    const res = await client.get('/roles');
    assert.deepEqual(
      ok(res).map((r: { role: string }) => r.role),
      ['default', 'manager', 'boss'],
    );
    assert.deepEqual(res.body.meta.pagination, {
      total: 3,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('get role — default — the fixtures’ role', async () => {
    const data = ok(await fresh().get('/roles/default'));
    assert.deepEqual(data, {
      role: 'default',
      name: 'Default Role',
      description: 'This role gives full access',
      createdAt: 1629869270,
      updatedAt: 1630306291,
    });
  });

  test('get role — unknown — 404 ERR_ROLE_NOT_FOUND', async () => {
    expectError(await fresh().get('/roles/nobody'), 404, 'ERR_ROLE_NOT_FOUND');
  });
});

describe('PUT /roles/{role}', () => {
  test('update role — name and a setting — changed, the other setting kept, updatedAt now', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    client.advanceClock(10);
    const data = ok(
      await client.put('/roles/boss', { name: 'Chief', settings: { listUsers: 'friendsOnly' } }),
    );
    assert.equal(data.name, 'Chief');
    assert.deepEqual(data.settings, { listUsers: 'friendsOnly', sendMessagesTo: 'friendsOnly' });
    assert.equal(data.updatedAt, NOW + 10);
    assert.equal(data.createdAt, NOW);
  });

  test('update role — unset settings, description, metadata — removed', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    const data = ok(await client.put('/roles/boss', { unset: ['settings', 'description', 'metadata'] }));
    assert.deepEqual(data, { role: 'boss', name: 'Boss', createdAt: NOW, updatedAt: NOW });
  });

  test('update role — unknown role, empty body, unset of name — 404, 400, 400', async () => {
    const client = fresh();
    expectError(await client.put('/roles/nobody', { name: 'x' }), 404, 'ERR_ROLE_NOT_FOUND');
    expectError(await client.put('/roles/default', {}), 400, 'ERR_BAD_REQUEST');
    expectError(await client.put('/roles/default', { unset: ['name'] }), 400, 'ERR_BAD_REQUEST');
  });
});

describe('DELETE /roles/{role}', () => {
  test('delete role — no user holds it — the reference’s answer, gone', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    const data = ok(await client.del('/roles/Boss'));
    assert.deepEqual(data, { success: true, message: 'Role boss has been deleted successfully.' });
    expectError(await client.get('/roles/boss'), 404, 'ERR_ROLE_NOT_FOUND');
  });

  test('delete role — default — 403 ERR_ROLE_DELETE_DENIED', async () => {
    expectError(await fresh().del('/roles/default'), 403, 'ERR_ROLE_DELETE_DENIED');
  });

  test('delete role — two users hold it — 400 ERR_ROLE_DELETE_FAILED naming 2, the role kept', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    ok(await client.put('/users/superhero1', { role: 'boss' }));
    ok(await client.post('/users', { uid: 'bossy', name: 'Bossy', role: 'BOSS' }));
    const res = await client.del('/roles/boss');
    expectError(res, 400, 'ERR_ROLE_DELETE_FAILED');
    assert.match(res.body.error.message, /\b2 users\b/);
    ok(await client.get('/roles/boss'));
  });

  test('delete role — unknown — 404 ERR_ROLE_NOT_FOUND', async () => {
    expectError(await fresh().del('/roles/nobody'), 404, 'ERR_ROLE_NOT_FOUND');
  });
});

describe('a user’s role', () => {
  test('create user — no role — default; a role of the app, any case — its id', async () => {
    const client = fresh();
    ok(await client.post('/roles', BOSS));
    assert.equal(ok(await client.post('/users', { uid: 'plain', name: 'Plain' })).role, 'default');
    assert.equal(ok(await client.post('/users', { uid: 'bossy', name: 'Bossy', role: 'Boss' })).role, 'boss');
  });

  test('create user — a role the app lacks — 404 ERR_ROLE_NOT_FOUND, no user', async () => {
    const client = fresh();
    expectError(
      await client.post('/users', { uid: 'x', name: 'X', role: 'ghost' }),
      404,
      'ERR_ROLE_NOT_FOUND',
    );
    expectError(await client.get('/users/x'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('update user — a role the app lacks — 404 ERR_ROLE_NOT_FOUND, unchanged; an unknown user first — 404 uid', async () => {
    const client = fresh();
    expectError(await client.put('/users/superhero1', { role: 'ghost' }), 404, 'ERR_ROLE_NOT_FOUND');
    assert.equal(ok(await client.get('/users/superhero1')).role, 'default');
    expectError(await client.put('/users/nobody', { role: 'ghost' }), 404, 'ERR_UID_NOT_FOUND');
  });

  test('state import — a user naming a missing role — 400, the state kept', async () => {
    const client = fresh();
    const state = await client.state();
    const users = state.users.map((u) => (u.uid === 'superhero1' ? { ...u, role: 'ghost' } : u));
    const put = await request.put(`/__sandbox/apps/${client.appId}/state`).send({ ...state, users });
    assert.equal(put.status, 400, put.text.slice(0, 300));
    assert.match(put.text, /users\.\d+\.role/);
    const noDefault = { ...state, roles: [] };
    const again = await request.put(`/__sandbox/apps/${client.appId}/state`).send(noDefault);
    assert.equal(again.status, 400, again.text.slice(0, 300));
    assert.equal(ok(await client.get('/users/superhero1')).role, 'default');
  });
});
