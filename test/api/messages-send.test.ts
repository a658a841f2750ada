import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ExampleObject, OperationObject, RequestBodyObject, ResponseObject } from 'openapi3-ts/oas30';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { BOT, GUID, NOW, ok, sandbox, newMessageId } from './api-client.ts';
import type { Data } from './api-client.ts';

const { fresh } = sandbox();

/** The contract's own request examples of sendBotMessage that it answers 200, by name. */
function contractExamples(): Record<string, Record<string, unknown>> {
  const operation = buildChatDocument().paths['/bots/{uid}/messages']?.post as OperationObject;
  const examples = (operation.requestBody as RequestBodyObject).content['application/json']?.examples ?? {};
  const answered =
    (operation.responses['200'] as ResponseObject).content?.['application/json']?.examples ?? {};
  return Object.fromEntries(
    Object.entries(examples)
      .filter(([name]) => name in answered)
      .map(([name, example]) => [name, structuredClone((example as ExampleObject).value)]),
  );
}

const EXAMPLES = contractExamples();
/** The image example quotes message 10, which the fixtures do not hold; quote fixture message 4. */
const ADAPTED: Record<string, object> = { image: { quotedMessageId: '4' } };

/** What each example must have produced, beyond the category and type it names. */
const CHECKS: Record<string, (message: Data) => void> = {
  text: (m) => {
    assert.equal(m.muid, 'chatbot-welcome-1');
    assert.equal(m.conversationId, 'chatbot_user_superhero1');
    assert.deepEqual(m.data.metadata, { intent: 'welcome' });
  },
  image: (m) => {
    assert.equal(m.data.attachments[0].size, 4761, 'a size string is stored as an integer');
    assert.equal(m.quotedMessage.id, '4');
    assert.equal(m.quotedMessage.data.text, 'Welcome to the hangout, team!');
    assert.deepEqual(m.tags, ['blueprints']);
  },
  multipleReceivers: (m) => assert.equal(m.receiver, 'superhero1', 'the first copy answers'),
  custom: (m) => assert.deepEqual(Object.keys(m.data.customData), ['latitude', 'longitude', 'label']),
  form: (m) => assert.equal(m.data.interactiveData.formFields.length, 6),
  card: (m) => assert.equal(m.data.interactiveData.cardActions.length, 2),
  scheduler: (m) => {
    assert.equal(m.data.interactiveData.availability.tuesday.length, 2);
    assert.equal('receiver' in m.data, false, 'receiver repeated in data is not stored');
    assert.equal('muid' in m, false, 'a muid inside data is not the message muid');
  },
  customInteractive: (m) => assert.equal(m.data.interactiveData.sentBy, BOT),
};

describe('POST /bots/{uid}/messages — the contract’s request examples', () => {
  test('contract examples — one per category and interactive type — all present', () => {
    assert.deepEqual(Object.keys(EXAMPLES).sort(), Object.keys(CHECKS).sort());
  });

  for (const [name, example] of Object.entries(EXAMPLES)) {
    test(`send bot message — ${name} example — 200 with the stored message`, async () => {
      const client = fresh();
      const body = { ...example, ...ADAPTED[name] };
      const message = ok(await client.post(`/bots/${BOT}/messages`, body));
      assert.equal(message.id, newMessageId());
      assert.equal(message.sender, BOT);
      assert.equal(message.category, example['category']);
      assert.equal(message.type, example['type']);
      assert.deepEqual([message.sentAt, message.updatedAt], [NOW, NOW]);
      assert.deepEqual(message.data.moderation, { status: 'pending' });
      assert.equal(message.data.entities.sender.entity.uid, BOT);
      assert.equal(message.data.entities.receiver.entityType, message.receiverType);
      CHECKS[name]?.(message);
      const viewer = message.receiverType === 'user' ? message.receiver : 'superhero1';
      ok(await client.post(`/messages/${message.id}/reactions/👍`, undefined, viewer));
    });
  }
});

describe('POST /bots/{uid}/messages — what is stored', () => {
  const send = (body: object) =>
    fresh().post(`/bots/${BOT}/messages`, { receiver: 'superhero2', receiverType: 'user', ...body });

  test('send bot message — category message without type — stored as text', async () => {
    const message = ok(await send({ category: 'message', data: { text: 'Hi' } }));
    assert.equal(message.type, 'text');
  });

  test('send bot message — custom without type — stored as type custom', async () => {
    const message = ok(await send({ category: 'custom', data: { customData: {} } }));
    assert.equal(message.type, 'custom');
    assert.deepEqual(message.data.customData, {});
  });

  test('send bot message — numeric attachment size — kept as an integer', async () => {
    const attachment = {
      url: 'https://x.test/a.pdf',
      name: 'a.pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      size: '1024',
    };
    const message = ok(
      await send({ category: 'message', type: 'file', data: { attachments: [attachment] } }),
    );
    assert.deepEqual(message.data.attachments, [{ ...attachment, size: 1024 }]);
  });

  test('send bot message — media with a caption — caption kept in data.text', async () => {
    const attachment = {
      url: 'https://x.test/v.mp4',
      name: 'v.mp4',
      mimeType: 'video/mp4',
      extension: 'mp4',
    };
    const message = ok(
      await send({ category: 'message', type: 'video', data: { text: 'Look', attachments: [attachment] } }),
    );
    assert.equal(message.data.text, 'Look');
  });

  test('send bot message — muid given — echoed; without one — no muid key', async () => {
    assert.equal(ok(await send({ category: 'message', muid: 'm-1', data: { text: 'a' } })).muid, 'm-1');
    assert.equal('muid' in ok(await send({ category: 'message', data: { text: 'a' } })), false);
  });

  test('send bot message — to a user — receiver entity as seen by the bot', async () => {
    const message = ok(await send({ category: 'message', data: { text: 'a' } }));
    const receiver = message.data.entities.receiver;
    assert.deepEqual([receiver.entityType, receiver.entity.uid], ['user', 'superhero2']);
    assert.equal(receiver.entity.conversationId, 'chatbot_user_superhero2');
  });

  test('send bot message — to a group in capitals — lowercased receiver and group entity', async () => {
    const message = ok(
      await fresh().post(`/bots/${BOT}/messages`, {
        category: 'message',
        receiver: GUID.toUpperCase(),
        receiverType: 'group',
        data: { text: 'Hello group' },
      }),
    );
    assert.equal(message.receiver, GUID);
    assert.equal(message.conversationId, `group_${GUID}`);
    assert.equal(message.data.entities.receiver.entity.guid, GUID);
  });

  test('send bot message — quoting a message with reactions — quotedMessage as it is now', async () => {
    const client = fresh();
    ok(await client.post('/messages/2/reactions/🔥', undefined, 'superhero2'));
    const message = ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'message',
        receiver: 'superhero1',
        receiverType: 'user',
        quotedMessageId: '2',
        data: { text: 'Quoting' },
      }),
    );
    assert.equal(message.quotedMessage.data.text, 'Hi,');
    assert.deepEqual(
      message.quotedMessage.data.reactions.map((r: { reaction: string }) => r.reaction),
      [':thumbsup:', '😅', '🔥'],
    );
    assert.equal('quotedMessage' in message.quotedMessage, false);
  });

  test('send bot message — ids — one more than the last, never reused', async () => {
    const client = fresh();
    const body = { category: 'message', receiver: 'superhero2', receiverType: 'user', data: { text: 'a' } };
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(ok(await client.post(`/bots/${BOT}/messages`, body)).id);
    assert.deepEqual(ids, [newMessageId(), newMessageId(1), newMessageId(2)]);
  });
});
