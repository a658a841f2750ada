/**
 * The fast paths: code that patches or replaces a library the project does not own, for speed, kept
 * here behind one switch. Each gives the library's own answers, and docs/fast-paths.md lists each
 * with what it replaces, what it saves and the upstream issue it works around ("Delete when upstream
 * fixes"):
 *
 * - `series.ts`: the /v3 stages as one middleware instead of one Express router layer each;
 * - `json-body.ts`: the common JSON body read without body-parser's machinery;
 * - `validator-entry.ts`: express-openapi-validator built without `middleware()`'s deep copy and two
 *   idle stages, its stages calling their inner middleware without a promise (`validator-stages.ts`);
 * - `validator-start.ts`, `validator-preprocessor.ts`, `validator-requests.ts`,
 *   `validator-operations.ts`, `validator-responses.ts`: fourteen replacements of the validator's
 *   internals, at start, in its preprocessor and on every request and response.
 *
 * The switch: `CHAT_SANDBOX_FAST_PATHS=off`, read at every `createApp`, or `fastPaths: false` in the
 * app's Config, which wins over the variable. Off, the app runs on the libraries as published:
 * `express.json`, an `express.Router` of the /v3 stages, and the validator's own `middleware()` with
 * none of its internals replaced. `.ci/run` runs API tests of every family both ways (`npm run test:plain`).
 *
 * The validator's replacements live on its module objects, so they belong to the process, not to an
 * app: the app created last decides whether they are in place, and the validators it builds follow.
 * An app made earlier keeps its own series and body reader; its answers are the same either way.
 */
import express, { type RequestHandler } from 'express';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import { jsonBody, type JsonBodyOptions } from './json-body.ts';
import type { Patch } from './patch.ts';
import { series } from './series.ts';
import { validatorEntry } from './validator-entry.ts';
import {
  preprocessWithoutNeedlessCopies,
  resolveLocalRefsFromTheDocument,
} from './validator-preprocessor.ts';
import {
  keepKnownQueryNames,
  rememberRequestChecks,
  reuseParameterMutators,
} from './validator-operations.ts';
import {
  keepCompiledRoutePatterns,
  rememberRoutesByPath,
  skipNeedlessParameterMutation,
} from './validator-requests.ts';
import {
  matchResponseTypesOnce,
  rememberJsonMediaTypes,
  rememberResponseChecks,
} from './validator-responses.ts';
import {
  bundleOnlyWhatRefersOutside,
  compileOpenApiSchemaWhenUsed,
  walkOnlyTheOperationSchemas,
} from './validator-start.ts';

/** The environment variable that turns every fast path off: `off`; `on` or unset leaves them on. */
export const FAST_PATHS_VARIABLE = 'CHAT_SANDBOX_FAST_PATHS';

/** The replacements of express-openapi-validator's internals. */
export const VALIDATOR_PATCHES: readonly Patch[] = [
  compileOpenApiSchemaWhenUsed,
  walkOnlyTheOperationSchemas,
  bundleOnlyWhatRefersOutside,
  resolveLocalRefsFromTheDocument,
  preprocessWithoutNeedlessCopies,
  keepCompiledRoutePatterns,
  rememberRoutesByPath,
  skipNeedlessParameterMutation,
  rememberRequestChecks,
  keepKnownQueryNames,
  reuseParameterMutators,
  rememberResponseChecks,
  rememberJsonMediaTypes,
  matchResponseTypesOnce,
];

/** What an app composes its pipeline with: the fast paths, or the libraries as published. */
export interface FastPaths {
  readonly on: boolean;
  /** Middleware run in order as one middleware. */
  series(stages: readonly RequestHandler[]): RequestHandler;
  /** The JSON body parser, with body-parser's rules and refusals. */
  jsonBody(options: JsonBodyOptions): RequestHandler;
}

const FAST: FastPaths = { on: true, series, jsonBody };

const PLAIN: FastPaths = {
  on: false,
  series: (stages) => express.Router().use(...stages),
  jsonBody: ({ limit, verify }) => express.json({ limit, strict: true, verify }),
};

/**
 * Whether the fast paths are wanted: `setting` when given, else the environment variable. A value of
 * the variable other than `on` or `off` stops the start, so a misspelt switch cannot pass for one.
 */
export function fastPathsWanted(setting?: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (setting !== undefined) return setting;
  const value = env[FAST_PATHS_VARIABLE];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${FAST_PATHS_VARIABLE} is '${value}'; it takes on or off.`);
}

/**
 * The one call that turns the fast paths on or off (see above), for an app being created: puts the
 * validator's replacements in place or takes them out, and hands back what to compose with.
 */
export function installFastPaths(setting?: boolean): FastPaths {
  const on = fastPathsWanted(setting);
  for (const replacement of VALIDATOR_PATCHES) {
    if (on) replacement.install();
    else replacement.uninstall();
  }
  return on ? FAST : PLAIN;
}

/** Whether the validator's replacements are in place now (the last app made chose). */
export const fastPathsInPlace = (): boolean =>
  VALIDATOR_PATCHES.every((replacement) => replacement.installed);

/** express-openapi-validator's stages for `options`, fast while its replacements are in place. */
export function validatorStages(options: OpenApiValidatorOpts): RequestHandler[] {
  return validatorEntry(options, fastPathsInPlace());
}
