/**
 * The one place that sets up express-openapi-validator, for the chat API and for the control API
 * alike: the same options, and the workaround that keeps the validator's coerced query values.
 */
import querystring from 'node:querystring';
import type { Express, Request, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import {
  keepCompiledRoutePatterns,
  rememberRoutesByPath,
  skipNeedlessParameterMutation,
} from './validator-request-speedups.ts';
import {
  bundleOnlyWhatRefersOutside,
  compileOpenApiSchemaWhenUsed,
  resolveLocalRefsFromTheDocument,
  walkOnlyTheOperationSchemas,
} from './validator-speedups.ts';

/**
 * The validator of `document` (a copy without discriminators: see "The discriminator copy" in docs/decisions.md), checking
 * requests and, when asked, responses. Nothing it cannot place may reach a handler unchecked.
 */
export function openApiValidator(document: OpenAPIObject, validateResponses: boolean): RequestHandler[] {
  keepCompiledRoutePatterns();
  compileOpenApiSchemaWhenUsed();
  resolveLocalRefsFromTheDocument();
  walkOnlyTheOperationSchemas();
  bundleOnlyWhatRefersOutside();
  rememberRoutesByPath();
  skipNeedlessParameterMutation();
  return OpenApiValidator.middleware({
    apiSpec: document as never,
    validateRequests: { allErrors: true, removeAdditional: false },
    validateResponses: validateResponses ? { allErrors: true } : false,
    validateSecurity: false,
    validateFormats: true,
    ignoreUndocumented: false,
    // The documents are generated and checked by the test suite (Spectral, the schema tests); checking
    // them again against the OpenAPI schema at every start took a fifth of the start-up.
    validateApiSpec: false,
  }) as RequestHandler[];
}

const QUERY = Symbol('query');

/**
 * Express 5 parses `req.query` again on every read, which would undo the validator's coercion (a
 * `limit` of "10" must reach the handler as 10): on `app`'s requests the query is parsed at its first
 * read and kept, and what the validator assigns is kept as well. A request without a query string
 * parses nothing.
 */
export function keepValidatedQuery(app: Express): void {
  const parse = (req: Request): Record<string, unknown> => {
    const mark = req.url.indexOf('?');
    return mark < 0 ? {} : { ...querystring.parse(req.url.slice(mark + 1)) };
  };
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    enumerable: true,
    get(this: Request & { [QUERY]?: Record<string, unknown> }) {
      return (this[QUERY] ??= parse(this));
    },
    set(this: Request & { [QUERY]?: unknown }, value: unknown) {
      this[QUERY] = value;
    },
  });
}
