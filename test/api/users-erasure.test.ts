/**
 * Erasing a user (DELETE /users/{uid} with `permanent: true`, SPEC 16 "Erasure"): everything that names
 * them goes, what others own stays, and the checked store reads back a valid state after each step.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

const erase = { permanent: true };

describe('DELETE /users/{uid} permanent', () => {
  test('erase — the record, tokens, memberships (membersCount follows), bans, blocks both ways, read marks', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/blockedusers', { blockedUids: ['superhero3'] }));
    ok(await client.post('/users/superhero3/blockedusers', { blockedUids: ['superhero1'] }));
    ok(await client.post('/users/superhero1/conversation/read', { messageId: 11 }, 'superhero3'));
    ok(await client.post('/users/superhero3/conversation/read', { messageId: 11 }, 'superhero1'));
    const count = ok(await client.get(`/groups/${GUID}`)).membersCount;
    assert.deepEqual(ok(await client.del('/users/superhero3', erase)), {
      success: true,
      message: 'User with superhero3 has been deleted successfully.',
    });
    const state = await client.state();
    assert.equal(
      state.users.some((u) => u.uid === 'superhero3'),
      false,
    );
    assert.equal(
      state.members.some((m) => m.uid === 'superhero3'),
      false,
    );
    assert.equal(
      state.blockedUsers.some((b) => b.uid === 'superhero3' || b.blockedUid === 'superhero3'),
      false,
    );
    assert.deepEqual(state.readMarks, []);
    assert.equal(ok(await client.get(`/groups/${GUID}`)).membersCount, count - 1);
    expectError(await client.get('/users/superhero3'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('erase — one-to-one conversations both ways and every message sent, with reactions and saves', async () => {
    const client = fresh();
    ok(await client.post('/messages/10/save', {}, 'superhero1'));
    ok(await client.post('/messages/7/reactions/x', {}, 'superhero3'));
    ok(await client.post('/messages/4/reactions/y', {}, 'superhero3'));
    ok(await client.del('/users/superhero3', erase));
    const state = await client.state();
    const left = state.messages.filter(
      (m) =>
        m.sender === 'superhero3' || m.receiver === 'superhero3' || m.conversationId.includes('superhero3'),
    );
    assert.deepEqual(left, []);
    assert.equal(
      state.reactions.some((r) => r.uid === 'superhero3' || r.messageId === '7'),
      false,
    );
    assert.equal(
      state.savedMessages.some((s) => s.messageId === '10'),
      false,
    );
    assert.equal(
      state.blockedMessages.some((b) => b.messageId === '7'),
      false,
    );
    const conversations = ok(await client.get('/conversations', 'superhero1'));
    assert.equal(
      conversations.some((c: { conversationId: string }) => c.conversationId.includes('superhero3')),
      false,
    );
    expectError(await client.get('/messages/11'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    ok(await client.get('/messages/4'));
  });

  test('erase — a group message saved by two users, one of whom unsaved and saved again — no save left', async () => {
    const client = fresh();
    const body = { category: 'message', receiver: GUID, receiverType: 'group', data: { text: 'keep this' } };
    const sent = ok(await client.post('/messages', body, 'superhero3'));
    ok(await client.post(`/messages/${sent.id}/save`, {}, 'superhero1'));
    ok(await client.post(`/messages/${sent.id}/save`, {}, 'superhero2'));
    ok(await client.del(`/messages/${sent.id}/save`, {}, 'superhero1'));
    ok(await client.post(`/messages/${sent.id}/save`, {}, 'superhero1'));
    ok(await client.del('/users/superhero3', erase));
    assert.equal(
      (await client.state()).savedMessages.some((x) => x.messageId === sent.id),
      false,
    );
  });

  test('erase — action messages by or on the user go; a quote of an erased message keeps its id', async () => {
    const client = fresh();
    const group = { receiver: GUID, receiverType: 'group', category: 'message' };
    ok(await client.post(`/groups/${GUID}/members`, { participants: ['superhero4'] }, 'superhero1'));
    const sent = ok(await client.post('/messages', { ...group, data: { text: 'mine' } }, 'superhero4'));
    const quote = ok(
      await client.post(
        '/messages',
        { ...group, data: { text: 'q' }, quotedMessageId: sent.id },
        'superhero1',
      ),
    );
    ok(await client.del('/users/superhero4', erase));
    const state = await client.state();
    const named = state.messages.filter(
      (m) => m.actionRefs !== undefined && 'on' in m.actionRefs && m.actionRefs.on === 'superhero4',
    );
    assert.deepEqual(named, []);
    assert.equal(
      state.messages.some((m) => m.id === sent.id),
      false,
    );
    assert.equal(state.messages.find((m) => m.id === quote.id)?.quotedMessageId, sent.id);
  });

  test('erase — groups the user owned pass to app_system; the uid can be created again', async () => {
    const client = fresh();
    ok(await client.del('/users/superhero1', erase));
    assert.equal(ok(await client.get(`/groups/${GUID}`)).owner, 'app_system');
    const again = ok(await client.post('/users', { uid: 'superhero1', name: 'New' }));
    assert.equal(again.name, 'New');
    assert.deepEqual(ok(await client.get('/users/superhero1/auth_tokens')), []);
    assert.deepEqual(ok(await client.get('/users/superhero2/messages', 'superhero1')), []);
  });

  test('erase — friendships both ways, opened conversations, one-to-one resets by and with the user', async () => {
    const client = fresh();
    // superhero2 is a friend of superhero1 and superhero4 in the fixtures; the pair 2–4 gets an opened
    // conversation, and 1 and 2 each reset their conversation with the other.
    ok(await client.del('/users/superhero2/friends', { friends: ['superhero4'] }));
    ok(
      await client.post('/users/superhero2/friends', { accepted: ['superhero4'], addToConversations: true }),
    );
    ok(await client.del('/users/superhero2/conversation', {}, 'superhero1'));
    ok(
      await client.post('/users/superhero1/friends', { accepted: ['superhero5'], addToConversations: true }),
    );
    const before = await client.state();
    assert.ok(before.conversationResets.some((r) => 'withUid' in r && r.withUid === 'superhero2'));
    assert.ok(
      before.openedConversations.some((o) => o.uid === 'superhero4' && o.conversationWith === 'superhero2'),
    );
    ok(await client.del('/users/superhero2', erase));
    const state = await client.state();
    assert.deepEqual(
      state.friendships.filter((f) => f.uid === 'superhero2' || f.friendUid === 'superhero2'),
      [],
    );
    // What does not name the user stays: superhero1's other friends and its opened conversation with 5.
    assert.ok(state.friendships.some((f) => f.uid === 'superhero1' && f.friendUid === 'superhero5'));
    assert.deepEqual(
      state.openedConversations.filter((o) => o.uid === 'superhero2' || o.conversationWith === 'superhero2'),
      [],
    );
    assert.ok(
      state.openedConversations.some((o) => o.uid === 'superhero1' && o.conversationWith === 'superhero5'),
    );
    assert.deepEqual(
      state.conversationResets.filter(
        (r) => r.uid === 'superhero2' || ('withUid' in r && r.withUid === 'superhero2'),
      ),
      [],
    );
    assert.ok(
      !(await client.get('/conversations', 'superhero4')).body.data.some(
        (c: { conversationId: string }) => c.conversationId === 'superhero2_user_superhero4',
      ),
    );
  });

  test('erase — a deactivated user — erased all the same', async () => {
    const client = fresh();
    ok(await client.del('/users', { uidsToDeactivate: ['superhero5'] }));
    ok(await client.del('/users/superhero5', erase));
    const state = await client.state();
    assert.equal(
      state.bans.some((b) => b.uid === 'superhero5'),
      false,
    );
    assert.equal(
      state.users.some((u) => u.uid === 'superhero5'),
      false,
    );
  });
});
