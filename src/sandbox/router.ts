/**
 * The control API under /__sandbox: access check, then its own OpenAPI validator (a second
 * express-openapi-validator on openapi/sandbox-admin.yaml, so control requests are checked and their
 * errors explained exactly as the chat API's are), then the handlers of routes.ts, mounted on the
 * control API's document by the loop of http/mount.ts.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { controlRouteNotFound, stateTooLarge } from '../contract/error-catalogue.ts';
import { ApiError } from '../contract/errors.ts';
import { SANDBOX_PREFIX, STATE_BODY_LIMIT_BYTES } from '../contract/sandbox-limits.ts';
import { type SandboxContext, type SandboxHandler, type SandboxRequest, sandboxRoutes } from './routes.ts';
import type { ControlOperationId } from './contract/control-types.ts';
import { adminAccess } from './admin-access.ts';
import { mountTable } from '../http/mount.ts';
import { openApiValidator } from '../http/validator.ts';

export interface SandboxRouterOptions {
  document: OpenAPIObject;
  /** A new copy of the document for the validator, which changes what it is given. */
  validatorDocument: () => OpenAPIObject;
  context: SandboxContext;
  adminToken: string | undefined;
  validateResponses: boolean;
}

export function sandboxRouter({
  document,
  validatorDocument,
  context,
  adminToken,
  validateResponses,
}: SandboxRouterOptions): Router {
  const router = express.Router();
  // Before the body is read: an unauthorised client never gets a 32 MB body parsed.
  router.use(adminAccess(adminToken));
  router.use(express.json({ limit: STATE_BODY_LIMIT_BYTES, strict: true }));
  // Built at the first control request: most runs of the sandbox never make one, and building it
  // delayed the first answer of the chat API (docs/performance.md, "The figures behind the code").
  let validator: Router | undefined;
  router.use((req: Request, res: Response, next: NextFunction) => {
    validator ??= express.Router().use(openApiValidator(validatorDocument(), validateResponses));
    validator(req, res, next);
  });
  mountTable<SandboxHandler<ControlOperationId>>(
    router,
    document,
    sandboxRoutes as Record<ControlOperationId, SandboxHandler<ControlOperationId>>,
    async (handler, _operation, req, res) => {
      // Where a control request meets its operation's types: the validator has checked it against
      // the operation, and that check is trusted from here on.
      const validated: unknown = { params: req.params, query: req.query, body: req.body };
      res.json(await handler(context, validated as SandboxRequest<ControlOperationId>));
    },
    SANDBOX_PREFIX,
  );
  const notFound = (req: Request): ApiError =>
    controlRouteNotFound(req.method, req.originalUrl.split('?')[0] ?? '');
  router.use((req: Request) => {
    throw notFound(req);
  });
  router.use((err: unknown, req: Request, _res: Response, next: NextFunction) => {
    const { type, status } = (err ?? {}) as { type?: string; status?: number };
    // The one error handler speaks of API v3 and its 64 KB limit; the control API has its own.
    if (type === 'entity.too.large') next(stateTooLarge());
    else if (!(err instanceof ApiError) && status === 404) next(notFound(req));
    else next(err);
  });
  return router;
}
