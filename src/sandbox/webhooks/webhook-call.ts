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

/** The constructor that hands back the object it is given, so that a subclass can stamp it. */
class Given {
  constructor(object: object) {
    return object;
  }
}

/**
 * Gives a callback's delivery its call in a private field: no key, symbol, copy, comparison or print
 * of the delivery sees it, and adding it costs half a hidden property's definition.
 */
class WithCall extends Given {
  #call: Call;

  constructor(delivery: CallbackDelivery, call: Call) {
    super(delivery);
    this.#call = call;
  }

  static of(delivery: object): Call {
    return (delivery as WithCall).#call;
  }
}

/**
 * The body's getter, one function for every delivery: parses the call's text when first read and
 * puts the result in its place, a plain property from then on (the same object on each read). A
 * getter made per delivery, as an object literal's, lives in a property pair V8 allocates in the old
 * generation: that pair kept each young delivery, its call and the call's payload alive through every
 * young collection until the next full one (a send to a hundred members made a hundred).
 */
function parseBody(this: CallbackDelivery): unknown {
  const body = JSON.parse(WithCall.of(this).body) as unknown;
  Object.defineProperty(this, 'body', { value: body, enumerable: true, writable: true, configurable: true });
  return body;
}
const LAZY_BODY: PropertyDescriptor = { get: parseBody, enumerable: true, configurable: true };

/**
 * What a callback is handed: the call's URL and auth, and its body (an own property, as a receiver's
 * `JSON.stringify` or spread sees it) parsed when the callback first reads it, once: a callback that
 * only counts or routes its deliveries (a notification to each of a hundred members) pays no parse.
 */
function callbackDelivery(call: Call): CallbackDelivery {
  const delivery = { url: call.url } as CallbackDelivery;
  new WithCall(delivery, call);
  Object.defineProperty(delivery, 'body', LAZY_BODY);
  if (call.authorization) delivery.authorization = call.authorization;
  return delivery;
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
