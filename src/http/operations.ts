/** The chat API's route table, mounted on the contract's operations, and finding an operation by path. */
import type { NextFunction, Request, RequestHandler } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { pathToRegexp } from 'path-to-regexp';
import {
  methodNotOnPath,
  onBehalfOfNotFound,
  operationNotFound,
  uidDeactivated,
} from '../contract/error-catalogue.ts';
import { unservedAt } from '../contract/unserved-operations.ts';
import type { ApiError } from '../contract/errors.ts';
import { isOperationId, OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../contract/operations.ts';
import { ROUTE_TABLE as TABLE } from '../routes/index.ts';
import type { ApiRequest, Handler } from '../routes/types.ts';
import { checkAccess } from '../domain/access.ts';
import { runOutbox } from '../domain/outbox.ts';
import type { Store } from '../store/store.ts';
import type { AppRuntime } from './app-registry.ts';
import { runtimeOf, type StageResponse } from './locals.ts';
import { expressPath, operationsOf, parametersOf, type Operation } from '../contract/document-operations.ts';

interface Matcher {
  operationId: OperationId;
  regexp: RegExp;
  keys: string[];
}

/**
 * Per method, the operations' paths compiled once with Express's own matcher (path-to-regexp, as the
 * router compiles a route), so an operation is found exactly where a route of it would answer, and a
 * request tests only the paths of its own method.
 */
const MATCHERS = new Map<string, Map<string, Matcher[]>>();
for (const operationId of OPERATION_IDS) {
  const { method, path } = OPERATION_ROUTES[operationId];
  const { regexp, keys } = pathToRegexp(expressPath(path));
  const first = firstSegment(path);
  if (first.includes('{')) throw new Error(`${operationId}: a path must begin with a fixed segment`);
  const byFirst = MATCHERS.get(method.toUpperCase()) ?? new Map<string, Matcher[]>();
  const list = byFirst.get(first) ?? [];
  list.push({ operationId, regexp, keys: keys.map((k) => k.name) });
  byFirst.set(first, list);
  MATCHERS.set(method.toUpperCase(), byFirst);
}

/**
 * A path's first segment, in lower case as the router matches letters. Every operation's path begins
 * with a fixed one, so a request is tested against the few paths under its own (a dozen at most)
 * rather than every path of its method, twice per request.
 */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

// A fixed path before a template that also matches it (GET /conversations/pinned before
// /conversations/{conversationId}), as OpenAPI matches them; the sort keeps the order otherwise.
for (const byFirst of MATCHERS.values()) {
  for (const list of byFirst.values()) list.sort((a, b) => a.keys.length - b.keys.length);
}

const matcherAt = (method: string, path: string): Matcher | undefined =>
  MATCHERS.get(method === 'HEAD' ? 'GET' : method)
    ?.get(firstSegment(path))
    ?.find((m) => m.regexp.test(path));

/** The operation a method and path (relative to /v3) name, if any; HEAD names the GET operation. */
export const operationAt = (method: string, path: string): OperationId | undefined =>
  matcherAt(method, path)?.operationId;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The refusal of a request placed at no operation (`path` relative to /v3): 404 either way, naming
 * the methods the path takes when it is a path of the API (served or not served yet), as an Allow
 * header does (docs/decisions/request-method-not-on-path.md).
 */
export function notAnOperation(method: string, path: string): ApiError {
  const allow = METHODS.filter((m) => matcherAt(m, path) !== undefined || unservedAt(m, path) !== undefined);
  return allow.length === 0
    ? operationNotFound(method, path)
    : methodNotOnPath(method, path, allow.join(', '));
}

/** The path parameters of `operationId` in `path`, decoded as Express decodes a route's. */
export function paramsOf(operationId: OperationId, method: string, path: string): Record<string, string> {
  const matcher = matcherAt(method, path);
  const match = matcher?.operationId === operationId ? matcher.regexp.exec(path) : null;
  const params: Record<string, string> = {};
  matcher?.keys.forEach((key, i) => {
    const raw = match?.[i + 1];
    if (raw === undefined) return;
    try {
      params[key] = raw.includes('%') ? decodeURIComponent(raw) : raw;
    } catch {
      throw Object.assign(new Error(`Failed to decode param '${raw}'`), { status: 400 });
    }
  });
  return params;
}

/** Whether the operation documents the onBehalfOf header; elsewhere the header is ignored. */
const takesOnBehalfOf = (document: OpenAPIObject, operation: Operation): boolean =>
  parametersOf(document, operation.object).some((p) => p.in === 'header' && p.name === 'onBehalfOf');

/** What an operation is run with, however the request arrived (the server, or the in-process core). */
export interface OperationCall {
  operationId: OperationId;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  /** The onBehalfOf header as sent; read only where the operation documents it. */
  onBehalfOfHeader: unknown;
  /** The apikey header, already authenticated: the API keys operations refuse to act on it. */
  apiKeyHeader?: unknown;
  runtime: AppRuntime;
}

/** The success envelope an operation answers with: only the envelope's own keys. */
export type OperationAnswer = { data: unknown; meta?: unknown; cursor?: unknown };

/**
 * Runs the chat operations: the app's state and clock in, the change written before the answer. The
 * server's stage and the in-process core both call it, so an operation behaves the same through each.
 */
export function operationRunner(
  document: OpenAPIObject,
  store: Store,
): (call: OperationCall) => Promise<OperationAnswer> {
  const onBehalfOfRead = new Set(
    operationsOf(document)
      .filter((operation) => takesOnBehalfOf(document, operation))
      .map((op) => op.operationId),
  );
  for (const { operationId } of operationsOf(document)) {
    if (!isOperationId(operationId)) throw new Error(`No handler for the operation ${operationId}`);
  }
  return async ({ operationId, params, query, body, onBehalfOfHeader, apiKeyHeader, runtime }) => {
    const state = await store.load(runtime.key);
    const header = onBehalfOfHeader;
    const onBehalfOf = onBehalfOfRead.has(operationId) && typeof header === 'string' ? header : undefined;
    if (onBehalfOf !== undefined) {
      const actor = state.users.get(onBehalfOf);
      if (!actor) throw onBehalfOfNotFound(onBehalfOf);
      // A deactivated user acts on nothing, reads included (SPEC 16).
      if (actor.deactivatedAt !== undefined) throw uidDeactivated(onBehalfOf);
      // What the actor's role and scopes deny (SPEC 18); one check of a count where nothing is set.
      checkAccess(state, actor, { operationId, params, body });
    }
    // The one place where the request meets its operation's types: the validator has checked the
    // parameters, query and body against the operation (and a required onBehalfOf), and that check is
    // trusted from here on.
    const apiKey = typeof apiKeyHeader === 'string' ? apiKeyHeader : undefined;
    const appId = runtime.key.appId;
    const unchecked: unknown = {
      state,
      clock: runtime.clock,
      params,
      query,
      body,
      onBehalfOf,
      apiKey,
      appId,
    };
    const request = unchecked as ApiRequest<OperationId>;
    const handler = TABLE[operationId] as Handler<OperationId>;
    let result;
    try {
      // The handler's body and the outbox run in one turn, with no await between them: a write of
      // the app made meanwhile (a provider's delivery recording its result) would otherwise take the
      // request's events before the outbox read them. Handlers are synchronous in body (no await).
      const told = state.changes.eventMark;
      const answer = handler(request);
      // What the request's events would notify, logged in the same change (SPEC 20).
      runOutbox({ state, clock: runtime.clock }, told);
      result = await answer;
    } finally {
      // Whatever the state's tables noted is written before the answer, an error's included.
      if (state.changes.pending) await store.commit(runtime.key);
    }
    // Only the envelope's own keys: a handler's result never leaks a field the contract does not name.
    const { data, meta, cursor } = result;
    return meta === undefined ? { data } : cursor === undefined ? { data, meta } : { data, meta, cursor };
  };
}

/**
 * The chat operations as one stage. It finds the handler by the operation the request was placed at
 * on arrival, rather than one route per operation that every request would be tested against in
 * turn; a request placed at none goes on.
 */
export function operationsStage(document: OpenAPIObject, store: Store): RequestHandler {
  const run = operationRunner(document, store);
  return async (req: Request, res: StageResponse, next: NextFunction) => {
    const { operationId } = res.locals;
    if (!operationId) {
      next();
      return;
    }
    const params = paramsOf(operationId, req.method, req.path);
    const runtime = runtimeOf(res);
    const { onbehalfof: onBehalfOfHeader, apikey: apiKeyHeader } = req.headers;
    res.json(
      await run({
        operationId,
        params,
        query: req.query,
        body: req.body,
        onBehalfOfHeader,
        apiKeyHeader,
        runtime,
      }),
    );
  };
}
