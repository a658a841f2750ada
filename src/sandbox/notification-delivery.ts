/**
 * The outbox's deliveries (SPEC 20), on both transports: a custom push, SMS or email provider is
 * called as a section 11 webhook is (the app's webhook queue: asynchronous, Basic auth, retries and
 * backoff, the circuit, the delivery journal, `webhooks/flush`), and the log record's `success`
 * follows the last attempt; the email and SMS digests run when the app clock passes their due time:
 * one timer per app at its earliest digest, a clock change through the control API, and a flush.
 * docs/decisions/notification-delivery.md.
 */
import type { DomainContext } from '../domain/context.ts';
import { asDomainEvents, type DomainEvent } from '../domain/events.ts';
import { runDueDigests } from '../domain/notification-digests.ts';
import type { AppRegistry } from '../http/app-registry.ts';
import { appKeyString } from '../store/app-cache.ts';
import type { AppState } from '../store/state.ts';
import type { AppKey, Store } from '../store/store.ts';
import { callEntity, providerBodyText, providerTarget } from './provider-call.ts';
import type { NotificationLogBatch } from '../store/notification-log-batch.ts';
import type { DeliveryGroup } from './webhooks/webhook-queue.ts';
import type { SandboxApps } from './sandbox-apps.ts';

type ProviderCall = Extract<DomainEvent, { type: 'customProviderCalled' }>;
type PushCalls = Extract<DomainEvent, { type: 'customPushCalled' }>;

/** The results of one turn not written yet: single records' by id, and the batches set in place. */
type Results = { singles: Map<string, boolean>; batches: Set<NotificationLogBatch>; written: boolean };

