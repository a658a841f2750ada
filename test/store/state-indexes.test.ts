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

describe('thread parents by activity', () => {
  test('a parent is placed by its first reply, moved by its updatedAt, and dropped with its last reply or itself', () => {
    const state = fromSnapshot(loadFixtures());
    const { threads } = state.messageIndexes;
    const reply = (id: string, parentId: string) => ({ ...state.messages.get('1')!, id, parentId });
    const entries = (list: readonly { updatedAt: number; id: string }[]) =>
      list.map((e) => `${e.id}@${e.updatedAt}`);
    const at3 = state.messages.get('3')!.updatedAt;
    const at2 = state.messages.get('2')!.updatedAt;
    state.messages.put(reply('30', '3'));
    state.messages.put(reply('31', '2'));
    assert.deepEqual(
      entries(threads.all),
      [`2@${at2}`, `3@${at3}`], // message 2 was sent first
    );
    state.messages.put({ ...state.messages.get('2')!, updatedAt: at3 + 100 });
    assert.deepEqual(entries(threads.all), [`3@${at3}`, `2@${at3 + 100}`]);
    assert.deepEqual(entries(threads.ofConversation('superhero1_user_superhero2')), entries(threads.all));
    state.messages.delete('30');
    assert.deepEqual(entries(threads.all), [`2@${at3 + 100}`]);
    state.messages.delete('2');
    assert.deepEqual(entries(threads.all), []);
    assert.deepEqual(entries(threads.ofConversation('superhero1_user_superhero2')), []);
  });
});
