/**
 * The store of `--memory`: each app's state lives in the process only.
 */
import { AppCache } from './app-cache.ts';
import { EventHub } from './event-hub.ts';
import { loadFixtures } from './bundled-fixtures.ts';
import { fromSnapshot, type AppState, type StateSnapshot } from './state.ts';
import type { AppKey, EventListener, Store, StoredApp } from './store.ts';

export interface MemoryStoreOptions {
  /** Returns a fresh snapshot on every call: the new app's state takes over its records. */
  seed?: () => StateSnapshot;
}

export class MemoryStore implements Store {
  readonly #seed: () => StateSnapshot;
  readonly #apps = new AppCache<{ state: AppState }>();
  readonly #events = new EventHub();

  constructor(options: MemoryStoreOptions = {}) {
    this.#seed = options.seed ?? loadFixtures;
  }

  async load(key: AppKey): Promise<AppState> {
    return (await this.#open(key)).state;
  }

  /**
   * Nothing to persist: the noted changes are dropped and the events handed on. The key is still
   * checked, as the file store does.
   */
  async commit(key: AppKey): Promise<void> {
    const app = await this.#apps.find(key);
    if (!app) return;
    app.state.changes.take();
    this.#events.emit(key, app.state.changes.takeEvents());
  }

  /** Installs `snapshot`, which must be valid (see validateSnapshot) and is not copied. */
  async replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    const app = await this.#open(key);
    app.state = fromSnapshot(snapshot);
    return app.state;
  }

  async close(): Promise<void> {}

  subscribe(listener: EventListener): () => void {
    return this.#events.subscribe(listener);
  }

  async apps(): Promise<StoredApp[]> {
    return this.#apps.keys().map((key) => ({ ...key, loaded: true, onDisk: false }));
  }

  async remove(key: AppKey): Promise<boolean> {
    const had = this.#apps.find(key) !== undefined;
    this.#apps.forget(key);
    return had;
  }

  #open(key: AppKey): Promise<{ state: AppState }> {
    return this.#apps.load(key, async () => ({ state: fromSnapshot(this.#seed()) }));
  }
}
