import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import {
  cardMessage,
  formMessage,
  schedulerMessage,
} from '../../src/contract/examples/interactive-examples.ts';
import { ContractAjv } from './contract-ajv.ts';

const ajv = new ContractAjv(buildChatDocument());

function assertValid(schema: string, value: unknown): void {
  const validate = ajv.schema(schema);
  assert.ok(validate(value), ContractAjv.messages(validate).join('\n'));
}

function assertInvalid(schema: string, value: unknown, expected?: RegExp): void {
  const validate = ajv.schema(schema);
  assert.equal(validate(value), false, `${schema} accepted ${JSON.stringify(value)}`);
  if (expected) assert.match(ContractAjv.messages(validate).join('\n'), expected);
}

const text = { category: 'message', receiver: 'superhero1', receiverType: 'user', data: { text: 'hi' } };

describe('bot message body', () => {
  test('text message — type left out — valid (text is implied)', () => {
    assertValid('BotMessageRequest', text);
  });

  test('any body — category left out — invalid', () => {
    const { category: _, ...body } = text;
    assertInvalid('BotMessageRequest', body);
  });

  test('text message — misspelt field — invalid, naming the field', () => {
    assertInvalid('MessageBotMessage', { ...text, recever: 'superhero2' }, /additional properties/);
  });

  test('custom message — quotedMessageId (message category only) — invalid', () => {
    assertInvalid('BotMessageRequest', {
      category: 'custom',
      type: 'location',
      receiver: 'superhero1',
      receiverType: 'user',
      quotedMessageId: '2',
      data: { customData: {} },
    });
  });

  test('interactive message — type left out — invalid', () => {
    const { type: _, ...body } = formMessage();
    assertInvalid('BotMessageRequest', body);
  });

  test('interactive message — form data under type card — invalid', () => {
    assertInvalid('BotMessageRequest', { ...formMessage(), type: 'card' });
  });

  test('interactive message — only multipleReceivers, no receiver — valid', () => {
    const { receiver: _r, receiverType: _t, ...body } = cardMessage();
    assertValid('BotMessageRequest', { ...body, multipleReceivers: { guids: ['cometchat-guid-1'] } });
  });

  test('attachment — size as a number — invalid (a string of digits in requests)', () => {
    const attachment = { url: 'https://example.com/a.png', size: 4761 };
    assertInvalid('AttachmentRequest', attachment, /\/size must be string/);
    assertValid('AttachmentRequest', { ...attachment, size: '4761' });
  });

  test('tags — 26 tags — invalid', () => {
    assertInvalid('BotMessageRequest', { ...text, tags: Array.from({ length: 26 }, (_, i) => `t${i}`) });
  });
});

describe('interactive elements', () => {
  const scheduler = schedulerMessage();
  const withInteractive = (patch: Record<string, unknown>) => ({
    ...scheduler,
    data: { ...scheduler.data, interactiveData: { ...scheduler.data.interactiveData, ...patch } },
  });

  test('scheduler — weekday capitalised — invalid', () => {
    assertInvalid(
      'BotMessageRequest',
      withInteractive({ availability: { Monday: [{ from: '0900', to: '1700' }] } }),
    );
  });

  test('scheduler — hour 2400 — invalid', () => {
    assertInvalid('TimeRange', { from: '0900', to: '2400' }, /must match pattern/);
    assertValid('TimeRange', { from: '0000', to: '2359' });
  });

  test('scheduler — date 2024-13-01 — invalid', () => {
    assertInvalid('BotMessageRequest', withInteractive({ dateRangeEnd: '2024-13-01' }));
  });

  test('form field — text input carrying options — invalid', () => {
    assertInvalid('FormField', {
      elementType: 'textInput',
      elementId: 'e1',
      label: 'Name',
      options: [{ value: 'a', label: 'A' }],
    });
  });

  test('form field — unknown elementType — invalid', () => {
    assertInvalid('FormField', { elementType: 'slider', elementId: 'e1', label: 'Volume' });
  });

  test('button action — URL navigation with a method — invalid; API action with it — valid', () => {
    assertInvalid('ButtonAction', {
      actionType: 'urlNavigation',
      url: 'https://example.com',
      method: 'POST',
    });
    assertValid('ButtonAction', { actionType: 'apiAction', url: 'https://example.com', method: 'post' });
  });
});

describe('group bodies', () => {
  const group = { guid: 'avengers', name: 'Avengers', type: 'public' };

  test('guid — with a space or over 100 characters — invalid', () => {
    assertInvalid('GroupCreateRequest', { ...group, guid: 'the avengers' }, /pattern/);
    assertInvalid('GroupCreateRequest', { ...group, guid: 'a'.repeat(101) });
    assertValid('GroupCreateRequest', { ...group, guid: 'A-1'.padEnd(100, 'x') });
  });

  test('name — 100 emoji — valid (code points); 101 — invalid', () => {
    assertValid('GroupCreateRequest', { ...group, name: '🦸'.repeat(100) });
    assertInvalid('GroupCreateRequest', { ...group, name: '🦸'.repeat(101) });
  });

  test('description 256, password 101, icon 3001 characters — each invalid', () => {
    assertInvalid('GroupCreateRequest', { ...group, description: 'd'.repeat(256) });
    assertInvalid('GroupCreateRequest', { ...group, type: 'password', password: 'p'.repeat(101) });
    assertInvalid('GroupCreateRequest', { ...group, icon: 'i'.repeat(3001) });
  });

  test('members — empty object, empty list, or 26 users in one list — invalid', () => {
    assertInvalid('AddMembersRequest', {});
    assertInvalid('AddMembersRequest', { participants: [] });
    assertInvalid('AddMembersRequest', { participants: Array.from({ length: 26 }, (_, i) => `u${i}`) });
    assertValid('AddMembersRequest', { usersToBan: ['superhero5'] });
  });

  test('create members — empty lists — valid; 26 users in one list — invalid', () => {
    assertValid('GroupCreateRequest', { ...group, members: { participants: [] } });
    assertInvalid('GroupCreateRequest', {
      ...group,
      members: { participants: Array.from({ length: 26 }, (_, i) => `u${i}`) },
    });
  });

  test('reset conversation — empty object valid, preserveOrder as a string invalid', () => {
    assertValid('ResetConversationRequest', {});
    assertInvalid('ResetConversationRequest', { preserveOrder: 'yes' });
  });
});
