/**
 * The fixtures' media rule: the real service's AI image moderation, which the sandbox stands in for by
 * finding unsafe the image whose file name or URL has the word `unsafe`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, GUID, NOW, expectError, ok, sandbox, sandboxWithSeed } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const blockedIds = async (client: Client): Promise<string[]> =>
  ok(await client.get('/moderation/blocked-messages')).map((r: { message: { id: string } }) => r.message.id);

const file = (name: string, url = `https://example.com/media/${name}`) => ({
  url,
  name,
  extension: name.split('.').pop(),
  size: '4761',
  mimeType: 'image/jpeg',
});

const sendMedia = async (client: Client, type: string, files: object[], receiver = 'superhero5') =>
  ok(
    await client.post(
      '/messages',
      { receiver, receiverType: 'user', category: 'message', type, data: { attachments: files } },
      'superhero4',
    ),
  );

describe('Moderation of images (the fixtures’ media rule)', () => {
  test('an image named unsafe.jpeg — pending, blocked, recorded with the media rule and its files', async () => {
    const client = fresh();
    const sent = await sendMedia(client, 'image', [file('unsafe.jpeg')]);
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    const list = ok(await client.get('/moderation/blocked-messages'));
    assert.equal(list[0].message.id, sent.id);
    assert.deepEqual(
      [list[0].ruleId, list[0].ruleName, list[0].revisionId, list[0].createdAt],
      ['image-moderation', 'AI Image Moderation', '2531000000000000_image-moderation_4', NOW],
    );
    assert.deepEqual(list[0].condition.operand, 'image');
    assert.deepEqual(list[0].message.data.attachments, [{ ...file('unsafe.jpeg'), size: 4761 }]);
    assert.equal(list[0].message.data.entities.receiver.entity.uid, 'superhero5');
  });

  test('the word in the URL only, or in one file of several — blocked', async () => {
    const client = fresh();
    const byUrl = await sendMedia(client, 'image', [file('photo.jpeg', 'https://example.com/unsafe/1.jpeg')]);
    const oneOfTwo = await sendMedia(client, 'image', [file('a.jpeg'), file('my-unsafe-pic.jpeg')]);
    assert.deepEqual((await blockedIds(client)).slice(0, 2), [oneOfTwo.id, byUrl.id]);
  });

  test('a blocked image — the receiver reacts — 404; its sender — allowed', async () => {
    const client = fresh();
    const { id } = await sendMedia(client, 'image', [file('UNSAFE.png')]);
    expectError(
      await client.post(`/messages/${id}/reactions/👍`, undefined, 'superhero5'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    ok(await client.post(`/messages/${id}/reactions/👍`, undefined, 'superhero4'));
  });

  for (const [label, type, name] of [
    ['a safe name', 'image', 'beach.jpeg'],
    ['the word inside a longer one', 'image', 'unsafeness.jpeg'],
    ['a video, which the image rule does not judge', 'video', 'unsafe.mp4'],
    ['a file, which the image rule does not judge', 'file', 'unsafe.pdf'],
  ] as const) {
    test(`${label} — pending, not blocked, seen by the receiver`, async () => {
      const client = fresh();
      const sent = await sendMedia(client, type, [file(name)]);
      assert.deepEqual(sent.data.moderation, { status: 'pending' });
      assert.equal((await blockedIds(client)).includes(sent.id), false);
      ok(await client.post(`/messages/${sent.id}/reactions/👍`, undefined, 'superhero5'));
    });
  }

  test('a text saying unsafe — not a file — not blocked by the media rule', async () => {
    const client = fresh();
    const sent = ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'message',
        receiver: GUID,
        receiverType: 'group',
        data: { text: 'unsafe.jpeg' },
      }),
    );
    assert.equal((await blockedIds(client)).includes(sent.id), false);
  });
});

const mediaRuleOff = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  moderationRules: fixtures.moderationRules.map((rule) =>
    rule.id === 'image-moderation' ? { ...rule, enabled: false } : rule,
  ),
}));

describe('Moderation of images, the media rule disabled', () => {
  test('an image named unsafe.jpeg — not blocked', async () => {
    const client = mediaRuleOff.fresh();
    const sent = await sendMedia(client, 'image', [file('unsafe.jpeg')]);
    assert.equal((await blockedIds(client)).includes(sent.id), false);
  });
});
