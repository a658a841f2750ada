/**
 * What a state's tables noted since the store last wrote it: the changes, in order, and the events the
 * domain told of them.
 */
import type { CollectionName } from './records.ts';

/** One change: the record now under `key` of `collection`, or null where it was removed. */
export type Change = readonly [collection: CollectionName, key: readonly string[], record: object | null];

/**
 * The changes made to one state since they were last taken, in the order they were made, and the
 * events the domain told of them (what happened, in its own words). Both are taken by the same write,
 * so an event is handed on only once its changes are written.
 */
export class ChangeLog {
  #changes: Change[] = [];
  #events: unknown[] = [];
  #muted = false;

  /** Changes not yet taken. */
  get size(): number {
    return this.#changes.length;
  }

  /** Whether a write has anything to take: changes, or events to hand on. */
  get pending(): boolean {
    return this.#changes.length > 0 || this.#events.length > 0;
  }

  note(change: Change): void {
    if (!this.#muted) this.#changes.push(change);
  }

  tell(event: unknown): void {
    if (!this.#muted) this.#events.push(event);
  }

  /** A mark of the events told so far, for `eventsSince`. */
  get eventMark(): number {
    return this.#events.length;
  }

  /** The events told since `mark` (a mark taken before them, with no write between), not taken. */
  eventsSince(mark: number): readonly unknown[] {
    return this.#events.slice(mark);
  }

  /** The changes so far, which the log no longer holds. */
  take(): Change[] {
    const taken = this.#changes;
    this.#changes = [];
    return taken;
  }

  /** The events so far, which the log no longer holds. */
  takeEvents(): unknown[] {
    const taken = this.#events;
    this.#events = [];
    return taken;
  }

  /** Puts back what a failed write took, ahead of anything recorded since. */
  restore(changes: Change[], events: unknown[] = []): void {
    this.#changes = changes.concat(this.#changes);
    this.#events = events.concat(this.#events);
  }

  /** Runs `load` without noting its changes: a state being built from what is already written. */
  muted(load: () => void): void {
    this.#muted = true;
    try {
      load();
    } finally {
      this.#muted = false;
    }
  }
}
