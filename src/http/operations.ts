/** The chat API's route table, mounted on the contract's operations, and finding an operation by path. */
import type { Router } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
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
import { expressPath, mountTable, operationsOf, type Operation } from './mount.ts';

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
const takesOnBehalfOf = (operation: Operation): boolean =>
  (operation.object.parameters ?? []).some((p) =>
    '$ref' in p ? /\/onBehalfOf(Required)?$/.test(p.$ref) : p.name === 'onBehalfOf',
  );

/** Mounts the chat operations: the app's state and clock in, the change written before the answer. */
export function mountOperations(router: Router, document: OpenAPIObject, store: Store): void {
  const onBehalfOfRead = new Set(
    operationsOf(document)
      .filter(takesOnBehalfOf)
      .map((op) => op.operationId),
  );
  mountTable<Handler>(router, document, TABLE, async (handler, operation, req, res) => {
    const runtime = res.locals.runtime as AppRuntime;
    const state = await store.load(runtime.key);
    const header = req.headers.onbehalfof;
    const onBehalfOf =
      onBehalfOfRead.has(operation.operationId) && typeof header === 'string' ? header : undefined;
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
