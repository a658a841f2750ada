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
 * (`AppState.changed`), serialises only the segments whose records changed, writes them under new
 * names, and then replaces the main file: that rename is the one commit point, so a crash leaves
 * either the old list of segments or the new one, and both are on disk. Segments nobody lists any more
 * are deleted afterwards.
 *
 * Which records exist is taken at once when a write starts; the rest of the work yields to other
 * requests between steps, so a write at 100,000 messages never holds the event loop for long. Records
 * of segmented collections must be replaced, never changed in place: a segment is recognised as
 * unchanged by the identity of its records.
 */
import { mkdir, readFile, readdir, rmdir, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Adapter } from 'lowdb';
import { TextFile } from 'lowdb/node';
import {
  COLLECTIONS,
  collectionOf,
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

export const DEFAULT_SEGMENTS: SegmentOptions = { threshold: 1024, average: 256 };

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

interface Segment {
  file: string;
  records: readonly Row[];
  /** Ends on a boundary record, rather than at the end of its collection. */
  closed: boolean;
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
  /** Deletion of the segments the last write left unlisted; never rejects. */
  #cleanup: Promise<void> = Promise.resolve();

  constructor(file: string, options: SegmentedFileOptions) {
    this.#file = file;
    this.#main = new TextFile(file);
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
    this.#written = loaded;
    // Left over by a write that a crash interrupted before its commit; nothing lists them.
    this.#onDisk = new Set(await readdir(this.#dir).catch(() => []));
    await this.#removeUnlisted();
    return state;
  }

  async write(state: AppState): Promise<void> {
    await this.#cleanup;
    // The one step that must not be interrupted: which collections changed, and which records the
    // changed ones hold right now. Everything after it gives other requests their turn between steps;
    // records are replaced, never changed, so what was taken stays what it was. A collection nothing
    // changed is written as it was last time, without a pass over its records; a state this file has
    // not written yet (a new app, a reset, an import) is written whole.
    const changed = state.changed;
    state.changed = new Set();
    const whole = state !== this.#state;
    const taken = new Map<CollectionName, unknown>();
    for (const name of COLLECTIONS) {
      if (whole || changed.has(name) || !this.#kept(name)) taken.set(name, collectionOf(state, name));
    }
    try {
      await this.#writeTaken(taken);
      this.#state = state;
    } catch (error) {
      for (const name of changed) state.changed.add(name);
      throw error;
    }
  }

  /** Whether the last write left `name` in a form this write can reuse as it is. */
  #kept(name: CollectionName): boolean {
    return this.#inline.has(name) || (isSegmentable(name) && this.#written.has(name));
  }

  async #writeTaken(taken: Map<CollectionName, unknown>): Promise<void> {
    const pacer = new Pacer();
    await pacer.pause();
    const parts: string[] = [];
    const inline = new Map<CollectionName, string>();
    const toSegment: [Segmentable, Row[]][] = [];
    const next = new Map<Segmentable, Segment[]>();
    for (const name of COLLECTIONS) {
      await pacer.pause();
      if (!taken.has(name)) {
        const kept = this.#inline.get(name);
        if (kept !== undefined) {
          inline.set(name, kept);
          parts.push(kept);
        } else if (isSegmentable(name)) next.set(name, this.#written.get(name)!);
        continue;
      }
      const value = taken.get(name);
      if (isSegmentable(name) && (value as Row[]).length >= this.#segmentOptions.threshold) {
        toSegment.push([name, value as Row[]]);
      } else {
        const text = `  ${JSON.stringify(name)}: ${nested(value)}`;
        inline.set(name, text);
        parts.push(text);
      }
    }

    const generation = this.#generation + 1;
    const fresh: { file: string; records: Row[] }[] = [];
    for (const [key, records] of toSegment) {
      next.set(key, await this.#plan(key, records, generation, fresh, pacer));
    }
    if (fresh.length > 0 && this.#onDisk.size === 0) await mkdir(this.#dir, { recursive: true });
    // Serialised one after another, so that each step yields; written to disk side by side.
    const writes: Promise<void>[] = [];
    for (const segment of fresh) {
      await pacer.pause();
      this.#onDisk.add(segment.file);
      const text = JSON.stringify(segment.records, null, 2);
      writes.push(new TextFile(join(this.#dir, segment.file)).write(text));
    }
    await Promise.all(writes);
    if (next.size > 0) {
      const files = Object.fromEntries([...next].map(([key, list]) => [key, list.map((s) => s.file)]));
      parts.push(`  "segments": ${nested({ generation, files })}`);
    }
    await this.#main.write(`{\n${parts.join(',\n')}\n}\n`);
    this.#generation = generation;
    this.#written = next;
    this.#inline = inline;
    // The change is committed: the files it left unlisted are deleted while the answer goes out. The
    // next write waits for that first, so a deletion never meets a segment that is not listed yet.
    this.#cleanup = this.#removeUnlisted();
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
    fresh: { file: string; records: Row[] }[],
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
