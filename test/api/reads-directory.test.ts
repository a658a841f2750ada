import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

const uids = (data: { uid: string }[]) => data.map((u) => u.uid);
const guids = (data: { guid: string }[]) => data.map((g) => g.guid);

describe('GET /users', () => {
  test('list users — pages of two — every user once, totals in meta', async () => {
    const client = fresh();
    const first = await client.get('/users?perPage=2&page=1');
    const all = ok(await client.get('/users?perPage=100'));
    assert.equal(first.body.meta.pagination.total, all.length);
    const walked = [];
    for (let page = 1; page <= first.body.meta.pagination.total_pages; page += 1) {
      walked.push(...ok(await client.get(`/users?perPage=2&page=${page}`)));
    }
    assert.deepEqual(uids(walked), uids(all));
  });

  test('list users — search, role, status and tags — only the matching users, tags with withTags', async () => {
    const client = fresh();
    ok(await client.post('/roles', { role: 'tester', name: 'Tester' }));
    ok(await client.post('/users', { uid: 'tagged', name: 'Tagged Person', role: 'tester', tags: ['vip'] }));
    assert.deepEqual(uids(ok(await client.get('/users?searchKey=TAGGED&searchIn=name'))), ['tagged']);
    assert.deepEqual(uids(ok(await client.get('/users?roles=tester,nobody'))), ['tagged']);
    const byTag = ok(await client.get('/users?tags=vip'));
    assert.deepEqual(uids(byTag), ['tagged']);
    assert.equal(byTag[0].tags, undefined);
    assert.deepEqual(ok(await client.get('/users?tags=vip&withTags=true'))[0].tags, ['vip']);
    const available = ok(await client.get('/users?status=available'));
    assert.ok(available.length > 0 && available.every((u: { status: string }) => u.status === 'available'));
    assert.deepEqual(ok(await client.get('/users?onlyDeactivated=true')), []);
  });

  test('list users — createdAt bounds — only users created within them', async () => {
    const client = fresh();
    const created = ok(await client.post('/users', { uid: 'newcomer', name: 'New' }));
    const since = ok(await client.get(`/users?createdAt[from]=${created.createdAt}`));
    assert.ok(uids(since).includes('newcomer'));
    assert.ok(
      !uids(ok(await client.get(`/users?createdAt[to]=${created.createdAt - 1}`))).includes('newcomer'),
    );
  });

  test('list users — as a user who blocked one — conversation ids, the block on that one only, not on themselves', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero3'] }));
    const seen = ok(await client.get('/users?perPage=100', 'superhero1'));
    type Seen = { uid: string; conversationId?: string; blockedByMe?: boolean; blockedByMeAt?: number };
    const byUid = new Map<string, Seen>(seen.map((u: Seen) => [u.uid, u]));
    assert.equal(byUid.get('superhero2')?.conversationId, 'superhero1_user_superhero2');
    assert.equal(byUid.get('superhero2')?.blockedByMe, undefined);
    assert.equal(byUid.get('superhero3')?.blockedByMe, true);
    assert.equal(typeof byUid.get('superhero3')?.blockedByMeAt, 'number');
    assert.equal(byUid.get('superhero1')?.conversationId, undefined);
    const plain = ok(await client.get('/users?perPage=100'));
    assert.ok(plain.every((u: { conversationId?: string }) => u.conversationId === undefined));
  });

  test('list users — an acting user who does not exist — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/users', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('GET /users/{uid}', () => {
  test('get user — as a user who blocked them — conversation id and blockedByMe', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero2'] }));
    const user = ok(await client.get('/users/superhero2', 'superhero1'));
    assert.equal(user.conversationId, 'superhero1_user_superhero2');
    assert.equal(user.blockedByMe, true);
  });

  test('get user — an unknown uid — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().get('/users/nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('GET /groups and /groups/{guid}', () => {
  test('list groups — a private group — listed to its members only, never with a password', async () => {
    const client = fresh();
    ok(
      await client.post('/groups', { guid: 'secret', name: 'Secret', type: 'private', owner: 'superhero1' }),
    );
    ok(await client.post('/groups', { guid: 'locked', name: 'Locked', type: 'password', password: 'pw' }));
    assert.ok(guids(ok(await client.get('/groups', 'superhero1'))).includes('secret'));
    assert.ok(!guids(ok(await client.get('/groups', 'superhero5'))).includes('secret'));
    expectError(await client.get('/groups/secret', 'superhero5'), 404, 'ERR_GUID_NOT_FOUND');
    const locked = ok(await client.get('/groups/locked'));
    assert.equal(locked.password, undefined);
    assert.equal(locked.type, 'password');
  });

  test('list groups — hasJoined with onBehalfOf — the joined groups with scope and joinedAt', async () => {
    const client = fresh();
    const joined = ok(await client.get('/groups?hasJoined=true', 'superhero1'));
    assert.ok(joined.length > 0);
    for (const group of joined) {
      assert.equal(group.hasJoined, true);
      assert.ok(group.scope && group.joinedAt);
    }
    expectError(await client.get('/groups?hasJoined=true'), 400, 'ERR_BAD_REQUEST');
  });

  test('list groups — sort, type and members count — ordered and filtered', async () => {
    const client = fresh();
    ok(await client.post('/groups', { guid: 'aaa', name: 'Zed', type: 'public' }));
    const byGuid = guids(ok(await client.get('/groups?sortBy=guid&sortOrder=desc')));
    assert.deepEqual(byGuid, [...byGuid].sort().reverse());
    const small = ok(await client.get('/groups?membersCount[lte]=0&type=public'));
    assert.deepEqual(guids(small), ['aaa']);
    assert.deepEqual(guids(ok(await client.get(`/groups?guids=${GUID},aaa&sortBy=guid`))), ['aaa', GUID]);
  });
});

describe('GET /groups/{guid}/members', () => {
  test('list group members — after a ban — current members only, with scope', async () => {
    const client = fresh();
    const before = ok(await client.get(`/groups/${GUID}/members`));
    const victim = before.find((m: { scope: string }) => m.scope === 'participant').uid;
    ok(await client.post(`/groups/${GUID}/bannedusers/${victim}`, {}));
    const after = ok(await client.get(`/groups/${GUID}/members`));
    assert.deepEqual(
      uids(after),
      uids(before).filter((u) => u !== victim),
    );
  });

  test('list group members — scopes — the members of those scopes kept, the others dropped', async () => {
    const client = fresh();
    // The fixture group has one admin, one moderator and two participants: each filter below keeps
    // some and drops some, so a filter that keeps none or all fails.
    const scopeOf = (data: { uid: string; scope: string }[]) =>
      Object.fromEntries(data.map((m) => [m.uid, m.scope]));
    assert.deepEqual(scopeOf(ok(await client.get(`/groups/${GUID}/members`))), {
      superhero1: 'admin',
      superhero2: 'moderator',
      superhero3: 'participant',
      chatbot: 'participant',
    });
    assert.deepEqual(uids(ok(await client.get(`/groups/${GUID}/members?scopes=admin`))), ['superhero1']);
    assert.deepEqual(uids(ok(await client.get(`/groups/${GUID}/members?scopes=admin,moderator`))).sort(), [
      'superhero1',
      'superhero2',
    ]);
    assert.deepEqual(uids(ok(await client.get(`/groups/${GUID}/members?scopes=participant`))).sort(), [
      'chatbot',
      'superhero3',
    ]);
  });

  test('list group members — an unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    expectError(await fresh().get('/groups/nope/members'), 404, 'ERR_GUID_NOT_FOUND');
  });
});
