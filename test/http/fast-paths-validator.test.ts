import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { Ajv, type ValidateFunction } from 'ajv';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import request from 'supertest';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { buildChatDocument, validatorDocument } from '../../src/contract/chat-document.ts';
import { installFastPaths } from '../../src/http/fast-paths/index.ts';
import {
  keepCompiledRoutePatterns,
  onlyPlainParameters,
  ROUTE_MEMORY_SIZE,
} from '../../src/http/fast-paths/validator-requests.ts';
import { openApiValidator } from '../../src/http/validator.ts';
import {
  bundleOnlyWhatRefersOutside,
  walkOnlyTheOperationSchemas,
} from '../../src/http/fast-paths/validator-start.ts';
import {
  preprocessWithoutNeedlessCopies,
  resolveLocalRefsFromTheDocument,
} from '../../src/http/fast-paths/validator-preprocessor.ts';
import { expectError, makeApp } from '../helpers/api.ts';
import {
  buildSandboxDocument,
  sandboxValidatorDocument,
} from '../../src/sandbox/contract/sandbox-document.ts';

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
type Compile = (path: string, options?: object) => { regexp: RegExp; keys: { name: string }[] };

describe('route patterns of the validator', () => {
  test('a pattern compiled twice with the same options — the same compiled form, matching as before', () => {
    keepCompiledRoutePatterns.install();
    const { pathToRegexp: kept } = validatorRequire('path-to-regexp') as {
      pathToRegexp: Compile;
    };
    const first = kept('/groups/:guid/members', { sensitive: false, strict: false });
    assert.equal(kept('/groups/:guid/members', { sensitive: false, strict: false }), first);
    assert.notEqual(kept('/groups/:guid/members', { sensitive: true, strict: false }), first);
    assert.deepEqual(first.regexp.exec('/groups/g1/members')?.slice(1), ['g1']);
    assert.equal(first.regexp.exec('/groups/g1/members/x'), null);
    assert.deepEqual(first.regexp.exec('/GROUPS/g2/members')?.slice(1), ['g2']);
  });

  test('installed twice — the first installation stays', () => {
    keepCompiledRoutePatterns.install();
    const { pathToRegexp: once } = validatorRequire('path-to-regexp') as { pathToRegexp: unknown };
    keepCompiledRoutePatterns.install();
    assert.equal((validatorRequire('path-to-regexp') as { pathToRegexp: unknown }).pathToRegexp, once);
  });
});

const documents = (): [string, OpenAPIObject][] => [
  ['chat API', validatorDocument(buildChatDocument())],
  ['control API', sandboxValidatorDocument(buildSandboxDocument())],
];

/** Every key named `key` outside `properties` maps (where keys are field names, not keywords). */
function keywords(value: unknown, key: string, parentKey = ''): unknown[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item) => keywords(item, key));
  return Object.entries(value).flatMap(([k, child]) => [
    ...(k === key && parentKey !== 'properties' ? [child] : []),
    ...keywords(child, key, k),
  ]);
}

describe('the documents as the validator is given them', () => {
  test('bundled by json-schema-ref-parser — unchanged, so skipping the bundling changes nothing', async () => {
    const refParser = validatorRequire('@apidevtools/json-schema-ref-parser') as {
      bundle(schema: unknown): Promise<unknown>;
    };
    for (const [name, doc] of documents()) {
      assert.deepEqual(await refParser.bundle(structuredClone(doc)), doc, name);
    }
  });

  test('identifiers and anchors — none, so Ajv need not walk the document for them', () => {
    for (const [name, doc] of documents()) {
      for (const keyword of ['$id', 'id', '$anchor', '$dynamicAnchor', '$schema']) {
        assert.deepEqual(keywords(doc, keyword), [], `${name}: ${keyword}`);
      }
    }
  });
});

