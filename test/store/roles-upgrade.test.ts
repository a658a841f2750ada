/**
 * A data file written before roles existed (no `roles`, no `scopePermissions`) loads: with the role
 * `default` and a role for every role its users name, so that an upgrade never stops a start.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FileStore } from '../../src/store/file-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';

describe('store/roles-upgrade.test.ts', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'chat-sandbox-roles-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  test('load — a data file of the shape before roles — default plus the roles its users name', async () => {
    const { roles: _roles, scopePermissions: _scopes, ...old } = loadFixtures();
    old.users = old.users.map((u) => (u.uid === 'superhero2' ? { ...u, role: 'Tester' } : u));
    const app = { appId: 'old', region: 'us' as const };
    const file = FileStore.filePath(root, app);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ seq: 1, ...old }));
    const state = await new FileStore({ dataDir: root }).load(app);
    assert.deepEqual(
      [...state.roles.values()].map((r) => r.role),
      ['default', 'Tester'],
    );
    assert.equal(state.roles.get('default')?.name, 'Default Role');
    assert.equal(state.users.get('superhero2')?.role, 'Tester');
    assert.equal(state.scopePermissions.size, 0);
  });

  test('load — a data file of the shape before metrics — loads with no bucket counted', async () => {
    const { messageMetrics: _metrics, ...old } = loadFixtures();
    const app = { appId: 'before-metrics', region: 'us' as const };
    const file = FileStore.filePath(root, app);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ seq: 1, ...old }));
    const state = await new FileStore({ dataDir: root }).load(app);
    assert.equal(state.users.size, old.users.length);
    assert.equal(state.messageMetrics.size, 0);
  });
});
