/**
 * Delivering one app's webhook calls: asynchronous (the API answer never waits), at least once,
 * retried with doubling waits on a non-2xx answer, a timeout or a connection error, a bounded number
 * of times. The queue is bounded (a delivery past it is journaled as dropped, not held), every
 * attempt is journaled in a bounded ring, and a test can wait until nothing is pending. Waits run on
 * real timers: a frozen sandbox clock never stalls a retry. A URL that stops answering is skipped by
 * its circuit (webhook-circuit.ts) until a probe finds it again; a skipped attempt is journaled with
 * the reason and counts as a failed one, so a delivery still ends within its attempts.
 */
import { Circuits } from './webhook-circuit.ts';
import {
  DeliveryJournal,
  type BodyText,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryGroup,
  type JournaledDelivery,
  type WebhookBody,
} from './webhook-journal.ts';
import type { CallResult } from './webhook-call.ts';
import { REAL, type QueueDeps, type QueueOptions } from './webhook-queue-deps.ts';
import { callWithoutBody, OpenList, Pending } from './webhook-pending.ts';

export type { Delivery, DeliveryAttempt, DeliveryGroup, WebhookBody } from './webhook-journal.ts';
export type { QueueDeps, QueueOptions } from './webhook-queue-deps.ts';

/** The signal a post that reads none is given. */
const NEVER_ABORTED = new AbortController().signal;

export class WebhookQueue {
  readonly #options: QueueOptions;
  readonly #deps: QueueDeps;
  readonly #circuits: Circuits;
  /** Every delivery not finished: waiting, out, or waiting to be retried. */
  readonly #open = new OpenList();
  #waiting: Pending[] = [];
  readonly #journal: DeliveryJournal;
  #running = 0;
  /** The number of the last call made: a call's end counts only while its delivery still waits for it. */
  #calls = 0;
  #idle: (() => void)[] = [];

