import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FileStore } from '../../src/store/file-store.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { expectError } from '../helpers/api.ts';
import { makeSandbox } from './sandbox-app.ts';

const s = makeSandbox();

describe('GET /__sandbox/apps and DELETE /__sandbox/apps/{appId}', () => {
  test('list apps — two apps used — both listed, loaded and on disk', async () => {
    await s.api('listed-1', 'get', '/users');
    await s.api('listed-2', 'get', '/users');
    const res = await s.request.get('/__sandbox/apps');
    assert.equal(res.status, 200, res.text);
    for (const appId of ['listed-1', 'listed-2']) {
      assert.deepEqual(
        res.body.find((a: { appId: string }) => a.appId === appId),
        { appId, region: 'us', loaded: true, onDisk: true },
      );
    }
  });

  test('delete app — a used app — its files removed, gone from the list, seeded again on its next use', async () => {
    await s.api('doomed', 'post', '/groups').send({ guid: 'kept', name: 'Kept', type: 'public' });
    const deleted = await s.request.delete('/__sandbox/apps/doomed');
    assert.deepEqual(deleted.body, { appId: 'doomed', region: 'us', deleted: true });
    const list = (await s.request.get('/__sandbox/apps')).body as { appId: string }[];
    assert.ok(!list.some((a) => a.appId === 'doomed'));
    expectError(await s.api('doomed', 'get', '/groups/kept'), 404, 'ERR_GUID_NOT_FOUND');
  });

  test('delete app — one the sandbox never held — deleted false, nothing changed', async () => {
    const res = await s.request.delete('/__sandbox/apps/never-seen?region=eu');
    assert.deepEqual(res.body, { appId: 'never-seen', region: 'eu', deleted: false });
  });

  test('file store — remove — both the snapshot and the log gone; memory store — forgets', async () => {
    const dir = join(process.env.TMPDIR ?? '/tmp', `remove-${process.pid}-${Date.now()}`);
    const files = new FileStore({ dataDir: dir });
    const key = { appId: 'gone', region: 'us' as const };
    const state = await files.load(key);
    state.users.put({ ...state.users.get('superhero1')!, name: 'Changed' });
    await files.commit(key);
    assert.ok(existsSync(FileStore.filePath(dir, key)));
    assert.deepEqual(await files.apps(), [{ ...key, loaded: true, onDisk: true }]);
    assert.equal(await files.remove(key), true);
    assert.ok(!existsSync(FileStore.filePath(dir, key)));
    assert.ok(!existsSync(FileStore.filePath(dir, key).replace(/\.json$/, '.log')));
    assert.deepEqual(await files.apps(), []);
    const memory = new MemoryStore();
    await memory.load(key);
    assert.equal(await memory.remove(key), true);
    assert.deepEqual(await memory.apps(), []);
  });
});
