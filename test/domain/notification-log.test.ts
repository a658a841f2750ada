import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOTIFICATION_LOGS_MAX, writeNotificationLog } from '../../src/domain/notification-log.ts';
import { fromSnapshot, toSnapshot } from '../../src/store/state.ts';
import { groupContext, groupSnapshot, NOW } from './group-fixture.ts';

const entry = (at: number) => ({
  processingStartedAtMS: at,
  processingEndedAtMS: at,
  totalProcessingTimeInMS: 0,
  component: 'notifications-core',
  channel: 'push' as const,
  provider: 'custom' as const,
  trigger: 'after_message',
  notificationTriggered: true,
});

describe('the notification logs', () => {
  it('keep the newest 10,000, with ids that grow in write order and survive a reload', () => {
    const ctx = groupContext();
    const first = writeNotificationLog(ctx, entry(NOW * 1000));
    assert.match(first._id, /^[0-9a-f]{24}$/);
    let last = first;
    for (let i = 0; i < NOTIFICATION_LOGS_MAX; i++) last = writeNotificationLog(ctx, entry(NOW * 1000 + i));
    assert.equal(ctx.state.notificationLogs.size, NOTIFICATION_LOGS_MAX);
    assert.equal(ctx.state.notificationLogs.get(first._id), undefined);
    assert.ok(last._id > first._id, 'a later second and a later sequence');
    const reloaded = { ...ctx, state: fromSnapshot(toSnapshot(ctx.state)) };
    const sequence = (id: string) => Number.parseInt(id.slice(8), 16);
    assert.equal(sequence(writeNotificationLog(reloaded, entry(NOW * 1000))._id), sequence(last._id) + 1);
  });

  it("find a user's push tokens without a scan, as tokens move and go", () => {
    const snapshot = groupSnapshot();
    const ctx = groupContext(snapshot);
    const token = (pushToken: string, uid: string) => ({
      pushToken,
      uid,
      authToken: 'a',
      platform: 'fcm_android',
      pushTokenType: 'chat',
      createdAt: NOW,
      updatedAt: NOW,
    });
    ctx.state.pushTokens.put(token('t1', 'alice'));
    ctx.state.pushTokens.put(token('t2', 'alice'));
    ctx.state.pushTokens.put(token('t1', 'pat'));
    assert.deepEqual(
      ctx.state.pushTokensByUser.of('alice').map((t) => t.pushToken),
      ['t2'],
    );
    assert.deepEqual(
      ctx.state.pushTokensByUser.of('pat').map((t) => t.pushToken),
      ['t1'],
    );
    ctx.state.pushTokens.delete('t2');
    assert.deepEqual(ctx.state.pushTokensByUser.of('alice'), []);
  });
});
