/** The rules a call message of a snapshot must keep (fixtures or a state import are where calls come from). */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import type { MessageRecord, StateSnapshot } from '../../src/store/state.ts';

const isCall = (m: MessageRecord): boolean => m.category === 'call';

/** The details of the fixtures with `change` made to their first call message, at that message's path. */
function brokenCall(change: (m: MessageRecord, s: StateSnapshot) => void): Record<string, string[]> {
  const snapshot = loadFixtures();
  const index = snapshot.messages.findIndex(isCall);
  change(snapshot.messages[index]!, snapshot);
  const result = validateSnapshot(snapshot);
  assert.equal(result.ok, false, 'expected the snapshot to be rejected');
  if (result.ok) return {};
  const prefix = `messages.${index}.`;
  return Object.fromEntries(
    Object.entries(result.details).map(([path, messages]) => [path.replace(prefix, '@.'), messages]),
  );
}

describe('validateSnapshot — call messages', () => {
  test('the fixtures — hold a call of three messages, and are valid', () => {
    const fixtures = loadFixtures();
    const calls = fixtures.messages.filter(isCall);
    assert.deepEqual(
      calls.map((m) => m.data['action']),
      ['initiated', 'ongoing', 'ended'],
    );
    assert.equal(validateSnapshot(fixtures).ok, true);
  });

  test('a call message without its call — rejected on actionRefs', () => {
    const details = brokenCall((m) => {
      delete m.actionRefs;
    });
    assert.deepEqual(details['@.actionRefs'], ['must hold the call exactly when the category is call']);
  });

  test('a text message holding a call — rejected on actionRefs', () => {
    const details = brokenCall((m) => {
      m.category = 'message';
      m.type = 'text';
    });
    assert.ok(details['@.actionRefs']?.includes('must hold the call exactly when the category is call'));
  });

  test('a call of another conversation, another type, another state, an unknown caller — each named', () => {
    const details = brokenCall((m) => {
      if (!m.actionRefs || !('call' in m.actionRefs)) throw new Error('not a call');
      m.actionRefs.call = { ...m.actionRefs.call, receiver: 'superhero5', type: 'audio', sender: 'nobody' };
      m.data = { action: 'busy' };
    });
    assert.deepEqual(details['@.actionRefs.call'], ['must be a call of the conversation of the message']);
    assert.deepEqual(details['@.actionRefs.call.type'], ['must be video']);
    assert.deepEqual(details['@.data.action'], ['must be initiated']);
    assert.deepEqual(details['@.actionRefs.call.sender'], ['refers to unknown user nobody']);
  });

  test('a call type or status outside the contract — rejected by the shape', () => {
    const details = brokenCall((m) => {
      if (!m.actionRefs || !('call' in m.actionRefs)) throw new Error('not a call');
      m.type = 'hologram';
    });
    assert.ok(details['@.type']?.some((message) => message.includes('audio, video')));
  });
});