describe('schemas given to Ajv with the document beside them', () => {
  test('a reference into the hidden components — resolves; the components are not walked', () => {
    walkOnlyTheOperationSchemas.install();
    const { useAjvCache } = validatorRequire('./middlewares/util.js') as {
      useAjvCache(ajv: Ajv, schema: object, key: string): ValidateFunction;
    };
    const ajv = new Ajv({ strict: false });
    const schema = {
      type: 'object',
      properties: { response: { $ref: '#/components/schemas/Name' } },
      components: { schemas: { Name: { type: 'string', maxLength: 3 } } },
      paths: {},
    };
    const validate = useAjvCache(ajv, schema, 'probe');
    assert.equal(validate({ response: 'abc' }), true);
    assert.equal(validate({ response: 'abcd' }), false);
    assert.equal(validate({ response: 1 }), false);
    assert.deepEqual(Object.keys(validate.schema as object), ['type', 'properties']);
    assert.equal(useAjvCache(ajv, schema, 'probe'), validate);
    assert.deepEqual(Object.keys(schema), ['type', 'properties', 'components', 'paths']);
  });
});

describe('schemas of the same text', () => {
  test('two operations answering the same envelope — one compiled validator; another schema — its own', () => {
    walkOnlyTheOperationSchemas.install();
    const { useAjvCache } = validatorRequire('./middlewares/util.js') as {
      useAjvCache(ajv: Ajv, schema: object, key: string): ValidateFunction;
    };
    const ajv = new Ajv({ strict: false });
    const components = {
      schemas: { Error: { type: 'object', required: ['code'] }, Name: { type: 'string' } },
    };
    const envelope = () => ({
      type: 'object',
      properties: { response: { $ref: '#/components/schemas/Error' } },
      components,
      paths: {},
    });
    const first = useAjvCache(ajv, envelope(), 'getUser-400-application/json');
    const second = useAjvCache(ajv, envelope(), 'listUsers-401-application/json');
    assert.equal(second, first);
    const name = useAjvCache(
      ajv,
      {
        type: 'object',
        properties: { response: { $ref: '#/components/schemas/Name' } },
        components,
        paths: {},
      },
      'getUser-200-application/json',
    );
    assert.notEqual(name, first);
    assert.equal(first({ response: {} }), false);
    assert.equal(name({ response: 'x' }), true);
    assert.equal(
      useAjvCache(new Ajv({ strict: false }), envelope(), 'getUser-400-application/json') === first,
      false,
    );
  });
});

describe('loading the document', () => {
  test('an object with local references only — used as given; one that refers outside — bundled', async () => {
    bundleOnlyWhatRefersOutside.install();
    const { OpenAPIFramework } = validatorRequire('./framework/index.js') as {
      OpenAPIFramework: new (args: object) => { loadSpec(spec: unknown): Promise<unknown> };
    };
    const framework = new OpenAPIFramework({});
    const local = {
      openapi: '3.0.3',
      paths: {},
      components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: {} } },
    };
    assert.equal(await framework.loadSpec(local), local);
    const outside = {
      openapi: '3.0.3',
      paths: {},
      components: { schemas: { A: { $ref: 'missing.yaml#/A' } } },
    };
    await assert.rejects(framework.loadSpec(outside));
  });
});

describe('routes remembered by method and path', () => {
  test('paths asked again and again, interleaved — each answer for its own path parameters', async () => {
    const api = makeApp();
    for (let round = 0; round < 3; round += 1) {
      for (const uid of ['superhero1', 'superhero2', 'super%68ero3']) {
        const res = await api.get(`/users/${uid}`);
        assert.equal(res.status, 200);
        assert.equal(res.body.data.uid, decodeURIComponent(uid));
      }
      const members = await api.get('/groups/cometchat-guid-1/members?perPage=1');
      assert.equal(members.status, 200);
      assert.equal(members.body.data.length, 1);
    }
  });

  test('a path placed nowhere or with the wrong method, asked twice — the same error each time', async () => {
    const api = makeApp();
    for (let round = 0; round < 2; round += 1) {
      expectError(await api.put('/groups', {}), 404, 'ERR_API_NOT_FOUND');
      expectError(await api.get('/users/superhero1/nowhere'), 404, 'ERR_API_NOT_FOUND');
      expectError(await api.get(`/users/${'u'.repeat(101)}`), 400, 'ERR_BAD_REQUEST');
    }
  });

  test('more paths than it remembers — every answer still right', async () => {
    const api = makeApp();
    // In batches side by side: the memory fills the same, the suite waits less.
    for (let i = 0; i < ROUTE_MEMORY_SIZE + 50; i += 50) {
      const batch = Array.from({ length: 50 }, (_, k) => api.get(`/users/nobody-${i + k}`));
      for (const res of await Promise.all(batch)) expectError(res, 404, 'ERR_UID_NOT_FOUND');
    }
    assert.equal((await api.get('/users/superhero4')).body.data.uid, 'superhero4');
  });
});

