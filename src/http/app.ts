/**
 * Builds the Express app; never listens (cli.ts does). The order of the pipeline is the contract's:
 * CORS → body parser → which app → apikey → rate limit → OpenAPI validation → handler → one error
 * handler.
 */
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { buildChatDocument, validatorDocument } from '../contract/chat-document.ts';
import { renderDocument } from '../contract/document-files.ts';
import { ApiError } from '../contract/errors.ts';
import { API_PREFIX, BODY_LIMIT_BYTES } from '../contract/limits.ts';
import type { Store } from '../store/store.ts';
import { AppRegistry, type AppRuntime } from './app-registry.ts';
import { authenticate } from './auth.ts';
import { BodyExplainer } from './body-details.ts';
import { limitBodyDepth } from './body-depth.ts';
import type { Config } from './config.ts';
import { createErrorHandler } from './error-handler.ts';
import { mountOperations } from './operations.ts';
import { consumeRate, showRateHeaders, tierOf, type RateTier } from './rate-limit.ts';
import { resolveApp } from './tenancy.ts';

export interface AppDeps {
  store: Store;
  config: Config;
  logger?: Logger;
}

export const CORS_HEADERS = ['apikey', 'onBehalfOf', 'appId', 'region', 'content-type', 'Prefer'];
const EXPOSED_HEADERS = ['X-Rate-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset', 'Retry-After'];

export function createApp({ store, config, logger = pino({ level: 'silent' }) }: AppDeps): express.Express {
  const document = buildChatDocument();
  const registry = new AppRegistry(config.clock);
  const explainer = new BodyExplainer(document);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.locals.registry = registry;

  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      customSuccessMessage: (req, res, ms) =>
        `${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(ms)}ms${res.locals.errorCode ? ` ${res.locals.errorCode}` : ''}`,
      customErrorMessage: (req, res) => `${req.method} ${req.originalUrl} ${res.statusCode}`,
      serializers: { req: () => undefined, res: () => undefined },
    }),
  );
  if (config.cors) {
    app.use(
      cors({ origin: true, allowedHeaders: CORS_HEADERS, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 }),
    );
  }

  serveContract(app, document);

  const v3 = express.Router({ strict: false });
  v3.use((req: Request, res: Response, next: NextFunction) => {
    const runtime = registry.get(resolveApp(req, config.defaultApp));
    const tier = tierOf(req.method, req.originalUrl.split('?')[0] ?? '');
    showRateHeaders(res, runtime, tier, config.rateLimit[tier]);
    res.locals.runtime = runtime;
    res.locals.tier = tier;
    next();
  });
  v3.use(express.json({ limit: BODY_LIMIT_BYTES, strict: true }));
  v3.use(limitBodyDepth);
  v3.use(async (req: Request, res: Response, next: NextFunction) => {
    const runtime = res.locals.runtime as AppRuntime;
    const tier = res.locals.tier as RateTier;
    authenticate(await store.load(runtime.key), req.headers.apikey);
    consumeRate(res, runtime, tier, config.rateLimit[tier]);
    // Express 5 re-parses req.query on every read; the validator's coerced values must stay.
    Object.defineProperty(req, 'query', { value: { ...req.query }, writable: true, enumerable: true });
    next();
  });
  v3.use(
    OpenApiValidator.middleware({
      apiSpec: validatorDocument(document) as never,
      validateRequests: { allErrors: true, removeAdditional: false },
      validateResponses: config.validateResponses ? { allErrors: true } : false,
      validateSecurity: false,
      validateFormats: true,
      ignoreUndocumented: false,
    }),
  );
  mountOperations(v3, document, store);
  v3.use((req) => {
    throw new ApiError('ERR_API_NOT_FOUND', `No operation ${req.method} ${req.path} exists in API v3.`);
  });
  app.use(API_PREFIX, v3);

  app.use((req: Request) => {
    const version = /^\/(v\d+(?:\.\d+)?)(?:\/|$)/i.exec(req.path)?.[1];
    if (version) {
      throw new ApiError('ERR_INVALID_API_VERSION', `API version '${version}' does not exist; use /v3.`);
    }
    throw new ApiError('ERR_API_NOT_FOUND', `No route ${req.method} ${req.path}; the API lives under /v3.`);
  });
  app.use(createErrorHandler(logger, explainer.forRequest));
  return app;
}

function serveContract(app: express.Express, document: OpenAPIObject): void {
  // The same text as the committed openapi/chat-v3.yaml (the drift check keeps them equal).
  const yaml = renderDocument(document);
  app.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(yaml);
  });
  app.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
}
