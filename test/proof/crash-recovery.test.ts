/**
 * Durability under a crash: the server process is killed with SIGKILL while 16 clients make changes.
 * A change is acknowledged only after its line is appended to the app's log, and a new snapshot takes
 * its name by an atomic rename once whole. So right after the kill what a restart reads is usable (at
 * most a last log line is cut short, and it was never acknowledged), and after a restart on the same
 * data directory every acknowledged change is there and every file parses whole.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { after, describe, test } from 'node:test';
import { generateSnapshot, writeGeneratedApp } from '../../scripts/generate-fixtures.ts';
import { type Child, startSandbox, stopChild } from '../../scripts/lib/processes.ts';
import {
  type Change,
  createGroup,
  missingGroups,
  missingMessages,
  parseEveryDataFile,
  parseListedDataFiles,
  reaching,
  runClients,
  sendMessage,
  withDataDir,
} from './fault-helpers.ts';

const CLIENTS = 16;
const BEFORE_KILL = 150;
const running: Child[] = [];
const cleanups: (() => Promise<void>)[] = [];

describe('proof/crash-recovery.test.ts', () => {
  after(async () => {
    await Promise.all(running.map((child) => stopChild(child, 'SIGKILL')));
    for (const cleanup of cleanups) await cleanup();
  });

  async function start(dataDir: string, args: string[] = []): Promise<Child> {
    const child = await startSandbox({ dataDir, args });
    running.push(child);
    return child;
  }

  /** Kills the server once BEFORE_KILL changes are acknowledged, with all clients still sending. */
  async function killUnderLoad(server: Child, change: Change): Promise<string[]> {
    const { reached, report } = reaching(BEFORE_KILL);
    const load = runClients(CLIENTS, change, report);
    await Promise.race([reached, load.done]);
    await stopChild(server, 'SIGKILL');
    const acknowledged = await load.done;
    assert.ok(acknowledged.length >= BEFORE_KILL, `only ${acknowledged.length} changes were acknowledged`);
    return acknowledged;
  }

  describe('SIGKILL under load', () => {
    test('16 clients creating groups — restart on the same data directory — every acknowledged group exists, every file parses', async () => {
      const { dir, remove } = await withDataDir();
      cleanups.push(remove);
      const first = await start(dir);
      const acknowledged = await killUnderLoad(first, createGroup(first.origin, 'crash'));
      assert.ok((await parseListedDataFiles(dir)) >= 1);
      const again = await start(dir);
      assert.deepEqual(await missingGroups(again.origin, acknowledged), []);
      assert.ok((await parseEveryDataFile(dir)) >= 1, 'after the restart, no file a kill cut short is left');
    });

    test('16 clients sending messages to a large app while its log is compacted — restart — every acknowledged message exists, every file parses', async () => {
      const { dir, remove } = await withDataDir();
      cleanups.push(remove);
      const file = await writeGeneratedApp(generateSnapshot({ messages: 9000, groups: 50 }), dir);
      // A small log size, so that compactions of the whole app run while the clients write and the kill.
      const first = await start(dir, ['--compact-log-at', '20000']);
      const acknowledged = await killUnderLoad(first, sendMessage(first.origin));
      assert.ok((await parseListedDataFiles(dir)) >= 1);
      const { seq } = JSON.parse(await readFile(file, 'utf8')) as { seq: number };
      const compacting = (await readdir(dirname(file))).some((name) => name.endsWith('.compact.tmp'));
      assert.ok(seq > 1 || compacting, 'a compaction had finished, or was under way at the kill');
      const again = await start(dir);
      assert.deepEqual(await missingMessages(again.origin, acknowledged), []);
      assert.ok((await parseEveryDataFile(dir)) > 1, 'after the restart, no file a kill cut short is left');
    });
  });
});
