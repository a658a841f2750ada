/**
 * The notification logs (SPEC 20): single records, and the outbox's batches (one notice's custom push
 * records, notification-log-batch.ts), in write order. The outbox writes one batch per notice instead
 * of a record per recipient, and the bound drops the oldest records batch by batch; every read (GET
 * /notifications/v1/logs from a cursor, an export, a snapshot) sees the records in the reference's
 * shape, newest or oldest first without copying the table. Changes are noted as a table's are: a
 * single record under its id, a batch under `batch:` and its first id, written whole again when it
 * changes (its results, the bound dropping its first records).
 */
import { NotificationLogBatch } from './notification-log-batch.ts';
import type { NotificationLogRecord } from './notification-records.ts';
import type { ChangeLog } from './change-log.ts';

/** The write sequence in a log id: its last 16 hex digits, which grow in write order (notification-log.ts). */
export const logSequence = (id: string): number => Number.parseInt(id.slice(8), 16);

/** Dropped entries are compacted away in one slice once this many have gathered at the front. */
const COMPACT_AT = 1024;
/** A batch's change is noted under this and its first id. */
const BATCH = 'batch:';

type Entry = string | NotificationLogBatch;

export class NotificationLogTable {
  readonly #log: ChangeLog;
  readonly #singles = new Map<string, Readonly<NotificationLogRecord>>();
  readonly #batches = new Map<string, NotificationLogBatch>();
  /** Single ids and batches in write order from `#head` on; one dropped elsewhere stays until compacted. */
  #order: Entry[] = [];
  #head = 0;
  #size = 0;

  constructor(log: ChangeLog) {
    this.#log = log;
  }

  get size(): number {
    return this.#size;
  }

  get(id: string): Readonly<NotificationLogRecord> | undefined {
    const single = this.#singles.get(id);
    if (single !== undefined) return single;
    const found = this.#inBatch(id);
    return found && found.batch.recordAt(found.index);
  }

  has(id: string): boolean {
    return this.#singles.has(id) || this.#inBatch(id) !== undefined;
  }

  /** A record, or a batch as its log line holds it (`{logBatch}`, a replayed change). */
  put(record: Readonly<NotificationLogRecord> | { logBatch: unknown }): void {
    if ('logBatch' in record) {
      this.putBatch(NotificationLogBatch.fromJSON(record));
      return;
    }
    const id = record._id;
    if (typeof id !== 'string') throw new TypeError('a notification log record without its id');
    const found = this.#singles.has(id) ? undefined : this.#inBatch(id);
    if (found !== undefined) {
      // Written over one of a batch's records: kept in its place.
      found.batch.replaced.set(found.index, record as NotificationLogRecord);
    } else {
      if (!this.#singles.has(id)) {
        this.#order.push(id);
        this.#size += 1;
      }
      this.#singles.set(id, record);
    }
    this.#log.note(['notificationLogs', [id], record]);
  }

  /** Writes a batch the outbox made (its `first` set), or one a log line holds. */
  putBatch(batch: NotificationLogBatch): void {
    const key = batch.key;
    const previous = this.#batches.get(key);
    const at = previous === undefined ? -1 : this.#order.indexOf(previous, this.#head);
    if (previous !== undefined) this.#size -= previous.live;
    if (at >= 0) this.#order[at] = batch;
    else this.#order.push(batch);
    this.#batches.set(key, batch);
    this.#size += batch.live;
    this.#log.note(['notificationLogs', [BATCH + key], batch]);
  }

  /** Notes a batch changed in place (its deliveries' results); false when it is no longer here. */
  touch(batch: NotificationLogBatch): boolean {
    if (this.#batches.get(batch.key) !== batch) return false;
    this.#log.note(['notificationLogs', [BATCH + batch.key], batch]);
    return true;
  }

  /** Deletes a record, or a whole batch by `batch:` and its first id. */
  delete(key: string): boolean {
    if (this.#singles.delete(key)) {
      this.#size -= 1;
      this.#log.note(['notificationLogs', [key], null]);
      this.#advance();
      return true;
    }
    if (key.startsWith(BATCH)) {
      const batch = this.#batches.get(key.slice(BATCH.length));
      if (batch === undefined) return false;
      this.#removeBatch(batch);
      this.#advance();
      return true;
    }
    const found = this.#inBatch(key);
    if (found === undefined) return false;
    found.batch.dropped.add(found.index);
    this.#size -= 1;
    this.#changed(found.batch);
    this.#advance();
    return true;
  }

  /** Drops the `count` oldest records (the bound). */
  dropOldest(count: number): void {
    let left = count;
    while (left > 0 && this.#head < this.#order.length) {
      const entry = this.#order[this.#head]!;
      if (typeof entry === 'string') {
        if (this.#singles.has(entry)) {
          this.delete(entry);
          left -= 1;
        } else this.#head += 1;
        continue;
      }
      if (this.#batches.get(entry.key) === entry) {
        const dropped = entry.dropFirst(left);
        left -= dropped;
        this.#size -= dropped;
        this.#changed(entry);
      }
      this.#advance();
    }
  }

  /** A batch changed: written again, or removed once it holds no record. */
  #changed(batch: NotificationLogBatch): void {
    if (batch.live > 0) this.#log.note(['notificationLogs', [BATCH + batch.key], batch]);
    else this.#removeBatch(batch);
  }

