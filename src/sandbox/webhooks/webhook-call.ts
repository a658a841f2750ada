/**
 * One webhook call, as the delivery queue makes it: the types, and a call through `fetch` for the
 * in-process sandbox (src/core), where Node's own client (webhook-post.ts) is not there or, behind
 * msw, would be intercepted (the msw handlers hand their own fetch, through msw's `bypass`).
 */
export interface Call {
  url: string;
  body: string;
  /** `Authorization` header, when the webhook uses Basic auth. */
  authorization?: string;
}

/**
 * What came of a call: the status the receiver answered, and why the call failed if it did. No
 * status means no answer at all (refused, reset, unreachable, timed out): the receiver is not there.
 */
export interface CallResult {
  status?: number;
  error?: string;
}

/**
 * Makes one call; resolves, never rejects. The queue takes another in tests. One that never reads its
 * signal (a callback of the caller's) says so with `signalFree`, and the queue makes none for it; one
 * answered at once (a callback that returned) may give its result itself rather than a promise.
 */
export type Post = ((
  call: Call,
  signal: AbortSignal,
  timeoutMs: number,
) => Promise<CallResult> | CallResult) & {
  signalFree?: boolean;
};

/** A POST of the call's JSON through `fetchFn`, never following a redirect, within `timeoutMs`. */
export const fetchPost =
  (fetchFn: (request: Request) => Promise<Response>): Post =>
  async (call, signal, timeoutMs) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (call.authorization) headers.authorization = call.authorization;
    try {
      const request = new Request(call.url, {
        method: 'POST',
        headers,
        body: call.body,
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      const response = await fetchFn(request);
      // The answer's body is not read: only its status counts. The stream is let go without waiting:
      // behind msw's interceptor a cancel settles only when the call's signal ends.
      void response.body?.cancel().catch(() => undefined);
      return { status: response.status };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { error: cause ?? ((error as Error).name === 'TimeoutError' ? 'timed out' : String(error)) };
    }
  };

/** What a callback that returned (or resolved) answers: a receiver's 200. */
const ANSWERED: CallResult = Object.freeze({ status: 200 });

/** A callback that throws (or rejects) is a receiver that answered 500: retried as one would be. */
const threw = (error: unknown): CallResult => ({
  status: 500,
  error: `the webhook callback threw: ${String(error)}`,
});

type CallbackDelivery = { url: string; body: unknown; authorization?: string };

/**
 * A delivery's traps, on the prototype (one set for every delivery), and what they read: its call,
 * and whether its body was read or replaced.
 */
class LazyBody implements ProxyHandler<CallbackDelivery> {
  readonly #call: Call;
  #settled = false;

  constructor(call: Call) {
    this.#call = call;
  }

  /** The body parsed into the delivery, unless it was already, or the callback put its own. */
  #settle(target: CallbackDelivery, key: string | symbol): void {
    if (key !== 'body' || this.#settled) return;
    this.#settled = true;
    target.body = JSON.parse(this.#call.body);
  }

  get(target: CallbackDelivery, key: string | symbol): unknown {
    this.#settle(target, key);
    return (target as unknown as Record<string | symbol, unknown>)[key];
  }

  getOwnPropertyDescriptor(target: CallbackDelivery, key: string | symbol): PropertyDescriptor | undefined {
    this.#settle(target, key);
    return Reflect.getOwnPropertyDescriptor(target, key);
  }

  set(target: CallbackDelivery, key: string | symbol, value: unknown): boolean {
    if (key === 'body') this.#settled = true;
    return Reflect.set(target, key, value);
  }

  defineProperty(target: CallbackDelivery, key: string | symbol, to: PropertyDescriptor): boolean {
    if (key === 'body') this.#settled = true;
    return Reflect.defineProperty(target, key, to);
  }

  deleteProperty(target: CallbackDelivery, key: string | symbol): boolean {
    if (key === 'body') this.#settled = true;
    return Reflect.deleteProperty(target, key);
  }
}

/**
 * What a callback is handed: the call's URL and auth, and its body (an own property, as a receiver's
 * `JSON.stringify`, spread or comparison sees it) parsed when the callback first reads it, once: a
 * callback that only counts or routes its deliveries (a notification to each of a hundred members)
 * pays no parse, not even the body's text. A Proxy over the plain object: made in 30 ns, where an own
 * getter defined on each delivery cost 300 to 500 (and an object literal's getter lived in a pair V8
 * keeps in the old generation, which held every young delivery and its call until a full collection).
 * `util.inspect` reads the object under it: its `body` shows once read.
 */
function callbackDelivery(call: Call): CallbackDelivery {
  const target: CallbackDelivery = { url: call.url, body: undefined };
  if (call.authorization) target.authorization = call.authorization;
  return new Proxy(target, new LazyBody(call));
}

/** A call handed to a function of the caller's instead of a URL: the receiver answered 200. */
export const callbackPost = (
  receive: (delivery: { url: string; body: unknown; authorization?: string }) => unknown,
): Post => {
  const post: Post = (call, _signal, timeoutMs) => {
    let returned: unknown;
    try {
      returned = receive(callbackDelivery(call));
    } catch (error) {
      return threw(error);
    }
    // A callback that returns at once (most do) is answered at once: no timer, no promise.
    if (!isThenable(returned)) return ANSWERED;
    // One that returns a promise that never settles is a receiver that never answers: the call
    // times out as one over the network would, and is retried, instead of holding its slot for good.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<CallResult>((resolve) => {
      timer = setTimeout(
        () => resolve({ error: `the webhook callback did not settle within ${timeoutMs} ms` }),
        timeoutMs,
      );
      (timer as { unref?: () => void }).unref?.();
    });
    const answered = Promise.resolve(returned).then(() => ANSWERED, threw);
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };
  post.signalFree = true;
  return post;
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';
