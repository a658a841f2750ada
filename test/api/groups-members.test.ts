import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, NOW, ok, sandbox, sandboxWithSeed, newMessageId } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const add = (client: Client, body: object, onBehalfOf?: string) =>
  client.post(`/groups/${GUID}/members`, body, onBehalfOf);

describe('POST /groups/{guid}/members — per-user results', () => {
  test('add members — new participant — action message with by, on, for and the new count', async () => {
    const client = fresh();
    const data = ok(await add(client, { participants: ['superhero4'] }, 'superhero1'));
    const { success, data: message } = data.participants.superhero4;
    assert.equal(success, true);
    assert.deepEqual(
      {
        ...message,
        data: { action: message.data.action, entities: Object.keys(message.data.entities) },
      },
      {
        id: newMessageId(),
        conversationId: `group_${GUID}`,
        sender: 'app_system',
        receiverType: 'group',
        receiver: GUID,
        category: 'action',
        type: 'groupMember',
        data: { action: 'added', entities: ['by', 'on', 'for'] },
        sentAt: NOW,
        updatedAt: NOW,
      },
    );
    const { by, on, for: group } = message.data.entities;
    assert.deepEqual([by.entityType, by.entity.uid, by.entity.name], ['user', 'superhero1', 'Iron Man']);
    assert.deepEqual([on.entityType, on.entity.uid, on.entity.name], ['user', 'superhero4', 'Wolverine']);
    assert.deepEqual([group.entityType, group.entity.guid, group.entity.membersCount], ['group', GUID, 5]);
  });

  test('add members — two additions in one call — each for entity counts the members after it', async () => {
    const data = ok(await add(fresh(), { participants: ['superhero4', 'app_system'] }));
    const counts = ['superhero4', 'app_system'].map(
      (uid) => data.participants[uid].data.data.entities.for.entity.membersCount,
    );
    assert.deepEqual(counts, [5, 6]);
    assert.deepEqual(
      ['superhero4', 'app_system'].map((uid) => data.participants[uid].data.id),
      [newMessageId(), newMessageId(1)],
    );
  });

  test('add members — without onBehalfOf — app_system is the actor in by', async () => {
    const data = ok(await add(fresh(), { moderators: ['superhero4'] }));
    assert.equal(data.moderators.superhero4.data.data.entities.by.entity.uid, 'app_system');
    assert.deepEqual(data.admins, {});
    assert.deepEqual(data.usersToBan, {});
  });

  test('add members — action message afterwards — stored: the new member can react to it', async () => {
    const client = fresh();
    const data = ok(await add(client, { participants: ['superhero4'] }));
    const id = data.participants.superhero4.data.id;
    const reacted = ok(await client.post(`/messages/${id}/reactions/👋`, undefined, 'superhero4'));
    assert.equal(reacted.category, 'action');
    assert.deepEqual(reacted.data.reactions, [{ reaction: '👋', count: 1, reactedByMe: true }]);
  });

  test('add members — every per-user failure — 200 with each code, successes still applied', async () => {
    const client = fresh();
    const body = {
      usersToBan: ['superhero5', 'superhero4'],
      participants: ['nobody', 'superhero3', 'superhero5', 'app_system'],
    };
    const data = ok(await add(client, body));
    assert.deepEqual(data.usersToBan, {
      superhero5: {
        success: false,
        error: {
          code: 'ERR_ALREADY_BANNED',
          message: `The user with uid superhero5 is already banned from the group ${GUID}.`,
        },
      },
      superhero4: { success: true },
    });
    const codes = Object.fromEntries(
      Object.entries<{ error?: { code: string } }>(data.participants).map(([uid, r]) => [
        uid,
        r.error?.code ?? 'added',
      ]),
    );
    assert.deepEqual(codes, {
      nobody: 'ERR_UID_NOT_FOUND',
      superhero3: 'ERR_ALREADY_JOINED',
      superhero5: 'ERR_BANNED_GROUPMEMBER',
      app_system: 'added',
    });
    const banned = ok(await client.get(`/groups/${GUID}/bannedusers`));
    assert.deepEqual(
      banned.map((u: { uid: string }) => u.uid),
      ['superhero5', 'superhero4'],
    );
  });

  test('add members — banning a member — loses membership: a later addition is ERR_BANNED_GROUPMEMBER', async () => {
    const client = fresh();
    ok(await add(client, { usersToBan: ['superhero3'] }));
    const again = ok(await add(client, { participants: ['superhero3'] }));
    assert.equal(again.participants.superhero3.error.code, 'ERR_BANNED_GROUPMEMBER');
    const res = await client.post('/messages/4/reactions/👍', undefined, 'superhero3');
    assert.equal(res.body.error.code, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('add members — user in a list twice — answered once', async () => {
    const data = ok(await add(fresh(), { participants: ['superhero4', 'superhero4'] }));
    assert.deepEqual(Object.keys(data.participants), ['superhero4']);
    assert.equal(data.participants.superhero4.success, true);
  });

  test('add members — guid in another case — the same group', async () => {
    const data = ok(await fresh().post('/groups/COMETCHAT-GUID-1/members', { participants: ['superhero4'] }));
    assert.equal(data.participants.superhero4.data.receiver, GUID);
  });
});

/** A group one member short of the 100,000 limit. */
const full = sandboxWithSeed((fixtures) => {
  const members = Array.from({ length: 99_999 }, (_, i) => ({
    guid: GUID,
    uid: `fan${i}`,
    scope: 'participant' as const,
    joinedAt: 1638360300,
  }));
  const users = members.map(({ uid }) => ({
    uid,
    name: uid,
    status: 'offline' as const,
    role: 'default',
    createdAt: 1,
  }));
  return {
    ...fixtures,
    users: [...fixtures.users, ...users],
    members: [...fixtures.members.filter((m) => m.guid !== GUID), ...members],
  };
});

describe('POST /groups/{guid}/members — the member limit', () => {
  test('add members — group reaches 100,000 members — the next user gets ERR_NO_VACANCY', async () => {
    const data = ok(
      await full.fresh().post(`/groups/${GUID}/members`, { participants: ['superhero4', 'superhero3'] }),
    );
    assert.equal(data.participants.superhero4.success, true);
    assert.equal(data.participants.superhero4.data.data.entities.for.entity.membersCount, 100_000);
    assert.equal(data.participants.superhero3.error.code, 'ERR_NO_VACANCY');
  });
});
