/**
 * The store of the sandbox in a browser with `persist: 'localStorage'` (SPEC 21): each app's state is
 * held in memory as the memory store holds it, and written after every commit as one snapshot under
 * its own key of the page's localStorage through lowdb's browser adapter, so a prototype keeps its
 * data across reloads. The snapshot is checked on read as the file store checks a data file: one that
 * does not parse or is not valid is discarded with a warning and the app seeded again, never a 500.
 */
import { LocalStorage } from 'lowdb/browser';
import { AppCache, appKeyString } from './app-cache.ts';
import { EventHub } from './event-hub.ts';
import { loadFixtures } from './bundled-fixtures.ts';
import { fromSnapshot, toSnapshot, type AppState, type StateSnapshot } from './state.ts';
import { validateSnapshot } from './state-schema.ts';
import { upgradedSnapshot } from './snapshot-upgrade.ts';
import type { AppKey, EventListener, Store, StoredApp } from './store.ts';

/** Every key the store writes starts so, beside whatever else the page keeps there. */
export const STORAGE_KEY_PREFIX = 'chat-api-sandbox:';

export interface WebStorageStoreOptions {
  /** Returns a fresh snapshot on every call: what an app without a stored state starts from. */
  seed?: () => StateSnapshot;
  /** Told of a stored state set aside, or of a write the storage refused; `console.warn` by default. */
  warn?: (message: string) => void;
}

interface StoredEntry {
  state: AppState;
  adapter: LocalStorage<StateSnapshot>;
}

export class WebStorageStore implements Store {
  readonly #seed: () => StateSnapshot;
  readonly #warn: (message: string) => void;
  readonly #apps = new AppCache<StoredEntry>();
  readonly #events = new EventHub();

  constructor(options: WebStorageStoreOptions = {}) {
    this.#seed = options.seed ?? loadFixtures;
    this.#warn = options.warn ?? ((message) => console.warn(message));
  }

  async load(key: AppKey): Promise<AppState> {
    return (await this.#open(key)).state;
  }

  async commit(key: AppKey): Promise<void> {
    const app = await this.#apps.find(key);
    if (!app) return;
    if (app.state.changes.take().length > 0) this.#write(key, app);
    this.#events.emit(key, app.state.changes.takeEvents());
  }

  /** Installs `snapshot`, which must be valid (see validateSnapshot) and is not copied, and stores it. */
  async replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    const app = await this.#open(key);
    app.state = fromSnapshot(snapshot);
    this.#write(key, app);
    return app.state;
  }

  // Writes are synchronous (localStorage has no other kind): nothing is pending at close.
  async close(): Promise<void> {}

  subscribe(listener: EventListener): () => void {
    return this.#events.subscribe(listener);
  }

  async apps(): Promise<StoredApp[]> {
    return this.#apps.keys().map((key) => ({ ...key, loaded: true, onDisk: false }));
  }

  /** Forgets the app and its stored state: its next use is seeded again. */
  async remove(key: AppKey): Promise<boolean> {
    const had = this.#apps.find(key) !== undefined;
    this.#apps.forget(key);
    localStorage.removeItem(STORAGE_KEY_PREFIX + appKeyString(key));
    return had;
  }

  #open(key: AppKey): Promise<StoredEntry> {
    return this.#apps.load(key, async (id) => {
      const adapter = new LocalStorage<StateSnapshot>(STORAGE_KEY_PREFIX + id);
      const stored = this.#read(id, adapter);
      const app = { state: fromSnapshot(stored ?? this.#seed()), adapter };
      if (!stored) this.#write(key, app);
      return app;
    });
  }

  /** The stored snapshot, checked; undefined when there is none or it is discarded. */
  #read(id: string, adapter: LocalStorage<StateSnapshot>): StateSnapshot | undefined {
    let value: unknown;
    try {
      value = adapter.read();
    } catch (error) {
      this.#warn(
        `chat-api-sandbox: the stored state of ${id} does not parse (${String(error)}); seeded again.`,
      );
      return undefined;
    }
    if (value === null) return undefined;
    // State saved by an earlier version lacks the collections added since (snapshot-upgrade.ts).
    const result = validateSnapshot(upgradedSnapshot(value));
    if (result.ok) return result.snapshot;
    const fields = Object.keys(result.details).slice(0, 5).join(', ');
    this.#warn(`chat-api-sandbox: the stored state of ${id} is not valid (${fields}); seeded again.`);
    return undefined;
  }

  /**
   * A full storage (localStorage holds a few megabytes per origin, some 20,000 messages) does not fail
   * the request that changed the state: the state stays in memory and the warning says it is no
   * longer kept across a reload.
   */
  #write(key: AppKey, app: StoredEntry): void {
    try {
      app.adapter.write(toSnapshot(app.state));
    } catch (error) {
      this.#warn(
        `chat-api-sandbox: the state of ${appKeyString(key)} could not be stored (${String(error)}); it is kept in memory only until the page reloads.`,
      );
    }
  }
}
