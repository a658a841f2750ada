/**
 * The fast paths that keep per operation what express-openapi-validator works out on every request
 * and response (validator-operations.ts, validator-responses.ts), and its stages called without a
 * promise (validator-stages.ts): each in place, each giving the library's answers.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, describe, test } from 'node:test';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import request from 'supertest';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { installFastPaths } from '../../src/http/fast-paths/index.ts';
import { series } from '../../src/http/fast-paths/series.ts';
import {
  keepKnownQueryNames,
  reuseParameterMutators,
} from '../../src/http/fast-paths/validator-operations.ts';
import {
  matchResponseTypesOnce,
  rememberJsonMediaTypes,
} from '../../src/http/fast-paths/validator-responses.ts';
import { openApiValidator } from '../../src/http/validator.ts';

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const util = validatorRequire('./middlewares/util.js') as {
  ContentType: { from(req: unknown): unknown; fromString(type: string): unknown };
  findResponseContent(accepts: string[], expected: string[]): string | null;
};
const contentTypeParser = validatorRequire('content-type') as { parse(type: string): unknown };

describe('http/fast-paths-validator-operations.test.ts', () => {
  after(() => installFastPaths(true));

  /** Counts the calls of `owner[key]` while `work` runs. */
  async function callsOf<T extends object>(owner: T, key: keyof T, work: () => unknown): Promise<number> {
    const original = owner[key] as (...args: unknown[]) => unknown;
    let calls = 0;
    owner[key] = function counted(this: unknown, ...args: unknown[]) {
      calls += 1;
      return original.apply(this, args);
    } as T[keyof T];
    try {
      await work();
    } finally {
      owner[key] = original as T[keyof T];
    }
    return calls;
  }

  /** What `work` returns or throws (its status and message), to compare answers. */
  function answerOf(work: () => unknown): unknown {
    try {
      return { returned: work() };
    } catch (error) {
      const { status, message, errors } = error as { status?: number; message: string; errors?: unknown };
      return { status, message, errors };
    }
  }

  const things = (): OpenAPIObject => ({
    openapi: '3.0.3',
    info: { title: 'probe', version: '1' },
    paths: {
      '/things/{id}': {
        get: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 5 } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
            {
              name: 'tags',
              in: 'query',
              explode: false,
              schema: { type: 'array', items: { type: 'string' } },
            },
          ],
          responses: {
            '200': {
              description: 'a thing',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id'],
                    properties: { id: { type: 'string' }, sync: { type: 'boolean' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  });

  /**
   * An app of the validator's stages for `things`, run by `series` after a stage that marks whether
   * what follows runs within its own call (no promise between) or later.
   */
  function thingsApp(): express.Express {
    const app = express();
    const mark: RequestHandler = (_req, res, next) => {
      res.locals.sync = true;
      next();
      res.locals.sync = false;
    };
    app.use(series([mark, ...openApiValidator(things(), true)]));
    app.get('/things/:id', (req, res) => {
      if (req.params.id === 'wrong') res.json({ id: 5 });
      else res.json({ id: req.params.id, sync: res.locals.sync as boolean, ...req.query });
    });
    app.use(
      (
        err: Error & { status?: number; errors?: unknown },
        _req: Request,
        res: Response,
        _next: NextFunction,
      ) => {
        res.status(err.status ?? 500).json({ message: err.message, errors: err.errors });
      },
    );
    return app;
  }

  const PROBES = [
    '/things/a',
    '/things/a?limit=2&tags=x,y',
    '/things/a?limit=0',
    '/things/a?limit=abc',
    '/things/a?limit=',
    '/things/a?unknown=1',
    '/things/toolong',
    '/things/wrong',
    '/things/a/b',
  ];

  /** Every probe sent twice (the first builds, the second finds what was built). */
  async function answers(app: express.Express): Promise<unknown[]> {
    const all = [];
    for (const path of [...PROBES, ...PROBES]) {
      const res = await request(app).get(path).set('content-type', 'application/json; charset=UTF-8');
      const { sync: _sync, ...body } = res.body as Record<string, unknown>;
      all.push([path, res.status, body]);
    }
    return all;
  }

  describe('the validator with its work kept per operation', () => {
    test("each probe — the same status and body as the package's own validator gives", async () => {
      installFastPaths(true);
      const ours = await answers(thingsApp());
      installFastPaths(false);
      const theirs = await answers(thingsApp());
      installFastPaths(true);
      assert.deepEqual(ours, theirs);
      assert.deepEqual(
        ours.slice(0, PROBES.length).map((answer) => (answer as unknown[])[1]),
        [200, 200, 400, 400, 400, 400, 400, 500, 404],
      );
    });

    test('a second request — its handler runs within the first stage: no promise waited for', async () => {
      installFastPaths(true);
      const app = thingsApp();
      await request(app).get('/things/a');
      assert.equal((await request(app).get('/things/a')).body.sync, true);
    });

    test('a second request — no Content-Type parsed, for the request check or the response check', async () => {
      installFastPaths(true);
      const app = thingsApp();
      const send = () => request(app).get('/things/a').set('content-type', 'application/json');
      await send();
      assert.equal(await callsOf(util.ContentType, 'from', send), 0);
    });
  });

  describe('the known query names', () => {
    const { RequestValidator } = validatorRequire('./middlewares/openapi.request.validator.js') as {
      RequestValidator: { prototype: { processQueryParam(...args: unknown[]): unknown } };
    };
    const check = (...args: unknown[]) => RequestValidator.prototype.processQueryParam.apply({}, args);

    test('queries known, unknown, empty, allowed empty, open — the answers of the package', () => {
      const plain = { properties: { limit: { type: 'integer' } }, allowEmptyValue: new Set(['q']) };
      const withQ = { properties: { limit: {}, q: {} }, allowEmptyValue: new Set(['q']) };
      const open = { properties: { filter: { type: 'object', additionalProperties: true } } };
      const keys = ['key'];
      const cases: unknown[][] = [
        [{}, plain, []],
        [{ limit: '1' }, plain, []],
        [{ other: '1' }, plain, []],
        [{ limit: '' }, plain, []],
        [{ q: '' }, withQ, []],
        [{ key: 'x' }, plain, keys],
        [{ key: 'x' }, withQ, keys],
        [{ anything: '' }, open, []],
        [{ limit: '' }, {}, undefined],
      ];
      const run = () =>
        cases.flatMap((args) => [answerOf(() => check(...args)), answerOf(() => check(...args))]);
      keepKnownQueryNames.install();
      const ours = run();
      keepKnownQueryNames.uninstall();
      const theirs = run();
      keepKnownQueryNames.install();
      assert.deepEqual(ours, theirs);
    });

    test("an operation's schema checked twice — its names gathered once", () => {
      keepKnownQueryNames.install();
      let reads = 0;
      const schema = {
        get properties() {
          reads += 1;
          return { limit: {} };
        },
      };
      const whiteList: string[] = [];
      check({ limit: '1' }, schema, whiteList);
      check({ limit: '2' }, schema, whiteList);
      assert.equal(reads, 1);
    });
  });

  describe('the parameter mutators', () => {
    const mutators = validatorRequire('./middlewares/parsers/req.parameter.mutator.js') as {
      RequestParameterMutator: new (...args: unknown[]) => object;
    };

    test('made again for the same operation — the same one; for another operation — its own', () => {
      reuseParameterMutators.install();
      const { RequestParameterMutator: Mutator } = mutators;
      const [ajv, doc, schema] = [{}, {}, {}];
      const first = new Mutator(ajv, doc, '/a', schema);
      assert.equal(new Mutator(ajv, doc, '/a', schema), first);
      assert.notEqual(new Mutator(ajv, doc, '/a', {}), first);
      assert.notEqual(new Mutator({}, doc, '/a', schema), first);
      assert.ok(first instanceof Mutator);
      assert.equal(typeof (first as { modifyRequest?: unknown }).modifyRequest, 'function');
    });
  });

  describe('the response media types', () => {
    const { ResponseValidator } = validatorRequire('./middlewares/openapi.response.validator.js') as {
      ResponseValidator: { prototype: { canValidateContentType(type: string): boolean } };
    };
    const canValidate = (type: string) => ResponseValidator.prototype.canValidateContentType.call({}, type);
    const types = [
      'application/json',
      'application/problem+json',
      'text/plain',
      'application/*',
      'not a type',
    ];

    test('JSON or not, or no type at all — the answers of the package, parsed once each', async () => {
      const run = () =>
        types.flatMap((type) => [answerOf(() => canValidate(type)), answerOf(() => canValidate(type))]);
      rememberJsonMediaTypes.uninstall();
      const theirs = run();
      rememberJsonMediaTypes.install();
      assert.deepEqual(run(), theirs);
      assert.equal(await callsOf(contentTypeParser, 'parse', run), 0);
    });

    test('accepted types against the operation’s — the answers of the package, matched once each', async () => {
      const cases: [string[], string[]][] = [
        [[], ['application/json']],
        [['application/json; charset=utf-8'], ['application/json']],
        [['*/*'], ['application/json', 'text/plain']],
        [['text/*'], ['application/json', 'text/plain']],
        [['text/html'], ['application/json']],
        [['application/json', 'text/plain'], ['text/plain']],
      ];
      const run = () => cases.map(([accepts, expected]) => util.findResponseContent(accepts, [...expected]));
      matchResponseTypesOnce.uninstall();
      const theirs = run();
      matchResponseTypesOnce.install();
      assert.deepEqual(run(), theirs);
      const single = cases.filter(([accepts]) => accepts.length < 2);
      const again = () =>
        single.map(([accepts, expected]) => util.findResponseContent(accepts, [...expected]));
      again();
      assert.equal(await callsOf(util.ContentType, 'fromString', again), 0);
    });
  });
});
