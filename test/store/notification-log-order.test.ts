/**
 * The notification logs' write order (src/store/notification-log-order.ts) asks the table whether an
 * id is still there: dropped at the front by the bound, or anywhere else, an id is never read again.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ChangeLog } from '../../src/store/change-log.ts';
import { NotificationLogOrder, logSequence } from '../../src/store/notification-log-order.ts';
import type { NotificationLogRecord } from '../../src/store/records.ts';
import { Table } from '../../src/store/tables.ts';

const idOf = (n: number) => `65000000${n.toString(16).padStart(16, '0')}`;
const record = (n: number) =>
  ({ _id: idOf(n), processingStartedAtMS: 0, notificationTriggered: true }) as NotificationLogRecord;

function logsOf(count: number) {
  const logs = new Table<NotificationLogRecord>('notificationLogs', new ChangeLog(), (l) => l._id);
  const order = new NotificationLogOrder((id) => logs.has(id));
  logs.observe(order);
  for (let n = 1; n <= count; n += 1) logs.put(record(n));
  return { logs, order, newest: () => [...order.newestFirst()].map(logSequence) };
}

describe('notification logs in write order', () => {
  test('one dropped in the middle, then the oldest — neither read again, the front past both', () => {
    const { logs, order, newest } = logsOf(5);
    logs.delete(idOf(3));
    assert.deepEqual(newest(), [5, 4, 2, 1]);
    assert.equal(order.oldest(), idOf(1));
    logs.delete(idOf(1));
    assert.equal(order.oldest(), idOf(2));
    logs.delete(idOf(2));
    assert.equal(order.oldest(), idOf(4), 'the front passes the id dropped before it');
    assert.deepEqual(newest(), [5, 4]);
    assert.deepEqual([...order.oldestFirst(0)].map(logSequence), [4, 5]);
  });

  test('a record written again (its delivery’s result) — keeps its place', () => {
    const { logs, newest } = logsOf(3);
    logs.put({ ...record(1), success: true });
    assert.deepEqual(newest(), [3, 2, 1]);
  });

  test('the bound’s way, past the compaction — the oldest dropped each time, the newest 100 read', () => {
    const { logs, order, newest } = logsOf(100);
    for (let n = 101; n <= 3000; n += 1) {
      logs.put(record(n));
      logs.delete(order.oldest()!);
    }
    assert.equal(order.oldest(), idOf(2901));
    assert.deepEqual(
      newest(),
      Array.from({ length: 100 }, (_, i) => 3000 - i),
    );
  });
});
