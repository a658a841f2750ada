/**
 * `npm test` runs the groups of test/helpers/groups.ts, not the files one by one: a file no group
 * names would never run, and one that two groups name would run twice. These checks keep the table
 * and the files on disk one.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FAMILY_FILES, GROUPS, OWN_PROCESS, TEST_ROOT, filesOf, testFilesOf } from '../helpers/groups.ts';

const ALL_FILES = testFilesOf('.').filter((f) => !f.startsWith('groups/'));

/** How many times each file runs through `transport` (the server when a group names none). */
function runs(transport: 'server' | 'core' | 'msw', fastPaths?: 'off'): Map<string, number> {
  const count = new Map<string, number>();
  for (const group of Object.values(GROUPS)) {
    if ((group.transport ?? 'server') !== transport || group.fastPaths !== fastPaths) continue;
    for (const file of filesOf(group)) count.set(file, (count.get(file) ?? 0) + 1);
  }
  return count;
}

describe('the test groups', () => {
  test('entry files — one per group, each only running its group', () => {
    const entries = readdirSync(join(TEST_ROOT, 'groups')).map((f) => f.replace(/\.test\.ts$/, ''));
    assert.deepEqual(entries.sort(), Object.keys(GROUPS).sort());
    for (const name of entries) {
      const text = readFileSync(join(TEST_ROOT, 'groups', `${name}.test.ts`), 'utf8');
      assert.match(
        text,
        /^import \{ runGroup \} from '\.\.\/helpers\/groups\.ts';\n\nawait runGroup\(import\.meta\.url\);\n$/,
      );
    }
  });

  test('through the server — every test file of test/ exactly once', () => {
    const count = runs('server');
    assert.ok(ALL_FILES.length > 150, `${ALL_FILES.length} files found`);
    assert.deepEqual(
      ALL_FILES.filter((f) => count.get(f) !== 1),
      [],
      'files run other than once through the server',
    );
    assert.deepEqual(
      [...count.keys()].filter((f) => !ALL_FILES.includes(f)),
      [],
      'files named but not on disk',
    );
  });

  test('through handle() and msw — every API and hostile file exactly once each', () => {
    const neutral = ALL_FILES.filter((f) => f.startsWith('api/') || f.startsWith('hostile/'));
    assert.ok(neutral.length > 60, `${neutral.length} files`);
    for (const transport of ['core', 'msw'] as const) {
      const count = runs(transport);
      assert.deepEqual(
        neutral.filter((f) => count.get(f) !== 1),
        [],
        `files run other than once through ${transport}`,
      );
      assert.deepEqual(
        [...count.keys()].filter((f) => !neutral.includes(f)),
        [],
      );
    }
  });

  test('fast paths off — every family file once, each on disk', () => {
    const count = runs('server', 'off');
    assert.deepEqual([...count.keys()].sort(), [...FAMILY_FILES].sort());
    for (const file of FAMILY_FILES) assert.ok(existsSync(join(TEST_ROOT, file)), file);
  });

  test('files run alone — each on disk, each a group of its own', () => {
    for (const file of Object.keys(OWN_PROCESS)) {
      assert.ok(existsSync(join(TEST_ROOT, file)), file);
      const holding = Object.values(GROUPS).filter((g) => filesOf(g).includes(file));
      assert.equal(holding.length, 1, file);
      assert.deepEqual(filesOf(holding[0]!), [file]);
    }
  });
});
