import { describe, test } from 'node:test';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { BUNDLED_FIXTURES_DIR, DEFAULT_APP, fixtureSet, loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';

const fixtures = loadFixtures();
const user = (uid: string) => fixtures.users.find((u) => u.uid === uid);
const scopeIn = (guid: string, uid: string) =>
  fixtures.members.find((m) => m.guid === guid && m.uid === uid)?.scope;

describe('fixtures', () => {
  test("fixtures directory — made before later collections — loads, holding none of them (roles: default and its users')", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-old-fixtures-'));
    try {
      await cp(BUNDLED_FIXTURES_DIR, dir, { recursive: true });
      for (const file of [
        'roles.json',
        'scope-permissions.json',
        'message-metrics.json',
        'keyword-lists.json',
      ])
        await rm(join(dir, file));
      const snapshot = fixtureSet(dir).load();
      assert.deepEqual(snapshot.roles.map((r) => r.role).sort(), ['default']);
      assert.deepEqual(
        [snapshot.scopePermissions, snapshot.messageMetrics, snapshot.keywordLists],
        [[], [], []],
      );
      assert.equal(snapshot.users.length, fixtures.users.length);
      // A file every version has had is still required: without it the start stops, naming it.
      await rm(join(dir, 'users.json'));
      assert.throws(() => fixtureSet(dir), /users\.json cannot be read/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('fixtures — loaded — form a valid state', () => {
    const result = validateSnapshot(fixtures);
    assert.equal(result.ok, true, JSON.stringify(!result.ok && result.details));
  });

  test('default app — read from app.json — is chat-sandbox in us', () => {
    assert.deepEqual(DEFAULT_APP, { appId: 'chat-sandbox', region: 'us' });
  });

  test('bundled fixtures — read as modules — the same snapshot and default app as the files of fixtures/', () => {
    // The browser-safe copy (bundled-fixtures.ts) and a directory read from disk must never drift:
    // a collection imported from the wrong file, or one left out, fails here.
    const files = fixtureSet(BUNDLED_FIXTURES_DIR);
    assert.deepEqual(loadFixtures(), files.load());
    assert.deepEqual(DEFAULT_APP, files.defaultApp);
  });

  test('loadFixtures — called twice — returns copies that share no records', () => {
    const a = loadFixtures();
    const b = loadFixtures();
    assert.notEqual(a.users[0], b.users[0]);
    a.users[0]!.name = 'Changed';
    assert.equal(b.users[0]!.name, 'Iron Man');
    assert.equal(loadFixtures().users[0]!.name, 'Iron Man');
  });

  test('superheroes — five users — carry the reference names, avatars and plausible timestamps', () => {
    const names = ['Iron Man', 'Captain America', 'Spiderman', 'Wolverine', 'Cyclops'];
    names.forEach((name, i) => {
      const hero = user(`superhero${i + 1}`);
      assert.ok(hero, `superhero${i + 1} exists`);
      assert.equal(hero.name, name);
      assert.match(
        hero.avatar ?? '',
        /^https:\/\/data-us\.cometchat\.io\/assets\/images\/avatars\/[a-z]+\.png$/,
      );
      assert.equal(hero.role, 'default');
      assert.ok(['offline', 'available'].includes(hero.status));
      assert.match(String(hero.createdAt), /^\d{10}$/);
    });
    assert.ok(fixtures.users.some((u) => u.metadata !== undefined && u.link !== undefined));
  });

  test('system user and bot — present — app_system is "System" and chatbot is a bot', () => {
    assert.equal(user('app_system')?.name, 'System');
    assert.equal(user('app_system')?.role, 'default');
    assert.equal(user('chatbot')?.isBot, true);
    assert.equal(fixtures.users.filter((u) => u.isBot).length, 1);
  });

  test('group cometchat-guid-1 — members and bans — match the documented roster', () => {
    const group = fixtures.groups.find((g) => g.guid === 'cometchat-guid-1');
    assert.equal(group?.type, 'public');
    assert.equal(group?.owner, 'superhero1');
    assert.equal(scopeIn('cometchat-guid-1', 'superhero1'), 'admin');
    assert.equal(scopeIn('cometchat-guid-1', 'superhero2'), 'moderator');
    assert.equal(scopeIn('cometchat-guid-1', 'superhero3'), 'participant');
    assert.equal(scopeIn('cometchat-guid-1', 'chatbot'), 'participant');
    assert.equal(scopeIn('cometchat-guid-1', 'superhero4'), undefined);
    assert.equal(scopeIn('cometchat-guid-1', 'superhero5'), undefined);
    const ban = fixtures.bans.find((b) => b.guid === 'cometchat-guid-1' && b.uid === 'superhero5');
    assert.equal(ban?.scope, 'participant');
    assert.ok(!fixtures.bans.some((b) => b.uid === 'superhero4'));
  });

  test('group cometchat-guid-1 — messages — has text messages with emoji and text reactions', () => {
    const ids = new Set(
      fixtures.messages
        .filter((m) => m.conversationId === 'group_cometchat-guid-1' && m.type === 'text')
        .map((m) => m.id),
    );
    assert.ok(ids.size >= 3);
    const reactions = fixtures.reactions.filter((r) => ids.has(r.messageId)).map((r) => r.reaction);
    assert.ok(reactions.includes(':thumbsup:'));
    assert.ok(reactions.some((r) => /\p{Extended_Pictographic}/u.test(r)));
  });

  test('other groups — password and private — exist, the password group with a password', () => {
    const password = fixtures.groups.find((g) => g.type === 'password');
    assert.ok(password?.password);
    assert.ok(fixtures.groups.some((g) => g.type === 'private'));
  });

  test('one-to-one conversation — superhero1 and superhero2 — has messages, one with reactions', () => {
    const messages = fixtures.messages.filter((m) => m.conversationId === 'superhero1_user_superhero2');
    assert.ok(messages.length >= 2);
    assert.ok(messages.some((m) => fixtures.reactions.some((r) => r.messageId === m.id)));
  });

  test('messages — stored records — hold no response-time entities', () => {
    for (const m of fixtures.messages) assert.equal('entities' in m.data, false, `message ${m.id}`);
  });

  test('auth tokens — per user — two for superhero1, one for superhero2, in the uid_timestamp+hex format', () => {
    const count = (uid: string) => fixtures.authTokens.filter((t) => t.uid === uid).length;
    assert.ok(count('superhero1') >= 2);
    assert.equal(count('superhero2'), 1);
    for (const t of fixtures.authTokens) {
      const match = new RegExp(`^${t.uid}_(\\d{10})[0-9a-f]{32}$`).exec(t.authToken);
      assert.ok(match, t.authToken);
      assert.equal(Number(match[1]), t.createdAt);
    }
  });

  test('moderation — rule and blocked message — a keyword rule blocked a stored spam message', () => {
    const rule = fixtures.moderationRules.find((r) => r.enabled);
    assert.ok(rule);
    assert.equal(typeof rule.revision, 'number');
    assert.deepEqual(rule.actions, ['blockMessage']);
    const condition = rule.conditions[0];
    assert.deepEqual(
      condition && [condition.entity, condition.operand, condition.operator, condition.category],
      ['message', 'text', 'contains', 'word'],
    );
    assert.deepEqual(condition?.value, ['badword', 'spam']);
    const blocked = fixtures.blockedMessages[0];
    const message = fixtures.messages.find((m) => m.id === blocked?.messageId);
    assert.equal(message?.sender, 'superhero3');
    assert.match(String(message?.data.text), /\bspam\b/i);
    assert.equal(blocked?.ruleId, rule.id);
  });

  test('user blocks — superhero4 — has blocked chatbot', () => {
    assert.ok(fixtures.blockedUsers.some((b) => b.uid === 'superhero4' && b.blockedUid === 'chatbot'));
  });

  test('api keys — both scopes — a full-access and an auth-only key of 40 lowercase hex', () => {
    const byScope = (scope: string) => fixtures.apiKeys.find((k) => k.scope === scope);
    assert.equal(byScope('fullAccess')?.name, 'Rest API Key');
    assert.equal(byScope('authOnly')?.name, 'Auth Only Key');
    for (const k of fixtures.apiKeys) assert.match(k.apiKey, /^[0-9a-f]{40}$/);
  });

  test('counters — against the data — equal the highest message and reaction ids', () => {
    const highest = (ids: string[]) => Math.max(...ids.map(Number));
    assert.equal(fixtures.counters.messageId, highest(fixtures.messages.map((m) => m.id)));
    assert.equal(fixtures.counters.reactionId, highest(fixtures.reactions.map((r) => r.id)));
  });
});
