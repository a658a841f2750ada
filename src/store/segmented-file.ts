/**
 * The data file of one app, as a lowdb adapter that writes in time proportional to the change, not to
 * the state.
 *
 * A small state is one file, `<app>.json`, holding the whole snapshot. When a collection of records
 * that are never changed in place (users, groups, messages, reactions, memberships, ...) grows past a
 * threshold, its records move into segment files beside it,
 * `<app>.segments/<collection>-<generation>-<n>.json`, each a JSON array, and the main file lists them
 * under `segments`. Segment boundaries depend on the records' keys, not on their positions, so an
 * insertion changes one segment. A write takes only the collections the state names as changed
 * (`AppState.changed`); where the change names its keys, only the segments holding those keys are cut
 * again. It serialises only the segments whose records changed, writes them under new
 * names, and then replaces the main file: that rename is the one commit point, so a crash leaves
 * either the old list of segments or the new one, and both are on disk. Segments nobody lists any more
 * are deleted afterwards.
 *
 * Which records exist is taken at once when a write starts; the rest of the work yields to other
 * requests between steps, so a write at 100,000 messages never holds the event loop for long. Records
 * of segmented collections must be replaced, never changed in place: a segment is recognised as
 * unchanged by the identity of its records.
 */
import { mkdir, readFile, readdir, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Adapter } from 'lowdb';
import { TextFile } from 'lowdb/node';
import {
  COLLECTIONS,
  collectionOf,
  markChanged,
  recordsOfEntry,
  resetKey,
  type AppState,
  type CollectionName,
  type StateSnapshot,
} from './state.ts';

type Row = object;
type KeyOf = (record: never) => string[];

/** Collections whose records are replaced, never mutated, with the fields that identify a record. */
const SEGMENTABLE = {
  users: (r: { uid: string }) => [r.uid],
  groups: (r: { guid: string }) => [r.guid],
  authTokens: (r: { authToken: string }) => [r.authToken],
  members: (r: { guid: string; uid: string }) => [r.guid, r.uid],
  bans: (r: { guid: string; uid: string }) => [r.guid, r.uid],
  messages: (r: { id: string }) => [r.id],
  reactions: (r: { id: string }) => [r.id],
  savedMessages: (r: { uid: string; messageId: string }) => [r.uid, r.messageId],
  conversationResets: (r: { guid: string; uid: string }) => [r.guid, r.uid],
  blockedUsers: (r: { uid: string; blockedUid: string }) => [r.uid, r.blockedUid],
  blockedMessages: (r: { messageId: string }) => [r.messageId],
} satisfies Partial<Record<keyof StateSnapshot, KeyOf>>;
type Segmentable = keyof typeof SEGMENTABLE;
const isSegmentable = (key: string): key is Segmentable => Object.hasOwn(SEGMENTABLE, key);

export interface SegmentOptions {
  /** A collection with at least this many records is written as segments. */
  threshold: number;
  /** Average records per segment. */
  average: number;
}

export const DEFAULT_SEGMENTS: SegmentOptions = { threshold: 256, average: 256 };

/**
 * A collection whose text in the main file would be longer than this moves to segments even with
 * fewer records than the threshold: the main file is written on every change, whatever changed.
 */
const INLINE_MAX_CHARS = 16 * 1024;

/** How long a write may hold the event loop before it lets other requests run. */
const STEP_MS = 1;
/** Records handled between two looks at the clock. */
const RECORDS_PER_CHECK = 1024;

/** Lets other requests run once the write has held the event loop for STEP_MS. */
class Pacer {
  #since = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.#since < STEP_MS) return;
    await yieldToLoop();
    this.#since = performance.now();
  }
}

/** FNV-1a over the key fields: whether a segment ends after this record. */
function endsSegment(parts: string[], average: number): boolean {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i += 1) hash = Math.imul(hash ^ part.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 10, 0x01000193);
  }
  return (hash >>> 0) % average === 0;
}

/**
 * Whether `record` of `collection` is a boundary record, where a cut ends a segment. A whole cut ends
 * every segment of a collection but the last on one, and a keyed change keeps that so.
 */
