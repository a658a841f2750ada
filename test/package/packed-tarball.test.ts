/**
 * `npm pack` run here, as the README suggests, writes the tarball into the repository: git ignores it,
 * so it never shows as a change to commit. (`npm run test:package` packs that way and checks that
 * `git status` is unchanged after it.)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('the tarball npm pack writes at the root — git status — ignored', () => {
  const { name, version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
    name: string;
    version: string;
  };
  const tarball = `${name}-${version}.tgz`;
  const checked = spawnSync('git', ['check-ignore', '--no-index', tarball], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(checked.status, 0, `git does not ignore ${tarball}: ${checked.stderr}`);
});
