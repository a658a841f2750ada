/**
 * PUT /groups/{guid}: the fields sent replace the old ones, `unset` removes them, only an admin edits,
 * the app alone hands the group to a new owner, and a password group keeps a password. Every answer is
 * compared with what GET /groups/{guid} then shows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, NOW, assertDetails, expectError, ok, sandbox, sandboxWithSeed } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const update = (client: Client, body: object, onBehalfOf?: string, guid = GUID) =>
  client.put(`/groups/${guid}`, body, onBehalfOf);
const storedGroup = async (client: Client, guid: string) =>
  (await client.state()).groups.find((g) => g.guid === guid);
const scopeOf = async (client: Client, guid: string, uid: string) =>
  (await client.state()).members.find((m) => m.guid === guid && m.uid === uid)?.scope;

describe('PUT /groups/{guid} — the fields', () => {
  test('update group — by its admin — fields replaced, updatedAt and updatedBy set, answered as GET shows it', async () => {
    const client = fresh();
    client.advanceClock(60);
    const body = {
      name: 'Project Group',
      description: 'project related discussions between members',
      icon: 'http://placehold.it/120x120&text=image1',
      metadata: { topic: 'projects' },
      tags: ['friends', 'project'],
    };
    const group = ok(await update(client, body, 'superhero1'));
    assert.deepEqual(group, {
      guid: GUID,
      ...body,
      type: 'public',
      scope: 'admin',
      membersCount: 4,
      joinedAt: 1638360000,
      conversationId: `group_${GUID}`,
      hasJoined: true,
      createdAt: 1638360000,
      updatedAt: NOW + 60,
      updatedBy: 'superhero1',
      owner: 'superhero1',
    });
    assert.deepEqual(ok(await client.get(`/groups/${GUID}`, 'superhero1')), group);
  });

  test('update group — unset icon, description and metadata — removed, the rest kept', async () => {
    const client = fresh();
    const group = ok(await update(client, { unset: ['icon', 'description', 'metadata'] }));
    assert.equal(group.name, 'Superheroes Hangout');
    assert.deepEqual(group.tags, ['heroes', 'hangout']);
    for (const field of ['icon', 'description', 'metadata']) assert.equal(field in group, false, field);
    assert.equal(group.updatedBy, 'app_system');
    const stored = await storedGroup(client, GUID);
    assert.equal(stored?.icon, undefined);
    assert.equal(stored?.metadata, undefined);
  });

  test('update group — a field both set and unset — 400 naming it, nothing changed', async () => {
    const client = fresh();
    const res = await update(client, { icon: 'https://x.example/i.png', name: 'New', unset: ['icon'] });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['icon']);
    assert.equal((await storedGroup(client, GUID))?.name, 'Superheroes Hangout');
  });

  test('update group — empty body, or an empty unset — 400 ERR_BAD_REQUEST', async () => {
    const client = fresh();
    expectError(await update(client, {}), 400, 'ERR_BAD_REQUEST');
    expectError(await update(client, { unset: [] }), 400, 'ERR_BAD_REQUEST');
    expectError(await update(client, { unset: ['name'] }), 400, 'ERR_BAD_REQUEST');
    assert.equal((await storedGroup(client, GUID))?.updatedAt, undefined);
  });

  test('update group — name over 100 code points, metadata over 5 KB — 400 naming each', async () => {
    const client = fresh();
    const long = await update(client, { name: '😀'.repeat(101) });
    expectError(long, 400, 'ERR_BAD_REQUEST');
    assertDetails(long, ['name']);
    const heavy = await update(client, { metadata: { blob: 'x'.repeat(6000) } });
    expectError(heavy, 400, 'ERR_BAD_REQUEST');
    assertDetails(heavy, ['metadata']);
    ok(await update(client, { name: '😀'.repeat(100) }));
  });

  test("update group — the reference's request, its schema defaults only ({tags: ['tag1']}) — 200", async () => {
    const client = fresh();
    assert.deepEqual(ok(await update(client, { tags: ['tag1'] }, 'superhero1')).tags, ['tag1']);
  });

  test('update group — no action message is stored', async () => {
    const client = fresh();
    const before = (await client.state()).messages.length;
    ok(await update(client, { name: 'Renamed' }, 'superhero1'));
    assert.equal((await client.state()).messages.length, before);
  });
});

describe('PUT /groups/{guid} — who may', () => {
  for (const [who, uid] of [
    ['a moderator', 'superhero2'],
    ['a participant', 'superhero3'],
    ['a non-member', 'superhero4'],
  ] as const) {
    test(`update group — by ${who} — 403 ERR_GROUP_NO_ADMIN_SCOPE, nothing changed`, async () => {
      const client = fresh();
      expectError(await update(client, { name: 'Taken' }, uid), 403, 'ERR_GROUP_NO_ADMIN_SCOPE');
      assert.equal((await storedGroup(client, GUID))?.name, 'Superheroes Hangout');
    });
  }

  test('update group — unknown group, private group of others — 404 ERR_GUID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(await update(client, { name: 'x' }, undefined, 'nowhere'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await update(client, { name: 'x' }, 'superhero1', 'x-men'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await update(client, { name: 'x' }, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('PUT /groups/{guid} — the owner', () => {
  test('update group — the app names a new owner, not a member — joins as admin, old owner stays admin', async () => {
    const client = fresh();
    const group = ok(await update(client, { owner: 'superhero4' }));
    assert.equal(group.owner, 'superhero4');
    assert.equal(group.membersCount, 5);
    assert.equal(await scopeOf(client, GUID, 'superhero4'), 'admin');
    assert.equal(await scopeOf(client, GUID, 'superhero1'), 'admin');
    assert.equal(ok(await client.get(`/groups/${GUID}`, 'superhero4')).scope, 'admin');
  });

  test('update group — the app names a participant owner — promoted to admin', async () => {
    const client = fresh();
    ok(await update(client, { owner: 'superhero3' }));
    assert.equal(await scopeOf(client, GUID, 'superhero3'), 'admin');
    assert.equal((await storedGroup(client, GUID))?.owner, 'superhero3');
  });

  test('update group — owner with onBehalfOf — ignored, as the reference says', async () => {
    const client = fresh();
    const group = ok(await update(client, { owner: 'superhero4', name: 'Kept' }, 'superhero1'));
    assert.equal(group.owner, 'superhero1');
    assert.equal(group.name, 'Kept');
    assert.equal(await scopeOf(client, GUID, 'superhero4'), undefined);
  });

  test('update group — unknown owner — 404 ERR_UID_NOT_FOUND, nothing changed', async () => {
    const client = fresh();
    expectError(await update(client, { owner: 'nobody', name: 'x' }), 404, 'ERR_UID_NOT_FOUND');
    assert.equal((await storedGroup(client, GUID))?.owner, 'superhero1');
  });

  test('update group — a deactivated owner — 404 ERR_UID_NOT_FOUND saying so', async () => {
    const { fresh: withDeactivated } = sandboxWithSeed((s) => ({
      ...s,
      users: s.users.map((u) => (u.uid === 'superhero4' ? { ...u, deactivatedAt: 1690000000 } : u)),
    }));
    const res = await update(withDeactivated(), { owner: 'superhero4' });
    expectError(res, 404, 'ERR_UID_NOT_FOUND');
    assert.match(res.body.error.message, /deactivated/);
  });
});

describe('PUT /groups/{guid} — the password', () => {
  test('update group — public to password without one — 400 ERR_EMPTY_GROUP_PASS', async () => {
    const client = fresh();
    expectError(await update(client, { type: 'password' }), 400, 'ERR_EMPTY_GROUP_PASS');
    expectError(await update(client, { type: 'password', password: '' }), 400, 'ERR_EMPTY_GROUP_PASS');
    assert.equal((await storedGroup(client, GUID))?.type, 'public');
  });

  test('update group — a password group renamed — its password kept, never shown', async () => {
    const client = fresh();
    const group = ok(await update(client, { name: 'HQ' }, 'superhero2', 'avengers-hq'));
    assert.equal('password' in group, false);
    assert.equal((await storedGroup(client, 'avengers-hq'))?.password, 'assemble');
  });

  test('update group — password to public — the password dropped; public to password with one — stored', async () => {
    const client = fresh();
    ok(await update(client, { type: 'public', password: 'ignored' }, 'superhero2', 'avengers-hq'));
    assert.equal((await storedGroup(client, 'avengers-hq'))?.password, undefined);
    ok(await update(client, { type: 'password', password: 'sesame' }));
    assert.equal((await storedGroup(client, GUID))?.password, 'sesame');
  });
});
