/**
 * What the queue delivers and what it remembers of each attempt: a bounded ring, newest last, read
 * newest first by `GET /__sandbox/apps/{appId}/webhook-deliveries`. An entry names the event (its id
 * and what it is about) and carries the body, so a reader can match it to the write that caused it.
 */
import type { CallResult } from './webhook-post.ts';

/** What a delivery posts: the real service's webhook body. */
export interface WebhookBody {
  trigger: string;
  data: Record<string, unknown>;
  appId: string;
  region: string;
  webhook: string;
}

/** What an event is about: the message its body carries, else the group, else the user. */
export interface EventEntity {
  type: 'message' | 'group' | 'user';
  id: string;
}

export interface Delivery {
  /** The event's id in its app: every webhook delivering one event, and every attempt, share it. */
  eventId: string;
  entity: EventEntity;
  webhookId: string;
  trigger: string;
  url: string;
  /** `Authorization` header, when the webhook uses Basic auth. */
  authorization?: string;
  body: WebhookBody;
}

export interface DeliveryAttempt {
  /** Wall-clock time of the attempt, epoch milliseconds. */
  at: number;
  eventId: string;
  entity: EventEntity;
  webhookId: string;
  trigger: string;
  url: string;
  attempt: number;
  status?: number;
  error?: string;
  durationMs: number;
  /** `delivered`, `retrying` (another attempt follows), `failed` (no more attempts) or `dropped` (never sent again). */
  outcome: 'delivered' | 'retrying' | 'failed' | 'dropped';
  /** What was posted; a delivery dropped before its first attempt never had one built. */
  body?: WebhookBody;
}

/** A copy of an entry without the fields it does not have. */
function present(entry: DeliveryAttempt): DeliveryAttempt {
  const copy = { ...entry };
  if (copy.status === undefined) delete copy.status;
  if (copy.error === undefined) delete copy.error;
  if (copy.body === undefined) delete copy.body;
  return copy;
}

/**
 * A ring of the last `size` attempts: recording one costs a slot, never a copy of the others, since
 * a dead or slow receiver can have every write of a busy app journal a dropped delivery.
 */
export class DeliveryJournal {
  readonly #entries: DeliveryAttempt[] = [];
  readonly #size: number;
  /** Where the next entry goes once the ring is full. */
  #next = 0;

  constructor(size: number) {
    this.#size = size;
  }

  /** The attempts, newest first: copies, since a slot's entry is written over once the ring is full. */
  newest(): DeliveryAttempt[] {
    const oldestFirst = [...this.#entries.slice(this.#next), ...this.#entries.slice(0, this.#next)];
    return oldestFirst.reverse().map(present);
  }

  record(
    delivery: Omit<Delivery, 'body'> & { body?: WebhookBody },
    attempt: number,
    outcome: DeliveryAttempt['outcome'],
    result: CallResult,
    durationMs: number,
  ): void {
    if (this.#entries.length === this.#size) {
      this.#overwrite(this.#entries[this.#next]!, delivery, attempt, outcome, result, durationMs);
      this.#next = (this.#next + 1) % this.#size;
      return;
    }
    const entry: DeliveryAttempt = {
      at: Date.now(),
      eventId: delivery.eventId,
      entity: delivery.entity,
      webhookId: delivery.webhookId,
      trigger: delivery.trigger,
      url: delivery.url,
      attempt,
      durationMs,
      outcome,
    };
    if (result.status !== undefined) entry.status = result.status;
    if (result.error !== undefined) entry.error = result.error;
    // The same object for every attempt of a delivery: the ring holds references, not copies.
    if (delivery.body !== undefined) entry.body = delivery.body;
    this.#entries.push(entry);
  }

  /**
   * A full ring's oldest entry, written over in place: a dead receiver has every write of a busy app
   * journal a dropped delivery, and an entry allocated per write lives just long enough (the ring's
   * turn) to be copied out of the young generation before it dies.
   */
  #overwrite(
    entry: DeliveryAttempt,
    delivery: Omit<Delivery, 'body'> & { body?: WebhookBody },
    attempt: number,
    outcome: DeliveryAttempt['outcome'],
    result: CallResult,
    durationMs: number,
  ): void {
    entry.at = Date.now();
    entry.eventId = delivery.eventId;
    entry.entity = delivery.entity;
    entry.webhookId = delivery.webhookId;
    entry.trigger = delivery.trigger;
    entry.url = delivery.url;
    entry.attempt = attempt;
    entry.durationMs = durationMs;
    entry.outcome = outcome;
    // Assigned even when absent (no `delete`, which would turn the entry into a slow dictionary object);
    // `newest` leaves the absent ones out of its copies.
    entry.status = result.status;
    entry.error = result.error;
    entry.body = delivery.body;
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
  }
}
