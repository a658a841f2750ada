/**
 * The JSON body parser: express.json (body-parser) for every body, with a shorter way for the body
 * nearly every client sends. body-parser's general machinery (the media type parsed by type-is and
 * content-type, the charset through iconv-lite, raw-body's five stream listeners, on-finished, a
 * decoder per body) was a measurable share of a write's CPU time (docs/fast-paths.md); the short way
 * reads the same bytes and gives the same `req.body`.
 *
 * It takes a body only when body-parser could not answer otherwise: `Content-Type` exactly
 * `application/json`, no `Content-Encoding`, a `Content-Length` within the limit, bytes that are valid
 * UTF-8 and JSON text starting with `{` or `[` (body-parser's strict mode). Anything else, and every
 * body that does not parse, goes to body-parser itself: a request with anything unusual before it is
 * read, and a body read the short way, that fails, replayed into body-parser from its bytes. So every
 * refusal (413, 415, each parse error with its message and body) is body-parser's own.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export interface JsonBodyOptions {
  /** The largest body taken, in bytes. */
  limit: number;
  /**
   * Called with the body's bytes before `req.body` is set, as body-parser's `verify` is; a throw
   * hands the body to body-parser, which calls it again and refuses the body with 403.
   */
  verify: (req: IncomingMessage, res: ServerResponse, raw: Buffer) => void;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/** What body-parser's raw-body reports when the client goes away before its body has arrived. */
const abortedError = (): Error =>
  Object.assign(new Error('request aborted'), {
    status: 400,
    statusCode: 400,
    expose: true,
    code: 'ECONNABORTED',
    type: 'request.aborted',
  });

/** `req.body` from a JSON body, with body-parser's rules (strict) and refusals. */
export function jsonBody({ limit, verify }: JsonBodyOptions): RequestHandler {
  const parser = express.json({ limit, strict: true, verify });

  /** Hands bytes already read to body-parser, as if they were arriving: for the bodies that fail. */
  const replay = (req: Request, res: Response, next: NextFunction, raw: Buffer): void => {
    // What body-parser reads of a request: its headers, its stream, and (through on-finished) that it
    // is still arriving, which on-finished tells by `complete` and a readable socket.
    const again = Object.assign(Readable.from([raw], { objectMode: false }), {
      headers: req.headers,
      method: req.method,
      url: req.url,
      complete: false,
      socket: { readable: true },
    }) as unknown as Request;
    parser(again, res, (error?: unknown) => {
      if (error) return next(error);
      req.body = again.body as unknown;
      next();
    });
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const { headers } = req;
    const length = Number(headers['content-length']);
    if (
      headers['content-type'] !== 'application/json' ||
      headers['content-encoding'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= limit)
    ) {
      parser(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let settled = false;
    const abort = (): void => {
      if (settled) return;
      settled = true;
      next(abortedError());
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('aborted', abort);
    req.once('error', abort);
    req.once('end', () => {
      if (settled) return;
      settled = true;
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const first = raw[0];
      if ((first !== OPEN_BRACE && first !== OPEN_BRACKET) || !isUtf8(raw)) {
        replay(req, res, next, raw);
        return;
      }
      // Parsed before `verify` (body-parser verifies first): a body that fails is replayed, and
      // body-parser then verifies it once, and refuses it as it would have.
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
        verify(req, res, raw);
      } catch {
        replay(req, res, next, raw);
        return;
      }
      req.body = body;
      next();
    });
  };
}
