import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';

const run = promisify(execFile);

/** Starts the CLI expecting it to refuse before it listens; returns its exit code and stderr. */
async function refusal(
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; stderr: string }> {
  const env = { ...process.env, ...extraEnv };
  if (!('SANDBOX_ADMIN_TOKEN' in extraEnv)) delete env.SANDBOX_ADMIN_TOKEN;
  try {
    await run(
      join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      ['src/cli.ts', '--memory', '--port', '0', ...args],
      {
        cwd: PROJECT_ROOT,
        env,
        timeout: 20_000,
      },
    );
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    return { code: e.code ?? -1, stderr: e.stderr ?? '' };
  }
  return { code: 0, stderr: '' };
}

describe('cli — control API options', () => {
  test('--host 0.0.0.0 — without --admin-token — refuses to start, naming the flag', async () => {
    const { code, stderr } = await refusal(['--host', '0.0.0.0']);
    assert.equal(code, 1);
    assert.match(stderr, /--host 0\.0\.0\.0 .*--admin-token/s);
  });

  test('--admin-token — empty (SANDBOX_ADMIN_TOKEN="") — refuses to start', async () => {
    const { code, stderr } = await refusal(['--host', '::'], { SANDBOX_ADMIN_TOKEN: '' });
    assert.equal(code, 1);
    assert.match(stderr, /--admin-token must be non-empty, without spaces/);
  });

  test('--journal-size — over 100000 or negative — refuses to start, naming the range', async () => {
    for (const size of ['100001', '-1']) {
      const { code, stderr } = await refusal([`--journal-size=${size}`]);
      assert.notEqual(code, 0);
      assert.match(stderr, /--journal-size.*from 0 to 100000/s, stderr);
    }
  });
});
