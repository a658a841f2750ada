/**
 * The app's files through the FileStore: a write is one appended line, a crash's leftovers are
 * dropped at the next load, a damaged log stops the load untouched, and compaction folds the log into
 * a new snapshot while writes go on.
 */
import assert from 'node:assert/strict';
import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FileStore, StateFileError } from '../../src/store/file-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { readStateFiles } from '../../src/store/state-file.ts';
import { toSnapshot, type AppState } from '../../src/store/state.ts';
import type { AppKey } from '../../src/store/store.ts';

const APP: AppKey = { appId: 'logged', region: 'us' };
let root: string;
let count = 0;
describe('store/log-file.test.ts', () => {
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'chat-sandbox-log-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  function files(options: { compactLogAt?: number } = {}) {
    const dataDir = join(root, `data-${++count}`);
    const snapshot = FileStore.filePath(dataDir, APP);
    return {
      dataDir,
      snapshot,
      log: snapshot.replace(/\.json$/, '.log'),
      store: new FileStore({ dataDir, ...options }),
    };
  }

  const asJson = (state: AppState | null) =>
    JSON.parse(JSON.stringify(state && toSnapshot(state))) as { groups: unknown[] } | null;

  /** A group with a new guid: a change of about 300 bytes of log. */
  function addGroup(state: AppState, guid: string): void {
    state.groups.put({ ...state.groups.get('cometchat-guid-1')!, guid, name: `Group ${guid}` });
  }

  describe('the log', () => {
    test('a commit — one line appended holding only that change; the snapshot untouched', async () => {
      const { snapshot, log, store } = files();
      const state = await store.load(APP);
      const before = await readFile(snapshot, 'utf8');
      addGroup(state, 'one-more');
      await store.commit(APP);
      const lines = (await readFile(log, 'utf8')).trimEnd().split('\n');
      assert.equal(lines.length, 1);
      assert.deepEqual(JSON.parse(lines[0]!).changes, [
        ['groups', ['one-more'], asJson(state)?.groups.at(-1)],
      ]);
      assert.equal(await readFile(snapshot, 'utf8'), before);
    });

    test('a last line a crash cut short — a fresh store — reads the whole lines, cuts the log back, and appends after it', async () => {
      const first = files();
      const state = await first.store.load(APP);
      addGroup(state, 'kept');
      await first.store.commit(APP);
      await first.store.close();
      const whole = await readFile(first.log, 'utf8');
      await appendFile(first.log, '{"seq":99,"changes":[["groups",["lo');
      const again = new FileStore({ dataDir: first.dataDir });
      const reread = await again.load(APP);
      assert.equal(reread.groups.has('kept'), true);
      assert.equal(await readFile(first.log, 'utf8'), whole);
      addGroup(reread, 'after');
      await again.commit(APP);
      await again.close();
      assert.equal((await readStateFiles(first.snapshot))?.groups.has('after'), true);
    });

    test('a whole line in the middle that is damaged — load — StateFileError naming the log and line, files untouched', async () => {
      const first = files();
      const state = await first.store.load(APP);
      addGroup(state, 'a');
      await first.store.commit(APP);
      addGroup(state, 'b');
      await first.store.commit(APP);
      await first.store.close();
      const lines = (await readFile(first.log, 'utf8')).split('\n');
      const damaged = [lines[0], '{"seq": 3, "changes": [[', lines[1], ''].join('\n');
      await writeFile(first.log, damaged);
      const snapshotBefore = await readFile(first.snapshot, 'utf8');
      await assert.rejects(
        new FileStore({ dataDir: first.dataDir }).load(APP),
        (error: unknown) =>
          error instanceof StateFileError &&
          error.file === first.log &&
          /line 2 is not valid JSON/.test(error.message),
      );
      assert.equal(await readFile(first.log, 'utf8'), damaged);
      assert.equal(await readFile(first.snapshot, 'utf8'), snapshotBefore);
    });

    test('a logged change that leaves an invalid state — load — StateFileError naming the log with details', async () => {
      const first = files();
      await first.store.load(APP);
      await first.store.close();
      await writeFile(
        first.log,
        '{"seq":2,"changes":[["members",["x-men","ghost"],{"guid":"x-men","uid":"ghost","scope":"participant","joinedAt":1}]]}\n',
      );
      await assert.rejects(new FileStore({ dataDir: first.dataDir }).load(APP), (error: unknown) => {
        assert.ok(error instanceof StateFileError && error.file === first.log, String(error));
        assert.match(error.message, /refers to unknown user ghost/);
        return true;
      });
    });

    test('a log without its snapshot — load — StateFileError naming the log', async () => {
      const { dataDir, log } = files();
      await mkdir(dirname(log), { recursive: true });
      await writeFile(log, '');
      await writeFile(log, '{"seq":1,"changes":[]}\n');
      await assert.rejects(new FileStore({ dataDir }).load(APP), /has no snapshot beside it/);
    });

    test('temporary files a crash left beside the snapshot — a fresh store — deleted, the state read as written', async () => {
      const first = files();
      const state = await first.store.load(APP);
      addGroup(state, 'kept');
      await first.store.commit(APP);
      await first.store.close();
      const dir = dirname(first.snapshot);
      await writeFile(join(dir, '.logged.json.compact.tmp'), '{"seq": 5, "users": [');
      await writeFile(join(dir, '.logged.log.tmp'), '{"seq"');
      const reread = await new FileStore({ dataDir: first.dataDir }).load(APP);
      assert.deepEqual(asJson(reread), asJson(state));
      assert.deepEqual((await readdir(dir)).sort(), ['logged.json', 'logged.log']);
    });
  });

  describe('compaction', () => {
    test('a log past its size — writes go on — the snapshot folds the log in and a fresh store reads it all', async () => {
      const { dataDir, snapshot, log, store } = files({ compactLogAt: 2000 });
      const state = await store.load(APP);
      for (let i = 0; i < 60; i += 1) {
        addGroup(state, `g-${i}`);
        await store.commit(APP);
      }
      await store.close();
      const { seq } = JSON.parse(await readFile(snapshot, 'utf8')) as { seq: number };
      assert.ok(seq > 1, `the snapshot was written again (seq ${seq})`);
      // Started afresh: it holds only the writes after the snapshot's, however many came while it was written.
      const logged = (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      const loggedSeqs = logged.map((line) => (JSON.parse(line) as { seq: number }).seq);
      assert.ok(
        loggedSeqs.every((s) => s > seq),
        `the log started afresh (snapshot ${seq}, log ${loggedSeqs.join(',')})`,
      );
      assert.deepEqual(asJson(await new FileStore({ dataDir }).load(APP)), asJson(state));
    });

    test('commits in a burst while compactions run — close — every change on disk, in order', async () => {
      const { dataDir, store } = files({ compactLogAt: 500 });
      const state = await store.load(APP);
      const pending: Promise<void>[] = [];
      for (let i = 0; i < 200; i += 1) {
        addGroup(state, `burst-${i}`);
        if (i % 7 === 0) state.groups.delete(`burst-${i - 3}`);
        pending.push(store.commit(APP));
        if (i % 5 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(pending);
      await store.close();
      assert.deepEqual(asJson(await new FileStore({ dataDir }).load(APP)), asJson(state));
    });

    test('a replace while a compaction runs — the replaced state is what the files hold', async () => {
      const { dataDir, store } = files({ compactLogAt: 100 });
      const state = await store.load(APP);
      addGroup(state, 'before-reset');
      const committed = store.commit(APP);
      const replaced = store.replace(APP, loadFixtures());
      await Promise.all([committed, replaced]);
      await store.close();
      const reread = await new FileStore({ dataDir }).load(APP);
      assert.equal(reread.groups.has('before-reset'), false);
      assert.deepEqual(asJson(reread), asJson(await replaced));
    });
  });
});
