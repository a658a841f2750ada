/** The index of each user's interacted messages follows the interactions table, removals included. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChangeLog } from '../../src/store/change-log.ts';
import { conversationTables } from '../../src/store/conversation-tables.ts';

test('interactedBy — records put and deleted — lists the messages each user still has', () => {
  const { interactions, interactedBy } = conversationTables(new ChangeLog());
  const record = (messageId: string, uid: string) => ({
    messageId,
    uid,
    interactions: [{ elementId: 'e', interactedAt: 1 }],
  });
  interactions.put(record('7', 'superhero1'));
  interactions.put(record('8', 'superhero1'));
  interactions.put(record('7', 'superhero2'));
  interactions.put(record('7', 'superhero1'));
  assert.deepEqual(interactedBy.messagesOf('superhero1'), ['7', '8']);
  interactions.delete('7', 'superhero1');
  assert.deepEqual(interactedBy.messagesOf('superhero1'), ['8']);
  assert.deepEqual(interactedBy.messagesOf('superhero2'), ['7']);
  assert.deepEqual(interactedBy.messagesOf('nobody'), []);
});
