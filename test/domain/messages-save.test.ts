import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { saveMessage } from '../../src/domain/saved-messages.ts';
import { SAVED_MESSAGES_MAX } from '../../src/contract/limits.ts';
import type { AppClock } from '../../src/domain/clock.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { NOW, expectError, expectRejected, makeContext, snapshotOf, noted } from './message-fixture.ts';

/** alice has already saved `count` messages (ids 100…), all one-to-one messages to bob. */
function withSaved(count: number): DomainContext {
  return makeContext((s) => {
    for (let i = 0; i < count; i += 1) {
      const id = String(100 + i);
      s.messages.push({
        id,
        conversationId: 'alice_user_bob',
        sender: 'alice',
        receiverType: 'user',
        receiver: 'bob',
        category: 'message',
        type: 'text',
        data: { text: `note ${i}` },
        sentAt: NOW - 50,
        updatedAt: NOW - 50,
      });
      s.savedMessages.push({ uid: 'alice', messageId: id, savedAt: NOW - 10 });
    }
    s.counters.messageId = 100 + count;
  });
}

describe('saveMessage', () => {
  test('save message — first save — response is the message with savedAt now', () => {
    const ctx = makeContext();
    const { data, changed } = noted(ctx, () => saveMessage(ctx, '1', 'bob'));
    assert.equal(changed, true);
    assert.equal(data.id, '1');
    assert.equal(data.data['text'], 'hello bob');
    assert.equal(data.savedAt, NOW);
    assert.deepEqual(ctx.state.savedMessages.get('bob')?.get('1'), {
      uid: 'bob',
      messageId: '1',
      savedAt: NOW,
    });
  });

  test('save message — saved again later — keeps the first savedAt and changes nothing', () => {
    const ctx = makeContext();
    saveMessage(ctx, '2', 'bob');
    (ctx.clock as AppClock).set({ advance: 60 });
    const before = snapshotOf(ctx);
    const { data, changed } = noted(ctx, () => saveMessage(ctx, '2', 'bob'));
    assert.equal(changed, false);
    assert.equal(data.savedAt, NOW);
    assert.equal(snapshotOf(ctx), before);
  });

  test('save message — one user saves — another user has nothing saved', () => {
    const ctx = makeContext();
    saveMessage(ctx, '2', 'bob');
    assert.equal(ctx.state.savedMessages.has('alice'), false);
  });

  test(`save message — user holds ${SAVED_MESSAGES_MAX - 1} — the ${SAVED_MESSAGES_MAX}th is saved`, () => {
    const ctx = withSaved(SAVED_MESSAGES_MAX - 1);
    assert.equal(noted(ctx, () => saveMessage(ctx, '1', 'alice')).changed, true);
    assert.equal(ctx.state.savedMessages.get('alice')?.size, SAVED_MESSAGES_MAX);
  });

  test(`save message — user holds ${SAVED_MESSAGES_MAX} — 400 ERR_SAVED_MESSAGES_LIMIT_EXCEEDED, state unchanged`, () => {
    const ctx = withSaved(SAVED_MESSAGES_MAX);
    const error = expectRejected(
      ctx,
      () => saveMessage(ctx, '1', 'alice'),
      'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED',
    );
    assert.equal(
      error.message,
      'The number of saved messages for the user with uid alice exceeds the allowed limit of 100.',
    );
  });

  test(`save message — user somehow holds ${SAVED_MESSAGES_MAX + 1} — still refused`, () => {
    const ctx = withSaved(SAVED_MESSAGES_MAX + 1);
    expectRejected(ctx, () => saveMessage(ctx, '1', 'alice'), 'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED');
  });

  test('save message — re-save at the limit — succeeds with the original savedAt', () => {
    const ctx = withSaved(SAVED_MESSAGES_MAX);
    const { data, changed } = noted(ctx, () => saveMessage(ctx, '100', 'alice'));
    assert.equal(changed, false);
    assert.equal(data.savedAt, NOW - 10);
  });

  test('save message — unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => saveMessage(ctx, '404', 'bob'), 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('save message — message of a conversation the user is not in — 403 ERR_MESSAGE_NO_ACCESS', () => {
    const ctx = makeContext();
    expectRejected(ctx, () => saveMessage(ctx, '1', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
    expectError(() => saveMessage(ctx, '3', 'carol'), 'ERR_MESSAGE_NO_ACCESS');
  });
});
