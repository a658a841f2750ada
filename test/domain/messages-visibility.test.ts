import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sendBotMessage } from '../../src/domain/bots.ts';
import { addReaction } from '../../src/domain/reactions.ts';
import { saveMessage } from '../../src/domain/saved-messages.ts';
import { findVisibleMessage } from '../../src/domain/visibility.ts';
import {
  BOT,
  expectError,
  expectRejected,
  makeContext,
  resetConversation,
  toGroup,
  noted,
} from './message-fixture.ts';

describe('findVisibleMessage', () => {
  test('find visible message — unknown id — 404 ERR_MESSAGE_ID_NOT_FOUND', () => {
    const ctx = makeContext();
    expectError(() => findVisibleMessage(ctx.state, '42', 'alice'), 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(() => findVisibleMessage(ctx.state, '42', undefined), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('find visible message — sender or receiver of a one-to-one message — found', () => {
    const ctx = makeContext();
    assert.equal(findVisibleMessage(ctx.state, '1', 'alice').id, '1');
    assert.equal(findVisibleMessage(ctx.state, '1', 'bob').id, '1');
  });

  test('find visible message — third user on a one-to-one message — 403 ERR_MESSAGE_NO_ACCESS', () => {
    const ctx = makeContext();
    expectError(() => findVisibleMessage(ctx.state, '1', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
  });

  test('find visible message — group member — found', () => {
    const ctx = makeContext();
    assert.equal(findVisibleMessage(ctx.state, '2', 'bob').id, '2');
  });

  test('find visible message — banned user or non-member of the group — 403 ERR_MESSAGE_NO_ACCESS', () => {
    const ctx = makeContext();
    expectError(() => findVisibleMessage(ctx.state, '2', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
    expectError(() => findVisibleMessage(ctx.state, '2', 'dave'), 'ERR_MESSAGE_NO_ACCESS');
  });

  test('find visible message — without a user — existence is enough', () => {
    const ctx = makeContext();
    assert.equal(findVisibleMessage(ctx.state, '2', undefined).id, '2');
  });
});

describe('conversation reset', () => {
  test('reset conversation — the resetting user — earlier messages are not found', () => {
    const ctx = makeContext();
    resetConversation(ctx, 'team', 'bob');
    expectError(() => findVisibleMessage(ctx.state, '2', 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(() => findVisibleMessage(ctx.state, '3', 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('reset conversation — another member — still sees every message', () => {
    const ctx = makeContext();
    resetConversation(ctx, 'team', 'bob');
    assert.equal(findVisibleMessage(ctx.state, '3', 'alice').id, '3');
  });

  test('reset conversation — message sent after the reset — visible to the resetting user', () => {
    const ctx = makeContext();
    resetConversation(ctx, 'team', 'bob');
    const later = sendBotMessage(ctx, BOT, toGroup('team'));
    assert.equal(findVisibleMessage(ctx.state, later.id, 'bob').id, later.id);
  });

  test('reset conversation — reaction and save on a hidden message — 404 ERR_MESSAGE_ID_NOT_FOUND, state unchanged', () => {
    const ctx = makeContext();
    resetConversation(ctx, 'team', 'bob');
    expectRejected(ctx, () => addReaction(ctx, '2', '👍', 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
    expectRejected(ctx, () => saveMessage(ctx, '2', 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
    assert.equal(noted(ctx, () => addReaction(ctx, '2', '👍', 'alice')).changed, true);
  });

  test('reset conversation — a one-to-one message with a group-shaped key — unaffected', () => {
    const ctx = makeContext();
    resetConversation(ctx, 'team', 'alice');
    assert.equal(findVisibleMessage(ctx.state, '1', 'alice').id, '1');
  });
});
