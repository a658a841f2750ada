/**
 * The store every API test runs on: a FileStore in a temporary directory that, after each commit and
 * replace, reads the app's files back as a restart would and asserts they hold exactly the state in
 * memory. A change the files missed fails the test that made it; no list of writes to keep current.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../src/store/file-store.ts';
import { readStateFiles } from '../../src/store/state-file.ts';
import { toSnapshot, type AppState, type StateSnapshot } from '../../src/store/state.ts';
import type { AppKey, EventListener, Store, StoredApp } from '../../src/store/store.ts';

const root = mkdtempSync(join(tmpdir(), 'chat-sandbox-checked-'));
process.on('exit', () => rmSync(root, { recursive: true, force: true }));
let count = 0;

/** The state as its files would hold it: JSON drops what is undefined. */
const asWritten = (state: AppState): unknown => JSON.parse(JSON.stringify(toSnapshot(state)));

export class CheckedStore implements Store {
  readonly dataDir = join(root, `store-${++count}`);
  readonly #inner: FileStore;

  constructor(options: { seed?: () => StateSnapshot } = {}) {
    this.#inner = new FileStore({ dataDir: this.dataDir, ...options });
  }

  load(key: AppKey): Promise<AppState> {
    return this.#inner.load(key);
  }

  /**
   * Commits and checks run one at a time per app: the check reads the files while nothing else can
   * write them. Requests in parallel still change the state in memory meanwhile, so what the files
   * must hold is taken the moment the commit ends (see `check`).
   */
  commit(key: AppKey): Promise<void> {
    return this.#inTurn(key, async () => {
      await this.#inner.commit(key);
      await this.check(key);
    });
  }

  replace(key: AppKey, snapshot: StateSnapshot): Promise<AppState> {
    return this.#inTurn(key, async () => {
      const state = await this.#inner.replace(key, snapshot);
      await this.check(key);
      return state;
    });
  }

  readonly #turns = new Map<string, Promise<unknown>>();

  #inTurn<T>(key: AppKey, run: () => Promise<T>): Promise<T> {
    const id = `${key.region}/${key.appId}`;
    const result = (this.#turns.get(id) ?? Promise.resolve()).then(run);
    this.#turns.set(
      id,
      result.catch(() => undefined),
    );
    return result;
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  subscribe(listener: EventListener): () => void {
    return this.#inner.subscribe(listener);
  }

  apps(): Promise<StoredApp[]> {
    return this.#inner.apps();
  }

  remove(key: AppKey): Promise<boolean> {
    return this.#inner.remove(key);
  }

  /** Asserts that the app's files hold its state in memory, unless more changes wait to be written. */
  async check(key: AppKey): Promise<void> {
    const state = await this.#inner.load(key);
    if (state.changes.pending) return;
    // Taken now, before the read below lets other requests change the state in memory.
    const expected = asWritten(state);
    const reread = await readStateFiles(FileStore.filePath(this.dataDir, key));
    assert.ok(reread, `the files of ${key.region}/${key.appId} exist`);
    assert.deepEqual(asWritten(reread), expected, 'what a restart reads is the state in memory');
  }
}
