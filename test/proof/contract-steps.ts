/**
 * How the Prism proxy check describes a request and the answer the contract documents for it.
 * Paths are relative to /v3, as Prism serves them.
 */
import type { OperationId } from '../../src/contract/operations.ts';
import { AUTH_ONLY_KEY } from '../helpers/api.ts';

export interface Step {
  op: OperationId;
  /** What the step is about, for the test output. */
  what: string;
  status: number;
  code?: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON-encoded unless it is already a string. */
  body?: unknown;
}

export interface Extra {
  /** The onBehalfOf header. */
  as?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function step(
  op: OperationId,
  what: string,
  status: number,
  code: string | undefined,
  route: string,
  extra: Extra,
) {
  const [method = '', path = ''] = route.split(' ');
  const headers = { ...(extra.as ? { onBehalfOf: extra.as } : {}), ...extra.headers };
  return { op, what, status, code, method, path, headers, body: extra.body } satisfies Step;
}
export const ok = (op: OperationId, what: string, route: string, extra: Extra = {}) =>
  step(op, what, 200, undefined, route, extra);
export const fail = (
  op: OperationId,
  what: string,
  status: number,
  code: string,
  route: string,
  extra: Extra = {},
) => step(op, what, status, code, route, extra);

/** An app whose rate-limit window the test uses up before the scenario runs. */
export const THROTTLED_APP = 'proof-throttled';
/** The app the rehearsed failures (`Prefer: code=5xx`) go to. */
export const REHEARSAL_APP = 'proof-rehearsals';

/**
 * 401, 403 and 429, which every operation answers before its own rules run, and 500, 502, 503 and
 * 504, which a working server never answers but which every operation documents for clients to
 * rehearse: the step asks for each with `Prefer: code=<status>`, so the sandbox's rehearsal answer is
 * checked against the contract too.
 */
export const common = (op: OperationId, route: string, extra: Extra = {}) => [
  fail(op, 'a key the app does not know', 401, 'AUTH_ERR_APIKEY_NOT_FOUND', route, {
    ...extra,
    headers: { apikey: 'no-such-key' },
  }),
  fail(op, 'an authOnly key', 403, 'AUTH_ERR_NO_ACCESS', route, {
    ...extra,
    headers: { apikey: AUTH_ONLY_KEY },
  }),
  fail(op, 'an app over its rate limit', 429, 'ERR_TOO_MANY_REQUESTS', route, {
    ...extra,
    headers: { appId: THROTTLED_APP },
  }),
  ...(
    [
      [500, 'ERR_EXCEPTION'],
      [502, 'ERR_BAD_GATEWAY'],
      [503, 'ERR_SERVICE_UNAVAILABLE'],
      [504, 'ERR_GATEWAY_TIMEOUT'],
    ] as const
  ).map(([status, code]) =>
    fail(op, `a rehearsed failure (Prefer: code=${status})`, status, code, route, {
      ...extra,
      // An app of their own, so that the scenario's app keeps its rate-limit window for the rest.
      headers: { prefer: `code=${status}`, appId: REHEARSAL_APP },
    }),
  ),
];

/** 413 and 415, for the operations that take a body. */
export const bodyLimits = (op: OperationId, route: string, as?: string) => [
  fail(op, 'a body over 64 KB', 413, 'ERR_BAD_REQUEST', route, { as, body: { guid: 'x'.repeat(70_000) } }),
  fail(op, 'a body that is not JSON', 415, 'ERR_BAD_REQUEST', route, {
    as,
    body: 'hello',
    headers: { 'content-type': 'text/plain' },
  }),
];

export const S1 = { as: 'superhero1' };
export const S3 = { as: 'superhero3' };
