/**
 * A user's own pins of a one-to-one or group conversation (SPEC 17): per user, idempotent with the
 * first pinnedAt, at most 5, shown on that user's reads, leading their conversation list newest pin
 * first, and erased with the user or the group. The fixtures give superhero1 conversations with
 * superhero2 and superhero3 and the groups cometchat-guid-1 and avengers-hq; superhero4 is in neither
 * group.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, NOW, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();
const DIRECT = 'superhero1_user_superhero2';
const pinUser = (client: Client, uid: string, as = 'superhero1') =>
  client.post(`/users/${uid}/conversation/pin`, undefined, as);
const unpinUser = (client: Client, uid: string, as = 'superhero1') =>
  client.del(`/users/${uid}/conversation/pin`, undefined, as);
const pinGroup = (client: Client, guid: string, as = 'superhero1') =>
  client.post(`/groups/${guid}/conversation/pin`, undefined, as);
const unpinGroup = (client: Client, guid: string, as = 'superhero1') =>
  client.del(`/groups/${guid}/conversation/pin`, undefined, as);
const listed = async (client: Client, as = 'superhero1', query = '') =>
  ok(await client.get(`/conversations${query}`, as)).map(
    (c: { conversationId: string; pinnedBy?: string }) => [c.conversationId, c.pinnedBy ?? null],
  );
const say = (client: Client, from: string, to: string) =>
  client.post(
    '/messages',
    { receiver: to, receiverType: 'user', category: 'message', data: { text: 'hi' } },
    from,
  );

describe('POST and DELETE /users/{uid}/conversation/pin', () => {
  test('pin — the answer, stored for that user; again — the first pinnedAt; unpin — without the pin, idempotent', async () => {
    const client = fresh();
    const pinned = {
      conversationId: DIRECT,
      conversationType: 'user',
      pinnedBy: 'superhero1',
      pinnedAt: NOW,
    };
    assert.deepEqual(ok(await pinUser(client, 'superhero2')), pinned);
    client.advanceClock(60);
    assert.deepEqual(ok(await pinUser(client, 'superhero2')), pinned);
    assert.deepEqual((await client.state()).conversationPins, [
      { uid: 'superhero1', conversationId: DIRECT, conversationType: 'user', pinnedAt: NOW },
    ]);

    const one = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.deepEqual([one.pinnedBy, one.pinnedAt], ['superhero1', NOW]);
    const byId = ok(await client.get(`/conversations/${DIRECT}`, 'superhero1'));
    assert.deepEqual([byId.pinnedBy, byId.pinnedAt], ['superhero1', NOW]);
    // Pins are per user: the other side of the conversation sees none.
    const other = ok(await client.get('/users/superhero1/conversation', 'superhero2'));
    assert.equal('pinnedBy' in other || 'pinnedAt' in other, false);

    const unpinned = { conversationId: DIRECT, conversationType: 'user' };
    assert.deepEqual(ok(await unpinUser(client, 'superhero2')), unpinned);
    assert.deepEqual(ok(await unpinUser(client, 'superhero2')), unpinned);
    assert.deepEqual((await client.state()).conversationPins, []);
    const after = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.equal('pinnedBy' in after, false);
  });

  test('errors — unknown user 404, no conversation 404, no onBehalfOf 400, nothing stored', async () => {
    const client = fresh();
    expectError(await pinUser(client, 'nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await pinUser(client, 'superhero4'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    expectError(await unpinUser(client, 'superhero4'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    expectError(await pinUser(client, 'superhero1'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    expectError(await client.post('/users/superhero2/conversation/pin'), 400, 'ERR_BAD_REQUEST');
    // A conversation the user reset no longer exists for them.
    ok(await client.del('/users/superhero2/conversation', undefined, 'superhero1'));
    expectError(await pinUser(client, 'superhero2'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    assert.deepEqual((await client.state()).conversationPins, []);
  });
});

describe('POST and DELETE /groups/{guid}/conversation/pin', () => {
  test('pin — group_{guid} for that member; a non-member 403 first; unknown group 404; unpin', async () => {
    const client = fresh();
    assert.deepEqual(ok(await pinGroup(client, 'COMETCHAT-GUID-1')), {
      conversationId: `group_${GUID}`,
      conversationType: 'group',
      pinnedBy: 'superhero1',
      pinnedAt: NOW,
    });
    const group = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1'));
    assert.deepEqual([group.pinnedBy, group.pinnedAt], ['superhero1', NOW]);
    assert.equal('pinnedBy' in ok(await client.get(`/groups/${GUID}/conversation`, 'superhero2')), false);

    expectError(await pinGroup(client, GUID, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
    expectError(await unpinGroup(client, GUID, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
    expectError(await pinGroup(client, 'no-such-group'), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await unpinGroup(client, 'no-such-group'), 404, 'ERR_GUID_NOT_FOUND');
    assert.deepEqual(ok(await unpinGroup(client, GUID)), {
      conversationId: `group_${GUID}`,
      conversationType: 'group',
    });
    assert.deepEqual((await client.state()).conversationPins, []);
  });

  test("a group the user was kicked from — the conversation is gone, but the user's own pin still comes off", async () => {
    const client = fresh();
    ok(await pinGroup(client, GUID, 'superhero3'));
    ok(await client.del(`/groups/${GUID}/members/superhero3`));
    expectError(await pinGroup(client, GUID, 'superhero3'), 403, 'ERR_NOT_A_MEMBER');
    ok(await unpinGroup(client, GUID, 'superhero3'));
    assert.deepEqual((await client.state()).conversationPins, []);
  });
});

describe('the limit of 5 pins', () => {
  test('a 6th pin — 400 with the reference message; a pin again at the limit — 200; after an unpin — room', async () => {
    const client = fresh();
    ok(await say(client, 'superhero1', 'superhero4'));
    ok(await say(client, 'superhero1', 'superhero5'));
    for (const uid of ['superhero2', 'superhero3', 'superhero4', 'superhero5'])
      ok(await pinUser(client, uid));
    ok(await pinGroup(client, GUID));
    const res = await pinGroup(client, 'avengers-hq');
    expectError(res, 400, 'ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED');
    assert.equal(
      res.body.error.message,
      'The number of pinned conversations for the user with uid superhero1 exceeds the allowed limit of 5.',
    );
    ok(await pinUser(client, 'superhero2'));
    // The limit is the user's own: another user pins as many.
    ok(await pinGroup(client, 'avengers-hq', 'superhero2'));
    ok(await unpinUser(client, 'superhero5'));
    ok(await pinGroup(client, 'avengers-hq'));
    assert.equal((await client.state()).conversationPins.filter((p) => p.uid === 'superhero1').length, 5);
  });
});

describe('GET /conversations with pins', () => {
  test("the user's pins lead, newest first (the later of one second first), then the rest by activity; on page 1", async () => {
    const client = fresh();
    const before = await listed(client);
    ok(await pinGroup(client, 'avengers-hq'));
    client.advanceClock(60);
    ok(await pinUser(client, 'superhero3'));
    ok(await pinUser(client, 'superhero2'));
    const rest = before.filter(
      ([id]: [string]) => !['group_avengers-hq', DIRECT, 'superhero1_user_superhero3'].includes(id),
    );
    assert.deepEqual(await listed(client), [
      [DIRECT, 'superhero1'],
      ['superhero1_user_superhero3', 'superhero1'],
      ['group_avengers-hq', 'superhero1'],
      ...rest,
    ]);
    assert.deepEqual(await listed(client, 'superhero1', '?perPage=2&page=1'), [
      [DIRECT, 'superhero1'],
      ['superhero1_user_superhero3', 'superhero1'],
    ]);
    assert.deepEqual(await listed(client, 'superhero1', '?perPage=2&page=2'), [
      ['group_avengers-hq', 'superhero1'],
      ...rest.slice(0, 1),
    ]);
    // Another user's list is not reordered by superhero1's pins.
    assert.deepEqual(
      (await listed(client, 'superhero2')).every(([, by]: [string, string | null]) => by === null),
      true,
    );
    // A filter applies to pinned conversations too.
    assert.deepEqual(await listed(client, 'superhero1', '?conversationType=group'), [
      ['group_avengers-hq', 'superhero1'],
      [`group_${GUID}`, null],
    ]);
  });
});

describe('pins erased with their user or group (SPEC 16)', () => {
  test("erasing a user — their pins and everyone's pins of a conversation with them; deleting a group — its pins", async () => {
    const client = fresh();
    ok(await pinUser(client, 'superhero2'));
    ok(await pinGroup(client, GUID));
    ok(await pinUser(client, 'superhero1', 'superhero2'));
    ok(await pinGroup(client, GUID, 'superhero2'));
    ok(await pinUser(client, 'superhero2', 'superhero3'));
    ok(await client.del('/users/superhero2', { permanent: true }));
    assert.deepEqual(
      (await client.state()).conversationPins.map((p) => [p.uid, p.conversationId]),
      [['superhero1', `group_${GUID}`]],
    );
    ok(await client.del(`/groups/${GUID}`));
    assert.deepEqual((await client.state()).conversationPins, []);
  });

  test('a state import — a pin of a conversation that is not the user’s, an app pin of no user — 400 naming each', async () => {
    const client = fresh();
    const state = await client.state();
    state.conversationPins.push(
      {
        uid: 'superhero1',
        conversationId: 'superhero2_user_superhero3',
        conversationType: 'user',
        pinnedAt: 1,
      },
      { uid: 'superhero1', conversationId: 'group_nowhere', conversationType: 'group', pinnedAt: 1 },
    );
    state.appPinnedConversations.push({ conversationId: 'user_nobody', pinnedAt: 1 });
    const res = await request.put(`/__sandbox/apps/${client.appId}/state`).send(state);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(Object.keys(res.body.error.details).sort(), [
      'appPinnedConversations.0.conversationId',
      'conversationPins.0.conversationId',
      'conversationPins.1.conversationId',
    ]);
  });
});
