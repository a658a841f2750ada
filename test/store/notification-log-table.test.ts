/**
 * The notification logs' table (src/store/notification-log-table.ts): single records and the
 * outbox's batches (one notice's custom push records as one entry) read as one list of records in
 * write order, bounded batch by batch, and written to the data file and read back as they were.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { writeNotificationBatch } from '../../src/domain/notification-log.ts';
import { ChangeLog } from '../../src/store/change-log.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { NotificationLogBatch } from '../../src/store/notification-log-batch.ts';
import { logSequence, NotificationLogTable } from '../../src/store/notification-log-table.ts';
import type { NotificationLogRecord } from '../../src/store/records.ts';
import { applyChange } from '../../src/store/state-decode.ts';
import { fromSnapshot } from '../../src/store/state.ts';
import { groupContext, groupSnapshot } from '../domain/group-fixture.ts';

const PREFIX = '65000000';
const idOf = (n: number) => `${PREFIX}${n.toString(16).padStart(16, '0')}`;
const single = (n: number) =>
  ({
    _id: idOf(n),
    processingStartedAtMS: 0,
    processingEndedAtMS: 0,
    totalProcessingTimeInMS: 0,
    component: 'notifications-core',
    channel: 'push',
    provider: 'fcm',
    trigger: 'after_message',
    notificationTriggered: true,
  }) as NotificationLogRecord;

/** A group notice's batch: members m1…m`count`, the second one muted. */
function batchOf(first: number, count: number): NotificationLogBatch {
  const batch = new NotificationLogBatch(
    PREFIX,
    {
      processingStartedAtMS: 0,
      processingEndedAtMS: 0,
      totalProcessingTimeInMS: 0,
      component: 'notifications-core',
      trigger: 'after_message',
      messageId: 7,
      sender: 'superhero1',
      receiver: 'g',
      receiverType: 'group',
    },
    { member: true, receiver: false, reactionReceiver: false },
    {
      uids: Array.from({ length: count }, (_, i) => `m${i + 1}`),
      details: [
        { title: 'T', body: 'two' },
        { title: 'T', body: 'one' },
      ],
      detailOf: Array.from({ length: count }, (_, i) => i % 2),
      reasons: Array.from({ length: count }, (_, i) => (i === 1 ? 'MUTE_PREFERENCE' : null)),
    },
  );
  batch.first = first;
  return batch;
}

const sequences = (records: Iterable<Readonly<NotificationLogRecord>>) =>
  [...records].map((r) => logSequence(r._id));

