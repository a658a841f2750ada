/**
 * Every trigger's whole payload, as the receiver gets it: `{trigger, data, appId, region, webhook}`
 * with `data` as the README's table and the real service's events page give it, compared whole, so
 * a wrong actor, two fields swapped, a missing or an extra field fail. The expected bodies are written
 * out from the fixtures (users as stored, the frozen clock, message ids counted on from the
 * fixtures'), never computed by the code under test. Each operation is flushed before the next, so
 * the calls it caused are exactly the ones listed: a duplicate or a missing call fails too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import supertest from 'supertest';
import { closeApp, createApp } from '../../src/app.ts';
import { WEBHOOK_TRIGGERS } from '../../src/contract/sandbox-limits.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { API_KEY, NOW, newMessageId } from '../helpers/api.ts';
import { CheckedStore } from '../helpers/checked-store.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

const APP_ID = 'payloads';
const AVATARS = 'https://data-us.cometchat.io/assets/images/avatars';

// The fixtures' users, as the API presents them.
const IRON_MAN = {
  uid: 'superhero1',
  name: 'Iron Man',
  avatar: `${AVATARS}/ironman.png`,
  link: 'https://www.marvel.com/characters/iron-man-tony-stark',
  metadata: { '@private': { email: 'ironman@example.com', contactNumber: '0123456789' } },
  status: 'available',
  role: 'default',
  createdAt: 1629869270,
  lastActiveAt: 1700300000,
};
const CAPTAIN = {
  uid: 'superhero2',
  name: 'Captain America',
  avatar: `${AVATARS}/captainamerica.png`,
  status: 'offline',
  role: 'default',
  createdAt: 1629869270,
  updatedAt: 1630308676,
  lastActiveAt: 1700300300,
};
const SPIDERMAN = {
  uid: 'superhero3',
  name: 'Spiderman',
  avatar: `${AVATARS}/spiderman.png`,
  link: 'https://www.marvel.com/characters/spider-man-peter-parker',
  metadata: { contactNumber: '0123456789' },
  status: 'available',
  role: 'default',
  createdAt: 1629869270,
  lastActiveAt: 1700300180,
};
const WOLVERINE = {
  uid: 'superhero4',
  name: 'Wolverine',
  avatar: `${AVATARS}/wolverine.png`,
  status: 'offline',
  role: 'default',
  createdAt: 1629869270,
};
const CYCLOPS = {
  uid: 'superhero5',
  name: 'Cyclops',
  avatar: `${AVATARS}/cyclops.png`,
  status: 'offline',
  role: 'default',
  createdAt: 1629869270,
};
const CHATBOT = {
  uid: 'chatbot',
  name: 'Hangout Bot',
  avatar: `${AVATARS}/chatbot.png`,
  metadata: { description: 'Posts reminders to the Superheroes Hangout group' },
  status: 'available',
  role: 'default',
  createdAt: 1638354015,
};
const SYSTEM = {
  uid: 'app_system',
  name: 'System',
  status: 'offline',
  role: 'default',
  createdAt: 1596537299,
};

const user = (entity: object) => ({ entity, entityType: 'user' });
const DIRECT = 'superhero1_user_superhero2';
const CAPTAIN_IN_DIRECT = { ...CAPTAIN, conversationId: DIRECT };
const body = (trigger: string, data: object) => ({
  trigger,
  data,
  appId: APP_ID,
  region: 'us',
  webhook: 'hook-1',
});

// Messages get the ids after the fixtures', in the order they are stored.
const SENT = newMessageId(0);
const BOT_SENT = newMessageId(1);
const EDITED_ACTION = newMessageId(2);
const DELETED_ACTION = newMessageId(3);
/** The fixtures hold 6 reactions: the first one added gets the next id. */
const REACTION_ID = '7';

/**
 * The message superhero1 sends superhero2, with what the operations so far did to it: moderation
 * `pending` as sent, its verdict in every later event.
 */
const directMessage = (text: string | undefined, more: object = {}, status = 'approved') => ({
  id: SENT,
  conversationId: DIRECT,
  sender: 'superhero1',
  receiverType: 'user',
  receiver: 'superhero2',
  category: 'message',
  type: 'text',
  data: {
    ...(text !== undefined ? { text } : {}),
    entities: { sender: user(IRON_MAN), receiver: user(CAPTAIN_IN_DIRECT) },
    moderation: { status },
  },
  sentAt: NOW,
  updatedAt: NOW,
  ...more,
});
const EDITED = { editedAt: NOW, editedBy: 'superhero1' };

