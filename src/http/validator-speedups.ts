/**
 * Two costs of express-openapi-validator 5.6 that buy nothing here, removed without changing what it
 * checks.
 *
 * It compiles every route pattern of the document again on each request
 * while it looks for the request's route (cdimascio/express-openapi-validator#1217): a tenth of a
 * request's time with 13 operations, and it grows with every operation added. Patterns are few and
 * fixed, and a compiled pattern is a plain RegExp without the global flag (exec keeps no state), so
 * the compiled form is kept and handed out again.
 *
 * The validator reads `pathToRegexp` from the CommonJS module object at each call, so the kept form is
 * installed there; the package's own ESM bindings, used elsewhere, are left as they are.
 */
import { createRequire } from 'node:module';

type PathToRegexp = (path: string, options?: Record<string, unknown>) => unknown;

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const pathToRegexpModule = validatorRequire('path-to-regexp') as { pathToRegexp: PathToRegexp };

const compile = pathToRegexpModule.pathToRegexp;
const compiled = new Map<string, unknown>();

/** Installs the kept patterns; calling it again changes nothing. */
export function keepCompiledRoutePatterns(): void {
  if (pathToRegexpModule.pathToRegexp !== compile) return;
  pathToRegexpModule.pathToRegexp = (path, options) => {
    // Only the route patterns of the document reach here, never request paths: the map stays small.
    // The validator passes `sensitive` and `strict` on every call, for every route of the document,
    // so those two make the key without a JSON text per call.
    const extra = options && Object.keys(options).length > 2 ? JSON.stringify(options) : '';
    const key = `${path}\u0000${String(options?.sensitive)}\u0000${String(options?.strict)}\u0000${extra}`;
    let result = compiled.get(key);
    if (result === undefined) {
      result = compile(path, options);
      compiled.set(key, result);
    }
    return result;
  };
}

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
