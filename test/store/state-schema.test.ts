import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { COLLECTION_MAX } from '../../src/store/snapshot-schema.ts';
import { DETAILS_MAX, NESTING_MAX, ROOT_PATH, validateSnapshot } from '../../src/store/state-schema.ts';
import type { JsonObject, StateSnapshot } from '../../src/store/state.ts';

/** The details of a snapshot expected to be invalid. */
function detailsOf(input: unknown): Record<string, string[]> {
  const result = validateSnapshot(input);
  assert.equal(result.ok, false, 'expected the snapshot to be rejected');
  return result.ok ? {} : result.details;
}

function broken(change: (s: StateSnapshot) => void): Record<string, string[]> {
  const snapshot = loadFixtures();
  change(snapshot);
  return detailsOf(snapshot);
}

/** The fixtures' message count and the first id not handed out yet, so the tests follow the fixtures. */
const SEEDED = loadFixtures().messages.length;
const NEXT_ID = loadFixtures().counters.messageId + 1;
const asRecord = (value: unknown) => value as Record<string, unknown>;

/** An object nested `depth` levels deep, built without recursion. */
function nested(depth: number): JsonObject {
  const root: JsonObject = {};
  let node = root;
  for (let level = 1; level < depth; level += 1) {
    const child: JsonObject = {};
    node.a = child;
    node = child;
  }
  return root;
}

describe('validateSnapshot — shapes', () => {
  test('validateSnapshot — valid fixtures — returns the same object', () => {
    const snapshot = loadFixtures();
    const result = validateSnapshot(snapshot);
    assert.ok(result.ok);
    assert.equal(result.snapshot, snapshot);
  });

  test('validateSnapshot — not an object — reports the root', () => {
    for (const input of [null, [], 'state', 42, true, undefined]) {
      assert.deepEqual(Object.keys(detailsOf(input)), [ROOT_PATH]);
    }
  });

  test('validateSnapshot — wrong field types — names each field by dotted path', () => {
    const details = broken((s) => {
      asRecord(s.users[3]).uid = 7;
      asRecord(s.messages[0]).sentAt = '1700000000';
      asRecord(s.counters).reactionId = -1;
    });
    assert.deepEqual(details['users.3.uid'], ['must be string']);
    assert.deepEqual(details['messages.0.sentAt'], ['must be integer']);
    assert.ok(details['counters.reactionId']);
  });

  test('validateSnapshot — missing and unknown properties — names the property', () => {
    const details = broken((s) => {
      delete asRecord(s.groups[1]).name;
      asRecord(s.members[0]).role = 'admin';
      delete asRecord(s).bans;
    });
    assert.deepEqual(details['groups.1.name'], ['is required']);
    assert.deepEqual(details['members.0.role'], ['is not allowed']);
    assert.deepEqual(details.bans, ['is required']);
  });

  test('validateSnapshot — value outside an enum or a limit — says what is allowed', () => {
    const details = broken((s) => {
      asRecord(s.members[0]).scope = 'owner';
      s.groups[0]!.name = 'x'.repeat(101);
      s.groups[0]!.guid = 'Upper-Case';
    });
    assert.deepEqual(details['members.0.scope'], ['must be one of admin, moderator, participant']);
    assert.ok(details['groups.0.name']);
    assert.ok(details['groups.0.guid']);
  });

  test('validateSnapshot — group name of 100 emoji — is accepted as 100 characters', () => {
    const snapshot = loadFixtures();
    snapshot.groups[0]!.name = '😀'.repeat(100);
    assert.equal(validateSnapshot(snapshot).ok, true);
  });

  test('validateSnapshot — array over the collection limit — is rejected', () => {
    const snapshot = loadFixtures();
    snapshot.blockedUsers = Array.from({ length: COLLECTION_MAX + 1 }, () => snapshot.blockedUsers[0]!);
    assert.ok(detailsOf(snapshot).blockedUsers);
  });

  test('validateSnapshot — thousands of broken records — keeps at most DETAILS_MAX paths', () => {
    const snapshot = loadFixtures();
    asRecord(snapshot).savedMessages = Array.from({ length: 5000 }, () => ({ uid: 1 }));
    assert.equal(Object.keys(detailsOf(snapshot)).length, DETAILS_MAX);
  });
});

