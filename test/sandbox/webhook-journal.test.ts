/**
 * The delivery journal's ring: once full, its oldest entry is written over in place (no entry allocated
 * per write); what a reader gets must be exactly the last attempts, each with only the fields it has.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DeliveryJournal, type JournaledDelivery } from '../../src/sandbox/webhooks/webhook-journal.ts';

const delivery = (eventId: string, withBody: boolean): JournaledDelivery => ({
  eventId,
  entity: { type: 'group', id: `g${eventId}` },
  webhookId: 'hook',
  trigger: 'group_created',
  url: 'http://127.0.0.1:9/hook',
  ...(withBody
    ? {
        bodyText: JSON.stringify({
          trigger: 'group_created',
          data: { n: eventId },
          appId: 'app',
          region: 'us',
          webhook: 'hook',
        }),
      }
    : {}),
});

test('a full ring keeps the newest attempts, each with only its own fields', () => {
  const journal = new DeliveryJournal(3);
  journal.record(delivery('1', true), 1, 'failed', { status: 500, error: 'answered 500' }, 7);
  journal.record(delivery('2', true), 1, 'retrying', { status: 503, error: 'answered 503' }, 3);
  journal.record(delivery('3', true), 1, 'retrying', { error: 'ECONNREFUSED' }, 1);
  // These two go over the entries of events 1 and 2, which had a status, an error and a body.
  journal.record(delivery('4', false), 0, 'dropped', { error: 'the queue is full' }, 0);
  journal.record(delivery('5', true), 2, 'delivered', { status: 204 }, 2);
  const entries = journal.newest().map(({ at, ...rest }) => {
    assert.equal(typeof at, 'number');
    return rest;
  });
  const common = { webhookId: 'hook', trigger: 'group_created', url: 'http://127.0.0.1:9/hook' };
  const body = (n: string) => ({
    trigger: 'group_created',
    data: { n },
    appId: 'app',
    region: 'us',
    webhook: 'hook',
  });
  assert.deepStrictEqual(entries, [
    {
      ...common,
      eventId: '5',
      entity: { type: 'group', id: 'g5' },
      attempt: 2,
      durationMs: 2,
      outcome: 'delivered',
      status: 204,
      body: body('5'),
    },
    {
      ...common,
      eventId: '4',
      entity: { type: 'group', id: 'g4' },
      attempt: 0,
      durationMs: 0,
      outcome: 'dropped',
      error: 'the queue is full',
    },
    {
      ...common,
      eventId: '3',
      entity: { type: 'group', id: 'g3' },
      attempt: 1,
      durationMs: 1,
      outcome: 'retrying',
      error: 'ECONNREFUSED',
      body: body('3'),
    },
  ]);
});

test("a reader's copy does not change when the ring moves on", () => {
  const journal = new DeliveryJournal(1);
  journal.record(delivery('1', false), 1, 'failed', { error: 'ECONNREFUSED' }, 1);
  const [first] = journal.newest();
  journal.record(delivery('2', false), 1, 'delivered', { status: 200 }, 1);
  assert.equal(first!.eventId, '1');
  assert.equal(first!.outcome, 'failed');
  assert.equal(journal.newest()[0]!.eventId, '2');
});
