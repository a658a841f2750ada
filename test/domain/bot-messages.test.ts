import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sendBotMessage } from '../../src/domain/bots.ts';
import { METADATA_MAX_BYTES, TAGS_MAX } from '../../src/contract/limits.ts';
import type { BotMessageBody } from '../../src/domain/message-body.ts';
import type { JsonObject } from '../../src/store/state.ts';
import { BOT, NOW, expectError, expectRejected, makeContext, textTo, toGroup } from './message-fixture.ts';

describe('sendBotMessage — sender and receiver', () => {
  test('send bot message — to a user — stores and returns the message with entities', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'Hi Alice', { muid: 'm-1', tags: ['greeting'] }));
    assert.equal(view.id, '4');
    assert.equal(view.muid, 'm-1');
    assert.equal(view.conversationId, `alice_user_${BOT}`);
    assert.equal(view.sender, BOT);
    assert.deepEqual(
      [view.receiverType, view.receiver, view.category, view.type],
      ['user', 'alice', 'message', 'text'],
    );
    assert.equal(view.data['text'], 'Hi Alice');
    assert.equal((view.data.entities['sender']?.entity as { uid?: string }).uid, BOT);
    assert.equal(view.data.entities['receiver']?.entityType, 'user');
    assert.deepEqual(view.tags, ['greeting']);
    assert.equal(view.sentAt, NOW);
    assert.equal(view.updatedAt, NOW);
    assert.equal('moderation' in view.data, false);
    const stored = ctx.state.messages.get('4');
    assert.equal(stored?.muid, 'm-1');
    assert.equal(ctx.state.lastMessageByConversation.get(`alice_user_${BOT}`), '4');
  });

  test('send bot message — to a group with a mixed-case guid — lowercases it into a group conversation', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, toGroup('TEAM'));
    assert.equal(view.receiver, 'team');
    assert.equal(view.conversationId, 'group_team');
    assert.equal(view.data.entities['receiver']?.entityType, 'group');
  });

  test('send bot message — type absent in category message — stored as text', () => {
    const ctx = makeContext();
    const { type: _type, ...body } = textTo('alice');
    assert.equal(sendBotMessage(ctx, BOT, body).type, 'text');
  });

  test('send bot message — unknown sender uid — 404 ERR_UID_NOT_FOUND, state unchanged', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, 'nobody', textTo('alice')), 'ERR_UID_NOT_FOUND');
  });

  test('send bot message — sender is a user but not a bot — 404 ERR_BOT_NOT_FOUND', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, 'bob', textTo('alice')), 'ERR_BOT_NOT_FOUND');
  });

  test('send bot message — unknown receiver user — 404 ERR_UID_NOT_FOUND', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, textTo('nobody')), 'ERR_UID_NOT_FOUND');
  });

  test('send bot message — unknown group — 404 ERR_GUID_NOT_FOUND', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, toGroup('nowhere')), 'ERR_GUID_NOT_FOUND');
  });

  test('send bot message — group the bot is not a member of — 403 ERR_NOT_A_MEMBER', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, toGroup('lobby')), 'ERR_NOT_A_MEMBER');
  });

  test('send bot message — receiver has blocked the bot — 403 ERR_BLOCKED_RECEIVER', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, textTo('dave')), 'ERR_BLOCKED_RECEIVER');
  });

  test('send bot message — bot unknown and text empty — the bot rule comes first', () => {
    const ctx = makeContext();
    expectError(() => sendBotMessage(ctx, 'nobody', textTo('alice', '')), 'ERR_UID_NOT_FOUND');
  });

  test('send bot message — no receiver and no multipleReceivers — 400 ERR_BAD_REQUEST on receiver', () => {
    const ctx = makeContext();
    const { receiver: _receiver, ...body } = textTo('alice');
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_BAD_REQUEST');
    assert.deepEqual(Object.keys(error.details ?? {}), ['receiver']);
  });

  test('send bot message — receiver without receiverType — 400 ERR_INVALID_RECEIVER_TYPE', () => {
    const ctx = makeContext();
    const { receiverType: _type, ...body } = textTo('alice');
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_RECEIVER_TYPE');
  });
});

