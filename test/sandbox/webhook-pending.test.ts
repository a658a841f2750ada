/**
 * The webhook queue's open deliveries (src/sandbox/webhooks/webhook-pending.ts): a linked list that
 * counts each delivery once, however often it is ended, and is walked in the order they were queued.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OpenList, Pending } from '../../src/sandbox/webhooks/webhook-pending.ts';

const pending = (eventId: string) =>
  new Pending({
    eventId,
    entity: { type: 'user', id: 'u' },
    webhookId: 'w',
    trigger: 't',
    url: 'http://127.0.0.1:1/',
    bodyText: '{}',
  });

test('open deliveries — one ended twice, one never queued — counted once, the rest in queued order', () => {
  const open = new OpenList();
  const [a, b, c] = [pending('a'), pending('b'), pending('c')];
  open.add(a);
  open.add(b);
  open.add(c);
  assert.equal(open.delete(b), true);
  assert.equal(open.delete(b), false, 'ended again');
  assert.equal(open.delete(pending('d')), false, 'never queued');
  assert.equal(open.size, 2);
  assert.deepEqual(
    open.toArray().map((p) => p.eventId),
    ['a', 'c'],
  );
  assert.equal(open.delete(a), true);
  assert.equal(open.delete(a), false, 'the first, ended again');
  assert.equal(open.delete(c), true);
  assert.equal(open.size, 0);
  assert.deepEqual(open.toArray(), []);
});
