/**
 * Clients too slow to send their request, over raw sockets: each is answered 408 in the error
 * envelope within seconds and its connection closed, where Node's own limits held it for minutes and
 * then answered 400 (docs/decisions/http-request-timeouts.md). The other requests Node refuses before
 * Express sees them are answered in the envelope too.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startSandbox, type RunningSandbox } from '../../src/index.ts';
import { API_KEY } from '../helpers/api.ts';
import { answerOf, rawClient, within } from './raw-client.ts';

/** Far above the limits (5 s for headers, 10 s for the request, checked every second), far below Node's. */
const BOUND_MS = 30_000;

const TIMEOUT_BODY = {
  error: {
    code: 'ERR_REQUEST_TIMEOUT',
    message:
      'The request did not arrive in time: its headers must arrive within 5 seconds, all of it within 10 seconds.',
    source: 'chat-api',
  },
};

let sandbox: RunningSandbox;
describe('http/slow-clients.test.ts', () => {
  before(async () => {
    sandbox = await startSandbox({ port: 0, memory: true });
  });
  after(() => sandbox.close());

  /** Sends `text`, waits (bounded) for the server to close its side, and returns what it answered. */
  async function answerTo(text: string) {
    const client = await rawClient(sandbox.port, text);
    await within(client.ended, BOUND_MS, 'the server closing the connection');
    return answerOf(client.received());
  }

  describe('slow clients', { concurrency: true }, () => {
    test('half the headers, then nothing — 408 ERR_REQUEST_TIMEOUT in the envelope, connection closed', async () => {
      const answer = await answerTo(
        `GET /v3/users HTTP/1.1\r\nHost: localhost\r\napikey: ${sandbox.apiKey}\r\n`,
      );
      assert.equal(answer.status, 408);
      assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(answer.headers['connection'], 'close');
      assert.deepEqual(JSON.parse(answer.body), TIMEOUT_BODY);
    });

    test('the headers and 7 of 100 promised body bytes — 408 ERR_REQUEST_TIMEOUT in the envelope and in the journal, connection closed', async () => {
      const answer = await answerTo(
        'POST /v3/groups HTTP/1.1\r\nHost: localhost\r\n' +
          `apikey: ${sandbox.apiKey}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"guid"`,
      );
      assert.equal(answer.status, 408);
      assert.deepEqual(JSON.parse(answer.body), TIMEOUT_BODY);
      // Express had the request: the journal shows the answer the client got.
      const { appId, region } = sandbox.app;
      const journal = await fetch(`${sandbox.origin}/__sandbox/apps/${appId}/requests?region=${region}`);
      const entries = (
        (await journal.json()) as { method: string; path: string; status: number; errorCode?: string }[]
      ).filter((entry) => entry.method === 'POST' && entry.path === '/v3/groups');
      assert.deepEqual(
        entries.map(({ status, errorCode }) => ({ status, errorCode })),
        [{ status: 408, errorCode: 'ERR_REQUEST_TIMEOUT' }],
      );
    });

    test('a connection that sends nothing — 408 ERR_REQUEST_TIMEOUT, connection closed', async () => {
      const answer = await answerTo('');
      assert.equal(answer.status, 408);
      assert.deepEqual(JSON.parse(answer.body), TIMEOUT_BODY);
    });

    for (const [what, text] of [
      ['half a request line', 'GET /v3/users HTTP/1.1\r\n'],
      [
        'a body cut short',
        'POST /v3/users HTTP/1.1\r\nHost: localhost\r\n' +
          `apikey: ${API_KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"uid"`,
      ],
    ]) {
      test(`${what}, and the client keeps its side open after the 408 — the server closes the connection all the same`, async () => {
        const accepted = new Map<number | undefined, Socket>();
        const remember = (socket: Socket) => accepted.set(socket.remotePort, socket);
        sandbox.server.on('connection', remember);
        const client = await rawClient(sandbox.port, text);
        await within(client.ended, BOUND_MS, 'the 408');
        sandbox.server.off('connection', remember);
        assert.equal(answerOf(client.received()).status, 408);
        // The client never ends its side: the server's end of the connection must close by itself.
        const serverSide = accepted.get(client.socket.localPort)!;
        if (!serverSide.destroyed)
          await within(once(serverSide, 'close'), BOUND_MS, 'the server closing its socket');
        assert.equal(serverSide.destroyed, true);
        client.socket.destroy();
      });
    }

    test('an answer that takes longer than the request limit (Prefer: delay=12000) — answered 200: only the sending is timed', async () => {
      const res = await fetch(`${sandbox.url}/users`, {
        headers: { apikey: sandbox.apiKey, Prefer: 'delay=12000' },
      });
      assert.equal(res.status, 200);
      assert.ok(Array.isArray(((await res.json()) as { data: unknown[] }).data));
    });

    test('a request line Node cannot parse — 400 ERR_BAD_REQUEST in the envelope, connection closed', async () => {
      const answer = await answerTo('GET /v3/users HTTP/1.1 extra\r\nHost: localhost\r\n\r\n');
      assert.equal(answer.status, 400);
      assert.deepEqual(JSON.parse(answer.body), {
        error: { code: 'ERR_BAD_REQUEST', message: 'The request is malformed.', source: 'chat-api' },
      });
    });

    test('headers larger than Node takes — 431 ERR_BAD_REQUEST in the envelope, connection closed', async () => {
      const answer = await answerTo(
        `GET /v3/users HTTP/1.1\r\nHost: localhost\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      assert.equal(answer.status, 431);
      assert.deepEqual(JSON.parse(answer.body), {
        error: { code: 'ERR_BAD_REQUEST', message: 'The request headers are too large.', source: 'chat-api' },
      });
    });
  });
});
