/**
 * Friends added with `addToConversations: true`: their one-to-one conversation is open for both
 * before any message; and the friendships and opened conversations as stored, imported and erased.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eraseFriendshipsOf, eraseOpenedConversationsOf } from '../../src/domain/friends.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot, toSnapshot } from '../../src/store/state.ts';
import { NOW, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh, request } = sandbox();

/** A client with two new users, ann and bob, who have no conversation yet. */
async function withPair(): Promise<Client> {
  const client = fresh();
  for (const uid of ['ann', 'bob']) ok(await client.post('/users', { uid, name: uid.toUpperCase() }));
  return client;
}
const befriend = (client: Client, more: object = {}) =>
  client.post('/users/ann/friends', { accepted: ['bob'], ...more });
const conversationsOf = async (client: Client, uid: string) => ok(await client.get('/conversations', uid));

describe('POST /users/{uid}/friends with addToConversations', () => {
  test('addToConversations — listed for both, without lastMessage, nothing unread', async () => {
    const client = await withPair();
    ok(await befriend(client, { addToConversations: true }));
    for (const [viewer, other] of [
      ['ann', 'bob'],
      ['bob', 'ann'],
    ]) {
      const list = await conversationsOf(client, viewer!);
      assert.equal(list.length, 1);
      const [conversation] = list;
      assert.deepEqual(Object.keys(conversation).sort(), [
        'conversationId',
        'conversationType',
        'conversationWith',
        'createdAt',
        'unreadMessageCount',
        'updatedAt',
      ]);
      assert.equal(conversation.conversationId, 'ann_user_bob');
      assert.equal(conversation.conversationType, 'user');
      assert.equal(conversation.unreadMessageCount, '0');
      assert.deepEqual([conversation.createdAt, conversation.updatedAt], [NOW, NOW]);
      assert.equal(conversation.conversationWith.uid, other);
    }
  });

  test('addToConversations — read singly, by user and by id — the same conversation', async () => {
    const client = await withPair();
    ok(await befriend(client, { addToConversations: true }));
    const [listed] = await conversationsOf(client, 'ann');
    const byUser = ok(await client.get('/users/bob/conversation', 'ann'));
    assert.deepEqual(byUser, listed);
    const byId = ok(await client.get('/conversations/ann_user_bob', 'bob'));
    assert.equal(byId.conversationWith.uid, 'ann');
    assert.equal(byId.lastMessage, undefined);
  });

  test('without addToConversations, or false — not listed, not readable', async () => {
    for (const more of [{}, { addToConversations: false }]) {
      const client = await withPair();
      ok(await befriend(client, more));
      assert.deepEqual(await conversationsOf(client, 'ann'), []);
      expectError(await client.get('/users/bob/conversation', 'ann'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    }
  });

  test('friends already — addToConversations opens nothing, the result a failure', async () => {
    const client = await withPair();
    ok(await befriend(client));
    const data = ok(await befriend(client, { addToConversations: true }));
    assert.equal(data.accepted.bob.error.code, 'ERR_ALREADY_FRIEND');
    assert.deepEqual(await conversationsOf(client, 'bob'), []);
  });

  test('then a message — one conversation, with it as lastMessage, created when opened', async () => {
    const client = await withPair();
    ok(await befriend(client, { addToConversations: true }));
    client.advanceClock(60);
    const body = { category: 'message', receiver: 'bob', receiverType: 'user', data: { text: 'Hi' } };
    const message = ok(await client.post('/messages', body, 'ann'));
    const list = await conversationsOf(client, 'bob');
    assert.equal(list.length, 1);
    assert.equal(list[0].lastMessage.id, message.id);
    assert.equal(list[0].unreadMessageCount, '1');
    assert.deepEqual([list[0].createdAt, list[0].updatedAt], [NOW, NOW + 60]);
  });

  test('opened later than every other activity — first in the list', async () => {
    const client = fresh();
    ok(await client.post('/users', { uid: 'ann', name: 'Ann' }));
    client.advanceClock(100_000_000);
    ok(await client.post('/users/superhero1/friends', { accepted: ['ann'], addToConversations: true }));
    const list = await conversationsOf(client, 'superhero1');
    assert.ok(list.length > 1);
    assert.equal(list[0].conversationId, 'ann_user_superhero1');
    assert.equal(list[0].lastMessage, undefined);
    assert.ok(list.slice(1).every((c: { lastMessage?: object }) => c.lastMessage !== undefined));
  });

  test('unfriending — the opened conversation stays', async () => {
    const client = await withPair();
    ok(await befriend(client, { addToConversations: true }));
    ok(await client.del('/users/bob/friends', { friends: ['ann'] }));
    assert.equal((await conversationsOf(client, 'ann')).length, 1);
  });

  test('stored — one opened record per user, durable', async () => {
    const client = await withPair();
    ok(await befriend(client, { addToConversations: true }));
    const { openedConversations, friendships } = await client.state();
    assert.deepEqual(
      openedConversations.map((o) => [o.uid, o.conversationId, o.conversationWith, o.openedAt]),
      [
        ['ann', 'ann_user_bob', 'bob', NOW],
        ['bob', 'ann_user_bob', 'ann', NOW],
      ],
    );
    assert.deepEqual(
      friendships.filter((f) => f.uid === 'ann' || f.uid === 'bob').map((f) => [f.uid, f.friendUid]),
      [
        ['ann', 'bob'],
        ['bob', 'ann'],
      ],
    );
  });
});

describe('friendships and opened conversations in a state import', () => {
  const importing = async (edit: (s: ReturnType<typeof loadFixtures>) => void) => {
    const client = fresh();
    const state = await client.state();
    edit(state);
    return request.put(`/__sandbox/apps/${client.appId}/state`).send(state);
  };

  test('one side of a friendship only — 400 naming it', async () => {
    const res = await importing((s) => {
      s.friendships = s.friendships.filter((f) => !(f.uid === 'superhero2' && f.friendUid === 'superhero1'));
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.ok(
      Object.keys(res.body.error.details).some((k) => k.startsWith('friendships.')),
      res.text,
    );
  });

  test('a friend of themselves, or an unknown friend — 400', async () => {
    for (const friendUid of ['superhero5', 'nobody']) {
      const res = await importing((s) => {
        s.friendships.push({ uid: 'superhero5', friendUid, createdAt: 1 });
      });
      expectError(res, 400, 'ERR_BAD_REQUEST');
    }
  });

  test('an opened conversation under another id — 400 naming conversationId', async () => {
    const res = await importing((s) => {
      s.openedConversations.push({
        uid: 'superhero1',
        conversationId: 'superhero2_user_superhero1',
        conversationWith: 'superhero2',
        openedAt: 1,
      });
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.ok(res.body.error.details['openedConversations.0.conversationId'], res.text);
  });
});

describe('erasing the friendships and opened conversations of a user', () => {
  test('eraseFriendshipsOf — both sides of each, nothing else — noted for the store', () => {
    const state = fromSnapshot(loadFixtures());
    eraseFriendshipsOf(state, 'superhero1');
    assert.deepEqual(
      toSnapshot(state).friendships.map((f) => [f.uid, f.friendUid]),
      [
        ['superhero2', 'superhero4'],
        ['superhero4', 'superhero2'],
      ],
    );
    assert.ok(state.changes.pending);
  });

  test('eraseOpenedConversationsOf — its own and those others have with it', async () => {
    const client = fresh();
    ok(
      await client.post('/users/superhero1/friends', { accepted: ['superhero4'], addToConversations: true }),
    );
    ok(
      await client.post('/users/superhero2/friends', { accepted: ['superhero3'], addToConversations: true }),
    );
    const state = fromSnapshot(await client.state());
    eraseOpenedConversationsOf(state, 'superhero4');
    assert.deepEqual(
      toSnapshot(state).openedConversations.map((o) => o.uid),
      ['superhero2', 'superhero3'],
    );
  });
});
