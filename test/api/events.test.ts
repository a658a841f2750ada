/**
 * The events the domain tells of each write operation, as a listener of the store hears them once the
 * change is written: what webhooks and the inspector are built on.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asDomainEvents, type DomainEvent } from '../../src/domain/events.ts';
import { NOW, makeApp } from '../helpers/api.ts';

function listening() {
  const app = makeApp();
  const heard: DomainEvent[] = [];
  app.store.subscribe((_key, events) => heard.push(...asDomainEvents(events)));
  return { ...app, heard, types: () => heard.map((e) => e.type) };
}

const text = {
  category: 'message',
  receiver: 'cometchat-guid-1',
  receiverType: 'group',
  data: { text: 'hi' },
};

describe('events of the write operations', () => {
  test('send a bot message to two receivers — after the answer — one messageSent per copy', async () => {
    const app = listening();
    const res = await app.post('/bots/chatbot/messages', {
      ...text,
      multipleReceivers: { uids: ['superhero1'] },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(app.types(), ['messageSent', 'messageSent']);
    const [first] = app.heard;
    assert.equal(first?.type === 'messageSent' && first.message.id, res.body.data.id);
  });

  test('send a message as a user to a group and a user — one messageSent per copy, sent by the user', async () => {
    const app = listening();
    const body = { ...text, multipleReceivers: { uids: ['superhero2'] } };
    assert.equal((await app.post('/messages', body, 'superhero1')).status, 200);
    assert.deepEqual(
      app.heard.map((e) => e.type === 'messageSent' && [e.message.sender, e.message.receiver]),
      [
        ['superhero1', 'cometchat-guid-1'],
        ['superhero1', 'superhero2'],
      ],
    );
  });

  test('add then remove a reaction — each answered — reactionAdded then reactionRemoved', async () => {
    const app = listening();
    assert.equal((await app.post('/messages/2/reactions/👍', undefined, 'superhero1')).status, 200);
    assert.equal((await app.del('/messages/2/reactions/👍', undefined, 'superhero1')).status, 200);
    assert.equal((await app.del('/messages/2/reactions/👍', undefined, 'superhero1')).status, 200);
    assert.deepEqual(app.types(), ['reactionAdded', 'reactionRemoved']);
  });

  test('create a group with members, ban one, unban — groupCreated, memberAdded, memberBanned, memberUnbanned', async () => {
    const app = listening();
    const group = { guid: 'ev', name: 'Ev', type: 'public', members: { participants: ['superhero2'] } };
    assert.equal((await app.post('/groups', group, 'superhero1')).status, 200);
    assert.equal((await app.post('/groups/ev/members', { usersToBan: ['superhero3'] })).status, 200);
    assert.equal((await app.del('/groups/ev/bannedusers/superhero3')).status, 200);
    assert.deepEqual(app.types(), ['groupCreated', 'memberAdded', 'memberBanned', 'memberUnbanned']);
  });

  test('create a user with a token, then a forced token — userCreated, authTokenCreated twice', async () => {
    const app = listening();
    const res = await app.post('/users', { uid: 'ev-user', name: 'Ev', withAuthToken: true });
    assert.equal(res.status, 200);
    assert.equal((await app.post('/users/ev-user/auth_tokens', { force: true })).status, 200);
    assert.equal((await app.post('/users/ev-user/auth_tokens')).status, 200);
    assert.deepEqual(app.types(), ['userCreated', 'authTokenCreated', 'authTokenCreated']);
    const [created, token] = app.heard;
    assert.equal(created?.type === 'userCreated' && created.user.uid, 'ev-user');
    assert.equal(token?.type === 'authTokenCreated' && token.token.authToken, res.body.data.authToken);
  });

  test('block two users, again, unblock one — usersBlocked with both, then usersUnblocked with one', async () => {
    const app = listening();
    const path = '/users/superhero1/blockedusers';
    assert.equal((await app.post(path, { blockedUids: ['superhero2', 'superhero3'] })).status, 200);
    assert.equal((await app.post(path, { blockedUids: ['superhero2', 'nobody'] })).status, 200);
    assert.equal((await app.del(path, { blockedUids: ['superhero3', 'superhero5'] })).status, 200);
    assert.deepEqual(app.heard, [
      { type: 'usersBlocked', uid: 'superhero1', blockedUids: ['superhero2', 'superhero3'] },
      { type: 'usersUnblocked', uid: 'superhero1', blockedUids: ['superhero3'] },
    ]);
  });

  test('ban, kick, change a scope — memberBanned, memberKicked, memberScopeChanged, each with its action message', async () => {
    const app = listening();
    const group = '/groups/cometchat-guid-1';
    assert.equal((await app.post(`${group}/bannedusers/superhero4`, undefined, 'superhero2')).status, 200);
    assert.equal((await app.del(`${group}/members/chatbot`)).status, 200);
    assert.equal(
      (await app.put(`${group}/members/superhero3`, { scope: 'admin' }, 'superhero1')).status,
      200,
    );
    assert.deepEqual(app.types(), ['memberBanned', 'memberKicked', 'memberScopeChanged']);
    const [banned, kicked, changed] = app.heard;
    assert.equal(banned?.type === 'memberBanned' && banned.action.data['action'], 'banned');
    assert.equal(kicked?.type === 'memberKicked' && kicked.by, 'app_system');
    assert.deepEqual(
      changed?.type === 'memberScopeChanged' && [
        changed.oldScope,
        changed.newScope,
        changed.action.data['action'],
      ],
      ['participant', 'admin', 'scopeChanged'],
    );
  });

  test('edit, delete softly, delete for good — messageEdited, then messageDeleted twice, each with its action', async () => {
    const app = listening();
    assert.equal((await app.put('/messages/2', { data: { text: 'Hi, Cap!' } }, 'superhero1')).status, 200);
    assert.equal((await app.del('/messages/2', undefined, 'superhero1')).status, 200);
    assert.equal((await app.del('/messages/2', { permanent: true })).status, 200);
    assert.deepEqual(app.types(), ['messageEdited', 'messageDeleted', 'messageDeleted']);
    const [edited, soft, permanent] = app.heard;
    assert.deepEqual(
      edited?.type === 'messageEdited' && [edited.message.data, edited.by, edited.action.data],
      [{ text: 'Hi, Cap!' }, 'superhero1', { action: 'edited' }],
    );
    assert.deepEqual(soft?.type === 'messageDeleted' && [soft.permanent, soft.message.deletedBy], [
      false,
      'superhero1',
    ]);
    assert.deepEqual(permanent?.type === 'messageDeleted' && [permanent.permanent, permanent.by], [
      true,
      'app_system',
    ]);
  });

  test('save, save again, unsave, unsave again — messageSaved once, messageUnsaved once', async () => {
    const app = listening();
    for (const send of [app.post, app.post, app.del, app.del]) {
      assert.equal((await send('/messages/4/save', undefined, 'superhero3')).status, 200);
    }
    assert.deepEqual(app.types(), ['messageSaved', 'messageUnsaved']);
  });

  test('mark a conversation read, then again — conversationRead and conversationDelivered once, with the message read up to', async () => {
    const app = listening();
    for (let i = 0; i < 2; i += 1) {
      assert.equal(
        (await app.post('/groups/cometchat-guid-1/conversation/read', undefined, 'superhero2')).status,
        200,
      );
    }
    const told = {
      uid: 'superhero2',
      conversationId: 'group_cometchat-guid-1',
      messageId: '8',
      messageSender: 'superhero2',
      receiverType: 'group',
      at: NOW,
    };
    assert.deepEqual(app.heard, [
      { type: 'conversationRead', ...told },
      { type: 'conversationDelivered', ...told },
    ]);
  });

  test('a refused request — 4xx — no event', async () => {
    const app = listening();
    assert.equal((await app.post('/bots/nobody/messages', text)).status, 404);
    assert.deepEqual(app.heard, []);
  });
});