/** setTimeout's longest wait; a later due time is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export class NotificationDelivery {
  readonly #store: Store;
  readonly #apps: SandboxApps;
  readonly #registry: AppRegistry;
  /** Per app: the timer of its earliest digest, and when that is due (ms on the app clock). */
  readonly #timers = new Map<string, { dueAt: number; timer: ReturnType<typeof setTimeout> }>();
  /** Loads, enqueues and log writes not finished: a flush waits for them. */
  readonly #inflight = new Set<Promise<unknown>>();
  /** Apps whose digests were looked at since the start: a data file may hold digests from before it. */
  readonly #seen = new Set<string>();
  /** Per app: the delivery results of this turn not written yet. */
  readonly #results = new Map<string, Results>();
  readonly #unsubscribe: () => void;

  constructor(store: Store, apps: SandboxApps, registry: AppRegistry) {
    this.#store = store;
    this.#apps = apps;
    this.#registry = registry;
    this.#unsubscribe = store.subscribe((key, events) => this.#told(key, events));
  }

  /** Sends the app's digests that are due on its clock now, and sets its timer for the next. */
  runDue(key: AppKey): Promise<void> {
    this.#clearTimer(key);
    return this.#track(
      this.#store.load(key).then(async (state) => {
        const ctx: DomainContext = { state, clock: this.#registry.get(key).clock };
        const next = runDueDigests(ctx);
        if (state.changes.pending) await this.#store.commit(key);
        if (next !== undefined) this.#schedule(key, next);
      }),
    );
  }

  /**
   * As `runDue`, for an app the store holds (loaded, or on disk) only: a clock change or a flush of an
   * app never used must not seed it.
   */
  async runDueIfStored(key: AppKey): Promise<void> {
    const stored = await this.#store.apps();
    if (stored.some((app) => app.appId === key.appId && app.region === key.region)) await this.runDue(key);
  }

  /** Resolves once nothing of the outbox is in flight (the queue's own drain is the flush's). */
  async idle(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.all([...this.#inflight]);
  }

  /** Stops the timers and listens no more (the sandbox is closing). */
  stop(): void {
    this.#unsubscribe();
    for (const { timer } of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  #told(key: AppKey, events: readonly unknown[]): void {
    const id = appKeyString(key);
    if (!this.#seen.has(id)) {
      // The first write of an app since the start: digests it stored before get their timer.
      this.#seen.add(id);
      void this.runDue(key);
    }
    const calls: (ProviderCall | PushCalls)[] = [];
    let earliest: number | undefined;
    for (const event of asDomainEvents(events)) {
      if (event.type === 'customProviderCalled' || event.type === 'customPushCalled') calls.push(event);
      else if (event.type === 'notificationDigestQueued')
        earliest = earliest === undefined ? event.dueAt : Math.min(earliest, event.dueAt);
    }
    if (earliest !== undefined) this.#schedule(key, earliest);
    if (calls.length === 0) return;
    this.#track(
      this.#store.load(key).then((state) => {
        for (const call of calls)
          if (call.type === 'customPushCalled') this.#callEach(key, state, call);
          else this.#call(key, state, call);
      }),
    );
  }

  /** Queues the provider's call on the app's webhook queue; a provider gone or disabled fails it. */
  #call(key: AppKey, state: AppState, event: ProviderCall): void {
    const target = providerTarget(state.notificationProviders.get(event.provider)?.details);
    if (target === undefined) {
      this.#setSuccess(key, event.logId, false);
      return;
    }
    const log = state.notificationLogs.get(event.logId);
    this.#apps.get(key).webhooks.queue.enqueue({
      // A provider's call is its own event: the log record names it.
      eventId: event.logId,
      entity: callEntity(log?.messageId, log?.receiver),
      webhookId: event.provider,
      trigger: event.trigger,
      ...target,
      notificationLogId: event.logId,
      bodyText: () => providerBodyText(event.trigger, event.data, key.appId, key.region),
      onEnd: (delivered) => this.#setSuccess(key, event.logId, delivered),
    });
  }

  /**
   * One call per recipient a batch of custom push records triggered, each queued as `#call` queues
   * one, all made of one group: a call's id (its log record's) and body are made only if read.
   */
  #callEach(key: AppKey, state: AppState, event: PushCalls): void {
    const { batch, notified, trigger } = event;
    const target = providerTarget(state.notificationProviders.get('customPush')?.details);
    // Set in place at once (the batch is the app's, which only this delivery changes after its
    // write). Calls answered at once (a callback that returns) are written here, with one commit for
    // the batch; later ones at the end of their turn, the batch noted once per turn, not per call.
    let now = true;
    let endedNow = false;
    let results: Results | undefined;
    const onEnd = (index: number, delivered: boolean) => {
      batch.success[index] = delivered;
      if (now) endedNow = true;
      else if (results === undefined || results.written) {
        results = this.#resultsOf(key);
        results.batches.add(batch);
      }
    };
    if (target === undefined) for (const index of notified) onEnd(index, false);
    else {
      const group: DeliveryGroup = {
        entity: callEntity(batch.base.messageId, batch.base.receiver),
        webhookId: 'customPush',
        trigger,
        url: target.url,
        eventId: (index) => batch.idAt(index),
        notificationLogId: (index) => batch.idAt(index),
        bodyText: (index) => providerBodyText(trigger, batch.payloadAt(index), key.appId, key.region),
        onEnd,
      };
      if (target.authorization !== undefined) group.authorization = target.authorization;
      this.#apps.get(key).webhooks.queue.enqueueEach(group, notified);
    }
    now = false;
    if (!endedNow) return;
    state.notificationLogs.touch(batch);
    this.#track(this.#store.commit(key));
  }

  /** The results of this turn for the app, written together at its end. */
  #resultsOf(key: AppKey): Results {
    const id = appKeyString(key);
    const pending = this.#results.get(id);
    if (pending !== undefined) return pending;
    const results: Results = { singles: new Map(), batches: new Set(), written: false };
    this.#results.set(id, results);
    this.#track(
      new Promise<void>((ready) => setTimeout(ready, 0)).then(async () => {
        this.#results.delete(id);
        results.written = true;
        const state = await this.#store.load(key);
        for (const [logId, success] of results.singles) {
          const record = state.notificationLogs.get(logId);
          if (record !== undefined) state.notificationLogs.put({ ...record, success });
        }
        for (const batch of results.batches) state.notificationLogs.touch(batch);
        if (state.changes.pending) await this.#store.commit(key);
      }),
    );
    return results;
  }

  /**
   * The log record's `success`, in a write of its own; nothing when the record is gone meanwhile. The
   * results of one turn are written together, one write per app: a send to a group of a hundred ends
   * a hundred deliveries at once, and a write each would cost more than the send.
   */
  #setSuccess(key: AppKey, logId: string, success: boolean): void {
    this.#resultsOf(key).singles.set(logId, success);
  }

  /**
   * A timer at the app's earliest due digest, on its clock. A frozen clock never reaches a later
   * time by itself: its digests wait for a clock change or a flush.
   */
  #schedule(key: AppKey, dueAt: number): void {
    const id = appKeyString(key);
    const current = this.#timers.get(id);
    if (current !== undefined && current.dueAt <= dueAt) return;
    const clock = this.#registry.get(key).clock;
    const wait = dueAt - clock.now() * 1000;
    if (clock.frozen && wait > 0) return;
    this.#clearTimer(key);
    const timer = setTimeout(
      () => {
        this.#timers.delete(id);
        void this.runDue(key);
      },
      Math.min(Math.max(0, wait), LONGEST_WAIT_MS),
    );
    // A digest waiting must not hold the process open.
    (timer as { unref?: () => void }).unref?.();
    this.#timers.set(id, { dueAt, timer });
  }

  #clearTimer(key: AppKey): void {
    const id = appKeyString(key);
    const current = this.#timers.get(id);
    if (current !== undefined) clearTimeout(current.timer);
    this.#timers.delete(id);
  }

  /** Keeps the promise until it settles; a failure (the app removed meanwhile) is let go. */
  #track(work: Promise<unknown>): Promise<void> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.#inflight.add(settled);
    void settled.then(() => this.#inflight.delete(settled));
    return settled;
  }
}
