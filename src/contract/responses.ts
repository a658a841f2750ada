/**
 * Responses of the chat document: the 200 envelope and, generated from the operation records' errors, one error
 * response per status with one named example per code.
 */
import type {
  ExampleObject,
  HeaderObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas30';
import { ERROR_EXAMPLES } from './error-examples.ts';
import { ERROR_STATUS, type ErrorCode, type ErrorDetails } from './errors.ts';
import { errorsOf, type OperationRecord } from './operation-record.ts';
import { type Schema, closed, ref } from './schema-helpers.ts';

const headerRef = (name: string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });

export function chatHeaders(): Record<string, HeaderObject> {
  const integer = (description: string, required: boolean, example: number): HeaderObject => ({
    description,
    required,
    schema: { type: 'integer', minimum: 0 },
    example,
  });
  return {
    RateLimit: integer(
      "Requests allowed in the app's current one-minute window for this operation.",
      false,
      20000,
    ),
    RateLimitRemaining: integer('Requests left in the current window.', false, 19999),
    RetryAfter: integer('Seconds to wait before retrying.', true, 42),
    RateLimitReset: integer('When the current window ends, in epoch seconds.', true, 1700300042),
  };
}

const rateHeaders = (): Record<string, ReferenceObject> => ({
  'X-Rate-Limit': headerRef('RateLimit'),
  'X-Rate-Limit-Remaining': headerRef('RateLimitRemaining'),
});

/** `{data}` around one record. */
export const dataOf = (schema: Schema, description: string): SchemaObject =>
  closed(description, { data: schema }, ['data']);

/**
 * `{data: [...], meta}` around a list; with `topCursor`, also the page's change cursor beside them, where
 * the real service puts it for users and group members (for groups and blocked users it is in `meta`).
 */
export const listOf = (item: string, meta: string, description: string, topCursor = false): SchemaObject =>
  closed(
    description,
    {
      data: { type: 'array', description: 'The records.', items: ref(item) },
      meta: ref(meta),
      ...(topCursor ? { cursor: ref('PageCursor') } : {}),
    },
    ['data', 'meta'],
  );

export function ok(
  description: string,
  schema: SchemaObject,
  examples: Record<string, ExampleObject>,
): ResponseObject {
  return { description, headers: rateHeaders(), content: { 'application/json': { schema, examples } } };
}

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'The request breaks the contract or a rule of the operation; `details` names the fields at fault.',
  401: 'The API key is missing or unknown, or the app id is not valid.',
  403: 'The key or the acting user may not do this.',
  404: 'Something the request names does not exist.',
  409: 'The resource already exists.',
  413: 'The body is larger than 64 KB.',
  415: 'The body is not sent as application/json.',
  429: "The app's rate limit for the current minute is reached.",
  500: 'The service failed (only when a fault rule or `Prefer` asks for it).',
  501: 'A filter the real service has and the sandbox does not honour; `details` names it.',
};

/**
 * What the gateways in front of a real service answer when it is away: the same for every operation,
 * so each refers to one component instead of carrying its own copy.
 */
const GATEWAY_RESPONSES: { code: ErrorCode; name: string; description: string }[] = [
  {
    code: 'ERR_BAD_GATEWAY',
    name: 'BadGateway',
    description:
      'A gateway in front of the service got no valid answer from it (only when a fault rule or `Prefer` asks for it).',
  },
  {
    code: 'ERR_SERVICE_UNAVAILABLE',
    name: 'ServiceUnavailable',
    description:
      'The service is unavailable; retry after `Retry-After` seconds (only when a fault rule or `Prefer` asks for it).',
  },
  {
    code: 'ERR_GATEWAY_TIMEOUT',
    name: 'GatewayTimeout',
    description:
      'A gateway in front of the service gave up waiting for it (only when a fault rule or `Prefer` asks for it).',
  },
];

/** The gateway responses by the status the error table gives their codes. */
const GATEWAY_BY_STATUS = new Map(GATEWAY_RESPONSES.map((g) => [ERROR_STATUS[g.code] as number, g]));

/** The shared gateway responses, for the document's `components.responses`. */
export function chatResponses(): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const { name, code, description } of GATEWAY_RESPONSES) {
    const headers: Record<string, ReferenceObject> = rateHeaders();
    if (code === 'ERR_SERVICE_UNAVAILABLE') headers['Retry-After'] = headerRef('RetryAfter');
    const value = { error: { code, message: ERROR_EXAMPLES[code], source: 'chat-api' } };
    responses[name] = {
      description,
      headers,
      content: {
        'application/json': { schema: ref('ErrorResponse'), examples: { [code]: { summary: code, value } } },
      },
    };
  }
  return responses;
}

/** One error response per status the operation can answer, in status order. */
export function errorResponses(
  record: Pick<OperationRecord, 'errors' | 'body'>,
  badRequestDetails: ErrorDetails,
): Record<string, ResponseObject | ReferenceObject> {
  const byStatus = new Map<number, Record<string, ExampleObject>>();
  for (const { status, code, message } of errorsOf(record)) {
    const error: Record<string, unknown> = { code, message, source: 'chat-api' };
    if (status === 400 && code === 'ERR_BAD_REQUEST') error.details = badRequestDetails;
    const examples = byStatus.get(status) ?? {};
    examples[code] = { summary: code, value: { error } };
    byStatus.set(status, examples);
  }
  const responses: Record<string, ResponseObject | ReferenceObject> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const gateway = GATEWAY_BY_STATUS.get(status);
    if (gateway) {
      responses[String(status)] = { $ref: `#/components/responses/${gateway.name}` };
      continue;
    }
    const headers: Record<string, ReferenceObject> = rateHeaders();
    if (status === 429) {
      headers['Retry-After'] = headerRef('RetryAfter');
      headers['X-Rate-Limit-Reset'] = headerRef('RateLimitReset');
    }
    responses[String(status)] = {
      description: STATUS_DESCRIPTIONS[status] ?? 'Error.',
      headers,
      content: { 'application/json': { schema: ref('ErrorResponse'), examples: byStatus.get(status) } },
    };
  }
  return responses;
}
