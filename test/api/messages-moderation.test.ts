import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOT,
  GUID,
  NOW,
  assertDetails,
  botText,
  expectError,
  ok,
  sandbox,
  sandboxWithSeed,
  newMessageId,
} from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const blocked = async (client: Client, query = '') => {
  const res = await client.get(`/moderation/blocked-messages${query}`);
  return { ids: ok(res).map((r: { message: { id: string } }) => r.message.id), body: res.body };
};
const reactAs = (client: Client, id: string, uid: string) =>
  client.post(`/messages/${id}/reactions/👍`, undefined, uid);

describe('Moderation on (the fixtures’ keyword rule)', () => {
  test('send text with a blocked keyword — pending, recorded first in the blocked list', async () => {
    const client = fresh();
    const sent = await botText(client, GUID, 'Buy cheap SPAM here');
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    const { ids, body } = await blocked(client);
    assert.deepEqual(ids, [sent.id, '7']);
    const [record] = body.data;
    assert.deepEqual(
      [record.ruleId, record.ruleName, record.revisionId, record.action, record.createdAt, record.updatedAt],
      ['keyword-filter', 'Keyword Filter', '2531000000000000_keyword-filter_3', ['blockMessage'], NOW, NOW],
    );
    assert.deepEqual(record.condition.value, ['badword', 'spam']);
    assert.deepEqual(
      [record.message.data.text, record.message.sender, record.message.data.moderation],
      // Read after the send: the verdict, with the rule (SPEC 19).
      [
        'Buy cheap SPAM here',
        BOT,
        { status: 'disapproved', rule: { id: 'keyword-filter', name: 'Keyword Filter' } },
      ],
    );
    assert.deepEqual(body.meta, { current: { limit: 50, count: 2 } });
  });

  test('send text with a keyword inside a longer word — pending but not blocked', async () => {
    const client = fresh();
    const sent = await botText(client, GUID, 'Spamalot tickets are sold out');
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    assert.deepEqual((await blocked(client)).ids, ['7']);
    ok(await reactAs(client, sent.id, 'superhero1'));
  });

  test('send custom message mentioning a keyword — pending, never blocked', async () => {
    const client = fresh();
    const sent = ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'custom',
        receiver: GUID,
        receiverType: 'group',
        data: { customData: { text: 'spam' } },
      }),
    );
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    assert.deepEqual((await blocked(client)).ids, ['7']);
  });

  test('blocked message — others react or save — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    const { id } = await botText(client, GUID, 'spam spam spam');
    expectError(await reactAs(client, id, 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(
      await client.post(`/messages/${id}/save`, undefined, 'superhero2'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(await client.get(`/messages/${id}/reactions`, 'superhero3'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('blocked message — its sender reacts and saves — allowed', async () => {
    const client = fresh();
    const { id } = await botText(client, GUID, 'badword');
    ok(await reactAs(client, id, BOT));
    ok(await client.post(`/messages/${id}/save`, undefined, BOT));
    assert.equal(ok(await client.get(`/messages/${id}/reactions`)).length, 1, 'the app key sees it');
  });

  test('blocked fixture message — its sender only — superhero3 yes, superhero1 404', async () => {
    const client = fresh();
    ok(await reactAs(client, '7', 'superhero3'));
    expectError(await reactAs(client, '7', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('blocked list — limit 1 — only the newest, meta with that limit', async () => {
    const client = fresh();
    await botText(client, 'superhero1', 'spam one');
    const newest = await botText(client, 'superhero2', 'spam two');
    const { ids, body } = await blocked(client, '?limit=1');
    assert.deepEqual(ids, [newest.id]);
    assert.deepEqual(body.meta, { current: { limit: 1, count: 1 } });
    assert.deepEqual((await blocked(client, '?limit=100')).ids, [newest.id, newMessageId(), '7']);
  });

  test('blocked list — one send to several receivers — one record per copy', async () => {
    const client = fresh();
    ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'message',
        multipleReceivers: { uids: ['superhero1', 'superhero2'] },
        data: { text: 'spam for all' },
      }),
    );
    assert.deepEqual((await blocked(client)).ids, [newMessageId(1), newMessageId(), '7']);
  });

  for (const limit of ['0', '101', 'many']) {
    test(`blocked list — limit ${limit} — 400 naming limit`, async () => {
      const res = await fresh().get(`/moderation/blocked-messages?limit=${limit}`);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, ['limit']);
    });
  }
});

/** The fixtures without moderation rules: new messages are not moderated at all. */
const unmoderated = sandboxWithSeed((fixtures) => ({ ...fixtures, moderationRules: [] }));
/** The keyword rule present but switched off. */
const disabled = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  moderationRules: fixtures.moderationRules.map((rule) => ({ ...rule, enabled: false })),
}));
/** The keyword rule marks messages without blocking them. */
const flagOnly = sandboxWithSeed((fixtures) => ({
  ...fixtures,
  moderationRules: fixtures.moderationRules.map((rule) => ({ ...rule, actions: ['flagMessage'] })),
}));

describe('Moderation off', () => {
  for (const [label, app] of [
    ['no rules', unmoderated],
    ['the only rule disabled', disabled],
  ] as const) {
    test(`send text with a keyword — ${label} — no moderation field, not blocked, visible to all`, async () => {
      const client = app.fresh();
      const sent = await botText(client, GUID, 'spam');
      assert.equal('moderation' in sent.data, false);
      assert.deepEqual((await blocked(client)).ids, ['7']);
      ok(await reactAs(client, sent.id, 'superhero1'));
    });
  }

  test('send text with a keyword — rule without blockMessage — pending, not blocked', async () => {
    const client = flagOnly.fresh();
    const sent = await botText(client, GUID, 'spam');
    assert.deepEqual(sent.data.moderation, { status: 'pending' });
    assert.deepEqual((await blocked(client)).ids, ['7']);
    ok(await reactAs(client, sent.id, 'superhero1'));
  });
});
