import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ExampleObject, OperationObject, RequestBodyObject } from 'openapi3-ts/oas30';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client, Data } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';

const text = (receiver: string, words: string, more: object = {}) => ({
  category: 'message',
  receiver,
  receiverType: receiver.startsWith('superhero') || receiver === 'chatbot' ? 'user' : 'group',
  data: { text: words },
  ...more,
});
const send = (client: Client, body: object, as = S1) => client.post('/messages', body, as);
/** The id the next message of the app will get: a refused send is shown to store nothing by it. */
const nextId = async (client: Client) => String((await client.state()).counters.messageId + 1);

const EXAMPLES = Object.entries(
  ((buildChatDocument().paths['/messages']?.post as OperationObject).requestBody as RequestBodyObject)
    .content['application/json']!.examples!,
);

const CHECKS: Record<string, (m: Data) => void> = {
  text: (m) => {
    assert.equal(m.muid, 'web-1700400000-a1');
    assert.equal(m.conversationId, 'superhero1_user_superhero2');
    assert.equal(m.quotedMessage.id, '2');
  },
  media: (m) => {
    assert.equal(m.type, 'image');
    assert.equal(m.data.text, 'The new suit', 'a media message keeps its caption');
    assert.equal(m.data.attachments[0].size, 5120);
    assert.deepEqual(m.tags, ['blueprints']);
  },
  custom: (m) => assert.deepEqual(m.data.customData, { latitude: 40.7484, longitude: -73.9857 }),
  multipleReceivers: (m) => assert.equal(m.receiver, 'superhero2', 'the first copy answers'),
};

describe('POST /messages — the contract’s request examples', () => {
  test('contract examples — every one has its check', () => {
    assert.deepEqual(EXAMPLES.map(([name]) => name).sort(), Object.keys(CHECKS).sort());
  });

  for (const [name, example] of EXAMPLES) {
    test(`send message — ${name} example, as superhero1 — 200, sent by superhero1 now`, async () => {
      const message = ok(await send(fresh(), (example as ExampleObject).value));
      assert.equal(message.sender, S1);
      assert.equal(message.data.entities.sender.entity.uid, S1);
      assert.deepEqual([message.sentAt, message.updatedAt], [NOW, NOW]);
      CHECKS[name]!(message);
    });
  }
});

