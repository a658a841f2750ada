/**
 * Costs of express-openapi-validator 5.6 at start and at an operation's first request that buy
 * nothing here, removed without changing what it checks (the per-request ones are in
 * validator-request-speedups.ts). The validator reads each replaced function or class from its
 * CommonJS module object when it calls it, so the replacement is installed there; the package's own
 * ESM bindings, used elsewhere, are left as they are. Each installer may be called again; it changes
 * nothing then.
 */
import { createRequire } from 'node:module';

/** `require` as seen from the validator's own package. */
export const validatorRequire = createRequire(
  createRequire(import.meta.url).resolve('express-openapi-validator'),
);

interface SchemaValidatorModule {
  OpenAPISchemaValidator: new (options: { version: string; validateApiSpec: boolean }) => {
    validate(document: unknown): { errors: unknown[] };
  };
}

const schemaValidatorModule = validatorRequire(
  './framework/openapi.schema.validator.js',
) as SchemaValidatorModule;
const EagerSchemaValidator = schemaValidatorModule.OpenAPISchemaValidator;

/**
 * It also compiles the whole OpenAPI schema at every start, even with `validateApiSpec: false`, when
 * nothing will ever be checked against it: a sixth of a start-up per validator. The compiled form is
 * made when something is first checked, which with our options is never. Like the patterns, the
 * validator reads the class from the module object at each start, so it is replaced there.
 */
export function compileOpenApiSchemaWhenUsed(): void {
  if (schemaValidatorModule.OpenAPISchemaValidator !== EagerSchemaValidator) return;
  schemaValidatorModule.OpenAPISchemaValidator = class LazySchemaValidator {
    readonly #options: { version: string; validateApiSpec: boolean };
    #eager: InstanceType<typeof EagerSchemaValidator> | undefined;

    constructor(options: { version: string; validateApiSpec: boolean }) {
      this.#options = options;
    }

    validate(document: unknown): { errors: unknown[] } {
      this.#eager ??= new EagerSchemaValidator(this.#options);
      return this.#eager.validate(document);
    }
  };
}

interface PreprocessorModule {
  SchemaPreprocessor: {
    prototype: {
      resolveSchema(this: Preprocessor, schema: Record<string, unknown> | undefined): unknown;
    };
  };
}

interface Preprocessor {
  apiDoc: unknown;
  resolvedSchemaCache: Map<string, unknown>;
}

const preprocessorModule = validatorRequire(
  './middlewares/parsers/schema.preprocessor.js',
) as PreprocessorModule;
const resolveWithAjv = preprocessorModule.SchemaPreprocessor.prototype.resolveSchema;

/** The node a local reference (`#/components/schemas/Message`) names in `document`, if any. */
function atPointer(document: unknown, ref: string): unknown {
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Before it builds any validator, it walks the document once and, for every `$ref` it meets, asks a
 * throw-away Ajv instance to compile the referenced schema only to read back the schema object it was
 * given: the largest single cost of a start-up. A local reference names a node of the document, the
 * very object Ajv would hand back, so it is read from the document instead; anything else still goes
 * through Ajv.
 */
export function resolveLocalRefsFromTheDocument(): void {
  const prototype = preprocessorModule.SchemaPreprocessor.prototype;
  if (prototype.resolveSchema !== resolveWithAjv) return;
  prototype.resolveSchema = function resolveSchema(schema) {
    const ref = schema?.['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return resolveWithAjv.call(this, schema);
    if (this.resolvedSchemaCache.has(ref)) return this.resolvedSchemaCache.get(ref);
    const found = atPointer(this.apiDoc, ref);
    if (found === undefined) return resolveWithAjv.call(this, schema);
    this.resolvedSchemaCache.set(ref, found);
    return found;
  };
}

interface UtilModule {
  useAjvCache(ajv: unknown, schema: Record<string, unknown>, cacheKey: string): unknown;
}

const utilModule = validatorRequire('./middlewares/util.js') as UtilModule;
const addToAjv = utilModule.useAjvCache;

/** The parts of the document the validator puts beside each operation's schema, for `$ref`s to reach. */
const DOCUMENT_PARTS = ['paths', 'components'] as const;

/**
 * Each schema it compiles (an operation's parameters, its body, each of its responses) carries the
 * whole document's `paths` and `components` beside it, so that `#/components/...` resolves. Ajv walks
 * every schema it is given, all keys and all depths, looking for `$id` and `$anchor`: the same
 * document walked a dozen times at an operation's first request, two thirds of that request's time.
 * The documents have no `$id` or `$anchor` (a test checks), so the two parts are given to Ajv as
 * properties it can read (references still resolve) but does not enumerate (its walk skips them).
 * Like the others, the validator reads the function from the module object at each call.
 */
export function walkOnlyTheOperationSchemas(): void {
  if (utilModule.useAjvCache !== addToAjv) return;
  utilModule.useAjvCache = (ajv, schema, cacheKey) => {
    const shown: Record<string, unknown> = { ...schema };
    for (const part of DOCUMENT_PARTS) {
      if (!(part in shown)) continue;
      Object.defineProperty(shown, part, { value: shown[part], enumerable: false });
    }
    // The text of what is left: the operation's own schema, its references unresolved.
    const shape = JSON.stringify(shown);
    let compiled = compiledByShape.get(ajv as object);
    if (compiled === undefined) compiledByShape.set(ajv as object, (compiled = new Map()));
    let validator = compiled.get(shape);
    if (validator === undefined) compiled.set(shape, (validator = addToAjv(ajv, shown, cacheKey)));
    return validator;
  };
}

/**
 * Validators already compiled, per Ajv instance (one per validator, so per document) and the text of
 * the schema. Every operation answers 400, 401, 403, 429 and the gateway errors with the same error
 * envelope, and each (operation, status) was compiled on its own at the operation's first request; a
 * schema equal to one compiled before gets that validator. Its `errors` are read right after each
 * synchronous call, so sharing it is safe.
 */
const compiledByShape = new WeakMap<object, Map<string, unknown>>();

interface FrameworkModule {
  OpenAPIFramework: { prototype: { loadSpec(this: unknown, spec: unknown, options?: unknown): unknown } };
}

const frameworkModule = validatorRequire('./framework/index.js') as FrameworkModule;
const bundleSpec = frameworkModule.OpenAPIFramework.prototype.loadSpec;

/** Whether some `$ref` in `value` points outside the document (another file or URL). */
function refersOutside(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(refersOutside);
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) return true;
    if (refersOutside(child)) return true;
  }
  return false;
}

/**
 * At start it hands the document to json-schema-ref-parser's `bundle`, which gathers other files'
 * schemas into it: a sixth of a start-up spent on documents that name no other file. A document
 * object whose every `$ref` is local is used as given (a test checks that bundling changes nothing in
 * ours); a file path, or a document that refers outside, is still bundled.
 */
export function bundleOnlyWhatRefersOutside(): void {
  const prototype = frameworkModule.OpenAPIFramework.prototype;
  if (prototype.loadSpec !== bundleSpec) return;
  prototype.loadSpec = function loadSpec(spec, options) {
    const local = typeof spec === 'object' && spec !== null && !refersOutside(spec);
    return local ? Promise.resolve(spec) : bundleSpec.call(this, spec, options);
  };
}
