/**
 * The store of `--memory` and of the API tests: each app's state lives in the process only.
 */
import { AppCache } from './app-cache.ts';
import { loadFixtures } from './fixtures.ts';
import {
  COLLECTIONS,
  collectionOf,
  fromSnapshot,
  recordsOfEntry,
  type AppState,
  type CollectionName,
  type StateSnapshot,
} from './state.ts';
import type { AppKey, Store } from './store.ts';

export interface MemoryStoreOptions {
  /** Returns a fresh snapshot on every call: the new app's state takes over its records. */
  seed?: () => StateSnapshot;
  /**
   * For tests: fail a commit when records changed that the state does not name in `changed`.
   * The file store writes only the named collections, so such a change would never reach the disk.
   * Costs a pass over the whole state per commit.
   */
  checkChanges?: boolean;
}

/** A collection as the check sees it: its records by key where the state keeps it in a map. */
type Version = Map<string, readonly unknown[]> | unknown;
type Collections = Map<CollectionName, Version>;

/** The records under each key of a map of the state (a record, a list, or a map of records). */
function byKey(map: Map<string, unknown>): Map<string, readonly unknown[]> {
  const out = new Map<string, readonly unknown[]>();
  for (const [key, value] of map) {
    out.set(key, recordsOfEntry(value));
  }
  return out;
}

/** Whether two versions hold the same records (the same objects, in the same order). */
function same(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The keys of `name` whose records differ between the versions and that `named` does not cover. */
function unnamedChanges(before: Version, now: Version, named: Set<string> | null | undefined): string[] {
  if (named === null) return [];
  if (!(before instanceof Map) || !(now instanceof Map)) return same(before, now) ? [] : ['(whole)'];
  const keys = new Set([...before.keys(), ...now.keys()]);
  return [...keys].filter((k) => !named?.has(k) && !same(before.get(k) ?? [], now.get(k) ?? []));
}

export class MemoryStore implements Store {
  readonly #seed: () => StateSnapshot;
  readonly #checkChanges: boolean;
  readonly #apps = new AppCache<{ state: AppState }>();
  /** With checkChanges: the collections as of each state's last commit. */
  readonly #committed = new WeakMap<AppState, Collections>();

  constructor(options: MemoryStoreOptions = {}) {
    this.#seed = options.seed ?? loadFixtures;
    this.#checkChanges = options.checkChanges ?? false;
  }

  async load(key: AppKey): Promise<AppState> {
    return (await this.#open(key)).state;
  }

  /** Nothing to persist; the key is still checked so that both stores refuse the same keys. */
  async commit(key: AppKey): Promise<void> {
    const app = await this.#apps.find(key);
    if (app && this.#checkChanges) this.#check(app.state);
    app?.state.changed.clear();
  }

  /** Installs `snapshot`, which must be valid (see validateSnapshot) and is not copied. */
  async replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    const app = await this.#open(key);
    app.state = this.#install(snapshot);
    return app.state;
  }

  async close(): Promise<void> {}

  #open(key: AppKey): Promise<{ state: AppState }> {
    return this.#apps.load(key, async () => ({ state: this.#install(this.#seed()) }));
  }

  /** A new state, taken as committed: the check compares the first commit with it. */
  #install(snapshot: StateSnapshot): AppState {
    const state = fromSnapshot(snapshot);
    if (this.#checkChanges) this.#committed.set(state, this.#collections(state));
    state.changed.clear();
    return state;
  }

  #collections(state: AppState): Collections {
    return new Map(
      COLLECTIONS.map((name) => {
        const value: unknown = state[name];
        return [
          name,
          value instanceof Map ? byKey(value as Map<string, unknown>) : collectionOf(state, name),
        ];
      }),
    );
  }

  #check(state: AppState): void {
    const before = this.#committed.get(state);
    const now = this.#collections(state);
    this.#committed.set(state, now);
    if (!before) return;
    const unnamed = COLLECTIONS.flatMap((name) =>
      unnamedChanges(before.get(name), now.get(name), state.changed.get(name)).map((key) => `${name} ${key}`),
    );
    if (unnamed.length > 0) {
      throw new Error(
        `changed without markChanged, so a file store would not write them: ${unnamed.join(', ')}`,
      );
    }
  }
}
