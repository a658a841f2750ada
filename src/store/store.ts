/**
 * The store seam: one interface, a JSON-file implementation (lowdb) and an in-memory one.
 * A state object is replaced on reset or import, so callers fetch it per request and never keep it.
 */
import type { Region } from '../contract/limits.ts';
import type { AppState, StateSnapshot } from './state.ts';

/** Never changed once made: its checked name is kept per key object (app-cache.ts). */
export interface AppKey {
  readonly appId: string;
  readonly region: Region;
}

/** Told of the events of an app's write once the write is durable, in the order they happened. */
export type EventListener = (key: AppKey, events: readonly unknown[]) => void;

export interface Store {
  /** The app's state, loaded from its data file or seeded from the fixtures on first use. */
  load(key: AppKey): Promise<AppState>;
  /** Persists the app's current state; resolves once the change is durably written. */
  commit(key: AppKey): Promise<void>;
  /** Replaces the app's whole state (reset to fixtures, or import) and persists it. */
  replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState>;
  /** Waits for pending writes. */
  close(): Promise<void>;
  /** Adds a listener of written events; returns the function that removes it. */
  subscribe(listener: EventListener): () => void;
  /** The apps the store holds: loaded, or with files on disk. */
  apps(): Promise<StoredApp[]>;
  /** Forgets an app, its files included, once its pending writes are done; false if it had none. */
  remove(key: AppKey): Promise<boolean>;
}

export interface StoredApp extends AppKey {
  loaded: boolean;
  /** Whether the app has files on disk (always false for the memory store). */
  onDisk: boolean;
}
