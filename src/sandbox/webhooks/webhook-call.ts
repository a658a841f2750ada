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
 * signal (a callback of the caller's) says so with `signalFree`, and the queue makes none for it.
 */
export type Post = ((call: Call, signal: AbortSignal, timeoutMs: number) => Promise<CallResult>) & {
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

/** A call handed to a function of the caller's instead of a URL: the receiver answered 200. */
export const callbackPost = (
  receive: (delivery: { url: string; body: unknown; authorization?: string }) => unknown,
): Post => {
  const post: Post = async (call, _signal, timeoutMs) => {
    // A callback that never settles is a receiver that never answers: the call times out as one over
    // the network would, and is retried, instead of holding its slot of the queue for good.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<CallResult>((resolve) => {
      timer = setTimeout(
        () => resolve({ error: `the webhook callback did not settle within ${timeoutMs} ms` }),
        timeoutMs,
      );
      (timer as { unref?: () => void }).unref?.();
    });
    try {
      return await Promise.race([answer(call), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const answer = async (call: Call): Promise<CallResult> => {
    try {
      // The body is parsed when the callback first reads it, once: a callback that only counts or
      // routes its deliveries (a notification to each of a hundred members) pays no parse per call.
      let body: unknown;
      let parsed = false;
      const delivery = {
        url: call.url,
        get body(): unknown {
          if (!parsed) {
            body = JSON.parse(call.body) as unknown;
            parsed = true;
          }
          return body;
        },
        ...(call.authorization ? { authorization: call.authorization } : {}),
      };
      await receive(delivery);
      return { status: 200 };
    } catch (error) {
      // A callback that throws is a receiver that answered 500: retried as one would be.
      return { status: 500, error: `the webhook callback threw: ${String(error)}` };
    }
  };
  post.signalFree = true;
  return post;
};
