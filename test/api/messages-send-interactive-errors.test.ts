/**
 * ERR_INVALID_MESSAGE_DATA on interactive messages: every problem reported at once, keyed by the
 * dotted path of the offending value.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formMessage, schedulerMessage } from '../../src/contract/examples/interactive-examples.ts';
import { BOT, GUID, assertDetails, botText, expectError, sandbox, newMessageId } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh } = sandbox();
const send = (client: Client, body: object) => client.post(`/bots/${BOT}/messages`, body);

/** A refused send stores nothing: the next message still gets the first free id. */
async function assertNothingStored(client: Client): Promise<void> {
  assert.equal((await botText(client, 'superhero1', 'next')).id, newMessageId());
}

describe('POST /bots/{uid}/messages — ERR_INVALID_MESSAGE_DATA details of interactive messages', () => {
  test('send form — goal naming no element — details at the elementIds index', async () => {
    const body = formMessage();
    body.data.interactionGoal.elementIds = ['element8', 'ghost'];
    const res = await send(fresh(), body);
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.interactionGoal.elementIds.1']);
  });

  test('send form — element id used twice — details at the second use', async () => {
    const body = formMessage();
    body.data.interactiveData.formFields[2]!.elementId = 'element1';
    const res = await send(fresh(), body);
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.interactiveData.formFields.2.elementId']);
  });

  test('send form — submit button reusing a field id — details at submitElement', async () => {
    const body = formMessage();
    body.data.interactiveData.submitElement.elementId = 'element1';
    body.data.interactionGoal.elementIds = ['element1'];
    const res = await send(fresh(), body);
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.interactiveData.submitElement.elementId']);
  });

  test('send scheduler — slot ending before it starts and a reversed range — both reported', async () => {
    const client = fresh();
    const body = schedulerMessage();
    body.data.interactiveData.availability.tuesday[1] = { from: '2000', to: '1700' };
    body.data.interactiveData.availability.monday[0] = { from: '0900', to: '0900' };
    body.data.interactiveData.dateRangeStart = '2024-07-01';
    const res = await send(client, body);
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, [
      'data.interactiveData.availability.monday.0',
      'data.interactiveData.availability.tuesday.1',
      'data.interactiveData.dateRangeEnd',
    ]);
    await assertNothingStored(client);
  });

  test('send scheduler — one-day range — accepted', async () => {
    const body = schedulerMessage();
    body.data.interactiveData.dateRangeStart = body.data.interactiveData.dateRangeEnd;
    assert.equal((await send(fresh(), body)).status, 200);
  });

  test('send card — goal naming a card action — accepted; naming none of them — refused', async () => {
    const body = { category: 'interactive', type: 'card', receiver: GUID, receiverType: 'group' };
    const data = (elementIds: string[]) => ({
      interactionGoal: { type: 'anyOf', elementIds },
      allowSenderInteraction: false,
      interactiveData: {
        text: 'Pick',
        cardActions: [
          {
            elementType: 'button',
            elementId: 'go',
            buttonText: 'Go',
            disableAfterInteracted: false,
            action: { actionType: 'urlNavigation', url: 'https://x.test' },
          },
        ],
      },
    });
    assert.equal((await send(fresh(), { ...body, data: data(['go']) })).status, 200);
    const res = await send(fresh(), { ...body, data: data(['stop']) });
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.interactionGoal.elementIds.0']);
  });
});
