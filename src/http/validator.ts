/**
 * The one place that sets up express-openapi-validator, for the chat API and for the control API
 * alike: the same options, and the workaround that keeps one query object per request.
 */
import querystring from 'node:querystring';
import type { Express, Request, RequestHandler } from 'express';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { fastPathsInPlace, validatorStages } from './fast-paths/index.ts';

/**
 * The validator of `document` (a copy without discriminators: see "The discriminator copy" in
 * docs/decisions/request-discriminator-copy.md), checking requests and, when asked, responses. Nothing it cannot place may reach
 * a handler unchecked.
 *
 * The validator changes the document it is given, so `document` must be a copy nobody else holds, as
 * `validatorDocument` and `sandboxValidatorDocument` make. How its stages are built, with the fast
 * paths or as the package's `middleware()` builds them, is src/http/fast-paths/'s business.
 */
export function openApiValidator(document: OpenAPIObject, validateResponses: boolean): RequestHandler[] {
  const options: OpenApiValidatorOpts = {
    apiSpec: document as never,
    validateRequests: { allErrors: true, removeAdditional: false },
    validateResponses: validateResponses ? { allErrors: true } : false,
    validateSecurity: false,
    validateFormats: true,
    ignoreUndocumented: false,
    // No operation takes a file: without the upload stage a multipart body is refused by the request
    // check as an unsupported media type, and no Ajv instance is built for uploads at the first request.
    fileUploader: false,
    // The documents are generated and checked by the test suite (Spectral, the schema tests); checking
    // them again against the OpenAPI schema at every start bought nothing and slowed it.
    validateApiSpec: false,
  };
  return validatorStages(options);
}

const chatValidators = new Map<string, RequestHandler[]>();

/**
 * The chat contract's validator, made once per process for each choice of response checks and fast
 * paths, and shared by every app made with that choice: the document takes no options, and the
 * validator keeps no state of an app, only what it compiled. So a test suite that starts a fresh
 * sandbox for each test compiles an operation's checks once, not once per sandbox (a new app's first
 * two requests took 210–260 ms before, each compiling what the app before had compiled already).
 */
export function chatOpenApiValidator(
  document: () => OpenAPIObject,
  validateResponses: boolean,
): RequestHandler[] {
  const key = `${validateResponses} ${fastPathsInPlace()}`;
  let stages = chatValidators.get(key);
  if (stages === undefined) {
    stages = openApiValidator(document(), validateResponses);
    chatValidators.set(key, stages);
  }
  return stages;
}

const QUERY = Symbol('query');

/**
 * Express 5 parses `req.query` again on every read, a new object each time. What a stage puts on the
 * query object would be lost: `checkBracketedKeys` puts the operation's bracketed names where the
 * validator looks for them (http/bracket-names.ts), and the validator coerces values in place (a
 * `limit` of "10" must reach the handler as 10). So on `app`'s requests the query is parsed at its
 * first read and kept, and what the validator assigns is kept as well. This is behaviour, not speed:
 * without it the bracketed names are refused (the API suite shows it), so it stays on with the fast
 * paths off. A request without a query string parses nothing.
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