export function endsOnBoundary(collection: string, record: object, average: number): boolean {
  if (!isSegmentable(collection)) return false;
  return endsSegment((SEGMENTABLE[collection] as (r: Row) => string[])(record), average);
}

interface Segment {
  file: string;
  records: readonly Row[];
  /** Ends on a boundary record, rather than at the end of its collection. */
  closed: boolean;
  /** The map keys of its records (see MAP_KEY), each once, in order; worked out when first needed. */
  keys?: string[];
}

/**
 * The key under which the state's map of a collection holds a record: what `markChanged` names. A
 * collection without one here (blocked messages, a plain list) is always written whole.
 */
const MAP_KEY: Partial<Record<Segmentable, (record: never) => string>> = {
  users: (r: { uid: string }) => r.uid,
  groups: (r: { guid: string }) => r.guid,
  authTokens: (r: { uid: string }) => r.uid,
  members: (r: { guid: string }) => r.guid,
  bans: (r: { guid: string }) => r.guid,
  messages: (r: { id: string }) => r.id,
  reactions: (r: { messageId: string }) => r.messageId,
  savedMessages: (r: { uid: string }) => r.uid,
  conversationResets: (r: { guid: string; uid: string }) => resetKey(r.guid, r.uid),
  blockedUsers: (r: { uid: string }) => r.uid,
};

function addToIndex(index: Map<string, Segment>, segment: Segment, mapKey: (r: Row) => string): void {
  for (const key of keysOf(segment, mapKey)) if (!index.has(key)) index.set(key, segment);
}

function keysOf(segment: Segment, mapKey: (r: Row) => string): string[] {
  if (!segment.keys) {
    const keys: string[] = [];
    for (const record of segment.records) {
      const key = mapKey(record);
      if (keys[keys.length - 1] !== key) keys.push(key);
    }
    segment.keys = keys;
  }
  return segment.keys;
}

/** Cuts records where a record's key hashes to a boundary, as a whole plan would. */
function cut(
  records: Row[],
  keyOf: (r: Row) => string[],
  average: number,
): { records: Row[]; closed: boolean }[] {
  const chunks: { records: Row[]; closed: boolean }[] = [];
  let start = 0;
  for (let i = 0; i < records.length; i += 1) {
    if (endsSegment(keyOf(records[i]!), average)) {
      chunks.push({ records: records.slice(start, i + 1), closed: true });
      start = i + 1;
    }
  }
  if (start < records.length) chunks.push({ records: records.slice(start), closed: false });
  return chunks;
}

function sameRecords(segment: Segment, records: readonly Row[], at: number): boolean {
  const own = segment.records;
  if (at + own.length > records.length) return false;
  for (let j = 0; j < own.length; j += 1) if (own[j] !== records[at + j]) return false;
  return true;
}

interface SegmentList {
  generation: number;
  files: Partial<Record<Segmentable, string[]>>;
}

/** JSON of `value` as it appears one level down in a two-space indented object. */
const nested = (value: unknown): string => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');

export interface SegmentedFileOptions {
  /** Turns the JSON of the whole snapshot (segments already read back in) into a state, or throws. */
  decode: (json: unknown) => AppState;
  /** Wraps a failure to read or parse one of the files into the caller's error. */
  fail: (file: string, problem: string, cause: unknown) => Error;
  segments?: SegmentOptions;
}

export class SegmentedFile implements Adapter<AppState> {
  readonly #main: TextFile;
  readonly #temp: string;
  readonly #file: string;
  readonly #dir: string;
  readonly #options: SegmentedFileOptions;
  readonly #segmentOptions: SegmentOptions;
  /** What the main file on disk lists, by collection. */
  #written = new Map<Segmentable, Segment[]>();
  /** Segment files that may exist: listed ones and ones a failed write left behind. */
  #onDisk = new Set<string>();
  #generation = 0;
  /** The state the files hold, as of the last write or read; see `write`. */
  #state: AppState | undefined;
  /** The text of each collection the main file holds inline, as the last write wrote it. */
  #inline = new Map<CollectionName, string>();
  /** The text of each list of segments in the main file, as the last write wrote it. */
  #listTexts = new Map<Segment[], string>();
  /** Per segmented collection with map keys: the segment that first holds each key's records. */
  #indexes = new Map<Segmentable, Map<string, Segment>>();
  /** Deletion of the segments the last write left unlisted; never rejects. */
  #cleanup: Promise<void> = Promise.resolve();

