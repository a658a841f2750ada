/**
 * DELETE /groups/{guid}: the group goes with its members, bans, messages and what hangs on them, its
 * guid is free again, and every read that named it answers as if it never was. Other groups and
 * conversations are untouched.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const remove = (client: Client, onBehalfOf?: string, guid = GUID) =>
  client.del(`/groups/${guid}`, undefined, onBehalfOf);
/** The fixtures' messages of cometchat-guid-1. */
const GROUP_MESSAGES = ['4', '5', '6', '7', '8'];

/** A fixture group with a reset, a read mark and a save of its own besides the fixtures'. */
async function busyGroup(client: Client): Promise<void> {
  ok(await client.post('/messages/5/save', undefined, 'superhero3'));
  ok(await client.del(`/groups/${GUID}/conversation`, { preserveOrder: true }, 'superhero2'));
  ok(await client.post(`/groups/${GUID}/conversation/read`, {}, 'superhero3'));
}

describe('DELETE /groups/{guid} — what goes', () => {
  test('delete group — by the app — the reference message, and nothing of the group left in the state', async () => {
    const client = fresh();
    await busyGroup(client);
    const res = ok(await remove(client));
    assert.deepEqual(res, {
      success: true,
      message: `Group with guid ${GUID} has been deleted successfully.`,
    });
    const state = await client.state();
    assert.deepEqual(
      state.groups.map((g) => g.guid),
      ['avengers-hq', 'x-men'],
    );
    assert.equal(state.members.filter((m) => m.guid === GUID).length, 0);
    assert.equal(state.bans.filter((b) => b.guid === GUID).length, 0);
    assert.equal(state.messages.filter((m) => m.conversationId === `group_${GUID}`).length, 0);
    assert.deepEqual(
      state.reactions.map((r) => r.messageId),
      ['2', '2'],
    );
    assert.deepEqual(state.savedMessages, [{ uid: 'superhero1', messageId: '2', savedAt: 1700210300 }]);
    assert.deepEqual(state.blockedMessages, []);
    assert.deepEqual(state.conversationResets, []);
    assert.equal(state.readMarks.filter((r) => r.conversationId === `group_${GUID}`).length, 0);
    // The other conversations keep every message.
    assert.equal(state.messages.length, 16 - GROUP_MESSAGES.length);
  });

  test('delete group — afterwards — every operation on it 404 ERR_GUID_NOT_FOUND, its messages ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    ok(await remove(client, 'superhero1'));
    expectError(await client.get(`/groups/${GUID}`), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.get(`/groups/${GUID}/members`), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.get(`/groups/${GUID}/bannedusers`), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.get(`/groups/${GUID}/messages`), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.get(`/groups/${GUID}/conversation`, 'superhero1'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.put(`/groups/${GUID}`, { name: 'x' }), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await remove(client), 404, 'ERR_GUID_NOT_FOUND');
    expectError(
      await client.post(`/groups/${GUID}/members`, { participants: ['superhero4'] }),
      404,
      'ERR_GUID_NOT_FOUND',
    );
    for (const id of GROUP_MESSAGES) {
      expectError(await client.get(`/messages/${id}`), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    }
    expectError(
      await client.post('/messages/4/reactions/👍', undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.post('/messages/4/save', undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
  });

  test('delete group — afterwards — no conversation list shows it, the app-wide list has none of its messages', async () => {
    const client = fresh();
    ok(await remove(client));
    for (const uid of ['superhero1', 'superhero2', 'superhero3', 'chatbot']) {
      const ids = ok(await client.get('/conversations', uid)).map(
        (c: { conversationId: string }) => c.conversationId,
      );
      assert.equal(ids.includes(`group_${GUID}`), false, uid);
    }
    const listed = ok(await client.get('/messages?limit=100')).map((m: { id: string }) => m.id);
    assert.deepEqual(
      listed.filter((id: string) => GROUP_MESSAGES.includes(id)),
      [],
    );
    expectError(
      await client.get(`/conversations/group_${GUID}`, 'superhero1'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
  });

  test('delete group — the guid created again — a new group, with no member, ban or message of the old one', async () => {
    const client = fresh();
    ok(await remove(client));
    const group = ok(
      await client.post('/groups', { guid: GUID, name: 'Again', type: 'public' }, 'superhero4'),
    );
    assert.equal(group.membersCount, 1);
    const members = ok(await client.get(`/groups/${GUID}/members`)).map((m: { uid: string }) => m.uid);
    assert.deepEqual(members, ['superhero4']);
    assert.deepEqual(ok(await client.get(`/groups/${GUID}/bannedusers`)), []);
    assert.deepEqual(ok(await client.get(`/groups/${GUID}/messages`)), []);
    // superhero5 was banned from the old group: the new one lets them in.
    const added = ok(await client.post(`/groups/${GUID}/members`, { participants: ['superhero5'] }));
    assert.equal(added.participants.superhero5.success, true);
  });
});

describe('DELETE /groups/{guid} — who may', () => {
  for (const [who, uid] of [
    ['a moderator', 'superhero2'],
    ['a participant', 'superhero3'],
    ['a non-member', 'superhero4'],
  ] as const) {
    test(`delete group — by ${who} — 403 ERR_GROUP_NO_ADMIN_SCOPE, the group intact`, async () => {
      const client = fresh();
      expectError(await remove(client, uid), 403, 'ERR_GROUP_NO_ADMIN_SCOPE');
      assert.equal(ok(await client.get(`/groups/${GUID}`)).membersCount, 4);
      assert.equal((await client.state()).messages.length, 16);
    });
  }

  test('delete group — unknown group, private group of others, unknown actor — 404', async () => {
    const client = fresh();
    expectError(await remove(client, undefined, 'nowhere'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await remove(client, 'superhero1', 'x-men'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await remove(client, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    assert.equal((await client.state()).groups.length, 3);
  });

  test("delete group — the reference's request (no body), onBehalfOf its owner — 200", async () => {
    ok(await remove(fresh(), 'superhero1'));
  });

  test('delete group — a private group by its admin — deleted', async () => {
    const client = fresh();
    ok(await remove(client, 'superhero4', 'x-men'));
    expectError(await client.get('/groups/x-men'), 404, 'ERR_GUID_NOT_FOUND');
  });
});
