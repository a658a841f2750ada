/**
 * Collections that record their own changes. The domain changes state only through `put` and
 * `delete`, and each call notes what it did in the state's `ChangeLog`; the file store appends those
 * notes to the app's log. There is no second call to remember, so no change can be left unwritten.
 *
 * Reads are those of a `ReadonlyMap`. Records come out read-only: a record changed in place would be
 * changed in memory and never noted, so the domain replaces it with `put` instead.
 */
import type { ChangeLog } from './change-log.ts';
import type { CollectionName } from './records.ts';

export { ChangeLog, type Change } from './change-log.ts';

/** Keeps something derived from a collection current (an index): told of every put and removal. */
export interface Observer<R> {
  put(record: R, previous: R | undefined): void;
  remove(record: R): void;
}

/** Records by one key, in the order their keys were first put. */
export class Table<R extends object> implements ReadonlyMap<string, Readonly<R>> {
  readonly #map = new Map<string, Readonly<R>>();
  readonly #observers: Observer<Readonly<R>>[] = [];
  readonly #name: CollectionName;
  readonly #log: ChangeLog;
  readonly #keyOf: (record: Readonly<R>) => string;
  #list: readonly Readonly<R>[] | undefined;
  #version = 0;

  constructor(name: CollectionName, log: ChangeLog, keyOf: (record: Readonly<R>) => string) {
    this.#name = name;
    this.#log = log;
    this.#keyOf = keyOf;
  }

