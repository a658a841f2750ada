/**
 * The store of `--memory` and of the API tests: each app's state lives in the process only.
 */
import { AppCache } from './app-cache.ts';
import { loadFixtures } from './fixtures.ts';
import { fromSnapshot, type AppState, type StateSnapshot } from './state.ts';
import type { AppKey, Store } from './store.ts';

export interface MemoryStoreOptions {
  /** Returns a fresh snapshot on every call: the new app's state takes over its records. */
  seed?: () => StateSnapshot;
}

export class MemoryStore implements Store {
  readonly #seed: () => StateSnapshot;
  readonly #apps = new AppCache<{ state: AppState }>();

  constructor(options: MemoryStoreOptions = {}) {
    this.#seed = options.seed ?? loadFixtures;
  }

  async load(key: AppKey): Promise<AppState> {
    return (await this.#open(key)).state;
  }

  /** Nothing to persist; the key is still checked so that both stores refuse the same keys. */
  async commit(key: AppKey): Promise<void> {
    await this.#apps.find(key);
  }

  /** Installs `snapshot`, which must be valid (see validateSnapshot) and is not copied. */
  async replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    const app = await this.#open(key);
    app.state = fromSnapshot(snapshot);
    return app.state;
  }

  async close(): Promise<void> {}

  #open(key: AppKey): Promise<{ state: AppState }> {
    return this.#apps.load(key, async () => ({ state: fromSnapshot(this.#seed()) }));
  }
}
