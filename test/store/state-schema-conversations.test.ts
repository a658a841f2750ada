/** The rules of the records kept per user about conversations and messages (SPEC 17) in a snapshot. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import type { StateSnapshot } from '../../src/store/state.ts';

function checked(change: (s: StateSnapshot) => void) {
  const snapshot = loadFixtures();
  change(snapshot);
  return validateSnapshot(snapshot);
}

function detailsOf(change: (s: StateSnapshot) => void): Record<string, string[]> {
  const result = checked(change);
  assert.equal(result.ok, false, 'expected the snapshot to be rejected');
  return result.ok ? {} : result.details;
}

const tags = (uid: string, conversationId: string, list = ['work']) => ({
  uid,
  conversationId,
  tags: list,
  updatedAt: 1700000000,
});

describe('validateSnapshot — conversation tags', () => {
  test('tags of a conversation of the user — accepted', () => {
    const result = checked((s) => {
      s.conversationTags.push(tags('superhero1', 'superhero1_user_superhero3'));
      s.conversationTags.push(tags('superhero1', 'group_cometchat-guid-1', ['a', 'b']));
    });
    assert.equal(result.ok, true, JSON.stringify(result));
  });

  test('unknown user, not their conversation, empty, repeated, a tag too long — each named', () => {
    const details = detailsOf((s) => {
      s.conversationTags.push(
        tags('ghost', 'group_cometchat-guid-1'),
        tags('superhero1', 'superhero2_user_superhero3'),
        tags('superhero1', 'group_no-such-group'),
        tags('superhero2', 'group_cometchat-guid-1', []),
        tags('superhero3', 'group_cometchat-guid-1'),
        tags('superhero3', 'group_cometchat-guid-1'),
      );
    });
    assert.deepEqual(details['conversationTags.0.uid'], ['refers to unknown user ghost']);
    assert.deepEqual(details['conversationTags.1.conversationId'], ['is not a conversation of superhero1']);
    assert.deepEqual(details['conversationTags.2.conversationId'], ['is not a conversation of superhero1']);
    assert.deepEqual(details['conversationTags.3.tags'], ['must not be empty']);
    assert.deepEqual(details['conversationTags.5'], ['duplicates earlier tags of the conversation']);
    // The shape is checked before the references: a tag over 100 characters stops there.
    const long = detailsOf((s) => {
      s.conversationTags.push(tags('superhero4', 'group_x-men', ['x'.repeat(101)]));
    });
    assert.ok(long['conversationTags.0.tags.0'], JSON.stringify(long));
  });
});

/** The fixtures with an interactive form of superhero1's to superhero2 added, under the next id. */
function withForm(s: StateSnapshot): string {
  const id = String(s.counters.messageId + 1);
  const text = s.messages.find((m) => m.id === '2')!;
  s.messages.push({ ...text, id, category: 'interactive', type: 'form', data: { interactiveData: {} } });
  s.counters.messageId += 1;
  return id;
}

const interacted = (messageId: string, uid: string, ...elementIds: string[]) => ({
  messageId,
  uid,
  interactions: elementIds.map((elementId) => ({ elementId, interactedAt: 1700000000 })),
});

describe('validateSnapshot — interactions', () => {
  test('interactions with an interactive message — accepted', () => {
    const result = checked((s) => {
      const id = withForm(s);
      s.interactions.push(interacted(id, 'superhero2', 'element1', 'element2'));
    });
    assert.equal(result.ok, true, JSON.stringify(result));
  });

  test('unknown user or message, not interactive, empty, an element twice, repeated — each named', () => {
    const details = detailsOf((s) => {
      const id = withForm(s);
      s.interactions.push(
        interacted(id, 'ghost', 'a'),
        interacted('999', 'superhero1', 'a'),
        interacted('2', 'superhero1', 'a'),
        interacted(id, 'superhero1'),
        interacted(id, 'superhero2', 'a', 'a'),
        interacted(id, 'superhero2', 'b'),
      );
    });
    assert.deepEqual(details['interactions.0.uid'], ['refers to unknown user ghost']);
    assert.deepEqual(details['interactions.1.messageId'], ['refers to unknown message 999']);
    assert.deepEqual(details['interactions.2.messageId'], ['must name an interactive message']);
    assert.deepEqual(details['interactions.3.interactions'], ['must not be empty']);
    assert.deepEqual(details['interactions.4.interactions'], ['must list each element once']);
    assert.deepEqual(details['interactions.5'], ['duplicates earlier interactions of the user']);
  });
});
