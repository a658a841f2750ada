/**
 * A group of calls on the webhook queue (`enqueueEach`, a notice's custom push to each recipient):
 * each call is a delivery of its own — its own attempts, retries, journal entries with its own event
 * id, log record and body, and its own end — made of one object for all of them, and a full queue
 * drops the calls past its bound without building their bodies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Call, CallResult } from '../../src/sandbox/webhooks/webhook-post.ts';
import {
  WebhookQueue,
  type DeliveryGroup,
  type QueueOptions,
} from '../../src/sandbox/webhooks/webhook-queue.ts';

const OPTIONS: QueueOptions = {
  queueMax: 100,
  journalSize: 100,
  attempts: 2,
  backoffMs: 5,
  timeoutMs: 1000,
  concurrency: 4,
  circuitThreshold: 100,
  circuitProbeMs: 1000,
};

/** A group of `n` calls whose bodies count how often each was built. */
function group(n: number) {
  const built: number[] = Array.from({ length: n }, () => 0);
  const ended: [number, boolean][] = [];
  const calls: DeliveryGroup = {
    entity: { type: 'message', id: '7' },
    webhookId: 'customPush',
    trigger: 'push-notification-payload-generated',
    url: 'https://push.example.com/hook',
    authorization: 'Basic dTpw',
    eventId: (i) => `event-${i}`,
    notificationLogId: (i) => `log-${i}`,
    bodyText: (i) => {
      built[i]! += 1;
      return JSON.stringify({
        trigger: 'push-notification-payload-generated',
        data: { to: { uid: `u${i}` } },
      });
    },
    onEnd: (i, delivered) => void ended.push([i, delivered]),
  };
  return { calls, built, ended };
}

/** Lets the queue's awaited calls and timers run out. */
const settled = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

test('a group — one call per index given, each with its own body, journal entries, retry and end', async () => {
  const seen: Call[] = [];
  // The receiver answers 200, but 500 to the first attempt for u2: that call alone is retried.
  const post = (call: Call): CallResult => {
    seen.push(call);
    const failing = call.body.includes('"u2"') && seen.filter((c) => c.body.includes('"u2"')).length === 1;
    return { status: failing ? 500 : 200 };
  };
  const q = new WebhookQueue(OPTIONS, { post });
  const { calls, built, ended } = group(4);
  q.enqueueEach(calls, [0, 2, 3]);
  await settled();
  await q.drained();

  assert.deepEqual(
    seen.map((call) => [JSON.parse(call.body).data.to.uid, call.url, call.authorization]),
    [
      ['u0', calls.url, 'Basic dTpw'],
      ['u2', calls.url, 'Basic dTpw'],
      ['u3', calls.url, 'Basic dTpw'],
      ['u2', calls.url, 'Basic dTpw'],
    ],
  );
  assert.deepEqual(built, [1, 0, 1, 1], 'each body built once, the one not given never');
  assert.deepEqual(ended, [
    [0, true],
    [3, true],
    [2, true],
  ]);
  const journal = q.attempts().map(({ eventId, notificationLogId, attempt, outcome, status, body }) => ({
    eventId,
    notificationLogId,
    attempt,
    outcome,
    status,
    to: (body?.data.to as { uid: string }).uid,
  }));
  assert.deepEqual(journal.reverse(), [
    {
      eventId: 'event-0',
      notificationLogId: 'log-0',
      attempt: 1,
      outcome: 'delivered',
      status: 200,
      to: 'u0',
    },
    {
      eventId: 'event-2',
      notificationLogId: 'log-2',
      attempt: 1,
      outcome: 'retrying',
      status: 500,
      to: 'u2',
    },
    {
      eventId: 'event-3',
      notificationLogId: 'log-3',
      attempt: 1,
      outcome: 'delivered',
      status: 200,
      to: 'u3',
    },
    {
      eventId: 'event-2',
      notificationLogId: 'log-2',
      attempt: 2,
      outcome: 'delivered',
      status: 200,
      to: 'u2',
    },
  ]);
  assert.deepEqual(
    q.attempts().map((a) => [a.webhookId, a.trigger, a.entity.id, a.url]),
    Array.from({ length: 4 }, () => ['customPush', calls.trigger, '7', calls.url]),
  );
});

test('a group past the bound — the calls beyond it dropped and ended, their bodies never built', async () => {
  // A receiver that never answers holds every call out: the queue fills.
  const q = new WebhookQueue(
    { ...OPTIONS, queueMax: 2 },
    { post: () => new Promise<CallResult>(() => undefined) },
  );
  const { calls, built, ended } = group(4);
  q.enqueueEach(calls, [0, 1, 2, 3]);
  assert.equal(q.pending, 2);
  assert.deepEqual(ended, [
    [2, false],
    [3, false],
  ]);
  const dropped = q.attempts().filter((a) => a.outcome === 'dropped');
  assert.deepEqual(
    dropped.map((a) => [a.eventId, a.notificationLogId, a.attempt, a.error, 'body' in a]),
    [
      ['event-3', 'log-3', 0, 'the queue is full', false],
      ['event-2', 'log-2', 0, 'the queue is full', false],
    ],
  );
  assert.deepEqual(built.slice(2), [0, 0]);
  q.stop();
});

test('a group answered at once — each call journaled with its own time, the clock read once a call', () => {
  let now = 1000;
  let reads = 0;
  // Each call takes its own number of milliseconds on the queue's clock.
  const takes = [3, 5, 2];
  let made = 0;
  const post = (): CallResult => {
    now += takes[made++]!;
    return { status: 200 };
  };
  const clock = () => {
    reads += 1;
    return now;
  };
  const q = new WebhookQueue(OPTIONS, { post, now: clock });
  q.enqueueEach(group(3).calls, [0, 1, 2]);
  const durations = q
    .attempts()
    .reverse()
    .map((a) => a.durationMs);
  assert.deepEqual(durations, takes);
  assert.equal(reads, takes.length + 1, "the first call's start, then each answer");
});