describe('validateSnapshot — hostile input', () => {
  test('validateSnapshot — __proto__ keys from JSON — are reported as own keys and pollute nothing', () => {
    const input: unknown = JSON.parse(
      '{"__proto__": {"polluted": true}, "users": [{"__proto__": {"isBot": true}, "uid": "u"}]}',
    );
    const details = detailsOf(input);
    assert.ok(Object.hasOwn(details, '__proto__'));
    assert.deepEqual(details['users.0.__proto__'], ['is not allowed']);
    assert.equal(asRecord({}).polluted, undefined);
    assert.equal(Object.getPrototypeOf(details), Object.prototype);
  });

  test('validateSnapshot — collections inherited through the prototype — do not count as present', () => {
    const input = Object.create(loadFixtures()) as unknown;
    assert.deepEqual(detailsOf(input).users, ['is required']);
  });

  test('validateSnapshot — __proto__ key inside free-form metadata — is data and is accepted', () => {
    const snapshot = loadFixtures();
    snapshot.users[0]!.metadata = JSON.parse('{"__proto__": {"admin": true}}');
    assert.equal(validateSnapshot(snapshot).ok, true);
  });

  test('validateSnapshot — free-form data nested to the limit — is accepted and can be written', () => {
    const snapshot = loadFixtures();
    snapshot.messages[0]!.data.metadata = nested(NESTING_MAX - 1);
    assert.equal(validateSnapshot(snapshot).ok, true);
    assert.doesNotThrow(() => JSON.stringify(snapshot));
  });

  test('validateSnapshot — free-form data nested past the limit — is rejected on the field', () => {
    const details = broken((s) => {
      s.messages[0]!.data.metadata = nested(30_000);
      s.users[1]!.metadata = nested(NESTING_MAX + 1);
      s.groups[0]!.metadata = nested(NESTING_MAX);
    });
    assert.deepEqual(details['messages.0.data'], [`must not nest deeper than ${NESTING_MAX} levels`]);
    assert.ok(details['users.1.metadata']);
    assert.equal(details['groups.0.metadata'], undefined);
  });

  test('validateSnapshot — a getter that throws — reports the root instead of throwing', () => {
    const snapshot = loadFixtures();
    Object.defineProperty(snapshot.users[0]!, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    assert.ok(detailsOf(snapshot)[ROOT_PATH]);
  });

  test('validateSnapshot — any value at all — never throws and never accepts', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        assert.equal(validateSnapshot(value).ok, false);
      }),
    );
  });

  test('validateSnapshot — any value in place of any collection — never throws', () => {
    const keys = Object.keys(loadFixtures()) as (keyof StateSnapshot)[];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const snapshot = asRecord(loadFixtures());
        snapshot[key] = value;
        validateSnapshot(snapshot);
      }),
      { numRuns: 200 },
    );
  });
});

