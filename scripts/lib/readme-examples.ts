/**
 * The README's test examples as a reader copies them, for `npm run test:package`: an example is the
 * first `ts` or `js` block of its section (a `##` or `###` heading, up to the next one), saved under the
 * name its first line gives (`// chat.test.ts`), and run with the command the section gives for that
 * file: the last code span before the block that names it, environment assignments included
 * (`NODE_OPTIONS=--experimental-vm-modules npx jest chat.test.mjs`).
 *
 * A run passes when the runner exits with 0 and its summary says that every test it found passed, and
 * that it found one at least: a file whose tests were skipped, or in which vitest or jest found none,
 * fails the check as a failing test does (node --test counts a file with no test as one passed test).
 */
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * The sections whose examples the check runs: node:test with a server; node:test, vitest and jest with
 * msw; node:test with a server and a push gateway of its own (notifications).
 */
export const README_EXAMPLES = [
  'Use it from your tests',
  'Without a server',
  'With vitest',
  'With jest',
  'Test your notifications',
];

export interface ReadmeExample {
  title: string;
  /** The file name the block's first line gives. */
  file: string;
  code: string;
  /** The command, as the README writes it. */
  command: string;
}

export function readmeExample(readme: string, title: string): ReadmeExample {
  const section = readme.split(/^#{2,3} /m).find((part) => part.startsWith(title)) ?? '';
  const block = /```(?:ts|js)\n([\s\S]*?)```/.exec(section);
  const file = block && /^\/\/ (\S+\.[cm]?[jt]s)\n/.exec(block[1]!)?.[1];
  const command =
    file &&
    [...section.slice(0, block.index).matchAll(/`([^`]+)`/g)]
      .map((span) => span[1]!.replace(/\s+/g, ' ').trim())
      .filter((span) => span.split(' ').includes(file))
      .at(-1);
  if (!block || !file || !command)
    throw new Error(`the README's example under "${title}" names no file, or no command to run it`);
  return { title, file, code: block[1]!, command };
}

export interface Command {
  env: Record<string, string>;
  /** `node`, or what `npx` runs: the key of the runner's summary in SUMMARIES. */
  runner: string;
  program: string;
  args: string[];
}

/** A command as a POSIX shell reads this simple form: `NAME=value … program args…`. */
export function parseCommand(command: string): Command {
  const words = command.split(' ');
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [program, ...args] = words;
  if (!program) throw new Error(`"${command}" runs nothing`);
  return { env, runner: program === 'npx' ? (args[0] ?? '') : program, program, args };
}

interface Tally {
  passed: number;
  total: number;
}

/**
 * Each runner's summary of a run, read from its output (colours taken out). A summary that does not
 * have the form of an all-passed run (a failed, skipped or todo count in it) reads as undefined.
 */
export const SUMMARIES: Record<string, (output: string) => Tally | undefined> = {
  // node --test with the TAP reporter: `# tests 3`, `# pass 3`, then fail, skipped and todo counts.
  node: (output) => {
    const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? NaN);
    const total = count('tests');
    const others = count('fail') + count('cancelled') + count('skipped') + count('todo');
    return others === 0 ? { passed: count('pass'), total } : undefined;
  },
  // `Tests  3 passed (3)`; with a failure or a skip: `Tests  1 failed | 2 passed (3)`.
  vitest: (output) => {
    const match = /^\s*Tests\s+(\d+) passed \((\d+)\)\s*$/m.exec(output);
    return match ? { passed: Number(match[1]), total: Number(match[2]) } : undefined;
  },
  // `Tests:       3 passed, 3 total`; with a failure or a skip: `Tests:       1 failed, 2 passed, 3 total`.
  jest: (output) => {
    const match = /^Tests:\s+(\d+) passed, (\d+) total\s*$/m.exec(output);
    return match ? { passed: Number(match[1]), total: Number(match[2]) } : undefined;
  },
};

/** Long enough for a slow machine; a runner that does not exit (a handle left open) fails instead. */
const RUN_TIMEOUT_MS = 180_000;

/**
 * Runs the example's command in `cwd` and returns how many tests passed; throws, with the runner's
 * output, unless the run passed as the comment at the top says.
 */
export function runExample(example: ReadmeExample, cwd: string): number {
  const { env, runner, program, args } = parseCommand(example.command);
  const summary = SUMMARIES[runner];
  if (!summary) throw new Error(`no summary reader for ${runner}, which runs "${example.file}"`);
  // node: this process's own binary, with the TAP reporter whose summary SUMMARIES reads. npx: as
  // written, but never fetching a runner the consumer did not install (npm_config_yes=false).
  const [command, commandArgs] =
    program === 'node' ? [process.execPath, ['--test-reporter=tap', ...args]] : [program, args];
  // As a reader's shell starts it: a node:test run around this one (the unit test of this file) would
  // otherwise make node --test in the child skip its files.
  const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...inherited, ...env, npm_config_yes: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: RUN_TIMEOUT_MS,
  });
  const output = stripVTControlCharacters(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  const tally = summary(output);
  if (result.status !== 0 || !tally || tally.passed !== tally.total || tally.passed === 0) {
    const how = result.error ? String(result.error) : `exit code ${result.status}`;
    throw new Error(
      `the README's example under "${example.title}" (${example.command}) did not pass: ${how}, ` +
        `${tally ? `${tally.passed} of ${tally.total} tests passed` : 'no all-passed summary'}\n${output}`,
    );
  }
  return tally.passed;
}
