/**
 * Where the package's own files are: found from this module by walking up to the package.json that
 * names the package, so the answer is the same from src/ (run through tsx), from dist/ and from the
 * bundled dist/ of an installed package, whatever the depth of the module that asks.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'chat-api-sandbox';

interface PackageJson {
  name?: string;
  version: string;
}

function findPackage(): { root: string; manifest: PackageJson } {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
      if (manifest.name === PACKAGE_NAME) return { root: dir, manifest };
    } catch {
      // No package.json here, or not one that parses: keep walking up.
    }
    if (dirname(dir) === dir) throw new Error(`No package.json of ${PACKAGE_NAME} above ${start}.`);
  }
}

const found = findPackage();

/** The package's directory (the clone, or `node_modules/chat-api-sandbox`). */
export const PACKAGE_ROOT = found.root;

/** The package's version, from its package.json. */
export const PACKAGE_VERSION = found.manifest.version;

/** The fixtures that ship with the package. */
export const BUNDLED_FIXTURES_DIR = join(PACKAGE_ROOT, 'fixtures');

/** The static pages (README, "Pages"), shipped as they are in the sources. */
export const PAGES_DIR = join(PACKAGE_ROOT, 'src', 'pages');
