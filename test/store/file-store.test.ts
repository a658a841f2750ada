import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import fs, { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiError } from '../../src/contract/errors.ts';
import { FileStore, StateFileError } from '../../src/store/file-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { readStateFiles } from '../../src/store/state-file.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { toSnapshot } from '../../src/store/state.ts';
import type { AppKey } from '../../src/store/store.ts';

const app = (appId: string, region: AppKey['region'] = 'us'): AppKey => ({ appId, region });

let root: string;
let count = 0;
/** A fresh, empty data directory per test. */
const newDir = () => join(root, `data-${++count}`);

describe('store/file-store.test.ts', () => {
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'chat-sandbox-store-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** What a restart would read from the app's files: the snapshot with the logged writes applied. */
  const readState = async (file: string) => {
    const state = await readStateFiles(file);
    assert.ok(state, `${file} exists`);
    return JSON.parse(JSON.stringify(toSnapshot(state))) as ReturnType<typeof loadFixtures>;
  };
  const logLines = (file: string): number =>
    readFileSync(file.replace(/\.json$/, '.log'), 'utf8')
      .split('\n')
      .filter(Boolean).length;

  describe('FileStore — reading and writing', () => {
    test('load — no data file — seeds from the fixtures and writes a valid file', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const state = await store.load(app('one'));
      assert.equal(state.users.get('superhero1')?.name, 'Iron Man');
      const file = FileStore.filePath(dataDir, app('one'));
      assert.equal(file, join(dataDir, 'us', 'one.json'));
      const { seq, ...written } = JSON.parse(readFileSync(file, 'utf8')) as { seq: number };
      assert.equal(seq, 1);
      assert.equal(validateSnapshot(written).ok, true);
      assert.deepEqual(written, JSON.parse(JSON.stringify(loadFixtures())));
      assert.deepEqual(await readState(file), written);
    });

    test('commit then a fresh store on the same directory — reads the change back', async () => {
      const dataDir = newDir();
      const first = new FileStore({ dataDir });
      const state = await first.load(app('one'));
      state.users.put({ ...state.users.get('superhero1')!, name: 'Tony Stark' });
      await first.commit(app('one'));
      await first.close();
      const again = await new FileStore({ dataDir }).load(app('one'));
      assert.equal(again.users.get('superhero1')?.name, 'Tony Stark');
    });

    test('load — concurrent calls for one app — share one load and one seed', async () => {
      let seeds = 0;
      const store = new FileStore({ dataDir: newDir(), seed: () => (seeds++, loadFixtures()) });
      const [a, b] = await Promise.all([store.load(app('one')), store.load(app('one'))]);
      assert.equal(a, b);
      assert.equal(seeds, 1);
    });

    test('two apps and two regions — changed and committed — never share state or files', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const a = await store.load(app('one'));
      const b = await store.load(app('two'));
      const c = await store.load(app('one', 'eu'));
      a.users.put({ ...a.users.get('superhero1')!, name: 'Only in one' });
      await store.commit(app('one'));
      assert.equal(b.users.get('superhero1')?.name, 'Iron Man');
      assert.equal(c.users.get('superhero1')?.name, 'Iron Man');
      assert.equal((await readState(FileStore.filePath(dataDir, app('two')))).users[0]?.name, 'Iron Man');
      assert.equal(
        (await readState(FileStore.filePath(dataDir, app('one', 'eu')))).users[0]?.name,
        'Iron Man',
      );
      assert.equal((await readState(FileStore.filePath(dataDir, app('one')))).users[0]?.name, 'Only in one');
    });

    test('replace — a new snapshot — is written and read back by a fresh store', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      await store.load(app('one'));
      const snapshot = loadFixtures();
      snapshot.groups = snapshot.groups.filter((g) => g.guid !== 'x-men');
      snapshot.members = snapshot.members.filter((m) => m.guid !== 'x-men');
      const replaced = await store.replace(app('one'), snapshot);
      assert.equal(await store.load(app('one')), replaced);
      assert.equal((await new FileStore({ dataDir }).load(app('one'))).groups.has('x-men'), false);
    });

    test('close — a commit not awaited — waits until it is written', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const state = await store.load(app('one'));
      state.counters.set({ messageId: 500 });
      void store.commit(app('one'));
      await store.close();
      assert.equal((await readState(FileStore.filePath(dataDir, app('one')))).counters.messageId, 500);
    });

    test('commit — an app never loaded — resolves without creating a file', async () => {
      const dataDir = newDir();
      await new FileStore({ dataDir }).commit(app('one'));
      await assert.rejects(readdir(dataDir), { code: 'ENOENT' });
    });
  });

  describe('FileStore — a write that fails', () => {
    test('the log cannot be opened once — commit rejects — the next commit still writes that change', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const state = await store.load(app('one'));
      const file = FileStore.filePath(dataDir, app('one'));
      const opens = mock.method(fs, 'openSync', () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      });
      syncBuiltinESMExports();
      try {
        state.groups.put({ ...state.groups.get('cometchat-guid-1')!, guid: 'lost-once' });
        await assert.rejects(store.commit(app('one')), /disk full/);
      } finally {
        opens.mock.restore();
        syncBuiltinESMExports();
      }
      state.counters.next('messageId');
      await store.commit(app('one'));
      assert.ok((await readState(file)).groups.some((g) => g.guid === 'lost-once'));
    });
  });

  describe('FileStore — bursts of commits', () => {
    test('50 commits in a burst — each resolves after a write holding its change, in far fewer writes', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const state = await store.load(app('one'));
      const file = FileStore.filePath(dataDir, app('one'));
      const commits = Array.from({ length: 50 }, (_, i) => {
        state.counters.set({ messageId: 100 + i });
        return store.commit(app('one')).then(async () => {
          const { counters } = await readState(file);
          assert.ok(counters.messageId >= 100 + i, `commit ${i} resolved before its write`);
        });
      });
      await Promise.all(commits);
      assert.ok(
        logLines(file) <= 2,
        'at most a line for the first commit and one for those that came during it',
      );
      const written = await readState(file);
      assert.equal(written.counters.messageId, 149);
      assert.equal(validateSnapshot(written).ok, true);
    });

    test('commits arriving while a write runs — each change made between writes — is on disk when it resolves', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const state = await store.load(app('one'));
      const file = FileStore.filePath(dataDir, app('one'));
      const pending: Promise<void>[] = [];
      for (let i = 0; i < 20; i += 1) {
        state.counters.set({ reactionId: 1000 + i });
        pending.push(
          store
            .commit(app('one'))
            .then(async () => assert.ok((await readState(file)).counters.reactionId >= 1000 + i)),
        );
        if (i % 3 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(pending);
      assert.equal((await readState(file)).counters.reactionId, 1019);
    });
  });

  describe('FileStore — unusable files and keys', () => {
    async function withFile(content: string) {
      const dataDir = newDir();
      const file = FileStore.filePath(dataDir, app('one'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
      return { dataDir, file };
    }

    const isStateFileError = (file: string, problem: RegExp) => (error: unknown) =>
      error instanceof StateFileError &&
      error.file === file &&
      error.message.includes(file) &&
      problem.test(error.message);

    test('load — file is not JSON — StateFileError naming the file, bytes unchanged, app stays unloaded', async () => {
      const { dataDir, file } = await withFile('{"users": [ oops');
      const store = new FileStore({ dataDir });
      await assert.rejects(store.load(app('one')), isStateFileError(file, /not valid JSON/));
      await assert.rejects(store.load(app('one')), isStateFileError(file, /not valid JSON/));
      await store.commit(app('one'));
      await store.close();
      assert.equal(await readFile(file, 'utf8'), '{"users": [ oops');
      assert.deepEqual(await readdir(dirname(file)), ['one.json']);
    });

    test('load — JSON that is not a valid state — StateFileError with dotted details, bytes unchanged', async () => {
      const broken = loadFixtures();
      broken.members[0]!.uid = 'ghost';
      const content = JSON.stringify(broken);
      const { dataDir, file } = await withFile(content);
      const store = new FileStore({ dataDir });
      await assert.rejects(store.load(app('one')), (error: unknown) => {
        assert.ok(
          isStateFileError(file, /not a valid state: members\.0\.uid refers to unknown user ghost/)(error),
        );
        assert.deepEqual((error as StateFileError).details, {
          'members.0.uid': ['refers to unknown user ghost'],
        });
        return true;
      });
      await assert.rejects(store.replace(app('one'), loadFixtures()), StateFileError);
      await store.close();
      assert.equal(await readFile(file, 'utf8'), content);
    });

    test('load — data file path is a directory — StateFileError naming it', async () => {
      const dataDir = newDir();
      const file = FileStore.filePath(dataDir, app('one'));
      await mkdir(file, { recursive: true });
      await assert.rejects(
        new FileStore({ dataDir }).load(app('one')),
        isStateFileError(file, /cannot be read/),
      );
    });

    test('load, commit, replace — invalid app ids and regions — rejected before any file is touched', async () => {
      const dataDir = newDir();
      const store = new FileStore({ dataDir });
      const invalid = [
        app('../x'),
        app('A'),
        app('a'.repeat(65)),
        app(''),
        app('x/../../y'),
        { appId: 'ok', region: '../..' },
        { appId: 'ok', region: 'US' },
      ] as AppKey[];
      for (const key of invalid) {
        for (const call of [
          () => store.load(key),
          () => store.commit(key),
          () => store.replace(key, loadFixtures()),
        ]) {
          await assert.rejects(
            call(),
            (error: unknown) => error instanceof ApiError && error.code === 'AUTH_ERR_INVALID_APPID',
          );
        }
        assert.throws(() => FileStore.filePath(dataDir, key), ApiError);
      }
      await store.close();
      await assert.rejects(readdir(dataDir), { code: 'ENOENT' });
      await assert.rejects(readdir(join(root, 'x')), { code: 'ENOENT' });
    });

    test('load — app id of 64 characters — is accepted', async () => {
      const dataDir = newDir();
      await new FileStore({ dataDir }).load(app('a'.repeat(64)));
      assert.deepEqual(await readdir(join(dataDir, 'us')), [`${'a'.repeat(64)}.json`]);
    });
  });
});
