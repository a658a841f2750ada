/** A real local HTTP server that receives webhook calls, and misbehaves on request. */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: {
    trigger: string;
    // Payloads are read as loosely as JSON from the wire.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: Record<string, any>;
    appId: string;
    region: string;
    webhook: string;
  };
  at: number;
}

export type Behaviour = (call: number) => {
  status?: number;
  delayMs?: number;
  hang?: boolean;
  location?: string;
};

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** A receiver on `port` (any free one by default): a test can start one where a dead URL pointed. */
export async function startReceiver(
  behaviour: Behaviour = () => ({ status: 200 }),
  port = 0,
): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        at: Date.now(),
      });
      const { status = 200, delayMs = 0, hang = false, location } = behaviour(received.length);
      if (hang) return;
      setTimeout(() => {
        res.writeHead(status, location ? { location } : {}).end('ok');
      }, delayMs);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    received,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}

/** A URL nothing listens on: a port below the ephemeral range, bound and released. */
export async function closedUrl(): Promise<string> {
  // Below the kernel's ephemeral range (32768 and up on Linux), where listen(0) never looks: a port
  // freed here is not taken by a server another test process starts meanwhile (seen: a webhook
  // answered 404 by another group's sandbox on the freed port).
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    server.close();
    await once(server, 'close');
    return `http://127.0.0.1:${port}/hook`;
  }
}
