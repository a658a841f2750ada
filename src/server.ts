/**
 * What the HTTP server needs beyond the Express app: time limits for slow clients, answers Node gives
 * itself, and a stop that finishes what it can and then ends within a deadline
 * (docs/decisions/stop-deadline.md, http-request-timeouts.md).
 */
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Express } from 'express';
import { headersTooLarge, malformedRequest, requestTimeout } from './contract/error-catalogue.ts';
import { errorBody } from './contract/errors.ts';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './contract/limits.ts';
import type { Socket } from 'node:net';
import type { StageResponse } from './http/locals.ts';
import type { Store } from './store/store.ts';

/**
 * How often Node looks for connections past HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS: a limit is met
 * at most this much late. Node's own limits (60 s and 300 s, looked for every 30 s) let one stalled
 * client hold a connection for minutes; ours are ample for the 64 KiB bodies the API takes, even from
 * another machine. Only the sending is timed: a handler that takes long (a `Prefer: delay`) is not cut
 * short.
 */
const TIMEOUT_CHECK_EVERY_MS = 1_000;

/** How long a stop waits for the requests it has taken up before it closes every connection. */
export const STOP_DEADLINE_MS = 3_000;

/** The HTTP server of the app, with the time limits above and every refused request answered in the envelope. */
export function createHttpServer(app: Express): Server {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
    },
    app,
  );
  answerRefusedRequests(server);
  return server;
}

/** The answer in flight on a socket; Node's own answer to a client error looks at the same field. */
const inFlight = (socket: object): StageResponse | undefined =>
  (socket as { _httpMessage?: StageResponse | null })._httpMessage ?? undefined;

/**
 * A request line or headers Node refuses (too large, malformed) and a client too slow to send its
 * request are answered in the error envelope too, written by the function the error handler writes
 * it with. The connection is then closed: a client that keeps its side open must not keep the server
 * from stopping.
 */
export function answerRefusedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const res = inFlight(socket);
    // Bytes of an answer already on their way must not be followed by a second one.
    if (!socket.writable || res?.headersSent) {
      socket.destroy();
      return;
    }
    const error =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? headersTooLarge()
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? requestTimeout()
          : malformedRequest();
    const body = JSON.stringify(errorBody(error));
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    if (res) {
      // Express has the request and waits for the rest of its body: answered through its response,
      // so that the request log and the journal show the answer the client gets. After an answer
      // with `Connection: close`, Node closes the connection itself.
      res.locals.errorCode = error.code;
      res.writeHead(error.status, headers).end(body);
      return;
    }
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${head.join('')}\r\n${body}`, () =>
      socket.destroy(),
    );
  });
}

const stopping = new WeakMap<Server, Promise<void>>();

/**
 * Stops accepting, lets in-flight requests and their writes finish, then closes the store. Keep-alive
 * connections are told to close with their next answer, so busy clients cannot keep the server up.
 * Past `deadlineMs` every connection still open is closed: a client that stalls in the middle of its
 * request, or never finishes reading, cannot hold the stop. Calling it again returns the same promise.
 */
export function stopGracefully(server: Server, store: Store, deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  let done = stopping.get(server);
  if (done) return done;
  done = new Promise<void>((resolve, reject) => {
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    // Node stops checking its time limits once the server closes: this deadline takes over.
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    server.close((error) => {
      clearInterval(sweeper);
      clearTimeout(deadline);
      store.close().then(() => (error && server.listening ? reject(error) : resolve()), reject);
    });
    server.closeIdleConnections();
  });
  stopping.set(server, done);
  return done;
}
