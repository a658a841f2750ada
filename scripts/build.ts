/**
 * `npm run build` (and `prepack`): the package's JavaScript in dist/, one esbuild bundle of the sources
 * and their dependencies, beside the declarations tsc writes.
 *
 * Why the dependencies are in the bundle: Node resolves every `require` of a package by walking
 * node_modules, and Express, express-openapi-validator, Ajv and pino are some 300 files; finding and
 * reading them was a third of a start-up. The dependencies stay listed in package.json (the
 * declarations name their types, and each arrives with its licence), but the command and
 * `startSandbox` run from dist/ alone. What the running server loads only on demand (pino-pretty, the
 * YAML renderer of the documents) is split into chunks of its own, loaded then.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { build, type Plugin } from 'esbuild';
import * as documents from '../src/documents.ts';
import { PROJECT_ROOT } from './lib/processes.ts';

// Bundled CommonJS calls `require` for Node's own modules; an ES module has none unless it makes one.
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

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
    `const read = (name) => JSON.parse(readFileSync(new URL(\`./documents/\${name}.json\`, import.meta.url), 'utf8'));`,
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

rmSync(`${PROJECT_ROOT}/dist`, { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--emitDeclarationOnly'], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
});
await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ['src/index.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  banner: { js: REQUIRE_SHIM },
  plugins: [bakedDocuments, jsonParsedAtLoad],
  // Less text for Node to read and V8 to parse at each start; names are kept, so stack traces still
  // name the function.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
