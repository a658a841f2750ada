import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
// undici's own fetch: Node 20's bundled one can throw outside any test (network-faults.test.ts says why).
import { fetch } from 'undici';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { startSandbox } from '../../src/start.ts';
import { makeSandbox } from './sandbox-app.ts';

const run = promisify(execFile);

describe('using it in tests (the README section)', () => {
  const server = makeSandbox({ config: { clock: undefined } }).app.listen(0, '127.0.0.1');
  let base = '';
  before(async () => {
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const control = async (app: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/__sandbox/apps/${app}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // The control API's answers, read as the docs' flow reads them.
    return (await res.json()) as ReturnType<typeof JSON.parse>;
  };

  /** The flow of the docs for one test file: its own app, reset, frozen clock, a fault, the journal. */
  async function flow(app: string, now: number): Promise<void> {
    await control(app, 'POST', '/reset');
    assert.deepEqual(await control(app, 'PUT', '/clock', { now }), { now, mode: 'frozen' });
    const apikey = (await control(app, 'GET', '/state')).apiKeys.find(
      (k: { scope: string }) => k.scope === 'fullAccess',
    ).apiKey as string;
    await control(app, 'PUT', '/faults', [{ operationId: 'createGroup', status: 500, times: 1 }]);
    const group = { guid: 'launch-team', name: 'Launch team', type: 'public' };
    const create = () =>
      fetch(`${base}/v3/groups`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey, appId: app },
        body: JSON.stringify(group),
      });
    assert.equal((await create()).status, 500);
    assert.equal(((await (await create()).json()) as { data: { createdAt: number } }).data.createdAt, now);
    const journal = (await control(app, 'GET', '/requests')) as {
      operationId: string;
      status: number;
      body: unknown;
    }[];
    assert.deepEqual(
      journal.map((r) => [r.operationId, r.status]),
      [
        ['createGroup', 200],
        ['createGroup', 500],
      ],
    );
    assert.deepEqual(journal[0]!.body, group);
  }

  test('own app, reset, frozen clock, one fault — the client sees the failure, the retry, and its own requests', async () => {
    await flow('docs-flow', 1_700_000_000);
  });

  test('eight test files at once on one sandbox — each in its own app — none sees another', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => flow(`parallel-${i}`, 1_700_000_000 + i * 1000)));
  });

  /** Runs the README's example of this section against `url`, with `env` added. */
  async function runExample(url: string, extra: Record<string, string> = {}): Promise<string> {
    const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Using it in tests'));
    const code = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
    assert.ok(code, 'the README section "Using it in tests" has a js example');
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-docs-'));
    try {
      await writeFile(join(dir, 'checkout.test.mjs'), code);
      // Without NODE_TEST_CONTEXT the child reports as a test run of its own, not to this runner.
      const { NODE_TEST_CONTEXT: _, SANDBOX_ADMIN_TOKEN: __, ...env } = process.env;
      const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'checkout.test.mjs'], {
        cwd: dir,
        env: { ...env, SANDBOX_URL: url, ...extra },
      });
      return stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  test('the example of the docs — run with node --test against this sandbox — passes', async () => {
    assert.match(await runExample(base), /# pass 1\n/);
  });

  test('the example of the docs — a sandbox with an admin token, the token in SANDBOX_ADMIN_TOKEN — passes', async () => {
    const guarded = await startSandbox({ port: 0, memory: true, adminToken: 'docs-token' });
    try {
      assert.match(await runExample(guarded.origin, { SANDBOX_ADMIN_TOKEN: 'docs-token' }), /# pass 1\n/);
    } finally {
      await guarded.close();
    }
  });
});
