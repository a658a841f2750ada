import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listBlockedMessages } from '../../src/domain/moderation.ts';
import { sendBotMessage } from '../../src/domain/bots.ts';
import { REVISION_PREFIX } from '../../src/domain/moderation-engine.ts';
import { addReaction } from '../../src/domain/reactions.ts';
import { saveMessage } from '../../src/domain/saved-messages.ts';
import { findVisibleMessage } from '../../src/domain/visibility.ts';
import {
  BOT,
  NOW,
  blockRule,
  cardBody,
  expectError,
  expectRejected,
  makeContext,
  textTo,
  toGroup,
  noted,
} from './message-fixture.ts';
import type { ModerationRule } from '../../src/store/state.ts';

const moderated = (...rules: ModerationRule[]) =>
  makeContext((s) => {
    s.moderationRules = rules.length > 0 ? rules : [blockRule()];
  });

const isBlocked = (text: string, rule = blockRule()): boolean => {
  const ctx = moderated(rule);
  const view = sendBotMessage(ctx, BOT, textTo('alice', text));
  return ctx.state.blockedMessages.has(view.id);
};

describe('moderation of sent messages', () => {
  test('moderation — no rules — no moderation field and nothing blocked', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'darn it'));
    assert.equal(view.data['moderation'], undefined);
    assert.equal(ctx.state.messages.get(view.id)?.moderationStatus, undefined);
    assert.equal(ctx.state.blockedMessages.size, 0);
  });

  test('moderation — only disabled rules — no moderation field', () => {
    const ctx = moderated(blockRule({ enabled: false }));
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'darn it'));
    assert.equal(view.data['moderation'], undefined);
    assert.equal(ctx.state.blockedMessages.size, 0);
  });

  test('moderation — enabled rule, clean text — pending and not blocked', () => {
    const ctx = moderated();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'all good'));
    assert.deepEqual(view.data['moderation'], { status: 'pending' });
    assert.equal(ctx.state.blockedMessages.size, 0);
  });

  test('moderation — enabled rule, non-text message — pending and never matched', () => {
    const ctx = moderated();
    const view = sendBotMessage(ctx, BOT, cardBody());
    assert.deepEqual(view.data['moderation'], { status: 'pending' });
    assert.equal(ctx.state.blockedMessages.size, 0);
  });

  test('moderation — text with a keyword — blocked record with rule, revision and condition', () => {
    const ctx = moderated();
    const view = sendBotMessage(ctx, BOT, textTo('alice', 'Well, DARN it!'));
    assert.deepEqual(view.data['moderation'], { status: 'pending' });
    assert.deepEqual(ctx.state.blockedMessages.list(), [
      {
        ruleId: 'banned-words',
        ruleName: 'Banned words',
        revisionId: `${REVISION_PREFIX}_banned-words_3`,
        condition: blockRule().conditions[0],
        messageId: view.id,
        action: ['blockMessage'],
        createdAt: NOW,
        updatedAt: NOW,
      },
    ]);
    assert.equal(ctx.state.blockedMessages.has(view.id), true);
  });

  test('moderation — contains — matches whole words only, in any case and script', () => {
    assert.equal(isBlocked('darned'), false);
    assert.equal(isBlocked('undarn'), false);
    assert.equal(isBlocked('darn_it'), false);
    assert.equal(isBlocked('(darn)'), true);
    assert.equal(isBlocked('ÜBER alles'), true);
    assert.equal(isBlocked('überall'), false);
    assert.equal(isBlocked('a Bad  Word'), true);
    assert.equal(isBlocked('a badword'), false);
  });

  test('moderation — equals — the whole text must equal a value', () => {
    const rule = blockRule();
    const [condition] = rule.conditions;
    assert.ok(condition);
    condition.operator = 'equals';
    assert.equal(isBlocked('Darn', rule), true);
    assert.equal(isBlocked('  darn ', rule), true);
    assert.equal(isBlocked('darn it', rule), false);
  });

  test('moderation — rule without blockMessage — pending but not blocked', () => {
    assert.equal(isBlocked('darn', blockRule({ actions: ['flagMessage'] })), false);
  });

  test('moderation — conditions on another operand — ignored', () => {
    const rule = blockRule();
    const [condition] = rule.conditions;
    assert.ok(condition);
    condition.operand = 'image';
    assert.equal(isBlocked('darn', rule), false);
  });

  test('moderation — two matching rules — one record, for the first rule', () => {
    const ctx = moderated(blockRule({ id: 'first' }), blockRule({ id: 'second' }));
    sendBotMessage(ctx, BOT, textTo('alice', 'darn'));
    assert.deepEqual(
      ctx.state.blockedMessages.list().map((b) => b.ruleId),
      ['first'],
    );
  });

  test('moderation — rule changed to a new revision — the new keywords apply', () => {
    const ctx = moderated();
    const [rule] = ctx.state.moderationRules.list();
    assert.ok(rule);
    sendBotMessage(ctx, BOT, textTo('alice', 'darn'));
    const condition = { ...rule.conditions[0]!, value: ['heck'] };
    ctx.state.moderationRules.put({ ...rule, conditions: [condition], revision: rule.revision + 1 });
    const later = sendBotMessage(ctx, BOT, textTo('alice', 'heck'));
    assert.equal(ctx.state.blockedMessages.has(later.id), true);
    assert.equal(ctx.state.blockedMessages.list()[1]?.revisionId, `${REVISION_PREFIX}_banned-words_4`);
  });

  test('moderation — multiple receivers — each copy is recorded', () => {
    const ctx = moderated();
    sendBotMessage(ctx, BOT, textTo('alice', 'darn', { multipleReceivers: { uids: ['bob'] } }));
    assert.deepEqual(
      ctx.state.blockedMessages.list().map((b) => b.messageId),
      ['4', '5'],
    );
  });
});

