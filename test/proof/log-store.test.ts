/**
 * The file store end to end: every write the API makes reaches the disk, including across
 * compactions (forced often here by a small log size), and a large app's write appends only the
 * change.
 */
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import supertest from 'supertest';
import { generateSnapshot, writeGeneratedApp } from '../../scripts/generate-fixtures.ts';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { toSnapshot, type StateSnapshot } from '../../src/store/state.ts';
import type { AppKey } from '../../src/store/store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';
import { withDataDir } from './fault-helpers.ts';

const APP: AppKey = { appId: 'logged', region: 'us' };
const cleanups: (() => Promise<void>)[] = [];
describe('proof/log-store.test.ts', () => {
  after(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function storeOn(seed: () => StateSnapshot, compactLogAt?: number) {
    const { dir, remove } = await withDataDir();
    cleanups.push(remove);
    return { dir, store: new FileStore({ dataDir: dir, seed, compactLogAt }) };
  }

  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  const reread = async (dir: string) => asJson(toSnapshot(await new FileStore({ dataDir: dir }).load(APP)));

  describe('FileStore with its log', () => {
    test('one reaction added in a large app — commit — one short line appended, the snapshot untouched', async () => {
      const { dir, remove } = await withDataDir();
      cleanups.push(remove);
      const file = await writeGeneratedApp(generateSnapshot({ messages: 2000, groups: 20 }), dir, APP);
      const store = new FileStore({ dataDir: dir });
      const state = await store.load(APP);
      const snapshotBefore = await stat(file);
      const [messageId, reactions] = [...state.reactions.groups()][Math.floor(state.reactions.size / 4)]!;
      const [first] = reactions.values();
      state.reactions.put({ id: '999999', messageId, uid: first!.uid, reaction: ':proof:', reactedAt: NOW });
      state.counters.set({ reactionId: 999999 });
      await store.commit(APP);
      const log = await readFile(file.replace(/\.json$/, '.log'), 'utf8');
      assert.equal(log.split('\n').filter(Boolean).length, 1);
      assert.ok(log.length < 400, `the line holds the change only (${log.length} characters)`);
      assert.equal((await stat(file)).mtimeMs, snapshotBefore.mtimeMs);
      assert.ok(snapshotBefore.size > 100 * log.length);
      await store.close();
      assert.deepEqual(await reread(dir), asJson(toSnapshot(state)));
    });

    test('every mutating operation through the API, compacting often — restart — the state comes back as it was', async () => {
      const { dir, store } = await storeOn(loadFixtures, 600);
      const api = supertest(createApp({ store, config: defaultConfig({ clock: NOW }) }));
      const send = (method: 'post' | 'delete', path: string, body?: object, as?: string) => {
        const t = api[method](`/v3${path}`).set('apikey', API_KEY).set('appId', APP.appId);
        if (as) t.set('onBehalfOf', as);
        return body ? t.send(body) : t;
      };
      const steps = [
        send('post', '/bots/chatbot/messages', {
          category: 'message',
          receiver: 'cometchat-guid-1',
          receiverType: 'group',
          data: { text: 'hi' },
        }),
        send(
          'post',
          '/groups',
          { guid: 'seg', name: 'Seg', type: 'public', members: { participants: ['superhero2'] } },
          'superhero1',
        ),
        send('post', '/groups/cometchat-guid-1/members', {
          participants: ['superhero4'],
          usersToBan: ['chatbot'],
        }),
        send('delete', '/groups/cometchat-guid-1/bannedusers/superhero5'),
        send('delete', '/groups/cometchat-guid-1/conversation', { preserveOrder: true }, 'superhero2'),
        send('post', '/messages/2/reactions/%F0%9F%91%8D', undefined, 'superhero1'),
        send('delete', '/messages/4/reactions/:thumbsup:', undefined, 'superhero3'),
        send('post', '/messages/3/save', undefined, 'superhero1'),
      ];
      for (const step of steps) assert.equal((await step).status, 200);
      const state = asJson(toSnapshot(await store.load(APP)));
      await store.close();
      assert.deepEqual(await reread(dir), state);
    });
  });
});
