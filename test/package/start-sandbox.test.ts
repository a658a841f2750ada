/**
 * startSandbox, the programmatic start other projects' tests use: a server of its own on a free port,
 * the options of the command, reset, and a clean stop.
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { BUNDLED_FIXTURES_DIR } from '../../src/store/fixtures.ts';
import { startSandbox } from '../../src/index.ts';

const dirs: string[] = [];
describe('package/start-sandbox.test.ts', () => {
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-start-'));
    dirs.push(dir);
    return dir;
  };

  describe('startSandbox', () => {
    test('port 0 and memory — started — answers on the port it picked, with the fixtures key', async () => {
      const sandbox = await startSandbox({ port: 0, memory: true });
      try {
        assert.ok(sandbox.port > 0);
        assert.equal(sandbox.url, `http://127.0.0.1:${sandbox.port}/v3`);
        const res = await fetch(`${sandbox.url}/groups/cometchat-guid-1/bannedusers`, {
          headers: { apikey: sandbox.apiKey },
        });
        assert.equal(res.status, 200);
      } finally {
        await sandbox.close();
      }
    });

    test('reset — after a group was created — the default app is back to its fixtures', async () => {
      const sandbox = await startSandbox({ port: 0, memory: true });
      const create = () =>
        fetch(`${sandbox.url}/groups`, {
          method: 'POST',
          headers: { apikey: sandbox.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ guid: 'again', name: 'Again', type: 'public' }),
        });
      try {
        assert.equal((await create()).status, 200);
        assert.equal((await create()).status, 409);
        await sandbox.reset();
        assert.equal((await create()).status, 200);
      } finally {
        await sandbox.close();
      }
    });

    test('fixturesDir and dataDir — a fixture set of its own — its app is the default and is written', async () => {
      const fixtures = await tempDir();
      await cp(BUNDLED_FIXTURES_DIR, fixtures, { recursive: true });
      await writeFile(join(fixtures, 'app.json'), JSON.stringify({ appId: 'own-fixtures', region: 'eu' }));
      const dataDir = await tempDir();
      const sandbox = await startSandbox({ port: 0, fixturesDir: fixtures, dataDir });
      try {
        assert.deepEqual(sandbox.app, { appId: 'own-fixtures', region: 'eu' });
        const snapshot = JSON.parse(await readFile(join(dataDir, 'eu', 'own-fixtures.json'), 'utf8')) as {
          users: unknown[];
        };
        assert.ok(snapshot.users.length > 0);
      } finally {
        await sandbox.close();
      }
    });

    test('a non-loopback host without an admin token, or a bad app id — rejected before anything opens', async () => {
      await assert.rejects(startSandbox({ port: 0, memory: true, host: '0.0.0.0' }), /--admin-token/);
      await assert.rejects(startSandbox({ port: 0, memory: true, appId: 'Not Valid' }), /--app-id/);
    });

    test('a port already taken — start — rejects with the address in use', async () => {
      const first = await startSandbox({ port: 0, memory: true });
      try {
        await assert.rejects(startSandbox({ port: first.port, memory: true }), { code: 'EADDRINUSE' });
      } finally {
        await first.close();
      }
    });

    test('close — called twice — both resolve, nothing answers on the port, which is free again', async () => {
      const sandbox = await startSandbox({ port: 0, memory: true });
      const users = (url: string) => fetch(`${url}/users`, { headers: { apikey: sandbox.apiKey } });
      assert.equal((await users(sandbox.url)).status, 200);
      assert.deepEqual(await Promise.all([sandbox.close(), sandbox.close()]), [undefined, undefined]);
      assert.equal(sandbox.server.listening, false);
      await assert.rejects(users(sandbox.url), (error: Error & { cause?: { code?: string } }) => {
        assert.equal(error.cause?.code, 'ECONNREFUSED');
        return true;
      });
      const again = await startSandbox({ port: sandbox.port, memory: true });
      try {
        assert.equal(again.port, sandbox.port);
        assert.equal((await users(again.url)).status, 200);
      } finally {
        await again.close();
      }
    });
  });
});
