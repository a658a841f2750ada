/**
 * The change cursor of the page-paged lists (beside `meta` for users and members, in `meta` for groups
 * and blocked users, where the real service's examples put it), who changed a group last, and a
 * group's members as a user sees them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, NOW, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

type Changed = { createdAt: number; updatedAt?: number };
const latest = (records: Changed[]): number => Math.max(...records.map((r) => r.updatedAt ?? r.createdAt));

describe('the change cursor of a page', () => {
  test('list users — a page — cursor beside meta at the latest change of its records, prepend', async () => {
    const res = await fresh().get('/users?perPage=3&page=1');
    const users = ok(res);
    assert.deepEqual(res.body.cursor, { updatedAt: latest(users), affix: 'prepend' });
    assert.equal(res.body.meta.cursor, undefined);
  });

  test('list users — a page past the end — no cursor', async () => {
    const res = await fresh().get('/users?page=99');
    assert.deepEqual(ok(res), []);
    assert.equal('cursor' in res.body, false);
  });

  test('list groups — a member added — cursor in meta moves to the change, and finds it with affix=append', async () => {
    const client = fresh();
    const before = await client.get('/groups');
    assert.deepEqual(before.body.meta.cursor, { updatedAt: latest(ok(before)), affix: 'prepend' });
    assert.equal('cursor' in before.body, false);
    assert.ok(before.body.meta.cursor.updatedAt < NOW);
    ok(await client.post('/groups/x-men/members', { participants: ['superhero3'] }));
    const after = await client.get('/groups');
    assert.deepEqual(after.body.meta.cursor, { updatedAt: NOW, affix: 'prepend' });
    const since = ok(
      await client.get(`/groups?affix=append&updatedAt=${before.body.meta.cursor.updatedAt + 1}`),
    );
    assert.deepEqual(
      since.map((g: { guid: string }) => g.guid),
      ['x-men'],
    );
  });

  test('list group members — cursor beside meta; blocked users — cursor in meta', async () => {
    const client = fresh();
    const members = await client.get(`/groups/${GUID}/members`);
    assert.deepEqual(members.body.cursor, { updatedAt: latest(ok(members)), affix: 'prepend' });
    ok(await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero2', 'superhero3'] }));
    const blocked = await client.get('/users/superhero1/blockedusers');
    assert.deepEqual(blocked.body.meta.cursor, { updatedAt: latest(ok(blocked)), affix: 'prepend' });
    assert.equal('cursor' in blocked.body, false);
  });
});

describe('who changed a group last', () => {
  test('add a member as superhero1 — the group carries updatedAt and updatedBy', async () => {
    const client = fresh();
    assert.equal(ok(await client.get('/groups/avengers-hq')).updatedBy, undefined);
    ok(await client.post('/groups/avengers-hq/members', { participants: ['superhero3'] }, 'superhero2'));
    const group = ok(await client.get('/groups/avengers-hq'));
    assert.deepEqual([group.updatedAt, group.updatedBy], [NOW, 'superhero2']);
  });

  test('kick a member — the group conversation shows who did it, on the group and its action', async () => {
    const client = fresh();
    ok(await client.del(`/groups/${GUID}/members/superhero3`, undefined, 'superhero1'));
    const conversation = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1'));
    assert.equal(conversation.conversationWith.updatedBy, 'superhero1');
    assert.equal(conversation.lastMessage.data.entities.for.entity.updatedBy, 'superhero1');
  });
});

describe('GET /groups/{guid}/members as a user', () => {
  test('as a member who blocked another — conversation ids, the block, none on themselves', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/blockedusers', { blockedUids: ['superhero3'] }));
    const members = ok(await client.get(`/groups/${GUID}/members`, 'superhero2'));
    type Seen = { uid: string; conversationId?: string; blockedByMe?: boolean };
    const byUid = new Map<string, Seen>(members.map((m: Seen) => [m.uid, m]));
    assert.equal(byUid.get('superhero1')?.conversationId, 'superhero1_user_superhero2');
    assert.equal(byUid.get('superhero3')?.blockedByMe, true);
    assert.equal(byUid.get('superhero2')?.conversationId, undefined);
    const plain = ok(await client.get(`/groups/${GUID}/members`));
    assert.ok(plain.every((m: Seen) => m.conversationId === undefined));
  });

  test('a private group — a member sees its members, an outsider 404 ERR_GUID_NOT_FOUND', async () => {
    const client = fresh();
    ok(
      await client.post('/groups', { guid: 'secret', name: 'Secret', type: 'private', owner: 'superhero1' }),
    );
    assert.equal(ok(await client.get('/groups/secret/members', 'superhero1')).length, 1);
    expectError(await client.get('/groups/secret/members', 'superhero5'), 404, 'ERR_GUID_NOT_FOUND');
  });

  test('an acting user who does not exist — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get(`/groups/${GUID}/members`, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});
