/**
 * GET /notifications/v1/logs (SPEC 20): the outbox's records, newest first, 20 a page, narrowed by
 * every filter the reference declares. The logs are bounded (10,000 per app), so a page may walk them;
 * it walks the table's write order (store/notification-log-table.ts) from the cursor on, and stops at
 * a full page, never copying the table.
 */
import { logFilterOutOfRange } from '../contract/errors-notification-logs.ts';
import { LOG_PAGE_SIZE } from '../contract/notification-log-catalogue.ts';
import { logSequence } from '../store/notification-log-table.ts';
import type { NotificationLogRecord } from '../store/notification-records.ts';
import type { DomainContext } from './context.ts';

export interface LogQuery {
  messageId?: number;
  reactionId?: number;
  from?: number;
  to?: number;
  messageCategory?: string;
  messageType?: string;
  trigger?: string;
  sender?: string;
  reactionSender?: string;
  receiver?: string;
  receiverType?: string;
  reactionReceiver?: string;
  member?: string;
  channel?: string;
  provider?: string;
  notificationTriggered?: boolean;
  reason?: string;
  success?: boolean;
  affix?: 'prepend' | 'append';
  logId?: string;
}

/** The fields a filter compares for equality, each under its own name in the record. */
const EQUAL = [
  'messageId',
  'reactionId',
  'messageCategory',
  'messageType',
  'trigger',
  'sender',
  'reactionSender',
  'receiver',
  'receiverType',
  'reactionReceiver',
  'member',
  'channel',
  'provider',
  'notificationTriggered',
  'reason',
  'success',
] as const satisfies readonly (keyof LogQuery & keyof NotificationLogRecord)[];

function matcher(query: LogQuery): (record: Readonly<NotificationLogRecord>) => boolean {
  const equal = EQUAL.filter((name) => query[name] !== undefined);
  const { from, to } = query;
  return (record) => {
    for (const name of equal) if (record[name] !== query[name]) return false;
    // `from` and `to` bound the message's sending: a record of no message is outside any bound.
    if (from !== undefined && !(record.messageSentAtMS !== undefined && record.messageSentAtMS >= from))
      return false;
    if (to !== undefined && !(record.messageSentAtMS !== undefined && record.messageSentAtMS <= to))
      return false;
    return true;
  };
}

export interface LogCursor {
  affix: 'prepend' | 'append';
  logId: string;
  messageId?: number;
}

export interface LogPage {
  data: NotificationLogRecord[];
  meta: { previous?: LogCursor; current: { limit: number; count: number }; next?: LogCursor };
}

const cursorAt = (affix: LogCursor['affix'], record: Readonly<NotificationLogRecord>): LogCursor => ({
  affix,
  logId: record._id,
  ...(record.messageId !== undefined && { messageId: record.messageId }),
});

/** The number filters, each an exact integer: the query's coercion hands 1e309 on as Infinity. */
const NUMBERS = ['messageId', 'reactionId', 'from', 'to'] as const;

export function listNotificationLogs(ctx: DomainContext, query: LogQuery): LogPage {
  for (const name of NUMBERS) {
    const value = query[name];
    if (value !== undefined && !Number.isSafeInteger(value)) throw logFilterOutOfRange(name);
  }
  const logs = ctx.state.notificationLogs;
  const matches = matcher(query);
  const at = query.logId === undefined ? undefined : logSequence(query.logId);
  // `prepend` reads the newer logs nearest the cursor, then shows them newest first as every page.
  const prepend = query.affix === 'prepend' && at !== undefined;
  const records = prepend
    ? logs.oldestFirst(at)
    : logs.newestFirst(query.affix === 'append' ? at : undefined);
  const page: NotificationLogRecord[] = [];
  for (const record of records) {
    if (!matches(record)) continue;
    page.push({ ...record });
    if (page.length === LOG_PAGE_SIZE) break;
  }
  if (prepend) page.reverse();
  const meta: LogPage['meta'] = { current: { limit: LOG_PAGE_SIZE, count: page.length } };
  const [first, last] = [page[0], page.at(-1)];
  if (first !== undefined && last !== undefined) {
    meta.previous = cursorAt('prepend', first);
    meta.next = cursorAt('append', last);
  }
  return { data: page, meta };
}