describe('blocked message visibility', () => {
  test('blocked message — reaction or save by the group — 404 ERR_MESSAGE_ID_NOT_FOUND, state unchanged', () => {
    const ctx = moderated();
    const view = sendBotMessage(ctx, BOT, toGroup('team', { data: { text: 'darn' } }));
    expectRejected(ctx, () => addReaction(ctx, view.id, '👍', 'alice'), 'ERR_MESSAGE_ID_NOT_FOUND');
    expectRejected(ctx, () => saveMessage(ctx, view.id, 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('blocked message — its sender — can still see it', () => {
    const ctx = moderated();
    const view = sendBotMessage(ctx, BOT, toGroup('team', { data: { text: 'darn' } }));
    assert.equal(findVisibleMessage(ctx.state, view.id, BOT).id, view.id);
    assert.equal(noted(ctx, () => addReaction(ctx, view.id, '👍', BOT)).changed, true);
  });
});

describe('listBlockedMessages', () => {
  test('list blocked messages — none — empty data with meta', () => {
    assert.deepEqual(listBlockedMessages(makeContext(), {}), {
      data: [],
      meta: { current: { limit: 50, count: 0 } },
    });
  });

  test('list blocked messages — several — newest first, each with the message as sent', () => {
    const ctx = moderated();
    const first = sendBotMessage(ctx, BOT, textTo('alice', 'darn one'));
    sendBotMessage(ctx, BOT, textTo('alice', 'clean'));
    const second = sendBotMessage(ctx, BOT, textTo('bob', 'darn two'));
    const page = listBlockedMessages(ctx, {});
    assert.deepEqual(
      page.data.map((b) => b.message.id),
      [second.id, first.id],
    );
    const [newest] = page.data;
    assert.deepEqual(Object.keys(newest ?? {}), [
      'ruleId',
      'ruleName',
      'revisionId',
      'condition',
      'message',
      'action',
      'createdAt',
      'updatedAt',
    ]);
    assert.deepEqual(newest?.message.data['moderation'], {
      status: 'disapproved',
      rule: { id: 'banned-words', name: 'Banned words' },
    });
    assert.equal(newest?.message.data['text'], 'darn two');
    assert.deepEqual(page.meta, { current: { limit: 50, count: 2 } });
  });

  test('list blocked messages — limit smaller than the list — the newest ones only', () => {
    const ctx = moderated();
    for (const text of ['darn 1', 'darn 2', 'darn 3']) sendBotMessage(ctx, BOT, textTo('alice', text));
    const page = listBlockedMessages(ctx, { limit: 2 });
    assert.deepEqual(
      page.data.map((b) => b.message.data['text']),
      ['darn 3', 'darn 2'],
    );
    assert.deepEqual(page.meta, { current: { limit: 2, count: 2 } });
  });

  for (const limit of [0, 101, 'x']) {
    test(`list blocked messages — limit ${String(limit)} — 400 ERR_BAD_REQUEST`, () => {
      expectError(() => listBlockedMessages(makeContext(), { limit }), 'ERR_BAD_REQUEST');
    });
  }
});
