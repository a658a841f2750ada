/**
 * The default store: each app's data in `<dataDir>/<region>/<appId>.json` (a snapshot) and
 * `<appId>.log` (the writes since), read and written through lowdb with the adapter of
 * state-file.ts. A commit appends one line, so it costs the change, not the state; every commit point
 * is a whole line appended or a whole file renamed (log-file.ts), so a crash of the process leaves
 * every acknowledged change on disk.
 *
 * One process per data directory: the writes of one file are ordered in memory only.
 */
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Low } from 'lowdb';
import { AppCache, appKeyString } from './app-cache.ts';
import { EventHub } from './event-hub.ts';
import { loadFixtures } from './fixtures.ts';
import { StateFile } from './state-file.ts';
import { fromSnapshot, type AppState, type StateSnapshot } from './state.ts';
import type { AppKey, EventListener, Store, StoredApp } from './store.ts';
import { logFileOf } from './log-file.ts';
import { APP_ID_PATTERN, REGIONS } from '../contract/limits.ts';

const APP_ID = new RegExp(APP_ID_PATTERN);
import { WriteCoalescer } from './write-coalescer.ts';

export { StateFileError } from './state-file-error.ts';

interface AppFile {
  db: Low<AppState>;
  file: StateFile;
  writer: WriteCoalescer;
}

export interface FileStoreOptions {
  dataDir: string;
  /** Returns a fresh snapshot on every call: the new app's state takes over its records. */
  seed?: () => StateSnapshot;
  /** Log size at which an app's log is folded into a new snapshot; see `shouldCompact`. */
  compactLogAt?: number | undefined;
}

export class FileStore implements Store {
  readonly #dataDir: string;
  readonly #seed: () => StateSnapshot;
  readonly #apps = new AppCache<AppFile>();
  readonly #compactLogAt: number | undefined;
  readonly #events = new EventHub();

  constructor(options: FileStoreOptions) {
    this.#dataDir = resolve(options.dataDir);
    this.#seed = options.seed ?? loadFixtures;
    this.#compactLogAt = options.compactLogAt;
  }

  /** The path of an app's snapshot file; the key is checked before it becomes part of a path. */
  static filePath(dataDir: string, key: AppKey): string {
    return join(resolve(dataDir), `${appKeyString(key)}.json`);
  }

  /**
   * Reads the app's files, or seeds the app from the fixtures and writes them when there are none.
   * Rejects with StateFileError when they are unusable; they are then never written.
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
    await Promise.all(apps.map(async (app) => (await app.writer.idle(), await app.file.close())));
  }

  subscribe(listener: EventListener): () => void {
    return this.#events.subscribe(listener);
  }

  async apps(): Promise<StoredApp[]> {
    const found = new Map<string, StoredApp>();
    for (const region of REGIONS) {
      const names = await readdir(join(this.#dataDir, region)).catch(() => [] as string[]);
      for (const name of names) {
        const appId = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
        if (!APP_ID.test(appId)) continue;
        found.set(`${region}/${appId}`, { appId, region, loaded: false, onDisk: true });
      }
    }
    for (const key of this.#apps.keys()) {
      const id = appKeyString(key);
      found.set(id, { ...key, loaded: true, onDisk: found.has(id) });
    }
    return [...found.values()];
  }

  async remove(key: AppKey): Promise<boolean> {
    const path = FileStore.filePath(this.#dataDir, key);
    const app = await this.#apps.find(key)?.catch(() => undefined);
    this.#apps.forget(key);
    if (app) {
      await app.writer.idle();
      await app.file.close();
    }
    let removed = app !== undefined;
    for (const file of [path, logFileOf(path)]) {
      removed =
        (await unlink(file).then(
          () => true,
          () => false,
        )) || removed;
    }
    return removed;
  }

  #open(key: AppKey): Promise<AppFile> {
    return this.#apps.load(key, () => this.#read(key, FileStore.filePath(this.#dataDir, key)));
  }

  async #read(key: AppKey, path: string): Promise<AppFile> {
    const file = new StateFile(path, {
      compactLogAt: this.#compactLogAt,
      onWritten: (events) => this.#events.emit(key, events),
    });
    const stored = await file.read();
    const db = new Low(file, stored ?? fromSnapshot(this.#seed()));
    const app: AppFile = { db, file, writer: new WriteCoalescer(() => db.write()) };
    if (stored === null) {
      await mkdir(dirname(path), { recursive: true });
      await app.writer.request();
    }
    return app;
  }
}
