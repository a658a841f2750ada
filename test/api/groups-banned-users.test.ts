import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const ban = (client: Client, ...uids: string[]) =>
  client.post(`/groups/${GUID}/members`, { usersToBan: uids }).then(ok);
const banned = async (client: Client, query = '') =>
  ok(await client.get(`/groups/${GUID}/bannedusers${query}`)).map((u: { uid: string }) => u.uid);
const unban = (client: Client, uid: string, onBehalfOf?: string) =>
  client.del(`/groups/${GUID}/bannedusers/${uid}`, undefined, onBehalfOf);

describe('GET /groups/{guid}/bannedusers', () => {
  test('list banned users — fixture group — user records of the banned users', async () => {
    const res = await fresh().get(`/groups/${GUID}/bannedusers`);
    const [cyclops] = ok(res);
    assert.deepEqual(
      [cyclops.uid, cyclops.name, cyclops.status, cyclops.role, cyclops.createdAt],
      ['superhero5', 'Cyclops', 'offline', 'default', 1629869270],
    );
    assert.deepEqual(res.body.meta.pagination, {
      total: 1,
      count: 1,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    });
  });

  test('list banned users — onBehalfOf a user who blocked one — conversationId and blockedByMe for that user', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero5'] }));
    const [cyclops] = ok(await client.get(`/groups/${GUID}/bannedusers`, 'superhero1'));
    assert.deepEqual(
      [cyclops.uid, cyclops.conversationId, cyclops.blockedByMe, typeof cyclops.blockedByMeAt],
      ['superhero5', 'superhero1_user_superhero5', true, 'number'],
    );
    const [plain] = ok(await client.get(`/groups/${GUID}/bannedusers`));
    assert.equal('conversationId' in plain, false, 'without onBehalfOf, the record as part one gave it');
  });

  test('list banned users — onBehalfOf an unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get(`/groups/${GUID}/bannedusers`, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('list banned users — bans in several calls — in the order they were banned', async () => {
    const client = fresh();
    await ban(client, 'superhero4', 'superhero3');
    await ban(client, 'superhero2');
    assert.deepEqual(await banned(client), ['superhero5', 'superhero4', 'superhero3', 'superhero2']);
  });

  test('list banned users — two per page — first, last and past-the-end pages', async () => {
    const client = fresh();
    await ban(client, 'superhero4', 'superhero3');
    assert.deepEqual(await banned(client, '?perPage=2'), ['superhero5', 'superhero4']);
    const last = await client.get(`/groups/${GUID}/bannedusers?perPage=2&page=2`);
    assert.deepEqual(
      ok(last).map((u: { uid: string }) => u.uid),
      ['superhero3'],
    );
    assert.deepEqual(last.body.meta.pagination, {
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });
    assert.deepEqual(await banned(client, '?perPage=2&page=3'), []);
  });

  for (const [query, field] of [
    ['?perPage=0', 'perPage'],
    ['?perPage=1001', 'perPage'],
    ['?page=0', 'page'],
  ] as const) {
    test(`list banned users — ${query} — 400 naming ${field}`, async () => {
      const res = await fresh().get(`/groups/${GUID}/bannedusers${query}`);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    });
  }

  test('list banned users — group without bans — empty page', async () => {
    assert.deepEqual(ok(await fresh().get('/groups/x-men/bannedusers')), []);
  });

  test('list banned users — unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    expectError(await fresh().get('/groups/no-such-group/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
  });
});

describe('DELETE /groups/{guid}/bannedusers/{uid}', () => {
  test('unban — banned user — confirmation, off the list, not a member', async () => {
    const client = fresh();
    assert.deepEqual(ok(await unban(client, 'superhero5')), {
      success: true,
      message: `The user with uid superhero5 has been unbanned from the group ${GUID}.`,
    });
    assert.deepEqual(await banned(client), []);
    expectError(await client.post('/messages/4/save', undefined, 'superhero5'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('unban — then added again — joins with the scope of its list', async () => {
    const client = fresh();
    ok(await unban(client, 'superhero5'));
    const data = ok(await client.post(`/groups/${GUID}/members`, { moderators: ['superhero5'] }));
    assert.equal(data.moderators.superhero5.success, true);
    ok(await client.post('/messages/4/save', undefined, 'superhero5'));
  });

  test('unban — banned again later — goes to the end of the list', async () => {
    const client = fresh();
    await ban(client, 'superhero4');
    ok(await unban(client, 'superhero5'));
    await ban(client, 'superhero5');
    assert.deepEqual(await banned(client), ['superhero4', 'superhero5']);
  });

  for (const [who, uid] of [
    ['a member', 'superhero3'],
    ['a non-member', 'superhero4'],
  ] as const) {
    test(`unban — ${who} who is not banned — 400 ERR_NOT_A_BANNED_USER`, async () => {
      expectError(await unban(fresh(), uid), 400, 'ERR_NOT_A_BANNED_USER');
    });
  }

  test('unban — twice — the second is 400 ERR_NOT_A_BANNED_USER', async () => {
    const client = fresh();
    ok(await unban(client, 'superhero5'));
    expectError(await unban(client, 'superhero5'), 400, 'ERR_NOT_A_BANNED_USER');
  });

  test('unban — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await unban(fresh(), 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('unban — unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    const res = await fresh().del('/groups/no-such-group/bannedusers/superhero5');
    expectError(res, 404, 'ERR_GUID_NOT_FOUND');
  });

  for (const [who, uid] of [
    ['a participant', 'superhero3'],
    ['a non-member', 'superhero4'],
  ] as const) {
    test(`unban — on behalf of ${who} — 403 ERR_GROUP_NO_CLEARANCE, still banned`, async () => {
      const client = fresh();
      expectError(await unban(client, 'superhero5', uid), 403, 'ERR_GROUP_NO_CLEARANCE');
      assert.deepEqual(await banned(client), ['superhero5']);
    });
  }

  test('unban — on behalf of the moderator — allowed', async () => {
    const client = fresh();
    ok(await unban(client, 'superhero5', 'superhero2'));
    assert.deepEqual(await banned(client), []);
  });

  test('unban — onBehalfOf unknown — 404 ERR_UID_NOT_FOUND, still banned', async () => {
    const client = fresh();
    expectError(await unban(client, 'superhero5', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    assert.deepEqual(await banned(client), ['superhero5']);
  });

  test('unban — guid in capitals — the same group, lowercased in the message', async () => {
    const res = await fresh().del(`/groups/${GUID.toUpperCase()}/bannedusers/superhero5`);
    assert.match(ok(res).message, new RegExp(`group ${GUID}\\.$`));
  });
});
