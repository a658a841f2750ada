import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const create = (client: Client, body: object, onBehalfOf = 'superhero1') =>
  client.post('/groups', { guid: 'limits', name: 'Limits', type: 'public', ...body }, onBehalfOf);

/** Asserts a 400 naming exactly `fields`, and that no group was created. */
async function refused(client: Client, body: object, fields: string[]): Promise<void> {
  const res = await create(client, body);
  expectError(res, 400, 'ERR_BAD_REQUEST');
  assertDetails(res, fields);
  expectError(await client.get('/groups/limits/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
}

/** Metadata whose JSON text is exactly `bytes` long. */
const metadataOf = (bytes: number) => ({ note: 'x'.repeat(bytes - '{"note":""}'.length) });
const users = (n: number, prefix = 'user') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('POST /groups — limits of the body', () => {
  test('create group — name of 100 emoji — accepted and answered intact', async () => {
    const name = '🦸'.repeat(100);
    assert.equal(ok(await create(fresh(), { name })).name, name);
  });

  test('create group — name of 101 emoji — 400 naming name', async () => {
    await refused(fresh(), { name: '🦸'.repeat(101) }, ['name']);
  });

  test('create group — description of 255 and 256 characters — accepted, then 400 naming it', async () => {
    const client = fresh();
    assert.equal(ok(await create(client, { description: 'd'.repeat(255) })).description.length, 255);
    await refused(fresh(), { description: 'd'.repeat(256) }, ['description']);
  });

  test('create group — 25 and 26 tags — accepted, then 400 naming tags', async () => {
    assert.equal(ok(await create(fresh(), { tags: users(25, 'tag') })).tags.length, 25);
    await refused(fresh(), { tags: users(26, 'tag') }, ['tags']);
  });

  test('create group — metadata of exactly 5 KB as JSON — accepted and echoed', async () => {
    const metadata = metadataOf(5120);
    assert.deepEqual(ok(await create(fresh(), { metadata })).metadata, metadata);
  });

  test('create group — metadata one byte over 5 KB — 400 naming metadata', async () => {
    await refused(fresh(), { metadata: metadataOf(5121) }, ['metadata']);
  });

  test('create group — metadata counted in UTF-8 bytes — 2,000 "é" (4,000 bytes) accepted, 3,000 refused', async () => {
    // Fewer than 5,120 characters either way: the limit is on the bytes, as the real service counts it.
    const accents = (n: number) => ({ note: 'é'.repeat(n) });
    assert.deepEqual(ok(await create(fresh(), { metadata: accents(2000) })).metadata, accents(2000));
    await refused(fresh(), { metadata: accents(3000) }, ['metadata']);
  });

  test('create group — guid of 100 characters — accepted; 101 or a space — 400 naming guid', async () => {
    assert.equal(ok(await create(fresh(), { guid: 'g'.repeat(100) })).guid, 'g'.repeat(100));
    await refused(fresh(), { guid: 'g'.repeat(101) }, ['guid']);
    await refused(fresh(), { guid: 'has space' }, ['guid']);
  });

  test('create group — unknown field — 400 whose details name that field only', async () => {
    const res = await create(fresh(), { colour: 'red' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['colour']);
  });

  test('create group — type outside the enum — 400 naming type', async () => {
    await refused(fresh(), { type: 'secret' }, ['type']);
  });

  test('create group — required fields missing — 400 naming each of them', async () => {
    const res = await fresh().post('/groups', {}, 'superhero1');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['guid', 'name', 'type']);
  });
});

describe('POST /groups — members of the new group', () => {
  test('create group — user in all three add lists — admin once, already joined in the others', async () => {
    const client = fresh();
    const members = { admins: ['superhero3'], moderators: ['superhero3'], participants: ['superhero3'] };
    const group = ok(await create(client, { members }));
    assert.equal(group.membersCount, 2);
    assert.equal(group.members.admins.superhero3.success, true);
    assert.equal(group.members.moderators.superhero3.error.code, 'ERR_ALREADY_JOINED');
    assert.equal(group.members.participants.superhero3.error.code, 'ERR_ALREADY_JOINED');
    const asAdmin = ok(await client.post('/groups/limits/members', { admins: ['superhero4'] }, 'superhero3'));
    assert.equal(asAdmin.admins.superhero4.success, true, 'only an admin may add admins');
  });

  test('create group — moderator and participant lists — moderator scope wins', async () => {
    const client = fresh();
    ok(await create(client, { members: { participants: ['superhero2'], moderators: ['superhero2'] } }));
    const res = await client.post('/groups/limits/members', { admins: ['superhero4'] }, 'superhero2');
    expectError(res, 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE');
    const added = ok(
      await client.post('/groups/limits/members', { participants: ['superhero4'] }, 'superhero2'),
    );
    assert.equal(added.participants.superhero4.success, true);
  });

  test('create group — members that cannot join — 200, each failure reported, the rest applied', async () => {
    const client = fresh();
    const members = { usersToBan: ['superhero4'], participants: ['nobody', 'superhero4', 'superhero2'] };
    const group = ok(await create(client, { members }));
    assert.deepEqual(group.members.usersToBan, { superhero4: { success: true } });
    assert.equal(group.members.participants.nobody.error.code, 'ERR_UID_NOT_FOUND');
    assert.equal(group.members.participants.superhero4.error.code, 'ERR_BANNED_GROUPMEMBER');
    assert.equal(group.members.participants.superhero2.success, true);
    assert.deepEqual(Object.keys(group.members), ['usersToBan', 'admins', 'moderators', 'participants']);
    assert.equal(group.membersCount, 2);
    const banned = ok(await client.get('/groups/limits/bannedusers'));
    assert.deepEqual(
      banned.map((u: { uid: string }) => u.uid),
      ['superhero4'],
    );
  });

  test('create group — no members field — no members key and no updatedAt in the answer', async () => {
    const group = ok(await create(fresh(), {}));
    assert.equal('members' in group, false);
    assert.equal('updatedAt' in group, false);
  });

  test('create group — a member added — updatedAt set, as the membership changed', async () => {
    const group = ok(await create(fresh(), { members: { participants: ['superhero2'] } }));
    assert.equal(group.updatedAt, group.createdAt);
  });

  test('create group — 25 distinct users across lists — accepted, 25 answers', async () => {
    const members = { admins: users(13), participants: users(12, 'other') };
    const group = ok(await create(fresh(), { members }));
    const answered =
      Object.keys(group.members.admins).length + Object.keys(group.members.participants).length;
    assert.equal(answered, 25);
  });

  test('create group — 26 distinct users across lists — 400 naming members, nothing created', async () => {
    await refused(fresh(), { members: { admins: users(13), participants: users(13, 'other') } }, ['members']);
  });

  test('create group — one list of 26 — 400 naming that list', async () => {
    await refused(fresh(), { members: { participants: users(26) } }, ['members.participants']);
  });
});