  #removeBatch(batch: NotificationLogBatch): void {
    this.#size -= batch.live;
    batch.start = batch.count;
    batch.clearDropped();
    this.#batches.delete(batch.key);
    this.#log.note(['notificationLogs', [BATCH + batch.key], null]);
  }

  #live(entry: Entry): boolean {
    return typeof entry === 'string'
      ? this.#singles.has(entry)
      : this.#batches.get(entry.key) === entry && entry.live > 0;
  }

  /** Moves the front past dropped entries, and compacts them away now and then. */
  #advance(): void {
    while (this.#head < this.#order.length && !this.#live(this.#order[this.#head]!)) this.#head += 1;
    if (this.#head >= COMPACT_AT && this.#head * 2 >= this.#order.length) {
      this.#order = this.#order.slice(this.#head);
      this.#head = 0;
    }
  }

  /** The batch holding the record `id` and its index there. */
  #inBatch(id: string): { batch: NotificationLogBatch; index: number } | undefined {
    if (this.#batches.size === 0) return undefined;
    const sequence = logSequence(id);
    const at = this.#firstStartingAfter(sequence) - 1;
    const entry = this.#order[at];
    if (entry === undefined || typeof entry === 'string' || at < this.#head) return undefined;
    const index = sequence - entry.first;
    if (!entry.has(index) || entry.idAt(index) !== id || this.#batches.get(entry.key) !== entry)
      return undefined;
    return { batch: entry, index };
  }

  /** The index of the first entry whose first sequence is above `sequence`. */
  #firstStartingAfter(sequence: number): number {
    let low = this.#head;
    let high = this.#order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const entry = this.#order[mid]!;
      if ((typeof entry === 'string' ? logSequence(entry) : entry.first) <= sequence) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Records newest first, those written before the id of sequence `before` when one is given. */
  *newestFirst(before?: number): Generator<Readonly<NotificationLogRecord>> {
    const start = before === undefined ? this.#order.length : this.#firstStartingAfter(before - 1);
    for (let i = start - 1; i >= this.#head; i -= 1) {
      const entry = this.#order[i]!;
      if (!this.#live(entry)) continue;
      if (typeof entry === 'string') {
        yield this.#singles.get(entry)!;
        continue;
      }
      let j = entry.count - 1;
      if (before !== undefined) j = Math.min(j, before - 1 - entry.first);
      for (; j >= entry.start; j -= 1) if (entry.has(j)) yield entry.recordAt(j);
    }
  }

  /** Records oldest first, from those written after the id of sequence `after`. */
  *oldestFirst(after: number): Generator<Readonly<NotificationLogRecord>> {
    let i = Math.max(this.#head, this.#firstStartingAfter(after) - 1);
    for (; i < this.#order.length; i += 1) {
      const entry = this.#order[i]!;
      if (!this.#live(entry)) continue;
      if (typeof entry === 'string') {
        if (logSequence(entry) > after) yield this.#singles.get(entry)!;
        continue;
      }
      for (let j = Math.max(entry.start, after + 1 - entry.first); j < entry.count; j += 1)
        if (entry.has(j)) yield entry.recordAt(j);
    }
  }

  /** Every record in write order (a snapshot, an export), whatever its id. */
  *values(): Generator<Readonly<NotificationLogRecord>> {
    for (let i = this.#head; i < this.#order.length; i += 1) {
      const entry = this.#order[i]!;
      if (!this.#live(entry)) continue;
      if (typeof entry === 'string') yield this.#singles.get(entry)!;
      else for (let j = entry.start; j < entry.count; j += 1) if (entry.has(j)) yield entry.recordAt(j);
    }
  }

  /** The highest write sequence of any record (0 when none): where the next id goes on from. */
  lastSequence(): number {
    let last = 0;
    for (const id of this.#singles.keys()) last = Math.max(last, logSequence(id) || 0);
    for (const batch of this.#batches.values()) last = Math.max(last, batch.first + batch.count - 1);
    return last;
  }
}
