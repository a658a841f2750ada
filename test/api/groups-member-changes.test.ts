import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();

/** In the fixtures' cometchat-guid-1: superhero1 owns it (admin), superhero2 moderates, superhero3 and the bot take part, superhero5 is banned. */
const OWNER = 'superhero1';
const MODERATOR = 'superhero2';
const PARTICIPANT = 'superhero3';

const ban = (client: Client, uid: string, as?: string) =>
  client.post(`/groups/${GUID}/bannedusers/${uid}`, undefined, as);
const kick = (client: Client, uid: string, as?: string) =>
  client.del(`/groups/${GUID}/members/${uid}`, undefined, as);
const scope = (client: Client, uid: string, body: object, as?: string) =>
  client.put(`/groups/${GUID}/members/${uid}`, body, as);
const say = (client: Client, as: string) =>
  client.post(
    '/messages',
    { category: 'message', receiver: GUID, receiverType: 'group', data: { text: 'hi' } },
    as,
  );

/** The newest message of the app, as stored, and as a member sees it when saving it. */
async function lastAction(client: Client) {
  const state = await client.state();
  const stored = state.messages[state.messages.length - 1]!;
  const shown = ok(await client.post(`/messages/${stored.id}/save`, undefined, OWNER));
  return { stored, shown };
}

async function refusedUnchanged(
  client: Client,
  res: Promise<unknown> | unknown,
  status: number,
  code: string,
) {
  const before = await client.state();
  expectError((await res) as never, status, code);
  assert.deepEqual(await client.state(), before);
}

describe('POST /groups/{guid}/bannedusers/{uid}', () => {
  test('ban user — a participant, by a moderator — banned, no longer a member, a banned action message', async () => {
    const client = fresh();
    assert.deepEqual(ok(await ban(client, PARTICIPANT, MODERATOR)), {
      success: true,
      message: `The user with uid ${PARTICIPANT} has been banned from the group ${GUID}.`,
    });
    const banned = ok(await client.get(`/groups/${GUID}/bannedusers`)).map((u: { uid: string }) => u.uid);
    assert.deepEqual(banned, ['superhero5', PARTICIPANT]);
    expectError(await say(client, PARTICIPANT), 403, 'ERR_NOT_A_MEMBER');
    const { stored, shown } = await lastAction(client);
    assert.deepEqual(stored.actionRefs, { by: MODERATOR, on: PARTICIPANT, for: GUID, membersCount: 3 });
    assert.equal(shown.sender, 'app_system');
    assert.equal(shown.data.action, 'banned');
    assert.deepEqual(
      [
        shown.data.entities.by.entity.uid,
        shown.data.entities.on.entity.uid,
        shown.data.entities.for.entity.guid,
      ],
      [MODERATOR, PARTICIPANT, GUID],
    );
  });

  test('ban user — a user who is not a member, by the app — banned with scope participant, by app_system', async () => {
    const client = fresh();
    ok(await ban(client, 'superhero4'));
    const state = await client.state();
    assert.deepEqual(
      state.bans.find((b) => b.uid === 'superhero4'),
      { guid: GUID, uid: 'superhero4', scope: 'participant', bannedAt: NOW },
    );
    assert.equal(state.messages[state.messages.length - 1]!.actionRefs?.by, 'app_system');
  });

  test('ban user — then add them back — the addition reports ERR_BANNED_GROUPMEMBER', async () => {
    const client = fresh();
    ok(await ban(client, PARTICIPANT));
    const added = ok(await client.post(`/groups/${GUID}/members`, { participants: [PARTICIPANT] }));
    assert.equal(added.participants[PARTICIPANT].error.code, 'ERR_BANNED_GROUPMEMBER');
  });

  test('ban user — a moderator, by a moderator — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    ok(await client.post(`/groups/${GUID}/members`, { moderators: ['superhero4'] }));
    await refusedUnchanged(client, ban(client, 'superhero4', MODERATOR), 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE');
  });

  test('ban user — the owner, by the app — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, ban(client, OWNER), 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE');
  });

  test('ban user — by a participant — 403 ERR_GROUP_NO_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, ban(client, 'chatbot', PARTICIPANT), 403, 'ERR_GROUP_NO_CLEARANCE');
  });

  test('ban user — already banned — 400 ERR_ALREADY_BANNED, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, ban(client, 'superhero5'), 400, 'ERR_ALREADY_BANNED');
  });

  test('ban user — unknown group, unknown user — 404 ERR_GUID_NOT_FOUND, ERR_UID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(await client.post('/groups/nope/bannedusers/superhero3'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await ban(client, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('DELETE /groups/{guid}/members/{uid}', () => {
  test('kick member — a participant, by a moderator — removed, a kicked action message, may be added again', async () => {
    const client = fresh();
    assert.deepEqual(ok(await kick(client, PARTICIPANT, MODERATOR)), {
      success: true,
      message: `The user with uid ${PARTICIPANT} has been kicked from the group ${GUID}.`,
    });
    expectError(await say(client, PARTICIPANT), 403, 'ERR_NOT_A_MEMBER');
    const { stored, shown } = await lastAction(client);
    assert.equal(shown.data.action, 'kicked');
    assert.deepEqual(stored.actionRefs, { by: MODERATOR, on: PARTICIPANT, for: GUID, membersCount: 3 });
    assert.deepEqual(ok(await client.get(`/groups/${GUID}/bannedusers`)).length, 1, 'a kick is not a ban');
    const added = ok(await client.post(`/groups/${GUID}/members`, { participants: [PARTICIPANT] }));
    assert.equal(added.participants[PARTICIPANT].success, true);
  });

  test('kick member — an admin, by the app — removed', async () => {
    const client = fresh();
    ok(await client.post(`/groups/${GUID}/members`, { admins: ['superhero4'] }));
    ok(await kick(client, 'superhero4'));
    expectError(await say(client, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
  });

  test('kick member — a user who is not a member — 403 ERR_NOT_A_MEMBER, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, kick(client, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
  });

  test('kick member — the owner, by the app — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, kick(client, OWNER), 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE');
  });

  test('kick member — an admin, by a moderator — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    ok(await client.post(`/groups/${GUID}/members`, { admins: ['superhero4'] }));
    await refusedUnchanged(
      client,
      kick(client, 'superhero4', MODERATOR),
      403,
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('kick member — by a participant — 403 ERR_GROUP_NO_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, kick(client, 'chatbot', PARTICIPANT), 403, 'ERR_GROUP_NO_CLEARANCE');
  });
});

