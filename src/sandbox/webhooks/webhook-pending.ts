/**
 * The webhook queue's open deliveries (webhook-queue.ts): each one, which is also its call as a post
 * is handed it, and the list of them all.
 */
import type { Call } from './webhook-call.ts';
import {
  bodyTextOf,
  type Delivery,
  type DeliveryGroup,
  type EventEntity,
  type JournaledDelivery,
} from './webhook-journal.ts';

/**
 * A delivery not finished: waiting, out, or waiting to be retried. It is also its call as a post is
 * handed it (the body text read by a call over the network at once, by a callback only if it reads
 * it), and what the journal keeps of it. It is one delivery, or one call of a group (a notice's push
 * to each recipient), its fields then read from the group at its index. The open deliveries are
 * linked through `previous` and `next`: one added and removed per call costs no allocation, where a
 * Set of them grew and shrank its table with every send.
 */
export class Pending implements Call, JournaledDelivery {
  readonly #delivery: Delivery | undefined;
  readonly #group: DeliveryGroup | undefined;
  readonly #index: number;
  #body: string | undefined = undefined;
  readonly url: string;
  /** Set on every pending delivery, undefined without Basic auth: one shape for all of them. */
  readonly authorization: string | undefined;
  attempt = 1;
  /** The wait before the next attempt, while there is one. */
  timer: unknown = undefined;
  /** The call out, while there is one: its number (0: none), whether it probes, its controller. */
  call = 0;
  probe = false;
  controller: AbortController | undefined = undefined;
  previous: Pending | undefined = undefined;
  next: Pending | undefined = undefined;

  /** One delivery; or, with `index`, that call of the group. */
  constructor(of: Delivery | DeliveryGroup, index = -1) {
    if (index < 0) {
      this.#delivery = of as Delivery;
      this.#group = undefined;
    } else {
      this.#delivery = undefined;
      this.#group = of as DeliveryGroup;
    }
    this.#index = index;
    this.url = of.url;
    this.authorization = of.authorization || undefined;
  }

  get eventId(): string {
    return this.#group?.eventId(this.#index) ?? this.#delivery!.eventId;
  }

  get entity(): EventEntity {
    return (this.#group ?? this.#delivery!).entity;
  }

  get webhookId(): string {
    return (this.#group ?? this.#delivery!).webhookId;
  }

  get trigger(): string {
    return (this.#group ?? this.#delivery!).trigger;
  }

  get notificationLogId(): string | undefined {
    return this.#group === undefined
      ? this.#delivery!.notificationLogId
      : this.#group.notificationLogId?.(this.#index);
  }

  /** The body's text, made when first read and kept. */
  get bodyText(): string {
    this.#body ??= this.#group?.bodyText(this.#index) ?? bodyTextOf(this.#delivery!);
    return this.#body;
  }

  get body(): string {
    return this.bodyText;
  }

  /** The delivery ended: whether its last attempt was answered 2xx. */
  end(delivered: boolean): void {
    if (this.#group === undefined) this.#delivery!.onEnd?.(delivered);
    else this.#group.onEnd(this.#index, delivered);
  }
}

/** A call of the group as the journal names one dropped before its first attempt: no body built. */
export function callWithoutBody(group: DeliveryGroup, index: number): JournaledDelivery {
  const { entity, webhookId, trigger, url } = group;
  const call: JournaledDelivery = { eventId: group.eventId(index), entity, webhookId, trigger, url };
  const notificationLogId = group.notificationLogId?.(index);
  if (notificationLogId !== undefined) call.notificationLogId = notificationLogId;
  return call;
}

/** The open deliveries, in the order they were queued. */
export class OpenList {
  #first: Pending | undefined;
  #last: Pending | undefined;
  size = 0;

  add(pending: Pending): void {
    pending.previous = this.#last;
    pending.next = undefined;
    if (this.#last === undefined) this.#first = pending;
    else this.#last.next = pending;
    this.#last = pending;
    this.size += 1;
  }

  /** Removes one that is open; false when it is not. */
  delete(pending: Pending): boolean {
    if (pending.previous === undefined && this.#first !== pending) return false;
    if (pending.previous === undefined) this.#first = pending.next;
    else pending.previous.next = pending.next;
    if (pending.next === undefined) this.#last = pending.previous;
    else pending.next.previous = pending.previous;
    pending.previous = pending.next = undefined;
    this.size -= 1;
    return true;
  }

  /** The open deliveries now, as an array (the caller may end them while walking it). */
  toArray(): Pending[] {
    const all: Pending[] = [];
    for (let at = this.#first; at !== undefined; at = at.next) all.push(at);
    return all;
  }
}
