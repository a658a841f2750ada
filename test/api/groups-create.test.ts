import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
/** The fixture group's guid in another case. */
const GUID_OF_FIXTURE = 'Cometchat-Guid-1';
const create = (client: Client, body: object, onBehalfOf?: string) =>
  client.post('/groups', { name: 'Team', type: 'public', ...body }, onBehalfOf);

/** Membership as the API shows it: adding a member again reports ERR_ALREADY_JOINED. */
async function memberCode(client: Client, guid: string, uid: string): Promise<string | undefined> {
  const data = ok(await client.post(`/groups/${guid}/members`, { participants: [uid] }));
  return data.participants[uid].success ? 'ADDED' : data.participants[uid].error.code;
}

describe('POST /groups — identity, owner and password', () => {
  test('create group — mixed-case guid — stored and answered lowercased', async () => {
    const client = fresh();
    const group = ok(await create(client, { guid: 'Avengers-West' }, 'superhero1'));
    assert.equal(group.guid, 'avengers-west');
    assert.equal(group.conversationId, 'group_avengers-west');
    assert.equal(group.createdAt, NOW);
    ok(await client.get('/groups/avengers-west/bannedusers'));
  });

  test('create group — guid taken, in any case — 409 ERR_GUID_ALREADY_EXISTS, first group intact', async () => {
    const client = fresh();
    ok(await create(client, { guid: 'squad', name: 'First' }, 'superhero1'));
    expectError(await create(client, { guid: 'SQUAD', name: 'Second' }), 409, 'ERR_GUID_ALREADY_EXISTS');
    expectError(await create(client, { guid: GUID_OF_FIXTURE }), 409, 'ERR_GUID_ALREADY_EXISTS');
    assert.equal(await memberCode(client, 'squad', 'superhero1'), 'ERR_ALREADY_JOINED');
  });

  test('create group — acting user only — owner and admin member, full record for them', async () => {
    const group = ok(await create(fresh(), { guid: 'mine', description: 'd', tags: ['a'] }, 'superhero3'));
    assert.deepEqual(group, {
      guid: 'mine',
      name: 'Team',
      description: 'd',
      type: 'public',
      scope: 'admin',
      membersCount: 1,
      joinedAt: NOW,
      conversationId: 'group_mine',
      hasJoined: true,
      createdAt: NOW,
      owner: 'superhero3',
      tags: ['a'],
    });
  });

  test('create group — owner and a different acting user — both admins, answered for the actor', async () => {
    const client = fresh();
    const group = ok(await create(client, { guid: 'duo', owner: 'superhero2' }, 'superhero3'));
    assert.equal(group.owner, 'superhero2');
    assert.equal(group.membersCount, 2);
    assert.equal(group.scope, 'admin');
    const added = ok(await client.post('/groups/duo/members', { admins: ['superhero4'] }, 'superhero2'));
    assert.equal(added.admins.superhero4.success, true, 'the owner has admin clearance');
  });

  test('create group — owner without acting user — owner joins, answered for the owner', async () => {
    const group = ok(await create(fresh(), { guid: 'owned', owner: 'superhero4' }));
    assert.equal(group.owner, 'superhero4');
    assert.equal(group.scope, 'admin');
    assert.equal(group.hasJoined, true);
    assert.equal(group.membersCount, 1);
  });

  test('create group — neither owner nor acting user — owned by app_system with no members', async () => {
    const client = fresh();
    const group = ok(await create(client, { guid: 'orphan' }));
    assert.equal(group.owner, 'app_system');
    assert.equal(group.membersCount, 0);
    assert.equal(group.hasJoined, false);
    assert.equal('scope' in group, false);
    assert.equal(await memberCode(client, 'orphan', 'app_system'), 'ADDED');
  });

  test('create group — unknown owner — 404 ERR_UID_NOT_FOUND, nothing created', async () => {
    const client = fresh();
    expectError(await create(client, { guid: 'ghost', owner: 'nobody' }), 404, 'ERR_UID_NOT_FOUND');
    expectError(await client.get('/groups/ghost/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
  });

  test('create group — unknown onBehalfOf — 404 ERR_UID_NOT_FOUND, nothing created', async () => {
    const client = fresh();
    expectError(await create(client, { guid: 'ghost' }, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await client.get('/groups/ghost/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
  });

  for (const [label, extra] of [
    ['no password', {}],
    ['an empty password', { password: '' }],
  ] as const) {
    test(`create group — type password with ${label} — 400 ERR_EMPTY_GROUP_PASS`, async () => {
      const client = fresh();
      const res = await create(client, { guid: 'vault', type: 'password', ...extra }, 'superhero1');
      expectError(res, 400, 'ERR_EMPTY_GROUP_PASS');
      expectError(await client.get('/groups/vault/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
    });
  }

  test('create group — password group — created, the password never in any answer', async () => {
    const client = fresh();
    const body = { guid: 'vault', type: 'password', password: 'open-sesame' };
    const created = await create(client, body, 'superhero1');
    assert.equal(ok(created).type, 'password');
    const added = await client.post('/groups/vault/members', { participants: ['chatbot'] });
    const sent = await client.post('/bots/chatbot/messages', {
      category: 'message',
      receiver: 'vault',
      receiverType: 'group',
      data: { text: 'hello vault' },
    });
    ok(sent);
    for (const res of [created, added, sent]) assert.doesNotMatch(res.text, /open-sesame|"password":/);
  });

  test('create group — password on a public group — ignored, group stays public', async () => {
    const res = await create(fresh(), { guid: 'open', type: 'public', password: 'unused' }, 'superhero1');
    assert.equal(ok(res).type, 'public');
    assert.doesNotMatch(res.text, /unused/);
  });

  test('create group — private type — created as private', async () => {
    assert.equal(
      ok(await create(fresh(), { guid: 'hidden', type: 'private' }, 'superhero1')).type,
      'private',
    );
  });
});
