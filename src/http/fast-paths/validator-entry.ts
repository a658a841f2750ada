/**
 * How express-openapi-validator's stages are built. Its `middleware(options)` deep-copies the
 * document with lodash's cloneDeep (which every start paid for; the documents given are private copies
 * already) and installs two stages that do nothing with these options, each a router layer and a
 * promise on every request: the security check (`validateSecurity: false`), and the one that puts
 * `app.param` handlers on the app at the first request, which only routes of the app itself would call
 * (every route here is on a router of its own). With the fast paths it is built from the package's
 * own classes, as `middleware()` builds it, without the copy and without those two stages, and its
 * stages call their inner middleware without a promise once it is built (validator-stages.ts).
 */
import type { RequestHandler } from 'express';
import * as validatorPackage from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import specLoaderExports from 'express-openapi-validator/dist/framework/openapi.spec.loader.js';
import validatorExports from 'express-openapi-validator/dist/openapi.validator.js';
import { directStages } from './validator-stages.ts';

const { OpenApiValidator } = validatorExports;
const { OpenApiSpecLoader } = specLoaderExports;

/** The stages left out (a test checks which are left). */
const IDLE_STAGES = new Set(['securityMiddleware', 'pathParamsMiddleware']);

/** The validator's stages for `options`: as `middleware()` makes them, or, when `fast`, as above. */
export function validatorEntry(options: OpenApiValidatorOpts, fast: boolean): RequestHandler[] {
  if (!fast) return validatorPackage.middleware(options) as RequestHandler[];
  const validator = new OpenApiValidator(options);
  const spec = new OpenApiSpecLoader({
    apiDoc: options.apiSpec as never,
    validateApiSpec: options.validateApiSpec ?? true,
  }).load();
  const stages = validator.installMiddleware(spec) as RequestHandler[];
  return directStages(
    validator,
    stages.filter((stage) => !IDLE_STAGES.has(stage.name)),
  );
}
