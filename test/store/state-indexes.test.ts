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

describe('thread replies per parent', () => {
  test('replies of a parent — put, then one removed — the remaining ids, ascending; others have none', () => {
    const state = fromSnapshot(loadFixtures());
    const reply = (id: string) => ({ ...state.messages.get('1')!, id, parentId: '3' });
    state.messages.put(reply('31'));
    state.messages.put(reply('30'));
    state.messages.put(reply('32'));
    assert.deepEqual(state.messageIndexes.repliesOf('3'), ['30', '31', '32']);
    state.messages.delete('31');
    assert.deepEqual(state.messageIndexes.repliesOf('3'), ['30', '32']);
    assert.deepEqual(state.messageIndexes.repliesOf('2'), []);
  });
});
