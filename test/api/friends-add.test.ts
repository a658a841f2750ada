/**
 * POST /users/{uid}/friends: a result per uid, friendship on both sides. In these apps superhero5 is
 * deactivated, and `full` has the most friends a user may have.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FRIENDS_MAX } from '../../src/contract/limits.ts';
import type { FriendshipRecord, UserRecord } from '../../src/store/state.ts';
import { NOW, assertDetails, expectError, ok, sandboxWithSeed, type Client } from './api-client.ts';

const CROWD = Array.from({ length: FRIENDS_MAX }, (_, i) => `crowd-${i}`);
const person = (uid: string): UserRecord => ({
  uid,
  name: uid,
  status: 'offline',
  role: 'default',
  createdAt: 1_600_000_000,
});
const both = (a: string, b: string): FriendshipRecord[] => [
  { uid: a, friendUid: b, createdAt: 1_600_000_000 },
  { uid: b, friendUid: a, createdAt: 1_600_000_000 },
];

const { fresh } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  users: [
    ...fixtures.users.map((u) => (u.uid === 'superhero5' ? { ...u, deactivatedAt: NOW - 100 } : u)),
    ...['full', 'loner', ...CROWD].map(person),
  ],
  // `full` is a friend of every one of the crowd; the store keeps each user's friendships together.
  friendships: [
    ...fixtures.friendships,
    ...CROWD.map((uid) => both('full', uid)[0]!),
    ...CROWD.map((uid) => both('full', uid)[1]!),
  ],
}));

const CREATED = { success: true, message: 'Created relationship with status accepted.' };
const add = (client: Client, uid: string, accepted: unknown[], more: object = {}) =>
  client.post(`/users/${uid}/friends`, { accepted, ...more });
const friendsOf = async (client: Client, uid: string): Promise<string[]> =>
  ok(await client.get(`/users/${uid}/friends?perPage=1000`)).map((u: { uid: string }) => u.uid);

describe('POST /users/{uid}/friends', () => {
  test('add friends — two users — each created, and each side lists the other', async () => {
    const client = fresh();
    assert.deepEqual(ok(await add(client, 'superhero4', ['superhero1', 'superhero3'])), {
      accepted: { superhero1: CREATED, superhero3: CREATED },
    });
    assert.deepEqual(await friendsOf(client, 'superhero4'), ['superhero2', 'superhero1', 'superhero3']);
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero2', 'superhero3', 'superhero4']);
    assert.deepEqual(await friendsOf(client, 'superhero3'), ['superhero1', 'superhero4']);
  });

  test('add friends — self, unknown, friend already and a new one — a result each, HTTP 200', async () => {
    const client = fresh();
    const data = ok(await add(client, 'superhero1', ['superhero1', 'nobody', 'superhero2', 'superhero4']));
    assert.deepEqual(Object.keys(data.accepted), ['superhero1', 'nobody', 'superhero2', 'superhero4']);
    assert.deepEqual(data.accepted.superhero1, {
      success: false,
      error: {
        code: 'ERR_CANNOT_FORM_SELF_RELATION',
        message: 'The user with uid superhero1 cannot be a friend of themselves.',
      },
    });
    assert.deepEqual(data.accepted.nobody, {
      success: false,
      error: { code: 'ERR_UID_NOT_FOUND', message: 'The user with uid nobody does not exist.' },
    });
    assert.deepEqual(data.accepted.superhero2, {
      success: false,
      error: {
        code: 'ERR_ALREADY_FRIEND',
        message: 'The users with uids superhero1 and superhero2 are already friends.',
      },
    });
    assert.deepEqual(data.accepted.superhero4, CREATED);
    assert.deepEqual(await friendsOf(client, 'superhero1'), ['superhero2', 'superhero3', 'superhero4']);
  });

  test('add friends — a uid listed twice — one result, one friendship', async () => {
    const client = fresh();
    const data = ok(await add(client, 'loner', ['superhero4', 'superhero4']));
    assert.deepEqual(data, { accepted: { superhero4: CREATED } });
    assert.deepEqual(await friendsOf(client, 'loner'), ['superhero4']);
  });

  test('add friends — a deactivated user — that uid ERR_UID_NOT_FOUND saying so, no friendship', async () => {
    const client = fresh();
    const data = ok(await add(client, 'loner', ['superhero5', 'superhero4']));
    assert.equal(data.accepted.superhero5.success, false);
    assert.equal(data.accepted.superhero5.error.code, 'ERR_UID_NOT_FOUND');
    assert.match(data.accepted.superhero5.error.message, /deactivated/);
    assert.deepEqual(data.accepted.superhero4, CREATED);
    assert.deepEqual(await friendsOf(client, 'superhero5'), []);
  });

  test('add friends — a deactivated acting user — 404 ERR_UID_NOT_FOUND, nothing made', async () => {
    const client = fresh();
    const res = await add(client, 'superhero5', ['superhero4']);
    expectError(res, 404, 'ERR_UID_NOT_FOUND');
    assert.match(res.body.error.message, /deactivated/);
    assert.deepEqual(await friendsOf(client, 'superhero4'), ['superhero2']);
  });

  test('add friends — unknown acting user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await add(fresh(), 'nobody', ['superhero4']), 404, 'ERR_UID_NOT_FOUND');
  });

  test(`add friends — a user with ${FRIENDS_MAX} friends, either side — ERR_FAILED_TO_ADD_FRIEND naming them`, async () => {
    const client = fresh();
    const expected = {
      success: false,
      error: {
        code: 'ERR_FAILED_TO_ADD_FRIEND',
        message: `The user with uid full already has ${FRIENDS_MAX} friends.`,
      },
    };
    assert.deepEqual(ok(await add(client, 'full', ['loner'])).accepted.loner, expected);
    assert.deepEqual(ok(await add(client, 'loner', ['full'])).accepted.full, expected);
    assert.deepEqual(await friendsOf(client, 'loner'), []);
  });

  test(`add friends — one below ${FRIENDS_MAX} — made`, async () => {
    const client = fresh();
    ok(await client.del('/users/full/friends', { friends: ['crowd-0'] }));
    assert.deepEqual(ok(await add(client, 'full', ['loner'])).accepted.loner, CREATED);
  });

  test('add friends — created at the clock, in the order made — the list shows the newest last', async () => {
    const client = fresh();
    client.advanceClock(30);
    ok(await add(client, 'superhero3', ['superhero4']));
    const state = await client.state();
    const made = state.friendships.filter((f) => f.uid === 'superhero3' || f.uid === 'superhero4');
    assert.deepEqual(
      made.map((f) => [f.uid, f.friendUid, f.createdAt]),
      [
        ['superhero3', 'superhero1', 1638354200],
        ['superhero3', 'superhero4', NOW + 30],
        ['superhero4', 'superhero2', 1638354300],
        ['superhero4', 'superhero3', NOW + 30],
      ],
    );
  });

  for (const [what, body, field] of [
    ['an empty list', { accepted: [] }, 'accepted'],
    ['26 uids', { accepted: Array.from({ length: 26 }, (_, i) => `u${i}`) }, 'accepted'],
    ['no list', { addToConversations: true }, 'accepted'],
    ['a uid not a string', { accepted: [7] }, 'accepted.0'],
    [
      'addToConversations a word',
      { accepted: ['superhero4'], addToConversations: 'yes' },
      'addToConversations',
    ],
    ['a field it does not take', { accepted: ['superhero4'], pending: ['superhero3'] }, 'pending'],
  ] as const) {
    test(`add friends — ${what} — 400 naming ${field}, nothing made`, async () => {
      const client = fresh();
      const res = await client.post('/users/loner/friends', body);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
      assert.deepEqual(await friendsOf(client, 'loner'), []);
    });
  }
});
