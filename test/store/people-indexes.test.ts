/**
 * The people indexes (src/store/people-indexes.ts) kept by the tables they observe: what they answer
 * after puts and deletes, one value or several per key, and after a key emptied again and again.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot } from '../../src/store/state.ts';

const saved = (uid: string, messageId: string) => ({ uid, messageId, savedAt: 1 });

describe('people indexes', () => {
  test('savers — one, two, one removed, the last removed — each read back', () => {
    const state = fromSnapshot(loadFixtures());
    const people = state.peopleIndexes;
    assert.deepEqual(people.saversOf('2'), ['superhero1'], 'from the fixtures');
    state.savedMessages.put(saved('superhero2', '2'));
    assert.deepEqual(people.saversOf('2').sort(), ['superhero1', 'superhero2']);
    state.savedMessages.delete('superhero1', '2');
    assert.deepEqual(people.saversOf('2'), ['superhero2']);
    state.savedMessages.delete('superhero2', '2');
    assert.deepEqual(people.saversOf('2'), []);
  });

  test('a save made and undone again and again — reads as none, then as the saver', () => {
    const state = fromSnapshot(loadFixtures());
    for (let i = 0; i < 1000; i += 1) {
      state.savedMessages.put(saved('superhero3', '4'));
      state.savedMessages.delete('superhero3', '4');
    }
    assert.deepEqual(state.peopleIndexes.saversOf('4'), []);
    state.savedMessages.put(saved('superhero2', '4'));
    assert.deepEqual(state.peopleIndexes.saversOf('4'), ['superhero2']);
  });

  test('groups, bans, blockers, reactions, owned groups — as the fixtures hold them', () => {
    const { peopleIndexes: people } = fromSnapshot(loadFixtures());
    assert.ok(people.groupsOf('superhero3').includes('cometchat-guid-1'));
    assert.deepEqual(people.bansOf('superhero5'), ['cometchat-guid-1']);
    assert.deepEqual(people.blockersOf('chatbot'), ['superhero4']);
    assert.ok(people.reactionsOf('superhero2').some(([messageId]) => messageId === '2'));
    assert.deepEqual(people.ownedBy('superhero4'), ['x-men']);
  });

  test('an owner changed — the group moves from the old owner to the new', () => {
    const state = fromSnapshot(loadFixtures());
    const group = state.groups.get('x-men')!;
    state.groups.put({ ...group, owner: 'superhero5' });
    assert.deepEqual(state.peopleIndexes.ownedBy('superhero4'), []);
    assert.deepEqual(state.peopleIndexes.ownedBy('superhero5'), ['x-men']);
  });
});
