/**
 * The files of one app (layout in log-format.ts): reading them back, appending a write to the log,
 * and compaction, which folds the log into a new snapshot.
 *
 * Commit points, so that a crash at any moment leaves a state every acknowledged write is in:
 * - a write is acknowledged once its line is appended (a line a crash cuts short was never
 *   acknowledged, and reading drops it);
 * - a new snapshot takes its name by a rename, once whole; it holds every write up to its seq, and
 *   the log lines up to that seq are skipped on reading, so the log can be started afresh after it.
 *
 * One process per data file: the order of the writes is kept in memory only.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { rename, truncate, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Writer } from 'steno';
import { encodeEntry, parseLog, shouldCompact, snapshotPieces } from './log-format.ts';
import type { LogEntry } from './log-format.ts';
import { WriteCancelled, writePaced } from './paced-write.ts';
import { StateFileError } from './state-file-error.ts';
import { missing, readSnapshot, readText } from './snapshot-reader.ts';
import type { Change } from './tables.ts';

export interface StoredState {
  /** The snapshot as parsed, not yet checked. */
  snapshot: unknown;
  /** The logged writes after it, in order. */
  entries: LogEntry[];
}

interface Compaction {
  seq: number;
  /** Lines appended after the snapshot's seq: the new log once the snapshot is in place. */
  tail: string[];
  cancelled: boolean;
  done: Promise<void>;
}

/**
 * What the files of the app at `snapshotFile` hold, read without touching them (no clean-up, a
 * last line cut short left as it is); null when there are none. For checks and tools.
 */
export async function peekFiles(snapshotFile: string): Promise<StoredState | null> {
  const read = await readSnapshot(snapshotFile);
  if (read === null) return null;
  const { seq, snapshot } = read;
  const logFile = logFileOf(snapshotFile);
  return { snapshot, entries: parseLog((await readText(logFile)) ?? '', logFile, seq).entries };
}

export const logFileOf = (snapshotFile: string): string => `${snapshotFile.replace(/\.json$/, '')}.log`;

export class LogFile {
  readonly #snapshotFile: string;
  readonly #logFile: string;
  readonly #snapshotTemp: string;
  #seq = 0;
  #logBytes = 0;
  #snapshotBytes = 0;
  #fd: number | undefined;
  /** Appends, renames and the log's replacement, one at a time. */
  #lock: Promise<unknown> = Promise.resolve();
  #compaction: Compaction | undefined;
  /** An append failed and the log could not be cut back: only a whole snapshot may follow. */
  #broken = false;
  readonly #compactAt: number | undefined;

  constructor(snapshotFile: string, options: { compactLogAt?: number | undefined } = {}) {
    this.#snapshotFile = snapshotFile;
    this.#compactAt = options.compactLogAt;
    this.#logFile = logFileOf(snapshotFile);
    this.#snapshotTemp = join(dirname(snapshotFile), `.${basename(snapshotFile)}.compact.tmp`);
  }

  get logFile(): string {
    return this.#logFile;
  }

  /** Whether the next write must be a whole snapshot (see `writeSnapshot`). */
  get broken(): boolean {
    return this.#broken;
  }

