/**
 * What the rules do to the next message (SPEC 19): for every action, a rule added, changed (PUT),
 * disabled and deleted through the API changes what the very next message meets; and the engine's
 * operands, categories, keyword list references and filters. The fixtures' keyword rule blocks
 * `badword` and `spam`, which no message here says.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { type Client, NOW, ok, sandboxWithSeed } from './api-client.ts';
import type { StateSnapshot } from '../../src/store/state.ts';

/** The fixtures and one keyword list a condition can name. */
const { fresh } = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  keywordLists: [
    {
      id: 'profanity-list',
      name: 'Profane Words',
      category: 'word',
      searchTerms: ['frak', 'smeg head'],
      isCSV: false,
      revision: 1,
      createdAt: 1718354412,
      updatedAt: 1718354412,
    },
  ],
}));

const ROOM = 'mod-room';
type Sent = { id: string; data: { moderation?: unknown } };

async function setUp(): Promise<Client> {
  const client = fresh();
  const participants = ['superhero2', 'superhero3', 'superhero4', 'superhero5'];
  ok(
    await client.post('/groups', {
      guid: ROOM,
      name: 'Moderated',
      type: 'public',
      owner: 'superhero1',
      members: { participants },
    }),
  );
  return client;
}

async function send(
  client: Client,
  sender: string,
  receiver: string,
  data: object,
  category = 'message',
): Promise<Sent> {
  const receiverType = receiver === ROOM || receiver === 'x-men' ? 'group' : 'user';
  const type = category === 'custom' ? 'note' : 'text';
  return ok(await client.post('/messages', { receiver, receiverType, category, type, data }, sender));
}

const wordRule = (word: string, action: string, enabled = true) => ({
  name: `On ${word}`,
  enabled,
  action: [action],
  conditions: [{ operand: 'text', operator: 'contains', value: [word] }],
});

/** Whether `action` happened to the message `sent` of `sender`, read from the app's state. */
type Met = (state: StateSnapshot, sent: Sent, sender: string) => boolean;
const blocked: Met = (state, sent) => state.blockedMessages.some((b) => b.messageId === sent.id);
const CASES: Record<string, { receiver: string; met: Met }> = {
  blockMessage: { receiver: ROOM, met: blocked },
  dropMessage: { receiver: ROOM, met: blocked },
  flagMessage: {
    receiver: ROOM,
    met: (state, sent) =>
      state.flaggedMessages.some((f) => f.messageId === sent.id && f.flags.some((x) => x.ruleId === 'probe')),
  },
  kick: {
    receiver: ROOM,
    met: (state, _sent, sender) =>
      !state.members.some((m) => m.guid === ROOM && m.uid === sender) &&
      !state.bans.some((b) => b.guid === ROOM && b.uid === sender),
  },
  ban: {
    receiver: ROOM,
    met: (state, _sent, sender) => state.bans.some((b) => b.guid === ROOM && b.uid === sender),
  },
  block: {
    receiver: 'superhero1',
    met: (state, _sent, sender) =>
      state.blockedUsers.some((b) => b.uid === 'superhero1' && b.blockedUid === sender),
  },
  deactivate: {
    receiver: ROOM,
    met: (state, _sent, sender) => state.users.some((u) => u.uid === sender && u.deactivatedAt !== undefined),
  },
};

describe('a rule added, changed, disabled, deleted — the very next message', () => {
  for (const [action, { receiver, met }] of Object.entries(CASES)) {
    test(`${action} — met while the rule says so, from the next message on`, async () => {
      const client = await setUp();
      const probe = async (sender: string, text: string) => {
        const sent = await send(client, sender, receiver, { text });
        return met(await client.state(), sent, sender);
      };
      ok(await client.post('/moderation/rules', { id: 'probe', ...wordRule('alpha', action) }));
      assert.equal(await probe('superhero2', 'alpha and more'), true, 'added');
      ok(await client.put('/moderation/rules/probe', wordRule('beta', action)));
      assert.equal(await probe('superhero3', 'alpha again'), false, 'changed: the old word');
      assert.equal(await probe('superhero3', 'now beta'), true, 'changed: the new word');
      ok(await client.put('/moderation/rules/probe', wordRule('beta', action, false)));
      assert.equal(await probe('superhero4', 'beta'), false, 'disabled');
      ok(await client.put('/moderation/rules/probe', wordRule('beta', action)));
      ok(await client.del('/moderation/rules/probe'));
      assert.equal(await probe('superhero4', 'beta'), false, 'deleted');
    });
  }

  test('kick and flag together — delivered as approved, the kick after the message, nothing blocked', async () => {
    const client = await setUp();
    const rule = { id: 'probe', ...wordRule('alpha', 'kick'), action: ['kick', 'flagMessage'] };
    ok(await client.post('/moderation/rules', rule));
    const sent = await send(client, 'superhero2', ROOM, { text: 'alpha' });
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    const read = ok(await client.get(`/messages/${sent.id}`, 'superhero1'));
    assert.deepEqual(read.data.moderation, { status: 'approved' });
    const messages = ok(await client.get(`/groups/${ROOM}/messages`, 'superhero1'));
    const [last, before] = [...messages].reverse();
    assert.deepEqual([before.id, last.category, last.data.action], [sent.id, 'action', 'kicked']);
    const state = await client.state();
    assert.equal(blocked(state, sent, 'superhero2'), false);
    assert.equal(CASES['flagMessage']!.met(state, sent, 'superhero2'), true);
  });

  test('an edit — met again by the rule that flagged it, nothing added; by another, its flag added', async () => {
    const client = await setUp();
    ok(await client.post('/moderation/rules', { id: 'probe', ...wordRule('alpha', 'flagMessage') }));
    ok(await client.post('/moderation/rules', { id: 'other', ...wordRule('beta', 'flagMessage') }));
    const sent = await send(client, 'superhero2', ROOM, { text: 'alpha' });
    client.advanceClock(60);
    const edit = (text: string) => client.put(`/messages/${sent.id}`, { data: { text } }, 'superhero2');
    ok(await edit('alpha again'));
    const flagged = async () => (await client.state()).flaggedMessages.find((f) => f.messageId === sent.id);
    assert.deepEqual(await flagged(), {
      messageId: sent.id,
      flags: [{ ruleId: 'probe', flaggedAt: NOW }],
      flaggedAt: NOW,
    });
    ok(await edit('alpha and beta'));
    assert.deepEqual(
      (await flagged())?.flags.map((f) => [f.ruleId, f.flaggedAt]),
      [
        ['probe', NOW],
        ['other', NOW + 60],
      ],
    );
  });

  test('a blocked message — read by its sender as disapproved, with the rule', async () => {
    const client = await setUp();
    ok(await client.post('/moderation/rules', { id: 'probe', ...wordRule('alpha', 'dropMessage') }));
    const sent = await send(client, 'superhero2', ROOM, { text: 'alpha' });
    const read = ok(await client.get(`/messages/${sent.id}`, 'superhero2'));
    assert.deepEqual(read.data.moderation, {
      status: 'disapproved',
      rule: { id: 'probe', name: 'On alpha' },
    });
  });
});

