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
  /**
   * What it posts, as the JSON text posted. A delivery to a receiver that is down waits seconds for
   * its retries, so with every write queuing one its body outlives young collections: as one string
   * it is a single object for the collector to move and never to walk, where the built body was a
   * graph of the event's records.
   */
  bodyText: BodyText;
  /** A notification provider's call (SPEC 20): the outbox's log record it delivers. */
  notificationLogId?: string;
  /** Told once the delivery ends: whether its last attempt was answered 2xx. Never journaled. */
  onEnd?: (delivered: boolean) => void;
}

/**
 * The text, or how to make it when it is first wanted: a provider call's payload is immutable data
 * already, and a callback in process may never read it (a send to a hundred members makes a hundred).
 * Made once: `bodyTextOf` keeps the text in the delivery.
 */
export type BodyText = string | (() => string);

/** The delivery's body text, made now if it was left for later, and kept. */
export function bodyTextOf(delivery: { bodyText: BodyText }): string {
  const { bodyText } = delivery;
  if (typeof bodyText === 'string') return bodyText;
  const text = bodyText();
  delivery.bodyText = text;
  return text;
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
  /** Set on a notification provider's call: the log record (GET /notifications/v1/logs) it delivers. */
  notificationLogId?: string;
}

/** An attempt as kept: its body as the text posted, parsed when the journal is read. */
type KeptAttempt = Omit<DeliveryAttempt, 'body'> & { bodyText?: BodyText };

/** A delivery as the journal takes it: a dropped one may never have had its body built. */
export type JournaledDelivery = Omit<Delivery, 'bodyText' | 'onEnd'> & { bodyText?: BodyText };

/** A copy of an entry without the fields it does not have, its body parsed. */
function present(entry: KeptAttempt): DeliveryAttempt {
  const { bodyText, ...copy } = entry;
  if (copy.status === undefined) delete copy.status;
  if (copy.error === undefined) delete copy.error;
  if (copy.notificationLogId === undefined) delete copy.notificationLogId;
  if (bodyText === undefined) return copy;
  const text = typeof bodyText === 'string' ? bodyText : bodyText();
  return { ...copy, body: JSON.parse(text) as WebhookBody };
}

/**
 * A ring of the last `size` attempts: recording one costs a slot, never a copy of the others, since
 * a dead or slow receiver can have every write of a busy app journal a dropped delivery.
 */
export class DeliveryJournal {
  readonly #entries: KeptAttempt[] = [];
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
    delivery: JournaledDelivery,
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
    const entry: KeptAttempt = {
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
    // The same string for every attempt of a delivery: the ring holds references, not copies.
    if (delivery.bodyText !== undefined) entry.bodyText = delivery.bodyText;
    if (delivery.notificationLogId !== undefined) entry.notificationLogId = delivery.notificationLogId;
    this.#entries.push(entry);
  }

  /**
   * A full ring's oldest entry, written over in place: a dead receiver has every write of a busy app
   * journal a dropped delivery, and an entry allocated per write lives just long enough (the ring's
   * turn) to be copied out of the young generation before it dies.
   */
  #overwrite(
    entry: KeptAttempt,
    delivery: JournaledDelivery,
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
    entry.bodyText = delivery.bodyText;
    entry.notificationLogId = delivery.notificationLogId;
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
  }
}
