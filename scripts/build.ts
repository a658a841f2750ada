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
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { build, type Plugin } from 'esbuild';
import * as documents from '../src/documents.ts';
import * as api from '../src/index.ts';
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

/**
 * JSON files the dependencies require (mime-db's table of media types, Ajv's meta-schemas), as the
 * text of the file parsed with JSON.parse, which V8 reads faster than the same data as a JavaScript
 * object literal.
 */
const jsonParsedAtLoad: Plugin = {
  name: 'json-parsed-at-load',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async ({ path }) => ({
      contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(await readFile(path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

/** Keywords only a reader or an example-driven tool reads: the core, which checks and explains, never does. */
const PROSE = new Set(['summary', 'example', 'examples', 'externalDocs']);

/**
 * The chat contract without its examples and prose (descriptions emptied, as the validator's copy has
 * them), its discriminators kept: what the core's body explainer reads. The names of a `properties`
 * map are fields, never keywords.
 */
function withoutProse(value: unknown, parentKey?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (parentKey !== 'properties' && PROSE.has(key)) continue;
    const description = parentKey !== 'properties' && key === 'description' && typeof child === 'string';
    copy[key] = description ? '' : withoutProse(child, key);
  }
  return copy;
}

/**
 * The validator's copy made from the explainer's at run time, by leaving out the discriminators as
 * chat-document.ts's validatorDocument does; shipped as its source text, and checked against
 * validatorDocument's own result at every build.
 */
function withoutDiscriminators(value: unknown, parentKey?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutDiscriminators(item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const name = (child as { propertyName?: unknown } | null)?.propertyName;
    if (parentKey !== 'properties' && key === 'discriminator' && typeof name === 'string') continue;
    copy[key] = withoutDiscriminators(child, key);
  }
  return copy;
}

/**
 * src/documents.ts for the browser core, which asks only for the chat contract: one text, the
 * contract without examples and prose, from which the validator's copy is made at run time (a page
 * downloads each byte; the whole contract is 56 KB gzip, this text about 13 KB). `chatDocument` is
 * that text (the core reads it only to explain a refused body), parsed at each call: a new object
 * every time, as the function promises.
 */
const inlinedDocuments: Plugin = {
  name: 'inlined-documents',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]documents\.ts$/ }, () => {
      const lean = withoutProse(documents.chatDocument());
      if (!isDeepStrictEqual(withoutDiscriminators(lean), documents.chatValidatorDocument())) {
        throw new Error(
          'the browser core: the validator copy made from the lean contract differs from chatValidatorDocument',
        );
      }
      return {
        contents: [
          `const text = ${JSON.stringify(JSON.stringify(lean))};`,
          `const withoutDiscriminators = ${withoutDiscriminators.toString()};`,
          'export const chatDocument = () => JSON.parse(text);',
          'export const chatValidatorDocument = () => withoutDiscriminators(JSON.parse(text));',
        ].join('\n'),
        loader: 'ts',
      };
    });
  },
};

// `__dirname` in an ES module, for the baked documents' reader.
const DIRNAME_SHIM =
  "import { fileURLToPath as __fileURLToPath } from 'node:url';\nimport { dirname as __dirnameOf } from 'node:path';\nconst __dirname = __dirnameOf(__fileURLToPath(import.meta.url));";

/** The msw entry's build: the core is core.js beside it, not a second copy in msw.js. */
const coreBeside: Plugin = {
  name: 'core-beside',
  setup(build) {
    build.onResolve({ filter: /[\\/]core[\\/]index\.ts$/ }, () => ({ path: './core.js', external: true }));
  },
};

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

// The browser entries: esbuild fails on a Node built-in reached at run time (which the
// dependency-cruiser pass core-runs-in-a-browser already forbids); msw is the page's own copy.
const BROWSER = {
  absWorkingDir: PROJECT_ROOT,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // A page downloads every byte; its developer tools map the names back through the source map.
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
} as const;

await build({
  ...BROWSER,
  entryPoints: ['src/core/index.ts'],
  outfile: 'dist/browser/core.js',
  plugins: [inlinedDocuments, jsonParsedAtLoad],
});

await build({
  ...BROWSER,
  entryPoints: ['src/msw/index.ts'],
  outfile: 'dist/browser/msw.js',
  external: ['msw', 'msw/*'],
  plugins: [coreBeside],
});
