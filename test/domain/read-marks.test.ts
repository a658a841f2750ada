/**
 * The read marks serve the conversations' `unreadMessageCount`: messages of the conversation the user
 * can see, did not send, and whose id is above the user's last read message id. The count is computed
 * here from that definition, so these tests show what a mark does to it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AppClock } from '../../src/domain/clock.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { compareIds } from '../../src/domain/ids.ts';
import {
  lastReadMessageId,
  markConversationRead,
  markGroupConversationRead,
} from '../../src/domain/read-state.ts';
import { sendMessage } from '../../src/domain/messages.ts';
import { findVisibleMessage } from '../../src/domain/visibility.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot } from '../../src/store/state.ts';

const NOW = 1_700_000_000;
const PAIR = 'superhero1_user_superhero2';
const GROUP = 'group_cometchat-guid-1';

const context = (): DomainContext => ({ state: fromSnapshot(loadFixtures()), clock: new AppClock(NOW) });

function unread(ctx: DomainContext, uid: string, conversationId: string): number {
  const mark = lastReadMessageId(ctx.state, uid, conversationId);
  return [...ctx.state.messages.values()].filter((m) => {
    if (m.conversationId !== conversationId || m.sender === uid) return false;
    if (mark !== undefined && compareIds(m.id, mark) <= 0) return false;
    try {
      findVisibleMessage(ctx.state, m.id, uid);
      return true;
    } catch {
      return false;
    }
  }).length;
}

const text = (receiver: string, receiverType: 'user' | 'group') => ({
  category: 'message' as const,
  receiver,
  receiverType,
  data: { text: 'ping' },
});

describe('read marks and unread counts', () => {
  test('lastReadMessageId — nothing marked — undefined', () => {
    assert.equal(lastReadMessageId(context().state, 'superhero1', PAIR), undefined);
  });

  test('a new message — raises the receiver’s count, not the sender’s', () => {
    const ctx = context();
    const before = [unread(ctx, 'superhero1', PAIR), unread(ctx, 'superhero2', PAIR)];
    sendMessage(ctx, 'superhero2', text('superhero1', 'user'));
    assert.deepEqual(
      [unread(ctx, 'superhero1', PAIR), unread(ctx, 'superhero2', PAIR)],
      [before[0]! + 1, before[1]],
    );
  });

  test('mark read — clears the count; a message after it raises it again', () => {
    const ctx = context();
    markConversationRead(ctx, 'superhero1', 'superhero2');
    assert.equal(unread(ctx, 'superhero1', PAIR), 0);
    sendMessage(ctx, 'superhero2', text('superhero1', 'user'));
    assert.equal(unread(ctx, 'superhero1', PAIR), 1);
  });

  test('mark read up to a message — the messages after it stay unread', () => {
    const ctx = context();
    markConversationRead(ctx, 'superhero1', 'superhero2', { messageId: 1 });
    assert.equal(lastReadMessageId(ctx.state, 'superhero1', PAIR), '1');
    assert.equal(unread(ctx, 'superhero1', PAIR), 1, 'message 3, from superhero2; message 2 is their own');
  });

  test('mark a group read — clears that member’s count only', () => {
    const ctx = context();
    const others = unread(ctx, 'superhero2', GROUP);
    markGroupConversationRead(ctx, 'superhero3', 'cometchat-guid-1');
    assert.equal(unread(ctx, 'superhero3', GROUP), 0);
    assert.equal(unread(ctx, 'superhero2', GROUP), others);
    assert.ok(others > 0);
  });

  test('mark read — notes the read and delivered marks and tells both; marking again tells nothing', () => {
    const ctx = context();
    markConversationRead(ctx, 'superhero1', 'superhero2');
    assert.deepEqual(
      ctx.state.changes.take().map(([collection]) => collection),
      // The receipts counted in the metrics' bucket of now: a read, then a delivery.
      ['readMarks', 'deliveredMarks', 'messageMetrics', 'messageMetrics'],
    );
    const told = {
      uid: 'superhero1',
      conversationId: PAIR,
      messageId: '3',
      messageSender: 'superhero2',
      receiverType: 'user',
      at: ctx.clock.now(),
    };
    assert.deepEqual(ctx.state.changes.takeEvents(), [
      { type: 'conversationRead', ...told },
      { type: 'conversationDelivered', ...told },
    ]);
    markConversationRead(ctx, 'superhero1', 'superhero2');
    assert.equal(ctx.state.changes.pending, false);
  });
});
