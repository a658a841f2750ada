/**
 * Builds the Express app; never listens (startSandbox in start.ts does). The order of the pipeline is
 * that of docs/decisions/request-order-of-checks.md: CORS → journal → which app → JSON body and its
 * depth → apikey → rate limit → an operation of the reference not served yet → bracketed query
 * names → Prefer and faults → OpenAPI validation → handler → one error handler. The control API has
 * its own router under /__sandbox.
 */
import cors from 'cors';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { pino, type Logger } from 'pino';
import {
  operationNotFound,
  operationNotServedYet,
  routeNotFound,
  unknownApiVersion,
} from './contract/error-catalogue.ts';
import { API_PREFIX_ALIAS, asCanonicalVersion, versionOf } from './http/api-version.ts';
import { API_PREFIX, BODY_LIMIT_BYTES } from './contract/limits.ts';
import { SANDBOX_PREFIX } from './contract/sandbox-limits.ts';
import { unservedAt } from './contract/unserved-operations.ts';
import { loadFixtures } from './store/fixtures.ts';
import type { StateSnapshot } from './store/state.ts';
import type { Store } from './store/store.ts';
import { AppRegistry } from './http/app-registry.ts';
import { authenticate } from './http/auth.ts';
import { BodyExplainer } from './http/body-details.ts';
import { bracketedNames, checkBracketedKeys } from './http/bracket-names.ts';
import { limitBodyDepth } from './http/body-depth.ts';
import { keywordBody } from './http/keyword-body.ts';
import { KEYWORD_WRITES } from './contract/keyword-list-catalogue.ts';
import type { Config } from './http/config.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { installFastPaths, type FastPaths } from './http/fast-paths/index.ts';
import { requestLog } from './http/request-log.ts';
import { spelledBooleans } from './http/spelled-booleans.ts';
import { notAnOperation, operationAt, operationsStage } from './http/operations.ts';
import { consumeRate, showRateHeaders, tierOf } from './http/rate-limit.ts';
import { runtimeOf, type StageResponse } from './http/locals.ts';
import { chatOpenApiValidator, keepValidatedQuery } from './http/validator.ts';
import { createSandbox, type SandboxFeature } from './sandbox/index.ts';
import { servePages } from './sandbox/pages.ts';
import { Delays } from './sandbox/provocation.ts';
import type { WebhookSettings } from './sandbox/sandbox-apps.ts';
import { resolveApp } from './http/tenancy.ts';
import {
  chatDocument,
  chatValidatorDocument,
  controlDocument,
  controlValidatorDocument,
} from './documents.ts';

export interface AppDeps {
  store: Store;
  config: Config;
  logger?: Logger;
  /** Uniform in [0, 1) for fault probabilities; tests pass a seeded one. */
  random?: () => number;
  /**
   * Waits for Prefer delays and fault latency; tests pass one that records instead of waiting. By
   * default a real wait, cut short when the app closes (closeApp).
   */
  sleep?: (ms: number) => Promise<void>;
  /** The fixtures a reset puts back; give the same the store seeds new apps with. */
  seed?: () => StateSnapshot;
  /** The webhooks every app starts with, and how deliveries are paced. */
  webhooks?: WebhookSettings;
}

export const CORS_HEADERS = ['apikey', 'onBehalfOf', 'appId', 'region', 'content-type', 'Prefer'];
const EXPOSED_HEADERS = ['X-Rate-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset', 'Retry-After'];

