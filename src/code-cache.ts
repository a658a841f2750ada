/**
 * Loading a CommonJS file with V8's code cache: the bytecode of every function the last start
 * compiled, kept on disk and handed back to V8, so a start does not parse and compile the same
 * bundled JavaScript again (what that saves: docs/performance.md, "The figures behind the code").
 *
 * Why not a library: v8-compile-cache and its fork make the cache when the file is compiled, before
 * it runs, so it holds little more than the bundle's top level; the start's time goes into the
 * functions that run. Node 22's `module.enableCompileCache` does this for every module, but Node 20
 * has none. The cache is written after the file has run (`save`), so it holds what the start needed.
 */
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, Module } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

export interface CodeCachedModule<T> {
  exports: T;
  /** Whether V8 took the code cache found on disk. */
  fromCache: boolean;
  /**
   * Writes the code cache of what has run so far, unless the one found was taken or it has been
   * written already. Never throws: without a writable cache directory the next start is only slower.
   */
  save(): void;
}

/** Per user, so that users of one machine never share (or fail on each other's) files. */
export const defaultCodeCacheDir = (): string =>
  join(tmpdir(), `chat-api-sandbox-code-cache-${process.getuid?.() ?? 'user'}`);

/**
 * Runs the CommonJS file `file` as `require` would, with the code cache from `cacheDir` when there is
 * one for exactly this text on this Node.js. Node's own switch, `NODE_DISABLE_COMPILE_CACHE`, turns it
 * off.
 */
export function requireWithCodeCache<T>(file: string, cacheDir = defaultCodeCacheDir()): CodeCachedModule<T> {
  // Read as bytes, hashed and then decoded: hashing the bytes is much faster than reading text and
  // hashing the text.
  const bytes = readFileSync(file);
  const enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
  // V8 checks a cache's version and flags, but of the text only its length: the key is the text's hash.
  const key = createHash('sha256')
    .update(`${process.version} ${process.arch}\n`)
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
  const source = bytes.toString('utf8');
  const cacheFile = join(cacheDir, `${key}.bin`);
  let cachedData: Buffer | undefined;
  if (enabled) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const fromCache = cachedData !== undefined && script.cachedDataRejected === false;
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  let saved = fromCache || !enabled;
  return {
    exports: module.exports,
    fromCache,
    save() {
      if (saved) return;
      saved = true;
      try {
        mkdirSync(cacheDir, { recursive: true });
        // Written aside and renamed: starts running side by side never read half a file.
        const aside = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(aside, script.createCachedData());
        renameSync(aside, cacheFile);
        removeStale(cacheDir, cacheFile);
      } catch {
        // No cache: the next start compiles again.
      }
    },
  };
}

/** A cache not written for this long is removed when another is written (it is then made again). */
export const CODE_CACHE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Each build of the bundle has a cache of its own, about the bundle's size, so the directory would only
 * grow while the package is rebuilt or upgraded: the files older than CODE_CACHE_KEPT_MS go, as do
 * pieces of a write that never finished.
 */
function removeStale(cacheDir: string, kept: string): void {
  const before = Date.now() - CODE_CACHE_KEPT_MS;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (path !== kept && statSync(path).mtimeMs < before) unlinkSync(path);
    } catch {
      // Gone already (another start cleaned up), or not ours to remove.
    }
  }
}
