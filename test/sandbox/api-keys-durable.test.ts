/**
 * A key created through the API is a key like the fixtures': it survives a restart from the data
 * directory, a deleted one stays refused after it, and it drives the README's examples.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { API_KEY, AUTH_ONLY_KEY, NOW, expectError } from '../helpers/api.ts';
import { makeSandbox } from './sandbox-app.ts';

const run = promisify(execFile);

/** Runs `use` against an app on a file store in `dataDir`, then closes the store: one run of the server. */
async function withServer(dataDir: string, use: (request: supertest.Agent) => Promise<void>): Promise<void> {
  const store = new FileStore({ dataDir });
  try {
    await use(supertest(createApp({ store, config: defaultConfig({ clock: NOW }) })));
  } finally {
    await store.close();
  }
}

const users = (request: supertest.Agent, key: string) =>
  request.get('/v3/users?perPage=1').set('apikey', key);

describe('API keys across a restart from the data directory', () => {
  test('create one key, delete another, restart — the created key works, the deleted one is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-keys-'));
    try {
      let created = '';
      await withServer(dataDir, async (request) => {
        const res = await request
          .post('/v3/apikeys')
          .set('apikey', API_KEY)
          .send({ name: 'Backend', scope: 'fullAccess' });
        assert.equal(res.status, 200, res.text);
        created = (res.body.data as { apiKey: string }).apiKey;
        // The created key deletes the fixtures' key, which then fails at once.
        assert.equal((await request.delete(`/v3/apikeys/${API_KEY}`).set('apikey', created)).status, 200);
        expectError(await users(request, API_KEY), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
      });
      await withServer(dataDir, async (request) => {
        assert.equal((await users(request, created)).status, 200);
        expectError(await users(request, API_KEY), 401, 'AUTH_ERR_APIKEY_NOT_FOUND');
        expectError(await users(request, AUTH_ONLY_KEY), 403, 'AUTH_ERR_NO_ACCESS');
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The line of the README's recipe that takes the fixtures' key from the state. */
const FIXTURE_KEY_LINE =
  "  apikey = (await control('GET', '/state')).apiKeys.find((key) => key.scope === 'fullAccess').apiKey;";

/** Instead: a key created through the API with the fixtures' key, which the new key then deletes. */
const CREATED_KEY_LINES = `  const fixtureKey = (await control('GET', '/state')).apiKeys.find((key) => key.scope === 'fullAccess').apiKey;
  apikey = fixtureKey;
  apikey = (await (await api('POST', '/apikeys', { name: 'Recipe', scope: 'fullAccess' })).json()).data.apiKey;
  if ((await api('DELETE', \`/apikeys/\${fixtureKey}\`)).status !== 200) throw new Error('fixture key kept');`;

describe('the README with a key created through the API', () => {
  test('the recipe "Test your backend against it" — on a created key, the fixtures\' key deleted — all pass', async () => {
    const server = makeSandbox({ config: { clock: undefined } }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-recipe-key-'));
    try {
      const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8');
      const section = readme.split(/^## /m).find((s) => s.startsWith('Test your backend against it'));
      const code = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
      assert.ok(
        code !== undefined && code.includes(FIXTURE_KEY_LINE),
        'the recipe takes its key from the state',
      );
      await writeFile(join(dir, 'signup.test.mjs'), code.replace(FIXTURE_KEY_LINE, CREATED_KEY_LINES));
      // Without NODE_TEST_CONTEXT the child reports as a test run of its own, not to this runner.
      const { NODE_TEST_CONTEXT: _, ...env } = process.env;
      const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'signup.test.mjs'], {
        cwd: dir,
        env: { ...env, SANDBOX_URL: base },
      });
      assert.match(stdout, /# pass 4\n/);
      assert.match(stdout, /# fail 0\n/);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
