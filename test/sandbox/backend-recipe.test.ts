import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { makeSandbox } from './sandbox-app.ts';

const run = promisify(execFile);

describe('test your backend against it (the README section)', () => {
  const server = makeSandbox({ config: { clock: undefined } }).app.listen(0, '127.0.0.1');
  let base = '';
  before(async () => {
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  test('the recipe of the docs — run with node --test against this sandbox — both tests pass', async () => {
    const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Test your backend against it'));
    const code = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
    assert.ok(code, 'the README section "Test your backend against it" has a js example');
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-recipe-'));
    try {
      await writeFile(join(dir, 'signup.test.mjs'), code);
      // Without NODE_TEST_CONTEXT the child reports as a test run of its own, not to this runner.
      const { NODE_TEST_CONTEXT: _, ...env } = process.env;
      const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'signup.test.mjs'], {
        cwd: dir,
        env: { ...env, SANDBOX_URL: base },
      });
      assert.match(stdout, /# pass 4\n/);
      assert.match(stdout, /# fail 0\n/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
