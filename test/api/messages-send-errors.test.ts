import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, GUID, assertDetails, botText, expectError, sandbox, newMessageId } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const text = (receiver: string, receiverType: string, extra: object = {}) => ({
  category: 'message',
  receiver,
  receiverType,
  data: { text: 'Hello' },
  ...extra,
});
const send = (client: Client, body: object, bot = BOT) => client.post(`/bots/${bot}/messages`, body);

/** A refused send stores nothing: the next message still gets the first free id. */
async function assertNothingStored(client: Client): Promise<void> {
  assert.equal((await botText(client, 'superhero1', 'next')).id, newMessageId());
}

describe('POST /bots/{uid}/messages — rule errors, in the order the rules run', () => {
  const cases: [string, string, object, number, string, string[]?][] = [
    ['unknown bot uid', 'nobody', text('superhero1', 'user'), 404, 'ERR_UID_NOT_FOUND'],
    ['a user who is not a bot', 'superhero1', text('superhero2', 'user'), 404, 'ERR_BOT_NOT_FOUND'],
    ['unknown receiver user', BOT, text('nobody', 'user'), 404, 'ERR_UID_NOT_FOUND'],
    ['unknown receiver group', BOT, text('no-such-group', 'group'), 404, 'ERR_GUID_NOT_FOUND'],
    ['a group the bot is not in', BOT, text('avengers-hq', 'group'), 403, 'ERR_NOT_A_MEMBER'],
    ['a user who blocked the bot', BOT, text('superhero4', 'user'), 403, 'ERR_BLOCKED_RECEIVER'],
    [
      'receiverType missing',
      BOT,
      { category: 'message', receiver: 'superhero1', data: { text: 'a' } },
      400,
      'ERR_INVALID_RECEIVER_TYPE',
      ['receiverType'],
    ],
    [
      'empty text',
      BOT,
      text('superhero1', 'user', { data: { text: '' } }),
      400,
      'ERR_EMPTY_MESSAGE_TEXT',
      ['data.text'],
    ],
    [
      'blank text',
      BOT,
      text('superhero1', 'user', { data: { text: ' \n ' } }),
      400,
      'ERR_EMPTY_MESSAGE_TEXT',
      ['data.text'],
    ],
    [
      'text message without data',
      BOT,
      { category: 'message', receiver: 'superhero1', receiverType: 'user' },
      400,
      'ERR_EMPTY_MESSAGE_TEXT',
      ['data.text'],
    ],
    [
      'image without attachments',
      BOT,
      text('superhero1', 'user', { type: 'image', data: {} }),
      400,
      'ERR_INVALID_MESSAGE_DATA',
      ['data.attachments'],
    ],
    [
      'custom without data',
      BOT,
      { category: 'custom', receiver: 'superhero1', receiverType: 'user' },
      400,
      'ERR_EMPTY_CUSTOM_DATA',
      ['data.customData'],
    ],
    [
      'custom data without customData',
      BOT,
      { category: 'custom', receiver: 'superhero1', receiverType: 'user', data: { metadata: {} } },
      400,
      'ERR_EMPTY_CUSTOM_DATA',
      ['data.customData'],
    ],
    [
      'unknown quotedMessageId',
      BOT,
      text('superhero1', 'user', { quotedMessageId: '999' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    ],
    // Earlier rules win: the bot before the receiver, the receiver before the content.
    ['a non-bot sending to an unknown user', 'superhero1', text('nobody', 'user'), 404, 'ERR_BOT_NOT_FOUND'],
    [
      'empty text to an unknown user',
      BOT,
      text('nobody', 'user', { data: { text: '' } }),
      404,
      'ERR_UID_NOT_FOUND',
    ],
    [
      'empty text quoting an unknown message',
      BOT,
      text('superhero1', 'user', { data: { text: '' }, quotedMessageId: '999' }),
      400,
      'ERR_EMPTY_MESSAGE_TEXT',
    ],
  ];
  for (const [label, bot, body, status, code, fields] of cases) {
    test(`send bot message — ${label} — ${status} ${code}, nothing stored`, async () => {
      const client = fresh();
      const res = await send(client, body, bot);
      expectError(res, status, code);
      if (fields) assertDetails(res, fields);
      await assertNothingStored(client);
    });
  }

  test('send bot message — audio with an empty attachment list — 400 ERR_INVALID_MESSAGE_DATA', async () => {
    const res = await send(fresh(), text('superhero1', 'user', { type: 'audio', data: { attachments: [] } }));
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.attachments']);
  });

  test('send bot message — to a group that banned the bot — 403 ERR_NOT_A_MEMBER', async () => {
    const client = fresh();
    await client.post(`/groups/${GUID}/members`, { usersToBan: [BOT] });
    expectError(await send(client, text(GUID, 'group')), 403, 'ERR_NOT_A_MEMBER');
  });

  test('send bot message — no receiver and no multipleReceivers — 400 naming receiver', async () => {
    const res = await send(fresh(), { category: 'message', data: { text: 'a' } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['receiver']);
  });

  test('send bot message — data.metadata over 5 KB — 400 naming data.metadata', async () => {
    const metadata = { note: 'x'.repeat(5200) };
    const res = await send(fresh(), text('superhero1', 'user', { data: { text: 'a', metadata } }));
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['data.metadata']);
  });
});
