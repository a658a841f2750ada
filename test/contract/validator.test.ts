import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type {
  ExampleObject,
  OperationObject,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import request from 'supertest';
import { buildChatDocument, validatorDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../../src/contract/operations.ts';

const doc = buildChatDocument();
const operationOf = (id: OperationId): OperationObject => {
  const { method, path } = OPERATION_ROUTES[id];
  return doc.paths[path]![method]!;
};
const firstExample = (examples: Record<string, unknown> | undefined): unknown =>
  (Object.values(examples ?? {})[0] as ExampleObject).value;

/** Answers each operation's first 200 example, with request and response validation on. */
function echoApp(seen: { body?: unknown }) {
  const app = express();
  app.use(express.json());
  app.use(
    OpenApiValidator.middleware({
      apiSpec: validatorDocument(doc) as never,
      validateRequests: true,
      validateResponses: true,
      validateSecurity: false,
    }),
  );
  app.use((req: Request, res: Response) => {
    seen.body = req.body;
    const id = (req as Request & { openapi: { schema: { operationId: OperationId } } }).openapi.schema
      .operationId;
    const success = operationOf(id).responses['200'] as ResponseObject;
    res.json(firstExample(success.content!['application/json']!.examples));
  });
  app.use(
    (error: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(error.status ?? 500).json({ message: error.message });
    },
  );
  return app;
}

function call(app: express.Express, id: OperationId) {
  const { method, path } = OPERATION_ROUTES[id];
  const url = `/v3${path}`
    .replace('{uid}', 'superhero1')
    .replace('{guid}', 'cometchat-guid-1')
    .replace('{id}', '2')
    .replace('{reaction}', encodeURIComponent('😅'))
    .replace('{role}', 'default')
    .replace('{scope}', 'admin')
    .replace('{permission}', 'sendMessage')
    .replace('{ruleId}', 'keyword-filter')
    .replace('{keywordId}', 'profanity-list')
    .replace('{providerId}', 'fcm-provider-1');
  // The query parameters an operation requires (GET /stats's range), with their examples.
  const required = (operationOf(id).parameters ?? []).filter(
    (p): p is ParameterObject => !('$ref' in p) && p.in === 'query' && p.required === true,
  );
  const exampleOf = (p: ParameterObject): unknown =>
    p.example ?? (Object.values(p.examples ?? {})[0] as ExampleObject | undefined)?.value;
  const query = Object.fromEntries(required.map((p) => [p.name, String(exampleOf(p))]));
  return request(app)[method](url).query(query).set('apikey', 'key').set('onBehalfOf', 'superhero1');
}

describe('express-openapi-validator with the validator copy of the document', () => {
  const seen: { body?: unknown } = {};
  const app = echoApp(seen);

  for (const id of OPERATION_IDS) {
    const body = operationOf(id).requestBody as RequestBodyObject | undefined;
    const examples = Object.entries(
      body?.content['application/json']!.examples ?? { none: { value: undefined } },
    );
    for (const [name, example] of examples) {
      test(`${id} — request example ${name} and response example — both pass validation`, async () => {
        const value = (example as ExampleObject).value as object | undefined;
        const res = await (value === undefined ? call(app, id) : call(app, id).send(value));
        assert.equal(res.status, 200, JSON.stringify(res.body));
      });
    }
  }

  test('resetGroupConversation — DELETE without a body — valid', async () => {
    const res = await call(app, 'resetGroupConversation');
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('sendBotMessage — interactive card without actions — 400 naming cardActions', async () => {
    const res = await call(app, 'sendBotMessage').send({
      category: 'interactive',
      type: 'card',
      receiver: 'superhero1',
      receiverType: 'user',
      data: { interactiveData: { text: 'Hello', cardActions: [] } },
    });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /cardActions must NOT have fewer than 1 items/);
  });

  test('sendBotMessage — custom message without type — valid, and no default of another branch written in', async () => {
    const res = await call(app, 'sendBotMessage').send({
      category: 'custom',
      receiver: 'superhero1',
      receiverType: 'user',
      data: { customData: { a: 1 } },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((seen.body as { type?: string }).type, undefined);
  });

  test('any operation — Prefer delay over 30000 — 400 naming the header', async () => {
    const res = await call(app, 'listBlockedMessages').set('Prefer', 'delay=40000');
    assert.equal(res.status, 400);
    assert.match(res.body.message, /headers\/prefer/);
  });

  test('listAuthTokens — perPage over 1000 — 400', async () => {
    const res = await call(app, 'listAuthTokens').query({ perPage: 1001 });
    assert.equal(res.status, 400);
  });
});
