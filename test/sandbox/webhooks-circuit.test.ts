/**
 * The delivery queue on injected timers and an injected call: the retry schedule, the circuit per
 * receiver URL (a URL that keeps giving no answer stops being called, is probed, and is called again
 * once it answers) and the end of a deleted webhook's deliveries, without a real wait or socket.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Call, CallResult } from '../../src/sandbox/webhooks/webhook-post.ts';
import {
  WebhookQueue,
  type Delivery,
  type QueueOptions,
  type WebhookBody,
} from '../../src/sandbox/webhooks/webhook-queue.ts';

/** A delivery as the app's webhooks hand it to the queue: its body still to be built. */
type Queued = Omit<Delivery, 'bodyText'> & { body: WebhookBody };

/** Timers that run only when the test moves time on. */
class FakeTime {
  now = 0;
  #timers = new Map<number, { at: number; run: () => void }>();
  #next = 0;

  setTimeout = (run: () => void, ms: number): number => {
    this.#next += 1;
    this.#timers.set(this.#next, { at: this.now + ms, run });
    return this.#next;
  };

  clearTimeout = (id: unknown): void => void this.#timers.delete(id as number);

  get scheduled(): number {
    return this.#timers.size;
  }

  /** Moves time on by `ms`, running each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) => t.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
      await settled();
    }
    this.now = end;
  }
}

/** Lets the queue's awaited calls finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const REFUSED: CallResult = { error: 'ECONNREFUSED' };
const OK: CallResult = { status: 200 };

/** A receiver whose answer the test sets; `undefined` leaves a call out until the test ends it. */
function receiver(initial: CallResult | undefined) {
  const calls: { call: Call; signal: AbortSignal }[] = [];
  const r = {
    answer: initial,
    calls,
    post: (call: Call, signal: AbortSignal): Promise<CallResult> => {
      calls.push({ call, signal });
      return r.answer === undefined ? new Promise(() => undefined) : Promise.resolve(r.answer);
    },
  };
  return r;
}

const OPTIONS: QueueOptions = {
  queueMax: 100,
  journalSize: 100,
  attempts: 1,
  backoffMs: 100,
  timeoutMs: 1000,
  concurrency: 4,
  circuitThreshold: 3,
  circuitProbeMs: 1000,
};

function queue(r: ReturnType<typeof receiver>, options: Partial<QueueOptions> = {}) {
  const time = new FakeTime();
  const q = new WebhookQueue({ ...OPTIONS, ...options }, { ...time, now: () => time.now, post: r.post });
  return { q, time };
}

let events = 0;
const delivery = (url = 'http://127.0.0.1:9/hook', webhookId = 'hook-1'): Queued => {
  events += 1;
  const id = String(events);
  return {
    eventId: id,
    entity: { type: 'group', id: `g${id}` },
    webhookId,
    trigger: 'group_created',
    url,
    body: {
      trigger: 'group_created',
      data: { group: { guid: `g${id}` } },
      appId: 'a',
      region: 'us',
      webhook: webhookId,
    },
  };
};

/** Queues a delivery as the app's webhooks do, its body built on the way in. */
const enqueue = (q: WebhookQueue, { body, ...d }: Queued) => q.enqueue(d, () => body);

const errors = (q: WebhookQueue) => q.attempts().map((a) => a.error ?? a.outcome);

/** Deliveries one after another, each call ended before the next: writes spread over time. */
async function enqueueEach(q: WebhookQueue, n: number, url?: string): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    enqueue(q, delivery(url));
    await settled();
  }
}

describe('webhook queue — retries on injected timers', () => {
  test('a receiver failing — each retry after the doubled wait, not a moment before — journaled', async () => {
    const r = receiver({ status: 500 });
    const { q, time } = queue(r, { attempts: 3 });
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 1);
    await time.advance(99);
    assert.equal(r.calls.length, 1, 'no retry before 100 ms');
    await time.advance(1);
    assert.equal(r.calls.length, 2, 'the retry at 100 ms');
    await time.advance(199);
    assert.equal(r.calls.length, 2, 'no retry before another 200 ms');
    r.answer = OK;
    await time.advance(1);
    assert.equal(r.calls.length, 3);
    assert.deepEqual(
      q.attempts().map((a) => [a.attempt, a.status, a.outcome]),
      [
        [3, 200, 'delivered'],
        [2, 500, 'retrying'],
        [1, 500, 'retrying'],
      ],
    );
    assert.equal(q.pending, 0);
  });
});

