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

/**
 * Calls alike but for their event, body and end: a notice's custom push to each of its recipients
 * (SPEC 20). One object stands for all of them; each call is made of it and its index when the queue
 * reaches it, and its id and body only when something reads them.
 */
export interface DeliveryGroup {
  entity: EventEntity;
  webhookId: string;
  trigger: string;
  url: string;
  authorization?: string;
  eventId(index: number): string;
  /** The call's notification log record (the sandbox's journal names it): none for a webhook. */
  notificationLogId?(index: number): string;
  bodyText(index: number): string;
  /** Told once the call ends: whether its last attempt was answered 2xx. */
  onEnd(index: number, delivered: boolean): void;
}

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

/** A delivery as the journal takes it: a dropped one may never have had its body built. */
export type JournaledDelivery = Omit<Delivery, 'bodyText' | 'onEnd'> & { bodyText?: BodyText };

/**
 * An attempt as kept: the delivery it was made for (read when the journal is read: a delivery's event,
 * URL and body never change, so an entry need not copy them) and what came of it. Every field is
 * always set, so the entries keep one shape.
 */
interface KeptAttempt {
  at: number;
  delivery: JournaledDelivery;
  attempt: number;
  durationMs: number;
  outcome: DeliveryAttempt['outcome'];
  status: number | undefined;
  error: string | undefined;
}

/** An entry as a reader gets it: only the fields it has, its body parsed. */
function present(entry: KeptAttempt): DeliveryAttempt {
  const { delivery } = entry;
  const copy: DeliveryAttempt = {
    at: entry.at,
    eventId: delivery.eventId,
    entity: delivery.entity,
    webhookId: delivery.webhookId,
    trigger: delivery.trigger,
    url: delivery.url,
    attempt: entry.attempt,
    durationMs: entry.durationMs,
    outcome: entry.outcome,
  };
  if (entry.status !== undefined) copy.status = entry.status;
  if (entry.error !== undefined) copy.error = entry.error;
  const { notificationLogId, bodyText } = delivery;
  if (notificationLogId !== undefined) copy.notificationLogId = notificationLogId;
  if (bodyText === undefined) return copy;
  const text = typeof bodyText === 'string' ? bodyText : bodyText();
  copy.body = JSON.parse(text) as WebhookBody;
  return copy;
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
    if (this.#entries.length < this.#size) {
      const { status, error } = result;
      this.#entries.push({ at: Date.now(), delivery, attempt, durationMs, outcome, status, error });
      return;
    }
    // A full ring's oldest entry, written over in place: a dead receiver has every write of a busy app
    // journal a dropped delivery, and an entry allocated per write lives just long enough (the ring's
    // turn) to be copied out of the young generation before it dies.
    const entry = this.#entries[this.#next]!;
    entry.at = Date.now();
    entry.delivery = delivery;
    entry.attempt = attempt;
    entry.durationMs = durationMs;
    entry.outcome = outcome;
    entry.status = result.status;
    entry.error = result.error;
    this.#next = (this.#next + 1) % this.#size;
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
  }
}
