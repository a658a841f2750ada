/**
 * Mounts the route tables on the paths and methods the contract gives each operationId, so a handler
 * cannot answer on a path the document does not describe.
 */
import type { Request, Response, Router } from 'express';
import type { OpenAPIObject, OperationObject } from 'openapi3-ts/oas30';
import { pathToRegexp } from 'path-to-regexp';
import { ApiError } from '../contract/errors.ts';
import { OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../contract/operations.ts';
import { blockedUserRoutes } from '../routes/blocked-users.ts';
import { botRoutes } from '../routes/bots.ts';
import { conversationReadRoutes } from '../routes/conversation-reads.ts';
import { groupMemberRoutes } from '../routes/group-members.ts';
import { groupRoutes } from '../routes/groups.ts';
import { messageWriteRoutes } from '../routes/message-writes.ts';
import { messageRoutes } from '../routes/messages.ts';
import { moderationRoutes } from '../routes/moderation.ts';
import type { Handler, RouteTable } from '../routes/types.ts';
import { userRoutes } from '../routes/users.ts';
import type { Store } from '../store/store.ts';
import type { AppRuntime } from './app-registry.ts';

const TABLE: RouteTable = {
  ...botRoutes,
  ...userRoutes,
  ...blockedUserRoutes,
  ...groupRoutes,
  ...groupMemberRoutes,
  ...conversationReadRoutes,
  ...messageRoutes,
  ...messageWriteRoutes,
  ...moderationRoutes,
};

/** Every operation of the contract has its handler; a missing one stops the start, not a request. */
export const ROUTES = Object.fromEntries(
  OPERATION_IDS.map((operationId) => {
    const handler = TABLE[operationId];
    if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
    return [operationId, handler];
  }),
) as Record<OperationId, Handler>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** Express path, e.g. `/groups/:guid/members`. */
  path: string;
}

const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of a document (the chat contract or the control API's). */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, OperationObject | undefined>)[method];
      if (op?.operationId) ops.push({ operationId: op.operationId, method, path: expressPath(path) });
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

/** Whether the operation documents the onBehalfOf header; elsewhere the header is ignored. */
function takesOnBehalfOf(document: OpenAPIObject, operationId: OperationId): boolean {
  const { method, path } = OPERATION_ROUTES[operationId];
  const op = (document.paths?.[path] as Record<string, OperationObject | undefined> | undefined)?.[method];
  return (op?.parameters ?? []).some((p) =>
    '$ref' in p ? /\/onBehalfOf(Required)?$/.test(p.$ref) : p.name === 'onBehalfOf',
  );
}

export function mountOperations(router: Router, document: OpenAPIObject, store: Store): void {
  for (const operationId of OPERATION_IDS) {
    const { method, path } = OPERATION_ROUTES[operationId];
    const handler = ROUTES[operationId];
    const readsOnBehalfOf = takesOnBehalfOf(document, operationId);
    router[method](expressPath(path), async (req: Request, res: Response) => {
      const runtime = res.locals.runtime as AppRuntime;
      const state = await store.load(runtime.key);
      const header = req.headers.onbehalfof;
      const onBehalfOf = readsOnBehalfOf && typeof header === 'string' ? header : undefined;
      if (onBehalfOf !== undefined && !state.users.has(onBehalfOf)) {
        throw new ApiError(
          'ERR_UID_NOT_FOUND',
          `The UID ${onBehalfOf} in the onBehalfOf header does not exist.`,
        );
      }
      let result;
      try {
        result = await handler({
          state,
          clock: runtime.clock,
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
          onBehalfOf,
        });
      } finally {
        // Whatever the state's tables noted is written before the answer, an error's included.
        if (state.changes.pending) await store.commit(runtime.key);
      }
      res.json(result.meta === undefined ? { data: result.data } : { data: result.data, meta: result.meta });
    });
  }
}
