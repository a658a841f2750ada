/**
 * The one place that sets up express-openapi-validator, for the chat API and for the control API
 * alike: the same options, and the workaround that keeps the validator's coerced query values.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { compileOpenApiSchemaWhenUsed, keepCompiledRoutePatterns } from './validator-speedups.ts';

/**
 * The validator of `document` (a copy without discriminators: see "The discriminator copy" in docs/decisions.md), checking
 * requests and, when asked, responses. Nothing it cannot place may reach a handler unchecked.
 */
export function openApiValidator(document: OpenAPIObject, validateResponses: boolean): RequestHandler[] {
  keepCompiledRoutePatterns();
  compileOpenApiSchemaWhenUsed();
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

/**
 * Express 5 parses `req.query` again on every read, which would undo the validator's coercion (a
 * `limit` of "10" must reach the handler as 10): the parsed query is fixed once as a plain property.
 */
export function keepValidatedQuery(req: Request, _res: Response, next: NextFunction): void {
  // Without a query string there is nothing to parse: most requests skip the parser.
  const query = req.url.includes('?') ? { ...req.query } : {};
  Object.defineProperty(req, 'query', { value: query, writable: true, enumerable: true });
  next();
}
