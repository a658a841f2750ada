/**
 * The outbox's one way in: a log record is written with the event's change, before the request is
 * answered, and the logs stay bounded (SPEC 20: 10,000 per app, the oldest dropped). Ids look like the
 * real service's (24 hex digits: the second written, then a sequence that grows in write order) and
 * never repeat within an app.
 */
import type { NotificationLogRecord } from '../store/records.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import type { NotificationLogBatch } from '../store/notification-log-batch.ts';

export const NOTIFICATION_LOGS_MAX = 10_000;

/** The last sequence handed out per state; read once from the stored ids when a state is first logged to. */
const lastSequence = new WeakMap<AppState, number>();

function nextSequence(state: AppState): number {
  let last = lastSequence.get(state);
  if (last === undefined) {
    last = state.notificationLogs.lastSequence();
  }
  lastSequence.set(state, last + 1);
  return last + 1;
}

/** The id's first 8 hex digits, the second written; one notice's records all share it. */
let lastPrefix = { ms: Number.NaN, prefix: '' };
export function secondsPrefix(ms: number): string {
  if (ms !== lastPrefix.ms)
    lastPrefix = {
      ms,
      prefix: Math.floor(ms / 1000)
        .toString(16)
        .padStart(8, '0')
        .slice(-8),
    };
  return lastPrefix.prefix;
}

export type NotificationLogFields = Omit<NotificationLogRecord, '_id'>;

/** Writes one log record and drops the oldest past the bound; the record as written. */
export function writeNotificationLog(
  ctx: DomainContext,
  fields: NotificationLogFields,
): NotificationLogRecord {
  return writeNotificationRecord(ctx, { _id: '', ...fields });
}

/**
 * As `writeNotificationLog`, for a record made for this write with `_id` first and empty: its id is
 * set in place (the outbox writes a record per recipient, and a copy of each to put the id first
 * would cost as much again).
 */
export function writeNotificationRecord(
  ctx: DomainContext,
  record: NotificationLogRecord,
): NotificationLogRecord {
  const { state } = ctx;
  record._id =
    secondsPrefix(record.processingStartedAtMS) + nextSequence(state).toString(16).padStart(16, '0');
  state.notificationLogs.put(record);
  keepBound(state);
  return record;
}

/**
 * Writes one notice's custom push records as one batch (store/notification-log-batch.ts): its ids
 * follow one another from the next sequence on, and the bound drops as many of the oldest.
 */
export function writeNotificationBatch(ctx: DomainContext, batch: NotificationLogBatch): void {
  const { state } = ctx;
  if (batch.count === 0) return;
  const first = nextSequence(state);
  lastSequence.set(state, first + batch.count - 1);
  batch.first = first;
  state.notificationLogs.putBatch(batch);
  keepBound(state);
}

function keepBound(state: AppState): void {
  const excess = state.notificationLogs.size - NOTIFICATION_LOGS_MAX;
  if (excess > 0) state.notificationLogs.dropOldest(excess);
}