export function createApp({
  store,
  config,
  logger = pino({ level: 'silent' }),
  random = Math.random,
  sleep,
  seed = loadFixtures,
  webhooks,
}: AppDeps): express.Express {
  // The contract as served, far larger than the validator's copy, is read when first served or
  // when a body is first explained; the operations and their parameters, all the start needs, are
  // the same in the validator's copy.
  let served: OpenAPIObject | undefined;
  const document = (): OpenAPIObject => (served ??= chatDocument());
  const operations = chatValidatorDocument();
  const registry = new AppRegistry(config.clock);
  const explainer = new BodyExplainer(document);
  const bracketNames = bracketedNames(operations);
  const spellBooleans = spelledBooleans(operations);
  const delays = new Delays();
  const sandbox = createSandbox({
    store,
    seed,
    registry,
    random,
    sleep: sleep ?? delays.sleep,
    version: config.version,
    journalSize: config.journalSize,
    adminToken: config.adminToken,
    validateResponses: config.validateResponses,
    webhooks,
    defaultApp: config.defaultApp,
    documents: { document: controlDocument(), validatorDocument: controlValidatorDocument },
  });
  const app = express();
  const fast = installFastPaths(config.fastPaths);
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  keepValidatedQuery(app);
  // The real service sends no ETag, and hashing every body was a cost on every read.
  app.set('etag', false);
  app.locals.registry = registry;
  app.locals.closeSandbox = () => {
    delays.releaseAll();
    sandbox.close();
  };

  if (logger.isLevelEnabled('info')) app.use(requestLog(logger));
  if (config.cors) {
    const allowBrowsers = cors({
      origin: true,
      allowedHeaders: CORS_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
    // The control API is for test runners and tools: no page of another site may read or drive it.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (isControlPath(req.path)) return next();
      // Only a page's request carries an Origin, and CORS speaks only to those; for the rest (curl, a
      // backend, a test runner: nearly every request) the library's work was a cost on every read.
      // The answer still says it varies with Origin, so a cache never hands a page one made without.
      if (req.headers.origin === undefined) {
        res.setHeader('Vary', 'Origin');
        return next();
      }
      allowBrowsers(req, res, next);
    });
  }

  // The chat API first: nearly every request is one of its, and each route ahead of it is a match tried.
  const chatApi = fast.series([
    sandbox.journal,
    (req: Request, res: StageResponse, next: NextFunction) => {
      asCanonicalVersion(req, res);
      const runtime = registry.get(resolveApp(req, config.defaultApp));
      const operationId = operationAt(req.method, req.path);
      const tier = operationId === undefined ? 'standard' : tierOf(operationId);
      showRateHeaders(res, runtime, tier, config.rateLimit[tier]);
      res.locals.runtime = runtime;
      res.locals.tier = tier;
      res.locals.operationId = operationId;
      sandbox.stampArrival(res, runtime);
      next();
    },
    bodyStage(sandbox, fast),
    async (req: Request, res: StageResponse, next: NextFunction) => {
      const runtime = runtimeOf(res);
      const tier = res.locals.tier ?? 'standard';
      authenticate(await store.load(runtime.key), req.headers.apikey);
      consumeRate(res, runtime, tier, config.rateLimit[tier]);
      // Before Prefer and validation, which would answer for an operation the sandbox serves on a
      // path where the reference routes to one it does not (docs/decisions/request-unserved-operations.md).
      const unserved = res.locals.operationId === undefined ? unservedAt(req.method, req.path) : undefined;
      if (unserved) throw operationNotServedYet(unserved, req.method, req.baseUrl + req.path);
      // Nothing after this stage can answer a request placed at no operation.
      if (res.locals.operationId === undefined) throw notAnOperation(req.method, req.path);
      checkBracketedKeys(req.query, res.locals.operationId, bracketNames);
      // After the journal kept the body as sent, before Prefer and validation see it.
      spellBooleans(res.locals.operationId, req.body);
      next();
    },
    sandbox.simulate,
    ...chatOpenApiValidator(chatValidatorDocument, config.validateResponses),
    operationsStage(operations, store),
    (req: Request) => {
      throw operationNotFound(req.method, req.path);
    },
  ]);
  app.use(API_PREFIX, chatApi);
  // A layer of its own after /v3, so a request under /v3 is not matched against it first.
  app.use(API_PREFIX_ALIAS, chatApi);

  servePages(app);
  serveDocument(app, '/openapi', document);
  serveDocument(app, '/sandbox-admin', () => sandbox.document);
  app.use(SANDBOX_PREFIX, sandbox.router);

  app.use((req: Request) => {
    const version = versionOf(req.path);
    if (version) throw unknownApiVersion(version);
    throw routeNotFound(req.method, req.path);
  });
  app.use(createErrorHandler(logger, explainer.forRequest, { validateResponses: config.validateResponses }));
  return app;
}

/**
 * The JSON body, its depth checked and kept for the journal. The parser's own check, whether there is
 * a body at all, is made before it is called: most requests of a chat client are reads without one,
 * and the three stages' bookkeeping is spared them.
 */
function bodyStage(sandbox: SandboxFeature, fast: FastPaths): RequestHandler {
  const stages = fast.series([
    fast.jsonBody({ limit: BODY_LIMIT_BYTES, verify: sandbox.holdRawBody }),
    limitBodyDepth,
    sandbox.captureBody,
  ]);
  // A keyword list's body may be a form, and up to 1 MB (SPEC 19).
  const keywordStages = fast.series([keywordBody(sandbox.holdRawBody), limitBodyDepth, sandbox.captureBody]);
  return (req: Request, res: StageResponse, next: NextFunction) =>
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined
      ? (KEYWORD_WRITES.has(res.locals.operationId ?? '') ? keywordStages : stages)(req, res, next)
      : next();
}

/** Stops what the app runs beside its requests (webhook deliveries); for a server that is closing. */
export function closeApp(app: express.Express): void {
  (app.locals.closeSandbox as (() => void) | undefined)?.();
}

const isControlPath = (path: string): boolean =>
  path.toLowerCase() === SANDBOX_PREFIX || path.toLowerCase().startsWith(`${SANDBOX_PREFIX}/`);

/**
 * Serves a document at `<path>.yaml` and `<path>.json`: the chat contract at /openapi, the control
 * API's at /sandbox-admin, each the same text as its committed file under openapi/ (the drift check
 * keeps them equal), so a client generator can be pointed at the running sandbox.
 */
function serveDocument(app: express.Express, path: string, document: () => OpenAPIObject): void {
  // Rendered at the first request for it, and the YAML library loaded only then: both slowed every
  // start, and most runs never ask.
  let yaml: Promise<string> | undefined;
  app.get(`${path}.yaml`, async (_req, res) => {
    yaml ??= import('./contract/document-files.ts').then(({ renderDocument }) => renderDocument(document()));
    res.type('application/yaml').send(await yaml);
  });
  app.get(`${path}.json`, (_req, res) => {
    res.json(document());
  });
}
