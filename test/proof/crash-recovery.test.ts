/**
 * Durability under a crash: the server process is killed with SIGKILL while 16 clients make changes.
 * A change is acknowledged only after it is written, and the main file of an app, which lists its
 * segment files, takes its new text by an atomic rename once every segment it lists is written. So
 * right after the kill every file a restart reads parses, and after a restart on the same data
 * directory every acknowledged change is there and every file parses (a segment file the kill cut
 * short was listed nowhere, and the load deletes it).
 */
import assert from 'node:assert/strict';
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

after(async () => {
  await Promise.all(running.map((child) => stopChild(child, 'SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
});

async function start(dataDir: string): Promise<Child> {
  const child = await startSandbox({ dataDir });
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

  test('16 clients sending messages to an app written in segments — restart — every acknowledged message exists, every file parses', async () => {
    const { dir, remove } = await withDataDir();
    cleanups.push(remove);
    await writeGeneratedApp(generateSnapshot({ messages: 9000, groups: 50 }), dir);
    const first = await start(dir);
    const acknowledged = await killUnderLoad(first, sendMessage(first.origin));
    assert.ok((await parseListedDataFiles(dir)) > 1, 'the messages are written in segment files');
    const again = await start(dir);
    assert.deepEqual(await missingMessages(again.origin, acknowledged), []);
    assert.ok((await parseEveryDataFile(dir)) > 1, 'after the restart, no file a kill cut short is left');
  });
});