describe('parameter mutation skipped where it does nothing', () => {
  const shared = {
    limit: { name: 'limit', in: 'query', schema: { type: 'integer' } },
    tags: { name: 'tags', in: 'query', explode: false, schema: { type: 'array', items: { type: 'string' } } },
  };
  const plain = { name: 'uid', in: 'path', schema: { type: 'string' } } as const;
  const documentWith = (parameters: object) => ({ components: { parameters } }) as unknown as OpenAPIObject;

  test('plain scalars, given or shared — skipped', () => {
    assert.equal(onlyPlainParameters(documentWith(shared), []), true);
    assert.equal(
      onlyPlainParameters(documentWith(shared), [plain, { $ref: '#/components/parameters/limit' }]),
      true,
    );
    assert.equal(
      onlyPlainParameters(documentWith(shared), [{ ...plain, in: 'header', style: 'simple' }]),
      true,
    );
  });

  test('an array, an object, content, a schema by reference, another style, an unknown reference — mutated', () => {
    for (const parameter of [
      { $ref: '#/components/parameters/tags' },
      { name: 'q', in: 'query', schema: { type: 'object' } },
      { name: 'q', in: 'query', content: { 'application/json': { schema: { type: 'object' } } } },
      { name: 'q', in: 'query', schema: { $ref: '#/components/schemas/Q' } },
      { name: 'q', in: 'query', style: 'deepObject', schema: { type: 'string' } },
      { name: 'q', in: 'query', schema: { type: 'string', oneOf: [] } },
      { $ref: '#/components/parameters/missing' },
    ]) {
      assert.equal(
        onlyPlainParameters(documentWith(shared), [plain, parameter] as never),
        false,
        JSON.stringify(parameter),
      );
    }
  });

  test('through the app — a plain read without a query, and list filters with one — answered as before', async () => {
    const api = makeApp();
    assert.equal((await api.get('/groups/cometchat-guid-1/bannedusers')).status, 200);
    const tagged = await api.get('/groups?tags=heroes,missions&withTags=true');
    assert.deepEqual(
      tagged.body.data.map((g: { guid: string }) => g.guid),
      ['cometchat-guid-1', 'avengers-hq'],
    );
    expectError(await api.get('/groups/cometchat-guid-1/bannedusers?perPage=0'), 400, 'ERR_BAD_REQUEST');
  });
});

