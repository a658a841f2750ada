import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addReaction, removeReaction } from '../../src/domain/reactions.ts';
import { REACTION_MAX } from '../../src/contract/limits.ts';
import { NOW, expectRejected, makeContext, snapshotOf, noted } from './message-fixture.ts';

describe('addReaction', () => {
  test('add reaction — first reaction — stored with a new id and counted with reactedByMe', () => {
    const ctx = makeContext();
    const { data, changed } = noted(ctx, () => addReaction(ctx, '1', '👍', 'alice'));
    assert.equal(changed, true);
    assert.deepEqual(data.data.reactions, [{ reaction: '👍', count: 1, reactedByMe: true }]);
    assert.deepEqual(ctx.state.reactions.list('1'), [
      { id: '1', messageId: '1', reaction: '👍', uid: 'alice', reactedAt: NOW },
    ]);
  });

  test('add reaction — same user twice — counts once and changes nothing', () => {
    const ctx = makeContext();
    addReaction(ctx, '1', '👍', 'alice');
    const before = snapshotOf(ctx);
    const { data, changed } = noted(ctx, () => addReaction(ctx, '1', '👍', 'alice'));
    assert.equal(changed, false);
    assert.deepEqual(data.data.reactions, [{ reaction: '👍', count: 1, reactedByMe: true }]);
    assert.equal(snapshotOf(ctx), before);
  });

  test('add reaction — several users and reactions — aggregated in first-appearance order for the viewer', () => {
    const ctx = makeContext();
    addReaction(ctx, '2', ':party:', 'bob');
    addReaction(ctx, '2', '👍', 'alice');
    addReaction(ctx, '2', ':party:', 'alice');
    const data = addReaction(ctx, '2', '😅', 'bob');
    assert.deepEqual(data.data.reactions, [
      { reaction: ':party:', count: 2, reactedByMe: true },
      { reaction: '👍', count: 1 },
      { reaction: '😅', count: 1, reactedByMe: true },
    ]);
  });

  test('add reaction — emoji of several code units — accepted up to the limit in code points', () => {
    const ctx = makeContext();
    const reaction = '😀'.repeat(REACTION_MAX);
    assert.equal(noted(ctx, () => addReaction(ctx, '1', reaction, 'alice')).changed, true);
  });

  test('add reaction — one code point over the limit — 400 ERR_BAD_REQUEST, state unchanged', () => {
    const ctx = makeContext();
    const error = expectRejected(
      ctx,
      () => addReaction(ctx, '1', 'a'.repeat(REACTION_MAX + 1), 'alice'),
      'ERR_BAD_REQUEST',
    );
    assert.deepEqual(Object.keys(error.details ?? {}), ['reaction']);
  });

  test('add reaction — empty reaction — 400 ERR_BAD_REQUEST', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => addReaction(ctx, '1', '', 'alice'), 'ERR_BAD_REQUEST');
  });

  test('add reaction — unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => addReaction(ctx, '99', '👍', 'alice'), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('add reaction — user outside the conversation — 403 ERR_MESSAGE_NO_ACCESS, state unchanged', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => addReaction(ctx, '1', '👍', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
    expectRejected(ctx, () => addReaction(ctx, '2', '👍', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
  });
});

describe('removeReaction', () => {
  test('remove reaction — own reaction among others — removed, others keep their order', () => {
    const ctx = makeContext();
    addReaction(ctx, '2', '👍', 'alice');
    addReaction(ctx, '2', '👍', 'bob');
    addReaction(ctx, '2', '🎉', 'bob');
    const { data, changed } = noted(ctx, () => removeReaction(ctx, '2', '👍', 'bob'));
    assert.equal(changed, true);
    assert.deepEqual(data.data.reactions, [
      { reaction: '👍', count: 1 },
      { reaction: '🎉', count: 1, reactedByMe: true },
    ]);
  });

  test('remove reaction — last one of its kind — disappears from the aggregate', () => {
    const ctx = makeContext();
    addReaction(ctx, '1', '👍', 'alice');
    const data = removeReaction(ctx, '1', '👍', 'alice');
    assert.equal(data.data.reactions, undefined);
    assert.equal(ctx.state.reactions.has('1'), false);
  });

  test('remove reaction — reaction the user does not have — no-op, state unchanged', () => {
    const ctx = makeContext();
    addReaction(ctx, '1', '👍', 'bob');
    const before = snapshotOf(ctx);
    const { data, changed } = noted(ctx, () => removeReaction(ctx, '1', '👍', 'alice'));
    assert.equal(changed, false);
    assert.deepEqual(data.data.reactions, [{ reaction: '👍', count: 1 }]);
    assert.equal(snapshotOf(ctx), before);
  });

  test('remove reaction — reaction id counter — never reused after a removal', () => {
    const ctx = makeContext();
    addReaction(ctx, '1', '👍', 'alice');
    removeReaction(ctx, '1', '👍', 'alice');
    addReaction(ctx, '1', '👍', 'alice');
    assert.equal(ctx.state.reactions.list('1')[0]?.id, '2');
  });

  test('remove reaction — message not visible — 403 ERR_MESSAGE_NO_ACCESS', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => removeReaction(ctx, '1', '👍', 'dave'), 'ERR_MESSAGE_NO_ACCESS');
  });

  test('remove reaction — reaction too long — 400 ERR_BAD_REQUEST', () => {
    const ctx = makeContext();
    expectRejected(
      ctx,
      () => removeReaction(ctx, '1', 'x'.repeat(REACTION_MAX + 1), 'alice'),
      'ERR_BAD_REQUEST',
    );
  });
});
