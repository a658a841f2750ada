/**
 * GET and DELETE /users/{uid}/friends. In the fixtures superhero1 is a friend of superhero2 and
 * superhero3, and superhero4 of superhero2; in these apps superhero3 is deactivated.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandboxWithSeed, type Client } from './api-client.ts';

const DEACTIVATED_AT = NOW - 100;
const { fresh, request } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  users: fixtures.users.map((u) => (u.uid === 'superhero3' ? { ...u, deactivatedAt: DEACTIVATED_AT } : u)),
}));

const uids = (data: { uid: string }[]) => data.map((u) => u.uid);
const friendsOf = async (client: Client, uid: string): Promise<string[]> =>
  uids(ok(await client.get(`/users/${uid}/friends`)));
const REMOVED = { success: true, message: 'Deleted the friend relations succussfully' };

describe('GET /users/{uid}/friends', () => {
  test('list friends — superhero1 — its friends as it sees them, with page meta and cursor', async () => {
    const res = await fresh().get('/users/superhero1/friends');
    const data = ok(res);
    assert.deepEqual(uids(data), ['superhero2', 'superhero3']);
    assert.equal(data[0].conversationId, 'superhero1_user_superhero2');
    assert.equal(data[0].name, 'Captain America');
    assert.deepEqual(res.body.meta.pagination, {
      total: 2,
      count: 2,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
    assert.equal(res.body.meta.cursor.affix, 'prepend');
  });

  test('list friends — a deactivated friend — listed, with deactivatedAt', async () => {
    const data = ok(await fresh().get('/users/superhero1/friends'));
    assert.equal(data[1].uid, 'superhero3');
    assert.equal(data[1].deactivatedAt, DEACTIVATED_AT);
    assert.equal(data[0].deactivatedAt, undefined);
  });

  test('list friends — a deactivated user — its friends still read', async () => {
    assert.deepEqual(await friendsOf(fresh(), 'superhero3'), ['superhero1']);
  });

  test('list friends — a friend the user blocked — blockedByMe with its time', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero2'] }));
    const [friend] = ok(await client.get('/users/superhero1/friends'));
    assert.deepEqual([friend.blockedByMe, friend.blockedByMeAt, friend.blockedAt], [true, NOW, NOW]);
  });

  test('list friends — a friend renamed since — shown as the user is now', async () => {
    const client = fresh();
    const state = await client.state();
    const users = state.users.map((u) => (u.uid === 'superhero2' ? { ...u, name: 'Steve Rogers' } : u));
    const put = await request.put(`/__sandbox/apps/${client.appId}/state`).send({ ...state, users });
    assert.equal(put.status, 200, put.text.slice(0, 300));
    const [friend] = ok(await client.get('/users/superhero1/friends'));
    assert.equal(friend.name, 'Steve Rogers');
  });

  test('list friends — in the order made — a friend removed and added again comes last', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero1/friends', { friends: ['superhero2'] }));
    ok(await client.post('/users/superhero1/friends', { accepted: ['superhero2'] }));
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero3', 'superhero2']);
  });

  for (const [key, expected] of [
    ['SPIDER', ['superhero3']],
    ['hero2', ['superhero2']],
    ['super', ['superhero2', 'superhero3']],
    ['Hulk', []],
  ] as const) {
    test(`list friends — searchKey ${key} — uid or name, in any case`, async () => {
      const data = ok(await fresh().get(`/users/superhero1/friends?searchKey=${key}`));
      assert.deepEqual(uids(data), expected);
    });
  }

  test('list friends — one per page, page 2 — the second friend, with its meta', async () => {
    const res = await fresh().get('/users/superhero1/friends?perPage=1&page=2');
    assert.deepEqual(uids(ok(res)), ['superhero3']);
    assert.deepEqual(res.body.meta.pagination, {
      total: 2,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: 2,
    });
  });

  test('list friends — a page past the end, and a user without friends — empty, true totals', async () => {
    const past = await fresh().get('/users/superhero1/friends?page=3');
    assert.deepEqual(ok(past), []);
    assert.equal(past.body.meta.pagination.total, 2);
    assert.deepEqual(ok(await fresh().get('/users/superhero5/friends')), []);
  });

  test('list friends — perPage 1001 — 400 naming perPage', async () => {
    const res = await fresh().get('/users/superhero1/friends?perPage=1001');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['perPage']);
  });

  test('list friends — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/users/nobody/friends'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('DELETE /users/{uid}/friends', () => {
  test('remove friends — a friend — the reference wording; neither lists the other', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.del('/users/superhero2/friends', { friends: ['superhero1'] })), REMOVED);
    assert.deepEqual(await friendsOf(client, 'superhero2'), ['superhero4']);
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero3']);
  });

  test('remove friends — a friend and one who is not — 400 ERR_NOT_A_FRIEND naming them, nothing removed', async () => {
    const client = fresh();
    const res = await client.del('/users/superhero1/friends', { friends: ['superhero2', 'superhero4'] });
    expectError(res, 400, 'ERR_NOT_A_FRIEND');
    assert.equal(
      res.body.error.message,
      'The user with uid superhero4 is not a friend of the user with uid superhero1.',
    );
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero2', 'superhero3']);
  });

  test('remove friends — a uid nobody has, and the user themselves — 400 ERR_NOT_A_FRIEND', async () => {
    const client = fresh();
    for (const other of ['nobody', 'superhero1']) {
      expectError(
        await client.del('/users/superhero1/friends', { friends: [other] }),
        400,
        'ERR_NOT_A_FRIEND',
      );
    }
  });

  test('remove friends — twice — the second 400 ERR_NOT_A_FRIEND', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero4/friends', { friends: ['superhero2'] }));
    expectError(
      await client.del('/users/superhero4/friends', { friends: ['superhero2'] }),
      400,
      'ERR_NOT_A_FRIEND',
    );
  });

  test('remove friends — a friend listed twice — removed once, 200', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero4/friends', { friends: ['superhero2', 'superhero2'] }));
    assert.deepEqual(await friendsOf(client, 'superhero4'), []);
  });

  test('remove friends — a deactivated friend, and by a deactivated user — both work', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero3/friends', { friends: ['superhero1'] }));
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero2']);
    const other = fresh();
    ok(await other.del('/users/superhero1/friends', { friends: ['superhero3'] }));
    assert.deepEqual(await friendsOf(other, 'superhero3'), []);
  });

  test('remove friends — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(
      await fresh().del('/users/nobody/friends', { friends: ['superhero1'] }),
      404,
      'ERR_UID_NOT_FOUND',
    );
  });

  for (const [what, body, field] of [
    ['an empty list', { friends: [] }, 'friends'],
    ['26 uids', { friends: Array.from({ length: 26 }, (_, i) => `u${i}`) }, 'friends'],
    ['the add key instead', { accepted: ['superhero2'] }, 'accepted'],
  ] as const) {
    test(`remove friends — ${what} — 400 naming ${field}, nothing removed`, async () => {
      const client = fresh();
      const res = await client.del('/users/superhero1/friends', body);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(Object.keys(res.body.error.details).includes(field), JSON.stringify(res.body));
      assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero2', 'superhero3']);
    });
  }
});
