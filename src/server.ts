/** What the HTTP server needs beyond the Express app: answers Node gives itself, and a graceful stop. */
import type { Server } from 'node:http';
import type { Store } from './store/store.ts';

/**
 * A request line or headers Node refuses (too large, malformed) never reaches Express: answer those in
 * the error envelope too.
 */
export function answerRefusedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      error: {
        code: 'ERR_BAD_REQUEST',
        message: tooLarge ? 'The request headers are too large.' : 'The request is malformed.',
        source: 'chat-api',
      },
    });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
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