describe('webhook queue — the circuit per receiver URL', () => {
  test('a refusing URL — not called after 3 refusals, each skipped delivery journaled with the cause', async () => {
    const r = receiver(REFUSED);
    const { q } = queue(r);
    await enqueueEach(q, 8);
    assert.equal(r.calls.length, 3, 'three refused calls, and none after');
    const journal = q.attempts();
    assert.equal(journal.length, 8);
    assert.deepEqual(
      journal.slice(-3).map((a) => [a.error, a.outcome]),
      Array(3).fill(['ECONNREFUSED', 'failed']),
    );
    for (const skipped of journal.slice(0, 5)) {
      assert.match(
        skipped.error!,
        /^circuit open: ECONNREFUSED \(3 calls in a row unanswered; not called, next probe in \d+ ms\)$/,
      );
      assert.deepEqual([skipped.outcome, skipped.durationMs, skipped.status], ['failed', 0, undefined]);
    }
    assert.equal(q.pending, 0, 'skipped deliveries end: nothing waits on a dead receiver');
  });

  test('an open circuit — probed once after the wait, a probe refused keeps it open, one answered closes it', async () => {
    const r = receiver(REFUSED);
    const { q, time } = queue(r);
    await enqueueEach(q, 3);
    assert.equal(r.calls.length, 3);
    await time.advance(999);
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 3, 'no probe before the wait is over');
    await time.advance(1);
    enqueue(q, delivery());
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 4, 'one probe; the delivery beside it is skipped');
    assert.deepEqual(errors(q).slice(0, 1), ['ECONNREFUSED'], 'the probe, refused');
    assert.match(q.attempts()[1]!.error!, /a probe is out\)$/);
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 4);
    assert.match(q.attempts()[0]!.error!, /next probe in 1000 ms\)$/, 'the refused probe keeps it open');
    r.answer = OK;
    await time.advance(1000);
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 5, 'the probe');
    assert.equal(q.attempts()[0]!.outcome, 'delivered');
    // Closed, not probing any more: deliveries due together are all called, none skipped.
    for (let i = 0; i < 5; i += 1) enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 10, 'closed: every delivery is called again');
    assert.deepEqual(
      q
        .attempts()
        .slice(0, 5)
        .map((a) => a.outcome),
      Array(5).fill('delivered'),
    );
  });

  test('retries of a delivery while its URL is open — skipped, then delivered by the retry after the receiver is back', async () => {
    const r = receiver(REFUSED);
    const { q, time } = queue(r, { attempts: 5, circuitThreshold: 2, circuitProbeMs: 250 });
    enqueue(q, delivery());
    await settled();
    await time.advance(100);
    assert.equal(r.calls.length, 2, 'two refusals open the circuit');
    await time.advance(200);
    assert.equal(r.calls.length, 2, 'the third attempt is skipped');
    r.answer = OK;
    await time.advance(400);
    assert.equal(r.calls.length, 3, 'the fourth attempt, past the wait, probes');
    assert.deepEqual(
      q.attempts().map((a) => [a.attempt, a.outcome]),
      [
        [4, 'delivered'],
        [3, 'retrying'],
        [2, 'retrying'],
        [1, 'retrying'],
      ],
    );
    assert.match(q.attempts()[1]!.error!, /^circuit open: ECONNREFUSED/);
  });

  test('a receiver answering 500 or timing out — 500s keep it called, timeouts open it', async () => {
    const r = receiver({ status: 500 });
    const { q } = queue(r);
    await enqueueEach(q, 6, 'http://127.0.0.1:1/five-hundred');
    assert.equal(r.calls.length, 6, 'an answer, even 500, means the receiver is there');
    r.answer = { error: 'no answer within 1000 ms' };
    await enqueueEach(q, 6, 'http://127.0.0.1:1/silent');
    assert.equal(r.calls.length, 9);
    assert.match(q.attempts()[0]!.error!, /^circuit open: no answer within 1000 ms/);
  });

  test('one dead URL — another URL of the app still called', async () => {
    const r = receiver(REFUSED);
    const { q } = queue(r);
    await enqueueEach(q, 4, 'http://127.0.0.1:9/dead');
    r.answer = OK;
    enqueue(q, delivery('http://127.0.0.1:9/alive'));
    await settled();
    assert.equal(r.calls.at(-1)!.call.url, 'http://127.0.0.1:9/alive');
    assert.equal(q.attempts()[0]!.outcome, 'delivered');
  });

  test('a full queue while the circuit is open — the drop says why nothing drains', async () => {
    const r = receiver(undefined);
    const { q } = queue(r, { queueMax: 2, circuitThreshold: 1 });
    enqueue(q, delivery());
    enqueue(q, delivery());
    let built = 0;
    const { body, ...dropped } = delivery();
    q.enqueue(dropped, () => ((built += 1), body));
    assert.deepEqual(errors(q), ['the queue is full']);
    assert.equal(built, 0, 'a dropped delivery never has its body built');
    assert.equal(q.attempts()[0]!.body, undefined);
    assert.deepEqual([q.attempts()[0]!.eventId, q.attempts()[0]!.entity], [dropped.eventId, dropped.entity]);
    const r2 = receiver(REFUSED);
    const { q: q2 } = queue(r2, { queueMax: 1, attempts: 3, circuitThreshold: 1 });
    enqueue(q2, delivery());
    await settled();
    enqueue(q2, delivery());
    assert.deepEqual(errors(q2), ['the queue is full (circuit open: ECONNREFUSED)', 'ECONNREFUSED']);
  });

  test('the probe stopped by a deleted webhook — the next due attempt probes instead', async () => {
    const r = receiver(REFUSED);
    const { q, time } = queue(r);
    await enqueueEach(q, 3);
    await time.advance(1000);
    r.answer = undefined;
    enqueue(q, delivery('http://127.0.0.1:9/hook', 'gone'));
    await settled();
    assert.equal(r.calls.length, 4, 'the probe is out');
    q.cancel('gone', 'the webhook was deleted');
    assert.ok(r.calls[3]!.signal.aborted, 'the call is aborted');
    r.answer = OK;
    enqueue(q, delivery());
    await settled();
    assert.equal(r.calls.length, 5, 'probed again, not stuck open');
    assert.equal(q.attempts()[0]!.outcome, 'delivered');
  });
});

