/**
 * `npm run build` (and `prepack`): the package's JavaScript in dist/, beside the declarations tsc
 * writes:
 *
 * - `server.cjs`: the sources behind the package root (src/index.ts) and their dependencies, one
 *   CommonJS bundle;
 * - `index.js`: the package root, an ES module that hands on server.cjs's exports;
 * - `cli.js`: the command, which reads its flags and then runs server.cjs with V8's code cache of the
 *   previous start (src/code-cache.ts; CommonJS, because Node 20 offers a code cache for a script
 *   and not for an ES module);
 * - `documents/`: the documents the server runs on, baked as JSON (src/documents.ts);
 * - `core.js`: `chat-api-sandbox/core`, the sandbox in process with no server (src/core/), an ES
 *   module of its own with its dependencies, reading the same baked documents;
 * - `msw.js`: `chat-api-sandbox/msw`, the handlers over core.js, with msw left to the user's own copy
 *   (a peer dependency: one msw per test run, or its interception does not see the handlers);
 * - `browser/core.js` and `browser/msw.js`: the same two entries for a browser (the `browser`
 *   condition of the package's exports), minified, with the chat contract inlined (a page has no
 *   file to read it from).
 *
 * Why the dependencies are in the bundle: Node resolves every `require` of a package by walking
 * node_modules, and Express, express-openapi-validator, Ajv and pino are some 300 files; finding and
 * reading them was a third of a start-up. The dependencies stay listed in package.json (the
 * declarations name their types, and each arrives with its licence), but the command and
 * `startSandbox` run from dist/ alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { build, type Plugin } from 'esbuild';
import * as documents from '../src/documents.ts';
import * as api from '../src/index.ts';
import { buildBrowserBundles, coreBeside, jsonParsedAtLoad } from './lib/bundles.ts';
import { PROJECT_ROOT } from './lib/processes.ts';

// The command is an ES module whose bundled CommonJS (commander) calls `require` for Node's own
// modules; an ES module has none unless it makes one.
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

// `import.meta.url` in CommonJS: the file's own URL, as it is in the sources.
const IMPORT_META_URL = "var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;";

// Less text for Node to read and V8 to parse; names are kept, so stack traces still name the function.
// NO_COMPACT=1 keeps the text as esbuild writes it, with a comment naming each module's file, so a CPU
// profile of dist/ can be read by module.
const COMPACT = process.env.NO_COMPACT ? {} : ({ minifyWhitespace: true, minifySyntax: true } as const);

/** Where the baked documents are written, beside the bundle that reads them. */
const BAKED_DIR = 'dist/documents';

/**
 * src/documents.ts with each function's result written to dist/documents/<name>.json, and the
 * function replaced by one that reads and parses that file at each call (a new object every time, as
 * the function promises): a document nobody asks for is never read, and the bundle Node parses at
 * every start does not carry them. A result JSON cannot carry exactly stops the build.
 */
function bakeDocuments(): string {
  mkdirSync(`${PROJECT_ROOT}/${BAKED_DIR}`, { recursive: true });
  const lines = [
    "import { readFileSync } from 'node:fs';",
    "import { join } from 'node:path';",
    "const read = (name) => JSON.parse(readFileSync(join(__dirname, 'documents', `${name}.json`), 'utf8'));",
  ];
  for (const [name, make] of Object.entries(documents)) {
    if (typeof make !== 'function' || make.length !== 0) {
      throw new Error(`src/documents.ts: ${name} must be a function of no argument`);
    }
    const value: unknown = make();
    const text = JSON.stringify(value);
    if (!isDeepStrictEqual(JSON.parse(text), value)) {
      throw new Error(`src/documents.ts: what ${name} returns is not plain JSON`);
    }
    writeFileSync(`${PROJECT_ROOT}/${BAKED_DIR}/${name}.json`, text);
    lines.push(`export const ${name} = () => read(${JSON.stringify(name)});`);
  }
  return lines.join('\n');
}

const bakedDocuments: Plugin = {
  name: 'baked-documents',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]documents\.ts$/ }, () => ({
      contents: bakeDocuments(),
      loader: 'js',
    }));
  },
};

// `__dirname` in an ES module, for the baked documents' reader.
const DIRNAME_SHIM =
  "import { fileURLToPath as __fileURLToPath } from 'node:url';\nimport { dirname as __dirnameOf } from 'node:path';\nconst __dirname = __dirnameOf(__fileURLToPath(import.meta.url));";

/** The command's build: load-server.ts gives way to load-server.dist.ts, which runs server.cjs. */
const serverFromBundle: Plugin = {
  name: 'server-from-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/load-server\.ts$/ }, ({ resolveDir }) => ({
      path: `${resolveDir}/load-server.dist.ts`,
    }));
  },
};

rmSync(`${PROJECT_ROOT}/dist`, { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--emitDeclarationOnly'], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
});
await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/server.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20.19',
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: IMPORT_META_URL },
  plugins: [bakedDocuments, jsonParsedAtLoad],
  ...COMPACT,
  logLevel: 'warning',
});

// The package root's names, as the sources export them (types aside).
const names = Object.keys(api).sort();
writeFileSync(
  `${PROJECT_ROOT}/dist/index.js`,
  `import server from './server.cjs';\nexport const { ${names.join(', ')} } = server;\n`,
);

await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  banner: { js: REQUIRE_SHIM },
  plugins: [serverFromBundle],
  ...COMPACT,
  logLevel: 'warning',
});

await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ['src/core/index.ts'],
  outfile: 'dist/core.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  banner: { js: `${REQUIRE_SHIM}\n${DIRNAME_SHIM}` },
  plugins: [bakedDocuments, jsonParsedAtLoad],
  ...COMPACT,
  logLevel: 'warning',
});

await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ['src/msw/index.ts'],
  outfile: 'dist/msw.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: ['msw', 'msw/*'],
  plugins: [coreBeside],
  ...COMPACT,
  logLevel: 'warning',
});

await buildBrowserBundles('dist/browser');
