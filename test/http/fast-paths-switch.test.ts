/**
 * The switch of the fast paths (src/http/fast-paths/): off, the app runs on the libraries as
 * published, and answers as it does with them on. `npm run test:plain` runs the API suite off.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, describe, test } from 'node:test';
import express, { type RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { FAST_PATHS_VARIABLE, fastPathsWanted } from '../../src/http/fast-paths/index.ts';
import { makeApp, type TestApp } from '../helpers/api.ts';

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const from = (file: string) => validatorRequire(file) as Record<string, { prototype: object } & object>;

/** Each place where a fast path replaces something of express-openapi-validator's, as it is now. */
const validatorInternals = (): [string, unknown][] => {
  const prototypeOf = (file: string, name: string) => from(file)[name]!.prototype as Record<string, unknown>;
  const preprocessor = from('./middlewares/parsers/schema.preprocessor.js').SchemaPreprocessor!;
  return [
    ['OpenAPISchemaValidator', from('./framework/openapi.schema.validator.js').OpenAPISchemaValidator],
    ['useAjvCache', from('./middlewares/util.js').useAjvCache],
    ['loadSpec', prototypeOf('./framework/index.js', 'OpenAPIFramework').loadSpec],
    ['SchemaPreprocessor', preprocessor],
    // The package's own class's prototype: the replacement class above inherits from it.
    ['resolveSchema', publishedPreprocessor.prototype.resolveSchema],
    ['pathToRegexp', from('path-to-regexp').pathToRegexp],
    ['applyOpenApiMetadata', from('./middlewares/openapi.metadata.js').applyOpenApiMetadata],
    [
      'modifyRequest',
      prototypeOf('./middlewares/parsers/req.parameter.mutator.js', 'RequestParameterMutator').modifyRequest,
    ],
    ['validate', prototypeOf('./middlewares/openapi.request.validator.js', 'RequestValidator').validate],
    [
      'processQueryParam',
      prototypeOf('./middlewares/openapi.request.validator.js', 'RequestValidator').processQueryParam,
    ],
    [
      'RequestParameterMutator',
      from('./middlewares/parsers/req.parameter.mutator.js').RequestParameterMutator,
    ],
    [
      '_getOrBuildValidator',
      prototypeOf('./middlewares/openapi.response.validator.js', 'ResponseValidator')._getOrBuildValidator,
    ],
    [
      'canValidateContentType',
      prototypeOf('./middlewares/openapi.response.validator.js', 'ResponseValidator').canValidateContentType,
    ],
    ['findResponseContent', from('./middlewares/util.js').findResponseContent],
  ];
};

// Read before any app of this file is made: nothing is replaced until an app installs the fast paths.
const publishedPreprocessor = from('./middlewares/parsers/schema.preprocessor.js').SchemaPreprocessor as {
  prototype: { resolveSchema: unknown };
};
const published = validatorInternals();

/** How many requests express.json's parsers (body-parser) were handed since the app was made. */
let bodyParserCalls = 0;
const json = express.json;
express.json = ((options) => {
  const parser = json(options);
  return ((req, res, next) => {
    bodyParserCalls += 1;
    parser(req, res, next);
  }) as RequestHandler;
}) as typeof express.json;
after(() => {
  express.json = json;
});

/** The /v3 layer of the app's router: the stages as one middleware, or a router of them. */
function v3Layer(api: TestApp): { name: string; handle: { stack?: { name: string }[] } } {
  const { stack } = (api.app as unknown as { router: { stack: { rawPath?: unknown }[] } }).router;
  const layer = stack.find((l) => l.rawPath === '/v3');
  assert.ok(layer, 'a layer mounted at /v3');
  return layer as never;
}

/** An app made with the switch as given, and what making it did. */
function appWith(fastPaths: boolean | undefined) {
  const entry = (OpenApiValidator.middleware as { _oav?: unknown })._oav;
  bodyParserCalls = 0;
  const api = makeApp(fastPaths === undefined ? {} : { fastPaths });
  return { api, builtByMiddleware: (OpenApiValidator.middleware as { _oav?: unknown })._oav !== entry };
}

const sendBody = async (api: TestApp) =>
  (await api.post('/groups', { guid: `g-${bodyParserCalls}`, name: 'G', type: 'public' })).status;

