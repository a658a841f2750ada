/**
 * The project's rule for src/: no file over 250 lines (generated files aside), so that a file says
 * one thing; a file that grows past it is split by what each part does.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const LIMIT = 250;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    // The pages' scripts too: the inspector's grew past the rule unseen while only .ts was walked.
    return /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

test(`no source file in src/ is over ${LIMIT} lines`, () => {
  const files = sources(SRC);
  assert.ok(files.length > 100, 'the walk finds the sources');
  const over = files
    .map((file) => ({
      file: file.slice(SRC.length + 1),
      lines: readFileSync(file, 'utf8').split('\n').length - 1,
    }))
    .filter(({ lines }) => lines > LIMIT);
  assert.deepEqual(over, []);
});
