import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expectError } from '../helpers/api.ts';
import { fileApp, tempDataDir, type FileApp } from './persistence-app.ts';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let app: FileApp;
describe('persistence/corrupt-file.test.ts', () => {
  before(async () => {
    data = await tempDataDir();
    app = fileApp(data.dir);
  });
  after(async () => {
    await app.store.close();
    await data.remove();
  });

  /** Writes a data file for the app before the server first uses it. */
  async function plant(appId: string, content: string): Promise<string> {
    const file = app.file({ appId, region: 'us' });
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    return file;
  }

  const fingerprint = async (file: string) => [await readFile(file, 'utf8'), (await stat(file)).mtimeMs];

  describe('persistence — a data file that cannot be used', () => {
    test('not JSON — that app — an error envelope naming the file and the problem; the file untouched', async () => {
      const file = await plant('broken', '{ "users": [ oops');
      const before = await fingerprint(file);
      for (const send of [
        () => app.get('/groups/cometchat-guid-1/bannedusers').set('appId', 'broken'),
        () => app.post('/groups', { guid: 'g', name: 'G', type: 'public' }).set('appId', 'broken'),
      ]) {
        const res = await send().timeout(5000);
        expectError(res, 500, 'ERR_EXCEPTION');
        assert.ok(res.body.error.message.includes(file), res.body.error.message);
        assert.match(res.body.error.message, /is not valid JSON/);
      }
      assert.deepEqual(await fingerprint(file), before);
    });

    test('JSON but not a state — that app — the envelope lists what is wrong; the file untouched', async () => {
      const file = await plant('half', JSON.stringify({ users: [] }));
      const before = await fingerprint(file);
      const res = await app.get('/moderation/blocked-messages').set('appId', 'half').timeout(5000);
      expectError(res, 500, 'ERR_EXCEPTION');
      assert.match(res.body.error.message, /is not a valid state/);
      assert.deepEqual(await fingerprint(file), before);
    });

    test('a broken app — other apps and the default app — served as usual', async () => {
      await plant('broken-too', 'nope');
      expectError(
        await app.get('/moderation/blocked-messages').set('appId', 'broken-too'),
        500,
        'ERR_EXCEPTION',
      );
      assert.equal((await app.get('/moderation/blocked-messages')).status, 200);
      assert.equal((await app.get('/moderation/blocked-messages').set('appId', 'healthy')).status, 200);
    });

    test('the file moved away — the next request — the app starts again from the fixtures', async () => {
      const file = await plant('repaired', '[');
      expectError(
        await app.get('/groups/cometchat-guid-1/bannedusers').set('appId', 'repaired'),
        500,
        'ERR_EXCEPTION',
      );
      await rm(file);
      const res = await app.get('/groups/cometchat-guid-1/bannedusers').set('appId', 'repaired');
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.body.data.map((u: { uid: string }) => u.uid),
        ['superhero5'],
      );
      assert.ok(JSON.parse(await readFile(file, 'utf8')).users.length > 0, 'a fresh file was written');
    });
  });
});