  /** `deps.post` makes the calls: Node's client on the server, fetch in process (webhook-call.ts). */
  constructor(options: QueueOptions, deps: Partial<QueueDeps> & Pick<QueueDeps, 'post'>) {
    this.#options = options;
    this.#deps = { ...REAL, ...deps };
    this.#journal = new DeliveryJournal(options.journalSize);
    this.#circuits = new Circuits({
      threshold: options.circuitThreshold,
      probeMs: options.circuitProbeMs,
      now: this.#deps.now,
    });
  }

  get pending(): number {
    return this.#open.size;
  }

  /** The attempts, newest first. */
  attempts(): DeliveryAttempt[] {
    return this.#journal.newest();
  }

  /**
   * Queues a delivery, its body built now, or given as `{ text }` made when first wanted (its call, a
   * callback reading it, the journal read: only for a body of immutable data, which a later write
   * cannot change); or, with the queue full, journals it as dropped without building the body at
   * all: a receiver that cannot keep up must not cost every write a payload.
   */
  enqueue(
    delivery: Omit<Delivery, 'bodyText'> & { bodyText?: BodyText },
    body?: (() => WebhookBody) | { text: () => string },
  ): void {
    if (this.#open.size >= this.#options.queueMax) {
      this.#dropFull(delivery);
      delivery.onEnd?.(false);
      return;
    }
    // The caller's delivery is made for this call: its body is set in place rather than copied (or
    // was set by the caller: the text, or how to make it).
    const queued = delivery as Delivery;
    if (body !== undefined) queued.bodyText = typeof body === 'function' ? JSON.stringify(body()) : body.text;
    else if (queued.bodyText === undefined) throw new TypeError('a delivery without its body');
    this.#queue(new Pending(queued));
  }

  /**
   * Queues the group's call at each index, each a delivery of its own (attempts, retries, circuit,
   * journal entries) as `enqueue` queues one, with no object per call but the call itself: a send to
   * a group of a hundred members makes a hundred.
   */
  enqueueEach(group: DeliveryGroup, indexes: readonly number[]): void {
    // The time the last call was answered, when at once: the next one's start. Indexed: the
    // outbox's indexes are a frozen array, which for-of walks through an iterator object per step.
    let now: number | undefined;
    for (let at = 0; at < indexes.length; at += 1) {
      const index = indexes[at]!;
      if (this.#open.size < this.#options.queueMax) now = this.#queue(new Pending(group, index), now);
      else {
        this.#dropFull(callWithoutBody(group, index));
        group.onEnd(index, false);
      }
    }
  }

  #queue(pending: Pending, now?: number): number | undefined {
    this.#open.add(pending);
    this.#waiting.push(pending);
    return this.#pump(now);
  }

  /** A delivery the full queue cannot take, journaled as dropped with no body built. */
  #dropFull(delivery: JournaledDelivery): void {
    const circuit = this.#circuits.openCause(delivery.url);
    const error = `the queue is full${circuit ? ` (circuit open: ${circuit})` : ''}`;
    this.#journal.record(delivery, 0, 'dropped', { error }, 0);
  }

  /** Resolves once nothing is pending (at once when nothing is). */
  drained(): Promise<void> {
    return this.#open.size === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Ends the pending deliveries of one webhook (it was deleted or replaced), each journaled as
   * dropped with `reason`: no retry of it runs afterwards.
   */
  cancel(webhookId: string, reason: string): void {
    this.#waiting = this.#waiting.filter((pending) => pending.webhookId !== webhookId);
    for (const pending of this.#open.toArray()) {
      if (pending.webhookId !== webhookId) continue;
      this.#end(pending);
      this.#journal.record(pending, pending.attempt, 'dropped', { error: reason }, 0);
      pending.end(false);
    }
    this.#settle();
    this.#pump();
  }

  /** Drops everything pending, aborts calls out, forgets the circuits and clears the journal (a reset). */
  clear(): void {
    this.stop();
    this.#circuits.clear();
    this.#journal.clear();
  }

  /** Drops everything pending and aborts calls out (a reset, or the sandbox closing). */
  stop(): void {
    this.#waiting = [];
    for (const pending of this.#open.toArray()) this.#end(pending);
    this.#settle();
  }

  /** Ends a pending delivery taken off the waiting list: its wait cleared, its call aborted. */
  #end(pending: Pending): void {
    this.#open.delete(pending);
    if (pending.timer !== undefined) this.#deps.clearTimeout(pending.timer);
    pending.timer = undefined;
    if (pending.call !== 0) {
      this.#running -= 1;
      pending.controller?.abort();
      if (pending.probe) this.#circuits.abandon(pending.url);
      pending.call = 0;
      pending.controller = undefined;
    }
  }

  /**
   * Makes the calls the free slots allow. A post that answers at once (a callback in process) ends
   * its attempt inside this loop, and the time it was answered is the next call's start (`now`, when
   * a caller queuing a run of calls passes it on): such calls read the clock once each. Returns it.
   */
  #pump(now?: number): number | undefined {
    while (this.#running < this.#options.concurrency && this.#waiting.length > 0) {
      const pending = this.#waiting.shift()!;
      const admission = this.#circuits.admit(pending.url);
      // A skipped attempt costs no call and no slot: it fails at once, as a refused one would.
      if ('skip' in admission) this.#settleAttempt(pending, { error: admission.skip }, 0);
      else now = this.#attempt(pending, admission.call === 'probe', now);
    }
    return now;
  }

  /** Calls from `started` (read now when not given); the time it was answered, if at once. */
  #attempt(pending: Pending, probe: boolean, started = this.#deps.now()): number | undefined {
    const controller = this.#deps.post.signalFree ? undefined : new AbortController();
    const call = (pending.call = this.#calls += 1);
    pending.probe = probe;
    pending.controller = controller;
    this.#running += 1;
    const answer = this.#deps.post(pending, controller?.signal ?? NEVER_ABORTED, this.#options.timeoutMs);
    if (!('then' in answer)) {
      const answered = this.#deps.now();
      this.#answered(pending, call, answer, answered - started);
      return answered;
    }
    void answer.then((result) => {
      this.#answered(pending, call, result, this.#deps.now() - started);
      this.#pump();
    });
    return undefined;
  }

  /** A call's answer: journaled and settled, unless its delivery was stopped meanwhile. */
  #answered(pending: Pending, call: number, result: CallResult, durationMs: number): void {
    // Stopped meanwhile (a reset, a deleted webhook, the sandbox closing): nothing more to do.
    if (pending.call !== call) return;
    pending.call = 0;
    pending.controller = undefined;
    this.#running -= 1;
    this.#circuits.record(pending.url, pending.probe, result.status, result.error);
    this.#settleAttempt(pending, result, Math.round(durationMs));
  }

  /** Journals an attempt and schedules the next one, or ends the delivery. */
  #settleAttempt(pending: Pending, result: CallResult, durationMs: number): void {
    const { status, error } = result;
    const ok = error === undefined && status !== undefined && status >= 200 && status < 300;
    const retry = !ok && pending.attempt < this.#options.attempts;
    this.#journal.record(
      pending,
      pending.attempt,
      ok ? 'delivered' : retry ? 'retrying' : 'failed',
      // A 2xx answer has no error: journaled as it came.
      ok ? result : { status, error: error ?? `answered ${status}` },
      durationMs,
    );
    if (!retry) {
      this.#open.delete(pending);
      pending.end(ok);
      this.#settle();
      return;
    }
    const wait = this.#options.backoffMs * 2 ** (pending.attempt - 1);
    // From here on the delivery stands for its next attempt: a cancel journals that one as dropped.
    pending.attempt += 1;
    pending.timer = this.#deps.setTimeout(() => {
      pending.timer = undefined;
      this.#waiting.push(pending);
      this.#pump();
    }, wait);
  }

  #settle(): void {
    if (this.#open.size > 0 || this.#idle.length === 0) return;
    const idle = this.#idle;
    this.#idle = [];
    for (const resolve of idle) resolve();
  }
}
