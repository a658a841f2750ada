import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

const block = (uids: string[], by = 'superhero1') => ({
  path: `/users/${by}/blockedusers`,
  body: { blockedUids: uids },
});
const blocked = (message: string) => ({ success: true, message });
const botText = (receiver: string) => ({
  category: 'message',
  receiver,
  receiverType: 'user',
  data: { text: 'Hello' },
});

describe('POST /users/{uid}/blockedusers', () => {
  test('block users — two users — each a success, both listed as blocked by me', async () => {
    const client = fresh();
    const { path, body } = block(['superhero2', 'superhero3']);
    assert.deepEqual(ok(await client.post(path, body)), {
      superhero2: blocked('The user with UID superhero1 has blocked user with UID superhero2 successfully.'),
      superhero3: blocked('The user with UID superhero1 has blocked user with UID superhero3 successfully.'),
    });
    const res = await client.get(path);
    const list = ok(res);
    assert.deepEqual(
      list.map((u: { uid: string }) => u.uid),
      ['superhero2', 'superhero3'],
    );
    assert.deepEqual(
      [list[0].blockedByMe, list[0].blockedByMeAt, list[0].blockedAt, list[0].conversationId],
      [true, NOW, NOW, 'superhero1_user_superhero2'],
    );
    assert.deepEqual(res.body.meta.pagination, {
      total: 2,
      count: 2,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('block users — a user blocked before — success, the first blockedAt kept', async () => {
    const client = fresh();
    const { path, body } = block(['superhero2']);
    ok(await client.post(path, body));
    client.advanceClock(60);
    ok(await client.post(path, body));
    assert.equal(ok(await client.get(path))[0].blockedAt, NOW);
  });

  test('block users — an unknown uid among known ones — a failure for it alone, the others blocked', async () => {
    const client = fresh();
    const { path, body } = block(['nobody', 'superhero2', 'nobody']);
    const data = ok(await client.post(path, body));
    assert.deepEqual(Object.keys(data), ['nobody', 'superhero2']);
    assert.deepEqual(data.nobody, {
      success: false,
      error: { code: 'ERR_UID_NOT_FOUND', message: 'The user with uid nobody does not exist.' },
    });
    assert.equal(data.superhero2.success, true);
    assert.deepEqual(
      ok(await client.get(path)).map((u: { uid: string }) => u.uid),
      ['superhero2'],
    );
  });

  test('block users — the user themselves among them — 400 naming blockedUids, nothing blocked', async () => {
    const client = fresh();
    const before = await client.state();
    const { path, body } = block(['superhero2', 'superhero1']);
    const res = await client.post(path, body);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['blockedUids']);
    assert.deepEqual(await client.state(), before);
  });

  test('block users — an unknown user in the path — 404 ERR_UID_NOT_FOUND', async () => {
    const { body } = block(['superhero2']);
    expectError(await fresh().post('/users/nobody/blockedusers', body), 404, 'ERR_UID_NOT_FOUND');
  });

  test('block users — an empty list, 26 users — 400 naming blockedUids', async () => {
    for (const uids of [[], Array.from({ length: 26 }, (_, i) => `u${i}`)]) {
      const { path, body } = block(uids);
      const res = await fresh().post(path, body);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, ['blockedUids']);
    }
  });
});

describe('DELETE /users/{uid}/blockedusers', () => {
  test('unblock users — a blocked user — a success, no longer listed', async () => {
    const client = fresh();
    const { path, body } = block(['superhero2', 'superhero3']);
    ok(await client.post(path, body));
    assert.deepEqual(ok(await client.del(path, { blockedUids: ['superhero2'] })), {
      superhero2: blocked(
        'The user with UID superhero1 has unblocked user with UID superhero2 successfully.',
      ),
    });
    assert.deepEqual(
      ok(await client.get(path)).map((u: { uid: string }) => u.uid),
      ['superhero3'],
    );
  });

  test('unblock users — a user not blocked — a success, nothing changed', async () => {
    const client = fresh();
    const before = await client.state();
    const data = ok(await client.del('/users/superhero1/blockedusers', { blockedUids: ['superhero2'] }));
    assert.equal(data.superhero2.success, true);
    assert.deepEqual(await client.state(), before);
  });

  test('unblock users — an unknown uid — a failure for it alone', async () => {
    const data = ok(await fresh().del('/users/superhero4/blockedusers', { blockedUids: ['nobody', BOT] }));
    assert.equal(data.nobody.error.code, 'ERR_UID_NOT_FOUND');
    assert.equal(data[BOT].success, true);
  });

  test('unblock users — an empty object — 400 naming blockedUids', async () => {
    const res = await fresh().del('/users/superhero1/blockedusers', {});
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['blockedUids']);
  });
});

describe('GET /users/{uid}/blockedusers', () => {
  test('list blocked users — the fixtures — superhero4 blocked the bot', async () => {
    const list = ok(await fresh().get('/users/superhero4/blockedusers'));
    assert.deepEqual(
      list.map((u: { uid: string; blockedByMe: boolean }) => [u.uid, u.blockedByMe]),
      [[BOT, true]],
    );
  });

  test('list blocked users — one per page, second page — the second user blocked', async () => {
    const client = fresh();
    const { path, body } = block(['superhero5', 'superhero2']);
    ok(await client.post(path, body));
    const res = await client.get(`${path}?perPage=1&page=2`);
    assert.deepEqual(
      ok(res).map((u: { uid: string }) => u.uid),
      ['superhero2'],
    );
    assert.deepEqual(res.body.meta.pagination, {
      total: 2,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: 2,
    });
  });

  test('list blocked users — a user who blocked no one — an empty page', async () => {
    const res = await fresh().get('/users/superhero2/blockedusers');
    assert.deepEqual(ok(res), []);
    assert.equal(res.body.meta.pagination.total, 0);
  });

  test('list blocked users — an unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/users/nobody/blockedusers'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('blocks and bot messages', () => {
  test('bot message — to a user the bot blocked — 403 ERR_BLOCKED_RECEIVER naming the bot as blocker', async () => {
    const client = fresh();
    ok(await client.post(`/users/${BOT}/blockedusers`, { blockedUids: ['superhero1'] }));
    const res = await client.post(`/bots/${BOT}/messages`, botText('superhero1'));
    expectError(res, 403, 'ERR_BLOCKED_RECEIVER');
    assert.equal(
      res.body.error.message,
      `The user with UID ${BOT} has blocked the user with UID superhero1.`,
    );
  });

  test('bot message — a receiver who blocked the bot, then unblocked it — 403, then 200', async () => {
    const client = fresh();
    expectError(
      await client.post(`/bots/${BOT}/messages`, botText('superhero4')),
      403,
      'ERR_BLOCKED_RECEIVER',
    );
    ok(await client.del('/users/superhero4/blockedusers', { blockedUids: [BOT] }));
    ok(await client.post(`/bots/${BOT}/messages`, botText('superhero4')));
  });
});
