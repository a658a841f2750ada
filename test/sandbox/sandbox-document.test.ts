import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { stateExample } from '../../src/sandbox/contract/sandbox-examples.ts';
import {
  buildSandboxDocument,
  sandboxValidatorDocument,
} from '../../src/sandbox/contract/sandbox-document.ts';
import { operationsOf } from '../../src/contract/document-operations.ts';
import { sandboxRoutes } from '../../src/sandbox/routes.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';

describe('sandbox control document', () => {
  test('committed file — swagger-parser validate — valid OpenAPI 3.0.3', async () => {
    const api = (await SwaggerParser.validate(
      join(PROJECT_ROOT, 'openapi/sandbox-admin.yaml'),
    )) as OpenAPIObject;
    assert.equal(api.openapi, '3.0.3');
  });

  test('operations and handlers — both ways — one handler per operation, none without one', () => {
    const documented = operationsOf(buildSandboxDocument()).map((op) => op.operationId);
    assert.deepEqual([...documented].sort(), Object.keys(sandboxRoutes).sort());
    assert.equal(documented.length, 19);
  });

  test('every path — under /__sandbox, never /v3 — and every operation has its error responses', () => {
    const doc = buildSandboxDocument();
    for (const [path, item] of Object.entries(doc.paths)) {
      assert.match(path, /^\/__sandbox\//);
      for (const op of Object.values(item) as { responses: Record<string, unknown> }[]) {
        assert.ok(op.responses['200'] && op.responses['401'] && op.responses['403'], path);
      }
    }
  });

  test('state example of the document — validateSnapshot — a valid state', () => {
    assert.deepEqual(validateSnapshot(stateExample()), { ok: true, snapshot: stateExample() });
  });

  test('validator copy — import body — left to validateSnapshot; the published document unchanged', () => {
    const doc = buildSandboxDocument();
    const copy = sandboxValidatorDocument(doc);
    const schemaOf = (d: OpenAPIObject) =>
      (
        d.paths['/__sandbox/apps/{appId}/state']!.put!.requestBody as {
          content: Record<string, { schema: unknown }>;
        }
      ).content['application/json']!.schema;
    assert.deepEqual(schemaOf(doc), { $ref: '#/components/schemas/StateSnapshot' });
    assert.deepEqual(schemaOf(copy), { $ref: '#/components/schemas/StateSnapshotImport' });
    assert.equal(doc.components!.schemas!.StateSnapshotImport, undefined);
  });
});
