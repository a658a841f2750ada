/**
 * The app's pinned conversations (SPEC 17): GET and PUT /conversations/pinned, the replace rules, and
 * how an app pin reads for every user who has the conversation, over their own pin and first in
 * their list.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, NOW, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const DIRECT = 'superhero1_user_superhero2';
const replace = (client: Client, pinnedConversations: object[]) =>
  client.put('/conversations/pinned', { pinnedConversations });
const app = (conversationId: string, pinnedAt = NOW) => ({
  conversationId,
  conversationType: conversationId.startsWith('group_') ? 'group' : 'user',
  pinnedBy: 'app_system',
  pinnedAt,
});
const listed = async (client: Client, as: string) =>
  ok(await client.get('/conversations', as)).map((c: { conversationId: string; pinnedBy?: string }) => [
    c.conversationId,
    c.pinnedBy ?? null,
  ]);

describe('PUT and GET /conversations/pinned', () => {
  test('replace — in order, a repeat kept once at its first place; again — kept ones keep pinnedAt, absent ones go; [] clears', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.get('/conversations/pinned')), []);
    const first = [app(`group_${GUID}`), app('user_superhero2')];
    assert.deepEqual(
      ok(await replace(client, [{ guid: GUID }, { uid: 'superhero2' }, { guid: 'COMETCHAT-GUID-1' }])),
      first,
    );
    assert.deepEqual(ok(await client.get('/conversations/pinned')), first);
    // The order sent is the order kept, for pins already there too.
    assert.deepEqual(ok(await replace(client, [{ uid: 'superhero2' }, { guid: GUID }])), [
      first[1],
      first[0],
    ]);

    client.advanceClock(60);
    const second = [app('user_superhero2'), app('group_avengers-hq', NOW + 60)];
    assert.deepEqual(ok(await replace(client, [{ uid: 'superhero2' }, { guid: 'avengers-hq' }])), second);
    assert.deepEqual(ok(await client.get('/conversations/pinned')), second);
    assert.deepEqual((await client.state()).appPinnedConversations, [
      { conversationId: 'user_superhero2', pinnedAt: NOW },
      { conversationId: 'group_avengers-hq', pinnedAt: NOW + 60 },
    ]);

    assert.deepEqual(ok(await replace(client, [])), []);
    assert.deepEqual((await client.state()).appPinnedConversations, []);
  });

  test('refused — neither or both of uid and guid 400, 6 distinct 400 with the reference message, unknown 404; the list unchanged', async () => {
    const client = fresh();
    ok(await replace(client, [{ uid: 'superhero3' }]));
    for (const entry of [{}, { uid: 'superhero2', guid: GUID }]) {
      const res = await replace(client, [{ uid: 'superhero1' }, entry]);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.deepEqual(Object.keys(res.body.error.details), ['pinnedConversations.1']);
    }
    expectError(await client.put('/conversations/pinned', {}), 400, 'ERR_BAD_REQUEST');
    const six = ['superhero1', 'superhero2', 'superhero3', 'superhero4', 'superhero5'].map((uid) => ({
      uid,
    }));
    const res = await replace(client, [...six, { guid: GUID }]);
    expectError(res, 400, 'ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED');
    assert.equal(
      res.body.error.message,
      'The number of pinned conversations exceeds the allowed limit of 5.',
    );
    // Five distinct with a repeat is within the limit.
    assert.equal(ok(await replace(client, [...six, { uid: 'superhero1' }])).length, 5);
    expectError(await replace(client, [{ uid: 'superhero2' }, { uid: 'nobody' }]), 404, 'ERR_UID_NOT_FOUND');
    expectError(await replace(client, [{ guid: 'no-such-group' }]), 404, 'ERR_GUID_NOT_FOUND');
    assert.equal(ok(await client.get('/conversations/pinned')).length, 5);
  });
});

describe('how an app pin reads', () => {
  test("first in every list that has the conversation, in the app's order, before the user's own pins; it creates none", async () => {
    const client = fresh();
    ok(await client.post('/groups/cometchat-guid-1/conversation/pin', undefined, 'superhero1'));
    ok(await replace(client, [{ uid: 'superhero3' }, { guid: 'avengers-hq' }]));
    const mine = await listed(client, 'superhero1');
    assert.deepEqual(mine.slice(0, 3), [
      ['superhero1_user_superhero3', 'app_system'],
      ['group_avengers-hq', 'app_system'],
      [`group_${GUID}`, 'superhero1'],
    ]);
    assert.equal(
      mine.slice(3).every(([, by]: [string, string | null]) => by === null),
      true,
    );
    // superhero2 has a conversation with superhero3 and is in avengers-hq.
    assert.deepEqual((await listed(client, 'superhero2')).slice(0, 2), [
      ['superhero2_user_superhero3', 'app_system'],
      ['group_avengers-hq', 'app_system'],
    ]);
    // superhero4 has neither conversation: the app's pins add nothing to their list.
    assert.deepEqual(await listed(client, 'superhero4'), [['superhero4_user_superhero5', null]]);
  });

  test("over the user's own pin, which the user can neither pin nor unpin (403), and which shows again once the app unpins", async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/conversation/pin', undefined, 'superhero1'));
    client.advanceClock(60);
    ok(await replace(client, [{ uid: 'superhero2' }, { guid: GUID }]));
    const one = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.deepEqual([one.pinnedBy, one.pinnedAt], ['app_system', NOW + 60]);
    const pin = await client.post('/users/superhero2/conversation/pin', undefined, 'superhero1');
    expectError(pin, 403, 'ERR_SYSTEM_PINNED_CONVERSATION');
    assert.equal(
      pin.body.error.message,
      'The conversation is pinned for all users by the app and can not be pinned by a user.',
    );
    const unpin = await client.del('/users/superhero2/conversation/pin', undefined, 'superhero1');
    expectError(unpin, 403, 'ERR_SYSTEM_PINNED_CONVERSATION');
    assert.equal(
      unpin.body.error.message,
      'The conversation is pinned for all users by the app and can not be unpinned by a user.',
    );
    expectError(
      await client.post(`/groups/${GUID}/conversation/pin`, undefined, 'superhero3'),
      403,
      'ERR_SYSTEM_PINNED_CONVERSATION',
    );
    const group = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero3'));
    assert.deepEqual([group.pinnedBy, group.pinnedAt], ['app_system', NOW + 60]);

    ok(await replace(client, []));
    const again = ok(await client.get(`/conversations/${DIRECT}`, 'superhero1'));
    assert.deepEqual([again.pinnedBy, again.pinnedAt], ['superhero1', NOW]);
  });

  test('erased with the user or the group it names', async () => {
    const client = fresh();
    ok(await replace(client, [{ uid: 'superhero3' }, { guid: GUID }, { uid: 'superhero5' }]));
    ok(await client.del('/users/superhero3', { permanent: true }));
    ok(await client.del(`/groups/${GUID}`));
    assert.deepEqual(ok(await client.get('/conversations/pinned')), [app('user_superhero5')]);
  });
});