/** The off state: the validator's internals as published, its own entry, plain Express, body-parser. */
async function assertPlain({ api }: ReturnType<typeof appWith>): Promise<void> {
  assert.deepEqual(validatorInternals(), published);
  // Built by the package's middleware() for the first app made without the fast paths, and shared by
  // the later ones (src/http/validator.ts): its own stages, by name, on an express.Router.
  const stages = v3Layer(api).handle.stack?.map((layer) => layer.name);
  assert.ok(stages, 'the /v3 stages on an express.Router');
  for (const name of ['pathParamsMiddleware', 'securityMiddleware', 'requestMiddleware']) {
    assert.ok(stages.includes(name), name);
  }
  assert.equal(await sendBody(api), 200);
  assert.equal(bodyParserCalls, 1, 'the body read by body-parser');
}

/** The on state: every replacement in place, the stages as one middleware, the short body reader. */
async function assertFast({ api, builtByMiddleware }: ReturnType<typeof appWith>): Promise<void> {
  const now = validatorInternals();
  published.forEach(([name, original], i) => assert.notEqual(now[i]![1], original, `${name} replaced`));
  assert.ok(!builtByMiddleware, "the validator built without the package's middleware()");
  assert.equal(v3Layer(api).handle.stack, undefined, 'the /v3 stages as one middleware');
  assert.equal(await sendBody(api), 200);
  assert.equal(bodyParserCalls, 0, 'the body read the short way');
}

describe('the switch of the fast paths', () => {
  test('on, then off, then on again — each app with what the switch says, the library as published when off', async () => {
    await assertFast(appWith(true));
    await assertPlain(appWith(false));
    await assertFast(appWith(true));
  });

  test(`${FAST_PATHS_VARIABLE} — off, on, unset — read when the app is made; the Config's setting wins`, async () => {
    const before = process.env[FAST_PATHS_VARIABLE];
    try {
      process.env[FAST_PATHS_VARIABLE] = 'off';
      await assertPlain(appWith(undefined));
      await assertFast(appWith(true));
      process.env[FAST_PATHS_VARIABLE] = 'on';
      await assertFast(appWith(undefined));
      await assertPlain(appWith(false));
      delete process.env[FAST_PATHS_VARIABLE];
      await assertFast(appWith(undefined));
    } finally {
      if (before === undefined) delete process.env[FAST_PATHS_VARIABLE];
      else process.env[FAST_PATHS_VARIABLE] = before;
    }
  });

  test(`${FAST_PATHS_VARIABLE} — a value other than on or off — the app is not made`, () => {
    for (const value of ['0', 'false', 'OFF', 'no']) {
      assert.throws(() => fastPathsWanted(undefined, { [FAST_PATHS_VARIABLE]: value }), /on or off/);
    }
    assert.equal(fastPathsWanted(true, { [FAST_PATHS_VARIABLE]: 'nonsense' }), true);
  });
});

/** Requests that pass every stage the fast paths touch: bodies, queries, path parameters, errors. */
async function exchange(api: TestApp): Promise<unknown[]> {
  const calls = [
    () => api.get('/users?perPage=2&page=2'),
    () => api.get('/users?createdAt[from]=1&perPage=1'),
    () => api.get('/users?createdAt[to]]=1'),
    () => api.get('/users/super%68ero1'),
    () => api.get('/users/nobody'),
    () => api.get('/groups/cometchat-guid-1/members?perPage=1'),
    () => api.post('/groups', { guid: 'same', name: 'Same', type: 'public' }),
    () => api.post('/groups', { guid: 'same', name: 'Same', type: 'public' }),
    () => api.post('/groups', { guid: 'other', type: 'nowhere' }),
    () => api.post('/groups').set('content-type', 'application/json').send('{"guid":'),
    () => api.post('/groups').set('content-type', 'text/plain').send('{}'),
    () => api.put('/groups', {}),
    () => api.request.get('/v3/users').set('apikey', 'wrong'),
    () => api.request.get('/v3/users'),
    () => api.request.options('/v3/users').set('origin', 'http://example.test'),
    () => api.request.get('/__sandbox/apps/chat-sandbox/requests?limit=3'),
    () => api.request.get('/__sandbox/apps/chat-sandbox/requests?limit=ten'),
  ];
  const answers = [];
  for (const call of calls) {
    const res = await call();
    const { date: _date, 'content-length': _length, ...headers } = res.headers;
    // How long a journaled request took is the one thing that differs from run to run.
    answers.push({ status: res.status, headers, text: res.text.replace(/"durationMs":\d+/g, '') });
  }
  return answers;
}

describe('the same requests, fast paths on and off', () => {
  test('every status, header and body — the same', async () => {
    const fast = await exchange(makeApp({ fastPaths: true }));
    const plain = await exchange(makeApp({ fastPaths: false }));
    assert.deepEqual(plain, fast);
  });
});
