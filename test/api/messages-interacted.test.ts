import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cardMessage,
  formMessage,
  schedulerMessage,
} from '../../src/contract/examples/interactive-examples.ts';
import { BOT, GUID, NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();
const mark = (client: Client, id: string, interactions: unknown, onBehalfOf?: string) =>
  client.patch(`/messages/${id}/interacted`, { interactions }, onBehalfOf);
const fromBot = async (client: Client, body: object) => ok(await client.post(`/bots/${BOT}/messages`, body));
const done = (id: string, uid: string) => ({
  success: true,
  message: `The message id ${id} has been marked as interacted for the user ${uid}.`,
});

/** A form to superhero1, a card to the group and a scheduler to superhero2, all from the bot. */
async function interactive(client: Client) {
  const form = await fromBot(client, formMessage());
  const card = await fromBot(client, cardMessage());
  const scheduler = await fromBot(client, schedulerMessage());
  return { form: form.id as string, card: card.id as string, scheduler: scheduler.id as string };
}

describe('PATCH /messages/{id}/interacted — errors', () => {
  test('mark interacted — each refusal — its status and code, nothing stored', async () => {
    const client = fresh();
    const { form, scheduler } = await interactive(client);
    const missing = await mark(client, form, ['element1']);
    expectError(missing, 400, 'ERR_BAD_REQUEST');
    assertDetails(missing, ['onBehalfOf']);
    for (const [body, field] of [
      [{}, 'interactions'],
      [{ interactions: [] }, 'interactions'],
      [{ interactions: [''] }, 'interactions.0'],
      [{ interactions: ['element1'], at: 1 }, 'at'],
    ] as const) {
      const res = await client.patch(`/messages/${form}/interacted`, body, 'superhero1');
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    }
    expectError(await mark(client, '99999', ['element1'], 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await mark(client, form, ['element1'], 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
    // Message 2 is a text of superhero1's to superhero2.
    const text = await mark(client, '2', ['element1'], 'superhero1');
    expectError(text, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(text, ['id']);
    const unknown = await mark(client, form, ['element1', 'nope', 'element8', 'also-nope'], 'superhero1');
    expectError(unknown, 400, 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(unknown.body.error.details, {
      'interactions.1': [`is not an element of message ${form}`],
      'interactions.3': [`is not an element of message ${form}`],
    });
    // The scheduler does not allow its sender to interact; its receiver may.
    expectError(await mark(client, scheduler, ['1'], BOT), 403, 'ERR_PERMISSION_DENIED');
    assert.deepEqual((await client.state()).interactions, []);
  });
});

describe('PATCH /messages/{id}/interacted — effect and reads', () => {
  test('mark interacted — repeats keep the first time; only that user reads them, wherever they read', async () => {
    const client = fresh();
    const { form, card } = await interactive(client);
    assert.deepEqual(
      ok(await mark(client, form, ['element1', 'element8'], 'superhero1')),
      done(form, 'superhero1'),
    );
    client.advanceClock(60);
    ok(await mark(client, form, ['element8', 'element2', 'element2'], 'superhero1'));
    const expected = [
      { elementId: 'element1', interactedAt: NOW },
      { elementId: 'element8', interactedAt: NOW },
      { elementId: 'element2', interactedAt: NOW + 60 },
    ];
    assert.deepEqual(ok(await client.get(`/messages/${form}`, 'superhero1')).data.interactions, expected);
    assert.equal(ok(await client.get(`/messages/${form}`)).data.interactions, undefined);

    // In the group, the card shows superhero1's interactions to superhero1 alone.
    ok(await mark(client, card, ['element2'], 'superhero3'));
    ok(await mark(client, card, ['element1'], 'superhero1'));
    const mine = [{ elementId: 'element1', interactedAt: NOW + 60 }];
    const listed = ok(await client.get(`/groups/${GUID}/messages`, 'superhero1'));
    assert.deepEqual(listed.find((m: { id: string }) => m.id === card).data.interactions, mine);
    assert.deepEqual(
      ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1')).lastMessage.data.interactions,
      mine,
    );
    assert.deepEqual(ok(await client.get(`/messages/${card}`, 'superhero3')).data.interactions, [
      { elementId: 'element2', interactedAt: NOW + 60 },
    ]);
    assert.equal(ok(await client.get(`/messages/${card}`, 'superhero2')).data.interactions, undefined);
    // The card allows its sender to interact.
    assert.deepEqual(ok(await mark(client, card, ['element1'], BOT)), done(card, BOT));
  });

  test('mark interacted — a customInteractive message — any id of its own elements is taken', async () => {
    const client = fresh();
    const custom = await fromBot(client, {
      category: 'interactive',
      type: 'customInteractive',
      receiver: 'superhero1',
      receiverType: 'user',
      data: { interactiveData: { question: 'Which suit?', choices: ['Mark 42', 'Mark 50'] } },
    });
    ok(await mark(client, custom.id, ['choice-2'], 'superhero1'));
    assert.deepEqual(ok(await client.get(`/messages/${custom.id}`, 'superhero1')).data.interactions, [
      { elementId: 'choice-2', interactedAt: NOW },
    ]);
  });

  test('mark interacted — the message or the user erased — the interactions go with them', async () => {
    const client = fresh();
    const { form, card } = await interactive(client);
    ok(await mark(client, form, ['element1'], 'superhero1'));
    ok(await mark(client, card, ['element1'], 'superhero1'));
    ok(await mark(client, card, ['element2'], 'superhero2'));
    const recorded = async () =>
      (await client.state()).interactions.map((r) => `${r.messageId} ${r.uid}`).sort();
    ok(await client.del(`/messages/${form}`, { permanent: true }));
    assert.deepEqual(await recorded(), [`${card} superhero1`, `${card} superhero2`].sort());
    ok(await client.del('/users/superhero2', { permanent: true }));
    assert.deepEqual(await recorded(), [`${card} superhero1`]);
  });
});
