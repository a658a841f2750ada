/**
 * The generated large app of the scale proof is a state the sandbox accepts, of the size asked for,
 * and the same every time.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { generateSnapshot } from '../../scripts/generate-fixtures.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';

describe('generateSnapshot', () => {
  test('1200 messages, 12 groups, 40 users — validated — accepted, with exactly the records asked for', () => {
    const fixtures = loadFixtures();
    const snapshot = generateSnapshot({ messages: 1200, groups: 12, users: 40 });
    const result = validateSnapshot(snapshot);
    assert.equal(result.ok, true, JSON.stringify(!result.ok && result.details));
    assert.equal(snapshot.messages.length, fixtures.messages.length + 1200);
    assert.equal(snapshot.groups.length, fixtures.groups.length + 12);
    assert.equal(snapshot.users.length, fixtures.users.length + 40);
    assert.ok(snapshot.reactions.length > fixtures.reactions.length);
    assert.ok(snapshot.conversationResets.length > 0);
    assert.ok(snapshot.blockedMessages.length > fixtures.blockedMessages.length);
  });

  test('the same options twice — generated — the same snapshot', () => {
    const options = { messages: 300, groups: 5, users: 20 };
    assert.deepEqual(generateSnapshot(options), generateSnapshot(options));
  });

  test('fewer users than a group has members — generated — refused', () => {
    assert.throws(() => generateSnapshot({ messages: 10, groups: 1, users: 3 }), /at least 10 users/);
  });
});
