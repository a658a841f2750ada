/**
 * Costs of express-openapi-validator 5.6.2's preprocessor, which prepares the validator's document
 * once per start, removed without changing the document it makes (see validator-start.ts for how each
 * replacement is installed on the CommonJS module object the validator reads).
 */
import ajvFactoryExports from 'express-openapi-validator/dist/framework/ajv/index.js';
import preprocessorExports from 'express-openapi-validator/dist/middlewares/parsers/schema.preprocessor.js';
import { patch } from './patch.ts';

type PreprocessorClass = {
  prototype: {
    resolveSchema(this: Preprocessor, schema: Record<string, unknown> | undefined): unknown;
  };
};

interface PreprocessorModule {
  SchemaPreprocessor: PreprocessorClass;
}

interface Preprocessor {
  apiDoc: { paths?: unknown; components?: unknown };
  apiDocRes: unknown;
  resolvedSchemaCache: Map<string, unknown>;
  serDesMap: unknown;
  responseOpts: unknown;
  ajv: unknown;
}

/** The preprocessor's methods that its `preProcess` calls, as the package has them. */
interface PreprocessorSteps {
  gatherComponentSchemaNodes(): unknown[];
  gatherSchemaNodesFromPaths(): { requestBodies: unknown; responses: unknown; requestParameters: unknown };
  removeExamples(node: unknown): void;
  traverseSchemas(nodes: object, visit: (parent: unknown, schema: unknown, opts: unknown) => void): void;
  schemaVisitor(parent: unknown, schema: unknown, opts: unknown): void;
}

interface AjvFactoryModule {
  createRequestAjv(document: unknown, options: unknown): unknown;
}

const preprocessorModule = preprocessorExports as unknown as PreprocessorModule;
const ajvFactoryModule = ajvFactoryExports as unknown as AjvFactoryModule;

/**
 * The preprocessor prepares the validator's document once per start, and two of its steps cost a
 * tenth of a start-up between them for nothing here:
 *
 * - it builds an Ajv instance of its own, every component schema added, used for two things only:
 *   references that are not local (see `resolveLocalRefsFromTheDocument`) and discriminators, which
 *   the validator copies of the documents do not have. Here it is built when first asked for, so with
 *   these documents never;
 * - it copies the whole document for the response checks with lodash's cloneDeep, which walks it in
 *   JavaScript; `structuredClone` makes the same copy (plain data, shared nodes kept shared) in V8.
 *
 * The constructor and `preProcess` are the package's own (5.6.2) with those two changes; every other
 * method is its prototype's. A test checks that both make the same documents.
 */
export const preprocessWithoutNeedlessCopies = patch(
  'preprocessWithoutNeedlessCopies',
  preprocessorModule,
  'SchemaPreprocessor',
  (EagerPreprocessor) => {
    function Preprocessor(
      this: Preprocessor,
      apiDoc: Preprocessor['apiDoc'],
      ajvOptions: { serDesMap?: unknown },
      responseOptions: unknown,
    ): void {
      this.resolvedSchemaCache = new Map();
      this.apiDoc = apiDoc;
      this.serDesMap = ajvOptions.serDesMap;
      this.responseOpts = responseOptions;
      let ajv: unknown;
      Object.defineProperty(this, 'ajv', {
        enumerable: true,
        configurable: true,
        get: () => (ajv ??= ajvFactoryModule.createRequestAjv(apiDoc, ajvOptions)),
        set: (value: unknown) => {
          ajv = value;
        },
      });
    }
    Preprocessor.prototype = Object.create(EagerPreprocessor.prototype as object) as object;
    Object.defineProperty(Preprocessor.prototype, 'preProcess', {
      configurable: true,
      writable: true,
      value: function preProcess(this: Preprocessor & PreprocessorSteps) {
        const schemas = this.gatherComponentSchemaNodes();
        const fromPaths = this.apiDoc.paths ? this.gatherSchemaNodesFromPaths() : undefined;
        this.apiDocRes = this.responseOpts ? structuredClone(this.apiDoc) : null;
        if (this.apiDoc.components) this.removeExamples(this.apiDoc.components);
        if (fromPaths) {
          this.traverseSchemas({ schemas, ...fromPaths }, (parent, schema, opts) =>
            this.schemaVisitor(parent, schema, opts),
          );
        }
        return { apiDoc: this.apiDoc, apiDocRes: this.apiDocRes };
      },
    });
    return Preprocessor as unknown as PreprocessorClass;
  },
);

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
export const resolveLocalRefsFromTheDocument = patch(
  'resolveLocalRefsFromTheDocument',
  // The package's own class, whose prototype the replacement class above inherits from.
  preprocessorModule.SchemaPreprocessor.prototype,
  'resolveSchema',
  (resolveWithAjv) =>
    function resolveSchema(this: Preprocessor, schema: Record<string, unknown> | undefined) {
      const ref = schema?.['$ref'];
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return resolveWithAjv.call(this, schema);
      if (this.resolvedSchemaCache.has(ref)) return this.resolvedSchemaCache.get(ref);
      const found = atPointer(this.apiDoc, ref);
      if (found === undefined) return resolveWithAjv.call(this, schema);
      this.resolvedSchemaCache.set(ref, found);
      return found;
    },
);
