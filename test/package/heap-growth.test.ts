/**
 * The command's heap growth (src/cli.ts): V8 applies `--heap-growing-percent` at its next full
 * collection only, and the limit left by the start's last one, under the default growth, let the
 * first traffic after a large app's load take the process past 250 MB (docs/performance.md, "Memory
 * under writes"). So the command collects once right after setting the flag. V8's own trace shows it:
 * the collection's reason is `testing` (a collection asked for), and the heap controller's line
 * before it gives the factor the new limit was set with.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
/** `HEAP_GROWING_PERCENT` of src/cli.ts as V8 prints the factor: 1 + 20 / 100. */
const FACTOR = '(1.2)';
/** Long enough for a start through tsx on a busy machine; only a broken command waits it out. */
const GIVE_UP_MS = 30_000;

/** The command's stdout, V8's trace included, up to the first collection asked for after the banner. */
function outputUntilAskedCollection(): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--trace-gc-verbose', '--import', 'tsx', CLI, '--port', '0', '--memory', '--log-level', 'warn'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let text = '';
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no collection asked for after the start:\n${text.slice(-2000)}`));
    }, GIVE_UP_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const started = text.indexOf('is listening');
      if (started === -1 || !/Mark-Compact [^\n]* testing;[^\n]*\n/.test(text.slice(started))) return;
      clearTimeout(timer);
      child.kill();
      resolve(text.slice(started).split('\n'));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the command exited (${code}) first:\n${text.slice(-2000)}`));
    });
  });
}

test('the command — once started — one full collection sets the heap limit under its growth flag', async () => {
  const lines = await outputUntilAskedCollection();
  const asked = lines.findIndex((line) => /Mark-Compact .* testing;/.test(line));
  // The heap controller prints its line during the collection, before the collection's own line.
  const limits = lines.slice(0, asked).filter((line) => line.includes('[HeapController] Limit:'));
  assert.ok(limits.at(-1)?.endsWith(FACTOR), `the limit is set with the flag's factor: ${limits.at(-1)}`);
});
