/**
 * Flags a newcomer meets first: `--help` names every default, and a port out of range is refused in
 * the command's words, not Node's.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { startSandbox } from '../../src/index.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SANDBOX_')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { timeout: 30_000, env: { ...base, PORT: undefined, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('the command’s flags', { concurrency: true }, () => {
  test('--help — the rate limit names its default, 20000 standard requests a minute', async () => {
    const { code, stdout } = await run(['--help']);
    assert.equal(code, 0);
    // Commander wraps the help to the terminal's width: read it as one line.
    const help = stdout.replace(/\s+/g, ' ');
    assert.match(
      help,
      /--rate-limit <n> standard requests per app per minute; core ones get half \(0 turns rate limiting off\) \(default: 20000, env: SANDBOX_RATE_LIMIT\)/,
    );
  });

  for (const [how, args, env] of [
    ['--port 70000', ['--port', '70000', '--memory'], {}],
    ['PORT=70000', ['--memory'], { PORT: '70000' }],
    ['--port -1', ['--port', '-1', '--memory'], {}],
  ] as const) {
    test(`${how} — refused in one line naming the range, exit 1, nothing started`, async () => {
      const { code, stdout, stderr } = await run([...args], env);
      assert.equal(code, 1);
      assert.doesNotMatch(stdout, /is listening/);
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, stderr);
      assert.match(lines[0]!, /--port <port>.*must be an integer from 0 to 65535/);
      assert.doesNotMatch(stderr, /options\.port|Received type/);
    });
  }

  test('startSandbox({ port: 70000 }) — rejected, naming the option and its range', async () => {
    await assert.rejects(startSandbox({ port: 70000, memory: true }), {
      message: '--port (option port) must be an integer from 0 to 65535, not 70000',
    });
  });
});
