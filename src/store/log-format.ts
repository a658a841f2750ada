/**
 * The layout of an app's data on disk, as pure functions (no file is touched here):
 *
 * - `<app>.json`, the snapshot: the whole state as of change number `seq`, one record per line.
 * - `<app>.log`, the log: one line per write since, `{"seq": n, "changes": [...]}`, each change a
 *   `[collection, key, record or null]` as the tables noted it (tables.ts).
 *
 * The state is the snapshot with every logged write of a higher `seq` applied in order. A write
 * appends one line; compaction writes a new snapshot and starts the log afresh (log-file.ts).
 */
import { StateFileError } from './state-file-error.ts';
import type { Change } from './tables.ts';

export interface LogEntry {
  seq: number;
  changes: Change[];
}

export function encodeEntry(seq: number, changes: readonly Change[]): string {
  return `${JSON.stringify({ seq, changes })}\n`;
}

const isEntry = (value: unknown): value is LogEntry => {
  const entry = value as LogEntry | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.seq) &&
    Array.isArray(entry.changes) &&
    entry.changes.every(
      (c) =>
        Array.isArray(c) &&
        c.length === 3 &&
        typeof c[0] === 'string' &&
        Array.isArray(c[1]) &&
        c[1].every((k) => typeof k === 'string') &&
        typeof c[2] === 'object',
    )
  );
};

export interface ParsedLog {
  /** Entries after `afterSeq`, in order. */
  entries: LogEntry[];
  /** The last seq in the log, or `afterSeq` when it holds none higher. */
  lastSeq: number;
  /**
   * How many bytes hold whole lines. A last line without its newline is a write that a crash cut
   * short; it was never acknowledged, and the log is cut back to this length before it grows again.
   */
  wholeBytes: number;
}

/** Reads a log; a whole line that is not a well-formed entry, or out of order, makes it unusable. */
export function parseLog(text: string, file: string, afterSeq: number): ParsedLog {
  const entries: LogEntry[] = [];
  const end = text.lastIndexOf('\n') + 1;
  let lastSeq = afterSeq;
  let previous = -Infinity;
  let line = 0;
  for (let start = 0; start < end; line += 1) {
    const stop = text.indexOf('\n', start);
    const raw = text.slice(start, stop);
    start = stop + 1;
    let entry: unknown;
    try {
      entry = JSON.parse(raw);
    } catch (error) {
      throw new StateFileError(file, `line ${line + 1} is not valid JSON: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!isEntry(entry) || entry.seq <= previous) {
      throw new StateFileError(file, `line ${line + 1} is not a logged write in order`);
    }
    previous = entry.seq;
    if (entry.seq > afterSeq) {
      entries.push(entry);
      lastSeq = entry.seq;
    }
  }
  return { entries, lastSeq, wholeBytes: Buffer.byteLength(text.slice(0, end)) };
}

/**
 * The snapshot's text in pieces, so that a large state is written without holding the event loop:
 * the caller yields between pieces. `{"seq": n, "users": [` then one record per line.
 */
export function* snapshotPieces(seq: number, snapshot: Record<string, unknown>): Generator<string> {
  yield `{\n  "seq": ${seq}`;
  for (const [name, value] of Object.entries(snapshot)) {
    if (!Array.isArray(value)) {
      yield `,\n  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
      continue;
    }
    yield `,\n  ${JSON.stringify(name)}: [`;
    for (let i = 0; i < value.length; i += 1) yield `${i === 0 ? '' : ','}\n    ${JSON.stringify(value[i])}`;
    yield value.length === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}

/** The snapshot's state and seq; a file without a seq (written by hand, say) counts as seq 0. */
export function parseSnapshot(text: string, file: string): { seq: number; snapshot: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(file, `is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  return splitSeq(json, file);
}

/**
 * Reads a snapshot a line at a time, as `snapshotPieces` lays it out, so that a large state is never
 * held as one text beside its records, which for a large app would raise the peak memory of a load by
 * the size of that text (docs/performance.md, "Memory").
 * `push` answers false at the first line that does not follow the layout (a file written by hand,
 * say, or a damaged one): the caller then parses the whole text, which also names what is wrong.
 */
export class SnapshotLines {
  readonly #top: Record<string, unknown> = {};
  #array: unknown[] | undefined;
  #line = 0;
  #ended = false;

  push(raw: string): boolean {
    this.#line += 1;
    const line = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    try {
      if (this.#line === 1) return line === '{';
      if (this.#ended) return false;
      if (this.#array) {
        if (line === '  ]') this.#array = undefined;
        else if (line.startsWith('    {')) this.#array.push(JSON.parse(line));
        else return false;
        return true;
      }
      if (line === '}') return (this.#ended = true);
      const match = /^ {2}("(?:[^"\\]|\\.)*"): (.+)$/.exec(line);
      if (!match) return false;
      const value: unknown = match[2] === '[' ? (this.#array = []) : JSON.parse(match[2]!);
      // Defined, not assigned: a key such as `__proto__` stays a key, as JSON.parse keeps it.
      Object.defineProperty(this.#top, JSON.parse(match[1]!) as string, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** The snapshot read, or undefined when the text ended before the layout did. */
  end(file: string): { seq: number; snapshot: unknown } | undefined {
    return this.#ended ? splitSeq(this.#top, file) : undefined;
  }
}

function splitSeq(json: unknown, file: string): { seq: number; snapshot: unknown } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { seq: 0, snapshot: json };
  const { seq, ...snapshot } = json as Record<string, unknown>;
  if (seq !== undefined && !Number.isSafeInteger(seq)) {
    throw new StateFileError(file, 'has a seq that is not an integer');
  }
  return { seq: (seq as number | undefined) ?? 0, snapshot };
}

/** Below this size the log is never compacted: replaying it costs next to nothing. */
export const LOG_MIN_BYTES = 1024 * 1024;

/**
 * Whether the log has grown enough to be folded into a new snapshot. Compacting when the log passes
 * the snapshot's size keeps both the disk used and the replay at a start within twice the state, and
 * the snapshot writes to at most one byte per byte of log. `at` replaces that rule by a fixed size.
 */
export const shouldCompact = (logBytes: number, snapshotBytes: number, at?: number): boolean =>
  logBytes > (at ?? Math.max(LOG_MIN_BYTES, snapshotBytes));
