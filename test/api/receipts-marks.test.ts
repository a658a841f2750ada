/**
 * The delivered and unread marks (SPEC 17), as the state holds them after each call: a delivered mark
 * beside the read mark, both only moving forward, a read also delivering, an unread mark moving the
 * read mark back and leaving the delivered one.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { webhookEventsOf } from '../../src/sandbox/webhooks/webhook-payloads.ts';
import { fromSnapshot } from '../../src/store/state.ts';
import { API_KEY, GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();

/** The fixtures' pair: message 1 from superhero2, 2 from superhero1, 3 from superhero2. */
const PAIR = 'superhero1_user_superhero2';
const GROUP = `group_${GUID}`;
const mark = (client: Client, how: 'delivered' | 'read', body?: object, as = 'superhero1') =>
  client.post(`/users/${as === 'superhero1' ? 'superhero2' : 'superhero1'}/conversation/${how}`, body, as);
const unread = (client: Client, body?: object, as = 'superhero1') =>
  client.del(`/users/${as === 'superhero1' ? 'superhero2' : 'superhero1'}/conversation/read`, body, as);
const markGroup = (client: Client, how: 'delivered' | 'read', body?: object, as = 'superhero3') =>
  client.post(`/groups/${GUID}/conversation/${how}`, body, as);
const unreadGroup = (client: Client, body?: object, as = 'superhero3') =>
  client.del(`/groups/${GUID}/conversation/read`, body, as);
const marks = async (client: Client) => {
  const state = await client.state();
  return { read: state.readMarks, delivered: state.deliveredMarks };
};
const unreadCount = async (client: Client) =>
  ok(await client.get('/users/superhero2/conversation', 'superhero1')).unreadMessageCount;

