import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/contract/errors.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import type { AppKey } from '../../src/store/store.ts';

const app = (appId: string, region: AppKey['region'] = 'us'): AppKey => ({ appId, region });

describe('MemoryStore', () => {
  test('load — first use of an app — seeds it from the fixtures', async () => {
    const state = await new MemoryStore().load(app('one'));
    assert.equal(state.users.get('superhero1')?.name, 'Iron Man');
    assert.equal(state.groups.has('cometchat-guid-1'), true);
  });

  test('load — same app twice, even concurrently — returns the same state and seeds once', async () => {
    let seeds = 0;
    const store = new MemoryStore({ seed: () => (seeds++, loadFixtures()) });
    const [a, b] = await Promise.all([store.load(app('one')), store.load(app('one'))]);
    assert.equal(a, b);
    assert.equal(await store.load(app('one')), a);
    assert.equal(seeds, 1);
  });

  test('load — two apps, or one app id in two regions — never share state or records', async () => {
    const store = new MemoryStore();
    const a = await store.load(app('one'));
    const b = await store.load(app('two'));
    const c = await store.load(app('one', 'eu'));
    a.users.put({ ...a.users.get('superhero1')!, name: 'Tony' });
    a.groups.delete('x-men');
    assert.equal(b.users.get('superhero1')?.name, 'Iron Man');
    assert.equal(c.users.get('superhero1')?.name, 'Iron Man');
    assert.equal(b.groups.has('x-men'), true);
  });

  test('replace — a new snapshot — is installed and returned by later loads', async () => {
    const store = new MemoryStore();
    const before = await store.load(app('one'));
    const snapshot = loadFixtures();
    snapshot.users[0]!.name = 'Replaced';
    const after = await store.replace(app('one'), snapshot);
    assert.notEqual(after, before);
    assert.equal(await store.load(app('one')), after);
    assert.equal(after.users.get('superhero1')?.name, 'Replaced');
  });

  test('replace — an app never loaded — installs the snapshot', async () => {
    const store = new MemoryStore();
    const snapshot = loadFixtures();
    snapshot.groups.pop();
    await store.replace(app('fresh'), snapshot);
    assert.equal((await store.load(app('fresh'))).groups.size, 2);
  });

  test('commit — changes and events noted — changes dropped, the events handed on once; the state kept', async () => {
    const store = new MemoryStore();
    const heard: [AppKey, readonly unknown[]][] = [];
    store.subscribe((key, events) => heard.push([key, events]));
    const state = await store.load(app('one'));
    state.users.put({ ...state.users.get('superhero1')!, name: 'Tony' });
    state.changes.tell({ type: 'renamed' });
    assert.equal(state.changes.size, 1);
    await store.commit(app('one'));
    assert.equal(state.changes.pending, false, 'nothing left for a later commit');
    assert.deepEqual(heard, [[app('one'), [{ type: 'renamed' }]]]);
    await store.commit(app('one'));
    assert.equal(heard.length, 1, 'a commit with nothing noted tells nothing');
    assert.equal((await store.load(app('one'))).users.get('superhero1')?.name, 'Tony');
  });

  test('commit and close — an app never loaded, then close — nothing loaded or told', async () => {
    const store = new MemoryStore();
    const heard: unknown[] = [];
    store.subscribe((_key, events) => heard.push(events));
    await store.load(app('one'));
    await store.commit(app('never-loaded'));
    assert.deepEqual(heard, []);
    assert.deepEqual(await store.apps(), [{ ...app('one'), loaded: true, onDisk: false }]);
    await store.close();
    assert.deepEqual(heard, [], 'closing tells nothing either');
  });

  test('load, commit, replace — invalid app id or region — reject with AUTH_ERR_INVALID_APPID', async () => {
    const store = new MemoryStore();
    const invalid = [
      app('../x'),
      app('A'),
      app('a'.repeat(65)),
      app(''),
      app('ok\n'),
      { appId: 'ok', region: 'mars' },
    ];
    for (const key of invalid as AppKey[]) {
      for (const call of [
        () => store.load(key),
        () => store.commit(key),
        () => store.replace(key, loadFixtures()),
      ]) {
        await assert.rejects(
          call(),
          (error: unknown) => error instanceof ApiError && error.code === 'AUTH_ERR_INVALID_APPID',
        );
      }
    }
  });

  test('commit — changes noted by the tables — dropped, as nothing is written (the --memory server pays nothing)', async () => {
    const store = new MemoryStore();
    const state = await store.load(app('one'));
    state.groups.put({ ...state.groups.get('cometchat-guid-1')!, guid: 'noted' });
    state.counters.next('messageId');
    assert.equal(state.changes.size, 2);
    await store.commit(app('one'));
    assert.equal(state.changes.size, 0);
    assert.equal((await store.load(app('one'))).groups.has('noted'), true);
  });
});
