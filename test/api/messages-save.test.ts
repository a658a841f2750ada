import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, NOW, assertDetails, botText, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';
import type { StateSnapshot } from '../../src/store/state.ts';

const { fresh } = sandbox();
const save = (client: Client, id: string, uid: string) => client.post(`/messages/${id}/save`, undefined, uid);
const LIMIT_MESSAGE =
  'The number of saved messages for the user with uid superhero3 exceeds the allowed limit of 100.';

/** Sends `count` bot messages to superhero3, who saves each of them; returns their ids. */
async function savedBySuperhero3(client: Client, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await botText(client, 'superhero3', `Note ${i}`);
    ok(await save(client, id, 'superhero3'));
    ids.push(id);
  }
  return ids;
}

describe('POST /messages/{id}/save', () => {
  test('save message — group message by a member — the message with savedAt now', async () => {
    const message = ok(await save(fresh(), '4', 'superhero3'));
    assert.deepEqual(
      [message.id, message.data.text, message.savedAt],
      ['4', 'Welcome to the hangout, team!', NOW],
    );
    assert.equal(message.data.reactions.length, 3);
  });

  test('save message — saved again later — 200 keeping the first savedAt', async () => {
    const client = fresh();
    ok(await save(client, '4', 'superhero3'));
    client.advanceClock(3600);
    assert.equal(ok(await save(client, '4', 'superhero3')).savedAt, NOW);
  });

  test('save message — saved in the fixtures — answered with the fixture savedAt', async () => {
    assert.equal(ok(await save(fresh(), '2', 'superhero1')).savedAt, 1700210300);
  });

  test('save message — other answers about the same message — no savedAt', async () => {
    const client = fresh();
    ok(await save(client, '4', 'superhero3'));
    const reacted = ok(await client.post('/messages/4/reactions/👍', undefined, 'superhero3'));
    assert.equal('savedAt' in reacted, false);
    const quoting = ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'message',
        receiver: 'superhero3',
        receiverType: 'user',
        quotedMessageId: '4',
        data: { text: 'See above' },
      }),
    );
    assert.equal('savedAt' in quoting.quotedMessage, false);
  });

  test('save message — another user saving it — their own savedAt', async () => {
    const client = fresh();
    ok(await save(client, '4', 'superhero3'));
    client.advanceClock(60);
    assert.equal(ok(await save(client, '4', 'superhero2')).savedAt, NOW + 60);
  });

  test('save message — one-to-one message of others — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(await save(fresh(), '2', 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('save message — unknown message — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await save(fresh(), '999', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('save message — onBehalfOf missing — 400 naming onBehalfOf', async () => {
    const res = await fresh().post('/messages/4/save');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('save message — onBehalfOf unknown — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await save(fresh(), '4', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('POST /messages/{id}/save — the limit of 100', () => {
  // 99 saves made through the API once; each test starts from that state (one import, not 198 calls).
  let ninetyNine: StateSnapshot;
  let ninetyNineIds: string[];
  before(async () => {
    const client = fresh();
    ninetyNineIds = await savedBySuperhero3(client, 99);
    ninetyNine = await client.state();
  });

  /** A fresh app holding the 99 saves, and `more` saved by superhero3 through the API after them. */
  async function withSaved(more: number): Promise<Client> {
    const client = fresh();
    await client.importState(ninetyNine);
    await savedBySuperhero3(client, more);
    return client;
  }

  test('save message — 99 saved, then the 100th — accepted', async () => {
    const client = await withSaved(0);
    const { id } = await botText(client, 'superhero3', 'The hundredth');
    assert.equal(ok(await save(client, id, 'superhero3')).id, id);
  });

  test('save message — 100 saved, then a new one — 400 with the exact message, nothing saved', async () => {
    const client = await withSaved(1);
    const res = await save(client, '4', 'superhero3');
    expectError(res, 400, 'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED');
    assert.equal(res.body.error.message, LIMIT_MESSAGE);
    expectError(await save(client, '4', 'superhero3'), 400, 'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED');
  });

  test('save message — at the limit, re-saving a saved message — 200 with its savedAt', async () => {
    const client = await withSaved(1);
    client.advanceClock(60);
    assert.equal(ok(await save(client, ninetyNineIds[0]!, 'superhero3')).savedAt, NOW);
  });

  test('save message — one user at the limit — another user still saves', async () => {
    const client = await withSaved(1);
    ok(await save(client, '4', 'superhero2'));
  });
});
