/**
 * One notice's custom push records (SPEC 20) kept as one entry: a send to a group of a hundred writes
 * a hundred records that differ only in their recipient, their decision and their delivery's result.
 * The batch keeps the shared fields once and those three per recipient, and makes each record when it
 * is read (logs, export, snapshot). Its ids follow one another: the seconds prefix, then `first + i`.
 */
import type { JsonObject } from '../contract/json.ts';
import type { NotificationLogRecord } from './notification-records.ts';

/** The fields every record of a batch shares. */
export type BatchBase = Omit<
  NotificationLogRecord,
  '_id' | 'channel' | 'provider' | 'payload' | 'notificationTriggered' | 'reason' | 'success' | 'member'
>;

/** Which fields of a record name its recipient: a group's `member`, a one-to-one `receiver`, a reaction's `reactionReceiver`. */
export interface RecipientFields {
  member: boolean;
  receiver: boolean;
  reactionReceiver: boolean;
}

/** Names the recipient in a record by `fields`: the rule every outbox record of a notice follows. */
export function nameRecipient(
  record: Pick<NotificationLogRecord, 'member' | 'receiver' | 'reactionReceiver'>,
  fields: RecipientFields,
  uid: string,
): void {
  if (fields.reactionReceiver) record.reactionReceiver = uid;
  if (fields.member) record.member = uid;
  if (fields.receiver) record.receiver = uid;
}

/** The batch as a log line or a replayed change holds it (plain data). */
export interface BatchData {
  prefix: string;
  first: number;
  base: BatchBase;
  fields: RecipientFields;
  uids: readonly string[];
  /** The distinct `notificationDetails`, and per recipient the index of theirs. */
  details: readonly JsonObject[];
  detailOf: readonly number[];
  /** Per recipient: why not notified, null when triggered. */
  reasons: readonly (string | null)[];
  /** Per recipient: the last attempt's result, null while pending or for one not triggered. */
  success: readonly (boolean | null)[];
  /** Records before `start` were dropped (the bound); `dropped` elsewhere, `replaced` written over. */
  start: number;
  dropped: number[];
  replaced: [number, NotificationLogRecord][];
}

/** The id of a record: 8 hex digits of its second, 16 of its write sequence. */
export const logId = (prefix: string, sequence: number): string =>
  prefix + sequence.toString(16).padStart(16, '0');

/** A batch's recipients: per recipient their uid, the index of their details, and their decision. */
export interface BatchRows {
  readonly uids: readonly string[];
  /** The distinct `notificationDetails`, and per recipient the index of theirs. */
  readonly details: readonly JsonObject[];
  readonly detailOf: readonly number[];
  /** Per recipient: why not notified, null when triggered. */
  readonly reasons: readonly (string | null)[];
}

export class NotificationLogBatch {
  readonly prefix: string;
  first: number;
  readonly base: BatchBase;
  readonly fields: RecipientFields;
  /**
   * The rows as given, never changed: the outbox hands a group's decisions, kept for its next
   * notices, to every batch they hold for (outbox-decisions.ts).
   */
  readonly uids: readonly string[];
  readonly details: readonly JsonObject[];
  readonly detailOf: readonly number[];
  readonly reasons: readonly (string | null)[];
  /** Per recipient: the last attempt's result, null while pending or for one not triggered. */
  readonly success: (boolean | null)[];
  start = 0;
  #dropped: Set<number> | undefined = undefined;
  #replaced: Map<number, NotificationLogRecord> | undefined = undefined;
  readonly #count: number;

