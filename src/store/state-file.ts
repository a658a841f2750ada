/**
 * An app's data as a lowdb adapter (as lowdb's own `JSONFile` sits on `TextFile`, this sits on
 * `LogFile`): reading builds the state from the snapshot and the log, checked (state-decode.ts); a
 * write appends the changes the state's tables noted since the last one, so its cost follows the
 * change, not the state.
 */
import type { Adapter } from 'lowdb';
import { LogFile, logFileOf, peekFiles } from './log-file.ts';
import { decodeStored } from './state-decode.ts';
import { toSnapshot, type AppState } from './state.ts';

export class StateFile implements Adapter<AppState> {
  readonly #file: string;
  readonly #log: LogFile;
  /** The state the files hold; any other (a new app, a reset, an import) is written whole. */
  #written: AppState | undefined;

  readonly #onWritten: (events: unknown[]) => void;

  constructor(
    file: string,
    options: { compactLogAt?: number | undefined; onWritten?: (events: unknown[]) => void } = {},
  ) {
    this.#file = file;
    this.#log = new LogFile(file, options);
    this.#onWritten = options.onWritten ?? (() => undefined);
  }

  async read(): Promise<AppState | null> {
    const stored = await this.#log.read();
    if (stored === null) return null;
    const state = decodeStored(this.#file, this.#log.logFile, stored);
    this.#written = state;
    return state;
  }

  async write(state: AppState): Promise<void> {
    if (state !== this.#written || this.#log.broken) {
      // The snapshot holds every change made so far, so the noted ones need no line of their own.
      state.changes.take();
      const events = state.changes.takeEvents();
      await this.#log.writeSnapshot(toSnapshot(state) as unknown as Record<string, unknown>);
      this.#written = state;
      this.#onWritten(events);
      return;
    }
    const changes = state.changes.take();
    const events = state.changes.takeEvents();
    if (changes.length === 0) {
      this.#onWritten(events);
      return;
    }
    // Taken with the changes, before anything else can change the state: the snapshot is exactly the
    // state as of this write.
    const snapshot = this.#log.wantsCompaction ? toSnapshot(state) : undefined;
    const appended = this.#log.append(changes);
    if (snapshot) this.#log.compact(snapshot as unknown as Record<string, unknown>, appended);
    try {
      await appended;
    } catch (error) {
      // Not written: the next write takes these changes and events again, ahead of any made since.
      state.changes.restore(changes, events);
      throw error;
    }
    this.#onWritten(events);
  }

  close(): Promise<void> {
    return this.#log.close();
  }
}

/** The state the files of the app at `snapshotFile` hold, read without touching them; null when none. */
export async function readStateFiles(snapshotFile: string): Promise<AppState | null> {
  const stored = await peekFiles(snapshotFile);
  return stored && decodeStored(snapshotFile, logFileOf(snapshotFile), stored);
}