  get size(): number {
    return this.#map.size;
  }
  /** Counts the changes: whatever was worked out of the records holds while it is the same. */
  get version(): number {
    return this.#version;
  }
  get(key: string): Readonly<R> | undefined {
    return this.#map.get(key);
  }
  has(key: string): boolean {
    return this.#map.has(key);
  }
  keys(): MapIterator<string> {
    return this.#map.keys();
  }
  values(): MapIterator<Readonly<R>> {
    return this.#map.values();
  }
  entries(): MapIterator<[string, Readonly<R>]> {
    return this.#map.entries();
  }
  [Symbol.iterator](): MapIterator<[string, Readonly<R>]> {
    return this.#map.entries();
  }
  forEach(callback: (value: Readonly<R>, key: string, map: ReadonlyMap<string, Readonly<R>>) => void): void {
    for (const [key, value] of this.#map) callback(value, key, this);
  }

  /** Every record in order, as one array kept until the next change. */
  list(): readonly Readonly<R>[] {
    this.#list ??= Array.from(this.#map.values());
    return this.#list;
  }

  observe(observer: Observer<Readonly<R>>): void {
    this.#observers.push(observer);
  }

  /** Adds the record, or replaces the one under its key (which keeps its place in the order). */
  put(record: Readonly<R>): void {
    const key = this.#keyOf(record);
    const previous = this.#map.get(key);
    this.#map.set(key, record);
    this.#list = undefined;
    this.#version += 1;
    this.#log.note([this.#name, [key], record]);
    for (const observer of this.#observers) observer.put(record, previous);
  }

  delete(key: string): boolean {
    const previous = this.#map.get(key);
    if (previous === undefined) return false;
    this.#map.delete(key);
    this.#list = undefined;
    this.#version += 1;
    this.#log.note([this.#name, [key], null]);
    for (const observer of this.#observers) observer.remove(previous);
    return true;
  }
}

/** One group's records and, once asked for, the same records as an array. */
interface Group<R> {
  readonly records: Map<string, Readonly<R>>;
  list: readonly Readonly<R>[] | undefined;
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * Records in groups (a group's members, a message's reactions, a user's saved messages), each group
 * in the order its keys were first put.
 *
 * A group that becomes empty keeps its entry. Deleting a key from a large `Map` and putting it back
 * leaves a dead entry in the key's bucket until the map is next rebuilt, and every miss on that key
 * walks them all: a reaction toggled on and off a few thousand times made each later read of that
 * message's reactions many times slower in a large app (docs/performance.md, "Indexes, not scans").
 */
export class GroupedTable<R extends object> {
  readonly #groups = new Map<string, Group<R>>();
  readonly #name: CollectionName;
  readonly #log: ChangeLog;
  readonly #groupOf: (record: Readonly<R>) => string;
  readonly #keyOf: (record: Readonly<R>) => string;
  readonly #observers: Observer<Readonly<R>>[] = [];
  #size = 0;

  constructor(
    name: CollectionName,
    log: ChangeLog,
    groupOf: (record: Readonly<R>) => string,
    keyOf: (record: Readonly<R>) => string,
  ) {
    this.#name = name;
    this.#log = log;
    this.#groupOf = groupOf;
    this.#keyOf = keyOf;
  }

  /** Records in all groups. */
  get size(): number {
    return this.#size;
  }
  /** The records of one group by key; undefined when the group has none. */
  get(group: string): ReadonlyMap<string, Readonly<R>> | undefined {
    const found = this.#groups.get(group);
    return found !== undefined && found.records.size > 0 ? found.records : undefined;
  }
  has(group: string): boolean {
    return (this.#groups.get(group)?.records.size ?? 0) > 0;
  }
  find(group: string, key: string): Readonly<R> | undefined {
    return this.#groups.get(group)?.records.get(key);
  }
  /** The groups that hold records, with their records. */
  *groups(): Generator<[string, ReadonlyMap<string, Readonly<R>>]> {
    for (const [name, found] of this.#groups) if (found.records.size > 0) yield [name, found.records];
  }
  *values(): Generator<Readonly<R>> {
    for (const found of this.#groups.values()) yield* found.records.values();
  }

  /** The records of one group in order, as one array kept until the group next changes. */
  list(group: string): readonly Readonly<R>[] {
    const found = this.#groups.get(group);
    if (found === undefined || found.records.size === 0) return NONE;
    found.list ??= Array.from(found.records.values());
    return found.list;
  }

  /** Keeps an index current with this table (see Observer). */
  observe(observer: Observer<Readonly<R>>): void {
    this.#observers.push(observer);
  }

  put(record: Readonly<R>): void {
    const group = this.#groupOf(record);
    const key = this.#keyOf(record);
    let found = this.#groups.get(group);
    if (found === undefined) {
      found = { records: new Map(), list: undefined };
      this.#groups.set(group, found);
    }
    const previous = found.records.get(key);
    if (previous === undefined) this.#size += 1;
    found.records.set(key, record);
    for (const observer of this.#observers) observer.put(record, previous);
    found.list = undefined;
    this.#log.note([this.#name, [group, key], record]);
  }

  delete(group: string, key: string): boolean {
    const found = this.#groups.get(group);
    const record = found?.records.get(key);
    if (found === undefined || record === undefined) return false;
    found.records.delete(key);
    for (const observer of this.#observers) observer.remove(record);
    this.#size -= 1;
    found.list = undefined;
    this.#log.note([this.#name, [group, key], null]);
    return true;
  }
}

/** Increasing numbers that are never handed out twice (message and reaction ids). */
export class Counters<N extends string> {
  readonly #values: Record<N, number>;
  readonly #name: CollectionName;
  readonly #log: ChangeLog;

  constructor(name: CollectionName, log: ChangeLog, initial: Record<N, number>) {
    this.#name = name;
    this.#log = log;
    this.#values = { ...initial };
  }

  value(counter: N): number {
    return this.#values[counter];
  }

  next(counter: N): number {
    this.#values[counter] += 1;
    this.#log.note([this.#name, [], this.toJSON()]);
    return this.#values[counter];
  }

  /** Sets counters at once, as a replayed change does. */
  set(values: Partial<Record<N, number>>): void {
    Object.assign(this.#values, values);
    this.#log.note([this.#name, [], this.toJSON()]);
  }

  toJSON(): Record<N, number> {
    return { ...this.#values };
  }
}
