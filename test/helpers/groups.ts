/**
 * How `npm test` runs the suite: in groups, each a process of its own that runs its test files one
 * after another (`test/groups/<name>.test.ts`, one line each). Starting a process that loads the
 * sandbox costs about a second and a half, and the first request of each operation compiles its
 * checks; a group pays both once instead of once per file, which took the API suites from 87 s to
 * 28 s on two cores. That is what lets `npm test` run the API and hostile suites through all three
 * transports (the server, `handle()`, msw) and once more with the fast paths off.
 *
 * A file that changes the process for the files after it (the fast paths' switch, msw's interceptors
 * of its own, Chromium, child processes with fixed ports) runs alone: OWN_PROCESS names each, with
 * why. A file still runs by itself as before: `node --import tsx --test test/api/users-create.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from 'node:test';
import type { Transport } from './api.ts';

export const TEST_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Files that need a process of their own, and why. */
export const OWN_PROCESS: Record<string, string> = {
  'http/fast-paths-switch.test.ts': 'checks which library classes the process has patched',
  'contract/prism.test.ts': 'runs Prism, the longest file: alone it starts first on its own core',
  'contract/spectral.test.ts': 'runs Spectral in a child process, the second longest',
  'core/msw.test.ts': 'sets up msw interceptors of its own',
  'core/parity.test.ts': 'sets up msw interceptors of its own',
  'core/faults.test.ts': 'sets up msw interceptors of its own',
  'core/journal-webhooks.test.ts': 'sets up msw interceptors of its own',
  'browser/pages.test.ts': 'drives Chromium',
  'browser/worker.test.ts': 'drives Chromium',
  'browser/conversation.test.ts': 'drives Chromium',
  'browser/without-chromium.test.ts': 'drives the pages without Chromium, timing-sensitive',
};

/**
 * The API families whose suites run again with every fast path off (src/http/fast-paths/): one file
 * or more per family, so the libraries as published are proved to give the same answers.
 */
export const FAMILY_FILES = [
  'app-isolation',
  'users-create',
  'users-lifecycle',
  'users-auth-tokens',
  'users-blocked',
  'friends-add',
  'groups-create',
  'groups-update',
  'groups-members',
  'groups-banned-users',
  'groups-conversation',
  'messages-send',
  'messages-send-validation',
  'messages-send-errors',
  'messages-send-interactive-errors',
  'messages-edit-delete',
  'messages-reactions',
  'messages-save',
  'messages-moderation',
  'messages-interacted',
  'message-pins',
  'threads-send',
  'threads-all',
  'reads-messages',
  'reads-conversations',
  'reads-directory',
  'conversations-read',
  'receipts-marks',
  'conversation-pins-user',
  'conversation-tags',
  'conversations-delete',
  'roles-crud',
  'roles-enforcement',
  'api-keys',
  'metrics',
  'moderation-rules-crud',
  'keyword-lists',
  'moderation-reasons',
  'moderation-reviews',
  'moderation-messages',
  'notification-providers-single',
  'notification-preferences',
  'push-tokens',
].map((name) => `api/${name}.test.ts`);

export interface Group {
  /** Every test file of these directories of test/, except those run alone. */
  dirs?: string[];
  /** These files (relative to test/). */
  files?: string[];
  transport?: Transport;
  fastPaths?: 'off';
  /** [k, n]: the k-th of n parts of the files, by their sorted order (1-based). */
  part?: [number, number];
}

const transports = (dirs: string[], name: string, parts: number): Record<string, Group> => {
  const out: Record<string, Group> = {};
  for (const transport of ['server', 'core', 'msw'] as const)
    for (let k = 1; k <= parts; k += 1)
      out[`${name}-${transport}${parts > 1 ? `-${k}` : ''}`] = {
        dirs,
        transport,
        ...(parts > 1 ? { part: [k, parts] as [number, number] } : {}),
      };
  return out;
};

/** Every group, by the name of its entry file in test/groups/. */
export const GROUPS: Record<string, Group> = {
  ...transports(['api'], 'api', 2),
  ...transports(['hostile'], 'hostile', 1),
  // One process: with the libraries as published each process compiles the checks of every operation
  // it meets again, so three processes compiled the shared ones three times (153 s of CPU against 109).
  'api-plain': { files: FAMILY_FILES, fastPaths: 'off' },
  contract: { dirs: ['contract'] },
  proof: { dirs: ['proof'] },
  http: { dirs: ['http'] },
  sandbox: { dirs: ['sandbox'] },
  package: { dirs: ['package'] },
  model: { dirs: ['domain', 'store', 'persistence', 'core'] },
  ...Object.fromEntries(
    Object.keys(OWN_PROCESS).map((file) => [`alone-${basename(file, '.test.ts')}`, { files: [file] }]),
  ),
};

/** The test files under `dir` (relative to test/), sorted. */
export function testFilesOf(dir: string): string[] {
  return readdirSync(join(TEST_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f))
    .sort();
}

/** The files a group runs, relative to test/, in the order it runs them. */
export function filesOf(group: Group): string[] {
  const listed = [
    ...(group.dirs ?? []).flatMap(testFilesOf).filter((f) => !(f in OWN_PROCESS)),
    ...(group.files ?? []),
  ];
  if (!group.part) return listed;
  const [k, n] = group.part;
  return listed.filter((_, i) => i % n === k - 1);
}

/**
 * A hook at the top of a file belongs to the process's root: in a group it would run around the
 * tests of the files after it too (seen: a rate-limit reset before every later test). Such a file
 * keeps its hooks inside a `describe`.
 */
const TOP_LEVEL_HOOK = /^(before|after|beforeEach|afterEach)\(/m;

/**
 * Runs the group whose entry file is `entryUrl`: its transport and fast paths set for the whole
 * process, then each file imported once the tests of the one before have ended (a last test after
 * each file waits for them), so a file's own set-up never runs beside another file's tests.
 */
export async function runGroup(entryUrl: string): Promise<void> {
  const name = basename(fileURLToPath(entryUrl), '.test.ts');
  const group = GROUPS[name];
  if (!group) throw new Error(`test/groups/${name}.test.ts names no group of test/helpers/groups.ts`);
  if (group.transport) process.env.CHAT_SANDBOX_TRANSPORT = group.transport;
  if (group.fastPaths) process.env.CHAT_SANDBOX_FAST_PATHS = group.fastPaths;
  const files = filesOf(group);
  for (const file of files) {
    if (files.length > 1 && TOP_LEVEL_HOOK.test(readFileSync(join(TEST_ROOT, file), 'utf8')))
      throw new Error(`${file} has a hook at its top level: keep it inside a describe, for the group's sake`);
    await import(pathToFileURL(join(TEST_ROOT, file)).href);
    await test(`${file} — its tests ended`, () => undefined);
  }
}
