/**
 * Network failures a fault rule or `Prefer: failure=<name>` provokes, each the way a client meets it
 * on a real network (docs/decisions/faults-network-failures.md):
 *
 * - `reset`: the connection is reset (TCP RST) before any answer; the operation does not run.
 * - `hang`: no answer at all until the client gives up, or the bound passes and the connection is
 *   closed; the operation does not run.
 * - `emptyBody`: the operation runs, and its answer arrives as a 200 with an empty body.
 * - `truncatedBody`: the operation runs; the headers promise its whole body, half of it arrives, then
 *   the connection closes.
 * - `invalidJson`: the operation runs; its answer arrives complete, but cut to half its JSON text.
 *
 * The last three spoil the answer only after the change is durable: the answer is lost, not the
 * request, which is what a client's retry of a write must be ready for.
 */
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import type { NetworkFailure } from '../contract/limits.ts';

/**
 * Requests held by a `hang`, so that a closing sandbox lets them go at once; one that reaches its
 * hang while the sandbox closes is let go at once too.
 */
export class Hangs {
  readonly #held = new Set<Socket>();
  #closing = false;

  /** Holds the request unanswered for `ms`, then closes its connection. */
  hold(req: Request, res: Response, ms: number): void {
    const socket = req.socket;
    if (this.#closing) {
      socket.destroy();
      return;
    }
    this.#held.add(socket);
    const timer = setTimeout(() => socket.destroy(), ms);
    res.once('close', () => {
      clearTimeout(timer);
      this.#held.delete(socket);
    });
  }

  releaseAll(): void {
    this.#closing = true;
    for (const socket of this.#held) socket.destroy();
    this.#held.clear();
  }
}

/** Resets the connection: the client reads ECONNRESET, as from a server or proxy that went away. */
export function resetConnection(req: Request): void {
  const socket = req.socket;
  // A reset, not a polite close, where the platform offers one.
  if (typeof socket.resetAndDestroy === 'function' && !socket.destroyed) socket.resetAndDestroy();
  else socket.destroy();
}

const asBuffer = (chunk: unknown, encoding: unknown): Buffer => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
};

/** From now on, the one body this response sends is spoilt as `failure` says. */
export function spoilAnswer(res: Response, failure: Exclude<NetworkFailure, 'reset' | 'hang'>): void {
  const end = res.end.bind(res) as (chunk?: unknown) => Response;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    const body = asBuffer(chunk, encoding);
    res.removeHeader('ETag');
    if (failure === 'emptyBody') {
      res.statusCode = 200;
      res.setHeader('Content-Length', '0');
      return end();
    }
    const half = body.subarray(0, Math.floor(body.length / 2));
    if (failure === 'invalidJson') {
      const cut = half.length > 0 ? half : Buffer.from('{');
      res.setHeader('Content-Length', String(cut.length));
      return end(cut);
    }
    // truncatedBody: the length of the whole body is promised, and the connection ends after half.
    res.setHeader('Content-Length', String(body.length));
    res.write(half, () => res.socket?.destroy());
    return res;
  }) as typeof res.end;
}