describe('the notification logs table', () => {
  test('singles and a batch — read newest and oldest first from any cursor, each record in the reference shape', () => {
    const logs = new NotificationLogTable(new ChangeLog());
    logs.put(single(1));
    logs.putBatch(batchOf(2, 3));
    logs.put(single(5));
    assert.equal(logs.size, 5);
    assert.deepEqual(sequences(logs.newestFirst()), [5, 4, 3, 2, 1]);
    assert.deepEqual(sequences(logs.newestFirst(4)), [3, 2, 1], 'before a record inside the batch');
    assert.deepEqual(sequences(logs.oldestFirst(2)), [3, 4, 5], 'after a record inside the batch');
    assert.deepEqual(sequences(logs.values()), [1, 2, 3, 4, 5]);
    assert.deepEqual(logs.get(idOf(3)), {
      _id: idOf(3),
      processingStartedAtMS: 0,
      processingEndedAtMS: 0,
      totalProcessingTimeInMS: 0,
      component: 'notifications-core',
      trigger: 'after_message',
      messageId: 7,
      sender: 'superhero1',
      receiver: 'g',
      receiverType: 'group',
      member: 'm2',
      channel: 'push',
      provider: 'custom',
      payload: { to: { uid: 'm2' }, notificationDetails: { title: 'T', body: 'one' } },
      notificationTriggered: false,
      reason: 'MUTE_PREFERENCE',
    });
    assert.equal(logs.get(idOf(2))?.member, 'm1');
    assert.equal(logs.get(idOf(2))?.notificationTriggered, true);
    assert.equal(logs.get(idOf(9)), undefined);
  });

  test('the bound — drops a single, then the first records of a batch, then the batch; none read again', () => {
    const logs = new NotificationLogTable(new ChangeLog());
    logs.put(single(1));
    logs.putBatch(batchOf(2, 4));
    logs.dropOldest(2);
    assert.equal(logs.size, 3);
    assert.deepEqual(sequences(logs.newestFirst()), [5, 4, 3]);
    assert.equal(logs.get(idOf(2)), undefined);
    logs.dropOldest(3);
    assert.equal(logs.size, 0);
    assert.deepEqual(sequences(logs.values()), []);
  });

  test('a record deleted inside a batch, and one written over — the first gone, the second in its place', () => {
    const logs = new NotificationLogTable(new ChangeLog());
    logs.putBatch(batchOf(1, 3));
    assert.equal(logs.delete(idOf(2)), true);
    assert.equal(logs.size, 2);
    assert.deepEqual(sequences(logs.newestFirst()), [3, 1]);
    logs.put({ ...logs.get(idOf(3))!, success: true });
    assert.deepEqual(sequences(logs.newestFirst()), [3, 1]);
    assert.equal(logs.get(idOf(3))?.success, true);
  });

  test('its changes as the data file keeps them — read back, the same records', () => {
    const changes = new ChangeLog();
    const logs = new NotificationLogTable(changes);
    logs.put(single(1));
    const batch = batchOf(2, 4);
    logs.putBatch(batch);
    batch.success[0] = true;
    logs.touch(batch);
    logs.dropOldest(2);
    logs.delete(idOf(4));
    const state = fromSnapshot(groupSnapshot());
    for (const change of JSON.parse(JSON.stringify(changes.take())) as Parameters<typeof applyChange>[1][])
      assert.equal(applyChange(state, change), true);
    assert.deepEqual([...state.notificationLogs.values()], [...logs.values()]);
    assert.deepEqual(sequences(logs.values()), [3, 5]);
  });

  test('a batch not in the shape the table writes — refused, not taken', () => {
    const state = fromSnapshot(groupSnapshot());
    const good = JSON.parse(JSON.stringify(batchOf(1, 2))) as { logBatch: Record<string, unknown> };
    for (const bad of [
      { ...good.logBatch, uids: 'm1' },
      { ...good.logBatch, detailOf: [0, 9] },
      { ...good.logBatch, prefix: 'not hex!' },
      { ...good.logBatch, reasons: [null] },
    ])
      assert.equal(applyChange(state, ['notificationLogs', ['batch:x'], { logBatch: bad }]), false);
    assert.equal(
      applyChange(state, ['notificationLogs', ['x'], { payload: {} }]),
      false,
      'a record without its id',
    );
    assert.equal(state.notificationLogs.size, 0);
  });

  test('an app on disk — batches written, delivered, bounded, then read back the same after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'log-batches-'));
    const key = { appId: 'batches', region: 'us' as const };
    try {
      let before: NotificationLogRecord[] = [];
      let seeded = 0;
      const store = new FileStore({ dataDir });
      try {
        const state = await store.load(key);
        seeded = state.notificationLogs.size;
        const ctx = { ...groupContext(), state };
        for (let n = 0; n < 3; n += 1) {
          const batch = batchOf(0, 40);
          writeNotificationBatch(ctx, batch);
          await store.commit(key);
          batch.success[39] = n !== 1;
          state.notificationLogs.touch(batch);
          await store.commit(key);
        }
        state.notificationLogs.dropOldest(50);
        await store.commit(key);
        before = [...state.notificationLogs.values()];
      } finally {
        await store.close();
      }
      assert.equal(before.length, seeded + 3 * 40 - 50);
      assert.ok(before.some((r) => r.success === false) && before.some((r) => r.success === true));
      const again = new FileStore({ dataDir });
      try {
        assert.deepEqual([...(await again.load(key)).notificationLogs.values()], before);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
