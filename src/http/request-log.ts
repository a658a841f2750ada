/** The request log: one line per request, naming the app, at the info level. */
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { withoutSecrets } from '../contract/secrets.ts';
import type { StageResponse } from './locals.ts';

/**
 * The logger of one line per request. It belongs to the info level only: above it the request logger
 * would build a child logger and its bindings for every request only to print nothing, so the app
 * installs it only when info is on. Failures are still logged by the error handler.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp<Request, StageResponse>({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) =>
      `${appOfLine(res)}${req.method} ${sentUrl(req, res)} ${res.statusCode} ${Math.round(ms)}ms${res.locals.errorCode ? ` ${res.locals.errorCode}` : ''}`,
    customErrorMessage: (req, res) => `${appOfLine(res)}${req.method} ${sentUrl(req, res)} ${res.statusCode}`,
    customProps: (_req, res) => {
      const key = res.locals.runtime?.key;
      return key ? { appId: key.appId, region: key.region } : {};
    },
    serializers: { req: () => undefined, res: () => undefined },
  });
}

/**
 * The URL of a request line, as the client sent it (a stage may have made it the canonical one), with
 * an API key in it cut to its start: a log line is no place for a secret.
 */
const sentUrl = (req: Request, res: StageResponse): string =>
  withoutSecrets(res.locals.sentUrl ?? req.originalUrl);

/** `region/appId ` of a request line, once the request's app is known. */
function appOfLine(res: StageResponse): string {
  const key = res.locals.runtime?.key;
  return key ? `${key.region}/${key.appId} ` : '';
}