describe('webhook queue — the journal', () => {
  test('more attempts than it keeps — the newest kept, newest first', async () => {
    const r = receiver(OK);
    const { q } = queue(r, { journalSize: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const d = delivery();
      ids.push(d.eventId);
      enqueue(q, d);
      await settled();
    }
    assert.deepEqual(
      q.attempts().map((a) => a.eventId),
      ids.slice(-3).reverse(),
    );
  });
});

describe('webhook queue — a webhook deleted or replaced', () => {
  test('pending retries and calls out of that webhook — ended, journaled as dropped; others go on', async () => {
    const r = receiver({ status: 500 });
    const { q, time } = queue(r, { attempts: 5 });
    enqueue(q, delivery('http://127.0.0.1:9/a', 'gone'));
    enqueue(q, delivery('http://127.0.0.1:9/b', 'kept'));
    await settled();
    r.answer = undefined;
    await time.advance(100);
    assert.equal(r.calls.length, 4, 'both retries out');
    r.answer = { status: 500 };
    enqueue(q, delivery('http://127.0.0.1:9/a', 'gone'));
    await settled();
    assert.equal(q.pending, 3);
    q.cancel('gone', 'the webhook was deleted');
    assert.equal(q.pending, 1);
    assert.ok(r.calls[2]!.signal.aborted);
    assert.deepEqual(
      q
        .attempts()
        .filter((a) => a.webhookId === 'gone' && a.outcome === 'dropped')
        .map((a) => a.error),
      ['the webhook was deleted', 'the webhook was deleted'],
    );
    const before = r.calls.filter((c) => c.call.url.endsWith('/a')).length;
    await time.advance(10_000);
    assert.equal(r.calls.filter((c) => c.call.url.endsWith('/a')).length, before, 'no retry of it runs');
    assert.equal(time.scheduled, 0);
  });

  test('the last pending delivery cancelled — a waiting flush returns', async () => {
    const r = receiver(undefined);
    const { q } = queue(r);
    enqueue(q, delivery('http://127.0.0.1:9/a', 'gone'));
    let drained = false;
    void q.drained().then(() => (drained = true));
    await settled();
    assert.equal(drained, false);
    q.cancel('gone', 'the webhook was deleted');
    await settled();
    assert.equal(drained, true);
  });
});