describe("the preprocessor's own Ajv instance", () => {
  const withDiscriminator = (): OpenAPIObject => ({
    openapi: '3.0.3',
    info: { title: 'probe', version: '1' },
    paths: {
      '/pets': {
        post: {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          responses: { '204': { description: 'kept' } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
          discriminator: {
            propertyName: 'kind',
            mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
          },
        },
        Cat: {
          type: 'object',
          example: { kind: 'cat', lives: 9 },
          required: ['kind', 'lives'],
          properties: { kind: { type: 'string' }, lives: { type: 'integer' } },
        },
        Dog: {
          type: 'object',
          required: ['kind', 'barks'],
          properties: { kind: { type: 'string' }, barks: { type: 'boolean' } },
        },
      },
    },
  });

  test('a document with a discriminator, which needs it — built when asked for: every answer as the package alone gives it', async () => {
    const appWith = (validator: RequestHandler[]): express.Express => {
      const app = express();
      app.use(express.json());
      app.use(validator);
      app.post('/pets', (_req, res) => {
        res.status(204).end();
      });
      app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
        res.status(err.status ?? 500).json({ message: err.message });
      });
      return app;
    };
    const bodies = [{ kind: 'cat', lives: 9 }, { kind: 'cat', barks: true }, { kind: 'bird' }, {}];
    const answers = async (app: express.Express) => {
      const all = [];
      for (const body of bodies) {
        const res = await request(app).post('/pets').send(body);
        all.push([res.status, res.body]);
      }
      return all;
    };
    // Each validator prepares its document at its first request: ours with every replacement in place,
    // the package's with none.
    installFastPaths(true);
    const ours = await answers(appWith(openApiValidator(withDiscriminator(), false)));
    try {
      installFastPaths(false);
      const packaged = appWith(
        OpenApiValidator.middleware({
          apiSpec: withDiscriminator() as never,
          validateRequests: { allErrors: true },
        }) as RequestHandler[],
      );
      assert.deepEqual(ours, await answers(packaged));
    } finally {
      installFastPaths(true);
    }
    // The unknown kind is refused by the discriminator's own check, which the preprocessor's Ajv compiles.
    assert.deepEqual(
      ours.map(([status]) => status),
      [204, 400, 400, 400],
    );
  });

  test("each document prepared — the same request and response documents as the package's own preprocessor makes", () => {
    preprocessWithoutNeedlessCopies.install();
    resolveLocalRefsFromTheDocument.install();
    type Prepared = { apiDoc: unknown; apiDocRes: unknown };
    type PreprocessorClass = new (
      doc: unknown,
      options: object,
      responses: unknown,
    ) => {
      preProcess(): Prepared;
    };
    const { SchemaPreprocessor } = validatorRequire('./middlewares/parsers/schema.preprocessor.js') as {
      SchemaPreprocessor: PreprocessorClass;
    };
    const Packaged = (
      Object.getPrototypeOf(SchemaPreprocessor.prototype) as { constructor: PreprocessorClass }
    ).constructor;
    assert.notEqual(Packaged, SchemaPreprocessor);
    const options = { serDesMap: {}, formats: {}, validateFormats: true, strict: false };
    for (const [name, doc] of [...documents(), ['with a discriminator', withDiscriminator()] as const]) {
      for (const responses of [{ allErrors: true }, false]) {
        const ours = new SchemaPreprocessor(structuredClone(doc), options, responses).preProcess();
        // The package's class, its references resolved by Ajv as published.
        resolveLocalRefsFromTheDocument.uninstall();
        try {
          const theirs = new Packaged(structuredClone(doc), options, responses).preProcess();
          assert.deepEqual(ours, theirs, `${name}, responses ${String(responses)}`);
        } finally {
          resolveLocalRefsFromTheDocument.install();
        }
        if (responses) assert.notEqual(ours.apiDocRes, ours.apiDoc);
        else assert.equal(ours.apiDocRes, null);
      }
    }
  });

  test('the chat documents, which do not need it — never built', () => {
    preprocessWithoutNeedlessCopies.install();
    const { SchemaPreprocessor } = validatorRequire('./middlewares/parsers/schema.preprocessor.js') as {
      SchemaPreprocessor: new (
        doc: unknown,
        options: object,
        responses: unknown,
      ) => { preProcess(): unknown };
    };
    const factory = validatorRequire('./framework/ajv/index.js') as {
      createRequestAjv: (...args: unknown[]) => unknown;
    };
    const build = factory.createRequestAjv;
    let built = 0;
    factory.createRequestAjv = (...args) => {
      built += 1;
      return build(...args);
    };
    try {
      for (const [name, doc] of documents()) {
        new SchemaPreprocessor(doc, { serDesMap: {} }, { allErrors: true }).preProcess();
        assert.equal(built, 0, name);
      }
    } finally {
      factory.createRequestAjv = build;
    }
  });
});

describe('the stages of the validator', () => {
  test('built for the chat document — the metadata, request and response stages only', () => {
    installFastPaths(true);
    const names = (validateResponses: boolean) =>
      openApiValidator(validatorDocument(buildChatDocument()), validateResponses).map((stage) => stage.name);
    assert.deepEqual(names(true), ['metadataMiddleware', 'requestMiddleware', 'responseMiddleware']);
    assert.deepEqual(names(false), ['metadataMiddleware', 'requestMiddleware']);
  });
});
