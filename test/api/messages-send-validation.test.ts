/**
 * A bot message body is a `oneOf` chosen by `category`, then `type`, `elementType` and `actionType`.
 * A wrong body must be explained by the branch it names, never by every branch at once.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cardMessage,
  formMessage,
  schedulerMessage,
} from '../../src/contract/examples/interactive-examples.ts';
import { BOT, assertDetails, botText, expectError, sandbox, newMessageId } from './api-client.ts';

const { fresh } = sandbox();
const to = { receiver: 'superhero1', receiverType: 'user' };

/** Each case: a body, and the only fields its 400 may name. */
const CASES: [string, () => object, string[]][] = [
  ['category outside the enum', () => ({ ...to, category: 'nope', data: { text: 'a' } }), ['category']],
  ['category missing', () => ({ ...to, data: { text: 'a' } }), ['category']],
  ['interactive without type', () => ({ ...formMessage(), type: undefined }), ['type']],
  ['interactive type outside the enum', () => ({ ...formMessage(), type: 'poll' }), ['type']],
  [
    'form field with an unknown elementType',
    () => {
      const body = formMessage();
      Object.assign(body.data.interactiveData.formFields[1]!, { elementType: 'slider' });
      return body;
    },
    ['data.interactiveData.formFields.1.elementType'],
  ],
  [
    'form field label of the wrong type',
    () => {
      const body = formMessage();
      Object.assign(body.data.interactiveData.formFields[0]!, { label: 42 });
      return body;
    },
    ['data.interactiveData.formFields.0.label'],
  ],
  [
    'checkbox without options',
    () => {
      const body = formMessage();
      delete (body.data.interactiveData.formFields[3] as { options?: unknown }).options;
      return body;
    },
    ['data.interactiveData.formFields.3.options'],
  ],
  [
    'button action with an unknown actionType',
    () => {
      const body = formMessage();
      Object.assign(body.data.interactiveData.submitElement.action, { actionType: 'teleport' });
      return body;
    },
    ['data.interactiveData.submitElement.action.actionType'],
  ],
  [
    'card action that is not a button',
    () => {
      const body = cardMessage();
      Object.assign(body.data.interactiveData.cardActions[1]!, { elementType: 'textInput' });
      return body;
    },
    ['data.interactiveData.cardActions.1.elementType'],
  ],
  [
    'scheduler slot time that is not HHMM',
    () => {
      const body = schedulerMessage();
      body.data.interactiveData.availability.monday[0]!.to = '25:00';
      return body;
    },
    ['data.interactiveData.availability.monday.0.to'],
  ],
  [
    'message type outside the enum',
    () => ({ ...to, category: 'message', type: 'sticker', data: { text: 'a' } }),
    ['type'],
  ],
  [
    'unknown top-level field',
    () => ({ ...to, category: 'message', data: { text: 'a' }, priority: 'high' }),
    ['priority'],
  ],
  [
    'quotedMessageId on a custom message',
    () => ({ ...to, category: 'custom', data: { customData: {} }, quotedMessageId: '2' }),
    ['quotedMessageId'],
  ],
  [
    'customData that is an array',
    () => ({ ...to, category: 'custom', data: { customData: [1, 2] } }),
    ['data.customData'],
  ],
  [
    'attachment size that is not a whole number',
    () => ({
      ...to,
      category: 'message',
      type: 'image',
      data: { attachments: [{ url: 'https://x.test/a.png', size: '12.5' }] },
    }),
    ['data.attachments.0.size'],
  ],
  // Once checked again by the domain, these JSON types are the validator's alone now.
  [
    'a numeric receiver',
    () => ({ ...to, receiver: 7, category: 'message', data: { text: 'a' } }),
    ['receiver'],
  ],
  ['data as a string', () => ({ ...to, category: 'message', type: 'text', data: 'hi' }), ['data']],
  [
    'tags with a number',
    () => ({ ...to, category: 'message', data: { text: 'a' }, tags: ['a', 1] }),
    ['tags.1'],
  ],
  [
    'multipleReceivers uids not an array',
    () => ({ category: 'message', data: { text: 'a' }, multipleReceivers: { uids: 'bob' } }),
    ['multipleReceivers.uids'],
  ],
  [
    'receiverType outside the enum',
    () => ({ ...to, receiverType: 'channel', category: 'message', data: { text: 'a' } }),
    ['receiverType'],
  ],
];

describe('POST /bots/{uid}/messages — validation details name the right field only', () => {
  for (const [label, body, fields] of CASES) {
    test(`send bot message — ${label} — 400 ERR_BAD_REQUEST naming ${fields.join(', ')}`, async () => {
      const client = fresh();
      const res = await client.post(`/bots/${BOT}/messages`, body());
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, fields);
      assert.match(res.body.error.message, new RegExp(`^Invalid request: ${fields[0]} `));
      assert.equal((await botText(client, 'superhero1', 'next')).id, newMessageId(), 'nothing stored');
    });
  }

  test('send bot message — body that is not JSON — 400 naming the body', async () => {
    const client = fresh();
    const res = await client.post(`/bots/${BOT}/messages`).type('json').send('{"category":');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['body']);
  });

  test('send bot message — bot uid over 100 characters — 400 naming uid', async () => {
    const res = await fresh().post(`/bots/${'b'.repeat(101)}/messages`, {
      ...to,
      category: 'message',
      data: { text: 'a' },
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['uid']);
  });
});