describe('PUT /groups/{guid}/members/{uid}', () => {
  test('change scope — a participant to moderator, by the owner — the membership, joinedAt kept, a scopeChanged action with both scopes', async () => {
    const client = fresh();
    const data = ok(await scope(client, PARTICIPANT, { scope: 'moderator' }, OWNER));
    assert.deepEqual(data, { guid: GUID, uid: PARTICIPANT, scope: 'moderator', joinedAt: 1638360106 });
    const { stored, shown } = await lastAction(client);
    assert.deepEqual(stored.data, {
      action: 'scopeChanged',
      extras: { scope: { new: 'moderator', old: 'participant' } },
    });
    assert.deepEqual(shown.data.extras, { scope: { new: 'moderator', old: 'participant' } });
    assert.equal(shown.data.entities.by.entity.uid, OWNER);
  });

  test('change scope — a new moderator — may now kick a participant', async () => {
    const client = fresh();
    ok(await scope(client, PARTICIPANT, { scope: 'moderator' }));
    ok(await kick(client, 'chatbot', PARTICIPANT));
  });

  test('change scope — no scope in the body — participant, the default of the reference', async () => {
    const client = fresh();
    assert.equal(ok(await scope(client, MODERATOR, {})).scope, 'participant');
  });

  test('change scope — by a moderator — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(
      client,
      scope(client, PARTICIPANT, { scope: 'participant' }, MODERATOR),
      403,
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('change scope — the scope the member has — 400 ERR_SAME_SCOPE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(client, scope(client, MODERATOR, { scope: 'moderator' }), 400, 'ERR_SAME_SCOPE');
  });

  test('change scope — demote the owner, by the app — 403 ERR_GROUP_NO_SCOPE_CLEARANCE, nothing changed', async () => {
    const client = fresh();
    await refusedUnchanged(
      client,
      scope(client, OWNER, { scope: 'moderator' }),
      403,
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    );
  });

  test('change scope — a user who is not a member — 403 ERR_NOT_A_MEMBER', async () => {
    const client = fresh();
    await refusedUnchanged(client, scope(client, 'superhero4', { scope: 'admin' }), 403, 'ERR_NOT_A_MEMBER');
  });

  test('change scope — an unknown scope — 400 naming scope', async () => {
    const res = await scope(fresh(), PARTICIPANT, { scope: 'owner' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['scope']);
  });
});
