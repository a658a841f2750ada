import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { CODE_CACHE_KEPT_MS, requireWithCodeCache } from '../../src/code-cache.ts';

type Probe = { answer(): string };

let dir: string;
describe('package/code-cache.test.ts', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A CommonJS file whose answer is `word`, with functions for V8 to compile. V8 keeps what it compiled
   * in memory by text and file name and would not even look at a code cache for a file it has compiled
   * before, so a test that loads the same text twice gives the second load another `name`.
   */
  function moduleFile(word: string, name = 'probe.cjs'): string {
    const file = join(dir, name);
    const body = `const { join } = require('node:path');
function pieces() { return [${JSON.stringify(word)}, join('a', 'b')]; }
module.exports = { answer: () => pieces().join(' '), file: __filename };`;
    writeFileSync(file, body);
    return file;
  }

  describe('a CommonJS file run with the code cache', () => {
    test('first run, then saved, then run again — the same exports; the second from the cache', () => {
      const file = moduleFile('one');
      const cacheDir = join(dir, 'cache');
      const first = requireWithCodeCache<Probe & { file: string }>(file, cacheDir);
      assert.equal(first.fromCache, false);
      assert.equal(first.exports.answer(), `one ${join('a', 'b')}`);
      assert.equal(first.exports.file, file);
      first.save();
      first.save();
      assert.equal(readdirSync(cacheDir).length, 1);
      const second = requireWithCodeCache<Probe>(moduleFile('one', 'again.cjs'), cacheDir);
      assert.equal(second.fromCache, true);
      assert.equal(second.exports.answer(), `one ${join('a', 'b')}`);
      second.save();
      assert.equal(readdirSync(cacheDir).length, 1);
    });

    test('the file changed to a text of the same length — run as it now is, not from the old cache', () => {
      const cacheDir = join(dir, 'cache');
      requireWithCodeCache<Probe>(moduleFile('one'), cacheDir).save();
      const changed = requireWithCodeCache<Probe>(moduleFile('two'), cacheDir);
      assert.equal(changed.fromCache, false);
      assert.equal(changed.exports.answer(), `two ${join('a', 'b')}`);
    });

    test('a cache directory that cannot be written — runs, and saving does nothing', (t) => {
      if (process.getuid?.() === 0)
        t.diagnostic('as root every directory is writable; a file stands in the way instead');
      const blocked = join(dir, 'blocked');
      writeFileSync(blocked, 'a file where the directory would go');
      chmodSync(blocked, 0o444);
      const loaded = requireWithCodeCache<Probe>(moduleFile('one'), join(blocked, 'cache'));
      assert.equal(loaded.exports.answer(), `one ${join('a', 'b')}`);
      assert.doesNotThrow(() => loaded.save());
    });

    test('a damaged cache file — refused by V8, the file runs as it is', () => {
      const file = moduleFile('one');
      const cacheDir = join(dir, 'cache');
      requireWithCodeCache<Probe>(file, cacheDir).save();
      const [name] = readdirSync(cacheDir);
      writeFileSync(join(cacheDir, name!), Buffer.from('not a code cache at all'));
      const loaded = requireWithCodeCache<Probe>(moduleFile('one', 'again.cjs'), cacheDir);
      assert.equal(loaded.fromCache, false);
      assert.equal(loaded.exports.answer(), `one ${join('a', 'b')}`);
    });

    test('a new cache written beside old ones — those unwritten for a week removed, a recent one kept', () => {
      const cacheDir = join(dir, 'cache');
      mkdirSync(cacheDir);
      const old = new Date(Date.now() - CODE_CACHE_KEPT_MS - 60_000);
      for (const name of ['old.bin', 'old.bin.123.tmp']) {
        writeFileSync(join(cacheDir, name), 'x');
        utimesSync(join(cacheDir, name), old, old);
      }
      writeFileSync(join(cacheDir, 'recent.bin'), 'x');
      requireWithCodeCache<Probe>(moduleFile('one'), cacheDir).save();
      const left = readdirSync(cacheDir).sort();
      assert.equal(left.length, 2);
      assert.ok(left.includes('recent.bin'));
    });

    test("Node's switch NODE_DISABLE_COMPILE_CACHE — nothing read or written", () => {
      const file = moduleFile('one');
      const cacheDir = join(dir, 'cache');
      requireWithCodeCache<Probe>(file, cacheDir).save();
      process.env.NODE_DISABLE_COMPILE_CACHE = '1';
      try {
        const loaded = requireWithCodeCache<Probe>(file, join(dir, 'other'));
        assert.equal(loaded.fromCache, false);
        loaded.save();
        assert.deepEqual(readdirSync(dir).sort(), ['cache', 'probe.cjs']);
        assert.equal(requireWithCodeCache<Probe>(moduleFile('one', 'again.cjs'), cacheDir).fromCache, false);
      } finally {
        delete process.env.NODE_DISABLE_COMPILE_CACHE;
      }
    });
  });
});
