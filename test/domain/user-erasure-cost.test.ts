/**
 * Erasing a user walks indexes only: with every whole-table walk of the app's messages, reactions,
 * saves, read marks, memberships, bans, blocks and thread subscriptions made to throw, an erasure still completes, and the
 * indexes it leaves behind name nothing of the erased user.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eraseUser } from '../../src/domain/user-erasure.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot } from '../../src/store/state.ts';

const walks = ['values', 'list', 'entries', 'keys', 'forEach', 'groups', Symbol.iterator] as const;

function forbidWalks(table: object, name: string): void {
  for (const walk of walks) {
    // `list(group)` of a grouped table reads one group: only the whole-table walks are forbidden.
    if (walk === 'list' && (table as { find?: unknown }).find !== undefined) continue;
    if (typeof (table as Record<PropertyKey, unknown>)[walk] !== 'function') continue;
    Object.defineProperty(table, walk, {
      value: () => {
        throw new Error(`${name}.${String(walk)} walked the whole table`);
      },
    });
  }
}

describe('user erasure — cost', () => {
  test('erase a user with messages, reactions, saves, memberships and blocks — no whole-table walk', () => {
    const state = fromSnapshot(loadFixtures());
    const ctx = { state, clock: { now: () => 1_700_000_000 } };
    for (const name of [
      'messages',
      'reactions',
      'savedMessages',
      'readMarks',
      'members',
      'bans',
      'blockedUsers',
      'threadSubscriptions',
    ] as const) {
      forbidWalks(state[name], name);
    }
    eraseUser(ctx, 'superhero2');
    assert.equal(state.users.has('superhero2'), false);
    assert.deepEqual(state.messageIndexes.ofSender('superhero2'), []);
    assert.deepEqual(state.messageIndexes.actionsNaming('superhero2'), []);
    assert.equal(state.messageIndexes.directConversationsOf('superhero2').size, 0);
    assert.deepEqual(state.peopleIndexes.groupsOf('superhero2'), []);
    assert.deepEqual(state.peopleIndexes.reactionsOf('superhero2'), []);
    assert.deepEqual(state.peopleIndexes.ownedBy('superhero2'), []);
  });
});
