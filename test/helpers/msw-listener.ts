/**
 * A Node request listener that sends each API request through fetch behind msw (setupServer) to the
 * sandbox's msw handlers, so `CHAT_SANDBOX_TRANSPORT=msw` runs the API suites through
 * `chat-api-sandbox/msw` as a test suite of a user's would: the request made a fetch Request, the
 * answer read off a fetch Response. What msw does not answer (the control API, other versions) goes
 * where the core listener sends it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { http, passthrough } from 'msw';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import type { SandboxHandlers } from '../../src/msw/index.ts';
import { bodyBytes, coreListener } from './core-listener.ts';
import type { SandboxCore } from '../../src/core/index.ts';

const API = /^\/v3(\.0)?(\/|\?|$)/i;

let server: SetupServerApi | undefined;

/** The suites' own servers on 127.0.0.1 (supertest's, the fallback): never the sandbox's to answer. */
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const ownServers = http.all(
  ({ request }) => LOOPBACK.test(new URL(request.url).host),
  () => passthrough(),
);

function mswServer(): SetupServerApi {
  if (server) return server;
  // fetch alone is intercepted, as the listener sends through it: supertest's own requests to the
  // suites' servers (node's http client) pass by msw instead of through it, twice per request.
  const started = new SetupServerApi([], [new FetchInterceptor()]);
  // The suites' own servers (supertest's, the fallback's) are reached through msw untouched.
  started.listen({ onUnhandledRequest: 'bypass' });
  return (server = started);
}

export function mswListener(
  sandbox: SandboxHandlers,
  core: SandboxCore,
  fallback: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener {
  const direct = coreListener(core, fallback);
  return (req, res) => {
    const url = req.url ?? '/';
    if (!API.test(url)) return direct(req, res);
    // To the host the request named when a test named one (an app's host), which the handlers' path
    // bases take on any origin; else to a host of no app, which the default app answers.
    const host = String(req.headers.host ?? '');
    const origin = LOOPBACK.test(host) ? 'http://sandbox.test' : `http://${host}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // Host and the connection's own headers are fetch's to set.
      if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(name))
        continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const msw = mswServer();
    // Only this app's handlers: the suites make many apps, one after another.
    msw.resetHandlers(ownServers, ...sandbox.handlers);
    bodyBytes(req)
      .then((body) =>
        fetch(`${origin}${url}`, { method: req.method, headers, body: body && new Uint8Array(body) }),
      )
      .then(async (answer) => {
        const text = req.method === 'HEAD' ? '' : await answer.text();
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => (out[name] = value));
        res.writeHead(answer.status, out);
        res.end(text);
      })
      .catch((err: unknown) => {
        // A network failure a fault asked for: the connection goes, as on the server.
        if (!res.headersSent) req.socket.destroy();
        void err;
      });
  };
}
