/**
 * Keyed changes cut only the segments that hold their keys again (segmented-file.ts, `#patch`). A long
 * seeded run of random changes of the kinds the domain makes (records added to, removed from and
 * replaced under a key, keys removed and added again, new keys) is committed in small batches to a
 * store with tiny segments; after every few commits a fresh store reads the files back and must find
 * the state the process holds. Unkeyed changes are mixed in, so the whole cut and the patch follow
 * each other.
 *
 * The order of the keys of a map may differ after a key was removed and added again: the patch keeps a
 * key where its segment is. What must match is every key's records in their order, which is all that
 * loading a state keeps from the order of a file.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { generateSnapshot } from '../../scripts/generate-fixtures.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { endsOnBoundary } from '../../src/store/segmented-file.ts';
import {
  COLLECTIONS,
  collectionOf,
  fromSnapshot,
  markChanged,
  toSnapshot,
  type AppState,
  type MessageRecord,
} from '../../src/store/state.ts';
import type { AppKey } from '../../src/store/store.ts';
import { withDataDir } from './fault-helpers.ts';

const APP: AppKey = { appId: 'patched', region: 'us' };
const SEGMENTS = { threshold: 8, average: 4 };
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** mulberry32: a small seeded generator, so that a failure can be run again as it was. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The state as loading keeps it: each key's records in order, keys sorted; lists and counters whole. */
function comparable(state: AppState): Record<string, unknown> {
  const normal = fromSnapshot(JSON.parse(JSON.stringify(toSnapshot(state))));
  const out: Record<string, unknown> = {};
  for (const name of COLLECTIONS) {
    const value: unknown = normal[name];
    if (!(value instanceof Map)) {
      out[name] = collectionOf(normal, name);
      continue;
    }
    const keys = [...(value as Map<string, unknown>).keys()].sort();
    out[name] = keys.map((key) => {
      const v = (value as Map<string, unknown>).get(key);
      return [key, Array.isArray(v) ? v : v instanceof Map ? [...v.values()] : v];
    });
  }
  return out;
}

/**
 * The segments on disk are cut as a whole cut of the same records would cut them: every segment of a
 * collection but its last ends on a boundary record. Without that, segments left open by deletions
 * would pile up in the middle, each smaller than the average, and nothing would merge them.
 */
async function assertCutAsWhole(dir: string, label: string): Promise<number> {
  const main = JSON.parse(await readFile(join(dir, APP.region, `${APP.appId}.json`), 'utf8')) as {
    segments?: { files: Record<string, string[]> };
  };
  let checked = 0;
  for (const [collection, files] of Object.entries(main.segments?.files ?? {})) {
    for (const file of files.slice(0, -1)) {
      const path = join(dir, APP.region, `${APP.appId}.segments`, file);
      const records = JSON.parse(await readFile(path, 'utf8')) as object[];
      assert.ok(records.length > 0, `${label}: ${collection} segment ${file} is empty`);
      const lastRecord = records[records.length - 1]!;
      assert.ok(
        endsOnBoundary(collection, lastRecord, SEGMENTS.average),
        `${label}: ${collection} segment ${file} ends mid-run`,
      );
      checked += 1;
    }
  }
  return checked;
}

type Change = (state: AppState, pick: <T>(list: readonly T[]) => T, now: number) => void;