describe('operands, categories and filters', () => {
  const blocks = async (client: Client, sent: Sent) => blocked(await client.state(), sent, '');
  const rule = (id: string, condition: object, filters?: object[]) => ({
    id,
    name: id,
    action: ['blockMessage'],
    conditions: [{ operand: 'text', operator: 'contains', ...condition }],
    ...(filters ? { filters } : {}),
  });

  test('pattern — a regular expression, case-insensitive and by code point', async () => {
    const client = await setUp();
    ok(
      await client.post(
        '/moderation/rules',
        rule('p', { category: 'pattern', value: ['b[a4]d\\d', '^.x$'] }),
      ),
    );
    assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text: 'so B4D7 it' })), true);
    assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text: '😀X' })), true);
    assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text: 'bad' })), false);
  });

  test('sentence-similarity — contained after case and space folding; equals — the whole text', async () => {
    const client = await setUp();
    ok(
      await client.post(
        '/moderation/rules',
        rule('s', { category: 'sentence-similarity', value: ['Open the  door'] }),
      ),
    );
    ok(await client.post('/moderation/rules', rule('e', { operator: 'equals', value: ['exactly this'] })));
    const cases: [string, boolean][] = [
      ['Please OPEN the\ndoor now', true],
      ['open the window', false],
      ['  Exactly   THIS ', true],
      ['exactly this!', false],
    ];
    for (const [text, expected] of cases) {
      assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text })), expected, text);
    }
  });

  test('custom — the string values of customData, at any depth; word phrases and whole words', async () => {
    const client = await setUp();
    ok(await client.post('/moderation/rules', rule('c', { operand: 'custom', value: 'secret plan' })));
    const custom = (customData: object) => send(client, 'superhero2', ROOM, { customData }, 'custom');
    assert.equal(await blocks(client, await custom({ note: { deep: ['the SECRET  plan'] } })), true);
    assert.equal(await blocks(client, await custom({ note: 'secret plans', n: 1 })), false);
    assert.equal(await blocks(client, await custom({ note: 'secret, plan' })), false);
    assert.equal(
      await blocks(client, await send(client, 'superhero2', ROOM, { text: 'secret plan' })),
      false,
    );
  });

  test('keyword lists — the terms of the lists named; a list that does not exist matches nothing', async () => {
    const client = await setUp();
    // The request schema's spelling of the flag.
    const condition = { isKeywordReferencePresent: true, value: ['no-such-list', 'profanity-list'] };
    ok(await client.post('/moderation/rules', rule('k', condition)));
    assert.equal(
      await blocks(client, await send(client, 'superhero2', ROOM, { text: 'you Smeg head' })),
      true,
    );
    assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text: 'frakking' })), false);
    assert.equal(
      await blocks(client, await send(client, 'superhero2', ROOM, { text: 'no-such-list' })),
      false,
    );
  });

  test('filters — all must hold: a sender by uid, not the receiving group’s type', async () => {
    const client = await setUp();
    const filters = [
      { type: 'sender', entity: 'user', operand: 'uid', operator: 'in', value: 'superhero2,superhero5' },
      { type: 'receiver', entity: 'group', operand: 'type', operator: 'notEquals', value: 'private' },
    ];
    ok(await client.post('/moderation/rules', rule('f', { value: 'alpha' }, filters)));
    assert.equal(await blocks(client, await send(client, 'superhero2', ROOM, { text: 'alpha' })), true);
    assert.equal(await blocks(client, await send(client, 'superhero3', ROOM, { text: 'alpha' })), false);
    assert.equal(await blocks(client, await send(client, 'superhero5', 'x-men', { text: 'alpha' })), false);
    assert.equal(
      await blocks(client, await send(client, 'superhero2', 'superhero1', { text: 'alpha' })),
      false,
    );
  });
});
