/**
 * Test helpers: an app on a fresh in-memory store per call, requests with the default key, and the
 * one assertion of the error envelope.
 */
import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import supertest from 'supertest';
import type { Response } from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig, type Config } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { CheckedStore } from './checked-store.ts';
import { createSandboxCore } from '../../src/core/index.ts';
import type { AppRegistry } from '../../src/http/app-registry.ts';
import type { Store } from '../../src/store/store.ts';
import { coreListener } from './core-listener.ts';
import { createSandboxHandlers } from '../../src/msw/index.ts';
import { mswListener } from './msw-listener.ts';

/** Which way the suites' requests reach the sandbox: CHAT_SANDBOX_TRANSPORT, read when asked. */
export type Transport = 'server' | 'core' | 'msw';
export function transport(): Transport {
  const named = process.env.CHAT_SANDBOX_TRANSPORT;
  return named === 'core' || named === 'msw' ? named : 'server';
}

/**
 * What a request through fetch cannot carry, so a suite skips it behind msw (and only there): fetch
 * refuses a body on GET or HEAD, and the URL standard resolves dot segments (`.`, `..`, `%2E%2E`)
 * before a request leaves, so the sandbox never sees them; a fetch client of the real service cannot
 * send them either.
 */
export function fetchCannotSend(
  method: string,
  options: { body?: unknown; segment?: string },
): string | false {
  if (transport() !== 'msw') return false;
  if (options.body !== undefined && /^(get|head)$/i.test(method))
    return 'fetch sends no body with a GET or HEAD';
  if (options.segment !== undefined && /^(\.|%2e){1,2}$/i.test(options.segment))
    return 'fetch resolves dot segments before sending';
  return false;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * supertest over a listener: one server per test app, listening for as long as the process runs,
 * instead of supertest's own, which listens and closes again around every request (a third of the
 * hostile suites' time, and thousands of ports taken and let go per run). The server and its
 * connections are unref'd, so they hold no process open. A request made before it listens (the
 * same turn as `makeApp`) takes supertest's own way.
 */
function heldOpen(listener: RequestListener): ReturnType<typeof supertest> {
  const server = createServer(listener);
  server.on('connection', (socket) => socket.unref());
  server.on('error', () => undefined);
  server.listen(0, '127.0.0.1');
  server.unref();
  const held = supertest(server);
  const fresh = supertest(listener);
  const requests = Object.fromEntries(
    METHODS.map((m) => [m, (url: string) => (server.address() ? held : fresh)[m](url)]),
  );
  return { ...requests, del: requests['delete'] } as unknown as ReturnType<typeof supertest>;
}

/**
 * Requests to `app`: through the server, or with CHAT_SANDBOX_TRANSPORT=core through the in-process
 * core over the same store and clocks (`npm run test:core`), or with =msw through fetch behind msw to
 * the msw handlers (`npm run test:msw`), so the same suites prove all three.
 */
export function requestOf(app: ReturnType<typeof createApp>, store: Store, config: Config) {
  const through = transport();
  if (through === 'server') return heldOpen(app);
  const registry = app.locals.registry as AppRegistry;
  if (through === 'msw') {
    const sandbox = createSandboxHandlers({
      store,
      config,
      registry,
      baseUrls: ['/v3', '/v3.0'],
    });
    return heldOpen(mswListener(sandbox, createSandboxCore({ store, config, registry }), app));
  }
  return heldOpen(coreListener(createSandboxCore({ store, config, registry }), app));
}

const fixtures = loadFixtures();
const keyOf = (scope: string): string => {
  const found = fixtures.apiKeys.find((k) => k.scope === scope);
  assert.ok(found, `fixtures hold a ${scope} key`);
  return found.apiKey;
};
export const API_KEY = keyOf('fullAccess');
export const AUTH_ONLY_KEY = keyOf('authOnly');
/** The id the (n+1)-th message stored on a fresh app gets: the ids after the fixtures' counter. */
export const newMessageId = (n = 0): string => String(fixtures.counters.messageId + 1 + n);
/** Every test app starts with its clock frozen here, so timestamps are exact. */
export const NOW = 1_700_000_000;

export function makeApp(overrides: Partial<Config> = {}) {
  const store = new CheckedStore({ seed: loadFixtures });
  const config = defaultConfig({ clock: NOW, ...overrides });
  const app = createApp({ store, config });
  const request = requestOf(app, store, config);
  const withKey = <T extends supertest.Test>(t: T, onBehalfOf?: string): T => {
    t.set('apikey', API_KEY);
    if (onBehalfOf !== undefined) t.set('onBehalfOf', onBehalfOf);
    return t;
  };
  return {
    app,
    store,
    request,
    get: (path: string, onBehalfOf?: string) => withKey(request.get(`/v3${path}`), onBehalfOf),
    post: (path: string, body?: object, onBehalfOf?: string) => {
      const t = withKey(request.post(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
    put: (path: string, body?: object, onBehalfOf?: string) => {
      const t = withKey(request.put(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
    del: (path: string, body?: object, onBehalfOf?: string) => {
      const t = withKey(request.delete(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
  };
}

export type TestApp = ReturnType<typeof makeApp>;

export function expectError(res: Response, status: number, code: string): void {
  assert.equal(res.status, status, `status ${res.status} ${JSON.stringify(res.body)}`);
  assert.equal(res.body?.error?.code, code, JSON.stringify(res.body));
  assert.equal(typeof res.body.error.message, 'string');
  assert.equal(res.body.error.source, 'chat-api');
  assert.match(String(res.headers['content-type']), /application\/json/);
}
