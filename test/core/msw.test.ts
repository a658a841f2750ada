/**
 * chat-api-sandbox/msw in Node (msw's setupServer, as vitest, jest or node:test use it): fetch reaches
 * the sandbox at the real hosts and at the base URLs given, with state kept between requests and the
 * control functions on the same apps; every other request goes on as if the sandbox were not there.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSandboxHandlers } from '../../src/msw/index.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

const REAL = 'https://chat-sandbox.api-us.cometchat.io/v3';
const { handlers, sandbox, close } = createSandboxHandlers({
  config: { clock: NOW },
  baseUrls: ['http://localhost:4010/v3', '/api/v3.0'],
});
// A handler of the user's own, after the sandbox's: it still answers what the sandbox does not match.
const server = setupServer(
  ...handlers,
  http.get('https://example.test/own', () => HttpResponse.json({ own: true })),
);
let outside: Server;
let outsideUrl = '';

before(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // A real server the sandbox must not intercept, on a path that looks like the API's.
  outside = createServer((_req, res) => res.end('{"outside":true}'));
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
after(async () => {
  server.close();
  outside.close();
  await close();
});

const headers = { apikey: API_KEY, 'content-type': 'application/json' };

describe('msw handlers', () => {
  test('the real host — a write then a read — kept, and shown as the contract says', async () => {
    const created = await fetch(`${REAL}/groups`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ guid: 'msw-group', name: 'Made through msw', type: 'public' }),
    });
    assert.equal(created.status, 200);
    assert.match(created.headers.get('content-type') ?? '', /application\/json/);
    const read = await fetch(`${REAL}/groups/msw-group`, { headers });
    assert.equal(read.status, 200);
    assert.equal(((await read.json()) as { data: { name: string } }).data.name, 'Made through msw');
    assert.ok(read.headers.get('x-rate-limit-remaining'));
  });

  test('an error — the one envelope and status, as the server answers it', async () => {
    const res = await fetch(`${REAL}/groups/no-such-group`, { headers });
    assert.equal(res.status, 404);
    const body = (await res.json()) as { error: { code: string; source: string } };
    assert.equal(body.error.code, 'ERR_GUID_NOT_FOUND');
    assert.equal(body.error.source, 'chat-api');
  });

  test('base URLs — an absolute one and a path under /v3.0 — answer from the same default app', async () => {
    const viaLocal = await fetch('http://localhost:4010/v3/groups/msw-group', { headers });
    assert.equal(viaLocal.status, 200);
    const viaPath = await fetch(`${outsideUrl}/api/v3.0/groups/msw-group`, { headers });
    assert.equal(viaPath.status, 200);
    // Another app's host is another app: the group is not there.
    const otherApp = await fetch('https://another-app.api-eu.cometchat.io/v3/groups/msw-group', {
      headers: { ...headers, apikey: await sandbox.apiKey('another-app', 'eu') },
    });
    assert.equal(otherApp.status, 404);
  });

  test('what is not the sandbox — a real server, the user’s own handler — passes untouched', async () => {
    assert.deepEqual(await (await fetch(`${outsideUrl}/v3/groups`)).json(), { outside: true });
    assert.deepEqual(await (await fetch(`${outsideUrl}/api/v3/groups`)).json(), { outside: true });
    assert.deepEqual(await (await fetch('https://example.test/own')).json(), { own: true });
  });

  test('the control functions — reset — the app is back to the fixtures for the next request', async () => {
    assert.equal((await fetch(`${REAL}/groups/msw-group`, { headers })).status, 200);
    await sandbox.reset();
    assert.equal((await fetch(`${REAL}/groups/msw-group`, { headers })).status, 404);
    assert.equal((await fetch(`${REAL}/groups/cometchat-guid-1`, { headers })).status, 200);
  });
});
