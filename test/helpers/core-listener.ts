/**
 * A Node request listener over the in-process core, so supertest drives `handle()` exactly as it
 * drives the server: the request read off the wire, handed to the core, its answer written back.
 * What the core does not serve yet (the control API, the pages, the documents) goes to `fallback`,
 * the server's app over the same store and clocks, so a suite's set-up and read-backs still work.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { SandboxCore } from '../../src/core/index.ts';

/** A target whose first segment is an API version (`/v3`, `/v3.0`, `/v2`): the core's to answer. */
const VERSIONED = /^\/v\d/i;

/** The request's body as its bytes arrived, or undefined for a request without one. */
export async function bodyBytes(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function coreListener(
  core: SandboxCore,
  fallback: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!VERSIONED.test(url)) {
      fallback(req, res);
      return;
    }
    bodyBytes(req)
      .then((bytes) =>
        core.handle({
          method: req.method ?? 'GET',
          url,
          headers: req.headers,
          body: bytes?.toString('utf8'),
        }),
      )
      .then((answer) => {
        // The network failures a fault asks for, acted out on the socket as the server does.
        if (answer.failure === 'reset') return void req.socket.destroy();
        if (answer.failure === 'hang') {
          const timer = setTimeout(() => req.socket.destroy(), answer.hangMs);
          return void res.once('close', () => clearTimeout(timer));
        }
        if (answer.failure === 'truncatedBody') {
          const whole = Buffer.byteLength(answer.body) * 2 + 1;
          res.writeHead(answer.status, { ...answer.headers, 'content-length': String(whole) });
          return void res.write(answer.body, () => req.socket.destroy());
        }
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      })
      .catch((err: unknown) => {
        // handle() answers every request itself; a rejection is a bug the test must see.
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end(`handle() rejected: ${String(err)}`);
      });
  };
}
