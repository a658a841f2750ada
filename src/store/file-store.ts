/**
 * The default store: one lowdb JSON file per app at `<dataDir>/<region>/<appId>.json`, with the large
 * collections of a large app in segment files beside it (segmented-file.ts). Every file is written by
 * replacing it whole (steno writes a temporary file beside it, then renames it over), and the main file
 * is replaced last, so a crash of the process leaves either the old state or the new one, never half
 * of each.
 *
 * One process per data directory: the writes of one file are ordered in memory only.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Low } from 'lowdb';
import type { ErrorDetails } from '../contract/errors.ts';
import { AppCache, appKeyString } from './app-cache.ts';
import { loadFixtures } from './fixtures.ts';
import { SegmentedFile, type SegmentOptions } from './segmented-file.ts';
import { fromSnapshot, type AppState, type StateSnapshot } from './state.ts';
import { validateSnapshot } from './state-schema.ts';
import type { AppKey, Store } from './store.ts';
import { WriteCoalescer } from './write-coalescer.ts';

/** A data file that cannot be used as it is. It is left untouched for the user to inspect. */
export class StateFileError extends Error {
  readonly file: string;
  readonly details: ErrorDetails | undefined;

  constructor(file: string, problem: string, options: { details?: ErrorDetails; cause?: unknown } = {}) {
    super(`State file ${file} ${problem}`, { cause: options.cause });
    this.name = 'StateFileError';
    this.file = file;
    this.details = options.details;
  }
}

const MAX_LISTED_PROBLEMS = 5;

function decodeState(file: string, json: unknown): AppState {
  const result = validateSnapshot(json);
  if (!result.ok) {
    const problems = Object.entries(result.details).map(
      ([path, messages]) => `${path} ${messages.join('; ')}`,
    );
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join(', ');
    const more =
      problems.length > MAX_LISTED_PROBLEMS ? ` (and ${problems.length - MAX_LISTED_PROBLEMS} more)` : '';
    throw new StateFileError(file, `is not a valid state: ${listed}${more}`, { details: result.details });
  }
  return fromSnapshot(result.snapshot);
}

interface AppFile {
  db: Low<AppState>;
  writer: WriteCoalescer;
}

export interface FileStoreOptions {
  dataDir: string;
  /** Returns a fresh snapshot on every call: the new app's state takes over its records. */
  seed?: () => StateSnapshot;
  /** When large collections move to segment files; see segmented-file.ts. */
  segments?: SegmentOptions;
}

export class FileStore implements Store {
  readonly #dataDir: string;
  readonly #seed: () => StateSnapshot;
  readonly #segments: SegmentOptions | undefined;
  readonly #apps = new AppCache<AppFile>();

  constructor(options: FileStoreOptions) {
    this.#dataDir = resolve(options.dataDir);
    this.#seed = options.seed ?? loadFixtures;
    this.#segments = options.segments;
  }

  /** The path of an app's data file; the key is checked before it becomes part of a path. */
  static filePath(dataDir: string, key: AppKey): string {
    return join(resolve(dataDir), `${appKeyString(key)}.json`);
  }

  /**
   * Reads the app's file, or seeds the app from the fixtures and writes the file when there is none.
   * Rejects with StateFileError when the file is unusable; the file is then never written.
   */
  async load(key: AppKey): Promise<AppState> {
    return (await this.#open(key)).db.data;
  }

  async commit(key: AppKey): Promise<void> {
    const app = await this.#apps.find(key);
    if (app) await app.writer.request();
  }

  /** Installs and writes `snapshot`, which must be valid (see validateSnapshot) and is not copied. */
  async replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    const app = await this.#open(key);
    app.db.data = fromSnapshot(snapshot);
    await app.writer.request();
    return app.db.data;
  }

  async close(): Promise<void> {
    const apps = await this.#apps.settled();
    await Promise.all(apps.map((app) => app.writer.idle()));
  }

  #open(key: AppKey): Promise<AppFile> {
    return this.#apps.load(key, () => this.#read(FileStore.filePath(this.#dataDir, key)));
  }

  async #read(file: string): Promise<AppFile> {
    const adapter = new SegmentedFile(file, {
      decode: (json) => decodeState(file, json),
      fail: (path, problem, cause) => new StateFileError(path, problem, { cause }),
      segments: this.#segments,
    });
    let stored: AppState | null;
    try {
      stored = await adapter.read();
    } catch (error) {
      if (error instanceof StateFileError) throw error;
      throw new StateFileError(file, `cannot be read: ${(error as Error).message}`, { cause: error });
    }
    const db = new Low(adapter, stored ?? fromSnapshot(this.#seed()));
    const app: AppFile = { db, writer: new WriteCoalescer(() => db.write()) };
    if (stored === null) {
      await mkdir(dirname(file), { recursive: true });
      await app.writer.request();
    }
    return app;
  }
}
