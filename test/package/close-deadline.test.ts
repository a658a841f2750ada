/**
 * `startSandbox().close()`, as a test's `afterAll` calls it, with clients that would hold it: each
 * close ends, where it used to wait for minutes (docs/decisions/stop-deadline.md). Every client is a
 * raw socket, and each is known to be in flight before close is called: the server has emitted its
 * request, or has read its bytes. And requests that reach a delay or a hang once the app is closing.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, test } from 'node:test';
import { closeApp, createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { startSandbox, type RunningSandbox } from '../../src/index.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { API_KEY } from '../helpers/api.ts';
import { answerOf, rawClient, within } from '../http/raw-client.ts';

/** Far above the stop's deadline (3 s); far below what held it before (a 30 s delay, minutes of stalled clients). */
const BOUND_MS = 20_000;

/** The server's side of the next connection, once it has read `bytes` bytes from it. */
async function acceptedAfterReading(sandbox: RunningSandbox, bytes: number): Promise<Socket> {
  const [socket] = (await once(sandbox.server, 'connection')) as [Socket];
  while (socket.bytesRead < bytes) await new Promise((resolve) => setImmediate(resolve));
  return socket;
}

describe('startSandbox().close() with a client that would hold it', { concurrency: true }, () => {
  test('a client that sent its headers and 7 of 100 body bytes — close() ends, the client is disconnected without an answer', async () => {
    const sandbox = await startSandbox({ port: 0, memory: true });
    const taken = once(sandbox.server, 'request');
    const client = await rawClient(
      sandbox.port,
      'POST /v3/groups HTTP/1.1\r\nHost: localhost\r\n' +
        `apikey: ${sandbox.apiKey}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"guid"`,
    );
    await within(taken, BOUND_MS, 'the request taken up');
    await within(sandbox.close(), BOUND_MS, 'close()');
    await within(client.ended, BOUND_MS, 'the connection closed');
    // Past the deadline the server cannot tell a stalled client from a slow answer: it closes.
    assert.equal(client.received(), '');
    client.socket.destroy();
  });

  test('a client that sent half its headers — close() ends, the client is disconnected', async () => {
    const sandbox = await startSandbox({ port: 0, memory: true });
    const text = `GET /v3/users HTTP/1.1\r\nHost: localhost\r\napikey: ${sandbox.apiKey}\r\n`;
    const accepted = acceptedAfterReading(sandbox, text.length);
    const client = await rawClient(sandbox.port, text);
    await within(accepted, BOUND_MS, 'the half headers read');
    await within(sandbox.close(), BOUND_MS, 'close()');
    await within(client.ended, BOUND_MS, 'the connection closed');
    assert.equal(client.received(), '');
    client.socket.destroy();
  });

  test('a request waiting out Prefer: delay=30000 — close() — it is let go and answered at once, then close() ends', async () => {
    const sandbox = await startSandbox({ port: 0, memory: true });
    const taken = once(sandbox.server, 'request');
    const client = await rawClient(
      sandbox.port,
      `GET /v3/users HTTP/1.1\r\nHost: localhost\r\napikey: ${sandbox.apiKey}\r\nPrefer: delay=30000\r\n\r\n`,
    );
    await within(taken, BOUND_MS, 'the request taken up');
    await within(sandbox.close(), BOUND_MS, 'close()');
    await within(client.ended, BOUND_MS, 'the connection closed');
    // Answered, not cut off: a delay is latency the sandbox acts out, and the request it delays was
    // taken up, so it is finished like any other in-flight request. Held until the deadline, it would
    // have been cut off without an answer.
    const answer = answerOf(client.received());
    assert.equal(answer.status, 200);
    assert.ok(Array.isArray((JSON.parse(answer.body) as { data: unknown[] }).data));
    client.socket.destroy();
  });

  test('requests that reach a delay or a hang once the app is closing — let go at once: answered, and disconnected', async () => {
    const app = createApp({ store: new MemoryStore({ seed: loadFixtures }), config: defaultConfig() });
    const server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/users`;
    try {
      closeApp(app);
      const delayed = await within(
        fetch(url, { headers: { apikey: API_KEY, Prefer: 'delay=30000' } }),
        BOUND_MS,
        'the delayed answer',
      );
      assert.equal(delayed.status, 200);
      const hung = fetch(url, { headers: { apikey: API_KEY, Prefer: 'failure=hang' } });
      await assert.rejects(within(hung, BOUND_MS, 'the hang let go'), TypeError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
