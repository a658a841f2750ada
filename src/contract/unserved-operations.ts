/**
 * The operations of the real Chat API reference (172 in all) that the sandbox does not serve yet,
 * copied from the reference: method, path (the reference's own parameter names) and the reference's
 * operationId, grouped by the reference's tags. A request to one answers 501
 * ERR_NOT_SUPPORTED_BY_SANDBOX naming it, so that a missing operation never reads as one the real API
 * lacks (a 404, naming only the methods the sandbox serves on that path). An operation added to the
 * sandbox leaves this list; test/contract/unserved-operations.test.ts fails while it is still here.
 */
import { pathToRegexp } from 'path-to-regexp';
import { expressPath } from './document-operations.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Every operation of the reference is served (issue 34 served the last family, Notifications): the
// list is empty, and stays the place an operation the reference adds is named until it is served.
export const UNSERVED_BY_FAMILY: Readonly<Record<string, readonly (readonly [Method, string, string])[]>> =
  {};

/**
 * Reference operations served by a sandbox operation whose route the reference documents twice: each
 * counts as served (test/contract/unserved-operations.test.ts), the served one carrying both shapes.
 */
export const SERVED_AS_ANOTHER: readonly {
  method: Method;
  path: string;
  operationId: string;
  servedBy: string;
}[] = [
  {
    method: 'PATCH',
    path: '/moderation/blocked-messages/{messageId}',
    operationId: 'chat-api-approve-moderation-blocked-messages',
    servedBy: 'reviewBlockedMessage',
  },
];

export interface UnservedOperation {
  family: string;
  method: Method;
  /** Relative to /v3, in OpenAPI template syntax. */
  path: string;
  /** The reference's operationId (kebab-case; the sandbox's own are camelCase). */
  operationId: string;
}

export const UNSERVED_OPERATIONS: readonly UnservedOperation[] = Object.entries(UNSERVED_BY_FAMILY).flatMap(
  ([family, rows]) => rows.map(([method, path, operationId]) => ({ family, method, path, operationId })),
);

interface Matcher {
  regexp: RegExp;
  operationId: string;
}

/** Compiled as the served operations' paths are (http/operations.ts): Express's own matcher. */
const MATCHERS = new Map<string, Matcher[]>();
for (const { method, path, operationId } of UNSERVED_OPERATIONS) {
  const list = MATCHERS.get(method) ?? [];
  list.push({ regexp: pathToRegexp(expressPath(path)).regexp, operationId });
  MATCHERS.set(method, list);
}

/**
 * The reference operationIds of `method path` (relative to /v3), a request the sandbox placed at none
 * of its operations; two where the reference has two operations on one route. No path of the list has
 * a fixed word where a served operation's template has a parameter (the last, `GET
 * /conversations/pinned`, is served; test/contract/unserved-operations.test.ts keeps it so), so a
 * request placed at a served operation is never one of these.
 */
export function unservedAt(method: string, path: string): string[] | undefined {
  const candidates = MATCHERS.get(method === 'HEAD' ? 'GET' : method);
  if (candidates === undefined) return undefined;
  const found = candidates.filter((m) => m.regexp.test(path)).map((m) => m.operationId);
  return found.length > 0 ? found : undefined;
}
