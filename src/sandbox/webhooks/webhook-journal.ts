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
  /** What was posted, or would have been. */
  body: WebhookBody;
}

export class DeliveryJournal {
  readonly #entries: DeliveryAttempt[] = [];
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  /** The attempts, newest first. */
  newest(): DeliveryAttempt[] {
    return [...this.#entries].reverse();
  }

  record(
    delivery: Delivery,
    attempt: number,
    outcome: DeliveryAttempt['outcome'],
    result: CallResult,
    durationMs: number,
  ): void {
    this.#entries.push({
      at: Date.now(),
      eventId: delivery.eventId,
      entity: delivery.entity,
      webhookId: delivery.webhookId,
      trigger: delivery.trigger,
      url: delivery.url,
      attempt,
      ...(result.status !== undefined ? { status: result.status } : {}),
      ...(result.error !== undefined ? { error: result.error } : {}),
      durationMs,
      outcome,
      // The same object for every attempt of a delivery: the ring holds references, not copies.
      body: delivery.body,
    });
    if (this.#entries.length > this.#size) this.#entries.shift();
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
