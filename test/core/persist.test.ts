/**
 * `persist: 'localStorage'` (store/web-storage-store.ts): each app's state kept across a new core, as
 * across a page's reload, and a stored state that is broken discarded with a warning and seeded again.
 * Node has no localStorage: each test puts a Storage-like map where a page has it.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test, type TestContext, describe } from 'node:test';
import { createSandboxCore } from '../../src/core/index.ts';
import { STORAGE_KEY_PREFIX } from '../../src/store/web-storage-store.ts';
import { NOW } from '../helpers/api.ts';

/** What lowdb's LocalStorage adapter calls of the page's localStorage, over a map. */
class MapStorage {
  readonly items = new Map<string, string>();
  /** Set to refuse every write, as a full localStorage does. */
  full = false;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.full) throw new Error('QuotaExceededError: the quota has been exceeded');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
}

const KEY = `${STORAGE_KEY_PREFIX}us/chat-sandbox`;
const global = globalThis as unknown as { localStorage?: MapStorage };
let storage: MapStorage;

describe('core/persist.test.ts', () => {
  beforeEach(() => {
    storage = new MapStorage();
    global.localStorage = storage;
  });
  afterEach(() => {
    delete global.localStorage;
  });

  /** A core as a page makes it at each load. */
  async function load() {
    const sandbox = createSandboxCore({ persist: 'localStorage', config: { clock: NOW } });
    const apikey = await sandbox.control.apiKey();
    const call = (method: string, url: string, body?: unknown) =>
      sandbox.handle({ method, url, headers: { apikey }, body });
    return { sandbox, call };
  }

  const warnings = (t: TestContext) => t.mock.method(console, 'warn', () => undefined).mock;

  test('persist — a group written before a reload is there after it, and gone after a reset', async () => {
    const first = await load();
    const made = await first.call('POST', '/v3/groups', { guid: 'kept', name: 'Kept', type: 'public' });
    assert.equal(made.status, 200);
    assert.ok(storage.items.get(KEY)?.includes('"kept"'));
    await first.sandbox.close();

    const second = await load();
    assert.equal((await second.call('GET', '/v3/groups/kept')).status, 200);
    await second.sandbox.control.reset();
    const third = await load();
    assert.equal((await third.call('GET', '/v3/groups/kept')).status, 404);
    assert.equal((await third.call('GET', '/v3/groups/cometchat-guid-1')).status, 200);
  });

  test('persist — a stored state that does not parse, or is not valid, is discarded with a warning and seeded again', async (t) => {
    const warned = warnings(t);
    for (const broken of ['{"users": [', JSON.stringify({ users: [{ uid: 42 }] })]) {
      storage.items.set(KEY, broken);
      const { call } = await load();
      const answer = await call('GET', '/v3/groups/cometchat-guid-1');
      assert.equal(answer.status, 200);
      assert.ok(storage.items.get(KEY)?.includes('"cometchat-guid-1"'), 'the seed is stored in its place');
    }
    assert.equal(warned.callCount(), 2);
    assert.match(String(warned.calls[0]?.arguments[0]), /does not parse/);
    assert.match(String(warned.calls[1]?.arguments[0]), /is not valid \(/);
  });

  test("persist — a state stored before roles and keyword lists existed — loads with default plus its users' roles", async (t) => {
    const warned = warnings(t);
    const first = await load();
    await first.call('POST', '/v3/groups', { guid: 'older', name: 'Older', type: 'public' });
    await first.sandbox.close();
    const stored = JSON.parse(storage.items.get(KEY)!) as Record<string, unknown>;
    const { roles: _roles, scopePermissions: _scopes, keywordLists: _lists, ...older } = stored;
    const users = older.users as { uid: string; role: string }[];
    older.users = users.map((u) => (u.uid === 'superhero2' ? { ...u, role: 'tester' } : u));
    storage.items.set(KEY, JSON.stringify(older));
    const second = await load();
    assert.equal((await second.call('GET', '/v3/groups/older')).status, 200, 'the stored state was kept');
    const roles = await second.call('GET', '/v3/roles');
    assert.deepEqual(
      (JSON.parse(roles.body) as { data: { role: string }[] }).data.map((r) => r.role).sort(),
      ['default', 'tester'],
    );
    assert.equal(warned.callCount(), 0);
  });

  test('persist — a full storage answers the write all the same, with a warning, and keeps it until the reload', async (t) => {
    const warned = warnings(t);
    const { call } = await load();
    storage.full = true;
    const made = await call('POST', '/v3/groups', { guid: 'unstored', name: 'Unstored', type: 'public' });
    assert.equal(made.status, 200);
    assert.equal((await call('GET', '/v3/groups/unstored')).status, 200);
    assert.equal(warned.callCount(), 1);
    assert.match(String(warned.calls[0]?.arguments[0]), /kept in memory only/);
  });

  test('persist — deleting an app forgets its stored state', async () => {
    const { sandbox, call } = await load();
    await call('POST', '/v3/groups', { guid: 'gone', name: 'Gone', type: 'public' });
    assert.ok(storage.items.has(KEY));
    await sandbox.control.deleteApp('chat-sandbox', 'us');
    assert.equal(storage.items.has(KEY), false);
  });
});
