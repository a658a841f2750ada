/**
 * A data file that cannot be used stops the load of its app with an error that names the file, and
 * the file is left exactly as it was, for the user to inspect: never overwritten by a seed or a write.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { after, describe, test } from 'node:test';
import { generateSnapshot, writeGeneratedApp } from '../../scripts/generate-fixtures.ts';
import { type Child, startSandbox, stopChild } from '../../scripts/lib/processes.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { DEFAULT_APP, loadFixtures } from '../../src/store/fixtures.ts';
import { API_KEY } from '../helpers/api.ts';
import { withDataDir } from './fault-helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
describe('proof/corrupt-file.test.ts', () => {
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function dataDirWith(app: { appId: string; region: 'us' }, content: string) {
    const { dir, remove } = await withDataDir();
    cleanups.push(remove);
    const file = FileStore.filePath(dir, app);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    return { dir, file };
  }

  /** Starting must fail: resolves with what the process printed before it exited. */
  async function failedStart(dataDir: string): Promise<string> {
    try {
      const child = await startSandbox({ dataDir });
      cleanups.push(() => stopChild(child));
    } catch (error) {
      return (error as Error).message;
    }
    assert.fail('the sandbox started on an unusable data file');
  }

  describe('an unusable data file', () => {
    test('default app file that is not JSON — start — exits 1 naming the file, bytes unchanged', async () => {
      const content = '{"users": [ oops';
      const { dir, file } = await dataDirWith(DEFAULT_APP as { appId: string; region: 'us' }, content);
      const output = await failedStart(dir);
      assert.match(output, /exited \(1\)/);
      assert.ok(output.includes(`State file ${file} is not valid JSON`), output);
      assert.equal(await readFile(file, 'utf8'), content);
    });

    test('another app whose file is not a valid state — requests to it — 500 naming the file; file unchanged; other apps served', async () => {
      const broken = loadFixtures();
      broken.members[0]!.uid = 'ghost';
      const content = JSON.stringify(broken);
      const { dir, file } = await dataDirWith({ appId: 'broken-app', region: 'us' }, content);
      const server: Child = await startSandbox({ dataDir: dir });
      cleanups.push(() => stopChild(server));
      const get = (appId?: string) =>
        fetch(`${server.origin}/v3/groups/cometchat-guid-1/bannedusers`, {
          headers: { apikey: API_KEY, ...(appId ? { appId } : {}) },
        });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await get('broken-app');
        const body = (await res.json()) as { error: { code: string; message: string } };
        assert.equal(res.status, 500);
        assert.equal(body.error.code, 'ERR_EXCEPTION');
        assert.ok(body.error.message.includes(file), body.error.message);
        assert.match(body.error.message, /members\.0\.uid refers to unknown user ghost/);
      }
      assert.equal((await get()).status, 200);
      assert.equal(await stopChild(server), 0);
      assert.equal(await readFile(file, 'utf8'), content);
    });

    test('a log line damaged in the middle — start — exits 1 naming the log and the line, every file unchanged', async () => {
      const { dir, remove } = await withDataDir();
      cleanups.push(remove);
      const file = await writeGeneratedApp(generateSnapshot({ messages: 6000, groups: 20 }), dir);
      const log = file.replace(/\.json$/, '.log');
      const lines = [
        '{"seq":2,"changes":[]}',
        '{"seq":3,"changes":[["messages",["1"],{"id"',
        '{"seq":4,"changes":[]}',
      ];
      await writeFile(log, `${lines.join('\n')}\n`);
      const [snapshotBefore, logBefore] = [await readFile(file, 'utf8'), await readFile(log, 'utf8')];
      const output = await failedStart(dir);
      assert.match(output, /exited \(1\)/);
      assert.ok(output.includes(`State file ${log} line 2 is not valid JSON`), output);
      assert.equal(await readFile(log, 'utf8'), logBefore);
      assert.equal(await readFile(file, 'utf8'), snapshotBefore);
    });
  });
});