describe('POST /users/{uid}/conversation/delivered', () => {
  test('mark delivered — no body, then again — up to the newest message, a mark of its own, once', async () => {
    const client = fresh();
    assert.deepEqual(ok(await mark(client, 'delivered')), {
      success: true,
      message: 'All the messages from the user superhero2 are marked as delivered for the user superhero1.',
    });
    assert.deepEqual(await marks(client), {
      read: [],
      delivered: [{ uid: 'superhero1', conversationId: PAIR, messageId: '3', deliveredAt: NOW }],
    });
    assert.equal(await unreadCount(client), '2', 'delivered is not read');
    const before = await client.state();
    ok(await mark(client, 'delivered', { messageId: 1 }));
    ok(await mark(client, 'delivered'));
    assert.deepEqual(await client.state(), before, 'at or behind the mark: nothing changes');
  });

  test('mark delivered — up to 1, later up to 3 — forward only, the earlier position kept as a step', async () => {
    const client = fresh();
    ok(await mark(client, 'delivered', { messageId: 1 }));
    client.advanceClock(60);
    ok(await mark(client, 'delivered', { messageId: 3 }));
    assert.deepEqual((await marks(client)).delivered, [
      {
        uid: 'superhero1',
        conversationId: PAIR,
        messageId: '3',
        deliveredAt: NOW + 60,
        steps: [{ messageId: '1', at: NOW }],
      },
    ]);
  });

  test('mark delivered — another conversation’s message, an unknown one, an unknown user, an empty conversation — 404s, or 200 with nothing marked', async () => {
    const client = fresh();
    for (const messageId of [4, 999]) {
      expectError(await mark(client, 'delivered', { messageId }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    }
    expectError(
      await client.post('/users/nobody/conversation/delivered', undefined, 'superhero1'),
      404,
      'ERR_UID_NOT_FOUND',
    );
    expectError(
      await client.post('/users/superhero2/conversation/delivered', undefined, 'nobody'),
      404,
      'ERR_UID_NOT_FOUND',
    );
    ok(await client.post('/users/superhero4/conversation/delivered', undefined, 'superhero1'));
    assert.deepEqual(await marks(client), { read: [], delivered: [] });
  });

  test('mark delivered — no onBehalfOf, messageId not a positive integer — 400 naming them', async () => {
    const res = await request.post('/v3/users/superhero2/conversation/delivered').set('apikey', API_KEY);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
    for (const messageId of [0, 1.5, '3']) {
      const bad = await mark(fresh(), 'delivered', { messageId });
      expectError(bad, 400, 'ERR_BAD_REQUEST');
      assertDetails(bad, ['messageId']);
    }
  });
});

describe('POST /groups/{guid}/conversation/delivered', () => {
  test('mark group delivered — a member — its mark; a non-member, a banned user 403; an unknown group 404; a hidden message 404', async () => {
    const client = fresh();
    assert.deepEqual(ok(await markGroup(client, 'delivered', { messageId: 5 })), {
      success: true,
      message: `All the messages in group ${GUID} are marked as delivered for the user superhero3.`,
    });
    assert.deepEqual((await marks(client)).delivered, [
      { uid: 'superhero3', conversationId: GROUP, messageId: '5', deliveredAt: NOW },
    ]);
    for (const uid of ['superhero4', 'superhero5']) {
      expectError(await markGroup(client, 'delivered', undefined, uid), 403, 'ERR_NOT_A_MEMBER');
    }
    expectError(
      await client.post('/groups/nope/conversation/delivered', undefined, 'superhero1'),
      404,
      'ERR_GUID_NOT_FOUND',
    );
    // Message 7 is superhero3's, blocked by moderation: superhero1 cannot see it.
    expectError(
      await markGroup(client, 'delivered', { messageId: 7 }, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    assert.equal((await marks(client)).delivered.length, 1);
  });

  test('mark group delivered, then read — both tell a receipt with the group as receiver; a mark that stays tells none', async () => {
    const client = fresh();
    const state = fromSnapshot(await client.state());
    ok(await markGroup(client, 'delivered', { messageId: 5 }));
    const event = {
      type: 'conversationDelivered' as const,
      uid: 'superhero3',
      conversationId: GROUP,
      messageId: '5',
      messageSender: 'superhero2',
      receiverType: 'group' as const,
      at: NOW,
    };
    const [receipt] = webhookEventsOf(state, event);
    assert.equal(receipt?.trigger, 'message_delivery_receipt');
    assert.deepEqual(
      { ...receipt?.data(), body: { ...(receipt?.data()['body'] as object), user: undefined } },
      {
        receiver: GUID,
        receiverType: 'group',
        type: 'receipts',
        sender: 'superhero3',
        messageSender: 'superhero2',
        body: { action: 'delivered', messageId: '5', user: undefined, timestamp: NOW },
      },
    );
    assert.equal(
      webhookEventsOf(state, { ...event, type: 'conversationRead' })[0]?.trigger,
      'message_read_receipt',
    );
  });
});

describe('a read mark also delivers', () => {
  test('read up to 2 — delivered up to 2; delivered to 3, then read up to 1 — the delivered mark stays at 3', async () => {
    const client = fresh();
    ok(await mark(client, 'read', { messageId: 2 }));
    assert.deepEqual((await marks(client)).delivered, [
      { uid: 'superhero1', conversationId: PAIR, messageId: '2', deliveredAt: NOW },
    ]);
    const other = fresh();
    ok(await mark(other, 'delivered'));
    ok(await mark(other, 'read', { messageId: 1 }));
    assert.deepEqual(
      (await marks(other)).delivered.map((m) => m.messageId),
      ['3'],
    );
  });
});

describe('DELETE /users/{uid}/conversation/read', () => {
  test('mark unread from 3 after reading all — the read mark before 3, the delivered mark kept, one unread', async () => {
    const client = fresh();
    ok(await mark(client, 'read'));
    assert.equal(await unreadCount(client), '0');
    assert.deepEqual(ok(await unread(client, { messageId: 3 })), {
      success: true,
      message: `The messages from the message id 3 in the conversation ${PAIR} are marked as unread for the user superhero1.`,
    });
    assert.deepEqual(await marks(client), {
      read: [{ uid: 'superhero1', conversationId: PAIR, messageId: '2', readAt: NOW }],
      delivered: [{ uid: 'superhero1', conversationId: PAIR, messageId: '3', deliveredAt: NOW }],
    });
    assert.equal(await unreadCount(client), '1');
  });

  test('mark unread without a body — the newest message the user received: 3 for superhero1, 2 for superhero2', async () => {
    const client = fresh();
    ok(await mark(client, 'read'));
    ok(await mark(client, 'read', undefined, 'superhero2'));
    assert.match(ok(await unread(client)).message, /message id 3 /);
    assert.match(ok(await unread(client, undefined, 'superhero2')).message, /message id 2 /);
    assert.deepEqual(
      (await marks(client)).read.map((m) => [m.uid, m.messageId]),
      [
        ['superhero1', '2'],
        ['superhero2', '1'],
      ],
    );
  });

  test('mark unread from the first message — the mark goes; steps it undoes are dropped, the rest kept', async () => {
    const client = fresh();
    ok(await mark(client, 'read', { messageId: 1 }));
    client.advanceClock(10);
    ok(await mark(client, 'read', { messageId: 2 }));
    client.advanceClock(10);
    ok(await mark(client, 'read', { messageId: 3 }));
    ok(await unread(client, { messageId: 3 }));
    assert.deepEqual((await marks(client)).read, [
      {
        uid: 'superhero1',
        conversationId: PAIR,
        messageId: '2',
        readAt: NOW + 10,
        steps: [{ messageId: '1', at: NOW }],
      },
    ]);
    ok(await unread(client, { messageId: 1 }));
    assert.deepEqual((await marks(client)).read, []);
    assert.equal(await unreadCount(client), '2');
  });

  test('mark unread — never forward: no read mark, or a mark below the message — nothing changes', async () => {
    const client = fresh();
    const before = await client.state();
    ok(await unread(client, { messageId: 1 }));
    assert.deepEqual(await client.state(), before);
    ok(await mark(client, 'read', { messageId: 1 }));
    const read = await client.state();
    ok(await unread(client, { messageId: 3 }));
    assert.deepEqual(await client.state(), read);
  });

  test('mark unread — another conversation’s message, an unknown user, an empty conversation, a bad messageId — 404s and 400', async () => {
    const client = fresh();
    expectError(await unread(client, { messageId: 4 }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(
      await client.del('/users/nobody/conversation/read', undefined, 'superhero1'),
      404,
      'ERR_UID_NOT_FOUND',
    );
    expectError(
      await client.del('/users/superhero4/conversation/read', undefined, 'superhero1'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    const bad = await unread(client, { messageId: 0 });
    expectError(bad, 400, 'ERR_BAD_REQUEST');
    assertDetails(bad, ['messageId']);
    const res = await request.delete('/v3/users/superhero2/conversation/read').set('apikey', API_KEY);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });
});

describe('DELETE /groups/{guid}/conversation/read', () => {
  test('mark group unread from 6 — read mark at 5, unread count 2 (6 and 8; 7 is hidden); non-member 403', async () => {
    const client = fresh();
    ok(await markGroup(client, 'read', undefined, 'superhero1'));
    assert.deepEqual(ok(await unreadGroup(client, { messageId: 6 }, 'superhero1')), {
      success: true,
      message: `The messages from the message id 6 in the conversation ${GROUP} are marked as unread for the user superhero1.`,
    });
    assert.deepEqual(
      (await marks(client)).read.map((m) => m.messageId),
      ['5'],
    );
    const conversation = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1'));
    assert.equal(conversation.unreadMessageCount, '2');
    expectError(await unreadGroup(client, undefined, 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
    expectError(
      await client.del('/groups/nope/conversation/read', undefined, 'superhero1'),
      404,
      'ERR_GUID_NOT_FOUND',
    );
  });
});

describe('the marks in a state import', () => {
  const importing = async (edit: (marks: object[]) => void) => {
    const client = fresh();
    const state = await client.state();
    const marks: object[] = [];
    edit(marks);
    state.deliveredMarks = marks as typeof state.deliveredMarks;
    return [client, await request.put(`/__sandbox/apps/${client.appId}/state`).send(state)] as const;
  };
  const delivered = { uid: 'superhero1', conversationId: PAIR, messageId: '3', deliveredAt: NOW };

  test('a mark with steps — kept, and read as it was; steps out of order, a duplicate, a stranger’s conversation — 400 naming it', async () => {
    const steps = [{ messageId: '1', at: NOW - 10 }];
    const [client, res] = await importing((m) => m.push({ ...delivered, steps }));
    assert.equal(res.status, 200, res.text);
    assert.equal(ok(await client.get('/messages/1')).deliveredAt, NOW - 10);
    assert.equal(ok(await client.get('/messages/3')).deliveredAt, NOW);
    const broken: [(m: object[]) => void, string][] = [
      [(m) => m.push({ ...delivered, steps: [{ messageId: '3', at: NOW }] }), 'deliveredMarks.0.steps'],
      [(m) => m.push(delivered, delivered), 'deliveredMarks.1'],
      [(m) => m.push({ ...delivered, uid: 'superhero3' }), 'deliveredMarks.0.conversationId'],
    ];
    for (const [edit, field] of broken) {
      const [, refused] = await importing(edit);
      expectError(refused, 400, 'ERR_BAD_REQUEST');
      assert.ok(refused.body.error.details[field], refused.text);
    }
  });
});