  /** Records dropped elsewhere, by index: made with the first, as most batches never have one. */
  get dropped(): Set<number> {
    return (this.#dropped ??= new Set());
  }

  /** Records written over one of the batch's, by index: made with the first. */
  get replaced(): Map<number, NotificationLogRecord> {
    return (this.#replaced ??= new Map());
  }

  clearDropped(): void {
    this.#dropped?.clear();
  }

  constructor(prefix: string, base: BatchBase, fields: RecipientFields, rows: BatchRows) {
    this.prefix = prefix;
    this.first = 0;
    this.base = base;
    this.fields = fields;
    this.uids = rows.uids;
    this.details = rows.details;
    this.detailOf = rows.detailOf;
    this.reasons = rows.reasons;
    this.#count = rows.uids.length;
    this.success = new Array<boolean | null>(this.#count).fill(null);
  }

  get count(): number {
    return this.#count;
  }

  /** The first id, which names the batch in the change log (made once per `first`). */
  get key(): string {
    if (this.#keyOf !== this.first) {
      this.#key = logId(this.prefix, this.first);
      this.#keyOf = this.first;
    }
    return this.#key;
  }
  #key = '';
  #keyOf = -1;

  idAt(index: number): string {
    return logId(this.prefix, this.first + index);
  }

  /** Whether the record at `index` is still there. */
  has(index: number): boolean {
    return index >= this.start && index < this.#count && this.#dropped?.has(index) !== true;
  }

  /** Records still there. */
  get live(): number {
    return this.#count - this.start - (this.#dropped?.size ?? 0);
  }

  /** Drops up to `count` of its first records still there (the bound); how many it dropped. */
  dropFirst(count: number): number {
    const dropped = this.#dropped;
    if (dropped === undefined || dropped.size === 0) {
      // None deleted one by one: the first `count` go at once.
      const n = Math.min(count, this.count - this.start);
      this.start += n;
      return n;
    }
    let left = count;
    while (left > 0 && this.start < this.count) {
      if (!dropped.delete(this.start)) left -= 1;
      this.start += 1;
    }
    return count - left;
  }

  /** The payload the provider is posted for one recipient: `{to: {uid}, notificationDetails}`. */
  payloadAt(index: number): JsonObject {
    return { to: { uid: this.uids[index]! }, notificationDetails: this.details[this.detailOf[index]!]! };
  }

  /** The record at `index`, in the reference's shape (a new object; its payload shares the details). */
  recordAt(index: number): NotificationLogRecord {
    const replaced = this.#replaced?.get(index);
    if (replaced !== undefined) return replaced;
    const uid = this.uids[index]!;
    const record = { _id: this.idAt(index), ...this.base } as NotificationLogRecord;
    nameRecipient(record, this.fields, uid);
    record.channel = 'push';
    record.provider = 'custom';
    record.payload = this.payloadAt(index);
    const reason = this.reasons[index];
    record.notificationTriggered = reason === null;
    if (typeof reason === 'string') record.reason = reason;
    const success = this.success[index];
    if (typeof success === 'boolean') record.success = success;
    return record;
  }

  toJSON(): { logBatch: BatchData } {
    return {
      logBatch: {
        prefix: this.prefix,
        first: this.first,
        base: this.base,
        fields: this.fields,
        uids: this.uids,
        details: this.details,
        detailOf: this.detailOf,
        reasons: this.reasons,
        success: this.success,
        start: this.start,
        dropped: [...(this.#dropped ?? [])],
        replaced: [...(this.#replaced ?? [])],
      },
    };
  }

  /** The batch a log line holds; a TypeError when it is not one the table wrote. */
  static fromJSON(value: unknown): NotificationLogBatch {
    const data = (value as { logBatch?: BatchData }).logBatch;
    const arrays = ['uids', 'details', 'detailOf', 'reasons', 'success', 'dropped', 'replaced'] as const;
    if (
      typeof data !== 'object' ||
      data === null ||
      typeof data.prefix !== 'string' ||
      !/^[0-9a-f]{8}$/.test(data.prefix) ||
      !Number.isSafeInteger(data.first) ||
      !Number.isSafeInteger(data.start) ||
      typeof data.base !== 'object' ||
      data.base === null ||
      typeof data.fields !== 'object' ||
      data.fields === null ||
      arrays.some((name) => !Array.isArray(data[name])) ||
      data.detailOf.length !== data.uids.length ||
      data.reasons.length !== data.uids.length ||
      data.success.length !== data.uids.length ||
      data.detailOf.some((i) => !Number.isInteger(i) || data.details[i] === undefined)
    )
      throw new TypeError('not a batch of notification logs');
    const fields = {
      member: data.fields.member === true,
      receiver: data.fields.receiver === true,
      reactionReceiver: data.fields.reactionReceiver === true,
    };
    const batch = new NotificationLogBatch(data.prefix, data.base, fields, {
      uids: data.uids.map(String),
      details: data.details,
      detailOf: data.detailOf,
      reasons: data.reasons.map((r) => (r === null ? null : String(r))),
    });
    batch.first = data.first;
    data.success.forEach((s, i) => (batch.success[i] = s === null ? null : s === true));
    batch.start = data.start;
    for (const index of data.dropped) batch.dropped.add(Number(index));
    for (const [index, record] of data.replaced) batch.replaced.set(Number(index), record);
    return batch;
  }
}
