/**
 * Mounts the route tables on the paths and methods the contract gives each operationId, so a handler
 * cannot answer on a path the document does not describe.
 */
import type { Request, Response, Router } from 'express';
import type { OpenAPIObject, OperationObject } from 'openapi3-ts/oas30';
import { pathToRegexp } from 'path-to-regexp';
import { ApiError } from '../contract/errors.ts';
import { OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../contract/operations.ts';
import { botRoutes } from '../routes/bots.ts';
import { groupRoutes } from '../routes/groups.ts';
import { messageRoutes } from '../routes/messages.ts';
import { moderationRoutes } from '../routes/moderation.ts';
import type { Handler, RouteTable } from '../routes/types.ts';
import { userRoutes } from '../routes/users.ts';
import type { Store } from '../store/store.ts';
import type { AppRuntime } from './app-registry.ts';

export const ROUTES: RouteTable = {
  ...botRoutes,
  ...userRoutes,
  ...groupRoutes,
  ...messageRoutes,
  ...moderationRoutes,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** Express path relative to /v3, e.g. `/groups/:guid/members`. */
  path: string;
}

const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function operationsOf(document: OpenAPIObject): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, OperationObject | undefined>)[method];
      if (op?.operationId) {
        ops.push({ operationId: op.operationId, method, path: expressPath(path) });
      }
    }
  }
  return ops;
}

/** Compiled once; Express's own matcher, so an operation is found exactly where its route answers. */
const MATCHERS = OPERATION_IDS.map((operationId) => {
  const { method, path } = OPERATION_ROUTES[operationId];
  return { operationId, method: method.toUpperCase(), regexp: pathToRegexp(expressPath(path)).regexp };
});

/** The operation a method and path (relative to /v3) name, if any; HEAD names the GET operation. */
export function operationAt(method: string, path: string): OperationId | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return MATCHERS.find((m) => m.method === wanted && m.regexp.test(path))?.operationId;
}

function notImplemented(operationId: string): Handler {
  return () => {
    throw new ApiError(
      'ERR_NOT_IMPLEMENTED',
      `The operation ${operationId} is not available in this sandbox yet.`,
    );
  };
}

export function mountOperations(router: Router, document: OpenAPIObject, store: Store): void {
  for (const op of operationsOf(document)) {
    const handler = ROUTES[op.operationId] ?? notImplemented(op.operationId);
    router[op.method](op.path, async (req: Request, res: Response) => {
      const runtime = res.locals.runtime as AppRuntime;
      const state = await store.load(runtime.key);
      const header = req.headers.onbehalfof;
      const onBehalfOf = typeof header === 'string' ? header : undefined;
      if (onBehalfOf !== undefined && !state.users.has(onBehalfOf)) {
        throw new ApiError(
          'ERR_UID_NOT_FOUND',
          `The UID ${onBehalfOf} in the onBehalfOf header does not exist.`,
        );
      }
      const result = await handler({
        state,
        clock: runtime.clock,
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        body: req.body,
        onBehalfOf,
      });
      if (result.mutated) await store.commit(runtime.key);
      res.json(result.meta === undefined ? { data: result.data } : { data: result.data, meta: result.meta });
    });
  }
}