describe('POST /messages — what is stored', () => {
  test('send message — text to a user — stored as answered, receiver entity with the conversation id', async () => {
    const client = fresh();
    const message = ok(await send(client, text('superhero3', 'Hi Peter', { muid: 'm-1', tags: ['t'] })));
    assert.equal(message.data.entities.receiver.entity.conversationId, 'superhero1_user_superhero3');
    const stored = (await client.state()).messages.find((m) => m.id === message.id);
    assert.deepEqual(stored, {
      id: message.id,
      muid: 'm-1',
      conversationId: 'superhero1_user_superhero3',
      sender: S1,
      receiverType: 'user',
      receiver: 'superhero3',
      category: 'message',
      type: 'text',
      data: { text: 'Hi Peter' },
      tags: ['t'],
      moderationStatus: 'pending',
      sentAt: NOW,
      updatedAt: NOW,
    });
  });

  test('send message — to several receivers — one copy each with its own id and conversation', async () => {
    const client = fresh();
    const first = await nextId(client);
    const body = {
      category: 'message',
      receiver: GUID,
      receiverType: 'group',
      multipleReceivers: { uids: ['superhero2'], guids: [GUID.toUpperCase()] },
      data: { text: 'Roll call' },
    };
    assert.equal(ok(await send(client, body)).id, first);
    const copies = (await client.state()).messages.filter((m) => Number(m.id) >= Number(first));
    assert.deepEqual(
      copies.map((m) => m.conversationId),
      [`group_${GUID}`, 'superhero1_user_superhero2'],
    );
  });

  test('send message — a text a moderation rule blocks — answered pending, listed as blocked, hidden from the receiver', async () => {
    const client = fresh();
    const message = ok(await send(client, text('superhero2', 'buy spam now')));
    assert.deepEqual(message.data.moderation, { status: 'pending' });
    const blocked = ok(await client.get('/moderation/blocked-messages'));
    assert.equal(blocked[0].message.id, message.id);
    expectError(
      await client.post(`/messages/${message.id}/save`, undefined, 'superhero2'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    ok(await client.post(`/messages/${message.id}/save`, undefined, S1));
  });

  test('send message — quoting a message the sender sees — quotedMessage as it is now', async () => {
    const message = ok(await send(fresh(), text(GUID, 'Agreed', { quotedMessageId: '4' })));
    assert.equal(message.quotedMessage.data.text, 'Welcome to the hangout, team!');
  });
});

describe('POST /messages — refused', () => {
  test('send message — without onBehalfOf — 400 naming onBehalfOf', async () => {
    const res = await fresh().post('/messages', text('superhero2', 'hi'));
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('send message — onBehalfOf an unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await send(fresh(), text('superhero2', 'hi'), 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });

  const refusals: [string, object, number, string][] = [
    ['an unknown receiver', text('superhero9', 'hi'), 404, 'ERR_UID_NOT_FOUND'],
    ['an unknown group', text('no-such-group', 'hi'), 404, 'ERR_GUID_NOT_FOUND'],
    ['a group the sender is not in', text('x-men', 'hi'), 403, 'ERR_NOT_A_MEMBER'],
    ['an empty text', text('superhero2', '  '), 400, 'ERR_EMPTY_MESSAGE_TEXT'],
    [
      'an image without attachments',
      { ...text('superhero2', 'x'), type: 'image', data: { attachments: [] } },
      400,
      'ERR_INVALID_MESSAGE_DATA',
    ],
    [
      'a custom message without customData',
      { category: 'custom', receiver: 'superhero2', receiverType: 'user', data: {} },
      400,
      'ERR_EMPTY_CUSTOM_DATA',
    ],
    [
      'a receiver without receiverType',
      { category: 'message', receiver: 'superhero2', data: { text: 'x' } },
      400,
      'ERR_INVALID_RECEIVER_TYPE',
    ],
    [
      'an unknown quoted message',
      text('superhero2', 'x', { quotedMessageId: '999' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    ],
    [
      'an interactive message, which users do not send',
      { category: 'interactive', type: 'card', receiver: 'superhero2', receiverType: 'user', data: {} },
      400,
      'ERR_BAD_REQUEST',
    ],
  ];
  for (const [what, body, status, code] of refusals) {
    test(`send message — ${what} — ${status} ${code}, nothing stored`, async () => {
      const client = fresh();
      const before = await client.state();
      expectError(await send(client, body), status, code);
      assert.deepEqual(await client.state(), before);
    });
  }

  test('send message — quoting a one-to-one message of others — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    const res = await send(fresh(), text('superhero1', 'x', { quotedMessageId: '1' }), 'superhero3');
    expectError(res, 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('send message — from a user banned from the group — 403 ERR_NOT_A_MEMBER', async () => {
    expectError(await send(fresh(), text(GUID, 'let me in'), 'superhero5'), 403, 'ERR_NOT_A_MEMBER');
  });

  test('send message — several receivers, the last one refused — 403, no copy stored', async () => {
    const client = fresh();
    const before = await client.state();
    const body = {
      category: 'message',
      multipleReceivers: { uids: ['superhero2'], guids: ['x-men'] },
      data: { text: 'x' },
    };
    expectError(await send(client, body), 403, 'ERR_NOT_A_MEMBER');
    assert.deepEqual(await client.state(), before);
  });
});

describe('POST /messages — blocked users', () => {
  test('send message — to a user who blocked the sender — 403 ERR_BLOCKED_RECEIVER', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/blockedusers', { blockedUids: [S1] }));
    const res = await send(client, text('superhero2', 'hi'));
    expectError(res, 403, 'ERR_BLOCKED_RECEIVER');
    assert.equal(
      res.body.error.message,
      'The user with UID superhero2 has blocked the user with UID superhero1.',
    );
  });

  test('send message — to a user the sender blocked — 403 ERR_BLOCKED_RECEIVER, 200 once unblocked', async () => {
    const client = fresh();
    ok(await client.post(`/users/${S1}/blockedusers`, { blockedUids: ['superhero2'] }));
    expectError(await send(client, text('superhero2', 'hi')), 403, 'ERR_BLOCKED_RECEIVER');
    ok(await client.del(`/users/${S1}/blockedusers`, { blockedUids: ['superhero2'] }));
    ok(await send(client, text('superhero2', 'hi')));
  });

  test('send message — a block between sender and receiver — group messages still go through', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/blockedusers', { blockedUids: [S1] }));
    ok(await send(client, text(GUID, 'hello team')));
  });

  test('send message — a user to the bot the user blocked — 403 ERR_BLOCKED_RECEIVER', async () => {
    expectError(await send(fresh(), text('chatbot', 'hi'), 'superhero4'), 403, 'ERR_BLOCKED_RECEIVER');
  });
});
