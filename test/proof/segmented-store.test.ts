/**
 * The file store's segments: a large collection is written as segment files beside the app's data
 * file, only the segments that changed are written again, and the data file, replaced last, decides
 * which segments hold the state. Small thresholds make the fixtures large enough to be segmented.
 */
import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import supertest from 'supertest';
import { generateSnapshot } from '../../scripts/generate-fixtures.ts';
import { createApp } from '../../src/http/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { markChanged, toSnapshot, type StateSnapshot } from '../../src/store/state.ts';
import type { AppKey } from '../../src/store/store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';
import { withDataDir } from './fault-helpers.ts';

const APP: AppKey = { appId: 'segmented', region: 'us' };
const SMALL_SEGMENTS = { threshold: 1, average: 2 };
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function storeOn(seed: () => StateSnapshot, segments = SMALL_SEGMENTS) {
  const { dir, remove } = await withDataDir();
  cleanups.push(remove);
  return {
    dir,
    store: new FileStore({ dataDir: dir, seed, segments }),
    segmentsDir: join(dir, 'us', 'segmented.segments'),
  };
}

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const reread = async (dir: string, segments = SMALL_SEGMENTS) =>
  asJson(toSnapshot(await new FileStore({ dataDir: dir, segments }).load(APP)));

describe('FileStore in segments', () => {
  test('fixtures written in segments — a fresh store — reads back the same state', async () => {
    const { dir, store, segmentsDir } = await storeOn(loadFixtures);
    const state = await store.load(APP);
    await store.close();
    assert.ok((await readdir(segmentsDir)).some((f) => f.startsWith('messages-')));
    assert.deepEqual(await reread(dir), asJson(toSnapshot(state)));
  });

  test('one reaction added in a large app — commit — only the segment holding it is written again', async () => {
    const segments = { threshold: 100, average: 50 };
    const { dir, store, segmentsDir } = await storeOn(
      () => generateSnapshot({ messages: 2000, groups: 20 }),
      segments,
    );
    const state = await store.load(APP);
    const before = new Set(await readdir(segmentsDir));
    const [messageId, reactions] = [...state.reactions][Math.floor(state.reactions.size / 2)]!;
    reactions.push({ id: '999999', messageId, uid: reactions[0]!.uid, reaction: ':proof:', reactedAt: NOW });
    state.counters.reactionId = 999999;
    markChanged(state, 'reactions', messageId);
    markChanged(state, 'counters');
    await store.commit(APP);
    const after = await readdir(segmentsDir);
    const written = after.filter((f) => !before.has(f));
    assert.equal(written.length, 1, written.join());
    assert.match(written[0]!, /^reactions-/);
    assert.equal(after.length, before.size, 'the segment it replaces is deleted');
    assert.deepEqual(await reread(dir, segments), asJson(toSnapshot(state)));
  });

  test('segments a crashed write left behind — a fresh store — ignores and deletes them', async () => {
    const { dir, store, segmentsDir } = await storeOn(loadFixtures);
    const state = await store.load(APP);
    await store.close();
    const listed = await readdir(segmentsDir);
    await writeFile(join(segmentsDir, 'messages-99-0.json'), '[{"half": ');
    await writeFile(join(segmentsDir, '.messages-99-1.json.tmp'), '[');
    assert.deepEqual(await reread(dir), asJson(toSnapshot(state)));
    assert.deepEqual((await readdir(segmentsDir)).sort(), listed.sort());
  });

  test('every mutating operation through the API — restart — the state comes back as it was', async () => {
    const { dir, store } = await storeOn(loadFixtures);
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
