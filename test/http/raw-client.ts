/**
 * A client on a raw socket (node:net), for what no HTTP client sends on purpose: half the headers, a
 * body that stops after a few bytes, a connection that sends nothing. And a bound for every wait on
 * one, so that a server which never answers fails the test instead of hanging it.
 */
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';

export interface RawClient {
  socket: Socket;
  /** Everything the server has sent so far. */
  received: () => string;
  /** Resolves once the server has closed its side of the connection. */
  ended: Promise<void>;
  /** Resolves once the connection is gone on both sides. */
  closed: Promise<void>;
}

/**
 * Connects and sends `text`. The client keeps its own side open when the server closes its own
 * (`allowHalfOpen`), as a stalled client would: only the server can then end the connection.
 */
export async function rawClient(port: number, text = ''): Promise<RawClient> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const ended = once(socket, 'end').then(() => undefined);
  const closed = once(socket, 'close').then(() => undefined);
  await once(socket, 'connect');
  if (text) socket.write(text);
  return { socket, received: () => received, ended, closed };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first HTTP answer in `text` (the bytes a raw client received), its body as text. */
export function answerOf(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no whole HTTP answer in ${JSON.stringify(text)}`);
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? 0);
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: text.slice(end + 4, end + 4 + length),
  };
}

/**
 * Resolves as `promise` does, or rejects naming `what` once `ms` have passed. The bound is generous:
 * it tells "ends" from "never ends", never how fast.
 */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