const messageAction = (id: string, action: string, on: object) => ({
  id,
  conversationId: DIRECT,
  sender: 'superhero1',
  receiverType: 'user',
  receiver: 'superhero2',
  category: 'action',
  type: 'message',
  data: {
    action,
    entities: {
      by: user(IRON_MAN),
      on: { entity: on, entityType: 'message' },
      for: user(CAPTAIN_IN_DIRECT),
    },
  },
  sentAt: NOW,
  updatedAt: NOW,
});

/** The group `hooked` as a member action shows it at that moment. */
const hooked = (membersCount: number, updatedBy: string) => ({
  guid: 'hooked',
  name: 'Hooked',
  type: 'public',
  membersCount,
  conversationId: 'group_hooked',
  createdAt: NOW,
  updatedAt: NOW,
  updatedBy,
  owner: 'superhero1',
});

const memberAction = (
  id: string,
  action: string,
  by: object,
  on: object,
  group: object,
  extras?: object,
) => ({
  id,
  conversationId: 'group_hooked',
  sender: 'app_system',
  receiverType: 'group',
  receiver: 'hooked',
  category: 'action',
  type: 'groupMember',
  data: {
    action,
    ...(extras ? { extras } : {}),
    entities: { by: user(by), on: user(on), for: { entity: group, entityType: 'group' } },
  },
  sentAt: NOW,
  updatedAt: NOW,
});

let app: ReturnType<typeof createApp>;
let receiver: Receiver;
let request: ReturnType<typeof supertest>;
let seen = 0;

