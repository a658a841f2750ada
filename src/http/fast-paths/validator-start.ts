/**
 * Costs of express-openapi-validator 5.6.2 at start and at an operation's first request that buy
 * nothing here, removed without changing what it checks (the per-request ones are in
 * validator-requests.ts, the preprocessor's in validator-preprocessor.ts). The validator reads each
 * replaced function or class from its CommonJS module object when it calls it, so the replacement is
 * installed there; the package's own ESM bindings, used elsewhere, are left as they are.
 */
// The validator's own CommonJS modules, by the paths its files require each other by: Node hands an
// ES import of such a module its `module.exports` object, and a bundler keeps one copy of each file,
// so what is replaced here is what the validator reads, whether run from the sources or from dist/.
import frameworkExports from 'express-openapi-validator/dist/framework/index.js';
import schemaValidatorExports from 'express-openapi-validator/dist/framework/openapi.schema.validator.js';
import utilExports from 'express-openapi-validator/dist/middlewares/util.js';
import { patch } from './patch.ts';

type SchemaValidatorClass = new (options: { version: string; validateApiSpec: boolean }) => {
  validate(document: unknown): { errors: unknown[] };
};

interface SchemaValidatorModule {
  OpenAPISchemaValidator: SchemaValidatorClass;
}

/**
 * It also compiles the whole OpenAPI schema at every start, even with `validateApiSpec: false`, when
 * nothing will ever be checked against it: a large share of every start, per validator. The compiled form is
 * made when something is first checked, which with our options is never. The validator reads the
 * class from the module object at each start, so it is replaced there.
 */
export const compileOpenApiSchemaWhenUsed = patch(
  'compileOpenApiSchemaWhenUsed',
  schemaValidatorExports as unknown as SchemaValidatorModule,
  'OpenAPISchemaValidator',
  (Eager) =>
    class LazySchemaValidator {
      readonly #options: { version: string; validateApiSpec: boolean };
      #eager: InstanceType<SchemaValidatorClass> | undefined;

      constructor(options: { version: string; validateApiSpec: boolean }) {
        this.#options = options;
      }

      validate(document: unknown): { errors: unknown[] } {
        this.#eager ??= new Eager(this.#options);
        return this.#eager.validate(document);
      }
    },
);

interface UtilModule {
  useAjvCache(ajv: unknown, schema: Record<string, unknown>, cacheKey: string): unknown;
}

/** The parts of the document the validator puts beside each operation's schema, for `$ref`s to reach. */
const DOCUMENT_PARTS = ['paths', 'components'] as const;

/**
 * Validators already compiled, per Ajv instance (one per validator, so per document) and the text of
 * the schema. Every operation answers 400, 401, 403, 429 and the gateway errors with the same error
 * envelope, and each (operation, status) was compiled on its own at the operation's first request; a
 * schema equal to one compiled before gets that validator. Its `errors` are read right after each
 * synchronous call, so sharing it is safe.
 */
const compiledByShape = new WeakMap<object, Map<string, unknown>>();

/**
 * Each schema it compiles (an operation's parameters, its body, each of its responses) carries the
 * whole document's `paths` and `components` beside it, so that `#/components/...` resolves. Ajv walks
 * every schema it is given, all keys and all depths, looking for `$id` and `$anchor`: the same
 * document walked again for every schema at an operation's first request, most of that request's time.
 * The documents have no `$id` or `$anchor` (a test checks), so the two parts are given to Ajv as
 * properties it can read (references still resolve) but does not enumerate (its walk skips them).
 * The validator reads the function from the module object at each call.
 */
export const walkOnlyTheOperationSchemas = patch(
  'walkOnlyTheOperationSchemas',
  utilExports as unknown as UtilModule,
  'useAjvCache',
  (addToAjv) => (ajv, schema, cacheKey) => {
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
  },
);

interface FrameworkPrototype {
  loadSpec(this: unknown, spec: unknown, options?: unknown): unknown;
}

const frameworkPrototype = (
  frameworkExports as unknown as { OpenAPIFramework: { prototype: FrameworkPrototype } }
).OpenAPIFramework.prototype;

/** A `$ref` whose text does not start with `#`, in JSON text. */
const REF_OUTSIDE = /"\$ref":"(?!#)/;

/**
 * Whether some `$ref` in `value` may point outside the document (another file or URL). Read in the
 * document's JSON text: a walk in JavaScript over every node was slower. A value
 * JSON cannot write (a cycle) counts as referring outside, so it is bundled as before.
 */
function refersOutside(value: unknown): boolean {
  try {
    return REF_OUTSIDE.test(JSON.stringify(value) ?? '');
  } catch {
    return true;
  }
}

/**
 * At start it hands the document to json-schema-ref-parser's `bundle`, which gathers other files'
 * schemas into it: time every start spent on documents that name no other file. A document
 * object whose every `$ref` is local is used as given (a test checks that bundling changes nothing in
 * ours); a file path, or a document that refers outside, is still bundled.
 */
export const bundleOnlyWhatRefersOutside = patch(
  'bundleOnlyWhatRefersOutside',
  frameworkPrototype,
  'loadSpec',
  (bundleSpec) =>
    function loadSpec(this: unknown, spec: unknown, options?: unknown) {
      const local = typeof spec === 'object' && spec !== null && !refersOutside(spec);
      return local ? Promise.resolve(spec) : bundleSpec.call(this, spec, options);
    },
);
