/**
 * Costs of express-openapi-validator 5.6.2 on every request that buy nothing here, removed without
 * changing what it checks. Like those of validator-start.ts, each is installed on the CommonJS
 * module object the validator reads it from.
 *
 * It compiles every route pattern of the document again on each request
 * while it looks for the request's route (cdimascio/express-openapi-validator#1217): a cost on
 * every request that grows with every operation added. Patterns are few and
 * fixed, and a compiled pattern is a plain RegExp without the global flag (exec keeps no state), so
 * the compiled form is kept and handed out again.
 */
import metadataExports from 'express-openapi-validator/dist/middlewares/openapi.metadata.js';
import mutatorExports from 'express-openapi-validator/dist/middlewares/parsers/req.parameter.mutator.js';
import type { OpenAPIObject, OperationObject } from 'openapi3-ts/oas30';
// The copy the validator requires (it is hoisted beside it; a test checks the two are one module).
import pathToRegexpExports from 'path-to-regexp';
import { isRef, parameterOf } from '../../contract/document-operations.ts';
import { patch } from './patch.ts';

type PathToRegexp = (path: string, options?: Record<string, unknown>) => unknown;

const compiled = new Map<string, unknown>();

/** The kept patterns. */
export const keepCompiledRoutePatterns = patch(
  'keepCompiledRoutePatterns',
  pathToRegexpExports as unknown as { pathToRegexp: PathToRegexp },
  'pathToRegexp',
  (compile) => (path, options) => {
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
  },
);

type Middleware = (req: RouteRequest, res: unknown, next: (err?: unknown) => void) => void;

interface RouteRequest {
  method: string;
  originalUrl: string;
  params: Record<string, string>;
  openapi?: { pathParams: Record<string, string> } & Record<string, unknown>;
}

interface MetadataModule {
  applyOpenApiMetadata(context: unknown, responseApiDoc: unknown): Middleware;
}

/** Request paths whose route is remembered, per validator; past it, the memory starts again. */
export const ROUTE_MEMORY_SIZE = 2_000;

/**
 * For each request it finds the request's route by trying every route of the document in turn, with
 * two settings read from the app and the route's pattern looked up on each try: a cost that
 * grows with the operations. What it finds depends only on the method and the path (the
 * route, its schemas, the path parameters), so it is remembered per method and path, and a request
 * seen before gets fresh copies of the same. A path it places nowhere (an error) or leaves alone is
 * looked up every time.
 */
export const rememberRoutesByPath = patch(
  'rememberRoutesByPath',
  metadataExports as unknown as MetadataModule,
  'applyOpenApiMetadata',
  (applyMetadata) => (context, responseApiDoc) => {
    const lookUp = applyMetadata(context, responseApiDoc);
    const routes = new Map<string, NonNullable<RouteRequest['openapi']>>();
    return (req, res, next) => {
      const mark = req.originalUrl.indexOf('?');
      const key = `${req.method} ${mark < 0 ? req.originalUrl : req.originalUrl.slice(0, mark)}`;
      const known = routes.get(key);
      if (known !== undefined) {
        const pathParams = { ...known.pathParams };
        req.openapi = { ...known, pathParams };
        req.params = pathParams;
        next();
        return;
      }
      lookUp(req, res, (err) => {
        if (err === undefined && req.openapi !== undefined) {
          if (routes.size >= ROUTE_MEMORY_SIZE) routes.clear();
          routes.set(key, { ...req.openapi, pathParams: { ...req.openapi.pathParams } });
        }
        next(err);
      });
    };
  },
);

type Parameters = NonNullable<OperationObject['parameters']>;

interface MutatedRequest {
  originalUrl: string;
  openapi?: { schema?: { parameters?: Parameters } };
}

interface MutatorPrototype {
  _apiDocs: OpenAPIObject;
  modifyRequest(this: MutatorPrototype, req: MutatedRequest): void;
}

const mutatorPrototype = (
  mutatorExports as unknown as { RequestParameterMutator: { prototype: MutatorPrototype } }
).RequestParameterMutator.prototype;

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * Whether the mutator leaves a request without a query string alone for an operation: it reshapes only
 * parameters with `content`, object or array schemas (or ones built of allOf/oneOf/anyOf), and other
 * styles than form and simple; a plain scalar it does not touch, and without a query string there is
 * no query parameter to check for reserved characters.
 */
export function onlyPlainParameters(document: OpenAPIObject, parameters: Parameters): boolean {
  return parameters.every((reference) => {
    const p = parameterOf(document, reference);
    const schema = p?.schema;
    return (
      p !== undefined &&
      p.content === undefined &&
      (p.style === undefined || p.style === 'form' || p.style === 'simple') &&
      schema !== undefined &&
      !isRef(schema) &&
      SCALARS.has(schema.type as string) &&
      schema.allOf === undefined &&
      schema.oneOf === undefined &&
      schema.anyOf === undefined
    );
  });
}

/**
 * The validator rebuilds its parameter mutator for every request, which parses the URL with the
 * legacy parser and walks every parameter of the operation. For a
 * request without a query string to an operation whose parameters are all plain scalars, every step
 * of that walk does nothing, so it is skipped; any other request is mutated as before. Which
 * operations qualify is worked out once per operation.
 */
export const skipNeedlessParameterMutation = patch(
  'skipNeedlessParameterMutation',
  mutatorPrototype,
  'modifyRequest',
  (modifyRequest) => {
    const plain = new WeakMap<object, boolean>();
    return function modifyPlainRequest(this: MutatorPrototype, req: MutatedRequest) {
      const operation = req.openapi?.schema;
      if (operation !== undefined && !req.originalUrl.includes('?')) {
        let known = plain.get(operation);
        if (known === undefined) {
          known = onlyPlainParameters(this._apiDocs, operation.parameters ?? []);
          plain.set(operation, known);
        }
        if (known) return;
      }
      modifyRequest.call(this, req);
    };
  },
);
