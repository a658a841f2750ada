/**
 * The committed documents read the same by every YAML reader. Java tools (Specmatic, swagger-parser)
 * read YAML 1.1, where a bare `on`, `yes` or `no` is a boolean and `2024-06-09` a date: written
 * bare, the `on` of an action's entities became `true` for them, and a date example no string.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { DOCUMENTS, PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { renderDocument } from '../../src/contract/document-files.ts';

describe('committed documents as YAML 1.1 readers see them', () => {
  for (const { file, build } of DOCUMENTS) {
    test(`${file} — read as YAML 1.1 — the document the code builds`, async () => {
      const text = await readFile(join(PROJECT_ROOT, file), 'utf8');
      assert.deepEqual(parse(text, { version: '1.1' }), JSON.parse(JSON.stringify(build())));
    });
  }

  test('a key `on` and a date-like string — rendered — still strings for YAML 1.1', () => {
    const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {} };
    const text = renderDocument({ ...doc, 'x-words': { on: ['on', 'yes', '2024-06-09'] } } as never);
    assert.deepEqual(parse(text, { version: '1.1' })['x-words'], { on: ['on', 'yes', '2024-06-09'] });
  });
});
