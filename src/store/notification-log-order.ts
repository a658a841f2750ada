/**
 * The notification logs in write order, kept as the table changes, so that GET /notifications/v1/logs
 * reads them newest first and starts at a cursor by a binary search, without copying the table (up
 * to 10,000 records) on every request.
 */
import type { NotificationLogRecord } from './notification-records.ts';
import type { Observer } from './tables.ts';

/** The write sequence in a log id: its last 16 hex digits, which grow in write order (notification-log.ts). */
export const logSequence = (id: string): number => Number.parseInt(id.slice(8), 16);

/** Dropped ids are compacted away in one slice once this many have gathered at the front. */
const COMPACT_AT = 1024;

export class NotificationLogOrder implements Observer<Readonly<NotificationLogRecord>> {
  /** Ids in write order from `#head` on; an id deleted elsewhere than the front stays until compacted. */
  #ids: string[] = [];
  #head = 0;
  /**
   * Whether an id is still in the table: the table's own lookup (it has dropped a record before it
   * tells), not a set of ids kept beside it — a second hash table churned by every write and drop.
   */
  readonly #live: (id: string) => boolean;

  constructor(live: (id: string) => boolean) {
    this.#live = live;
  }

  put(record: Readonly<NotificationLogRecord>, previous: Readonly<NotificationLogRecord> | undefined): void {
    // A record updated in place (its delivery's `success`) keeps its place.
    if (previous !== undefined) return;
    this.#ids.push(record._id);
  }

  remove(record: Readonly<NotificationLogRecord>): void {
    // The bound drops the oldest: the front moves on past every dropped id. An id dropped elsewhere
    // is passed over when the front reaches it.
    if (this.#ids[this.#head] !== record._id) return;
    while (this.#head < this.#ids.length && !this.#live(this.#ids[this.#head]!)) this.#head += 1;
    if (this.#head >= COMPACT_AT && this.#head * 2 >= this.#ids.length) {
      this.#ids = this.#ids.slice(this.#head);
      this.#head = 0;
    }
  }

  /** The oldest live id: found at the front, where a Map's iterator would first walk past every id dropped. */
  oldest(): string | undefined {
    return this.#ids[this.#head];
  }

  /** The index of the first id whose sequence is above `sequence`. */
  #after(sequence: number): number {
    let low = this.#head;
    let high = this.#ids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (logSequence(this.#ids[mid]!) <= sequence) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Live ids newest first, those written before the id of `sequence` when one is given. */
  *newestFirst(before?: number): Generator<string> {
    const start = before === undefined ? this.#ids.length : this.#after(before - 1);
    for (let i = start - 1; i >= this.#head; i -= 1) {
      const id = this.#ids[i]!;
      if (this.#live(id)) yield id;
    }
  }

  /** Live ids oldest first, from those written after the id of `sequence`. */
  *oldestFirst(after: number): Generator<string> {
    for (let i = this.#after(after); i < this.#ids.length; i += 1) {
      const id = this.#ids[i]!;
      if (this.#live(id)) yield id;
    }
  }
}
