/**
 * Work express-openapi-validator 5.6.2 repeats on every request although its result depends only on
 * the operation (and a header's text): kept per operation here, each replacement handing back what
 * the library works out (the response validator's are in validator-responses.ts). Like those of
 * validator-requests.ts, each is installed on the CommonJS module object or prototype the validator
 * reads it from.
 */
import typesExports from 'express-openapi-validator/dist/framework/types.js';
import requestValidatorExports from 'express-openapi-validator/dist/middlewares/openapi.request.validator.js';
import mutatorExports from 'express-openapi-validator/dist/middlewares/parsers/req.parameter.mutator.js';
import utilExports from 'express-openapi-validator/dist/middlewares/util.js';
import { patch } from './patch.ts';

/** Texts of a header (or of a header with the types it is matched against) remembered, per map. */
export const HEADER_MEMORY_SIZE = 64;

export interface OperationRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  openapi?: { expressRoute: string; schema: object };
}

/**
 * What `work` gives for the request's route, method and `Content-Type` text, asked once for each; the
 * texts a client sends are many, so past HEADER_MEMORY_SIZE per operation the memory starts again.
 */
export function perOperation<T>(): (req: OperationRequest, route: string, work: () => T) => T {
  const routes = new Map<string, Map<string, Map<unknown, T>>>();
  return (req, route, work) => {
    let methods = routes.get(route);
    if (methods === undefined) routes.set(route, (methods = new Map()));
    let types = methods.get(req.method);
    if (types === undefined) methods.set(req.method, (types = new Map()));
    const type = req.headers['content-type'];
    let found = types.get(type);
    if (found === undefined) {
      found = work();
      if (types.size >= HEADER_MEMORY_SIZE) types.clear();
      types.set(type, found);
    }
    return found;
  };
}

interface RequestValidatorPrototype {
  validate(this: object, req: OperationRequest, res: unknown, next: () => void): unknown;
  processQueryParam(
    this: object,
    query: Record<string, unknown>,
    schema: { properties?: Record<string, Record<string, unknown>>; allowEmptyValue?: Set<string> },
    whiteList?: string[],
  ): void;
}

const requestValidatorPrototype = (
  requestValidatorExports as unknown as { RequestValidator: { prototype: RequestValidatorPrototype } }
).RequestValidator.prototype;

type Handler = (req: OperationRequest, res: unknown, next: () => void) => unknown;

interface ContentTypeClass {
  from(req: OperationRequest): { normalize(): string | undefined };
}

const { ContentType } = utilExports as unknown as { ContentType: ContentTypeClass };

/**
 * For each request the request validator parses the `Content-Type` header to build the key of the
 * operation's compiled check. The key depends only on the method, the route and that header's text,
 * so the check it leads to is remembered by those three. What is not yet remembered is found or built
 * as the library does, by the same key, in the same cache.
 */
export const rememberRequestChecks = patch(
  'rememberRequestChecks',
  requestValidatorPrototype,
  'validate',
  () => {
    const perValidator = new WeakMap<object, ReturnType<typeof perOperation<Handler>>>();
    return function validateKnown(this: object, req, res, next) {
      const openapi = req.openapi;
      if (!openapi) return next();
      let checks = perValidator.get(this);
      if (checks === undefined) perValidator.set(this, (checks = perOperation<Handler>()));
      const check = checks(req, openapi.expressRoute, () => {
        // The library's own lines (RequestValidator.validate), from the key to the cached check.
        const validator = this as {
          middlewareCache: Record<string, Handler>;
          buildMiddleware(path: string, schema: object, contentType: unknown, key: string): Handler;
        };
        const contentType = ContentType.from(req);
        const key = `${req.method}-${openapi.expressRoute}-${contentType.normalize() ?? 'not_provided'}`;
        validator.middlewareCache[key] ??= validator.buildMiddleware(
          openapi.expressRoute,
          openapi.schema,
          contentType,
          key,
        );
        return validator.middlewareCache[key];
      });
      return check(req, res, next);
    };
  },
);

const { BadRequest } = typesExports;

type QuerySchema = Parameters<RequestValidatorPrototype['processQueryParam']>[1];

/**
 * The query check gathers the operation's known query names into a new Set on every request (and the
 * security scheme's query names with them); both come from the operation's compiled schema and are
 * fixed once it is built, so the Set is kept per schema and list. `null` keeps the library's answer
 * for a schema with an open object among its properties: no check at all.
 */
export const keepKnownQueryNames = patch(
  'keepKnownQueryNames',
  requestValidatorPrototype,
  'processQueryParam',
  (processQueryParam) => {
    const known = new WeakMap<QuerySchema, { whiteList: unknown; names: Set<string> | null }>();
    const namesOf = (schema: QuerySchema, whiteList: string[]): Set<string> | null => {
      const names = new Set<string>();
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (prop['type'] === 'object' && prop['additionalProperties']) return null;
        names.add(key);
      }
      for (const item of whiteList) names.add(item);
      return names;
    };
    return function processWithKnownNames(this: object, query, schema, whiteList) {
      // The library's default list is a new one per call; only the validator's own lists are kept.
      if (whiteList === undefined) return processQueryParam.call(this, query, schema, whiteList);
      let entry = known.get(schema);
      if (entry === undefined || entry.whiteList !== whiteList) {
        entry = { whiteList, names: namesOf(schema, whiteList) };
        known.set(schema, entry);
      }
      const names = entry.names;
      if (names === null) return;
      // The library's own loop (RequestValidator.processQueryParam), its errors word for word.
      const allowedEmpty = schema.allowEmptyValue;
      for (const q of Object.keys(query)) {
        if (!names.has(q)) {
          throw new BadRequest({ path: `/query/${q}`, message: `Unknown query parameter '${q}'` });
        } else if (!allowedEmpty?.has(q) && query[q] === '') {
          throw new BadRequest({
            path: `/query/${q}`,
            message: `Empty value found for query parameter '${q}'`,
          });
        }
      }
    };
  },
);

type MutatorClass = new (ajv: unknown, apiDocs: unknown, path: string, parsedSchema: object) => object;

/**
 * A new parameter mutator is made for every request from four values fixed per operation (the Ajv
 * instance, the document, the route and the operation's compiled parameter schemas); it keeps nothing
 * of a request, so the one made for an operation is handed out again.
 */
export const reuseParameterMutators = patch(
  'reuseParameterMutators',
  mutatorExports as unknown as { RequestParameterMutator: MutatorClass },
  'RequestParameterMutator',
  (Mutator) => {
    interface Made {
      ajv: unknown;
      _apiDocs: unknown;
      path: string;
    }
    const made = new WeakMap<object, Made>();
    // Called with `new` by the validator: an object returned from a constructor is what `new` gives.
    function ReusedMutator(ajv: unknown, apiDocs: unknown, path: string, parsedSchema: object): Made {
      let mutator = made.get(parsedSchema);
      if (
        mutator === undefined ||
        mutator.ajv !== ajv ||
        mutator._apiDocs !== apiDocs ||
        mutator.path !== path
      ) {
        mutator = new Mutator(ajv, apiDocs, path, parsedSchema) as Made;
        made.set(parsedSchema, mutator);
      }
      return mutator;
    }
    ReusedMutator.prototype = Mutator.prototype;
    return ReusedMutator as unknown as MutatorClass;
  },
);
