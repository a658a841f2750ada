/**
 * The browser suite where chromium is missing: skipped on a developer's machine, failed under CI, so a
 * CI without a browser cannot go green without the pages having been driven.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

const SUITE = fileURLToPath(new URL('./pages.test.ts', import.meta.url));

/** Runs the browser suite in a process of its own, with no browser to be found. */
function runWithoutChromium(ci: string | undefined) {
  // NODE_TEST_CONTEXT would make the child report to this runner instead of printing its own report.
  const { NODE_TEST_CONTEXT: _context, CI: _ci, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', SUITE], {
    env: { ...env, CHROMIUM_PATH: '/nonexistent/chromium', ...(ci === undefined ? {} : { CI: ci }) },
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the browser suite without chromium', () => {
  test('CI unset — run — skipped and said so, the run green', () => {
    const { status, output } = runWithoutChromium(undefined);
    assert.equal(status, 0, output);
    assert.match(output, /# SKIP chromium is not installed/);
  });

  test('CI=true — run — fails, naming the missing browser', () => {
    const { status, output } = runWithoutChromium('true');
    assert.equal(status, 1, output);
    assert.match(output, /CI is set and chromium is not installed/);
    assert.doesNotMatch(output, /# SKIP/);
  });
});
