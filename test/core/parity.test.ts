/**
 * The three transports answer alike (SPEC 21): every operation's valid call of the hostile suites, in
 * order, on three fresh apps — through the server, through handle(), and through fetch behind msw —
 * with the same status, body and content type each time. The whole of test/api runs through the core
 * and behind msw as `npm run test:core` and `npm run test:msw`; this one test holds every operation
 * to it in the suite CI runs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setupServer } from 'msw/node';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { OPERATION_IDS } from '../../src/contract/operations.ts';
import { createSandboxCore } from '../../src/core/index.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { createSandboxHandlers } from '../../src/msw/index.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { VALID_CALLS, type Call } from '../hostile/hostile-harness.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

const config = { clock: NOW, rateLimit: { standard: 1000, core: 1000 } };
const HOST = 'https://chat-sandbox.api-us.cometchat.io';
const msw = createSandboxHandlers({ config });
const server = setupServer(...msw.handlers);
// supertest's own server on 127.0.0.1 passes through msw; a call of ours msw missed would fail at the
// network, which this machine does not reach for the real host.
before(() => server.listen({ onUnhandledRequest: 'bypass' }));
after(async () => {
  server.close();
  await msw.close();
});

/** What a client reads of an answer, the token a session gets by chance aside. */
const seen = (status: number, text: string, type: string | null | undefined) => ({
  status,
  body: text === '' ? '' : (JSON.parse(text.replace(/"authToken":"[^"]*"/g, '"authToken":"…"')) as unknown),
  type: type?.replace(/; ?charset=utf-8/i, ''),
});

const headersOf = (call: Call): Record<string, string> => ({
  apikey: API_KEY,
  ...(call.onBehalfOf === undefined ? {} : { onbehalfof: call.onBehalfOf }),
  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
});

test('every operation — its valid call, in order, on three fresh apps — the same answer from the server, handle() and msw', async () => {
  const app = supertest(createApp({ store: new MemoryStore(), config: defaultConfig(config) }));
  const core = createSandboxCore({ config });
  const covered = new Set<string>();
  for (const call of VALID_CALLS) {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    let req = app[call.method](`/v3${call.path}`).set(headersOf(call));
    if (body !== undefined) req = req.send(body);
    const viaServer = await req;
    const expected = seen(viaServer.status, viaServer.text, viaServer.headers['content-type']);
    assert.ok(expected.status < 500, `${call.operationId}: ${viaServer.text}`);
    const viaCore = await core.handle({
      method: call.method.toUpperCase(),
      url: `/v3${call.path}`,
      headers: headersOf(call),
      body,
    });
    assert.deepEqual(
      seen(viaCore.status, viaCore.body, viaCore.headers['content-type']),
      expected,
      call.operationId,
    );
    const viaMsw = await fetch(`${HOST}/v3${call.path}`, {
      method: call.method.toUpperCase(),
      headers: headersOf(call),
      ...(body === undefined ? {} : { body }),
    });
    assert.deepEqual(
      seen(viaMsw.status, await viaMsw.text(), viaMsw.headers.get('content-type')),
      expected,
      `${call.operationId} behind msw`,
    );
    covered.add(call.operationId);
  }
  assert.deepEqual(
    OPERATION_IDS.filter((id) => !covered.has(id)),
    [],
    'every operation has a valid call',
  );
  await core.close();
});
