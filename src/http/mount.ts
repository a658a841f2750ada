/**
 * The loop that mounts the control API's table of handlers on the paths and methods its document gives
 * each operationId, so a handler cannot answer on a path its document does not describe, and an
 * operation without a handler fails when the router is built (at the first control request). The chat
 * API's handlers are found per request by operationsStage (operations.ts).
 */
import type { Request, Response, Router } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { operationsOf, type Operation } from '../contract/document-operations.ts';

/**
 * Mounts `table[operationId]` for every operation of `document`; `answer` runs a handler for a
 * request and writes its response. `prefix` is taken off the document's paths (the control API's
 * paths include /__sandbox, where its router is mounted).
 */
export function mountTable<H>(
  router: Router,
  document: OpenAPIObject,
  table: Readonly<Record<string, H>>,
  answer: (handler: H, operation: Operation, req: Request, res: Response) => Promise<void>,
  prefix = '',
): void {
  for (const operation of operationsOf(document)) {
    const handler = table[operation.operationId];
    if (!handler) throw new Error(`No handler for the operation ${operation.operationId}`);
    router[operation.method](operation.path.slice(prefix.length), (req: Request, res: Response) =>
      answer(handler, operation, req, res),
    );
  }
}
