import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { SchemaObject } from 'openapi3-ts/oas30';
import { DOCUMENTS, PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import {
  GENERATED_HEADER,
  checkDocumentFiles,
  diffDocumentText,
  renderDocument,
} from '../../src/contract/document-files.ts';

describe('committed contract documents', () => {
  test('drift check — committed files against the generator — no differences', async () => {
    const drifts = await checkDocumentFiles(DOCUMENTS, PROJECT_ROOT);
    assert.deepEqual(drifts, [], 'run `npm run build:openapi` and commit the result');
  });

  test('rendered document — any build — starts with the generated-file header', () => {
    assert.ok(renderDocument(buildChatDocument()).startsWith(GENERATED_HEADER));
  });

  test('rendered document — shared objects in the tree — written out without YAML aliases', () => {
    const shared: SchemaObject = { type: 'string' };
    const doc = buildChatDocument();
    doc.components!.schemas!.A = shared;
    doc.components!.schemas!.B = shared;
    assert.doesNotMatch(renderDocument(doc), /[&*]a\d+\b/);
  });
});

describe('drift report', () => {
  const expected = renderDocument(buildChatDocument());

  test('diff — a changed value — names its path and the first differing line', () => {
    const actual = expected.replace('operationId: createGroup', 'operationId: makeGroup');
    const differences = diffDocumentText(expected, actual);
    assert.ok(differences.includes('paths./groups.post.operationId differs'), differences.join('\n'));
    assert.ok(differences.some((d) => d.startsWith('first differing line') && d.includes('makeGroup')));
  });

  test('diff — a removed operation — reported as missing from the file', () => {
    const doc = buildChatDocument();
    delete doc.paths['/moderation/blocked-messages'];
    const differences = diffDocumentText(expected, renderDocument(doc));
    assert.ok(differences.includes('paths./moderation/blocked-messages is missing from the file'));
  });

  test('diff — only the header comment edited — reports the first line', () => {
    const differences = diffDocumentText(expected, expected.replace('Do not edit', 'Please do not edit'));
    assert.equal(differences.length, 1);
    assert.match(differences[0]!, /^first differing line 1:/);
  });

  test('diff — identical texts — nothing', () => {
    assert.deepEqual(diffDocumentText(expected, expected), []);
  });

  test('check — file missing — reported as missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    try {
      const drifts = await checkDocumentFiles([{ file: 'chat.yaml', build: buildChatDocument }], dir);
      assert.deepEqual(drifts, [{ file: 'chat.yaml', differences: ['the file does not exist'] }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