describe('validateSnapshot — references and uniqueness', () => {
  test('validateSnapshot — duplicate keys — point at the later record and name the first', () => {
    const details = broken((s) => {
      s.users.push({ ...s.users[0]! });
      s.messages.push({ ...s.messages[2]! });
      s.reactions.push({ ...s.reactions[0]!, id: '1', uid: 'superhero4' });
      s.apiKeys.push({ ...s.apiKeys[0]!, name: 'Copy' });
      s.members.push({ ...s.members[0]!, joinedAt: 1 });
    });
    assert.deepEqual(details['users.7.uid'], ['duplicates users.0.uid']);
    assert.deepEqual(details[`messages.${SEEDED}.id`], ['duplicates messages.2.id']);
    assert.deepEqual(details['reactions.6.id'], ['duplicates reactions.0.id']);
    assert.deepEqual(details['apiKeys.2.apiKey'], ['duplicates apiKeys.0.apiKey']);
    assert.deepEqual(details['members.8'], ['duplicates an earlier membership']);
  });

  test('validateSnapshot — references to unknown users and groups — are named', () => {
    const details = broken((s) => {
      s.members[0]!.uid = 'ghost';
      s.bans[0]!.guid = 'no-such-group';
      s.groups[0]!.owner = 'ghost';
      s.authTokens[0]!.uid = 'ghost';
      s.blockedUsers[0]!.blockedUid = 'ghost';
    });
    assert.deepEqual(details['members.0.uid'], ['refers to unknown user ghost']);
    assert.deepEqual(details['bans.0.guid'], ['refers to unknown group no-such-group']);
    assert.ok(details['groups.0.owner']);
    assert.ok(details['authTokens.0.uid']);
    assert.ok(details['blockedUsers.0.blockedUid']);
  });

  test('validateSnapshot — references to unknown messages — are named', () => {
    const details = broken((s) => {
      s.reactions[0]!.messageId = '999';
      s.savedMessages[0]!.messageId = '998';
      s.blockedMessages[0]!.messageId = '997';
      s.messages[3]!.quotedMessageId = '996';
      s.conversationResets.push({
        guid: 'cometchat-guid-1',
        uid: 'superhero1',
        lastMessageId: '995',
        preserveOrder: false,
        resetAt: 1700400000,
      });
    });
    assert.deepEqual(details['reactions.0.messageId'], ['refers to unknown message 999']);
    assert.ok(details['savedMessages.0.messageId']);
    assert.ok(details['blockedMessages.0.messageId']);
    assert.ok(details['messages.3.quotedMessageId']);
    assert.ok(details['conversationResets.0.lastMessageId']);
  });

  test('validateSnapshot — quotes and resets naming a message deleted for good — accepted up to the counter', () => {
    const snapshot = loadFixtures();
    snapshot.messages = snapshot.messages.filter((m) => m.id !== '5');
    snapshot.reactions = snapshot.reactions.filter((r) => r.messageId !== '5');
    snapshot.messages[3]!.quotedMessageId = '5';
    snapshot.conversationResets.push({
      guid: 'cometchat-guid-1',
      uid: 'superhero1',
      lastMessageId: '5',
      preserveOrder: false,
      resetAt: 1700400000,
    });
    assert.ok(validateSnapshot(snapshot).ok);
    snapshot.messages[3]!.quotedMessageId = String(NEXT_ID);
    assert.deepEqual(detailsOf(snapshot)['messages.3.quotedMessageId'], [
      `refers to message ${NEXT_ID}, an id not handed out yet`,
    ]);
  });

  test('validateSnapshot — an edit action — its copy of the message must be of its conversation', () => {
    const details = broken((s) => {
      const { actionRefs: _, ...copy } = s.messages[1]!;
      s.messages.push({
        ...s.messages[1]!,
        id: String(NEXT_ID),
        category: 'action',
        type: 'message',
        data: { action: 'edited' },
        actionRefs: { by: 'nobody', message: { ...copy, conversationId: 'group_cometchat-guid-1' } },
      });
      s.counters.messageId = NEXT_ID;
    });
    assert.deepEqual(details[`messages.${SEEDED}.actionRefs.by`], ['refers to unknown user nobody']);
    assert.deepEqual(details[`messages.${SEEDED}.actionRefs.message.conversationId`], [
      'must be superhero1_user_superhero2',
    ]);
  });

  test('validateSnapshot — message conversation ids — must follow the receiver', () => {
    const details = broken((s) => {
      s.messages[1]!.conversationId = 'superhero2_user_superhero1';
      s.messages[3]!.conversationId = 'group_other';
    });
    assert.deepEqual(details['messages.1.conversationId'], ['must be superhero1_user_superhero2']);
    assert.deepEqual(details['messages.3.conversationId'], ['must be group_cometchat-guid-1']);
  });

  test('validateSnapshot — counters below the highest ids — are rejected', () => {
    const details = broken((s) => {
      s.counters.messageId = 3;
      s.counters.reactionId = 0;
    });
    assert.deepEqual(details['counters.messageId'], [`must be at least ${NEXT_ID - 1}`]);
    assert.deepEqual(details['counters.reactionId'], ['must be at least 6']);
  });

  test('validateSnapshot — a user both banned and member — is rejected on the ban', () => {
    const details = broken((s) => {
      s.members.push({ guid: 'cometchat-guid-1', uid: 'superhero5', scope: 'participant', joinedAt: 1 });
    });
    assert.ok(details['bans.0.uid']);
  });

  test('validateSnapshot — other semantic rules — password, system user, action refs, message types', () => {
    const details = broken((s) => {
      delete s.groups.find((g) => g.type === 'password')!.password;
      s.users = s.users.filter((u) => u.uid !== 'app_system');
      s.messages[0]!.type = 'card';
      s.messages[1]!.category = 'action';
    });
    assert.ok(Object.keys(details).some((p) => /^groups\.\d+\.password$/.test(p)));
    assert.deepEqual(details.users, ['must contain the system user app_system']);
    assert.ok(details['messages.0.type']);
    assert.deepEqual(details['messages.1.actionRefs'], ['is required for an action message']);
  });

  test('validateSnapshot — more than 100 saved messages for one user — is rejected', () => {
    const details = broken((s) => {
      for (let i = NEXT_ID; i <= NEXT_ID + 100; i += 1) {
        s.messages.push({ ...s.messages[1]!, id: String(i) });
        s.savedMessages.push({ uid: 'superhero2', messageId: String(i), savedAt: 1700400000 });
      }
      s.counters.messageId = NEXT_ID + 100;
    });
    assert.deepEqual(Object.keys(details), ['savedMessages.101.uid']);
  });

  test('validateSnapshot — thread subscriptions naming nobody, no message, a reply, or twice — are rejected', () => {
    const details = broken((s) => {
      s.messages.push({ ...s.messages[1]!, id: String(NEXT_ID), parentId: '2' });
      s.counters.messageId = NEXT_ID;
      const at = { subscribedAt: 1700400000 };
      s.threadSubscriptions.push(
        { uid: 'superhero1', messageId: '2', ...at },
        { uid: 'nobody', messageId: '2', ...at },
        { uid: 'superhero1', messageId: '99999', ...at },
        { uid: 'superhero1', messageId: String(NEXT_ID), ...at },
        { uid: 'superhero1', messageId: '2', ...at },
      );
    });
    assert.deepEqual(details, {
      'threadSubscriptions.1.uid': ['refers to unknown user nobody'],
      'threadSubscriptions.2.messageId': ['refers to unknown message 99999'],
      'threadSubscriptions.3.messageId': ['is a thread reply, which has no thread'],
      'threadSubscriptions.4': ['duplicates an earlier subscription'],
    });
  });

  test('validateSnapshot — more than 100 pinned messages in one conversation — is rejected', () => {
    const details = broken((s) => {
      for (let i = NEXT_ID; i <= NEXT_ID + 100; i += 1) {
        s.messages.push({ ...s.messages[1]!, id: String(i), pin: { by: 'app_system', at: 1700400000 } });
      }
      s.counters.messageId = NEXT_ID + 100;
    });
    assert.deepEqual(details, {
      [`messages.${SEEDED + 100}.pin`]: ['is one pin more than the 100 of superhero1_user_superhero2'],
    });
  });
});