const CHANGES: Change[] = [
  function addReaction(state, pick, now) {
    const message = pick([...state.messages.keys()]);
    const uid = pick([...state.users.keys()]);
    state.counters.reactionId += 1;
    const list = state.reactions.get(message) ?? [];
    list.push({
      id: String(state.counters.reactionId),
      messageId: message,
      uid,
      reaction: ':r:',
      reactedAt: now,
    });
    state.reactions.set(message, list);
    markChanged(state, 'reactions', message);
    markChanged(state, 'counters');
  },
  function removeReaction(state, pick) {
    if (state.reactions.size === 0) return;
    const message = pick([...state.reactions.keys()]);
    const list = state.reactions.get(message)!;
    list.splice(Math.floor(list.length / 2), 1);
    if (list.length === 0) state.reactions.delete(message);
    markChanged(state, 'reactions', message);
  },
  function joinGroup(state, pick, now) {
    const guid = pick([...state.groups.keys()]);
    const uid = pick([...state.users.keys()]);
    if (state.bans.get(guid)?.has(uid)) return;
    const members = state.members.get(guid) ?? new Map();
    members.set(uid, { guid, uid, scope: 'participant', joinedAt: now });
    state.members.set(guid, members);
    markChanged(state, 'members', guid);
  },
  function leaveGroup(state, pick) {
    const guid = pick([...state.members.keys()]);
    const members = state.members.get(guid)!;
    if (members.size > 0) members.delete(pick([...members.keys()]));
    markChanged(state, 'members', guid);
  },
  function banAndUnban(state, pick, now) {
    const guid = pick([...state.groups.keys()]);
    const bans = state.bans.get(guid);
    if (bans && bans.size > 0 && pick([true, false])) {
      bans.delete(pick([...bans.keys()]));
      if (bans.size === 0) state.bans.delete(guid);
    } else {
      const uid = pick([...state.users.keys()]);
      const next = bans ?? new Map();
      next.set(uid, { guid, uid, scope: 'participant', bannedAt: now });
      state.bans.set(guid, next);
      // As the domain bans: the member leaves the group.
      if (state.members.get(guid)?.delete(uid)) markChanged(state, 'members', guid);
    }
    markChanged(state, 'bans', guid);
  },
  function touchGroup(state, pick, now) {
    const guid = pick([...state.groups.keys()]);
    state.groups.set(guid, { ...state.groups.get(guid)!, updatedAt: now });
    markChanged(state, 'groups', guid);
  },
  function newGroup(state, _pick, now) {
    const guid = `new-${state.groups.size}`;
    state.groups.set(guid, { guid, name: guid, type: 'public', owner: 'superhero1', createdAt: now });
    markChanged(state, 'groups', guid);
  },
  function newMessage(state, pick, now) {
    const template = pick([...state.messages.values()]);
    state.counters.messageId += 1;
    const id = String(state.counters.messageId);
    const message: MessageRecord = { ...template, id, sentAt: now, updatedAt: now };
    state.messages.set(id, message);
    state.lastMessageByConversation.set(message.conversationId, id);
    markChanged(state, 'messages', id);
    markChanged(state, 'counters');
  },
  function saveMessage(state, pick, now) {
    const uid = pick([...state.users.keys()]);
    const messageId = pick([...state.messages.keys()]);
    const saved = state.savedMessages.get(uid) ?? new Map();
    if (!saved.has(messageId)) saved.set(messageId, { uid, messageId, savedAt: now });
    state.savedMessages.set(uid, saved);
    markChanged(state, 'savedMessages', uid);
  },
  function wholeCollection(state, pick) {
    // An unkeyed change: the whole collection is cut again, and its index of keys built anew.
    markChanged(state, pick(['reactions', 'members', 'messages', 'groups'] as const));
  },
];

describe('FileStore in segments — keyed changes', () => {
  for (const seed of [1, 2, 3]) {
    test(
      `400 random changes in batches, seed ${seed} — read back after every few commits — the state as held`,
      { timeout: 120_000 },
      async () => {
        const { dir, remove } = await withDataDir();
        cleanups.push(remove);
        const snapshot = generateSnapshot({ messages: 300, groups: 12, users: 40 });
        const store = new FileStore({ dataDir: dir, seed: () => snapshot, segments: SEGMENTS });
        const state = await store.load(APP);
        const next = random(seed);
        const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
        let now = 1_700_000_000;
        let commits = 0;
        let checked = 0;
        for (let done = 0; done < 400;) {
          const batch = 1 + Math.floor(next() * 4);
          for (let i = 0; i < batch; i += 1, done += 1) pick(CHANGES)(state, pick, (now += 1));
          await store.commit(APP);
          commits += 1;
          if (commits % 7 === 0) {
            const again = await new FileStore({ dataDir: dir, segments: SEGMENTS }).load(APP);
            assert.deepEqual(comparable(again), comparable(state), `after commit ${commits}`);
            checked += await assertCutAsWhole(dir, `after commit ${commits}`);
          }
        }
        await store.close();
        assert.ok(checked > 100, `only ${checked} segments checked`);
        const again = await new FileStore({ dataDir: dir, segments: SEGMENTS }).load(APP);
        assert.deepEqual(comparable(again), comparable(state));
      },
    );
  }
});