  constructor(file: string, options: SegmentedFileOptions) {
    this.#file = file;
    this.#main = new TextFile(file);
    // Where lowdb's own writer (steno) puts its temporary file.
    this.#temp = join(dirname(file), `.${basename(file)}.tmp`);
    this.#dir = file.replace(/\.json$/, '.segments');
    this.#options = options;
    this.#segmentOptions = options.segments ?? DEFAULT_SEGMENTS;
  }

  async read(): Promise<AppState | null> {
    const text = await this.#main.read().catch((error: unknown) => {
      throw this.#options.fail(this.#file, `cannot be read: ${(error as Error).message}`, error);
    });
    if (text === null) return null;
    const root = this.#parse(this.#file, text) as Record<string, unknown> | null;
    const list = root?.['segments'] as SegmentList | undefined;
    const loaded = new Map<Segmentable, Segment[]>();
    if (root && typeof list === 'object' && list !== null) {
      delete root['segments'];
      this.#generation = Number(list.generation) || 0;
      for (const [key, files] of Object.entries(list.files ?? {})) {
        if (!isSegmentable(key) || !Array.isArray(files)) continue;
        const segments = await Promise.all(files.map((f) => this.#readSegment(String(f))));
        segments.forEach((segment, i) => (segment.closed = i < segments.length - 1));
        loaded.set(key, segments);
        root[key] = segments.flatMap((s) => s.records);
      }
    }
    const state = this.#options.decode(root);
    // What was read is what the files hold: nothing to write until something changes.
    state.changed.clear();
    this.#state = state;
    this.#inline = new Map();
    this.#indexes = new Map();
    this.#written = loaded;
    // Left over by a write that a crash interrupted before its commit; nothing lists them.
    this.#onDisk = new Set(await readdir(this.#dir).catch(() => []));
    await this.#removeUnlisted();
    await this.#buildIndexes(loaded.keys());
    return state;
  }

  async write(state: AppState): Promise<void> {
    await this.#cleanup;
    // The one step that must not be interrupted: what changed, and the records it concerns as they are
    // right now. Everything after it gives other requests their turn between steps; records are
    // replaced, never changed, so what was taken stays what it was. A collection nothing changed is
    // written as it was last time, without a pass over its records; one whose changes name their keys
    // has only the segments holding those keys cut again; a state this file has not written yet (a new
    // app, a reset, an import) is written whole.
    const changed = state.changed;
    state.changed = new Map();
    const whole = state !== this.#state;
    const generation = this.#generation + 1;
    const fresh: { file: string; records: readonly Row[] }[] = [];
    const taken = new Map<CollectionName, unknown>();
    const patched = new Map<Segmentable, Segment[]>();
    for (const name of COLLECTIONS) {
      const keys = changed.get(name);
      if (!whole && keys === undefined && this.#kept(name)) continue;
      const patch =
        !whole && keys && isSegmentable(name) ? this.#patch(state, name, keys, generation, fresh) : undefined;
      if (patch && isSegmentable(name)) patched.set(name, patch);
      else taken.set(name, collectionOf(state, name));
    }
    try {
      await this.#writeTaken(taken, patched, generation, fresh);
      this.#state = state;
    } catch (error) {
      // Nothing was committed: the next write does this one's work again.
      for (const name of patched.keys()) this.#indexes.delete(name);
      for (const [name, keys] of changed) {
        if (keys === null) markChanged(state, name);
        else for (const key of keys) markChanged(state, name, key);
      }
      throw error;
    }
  }

  /**
   * The segments of `name` after the changes under `keys`, or undefined where the collection is not
   * kept in segments by key. Each changed key's segments are cut again from the state's records, with
   * their neighbours where a key's records run on into them or a cut no longer ends on a boundary;
   * records under keys the segments do not hold yet go at the end. A new cut that holds exactly the
   * records of an old segment keeps that segment and its file.
   */
  #patch(
    state: AppState,
    name: Segmentable,
    keys: Set<string>,
    generation: number,
    fresh: { file: string; records: readonly Row[] }[],
  ): Segment[] | undefined {
    const mapKey = MAP_KEY[name] as ((r: Row) => string) | undefined;
    const old = this.#written.get(name);
    if (!mapKey || !old || old.length === 0) return undefined;
    const keyOf = SEGMENTABLE[name] as (r: Row) => string[];
    const { average } = this.#segmentOptions;
    const index = this.#indexFor(name, old, mapKey);
    const last = old.length - 1;
    const position = new Map(old.map((segment, i) => [segment, i]));
    const hit = new Set<number>();
    const added: string[] = [];
    for (const key of keys) {
      const first = index.get(key);
      if (first === undefined) {
        added.push(key);
        continue;
      }
      const at = position.get(first);
      if (at === undefined) {
        // The index names a segment this collection no longer lists: never expected, but a whole cut is
        // always right, and it builds the index again.
        this.#indexes.delete(name);
        return undefined;
      }
      hit.add(at);
    }
    if (added.length > 0) hit.add(last);
    const starts = [...hit].sort((x, y) => x - y);
    const runsOn = (i: number): boolean => {
      const before = keysOf(old[i]!, mapKey);
      return before.length > 0 && before[before.length - 1] === keysOf(old[i + 1]!, mapKey)[0];
    };

    const out: Segment[] = [];
    let copied = 0;
    let n = 0;
    for (let w = 0; w < starts.length;) {
      let a = starts[w]!;
      while (a > copied && runsOn(a - 1)) a -= 1;
      while (copied < a) out.push(old[copied++]!);
      let b = a;
      let chunks: { records: Row[]; closed: boolean }[];
      for (;;) {
        while (b < last && runsOn(b)) b += 1;
        while (w < starts.length && starts[w]! <= b + 1) b = Math.max(b, starts[w++]!);
        while (b < last && runsOn(b)) b += 1;
        const windowKeys = new Set<string>();
        for (let i = a; i <= b; i += 1) for (const key of keysOf(old[i]!, mapKey)) windowKeys.add(key);
        if (b === last) for (const key of added) windowKeys.add(key);
        const records: Row[] = [];
        for (const key of windowKeys)
          for (const record of recordsOfEntry((state[name] as Map<string, unknown>).get(key)))
            records.push(record);
        chunks = cut(records, keyOf, average);
        const open = chunks.length > 0 && !chunks[chunks.length - 1]!.closed;
        if (open && b < last) {
          b += 1;
          continue;
        }
        for (let i = a; i <= b; i += 1) for (const key of keysOf(old[i]!, mapKey)) index.delete(key);
        break;
      }
      const reusable = new Map<Row | undefined, Segment>();
      for (let i = a; i <= b; i += 1) reusable.set(old[i]!.records[0], old[i]!);
      for (const chunk of chunks) {
        const same = reusable.get(chunk.records[0]);
        let segment: Segment;
        if (same && same.records.length === chunk.records.length && sameRecords(same, chunk.records, 0)) {
          segment = { ...same, closed: chunk.closed };
        } else {
          const file = `${name}-${generation}-p${n++}.json`;
          fresh.push({ file, records: chunk.records });
          segment = { file, records: chunk.records, closed: chunk.closed };
        }
        addToIndex(index, segment, mapKey);
        out.push(segment);
      }
      copied = b + 1;
    }
    while (copied <= last) out.push(old[copied++]!);
    return out;
  }

  /**
   * Which segment of `name` first holds the records under each key. Built after a load and after a
   * whole cut, between other requests (`#buildIndexes`); built here, at once, only if that has not
   * happened, and then kept current by each patch.
   */
  #indexFor(name: Segmentable, segments: Segment[], mapKey: (r: Row) => string): Map<string, Segment> {
    let index = this.#indexes.get(name);
    if (!index) {
      index = new Map();
      for (const segment of segments) addToIndex(index, segment, mapKey);
      this.#indexes.set(name, index);
    }
    return index;
  }

  /**
   * Builds the index of keys of each of `names` kept in segments by key, letting other requests run
   * between segments: at 100,000 messages, building them at once would hold the event loop for about
   * 15 ms. Never rejects.
   */
  async #buildIndexes(names: Iterable<Segmentable>): Promise<void> {
    const pacer = new Pacer();
    for (const name of names) {
      const mapKey = MAP_KEY[name] as ((r: Row) => string) | undefined;
      const segments = this.#written.get(name);
      if (!mapKey || !segments || this.#indexes.has(name)) continue;
      const index = new Map<string, Segment>();
      for (const segment of segments) {
        await pacer.pause();
        addToIndex(index, segment, mapKey);
      }
      // Only if the segments are still the ones indexed (a write waits for this, so they should be).
      if (this.#written.get(name) === segments) this.#indexes.set(name, index);
    }
  }

  /** Whether the last write left `name` in a form this write can reuse as it is. */
  #kept(name: CollectionName): boolean {
    return this.#inline.has(name) || (isSegmentable(name) && this.#written.has(name));
  }

  async #writeTaken(
    taken: Map<CollectionName, unknown>,
    patched: Map<Segmentable, Segment[]>,
    generation: number,
    fresh: { file: string; records: readonly Row[] }[],
  ): Promise<void> {
    const pacer = new Pacer();
    await pacer.pause();
    const parts: string[] = [];
    const inline = new Map<CollectionName, string>();
    const toSegment: [Segmentable, Row[]][] = [];
    const next = new Map<Segmentable, Segment[]>();
    for (const name of COLLECTIONS) {
      await pacer.pause();
      const patch = isSegmentable(name) ? patched.get(name) : undefined;
      if (patch) {
        next.set(name as Segmentable, patch);
        continue;
      }
      if (!taken.has(name)) {
        const kept = this.#inline.get(name);
        if (kept !== undefined) {
          inline.set(name, kept);
          parts.push(kept);
        } else if (isSegmentable(name)) next.set(name, this.#written.get(name)!);
        continue;
      }
      const value = taken.get(name);
      const many = isSegmentable(name) && (value as Row[]).length >= this.#segmentOptions.threshold;
      const text = many ? '' : `  ${JSON.stringify(name)}: ${nested(value)}`;
      if (isSegmentable(name) && (many || text.length > INLINE_MAX_CHARS)) {
        toSegment.push([name, value as Row[]]);
      } else {
        inline.set(name, text);
        parts.push(text);
      }
    }

    for (const [key, records] of toSegment) {
      // Cut whole: its index of keys is built again when a keyed change next needs it.
      this.#indexes.delete(key);
      next.set(key, await this.#plan(key, records, generation, fresh, pacer));
    }
    if (next.size > 0) {
      // The lists of hundreds of names are laid out again only for the collections whose list changed.
      const lists: string[] = [];
      const listTexts = new Map<Segment[], string>();
      for (const [key, list] of next) {
        const text =
          this.#listTexts.get(list) ??
          `      ${JSON.stringify(key)}: ${JSON.stringify(list.map((s) => s.file))}`;
        listTexts.set(list, text);
        lists.push(text);
      }
      this.#listTexts = listTexts;
      parts.push(
        `  "segments": {\n    "generation": ${generation},\n    "files": {\n${lists.join(',\n')}\n    }\n  }`,
      );
    }
    if (fresh.length > 0 && this.#onDisk.size === 0) await mkdir(this.#dir, { recursive: true });
    // Serialised one after another, so that each step yields; written to disk side by side, and beside
    // them the new main file under a temporary name. A plain write is enough for a segment: its name
    // is new, and until the main file lists it nothing reads it (a file a crash cut short is unlisted,
    // and the next load deletes it).
    const writes: Promise<void>[] = [writeFile(this.#temp, `{\n${parts.join(',\n')}\n}\n`)];
    for (const segment of fresh) {
      await pacer.pause();
      this.#onDisk.add(segment.file);
      // One record per line: as easy to read and diff as indented JSON, and quicker to write.
      const text = `[\n${segment.records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
      writes.push(writeFile(join(this.#dir, segment.file), text));
    }
    await Promise.all(writes);
    // The commit: only once every segment it lists is written does the new main file take its name.
    await rename(this.#temp, this.#file);
    this.#generation = generation;
    this.#written = next;
    this.#inline = inline;
    // The change is committed: the files it left unlisted are deleted while the answer goes out. The
    // next write waits for that first, so a deletion never meets a segment that is not listed yet.
    // The indexes of the collections cut whole are built again in the same way.
    const cutWhole = toSegment.map(([name]) => name);
    this.#cleanup = Promise.all([this.#removeUnlisted(), this.#buildIndexes(cutWhole)]).then(() => undefined);
  }

  /**
   * Cuts `records` into segments, reusing every written segment that holds exactly the same records.
   * Where a written segment starts, its records are compared by identity first: an unchanged segment
   * ends where it ended before, so only records in changed stretches are hashed.
   */
  async #plan(
    key: Segmentable,
    records: Row[],
    generation: number,
    fresh: { file: string; records: readonly Row[] }[],
    pacer: Pacer,
  ): Promise<Segment[]> {
    const keyOf = SEGMENTABLE[key] as (r: Row) => string[];
    const { average } = this.#segmentOptions;
    const byFirst = new Map((this.#written.get(key) ?? []).map((s) => [s.records[0], s]));
    const segments: Segment[] = [];
    let start = 0;
    let sinceCheck = 0;
    const close = (end: number): void => {
      const slice = records.slice(start, end);
      const file = `${key}-${generation}-${segments.length}.json`;
      fresh.push({ file, records: slice });
      segments.push({ file, records: slice, closed: end < records.length });
      start = end;
    };
    for (let i = 0; i < records.length;) {
      if (sinceCheck >= RECORDS_PER_CHECK) {
        sinceCheck = 0;
        await pacer.pause();
      }
      const old = i === start ? byFirst.get(records[i]!) : undefined;
      if (old && (old.closed || i + old.records.length === records.length) && sameRecords(old, records, i)) {
        segments.push(old);
        i += old.records.length;
        sinceCheck += old.records.length;
        start = i;
        continue;
      }
      sinceCheck += 1;
      i += 1;
      if (endsSegment(keyOf(records[i - 1]!), average)) close(i);
    }
    if (start < records.length) close(records.length);
    return segments;
  }

  async #readSegment(file: string): Promise<Segment> {
    const path = join(this.#dir, basename(file));
    const text = await readFile(path, 'utf8').catch((error: unknown) => {
      throw this.#options.fail(path, `cannot be read: ${(error as Error).message}`, error);
    });
    const records = this.#parse(path, text);
    if (!Array.isArray(records)) throw this.#options.fail(path, 'is not a JSON array of records', undefined);
    return { file: basename(file), records, closed: true };
  }

  #parse(file: string, text: string): unknown {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw this.#options.fail(file, `is not valid JSON: ${(error as Error).message}`, error);
    }
  }

  /** Deletes segment files the main file does not list; one that cannot be deleted is tried again later. */
  async #removeUnlisted(): Promise<void> {
    const listed = new Set([...this.#written.values()].flatMap((list) => list.map((s) => s.file)));
    const unlisted = [...this.#onDisk].filter((file) => !listed.has(file));
    if (unlisted.length === 0) return;
    await Promise.all(
      unlisted.map((file) =>
        unlink(join(this.#dir, file)).then(
          () => this.#onDisk.delete(file),
          (error: NodeJS.ErrnoException) => error.code === 'ENOENT' && this.#onDisk.delete(file),
        ),
      ),
    );
    if (listed.size === 0) await rmdir(this.#dir).catch(() => undefined);
  }
}