  /** The snapshot and the log after it; null when the app has no files yet. */
  async read(): Promise<StoredState | null> {
    // Left by a snapshot or log replacement that a crash interrupted before its rename.
    for (const temp of [
      this.#snapshotTemp,
      join(dirname(this.#logFile), `.${basename(this.#logFile)}.tmp`),
    ]) {
      await unlink(temp).catch(() => undefined);
    }
    const read = await readSnapshot(this.#snapshotFile);
    const logText = await readText(this.#logFile);
    if (read === null) {
      if (logText) throw new StateFileError(this.#logFile, 'has no snapshot beside it');
      return null;
    }
    const { seq, snapshot } = read;
    const log = parseLog(logText ?? '', this.#logFile, seq);
    if (logText !== null && log.wholeBytes < Buffer.byteLength(logText)) {
      await truncate(this.#logFile, log.wholeBytes);
    }
    this.#seq = log.lastSeq;
    this.#snapshotBytes = read.bytes;
    this.#logBytes = log.wholeBytes;
    return { snapshot, entries: log.entries };
  }

  /** Whether the log has grown enough that a new snapshot should fold it in. */
  get wantsCompaction(): boolean {
    return !this.#compaction && shouldCompact(this.#logBytes, this.#snapshotBytes, this.#compactAt);
  }

  /** Appends one write; resolves once it is in the file. Returns its seq. */
  append(changes: readonly Change[]): Promise<number> {
    const seq = ++this.#seq;
    const line = encodeEntry(seq, changes);
    return this.#locked(async () => {
      if (this.#broken) throw new Error('the log could not be restored after a failed write');
      const before = this.#logBytes;
      const bytes = Buffer.from(line);
      try {
        // Synchronous: a line is a few hundred bytes into the page cache, far less CPU per write than
        // the promise API's round trip through the thread pool
        // (docs/decisions/store-synchronous-append.md).
        this.#fd ??= openSync(this.#logFile, 'a');
        const written = writeSync(this.#fd, bytes);
        if (written < bytes.length) throw new Error(`the log took ${written} of ${bytes.length} bytes`);
      } catch (error) {
        // Cut back a line written in part, so that the next line starts whole.
        await this.#closeHandle();
        await truncate(this.#logFile, before).catch((cause: unknown) => {
          if (!missing(cause)) this.#broken = true;
        });
        throw error;
      }
      this.#logBytes += bytes.length;
      if (this.#compaction && seq > this.#compaction.seq) this.#compaction.tail.push(line);
      return seq;
    });
  }

  /**
   * Writes `pieces` as the snapshot of every write so far and starts the log afresh; resolves once
   * both are in place. For a new app, a reset or an import, and after a failed append.
   */
  async writeSnapshot(snapshot: Record<string, unknown>): Promise<void> {
    await this.#cancelCompaction();
    const seq = ++this.#seq;
    await this.#replace(snapshotPieces(seq, snapshot), []);
    this.#broken = false;
  }

  /**
   * Folds the log into a snapshot in the background, once `appended` (the last append) is in the
   * log: `snapshot` must be the state as of that write, taken when its changes were. Writes appended
   * meanwhile are kept, and become the new log. A failure leaves the files as they were (the log still
   * holds everything); a later write tries again.
   */
  compact(snapshot: Record<string, unknown>, appended: Promise<unknown>): void {
    const compaction: Compaction = { seq: this.#seq, tail: [], cancelled: false, done: Promise.resolve() };
    const pieces = snapshotPieces(compaction.seq, snapshot);
    compaction.done = appended
      .then(() => this.#replace(pieces, compaction.tail, () => compaction.cancelled))
      .catch(() => undefined)
      .finally(() => {
        if (this.#compaction === compaction) this.#compaction = undefined;
      });
    this.#compaction = compaction;
  }

  /** Waits for every write, including a compaction, and closes the log. */
  async close(): Promise<void> {
    await this.#compaction?.done;
    await this.#locked(() => this.#closeHandle());
  }

  async #cancelCompaction(): Promise<void> {
    const running = this.#compaction;
    if (!running) return;
    running.cancelled = true;
    await running.done;
  }

  /** A new snapshot written beside the old one and renamed over it; then the log becomes `tail`. */
  async #replace(pieces: Iterable<string>, tail: string[], cancelled = () => false): Promise<void> {
    const bytes = await writePaced(this.#snapshotTemp, pieces, cancelled);
    await this.#locked(async () => {
      if (cancelled()) {
        await unlink(this.#snapshotTemp).catch(() => undefined);
        throw new WriteCancelled('the compaction was cancelled');
      }
      await rename(this.#snapshotTemp, this.#snapshotFile);
      // From here the snapshot holds every write up to its seq: a crash before the log is replaced only
      // leaves lines that reading skips.
      await this.#closeHandle();
      const text = tail.join('');
      if (text === '')
        await unlink(this.#logFile).catch((error: unknown) => missing(error) || Promise.reject(error));
      else await new Writer(this.#logFile).write(text);
      this.#snapshotBytes = bytes;
      this.#logBytes = Buffer.byteLength(text);
    });
  }

  async #closeHandle(): Promise<void> {
    const fd = this.#fd;
    this.#fd = undefined;
    try {
      if (fd !== undefined) closeSync(fd);
    } catch {
      // Closed already, or never usable: nothing is left to write through it.
    }
  }

  #locked<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#lock.then(work);
    this.#lock = result.catch(() => undefined);
    return result;
  }
}
