/**
 * A boolean body field sent as the string "true" or "false" is the boolean it spells, on every
 * operation, with the fast paths on and off; any other string or a number is still 400
 * (docs/decisions/request-spelled-booleans.md).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas30';
import type { Response } from 'supertest';
import { spelledBooleans } from '../../src/http/spelled-booleans.ts';
import { expectError, makeApp, type TestApp } from '../helpers/api.ts';
import { bodyCases, isFreeForm, pathsOf, send, valueAt, withValue } from '../hostile/hostile-harness.ts';

/** What a client reads of an answer, the tokens a session gets by chance aside. */
function answer(res: Response) {
  const text = res.text.replace(/"authToken":"[^"]*"/g, '"authToken":"…"');
  return { status: res.status, body: text === '' ? '' : (JSON.parse(text) as unknown) };
}

/** `body` with every boolean outside free-form data written as the string that spells it. */
function spelled(body: Record<string, unknown>): { body: object; count: number } {
  let out: object = body;
  let count = 0;
  for (const path of pathsOf(body)) {
    const value = valueAt(body, path);
    if (typeof value !== 'boolean' || isFreeForm(body, path)) continue;
    out = withValue(out, path, String(value));
    count += 1;
  }
  return { body: out, count };
}

const journalBody = async (t: TestApp) =>
  ((await t.request.get('/__sandbox/apps/chat-sandbox/requests?limit=1')).body as { body?: unknown }[])[0]
    ?.body;

for (const fastPaths of [true, false]) {
  const mode = fastPaths ? 'fast paths on' : 'fast paths off';

  describe(`booleans spelled as strings, ${mode}`, () => {
    test('every valid body of the hostile suites, each boolean spelled — on two fresh apps, in order — the same answers as with the booleans', async () => {
      // The response check as published re-adds the document's schemas for each operation's first
      // answer (0.2 s each) with the fast paths off: the table runs without it there, since spelling
      // a boolean changes what a request says, not what an answer must be; the tests below keep it.
      const plain = makeApp({ fastPaths, validateResponses: fastPaths });
      const strings = makeApp({ fastPaths, validateResponses: fastPaths });
      let spelledFields = 0;
      const operations = new Set<string>();
      for (const c of bodyCases()) {
        const { body, count } = spelled(c.body);
        const expected = answer(await send(plain, c));
        const actual = answer(await send(strings, c, body));
        assert.equal(expected.status, 200, c.name);
        assert.deepEqual(actual, expected, c.name);
        spelledFields += count;
        if (count > 0) operations.add(c.operationId);
      }
      // The bodies hold booleans of each operation whose body had one when this was written.
      for (const id of [
        'createAuthToken',
        'createUser',
        'deleteMessage',
        'resetGroupConversation',
        'sendBotMessage',
      ])
        assert.ok(operations.has(id), id);
      assert.ok(spelledFields >= 18, `${spelledFields} fields spelled`);
    });

    test('"true" and "false" — withAuthToken, permanent — act as the booleans, and the journal keeps the strings', async () => {
      const t = makeApp({ fastPaths });
      const withToken = await t.post('/users', { uid: 'spelled-1', name: 'S', withAuthToken: 'true' });
      assert.equal(withToken.status, 200);
      assert.equal(typeof withToken.body.data.authToken, 'string');
      assert.deepEqual(await journalBody(t), { uid: 'spelled-1', name: 'S', withAuthToken: 'true' });
      const without = await t.post('/users', { uid: 'spelled-2', name: 'S', withAuthToken: 'false' });
      assert.equal(without.status, 200);
      assert.equal(without.body.data.authToken, undefined);
      // "false": a soft deletion, the message kept with deletedAt; "true": gone.
      assert.equal((await t.del('/messages/3', { permanent: 'false' }, 'superhero2')).status, 200);
      assert.equal(typeof (await t.get('/messages/3', 'superhero2')).body.data.deletedAt, 'number');
      assert.equal((await t.del('/messages/3', { permanent: 'true' }, 'superhero2')).status, 200);
      expectError(await t.get('/messages/3', 'superhero2'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    });

    test('anything else — "yes", "TRUE", "True", "1", "0", "", " true", 1, 0, null — 400 naming the field, nothing created', async () => {
      const t = makeApp({ fastPaths });
      for (const value of ['yes', 'TRUE', 'True', '1', '0', '', ' true', 1, 0, null]) {
        const res = await t.post('/users', { uid: 'refused', name: 'R', withAuthToken: value });
        expectError(res, 400, 'ERR_BAD_REQUEST');
        assert.deepEqual(Object.keys(res.body.error.details), ['withAuthToken'], JSON.stringify(value));
      }
      expectError(await t.get('/users/refused'), 404, 'ERR_UID_NOT_FOUND');
    });

    test('strings where the contract takes strings — a name "true", metadata {"a": "false"} — stay strings', async () => {
      const t = makeApp({ fastPaths });
      const res = await t.post('/users', { uid: 'text', name: 'true', metadata: { a: 'false' } });
      assert.equal(res.status, 200);
      assert.deepEqual([res.body.data.name, res.body.data.metadata], ['true', { a: 'false' }]);
    });
  });
}

describe('which fields are booleans — read from the schemas', () => {
  const document = (schema: object): OpenAPIObject => ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        post: {
          operationId: 'op',
          requestBody: { content: { 'application/json': { schema: schema as SchemaObject } } },
          responses: {},
        },
      },
    },
    components: {
      schemas: {
        Flag: { type: 'boolean' },
        // A schema that names itself: followed once, not for ever.
        Node: {
          type: 'object',
          properties: {
            on: { $ref: '#/components/schemas/Flag' },
            next: { $ref: '#/components/schemas/Node' },
          },
        },
      },
    },
  });
  const spell = (schema: object, body: unknown): unknown => {
    spelledBooleans(document(schema))('op', body);
    return body;
  };

  test('nested — in objects, list items and references — spelled', () => {
    const schema = {
      type: 'object',
      properties: {
        list: {
          type: 'array',
          items: { type: 'object', properties: { on: { $ref: '#/components/schemas/Flag' } } },
        },
        node: { $ref: '#/components/schemas/Node' },
      },
    };
    assert.deepEqual(
      spell(schema, {
        list: [{ on: 'true' }, { on: 'false' }, { on: 'no' }],
        node: { on: 'true', next: { on: 'false' } },
      }),
      {
        list: [{ on: true }, { on: false }, { on: 'no' }],
        node: { on: true, next: { on: 'false' } },
      },
    );
  });

  test('a field a string in one branch and a boolean in another — left a string', () => {
    const schema = {
      oneOf: [
        { type: 'object', properties: { x: { type: 'boolean' }, y: { type: 'boolean' } } },
        { type: 'object', properties: { x: { type: 'string' } } },
        { type: 'object', properties: { y: {} } },
      ],
    };
    assert.deepEqual(spell(schema, { x: 'true', y: 'false' }), { x: 'true', y: 'false' });
    assert.deepEqual(spell({ ...schema, oneOf: schema.oneOf.slice(0, 1) }, { x: 'true', y: 'false' }), {
      x: true,
      y: false,
    });
  });

  test('free-form data, unknown fields, a body that is no object — untouched', () => {
    const schema = {
      type: 'object',
      properties: { on: { type: 'boolean' } },
      additionalProperties: { type: 'boolean' },
    };
    assert.deepEqual(spell(schema, { other: 'true', on: 'true' }), { other: 'true', on: true });
    assert.deepEqual(spell(schema, ['true']), ['true']);
    assert.equal(spell(schema, 'true'), 'true');
  });
});
