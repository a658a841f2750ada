/** What the HTTP server needs beyond the Express app: answers Node gives itself, and a graceful stop. */
import { STATUS_CODES, type Server } from 'node:http';
import { headersTooLarge, malformedRequest } from './contract/error-catalogue.ts';
import { errorBody } from './contract/errors.ts';
import type { Store } from './store/store.ts';

/**
 * A request line or headers Node refuses (too large, malformed) never reaches Express: answer those in
 * the error envelope too, written by the function the error handler writes it with.
 */
export function answerRefusedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const error = err.code === 'HPE_HEADER_OVERFLOW' ? headersTooLarge() : malformedRequest();
    const body = JSON.stringify(errorBody(error));
    socket.end(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
}

const stopping = new WeakMap<Server, Promise<void>>();

/**
 * Stops accepting, lets in-flight requests and their writes finish, then closes the store. Keep-alive
 * connections are told to close with their next answer, so busy clients cannot keep the server up.
 * Calling it again returns the same promise.
 */
export function stopGracefully(server: Server, store: Store): Promise<void> {
  let done = stopping.get(server);
  if (done) return done;
  done = new Promise<void>((resolve, reject) => {
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    server.close((error) => {
      clearInterval(sweeper);
      store.close().then(() => (error && server.listening ? reject(error) : resolve()), reject);
    });
    server.closeIdleConnections();
  });
  stopping.set(server, done);
  return done;
}
