/**
 * chat-api-sandbox/msw: the sandbox as msw 2 handlers (SPEC 21), for `setupServer` in Node (vitest,
 * jest, node:test) and `setupWorker` in a browser. One handler answers the real hosts
 * (`https://{appId}.api-{region}.cometchat.io/v3/…`, `/v3.0/…` too) and any `baseUrls` given, through
 * the in-process core; every other request is not matched, so the user's own handlers and
 * `onUnhandledRequest` see it as if the sandbox were not there. Network failures a fault rule or
 * `Prefer: failure=` asks for are what fetch sees of them (actedOut). msw is a peer dependency.
 */
import { bypass, http, HttpResponse, type HttpHandler } from 'msw';
import {
  createSandboxCore,
  type CoreResponse,
  type SandboxCore,
  type SandboxCoreOptions,
} from '../core/index.ts';
import type { SandboxControl } from '../core/control.ts';

export interface SandboxHandlersOptions extends SandboxCoreOptions {
  /**
   * Where else the API is answered, each ending in `/v3` or `/v3.0`: an absolute URL
   * (`http://localhost:4010/v3`, the sandbox server's own address) or a path (`/v3`, on the page's
   * own origin in a browser, on any origin in Node). Requests there go to the app their host names
   * as on the server (`{appId}.api-{region}.localhost`), or their `appId` and `region` headers, or
   * the default app.
   */
  baseUrls?: string[];
}

export interface SandboxHandlers {
  handlers: HttpHandler[];
  /** The control API as plain functions, on the same apps the handlers answer from. */
  sandbox: SandboxControl;
  /** Each committed change of any app, as its webhook would tell it; returns the unsubscribe. */
  subscribe: SandboxCore['subscribe'];
  /** Lets the store settle; call it when the test run ends. */
  close(): Promise<void>;
}

/** `https://{appId}.api-{region}.cometchat.io` and the API path under it (the core reads the app from the host). */
const REAL_HOST = /^https:\/\/[a-z0-9-]+\.api-[a-z]+\.cometchat\.io$/i;

interface Base {
  /** The origin to match, or undefined for a path base (any origin). */
  origin?: string;
  /** The path the API's mount stands at, without a trailing slash (`/v3`, `/api/v3.0`). */
  path: string;
  /** The mount it stands for. */
  mount: '/v3' | '/v3.0';
}

function baseOf(url: string): Base {
  const parsed = new URL(url, 'http://relative.invalid');
  const path = parsed.pathname.replace(/\/+$/, '');
  const mount = /\/v3\.0$/i.test(path) ? '/v3.0' : /\/v3$/i.test(path) ? '/v3' : undefined;
  if (!mount) throw new Error(`baseUrls: ${url} must end in /v3 or /v3.0`);
  const relative = parsed.origin === 'http://relative.invalid';
  return relative ? { path, mount } : { origin: parsed.origin, path, mount };
}

/** Whether `path` is `base` or under it, in any letter case, as the server mounts its prefix. */
const under = (path: string, base: string): boolean =>
  path.slice(0, base.length).toLowerCase() === base.toLowerCase() &&
  (path.length === base.length || path[base.length] === '/');

/**
 * What fetch sees of an answer: a network error for a reset, and for a hang once the client aborts or
 * the bound passes; a body that breaks off for a truncated one; the answer itself otherwise.
 */
async function actedOut(answer: CoreResponse, signal: AbortSignal): Promise<Response> {
  if (answer.failure === 'reset') return HttpResponse.error();
  if (answer.failure === 'hang') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, answer.hangMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    return HttpResponse.error();
  }
  const init = { status: answer.status, headers: answer.headers };
  if (answer.failure === 'truncatedBody') {
    const half = new TextEncoder().encode(answer.body);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(half);
        controller.error(new TypeError('terminated: the connection closed before the whole body'));
      },
    });
    return new HttpResponse(body, init);
  }
  return new HttpResponse(answer.body === '' ? null : answer.body, init);
}

export function createSandboxHandlers(options: SandboxHandlersOptions = {}): SandboxHandlers {
  // Webhook calls go out through msw's bypass, so the user's own handlers (or onUnhandledRequest:
  // 'error') never see them; `onWebhook` or a `fetch` of the caller's still take precedence.
  const core = createSandboxCore({ fetch: (request) => fetch(bypass(request)), ...options });
  const bases = (options.baseUrls ?? []).map(baseOf);

  /** The URL the core is handed for a request of the sandbox's, or undefined for one that is not. */
  function targetOf(request: Request): string | undefined {
    const url = new URL(request.url);
    if (REAL_HOST.test(url.origin) && (under(url.pathname, '/v3') || under(url.pathname, '/v3.0'))) {
      return request.url;
    }
    for (const base of bases) {
      if (base.origin !== undefined && base.origin !== url.origin) continue;
      if (!under(url.pathname, base.path)) continue;
      // Absolute, so the core reads the app from the host as the server does (`{appId}.api-{region}.localhost`).
      return `${url.origin}${base.mount}${url.pathname.slice(base.path.length)}${url.search}`;
    }
    return undefined;
  }

  const handler = http.all(
    ({ request }) => targetOf(request) !== undefined,
    async ({ request }) => {
      const text = await request.text();
      const answer = await core.handle({
        method: request.method,
        url: targetOf(request)!,
        headers: Object.fromEntries(request.headers),
        body: text === '' ? undefined : text,
      });
      return actedOut(answer, request.signal);
    },
  );
  return { handlers: [handler], sandbox: core.control, subscribe: core.subscribe, close: () => core.close() };
}

export type { SandboxControl, ClockView } from '../core/control.ts';
export type { SandboxCoreOptions, SandboxEvent, WebhookDelivery } from '../core/index.ts';
