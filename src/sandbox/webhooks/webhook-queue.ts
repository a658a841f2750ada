/**
 * Delivering one app's webhook calls: asynchronous (the API answer never waits), at least once,
 * retried with doubling waits on a non-2xx answer, a timeout or a connection error, a bounded number
 * of times. The queue is bounded (a delivery past it is journaled as dropped, not held), every
 * attempt is journaled in a bounded ring, and a test can wait until nothing is pending. Waits run on
 * real timers: a frozen sandbox clock never stalls a retry. A call goes to the configured URL only: a
 * redirect is a failed attempt, never followed.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface Delivery {
  webhookId: string;
  trigger: string;
  url: string;
  /** `Authorization` header, when the webhook uses Basic auth. */
  authorization?: string;
  body: string;
}

export interface DeliveryAttempt {
  /** Wall-clock time of the attempt, epoch milliseconds. */
  at: number;
  webhookId: string;
  trigger: string;
  url: string;
  attempt: number;
  status?: number;
  error?: string;
  durationMs: number;
  /** `delivered`, `retrying` (another attempt follows), `failed` (no more attempts) or `dropped` (queue full). */
  outcome: 'delivered' | 'retrying' | 'failed' | 'dropped';
}

export interface QueueOptions {
  queueMax: number;
  journalSize: number;
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
  concurrency: number;
}

interface Pending {
  delivery: Delivery;
  attempt: number;
}

export class WebhookQueue {
  readonly #options: QueueOptions;
  readonly #waiting: Pending[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #controllers = new Set<AbortController>();
  readonly #journal: DeliveryAttempt[] = [];
  #running = 0;
  /** Deliveries not finished: waiting, in flight, or waiting to be retried. */
  #open = 0;
  #idle: (() => void)[] = [];
  #generation = 0;

  constructor(options: QueueOptions) {
    this.#options = options;
  }

  get pending(): number {
    return this.#open;
  }

  /** The attempts, newest first. */
  attempts(): DeliveryAttempt[] {
    return [...this.#journal].reverse();
  }

  enqueue(delivery: Delivery): void {
    if (this.#open >= this.#options.queueMax) {
      this.#record(
        { delivery, attempt: 0 },
        { outcome: 'dropped', error: 'the queue is full', durationMs: 0 },
      );
      return;
    }
    this.#open += 1;
    this.#waiting.push({ delivery, attempt: 1 });
    this.#pump();
  }

  /** Resolves once nothing is pending (at once when nothing is). */
  drained(): Promise<void> {
    if (this.#open === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Drops everything pending, aborts calls in flight and clears the journal (a reset). */
  clear(): void {
    this.stop();
    this.#journal.length = 0;
  }

  /** Drops everything pending and aborts calls in flight (a reset, or the sandbox closing). */
  stop(): void {
    this.#generation += 1;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const controller of this.#controllers) controller.abort();
    this.#controllers.clear();
    this.#waiting.length = 0;
    this.#running = 0;
    this.#open = 0;
    this.#settle();
  }

  #pump(): void {
    while (this.#running < this.#options.concurrency && this.#waiting.length > 0) {
      const next = this.#waiting.shift()!;
      this.#running += 1;
      void this.#attempt(next, this.#generation);
    }
  }

  async #attempt(pending: Pending, generation: number): Promise<void> {
    const { delivery } = pending;
    const controller = new AbortController();
    this.#controllers.add(controller);
    const started = performance.now();
    const { status, error } = await post(delivery, controller.signal, this.#options.timeoutMs);
    this.#controllers.delete(controller);
    if (generation !== this.#generation) return;
    this.#running -= 1;
    const durationMs = Math.round(performance.now() - started);
    const ok = error === undefined && status !== undefined && status >= 200 && status < 300;
    const retry = !ok && pending.attempt < this.#options.attempts;
    this.#record(pending, {
      outcome: ok ? 'delivered' : retry ? 'retrying' : 'failed',
      status,
      error: ok ? undefined : (error ?? `answered ${status}`),
      durationMs,
    });
    if (retry) {
      const wait = this.#options.backoffMs * 2 ** (pending.attempt - 1);
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        if (generation !== this.#generation) return;
        this.#waiting.push({ delivery, attempt: pending.attempt + 1 });
        this.#pump();
      }, wait);
      timer.unref();
      this.#timers.add(timer);
    } else {
      this.#open -= 1;
      this.#settle();
    }
    this.#pump();
  }

  #record(
    pending: Pending,
    result: Pick<DeliveryAttempt, 'outcome' | 'status' | 'error' | 'durationMs'>,
  ): void {
    const { delivery } = pending;
    const entry: DeliveryAttempt = {
      at: Date.now(),
      webhookId: delivery.webhookId,
      trigger: delivery.trigger,
      url: delivery.url,
      attempt: pending.attempt,
      outcome: result.outcome,
      durationMs: result.durationMs,
    };
    if (result.status !== undefined) entry.status = result.status;
    if (result.error !== undefined) entry.error = result.error;
    this.#journal.push(entry);
    if (this.#journal.length > this.#options.journalSize) this.#journal.shift();
  }

  #settle(): void {
    if (this.#open > 0) return;
    const idle = this.#idle;
    this.#idle = [];
    for (const resolve of idle) resolve();
  }
}

/**
 * One POST with node's own client: lighter than fetch for calls that mostly fail fast (a dead
 * receiver), and it never follows a redirect. Resolves, never rejects.
 */
function post(
  delivery: Delivery,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: { status?: number; error?: string }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const url = new URL(delivery.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      agent: url.protocol === 'https:' ? HTTPS_AGENT : HTTP_AGENT,
      signal,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(delivery.body),
        'user-agent': 'chat-api-sandbox-webhooks',
        ...(delivery.authorization ? { authorization: delivery.authorization } : {}),
      },
    });
    const timer = setTimeout(() => {
      done({ error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // The answer's body is not wanted; draining it frees the connection for the next call.
      res.resume();
      res.on('end', () =>
        done(status >= 300 && status < 400 ? { status, error: 'redirects are not followed' } : { status }),
      );
      res.on('error', () => done({ status, error: 'the answer was cut off' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: signal.aborted ? 'stopped' : (error.code ?? error.message) }),
    );
    req.end(delivery.body);
  });
}

const HTTP_AGENT = new HttpAgent({ keepAlive: true, maxSockets: 8 });
const HTTPS_AGENT = new HttpsAgent({ keepAlive: true, maxSockets: 8 });
