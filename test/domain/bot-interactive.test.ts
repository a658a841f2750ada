import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sendBotMessage } from '../../src/domain/bots.ts';
import type { BotMessageBody } from '../../src/domain/message-body.ts';
import type { JsonObject } from '../../src/store/state.ts';
import { BOT, cardBody, expectRejected, formBody, makeContext, schedulerBody } from './message-fixture.ts';

const interactiveData = (body: BotMessageBody): JsonObject => body.data?.['interactiveData'] as JsonObject;

describe('sendBotMessage — interactive messages', () => {
  test('send bot message — valid form — stored with its interactive fields', () => {
    const ctx = makeContext();
    const body = formBody(['submit', 'name']);
    const view = sendBotMessage(ctx, BOT, body);
    assert.deepEqual([view.category, view.type], ['interactive', 'form']);
    assert.deepEqual(view.data['interactionGoal'], { type: 'allOf', elementIds: ['submit', 'name'] });
    assert.deepEqual(view.data['interactiveData'], interactiveData(body));
    assert.equal(view.data['allowSenderInteraction'], true);
  });

  test('send bot message — valid card — stored as a card', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, cardBody(['buy', 'later']));
    assert.equal(view.type, 'card');
    assert.equal((view.data['interactiveData'] as JsonObject)['text'], 'A card');
  });

  test('send bot message — valid scheduler — repeated receiver fields are left out of data', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, schedulerBody());
    assert.equal(view.type, 'scheduler');
    assert.deepEqual(Object.keys(ctx.state.messages.get(view.id)?.data ?? {}), [
      'interactionGoal',
      'allowSenderInteraction',
      'interactiveData',
    ]);
  });

  test('send bot message — customInteractive with free data — accepted as is', () => {
    const ctx = makeContext();
    const view = sendBotMessage(ctx, BOT, {
      receiver: 'alice',
      receiverType: 'user',
      category: 'interactive',
      type: 'customInteractive',
      data: { interactionGoal: { type: 'none', elementIds: [] }, interactiveData: { anything: [1, 2] } },
    });
    assert.equal(view.type, 'customInteractive');
    assert.deepEqual(view.data['interactiveData'], { anything: [1, 2] });
  });

  test('send bot message — interactive type absent — stored as a card', () => {
    const ctx = makeContext();
    const { type: _type, ...body } = cardBody();
    assert.equal(sendBotMessage(ctx, BOT, body).type, 'card');
  });

  test('send bot message — form goal names a missing element — 400 ERR_INVALID_MESSAGE_DATA at its index', () => {
    const ctx = makeContext();
    const error = expectRejected(
      ctx,
      () => sendBotMessage(ctx, BOT, formBody(['submit', 'ghost'])),
      'ERR_INVALID_MESSAGE_DATA',
    );
    assert.deepEqual(error.details, {
      'data.interactionGoal.elementIds.1': ['does not name an element of the message'],
    });
  });

  test('send bot message — card goal names a missing element — 400 ERR_INVALID_MESSAGE_DATA', () => {
    const ctx = makeContext();
    const error = expectRejected(
      ctx,
      () => sendBotMessage(ctx, BOT, cardBody(['nope'])),
      'ERR_INVALID_MESSAGE_DATA',
    );
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.interactionGoal.elementIds.0']);
  });

  test('send bot message — form submit element reuses a field id — 400 ERR_INVALID_MESSAGE_DATA on the duplicate', () => {
    const ctx = makeContext();
    const body = formBody(['name']);
    (interactiveData(body)['submitElement'] as JsonObject)['elementId'] = 'name';
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(error.details, {
      'data.interactiveData.submitElement.elementId': [
        'duplicates the element id of data.interactiveData.formFields.0',
      ],
    });
  });

  test('send bot message — card actions share an id — 400 ERR_INVALID_MESSAGE_DATA', () => {
    const ctx = makeContext();
    const body = cardBody();
    const actions = interactiveData(body)['cardActions'] as JsonObject[];
    (actions[1] as JsonObject)['elementId'] = 'buy';
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.interactiveData.cardActions.1.elementId']);
  });

  test('send bot message — scheduler slot ends before it starts — 400 ERR_INVALID_MESSAGE_DATA at the slot', () => {
    const ctx = makeContext();
    const body = schedulerBody();
    const availability = interactiveData(body)['availability'] as JsonObject;
    availability['tuesday'] = [
      { from: '1000', to: '1100' },
      { from: '1800', to: '1800' },
    ];
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.interactiveData.availability.tuesday.1']);
  });

  test('send bot message — scheduler date range reversed — 400 ERR_INVALID_MESSAGE_DATA on dateRangeEnd', () => {
    const ctx = makeContext();
    const body = schedulerBody();
    interactiveData(body)['dateRangeEnd'] = '2024-06-08';
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.interactiveData.dateRangeEnd']);
  });

  test('send bot message — scheduler one-day range — accepted', () => {
    const ctx = makeContext();
    const body = schedulerBody();
    interactiveData(body)['dateRangeEnd'] = '2024-06-09';
    assert.equal(sendBotMessage(ctx, BOT, body).type, 'scheduler');
  });

  test('send bot message — scheduler goal names an unknown element — 400 ERR_INVALID_MESSAGE_DATA', () => {
    const ctx = makeContext();
    const body = schedulerBody();
    (body.data?.['interactionGoal'] as JsonObject)['elementIds'] = ['book', 'other'];
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}), ['data.interactionGoal.elementIds.1']);
  });

  test('send bot message — several interactive problems — all reported in details', () => {
    const ctx = makeContext();
    const body = schedulerBody();
    (body.data?.['interactionGoal'] as JsonObject)['elementIds'] = ['x'];
    interactiveData(body)['dateRangeStart'] = '2025-01-01';
    const error = expectRejected(ctx, () => sendBotMessage(ctx, BOT, body), 'ERR_INVALID_MESSAGE_DATA');
    assert.deepEqual(Object.keys(error.details ?? {}).sort(), [
      'data.interactionGoal.elementIds.0',
      'data.interactiveData.dateRangeEnd',
    ]);
  });
});
