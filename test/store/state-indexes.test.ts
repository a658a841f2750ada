import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot } from '../../src/store/state.ts';

describe('derived indexes of the state', () => {
  test('newest message of a conversation — an older message put again (an edit) — stays the newest', () => {
    const state = fromSnapshot(loadFixtures());
    const conversation = 'superhero1_user_superhero2';
    assert.equal(state.lastMessageByConversation.get(conversation), '3');
    state.messages.put({ ...state.messages.get('1')!, data: { text: 'edited' } });
    assert.equal(state.lastMessageByConversation.get(conversation), '3');
  });

  test('newest message of a conversation — a newer message put — becomes the newest', () => {
    const state = fromSnapshot(loadFixtures());
    state.messages.put({ ...state.messages.get('3')!, id: '10' });
    assert.equal(state.lastMessageByConversation.get('superhero1_user_superhero2'), '10');
  });
});
