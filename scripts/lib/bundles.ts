/**
 * The esbuild pieces the package's builds share (scripts/build.ts), and the browser entries, which
 * the browser tests also build for themselves from the sources (test/browser/offline-site.ts).
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { build, type Plugin } from 'esbuild';
import * as documents from '../../src/documents.ts';
import { OPERATIONS } from '../../src/contract/operations.ts';
import { PROJECT_ROOT } from './processes.ts';

/**
 * JSON files the dependencies require (mime-db's table of media types, Ajv's meta-schemas), as the
 * text of the file parsed with JSON.parse, which V8 reads faster than the same data as a JavaScript
 * object literal.
 */
export const jsonParsedAtLoad: Plugin = {
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

const TABLE_START = 'export const OPERATIONS = {';
const TABLE_END = '} satisfies Record<string, OperationRecord>;';

/**
 * src/contract/operations.ts for the browser core: the operation table without each record's
 * `document()`, whose closures hold every operation's examples and prose (src/contract/paths and
 * contract/examples, about 100 KB before gzip at 96 operations), which only the document's builder
 * calls and the core never does (it has the contract inlined above). The rest of the module is its
 * own source; the table is the real one's, read at build time, so the two cannot drift.
 */
const operationTableOnly: Plugin = {
  name: 'operation-table-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]contract[\\/]operations\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const start = source.indexOf(TABLE_START);
      const end = source.indexOf(TABLE_END, start);
      if (start < 0 || end < 0)
        throw new Error(`the browser core: ${path} no longer declares its table as expected`);
      const table = Object.fromEntries(
        Object.entries(OPERATIONS).map(([id, { document: _document, ...route }]) => [id, route]),
      );
      const head = source.slice(0, start).replace(/^import \{ \w+ \} from '\.\/paths\/[\w-]+\.ts';\n/gm, '');
      if (head.includes('/paths/'))
        throw new Error(`the browser core: ${path} imports paths/ in a way not cut`);
      const lean = [
        'const notInTheCore = () => {',
        "  throw new Error('the browser core carries no document of its operations');",
        '};',
        `export const OPERATIONS = Object.fromEntries(Object.entries(JSON.parse(${JSON.stringify(JSON.stringify(table))})).map(([id, route]) => [id, { ...route, document: notInTheCore }]));`,
      ].join('\n');
      return { contents: head + lean + source.slice(end + TABLE_END.length), loader: 'ts' };
    });
  },
};

/** The msw entry's build: the core is core.js beside it, not a second copy in msw.js. */
export const coreBeside: Plugin = {
  name: 'core-beside',
  setup(build) {
    build.onResolve({ filter: /[\\/]core[\\/]index\.ts$/ }, () => ({ path: './core.js', external: true }));
  },
};

/**
 * The snapshot check for the browser core: compiled by Ajv from the snapshot's schema the first time
 * a state is checked (a persisted state read back, a state import) instead of the ahead-of-time code
 * the server loads. That code grows with every record type (about 30 KB gzip at 75 operations); a
 * page downloads every byte, while Ajv is in the bundle anyway for the request checks, and the
 * schema as data is a few KB. The options are the ones the generated code was compiled with.
 */
const snapshotCheckCompiledOnUse: Plugin = {
  name: 'snapshot-check-compiled-on-use',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]store[\\/]snapshot-shape\.generated\.ts$/ }, ({ path }) => ({
      contents: [
        "import { Ajv } from 'ajv';",
        "import { snapshotSchema } from './snapshot-schema.ts';",
        "import { SNAPSHOT_AJV_OPTIONS } from './state-schema.ts';",
        'let compiled;',
        'export function validate(data) {',
        '  compiled ??= new Ajv({ ...SNAPSHOT_AJV_OPTIONS }).compile(snapshotSchema);',
        '  const valid = compiled(data);',
        '  validate.errors = compiled.errors;',
        '  return valid;',
        '}',
        'export default validate;',
      ].join('\n'),
      loader: 'js',
      resolveDir: dirname(path),
    }));
  },
};

// The browser entries: esbuild fails on a Node built-in reached at run time (which the
// dependency-cruiser pass core-runs-in-a-browser already forbids); msw is the page's own copy.
const BROWSER = {
  absWorkingDir: PROJECT_ROOT,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // A page downloads every byte. No source map: the package leaves maps out (package.json "files"),
  // and a map the page cannot fetch is only a warning in its developer tools.
  minify: true,
  logLevel: 'warning',
} as const;

/**
 * `core.js` and `msw.js` for a browser in `outdir` (relative to the project, or absolute): what
 * `npm run build` writes to dist/browser/, and what the browser test builds for itself.
 */
export async function buildBrowserBundles(outdir: string): Promise<void> {
  await build({
    ...BROWSER,
    entryPoints: ['src/core/index.ts'],
    outfile: `${outdir}/core.js`,
    plugins: [inlinedDocuments, operationTableOnly, snapshotCheckCompiledOnUse, jsonParsedAtLoad],
  });
  await build({
    ...BROWSER,
    entryPoints: ['src/msw/index.ts'],
    outfile: `${outdir}/msw.js`,
    external: ['msw', 'msw/*'],
    plugins: [coreBeside],
  });
}
