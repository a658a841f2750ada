/**
 * The app's metrics (SPEC 18), computed from its state and from counters kept as state: nothing here
 * is a fixed number. The counters are bumped where a message is stored and where a mark moves, one
 * bucket lookup and one put each; the reads run only when `GET /stats` or `GET /stats/messages` asks
 * (docs/decisions/metrics.md).
 */
import { invalidRequest } from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { CallRefs } from '../store/call-records.ts';
import type { MessageMetricRecord } from '../store/metric-records.ts';
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';

const BUCKET_SECONDS = 300;
const BUCKETS_PER_HOUR = 12;
/** How long the buckets are kept, as SPEC 18 says. */
const KEPT_SECONDS = 35 * 24 * 3600;
/** A date at or above this is in milliseconds: as seconds it would be in the year 5138. */
const MILLISECONDS_FROM = 100_000_000_000;

type Counter = 'messagesSent' | 'readReceipts' | 'deliveryReceipts';

const bucketOf = (seconds: number): number => seconds - (seconds % BUCKET_SECONDS);

/** Adds one to the counter of the bucket holding now; a new bucket drops those past 35 days. */
export function countMetric(ctx: DomainContext, counter: Counter): void {
  const now = ctx.clock.now();
  const table = ctx.state.messageMetrics;
  const startTime = bucketOf(now);
  const current = table.get(String(startTime));
  if (current !== undefined) {
    table.put({ ...current, [counter]: current[counter] + 1 });
    return;
  }
  table.put({ startTime, messagesSent: 0, readReceipts: 0, deliveryReceipts: 0, [counter]: 1 });
  // Buckets come in clock order, so the expired ones are at the front: the walk stops at the first
  // kept one, and a bucket is dropped once. One left behind by a clock moved back goes with a reset.
  const cutoff = now - KEPT_SECONDS;
  for (const bucket of table.values()) {
    if (bucket.startTime >= cutoff) break;
    table.delete(String(bucket.startTime));
  }
}

export interface MessageMetricPoint {
  messagesSent: number;
  readReceipts: number;
  deliveryReceipts: number;
  startTime: string;
  endTime: string;
}

/** The last hour of the app clock in 12 five-minute buckets, the last one holding now; times in ms. */
export function messageMetrics(ctx: DomainContext, appId: string) {
  const last = bucketOf(ctx.clock.now());
  const first = last - (BUCKETS_PER_HOUR - 1) * BUCKET_SECONDS;
  const ms = (seconds: number): string => String(seconds * 1000);
  const dataPoints: MessageMetricPoint[] = [];
  for (let start = first; start <= last; start += BUCKET_SECONDS) {
    const bucket: MessageMetricRecord | undefined = ctx.state.messageMetrics.get(String(start));
    dataPoints.push({
      messagesSent: bucket?.messagesSent ?? 0,
      readReceipts: bucket?.readReceipts ?? 0,
      deliveryReceipts: bucket?.deliveryReceipts ?? 0,
      startTime: ms(start),
      endTime: ms(start + BUCKET_SECONDS),
    });
  }
  return { startTime: ms(first), endTime: ms(last + BUCKET_SECONDS), dataPoints, appId };
}

/** A date of the query, in seconds or milliseconds, as milliseconds. */
const inMs = (date: number): number => (date >= MILLISECONDS_FROM ? date : date * 1000);

/** Whole minutes of a call, joined to ended, a started minute counting whole; 0 without a join. */
function callMinutes(call: CallRefs['call']): number {
  const joined = call.joinedAt ?? call.startedAt;
  if (joined === undefined || call.endedAt === undefined || call.endedAt <= joined) return 0;
  return Math.ceil((call.endedAt - joined) / 60);
}

const callOf = (m: MessageRecord): CallRefs['call'] | undefined =>
  m.category === 'call' ? (m.actionRefs as CallRefs | undefined)?.call : undefined;

/**
 * GET /stats over [fromDate, toDate]: users active in the range (a message sent in it, or a stored
 * `lastActiveAt` in it; bots and the system user aside), and the minutes of the calls that ended in
 * it, times their participants. Recorded minutes and concurrent users are 0: the sandbox makes no
 * recordings and holds no live connections.
 */
export function usageMetrics(ctx: DomainContext, fromDate: number, toDate: number) {
  const from = inMs(fromDate);
  const to = inMs(toDate);
  if (to < from) throw invalidRequest({ toDate: ['must not be before fromDate'] });
  const within = (seconds: number | undefined): boolean =>
    seconds !== undefined && seconds * 1000 >= from && seconds * 1000 <= to;
  const { users, messages } = ctx.state;
  const counted = (uid: string): boolean => uid !== SYSTEM_UID && users.get(uid)?.isBot !== true;

  const active = new Set<string>();
  for (const user of users.values()) if (within(user.lastActiveAt) && counted(user.uid)) active.add(user.uid);
  // Each call session's participants: a one-to-one call has two; a group call those who acted on it.
  const sessions = new Map<string, { call: CallRefs['call']; by: Set<string> }>();
  for (const m of messages.values()) {
    if (within(m.sentAt) && counted(m.sender)) active.add(m.sender);
    const call = callOf(m);
    if (call === undefined) continue;
    const session = sessions.get(call.sessionid) ?? { call, by: new Set<string>() };
    if (call.status === 'ended') session.call = call;
    session.by.add((m.actionRefs as CallRefs).by);
    sessions.set(call.sessionid, session);
  }
  let audio = 0;
  let video = 0;
  for (const { call, by } of sessions.values()) {
    if (call.status !== 'ended' || !within(call.endedAt)) continue;
    const participants = call.receiverType === 'user' ? 2 : Math.max(by.size, 1);
    const minutes = callMinutes(call) * participants;
    if (call.type === 'audio') audio += minutes;
    else video += minutes;
  }
  return {
    metrics: {
      audio_minutes: audio,
      video_minutes: video,
      recorded_minutes: 0,
      active_users: active.size,
      concurrent_users: 0,
    },
    time_range: { fromDate: from, toDate: to },
  };
}
