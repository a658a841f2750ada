/**
 * The rules a message is tried against (src/domain/moderation-index.ts): only those it may meet, so that
 * moderation stays flat in the rules and terms that cannot match it. Counted, never timed.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { candidateRules } from '../../src/domain/moderation-index.ts';
import { MessageTexts } from '../../src/domain/moderation-terms.ts';
import type { MessageRecord, ModerationCondition, ModerationRule } from '../../src/store/state.ts';
import { blockRule, makeContext } from './message-fixture.ts';

const condition = (fields: Partial<ModerationCondition>): ModerationCondition => ({
  ...blockRule().conditions[0]!,
  ...fields,
});
const wordRules = Array.from({ length: 25 }, (_, r) =>
  blockRule({
    id: `words-${r}`,
    // Rule 2 inspects customData, the others the text.
    conditions: [
      condition({
        operand: r === 2 ? 'custom' : 'text',
        value: Array.from({ length: 1000 }, (_, t) => `zq${r}x${t} tail`),
      }),
    ],
  }),
);
const patternRule = blockRule({
  id: 'pattern',
  conditions: [condition({ category: 'pattern', value: ['b[a4]d'] })],
});
const imageRule = blockRule({
  id: 'image',
  conditions: [condition({ isMediaPresent: true, operand: 'image', value: ['violence_greaterThan_30'] })],
});
const disabled = blockRule({ id: 'off', enabled: false, conditions: [condition({ value: ['hello'] })] });

const message = (fields: Partial<MessageRecord>): MessageRecord => ({
  id: '100',
  conversationId: 'a_user_b',
  sender: 'a',
  receiverType: 'user',
  receiver: 'b',
  category: 'message',
  type: 'text',
  data: {},
  sentAt: 1,
  updatedAt: 1,
  ...fields,
});

describe('the rules a message is tried against', () => {
  const ctx = makeContext((s) => {
    s.moderationRules = [patternRule, ...wordRules, imageRule, disabled] as ModerationRule[];
  });
  const ids = (m: MessageRecord) => candidateRules(ctx.state, new MessageTexts(m)).map((r) => r.id);

  test('a text with none of 25,000 terms’ first words — the rule that cannot be looked up only', () => {
    assert.deepEqual(ids(message({ data: { text: 'hello world, all clear' } })), ['pattern']);
  });

  test('first words of rules, in the text or customData — the rules of that operand, in the app’s order', () => {
    const m = message({ data: { text: 'ZQ7X3 zq2x1 then', customData: { note: 'zq2x999 zq4x1' } } });
    assert.deepEqual(ids(m), ['pattern', 'words-2', 'words-7']);
  });

  test('an image — the media rule of its type', () => {
    assert.deepEqual(ids(message({ type: 'image', data: { attachments: [] } })), ['pattern', 'image']);
  });

  test('a rule added — the next message is tried against it', () => {
    ctx.state.moderationRules.put(blockRule({ id: 'added', conditions: [condition({ value: ['hello'] })] }));
    assert.deepEqual(ids(message({ data: { text: 'hello' } })), ['pattern', 'added']);
  });
});
