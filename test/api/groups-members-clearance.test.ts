import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const add = (client: Client, body: object, onBehalfOf?: string) =>
  client.post(`/groups/${GUID}/members`, body, onBehalfOf);

/** Whether superhero4 is still outside the group: adding it then succeeds. */
async function assertUnchanged(client: Client): Promise<void> {
  const data = ok(await add(client, { participants: ['superhero4'] }));
  assert.equal(data.participants.superhero4.success, true, 'the refused call changed nothing');
  const banned = ok(await client.get(`/groups/${GUID}/bannedusers`));
  assert.deepEqual(
    banned.map((u: { uid: string }) => u.uid),
    ['superhero5'],
  );
}

describe('POST /groups/{guid}/members — clearance of the acting user', () => {
  for (const [who, uid] of [
    ['a participant', 'superhero3'],
    ['a non-member', 'superhero4'],
    ['a banned user', 'superhero5'],
  ] as const) {
    test(`add members — on behalf of ${who} — 403 ERR_GROUP_NO_CLEARANCE, nothing changed`, async () => {
      const client = fresh();
      expectError(await add(client, { participants: ['superhero4'] }, uid), 403, 'ERR_GROUP_NO_CLEARANCE');
      await assertUnchanged(client);
    });
  }

  for (const [label, body] of [
    ['adding an admin', { admins: ['superhero4'] }],
    ['adding a moderator', { moderators: ['superhero4'] }],
    ['banning the admin', { usersToBan: ['superhero1'] }],
    [
      'banning with a participant in the same call',
      { participants: ['superhero4'], usersToBan: ['superhero1'] },
    ],
  ] as const) {
    test(`add members — moderator ${label} — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed`, async () => {
      const client = fresh();
      expectError(await add(client, body, 'superhero2'), 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE');
      await assertUnchanged(client);
    });
  }

  test('add members — moderator adding and banning participants — allowed, moderator in by', async () => {
    const client = fresh();
    const data = ok(
      await add(client, { participants: ['superhero4'], usersToBan: ['superhero3'] }, 'superhero2'),
    );
    assert.equal(data.participants.superhero4.data.data.entities.by.entity.uid, 'superhero2');
    assert.deepEqual(data.usersToBan, { superhero3: { success: true } });
  });

  test('add members — admin adding an admin and banning the moderator — allowed', async () => {
    const data = ok(await add(fresh(), { admins: ['superhero4'], usersToBan: ['superhero2'] }, 'superhero1'));
    assert.equal(data.admins.superhero4.success, true);
    assert.equal(data.usersToBan.superhero2.success, true);
  });

  test('add members — on behalf of app_system — full clearance', async () => {
    const data = ok(await add(fresh(), { admins: ['superhero4'] }, 'app_system'));
    assert.equal(data.admins.superhero4.success, true);
  });

  test('add members — onBehalfOf unknown — 404 ERR_UID_NOT_FOUND, nothing changed', async () => {
    const client = fresh();
    expectError(await add(client, { participants: ['superhero4'] }, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    await assertUnchanged(client);
  });
});

describe('POST /groups/{guid}/members — request errors', () => {
  test('add members — unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    const res = await fresh().post('/groups/no-such-group/members', { participants: ['superhero4'] });
    expectError(res, 404, 'ERR_GUID_NOT_FOUND');
  });

  test('add members — guid that breaks the GUID rule — 400 naming guid', async () => {
    const res = await fresh().post('/groups/bad_guid!/members', { participants: ['superhero4'] });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['guid']);
  });

  test('add members — empty body — 400 ERR_BAD_REQUEST', async () => {
    expectError(await add(fresh(), {}), 400, 'ERR_BAD_REQUEST');
  });

  test('add members — no body and no content type — 415 naming application/json', async () => {
    const res = await fresh().post(`/groups/${GUID}/members`);
    expectError(res, 415, 'ERR_BAD_REQUEST');
    assert.match(res.body.error.message, /application\/json/);
  });

  test('add members — empty list — 400 naming that list', async () => {
    const res = await add(fresh(), { participants: [] });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['participants']);
  });

  test('add members — 25 distinct users — accepted, each answered', async () => {
    const uids = Array.from({ length: 25 }, (_, i) => `fan${i}`);
    const data = ok(await add(fresh(), { participants: uids }));
    assert.equal(Object.keys(data.participants).length, 25);
  });

  test('add members — 26 distinct users across lists — 400, nothing changed', async () => {
    const client = fresh();
    const participants = ['superhero4', ...Array.from({ length: 20 }, (_, i) => `fan${i}`)];
    const usersToBan = Array.from({ length: 5 }, (_, i) => `foe${i}`);
    expectError(await add(client, { participants, usersToBan }), 400, 'ERR_BAD_REQUEST');
    await assertUnchanged(client);
  });

  test('add members — one list of 26 — 400 naming that list', async () => {
    const res = await add(fresh(), { participants: Array.from({ length: 26 }, (_, i) => `fan${i}`) });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['participants']);
  });

  test('add members — unknown list name — 400 naming it', async () => {
    const res = await add(fresh(), { owners: ['superhero4'] });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['owners']);
  });
});
