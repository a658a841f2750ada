/**
 * The one place that sets up express-openapi-validator, for the chat API and for the control API
 * alike: the same options, and the workaround that keeps the validator's coerced query values.
 */
import querystring from 'node:querystring';
import type { Express, Request, RequestHandler } from 'express';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import specLoaderExports from 'express-openapi-validator/dist/framework/openapi.spec.loader.js';
import validatorExports from 'express-openapi-validator/dist/openapi.validator.js';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import {
  keepCompiledRoutePatterns,
  rememberRoutesByPath,
  skipNeedlessParameterMutation,
} from './fast-paths/validator-requests.ts';
import {
  bundleOnlyWhatRefersOutside,
  compileOpenApiSchemaWhenUsed,
  walkOnlyTheOperationSchemas,
} from './fast-paths/validator-start.ts';
import {
  preprocessWithoutNeedlessCopies,
  resolveLocalRefsFromTheDocument,
} from './fast-paths/validator-preprocessor.ts';

const { OpenApiValidator } = validatorExports;
const { OpenApiSpecLoader } = specLoaderExports;

/**
 * The validator of `document` (a copy without discriminators: see "The discriminator copy" in
 * docs/decisions.md), checking requests and, when asked, responses. Nothing it cannot place may reach
 * a handler unchecked.
 *
 * The validator changes the document it is given, so `document` must be a copy nobody else holds, as
 * `validatorDocument` and `sandboxValidatorDocument` make. The package's `middleware()` makes a deep
 * copy of its own first, a twentieth of a start-up; this is that function without the copy.
 */
export function openApiValidator(document: OpenAPIObject, validateResponses: boolean): RequestHandler[] {
  keepCompiledRoutePatterns.install();
  compileOpenApiSchemaWhenUsed.install();
  resolveLocalRefsFromTheDocument.install();
  preprocessWithoutNeedlessCopies.install();
  walkOnlyTheOperationSchemas.install();
  bundleOnlyWhatRefersOutside.install();
  rememberRoutesByPath.install();
  skipNeedlessParameterMutation.install();
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
    // them again against the OpenAPI schema at every start took a fifth of the start-up.
    validateApiSpec: false,
  };
  const validator = new OpenApiValidator(options);
  const spec = new OpenApiSpecLoader({ apiDoc: document as never, validateApiSpec: false }).load();
  const stages = validator.installMiddleware(spec) as RequestHandler[];
  return stages.filter((stage) => !IDLE_STAGES.has(stage.name));
}

/**
 * Stages the validator installs that do nothing with these options, each a router layer and a
 * promise on every request: the security check (`validateSecurity: false`), and the one that puts
 * `app.param` handlers on the app at the first request, which only routes of the app itself would call
 * (every route here is on a router of its own). A test checks which stages are left.
 */
const IDLE_STAGES = new Set(['securityMiddleware', 'pathParamsMiddleware']);

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
