import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { mock } from 'node:test';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { FileStore } from '../../src/store/file-store.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import type { AppKey, Store } from '../../src/store/store.ts';

const APP: AppKey = { appId: 'events', region: 'us' };
const dirs: string[] = [];
describe('store/events.test.ts', () => {
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const fileStore = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-events-'));
    dirs.push(dir);
    return new FileStore({ dataDir: dir });
  };

  function listen(store: Store): unknown[][] {
    const heard: unknown[][] = [];
    store.subscribe((key, events) => {
      assert.deepEqual(key, APP);
      heard.push([...events]);
    });
    return heard;
  }

  describe('events of written changes', () => {
    for (const [name, make] of [
      ['file store', fileStore],
      ['memory store', async () => new MemoryStore()],
    ] as const) {
      test(`${name} — a commit with a change and two events — the listener hears both, once, after the write`, async () => {
        const store = await make();
        const heard = listen(store);
        const state = await store.load(APP);
        state.counters.next('messageId');
        state.changes.tell('first');
        state.changes.tell('second');
        assert.deepEqual(heard, []);
        await store.commit(APP);
        await store.commit(APP);
        assert.deepEqual(heard, [['first', 'second']]);
      });
    }

    test('file store — the append fails — nothing heard; the next commit hands the events on', async () => {
      const store = await fileStore();
      const heard = listen(store);
      const state = await store.load(APP);
      const opens = mock.method(fs, 'openSync', () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      });
      syncBuiltinESMExports();
      try {
        state.counters.next('messageId');
        state.changes.tell('kept');
        await assert.rejects(store.commit(APP), /disk full/);
      } finally {
        opens.mock.restore();
        syncBuiltinESMExports();
      }
      assert.deepEqual(heard, []);
      state.changes.tell('later');
      await store.commit(APP);
      assert.deepEqual(heard, [['kept', 'later']]);
    });

    test('a listener that throws — the commit still resolves and others still hear', async () => {
      const store = new MemoryStore();
      store.subscribe(() => {
        throw new Error('listener broke');
      });
      const heard = listen(store);
      const state = await store.load(APP);
      state.changes.tell('one');
      await store.commit(APP);
      assert.deepEqual(heard, [['one']]);
    });

    test('unsubscribe — later commits — not heard', async () => {
      const store = new MemoryStore();
      const heard: unknown[] = [];
      const stop = store.subscribe((_key, events) => heard.push(...events));
      const state = await store.load(APP);
      stop();
      state.changes.tell('one');
      await store.commit(APP);
      assert.deepEqual(heard, []);
    });
  });
});
