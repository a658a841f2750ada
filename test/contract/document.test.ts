import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { buildChatDocument, validatorDocument } from '../../src/contract/chat-document.ts';
import { chatSchemas } from '../../src/contract/schemas/chat-schemas.ts';

const CHAT_YAML = join(PROJECT_ROOT, 'openapi/chat-v3.yaml');

function countKey(value: unknown, key: string): number {
  if (value === null || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((n, [k, v]) => n + (k === key ? 1 : 0) + countKey(v, key), 0);
}

describe('chat document', () => {
  test('committed file — swagger-parser validate — valid OpenAPI 3.0.3', async () => {
    const api = (await SwaggerParser.validate(CHAT_YAML)) as OpenAPIObject;
    assert.equal(api.openapi, '3.0.3');
  });

  test('built object — swagger-parser dereference — every $ref resolves', async () => {
    const api = (await SwaggerParser.dereference(buildChatDocument() as never)) as OpenAPIObject;
    assert.equal(countKey(api.paths, '$ref'), 0);
  });

  test('buildChatDocument — called twice — independent objects', () => {
    const first = buildChatDocument();
    first.components!.schemas!.User = { type: 'string' };
    first.paths['/groups']!.post!.summary = 'changed';
    const second = buildChatDocument();
    assert.notEqual((second.components!.schemas!.User as { type: string }).type, 'string');
    assert.equal(second.paths['/groups']!.post!.summary, 'Create a group');
  });

  test('servers — real service and sandbox — appId and region variables, region us/eu/in', () => {
    const [real, sandbox] = buildChatDocument().servers!;
    assert.equal(real!.url, 'https://{appId}.api-{region}.cometchat.io/v3');
    assert.deepEqual(real!.variables!.region!.enum, ['us', 'eu', 'in']);
    assert.equal(real!.variables!.region!.default, 'us');
    assert.ok(real!.variables!.appId);
    assert.equal(sandbox!.url, 'http://localhost:4010/v3');
  });

  test('security — apiKey scheme — header apikey applied globally', () => {
    const doc = buildChatDocument();
    assert.deepEqual(doc.security, [{ apiKey: [] }]);
    assert.deepEqual(
      { ...doc.components!.securitySchemes!.apiKey, description: undefined },
      { type: 'apiKey', in: 'header', name: 'apikey', description: undefined },
    );
  });

  test('component schemas — chatSchemas and the document — the same schemas', () => {
    assert.deepEqual(buildChatDocument().components!.schemas, chatSchemas());
  });
});

describe('validatorDocument', () => {
  test('discriminators — published document — present on the discriminated unions', () => {
    const schemas = buildChatDocument().components!.schemas!;
    for (const [name, property] of [
      ['BotMessageRequest', 'category'],
      ['InteractiveBotMessage', 'type'],
      ['FormField', 'elementType'],
      ['ButtonAction', 'actionType'],
    ] as const) {
      assert.equal(
        (schemas[name] as { discriminator?: { propertyName: string } }).discriminator?.propertyName,
        property,
      );
    }
  });

  test('validator copy — any document — no discriminator or annotation left, every other keyword kept', () => {
    const doc = buildChatDocument();
    const copy = validatorDocument(doc);
    assert.ok(countKey(doc, 'discriminator') >= 4);
    assert.equal(countKey(copy, 'discriminator'), 0);
    for (const annotation of ['summary', 'example', 'examples']) {
      assert.ok(countKey(doc, annotation) > 0, annotation);
      assert.equal(countKey(copy, annotation), 0, annotation);
    }
    for (const keyword of [
      'oneOf',
      'required',
      'enum',
      'pattern',
      'maxLength',
      '$ref',
      'parameters',
      'schema',
    ]) {
      assert.equal(countKey(copy, keyword), countKey(doc, keyword), keyword);
    }
    assert.deepEqual(Object.keys(copy.paths), Object.keys(doc.paths));
  });

  test('validator copy — fields named like annotations — kept with their schemas', () => {
    const doc = buildChatDocument();
    const probe = {
      type: 'object',
      description: 'emptied',
      properties: {
        description: { type: 'string', maxLength: 3, description: 'emptied too' },
        examples: { type: 'array', items: { type: 'string' } },
        summary: { type: 'string' },
      },
    };
    doc.components!.schemas!.Probe = probe as never;
    const copy = validatorDocument(doc);
    assert.deepEqual(copy.components!.schemas!.Probe, {
      type: 'object',
      description: '',
      properties: {
        description: { type: 'string', maxLength: 3, description: '' },
        examples: { type: 'array', items: { type: 'string' } },
        summary: { type: 'string' },
      },
    });
  });

  test('validator copy — changed afterwards — the original untouched', () => {
    const doc = buildChatDocument();
    const copy = validatorDocument(doc);
    copy.components!.schemas!.User = { type: 'string' };
    assert.notEqual((doc.components!.schemas!.User as { type?: string }).type, 'string');
    assert.ok((doc.components!.schemas!.BotMessageRequest as { discriminator?: unknown }).discriminator);
  });

  test('validator copy — a property named discriminator — kept', () => {
    const doc = buildChatDocument();
    doc.components!.schemas!.Probe = { type: 'object', properties: { discriminator: { type: 'string' } } };
    const copy = validatorDocument(doc);
    assert.deepEqual(copy.components!.schemas!.Probe, doc.components!.schemas!.Probe);
  });
});
