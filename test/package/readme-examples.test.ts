/**
 * How `npm run test:package` finds the README's test examples and judges their runs
 * (scripts/lib/readme-examples.ts): every example it runs names its file and the command to run it,
 * and a run passes only when the runner's summary says every test it found passed, one at least. The
 * summaries below are the runners' own (node 20's TAP reporter, vitest 4, jest 30), colours taken out.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  parseCommand,
  README_EXAMPLES,
  readmeExample,
  runExample,
  SUMMARIES,
} from '../../scripts/lib/readme-examples.ts';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the README — each example the package check runs — a file, the command that names it, a runner it reads', () => {
  const files = new Set<string>();
  for (const title of README_EXAMPLES) {
    const example = readmeExample(README, title);
    assert.match(example.code, new RegExp(`^// ${example.file.replace('.', '\\.')}\\n`), title);
    assert.ok(parseCommand(example.command).runner in SUMMARIES, `${title}: ${example.command}`);
    files.add(example.file);
  }
  // All are saved side by side in one scratch project.
  assert.equal(files.size, README_EXAMPLES.length);
});

test('the README — the vitest and jest examples — run by their own runners, on the file shown', () => {
  assert.equal(readmeExample(README, 'With vitest').command, 'npx vitest run chat.test.ts');
  assert.deepEqual(parseCommand(readmeExample(README, 'With jest').command), {
    env: { NODE_OPTIONS: '--experimental-vm-modules' },
    runner: 'jest',
    program: 'npx',
    args: ['jest', 'chat.test.mjs'],
  });
});

test('a section — no code block, or no command naming its file — refused, naming the section', () => {
  const noCommand = '## Lonely\n\nRun it.\n\n```ts\n// lonely.test.ts\n```\n';
  assert.throws(() => readmeExample(noCommand, 'Lonely'), /under "Lonely"/);
  assert.throws(() => readmeExample('## Empty\n\ntext\n', 'Empty'), /under "Empty"/);
  assert.throws(() => readmeExample(README, 'No such section'), /under "No such section"/);
});

const VITEST = {
  passed: ' Test Files  1 passed (1)\n      Tests  3 passed (3)\n   Start at  16:03:13\n',
  failed: ' Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n',
  skipped: ' Test Files  1 passed (1)\n      Tests  1 passed | 2 skipped (3)\n',
  none: 'No test files found, exiting with code 1\n',
};
const JEST = {
  passed: 'Test Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nSnapshots:   0 total\n',
  failed: 'Test Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\n',
  skipped: 'Test Suites: 1 passed, 1 total\nTests:       1 skipped, 1 passed, 2 total\n',
  none: 'Test Suites: 1 failed, 1 total\nTests:       0 total\n',
};
const tap = (tests: number, pass: number, fail: number, skipped: number) =>
  `# tests ${tests}\n# suites 0\n# pass ${pass}\n# fail ${fail}\n# cancelled 0\n# skipped ${skipped}\n# todo 0\n`;

test('a summary — every test passed — the count', () => {
  assert.deepEqual(SUMMARIES.vitest!(VITEST.passed), { passed: 3, total: 3 });
  assert.deepEqual(SUMMARIES.jest!(JEST.passed), { passed: 2, total: 2 });
  assert.deepEqual(SUMMARIES.node!(tap(1, 1, 0, 0)), { passed: 1, total: 1 });
});

test('a summary — a failure, a skip, or none at all — not a pass', () => {
  for (const output of [VITEST.failed, VITEST.skipped, VITEST.none])
    assert.equal(SUMMARIES.vitest!(output), undefined, output);
  for (const output of [JEST.failed, JEST.skipped, JEST.none])
    assert.equal(SUMMARIES.jest!(output), undefined, output);
  for (const output of [tap(2, 1, 1, 0), tap(2, 1, 0, 1), ''])
    assert.equal(SUMMARIES.node!(output), undefined, output);
});

test('an example run — its tests pass, skip or fail — passes, or is refused with its output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'readme-example-'));
  try {
    const example = (file: string, code: string) => {
      writeFileSync(join(dir, file), code);
      return { title: file, file, code, command: `node --test ${file}` };
    };
    const passing = "import { test } from 'node:test';\ntest('one', () => {});\n";
    assert.equal(runExample(example('one.test.mjs', passing), dir), 1);
    // node --test exits with 0 when every test is skipped; the check does not pass it. (A file with
    // no test at all node counts as one passed test, so for node that is not seen.)
    const skipped = "import { test } from 'node:test';\ntest.skip('one', () => {});\n";
    assert.throws(() => runExample(example('skipped.test.mjs', skipped), dir), /no all-passed summary/);
    const failing = "import { test } from 'node:test';\ntest('one', () => { throw new Error('no'); });\n";
    assert.throws(() => runExample(example('fails.test.mjs', failing), dir), /exit code 1/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