describe('sandbox/webhooks-payloads.test.ts', () => {
  before(async () => {
    receiver = await startReceiver();
    app = createApp({
      store: new CheckedStore({ seed: loadFixtures }),
      config: defaultConfig({ clock: NOW }),
      webhooks: { queue: { backoffMs: 30, timeoutMs: 3000, attempts: 3 } },
    });
    request = supertest(app);
    const created = await request.post(`/__sandbox/apps/${APP_ID}/webhooks`).send({
      id: 'hook-1',
      name: 'Every trigger',
      webhookURL: receiver.url,
      triggers: [...WEBHOOK_TRIGGERS],
    });
    assert.equal(created.status, 200, created.text);
  });
  after(async () => {
    closeApp(app);
    await receiver.close();
  });

  function api(method: 'post' | 'put' | 'delete', path: string, body?: object, onBehalfOf?: string) {
    const t = request[method](`/v3${path}`).set('apikey', API_KEY).set('appId', APP_ID);
    if (onBehalfOf) t.set('onBehalfOf', onBehalfOf);
    return body === undefined ? t : t.send(body);
  }

  /** Runs one operation, waits until its deliveries are done, and compares what the receiver got. */
  async function expectCalls(operation: () => PromiseLike<{ status: number }>, expected: object[]) {
    assert.equal((await operation()).status, 200);
    assert.deepEqual((await request.post(`/__sandbox/apps/${APP_ID}/webhooks/flush`)).body, { pending: 0 });
    const calls = receiver.received.slice(seen);
    seen = receiver.received.length;
    assert.deepEqual(
      calls.map((c) => c.body),
      expected,
    );
  }

  describe('webhook payloads — every trigger, the whole body', () => {
    test('sendMessage — message_sent, the message as the API returns it', () =>
      expectCalls(
        () =>
          api(
            'post',
            '/messages',
            {
              receiver: 'superhero2',
              receiverType: 'user',
              category: 'message',
              type: 'text',
              data: { text: 'hi' },
            },
            'superhero1',
          ),
        [body('message_sent', { message: directMessage('hi', {}, 'pending') })],
      ));

    test('sendBotMessage — message_sent, sent by the bot', () =>
      expectCalls(
        () =>
          api('post', '/bots/chatbot/messages', {
            receiver: 'superhero3',
            receiverType: 'user',
            category: 'message',
            type: 'text',
            data: { text: 'beep' },
          }),
        [
          body('message_sent', {
            message: {
              id: BOT_SENT,
              conversationId: 'chatbot_user_superhero3',
              sender: 'chatbot',
              receiverType: 'user',
              receiver: 'superhero3',
              category: 'message',
              type: 'text',
              data: {
                text: 'beep',
                entities: {
                  sender: user(CHATBOT),
                  receiver: user({ ...SPIDERMAN, conversationId: 'chatbot_user_superhero3' }),
                },
                moderation: { status: 'pending' },
              },
              sentAt: NOW,
              updatedAt: NOW,
            },
          }),
        ],
      ));

    test('updateMessage — message_edited, the edited action message by the editor, the edit inside', () =>
      expectCalls(
        () => api('put', `/messages/${SENT}`, { data: { text: 'edited' } }, 'superhero1'),
        [
          body('message_edited', {
            message: messageAction(EDITED_ACTION, 'edited', directMessage('edited', EDITED)),
          }),
        ],
      ));

    test('addReaction — message_reaction_added, the reaction by its user and the message with it', () =>
      expectCalls(
        () => api('post', `/messages/${SENT}/reactions/👍`, undefined, 'superhero2'),
        [
          body('message_reaction_added', {
            reaction: {
              id: REACTION_ID,
              messageId: SENT,
              reaction: '👍',
              uid: 'superhero2',
              reactedAt: NOW,
              reactedBy: CAPTAIN,
            },
            message: {
              ...directMessage('edited', EDITED),
              data: {
                text: 'edited',
                entities: { sender: user(IRON_MAN), receiver: user(CAPTAIN_IN_DIRECT) },
                reactions: [{ reaction: '👍', count: 1 }],
                moderation: { status: 'approved' },
              },
            },
          }),
        ],
      ));

    test('removeReaction — message_reaction_removed, the reaction removed and the message without it', () =>
      expectCalls(
        () => api('delete', `/messages/${SENT}/reactions/👍`, undefined, 'superhero2'),
        [
          body('message_reaction_removed', {
            reaction: {
              id: REACTION_ID,
              messageId: SENT,
              reaction: '👍',
              uid: 'superhero2',
              reactedAt: NOW,
              reactedBy: CAPTAIN,
            },
            message: directMessage('edited', EDITED),
          }),
        ],
      ));

    test('deleteMessage — message_deleted, the deleted action message by the deleter', () =>
      expectCalls(
        () => api('delete', `/messages/${SENT}`, undefined, 'superhero1'),
        [
          body('message_deleted', {
            message: messageAction(
              DELETED_ACTION,
              'deleted',
              directMessage(undefined, { ...EDITED, deletedAt: NOW, deletedBy: 'superhero1' }),
            ),
          }),
        ],
      ));

    test('createGroup with the key, owner and a member named — group_created by the app, then group_member_added', () =>
      expectCalls(
        () =>
          api('post', '/groups', {
            guid: 'hooked',
            name: 'Hooked',
            type: 'public',
            owner: 'superhero1',
            members: { participants: ['superhero2'] },
          }),
        [
          // Dispatched once the whole write is durable: the group as it stands after it.
          body('group_created', { group: hooked(2, 'app_system'), by: SYSTEM }),
          body('group_member_added', {
            message: memberAction(newMessageId(4), 'added', SYSTEM, CAPTAIN, hooked(2, 'app_system')),
          }),
        ],
      ));

    test('createGroup on behalf of a user — group_created by that user', () =>
      expectCalls(
        () => api('post', '/groups', { guid: 'own', name: 'Own', type: 'private' }, 'superhero3'),
        [
          body('group_created', {
            group: {
              guid: 'own',
              name: 'Own',
              type: 'private',
              membersCount: 1,
              conversationId: 'group_own',
              createdAt: NOW,
              owner: 'superhero3',
            },
            by: SPIDERMAN,
          }),
        ],
      ));

    test('addGroupMembers — group_member_added per member, by the admin who added', () =>
      expectCalls(
        () =>
          api('post', '/groups/hooked/members', { participants: ['superhero3', 'superhero4'] }, 'superhero1'),
        [
          body('group_member_added', {
            message: memberAction(newMessageId(5), 'added', IRON_MAN, SPIDERMAN, hooked(3, 'superhero1')),
          }),
          body('group_member_added', {
            message: memberAction(newMessageId(6), 'added', IRON_MAN, WOLVERINE, hooked(4, 'superhero1')),
          }),
        ],
      ));

    test('changeGroupMemberScope — group_member_scope_changed, old and new scope', () =>
      expectCalls(
        () => api('put', '/groups/hooked/members/superhero2', { scope: 'moderator' }, 'superhero1'),
        [
          body('group_member_scope_changed', {
            message: memberAction(
              newMessageId(7),
              'scopeChanged',
              IRON_MAN,
              CAPTAIN,
              hooked(4, 'superhero1'),
              {
                scope: { new: 'moderator', old: 'participant' },
              },
            ),
          }),
        ],
      ));

    test('kickGroupMember — group_member_kicked', () =>
      expectCalls(
        () => api('delete', '/groups/hooked/members/superhero4', undefined, 'superhero1'),
        [
          body('group_member_kicked', {
            message: memberAction(newMessageId(8), 'kicked', IRON_MAN, WOLVERINE, hooked(3, 'superhero1')),
          }),
        ],
      ));

    test('banUser — group_member_banned', () =>
      expectCalls(
        () => api('post', '/groups/hooked/bannedusers/superhero3', {}, 'superhero1'),
        [
          body('group_member_banned', {
            message: memberAction(newMessageId(9), 'banned', IRON_MAN, SPIDERMAN, hooked(2, 'superhero1')),
          }),
        ],
      ));

    test('unbanUser by a moderator — group_member_unbanned: the group, the user unbanned, the moderator', () =>
      expectCalls(
        () => api('delete', '/groups/hooked/bannedusers/superhero3', undefined, 'superhero2'),
        [body('group_member_unbanned', { group: hooked(2, 'superhero1'), user: SPIDERMAN, by: CAPTAIN })],
      ));

    test('blockUsers, two users — user_blocked once per user, by the blocker', () =>
      expectCalls(
        () => api('post', '/users/superhero4/blockedusers', { blockedUids: ['superhero5', 'superhero1'] }),
        [
          body('user_blocked', { by: WOLVERINE, user: CYCLOPS }),
          body('user_blocked', { by: WOLVERINE, user: IRON_MAN }),
        ],
      ));

    test('unblockUsers — user_unblocked', () =>
      expectCalls(
        () => api('delete', '/users/superhero4/blockedusers', { blockedUids: ['superhero5'] }),
        [body('user_unblocked', { by: WOLVERINE, user: CYCLOPS })],
      ));

    test('updateGroup by an admin — group_updated, the group with updatedBy', () =>
      expectCalls(
        () => api('put', '/groups/hooked', { name: 'Hooked up', description: 'd' }, 'superhero1'),
        [
          body('group_updated', {
            group: { ...hooked(2, 'superhero1'), name: 'Hooked up', description: 'd' },
          }),
        ],
      ));

    test('updateGroup with a new owner, by the app — group_updated, then group_owner_transferred with oldOwner', () => {
      const group = { ...hooked(2, 'app_system'), name: 'Hooked up', description: 'd', owner: 'superhero2' };
      return expectCalls(
        () => api('put', '/groups/hooked', { owner: 'superhero2' }),
        [
          body('group_updated', { group }),
          body('group_owner_transferred', { group: { ...group, oldOwner: 'superhero1' } }),
        ],
      );
    });

    test('deleteGroup — group_deleted, the group as it was, once for all its members and messages', () =>
      expectCalls(
        () => api('delete', '/groups/hooked', undefined, 'superhero2'),
        [
          body('group_deleted', {
            group: { ...hooked(2, 'app_system'), name: 'Hooked up', description: 'd', owner: 'superhero2' },
          }),
        ],
      ));

    const receipt = (action: string) => ({
      receiver: 'superhero1',
      receiverType: 'user',
      type: 'receipts',
      sender: 'superhero2',
      messageSender: 'superhero1',
      body: { action, messageId: SENT, user: CAPTAIN, timestamp: NOW },
    });

    test('markConversationDelivered — message_delivery_receipt: the receiver received the sender’s message', () =>
      expectCalls(
        () =>
          api('post', '/users/superhero1/conversation/delivered', { messageId: Number(SENT) }, 'superhero2'),
        [body('message_delivery_receipt', receipt('delivered'))],
      ));

    test('markConversationRead up to a delivered message — message_read_receipt alone, once', () =>
      expectCalls(
        () => api('post', '/users/superhero1/conversation/read', { messageId: Number(SENT) }, 'superhero2'),
        [body('message_read_receipt', receipt('read'))],
      ));

    test('every trigger above — covered', () => {
      const triggers = new Set(receiver.received.map((c) => c.body.trigger));
      assert.deepEqual([...triggers].sort(), [...WEBHOOK_TRIGGERS].sort());
    });
  });
});
