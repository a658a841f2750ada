import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { jsonBody } from '../../src/http/fast-paths/json-body.ts';

const LIMIT = 200;

/** What a request came to: the body as parsed, or the parser's error with the fields the app reads. */
interface Outcome {
  status: number;
  json: unknown;
}

/** An app that parses with `parser` and answers with what it got; `verified` records each verify call. */
function appWith(parser: (verify: (...args: unknown[]) => void) => RequestHandler) {
  const verified: unknown[][] = [];
  const app = express();
  app.use(parser((...args: unknown[]) => verified.push(args.slice(2))));
  app.use((req: Request, res: Response) => {
    res.json({ body: req.body === undefined ? '(none)' : (req.body as unknown) });
  });
  app.use((error: Record<string, unknown>, _req: Request, res: Response, _next: NextFunction) => {
    const status = Number(error.status ?? 500);
    res.status(status).json({ type: error.type, message: error.message, body: error.body ?? null });
  });
  return { app, verified };
}

const ours = appWith((verify) => jsonBody({ limit: LIMIT, verify }));
const bodyParser = appWith((verify) => express.json({ limit: LIMIT, strict: true, verify }));
const servers: Server[] = [];
const origins: string[] = [];

describe('http/json-body.test.ts', () => {
  before(async () => {
    for (const { app } of [ours, bodyParser]) {
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  after(() => servers.forEach((s) => s.close()));

  /** Sends `body` as it is: with its length, or chunked when `chunked`. */
  function send(
    origin: string,
    headers: Record<string, string>,
    body: Buffer,
    chunked = false,
  ): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const all = chunked ? headers : { ...headers, 'content-length': String(body.length) };
      const req = httpRequest(`${origin}/`, { method: 'POST', headers: all }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      });
      req.on('error', reject);
      if (chunked) {
        req.write(body.subarray(0, 1));
        req.end(body.subarray(1));
      } else req.end(body);
    });
  }

  const JSON_TYPE = { 'content-type': 'application/json' };
  const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

  const CASES: [string, Record<string, string>, Buffer][] = [
    ['an object', JSON_TYPE, utf8('{"guid":"g-1","name":"Group","type":"public"}')],
    ['an array', JSON_TYPE, utf8('[1,2,{"a":null}]')],
    ['text beyond ASCII', JSON_TYPE, utf8('{"text":"héllo 😀 مرحبا"}')],
    ['a __proto__ key', JSON_TYPE, utf8('{"__proto__":{"polluted":true},"a":1}')],
    ['leading whitespace', JSON_TYPE, utf8(' \n\t{"a":1}')],
    ['a byte order mark', JSON_TYPE, utf8('\uFEFF{"a":1}')],
    ['a string', JSON_TYPE, utf8('"just text"')],
    ['a number', JSON_TYPE, utf8('42')],
    ['null', JSON_TYPE, utf8('null')],
    ['an unclosed object', JSON_TYPE, utf8('{"a":')],
    ['trailing text', JSON_TYPE, utf8('{"a":1} x')],
    ['a lone bracket', JSON_TYPE, utf8('[')],
    ['single quotes', JSON_TYPE, utf8("{'a':1}")],
    [
      'bytes that are not UTF-8',
      JSON_TYPE,
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ],
    ['an empty body', JSON_TYPE, Buffer.alloc(0)],
    ['a body over the limit', JSON_TYPE, utf8(`{"a":"${'x'.repeat(LIMIT)}"}`)],
    ['a body at the limit', JSON_TYPE, utf8(`{"a":"${'x'.repeat(LIMIT - 8)}"}`)],
    ['charset utf-8', { 'content-type': 'application/json; charset=utf-8' }, utf8('{"a":1}')],
    ['charset utf-16', { 'content-type': 'application/json; charset=utf-16' }, utf8('{"a":1}')],
    ['charset latin1', { 'content-type': 'application/json; charset=latin1' }, utf8('{"a":1}')],
    ['upper-case media type', { 'content-type': 'Application/JSON' }, utf8('{"a":1}')],
    ['text/plain', { 'content-type': 'text/plain' }, utf8('{"a":1}')],
    ['no content type', {}, utf8('{"a":1}')],
    ['gzip', { ...JSON_TYPE, 'content-encoding': 'gzip' }, gzipSync(utf8('{"a":1}'))],
    ['gzip that is not', { ...JSON_TYPE, 'content-encoding': 'gzip' }, utf8('{"a":1}')],
    ['an unknown encoding', { ...JSON_TYPE, 'content-encoding': 'zstd-ish' }, utf8('{"a":1}')],
  ];

  describe('jsonBody', () => {
    for (const [name, headers, body] of CASES) {
      test(`${name} — the same outcome as body-parser`, async () => {
        const [mine, theirs] = await Promise.all(origins.map((origin) => send(origin, headers, body)));
        assert.deepEqual(mine, theirs);
      });
    }

    test('chunked bodies — the same outcome as body-parser', async () => {
      for (const [, headers, body] of CASES.slice(0, 12)) {
        const [mine, theirs] = await Promise.all(origins.map((origin) => send(origin, headers, body, true)));
        assert.deepEqual(mine, theirs);
      }
    });

    test('a plain JSON object — read without body-parser, verify given its bytes once', async () => {
      ours.verified.length = 0;
      const body = utf8('{"a":1}');
      const outcome = await send(origins[0]!, JSON_TYPE, body);
      assert.deepEqual(outcome, { status: 200, json: { body: { a: 1 } } });
      // body-parser passes the charset as a fourth argument; the short way has none to pass.
      assert.deepEqual(ours.verified, [[body]]);
    });

    test('a body that fails — verify called again by body-parser, its error answered', async () => {
      ours.verified.length = 0;
      const outcome = await send(origins[0]!, JSON_TYPE, utf8('{"a":'));
      assert.equal(outcome.status, 400);
      assert.equal((outcome.json as { type: string }).type, 'entity.parse.failed');
      assert.equal(ours.verified.length, 1, 'the failed parse is body-parser’s, verify once before it');
    });
  });
});