describe('sendBotMessage — category message and custom', () => {
  test('send bot message — text of only spaces — 400 ERR_EMPTY_MESSAGE_TEXT', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, textTo('alice', '   ')), 'ERR_EMPTY_MESSAGE_TEXT');
  });

  test('send bot message — text type without data — 400 ERR_EMPTY_MESSAGE_TEXT', () => {
    const ctx = makeContext();
    const { data: _data, ...body } = textTo('alice');
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_EMPTY_MESSAGE_TEXT');
  });

  for (const type of ['image', 'file', 'audio', 'video']) {
    test(`send bot message — ${type} with one attachment — stored with an integer size`, () => {
      const ctx = makeContext();
      const attachment = {
        url: 'https://example.com/x',
        name: 'x',
        mimeType: 'a/b',
        extension: 'x',
        size: '4761',
      };
      const view = sendBotMessage(ctx, BOT, {
        ...textTo('alice'),
        type,
        data: { attachments: [attachment] },
      });
      assert.equal(view.type, type);
      assert.deepEqual(view.data['attachments'], [{ ...attachment, size: 4761 }]);
      assert.deepEqual(ctx.state.messages.get(view.id)?.data['attachments'], [{ ...attachment, size: 4761 }]);
    });

    test(`send bot message — ${type} without attachments — 400 ERR_INVALID_MESSAGE_DATA`, () => {
      const ctx = makeContext();
      const body = { ...textTo('alice'), type, data: { attachments: [] } };
      const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
      assert.deepEqual(Object.keys(error.details ?? {}), ['data.attachments']);
    });
  }

  test('send bot message — attachment size not a number — 400 ERR_INVALID_MESSAGE_DATA at its path', () => {
    const ctx = makeContext();
    const body = { ...textTo('alice'), type: 'file', data: { attachments: [{ url: 'u', size: '12kb' }] } };
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.attachments.0.size']);
  });

  test('send bot message — custom with customData — stored with its own type and data', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, {
      receiver: 'alice',
      receiverType: 'user',
      category: 'custom',
      type: 'location',
      data: { customData: { lat: 1, lng: 2 }, metadata: { k: 'v' } },
    });
    assert.deepEqual([view.category, view.type], ['custom', 'location']);
    assert.deepEqual(view.data['customData'], { lat: 1, lng: 2 });
    assert.deepEqual(view.data['metadata'], { k: 'v' });
  });

  const customCases: [string, JsonObject][] = [
    ['missing', {}],
    ['an array', { customData: [1] }],
    ['a string', { customData: 'x' }],
    ['null', { customData: null }],
  ];
  for (const [label, data] of customCases) {
    test(`send bot message — custom with customData ${label} — 400 ERR_EMPTY_CUSTOM_DATA`, () => {
      const ctx = makeContext();
      const body: BotMessageBody = {
        receiver: 'alice',
        receiverType: 'user',
        category: 'custom',
        type: 't',
        data,
      };
      expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_EMPTY_CUSTOM_DATA');
    });
  }

  test('send bot message — metadata over the size limit — 400 ERR_BAD_REQUEST on data.metadata', () => {
    const ctx = makeContext();
    const body = textTo('alice', 'hi');
    body.data = { text: 'hi', metadata: { blob: 'x'.repeat(METADATA_MAX_BYTES) } };
    expectError(() => sendBotMessage(ctx, BOT, body), 'ERR_BAD_REQUEST', {
      'data.metadata': [`must be at most ${METADATA_MAX_BYTES} bytes as JSON`],
    });
  });

  test('send bot message — one tag over the limit — 400 ERR_BAD_REQUEST on tags', () => {
    const ctx = makeContext();
    const tags = Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`);
    const error = expectRejected(
      ctx,
      () => sendBotMessage(ctx, BOT, textTo('alice', 'hi', { tags })),
      'ERR_BAD_REQUEST',
    );
    assert.deepEqual(Object.keys(error.details ?? {}), ['tags']);
  });

  test('send bot message — stray fields in data — only the message fields are stored', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'hi', { data: { text: 'hi', extra: 1 } }));
    assert.deepEqual(ctx.state.messages.get(view.id)?.data, { text: 'hi' });
  });
});

describe('sendBotMessage — quoted messages and multiple receivers', () => {
  test('send bot message — quoting an existing message — response carries quotedMessage', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 're', { quotedMessageId: '1' }));
    assert.equal(view.quotedMessage?.id, '1');
    assert.equal(view.quotedMessage?.data['text'], 'hello bob');
    assert.equal(ctx.state.messages.get(view.id)?.quotedMessageId, '1');
  });

  test('send bot message — quoting an unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', () => {
    const ctx = makeContext();
    const body = textTo('alice', 're', { quotedMessageId: '999' });
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('send bot message — multipleReceivers with a receiver — one copy each, the receiver copy returned', () => {
    const ctx = makeContext();
    const body = textTo('alice', 'news', { multipleReceivers: { uids: ['bob', 'alice'], guids: ['Team'] } });
    const view = sendBotMessage(ctx, BOT, body);
    assert.equal(view.receiver, 'alice');
    const copies = ['4', '5', '6'].map((id) => ctx.state.messages.get(id));
    assert.deepEqual(
      copies.map((m) => [m?.receiverType, m?.receiver, m?.conversationId]),
      [
        ['user', 'alice', `alice_user_${BOT}`],
        ['user', 'bob', `bob_user_${BOT}`],
        ['group', 'team', 'group_team'],
      ],
    );
    assert.equal(ctx.state.messages.size, 6);
    assert.equal(copies[1]?.data['text'], 'news');
    assert.notEqual(copies[1]?.data, copies[2]?.data, 'copies must not share their data');
  });

  test('send bot message — multipleReceivers only — the first copy is returned', () => {
    const ctx = makeContext();
    const { receiver: _r, receiverType: _t, ...body } = textTo('alice');
    const view = sendBotMessage(ctx, BOT, { ...body, multipleReceivers: { uids: ['bob'], guids: ['team'] } });
    assert.deepEqual([view.id, view.receiver], ['4', 'bob']);
    assert.equal(ctx.state.messages.get('5')?.receiver, 'team');
  });

  test('send bot message — one of multipleReceivers has blocked the bot — 403 and no copy at all', () => {
    const ctx = makeContext();
    const body = textTo('alice', 'news', { multipleReceivers: { uids: ['bob', 'dave'] } });
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_BLOCKED_RECEIVER');
  });

  test('send bot message — a multipleReceivers group without the bot — 403 and no copy at all', () => {
    const ctx = makeContext();
    const body = textTo('alice', 'news', { multipleReceivers: { guids: ['team', 'lobby'] } });
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_NOT_A_MEMBER');
  });

  test('send bot message — empty multipleReceivers and no receiver — 400 ERR_BAD_REQUEST', () => {
    const ctx = makeContext();
    const { receiver: _r, ...body } = textTo('alice');
    expectRejected(
      ctx,
      () => sendBotMessage(ctx, BOT, { ...body, multipleReceivers: {} }),
      'ERR_BAD_REQUEST',
    );
  });
});

describe('sendBotMessage — receiver fields', () => {
  test('send bot message — receiver without receiverType — 400 ERR_INVALID_RECEIVER_TYPE', () => {
    const ctx = makeContext();
    const { receiverType: _t, ...body } = textTo('alice');
    expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_RECEIVER_TYPE');
  });
});
