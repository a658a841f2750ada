/**
 * The webhook queue's open deliveries (webhook-queue.ts): each one, which is also its call as a post
 * is handed it, and the list of them all.
 */
import type { Call } from './webhook-call.ts';
import { bodyTextOf, type Delivery } from './webhook-journal.ts';

/**
 * A delivery not finished: waiting, out, or waiting to be retried. It is also its call as a post is
 * handed it: the body text read by a call over the network at once, by a callback only if it reads
 * it. The open deliveries are linked through `previous` and `next`: one added and removed per call
 * costs no allocation, where a Set of them grew and shrank its table with every send.
 */
export class Pending implements Call {
  readonly delivery: Delivery;
  readonly url: string;
  authorization?: string;
  attempt = 1;
  /** The wait before the next attempt, while there is one. */
  timer: unknown = undefined;
  /** The call out, while there is one: its number (0: none), whether it probes, its controller. */
  call = 0;
  probe = false;
  controller: AbortController | undefined = undefined;
  previous: Pending | undefined = undefined;
  next: Pending | undefined = undefined;

  constructor(delivery: Delivery) {
    this.delivery = delivery;
    this.url = delivery.url;
    if (delivery.authorization) this.authorization = delivery.authorization;
  }

  get body(): string {
    return bodyTextOf(this.delivery);
  }
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
