/**
 * The one error handler. Whatever failed — a domain rule, the OpenAPI validator, the body parser,
 * routing, a bug — becomes an error of the catalogue and leaves as the error envelope of the contract,
 * written by `errorBody` (contract/errors.ts), as the server's answers to refused requests are.
 */
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import {
  answerBreaksContract,
  bodyNotJson,
  bodyNotObject,
  bodyNotUtf8,
  bodyTooLarge,
  bodyUnreadable,
  explainedFault,
  invalidRequest,
  malformedUrl,
  methodNotAllowed,
  operationNotFound,
  serverFault,
  undocumentedError,
  unknownQueryParameters,
  unsupportedMediaType,
} from '../contract/error-catalogue.ts';
import { ApiError, errorBody, isExplainedFault, type ErrorDetails } from '../contract/errors.ts';
import { withoutSecrets } from '../contract/secrets.ts';
import type { BodyBranchExplainer } from './body-details.ts';
import { fieldName } from './field-names.ts';

interface ValidatorErrorItem {
  path?: string;
  message?: string;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  errors?: ValidatorErrorItem[];
  message?: string;
  /** The text body-parser failed to parse. */
  body?: unknown;
}

/** Header names as the contract spells them; the validator reports them lowercased. */
/** The validator's phrases that speak of its schema rather than of the request, as sentences about it. */
const READABLE: [RegExp, string][] = [
  [/^must have required property '[^']*'$/, 'is required'],
  [/^must be equal to one of the allowed values: (.*)$/, 'must be one of: $1'],
  [/^must be integer$/, 'must be a whole number'],
  [/^must be number$/, 'must be a number'],
  [/^must be string$/, 'must be text'],
  [/^must be boolean$/, 'must be true or false'],
  [/^must be array$/, 'must be a list'],
  [/^must be object$/, 'must be an object'],
  [/^must NOT have more than (\d+) characters$/, 'must be at most $1 characters'],
  [/^must NOT have fewer than 1 characters$/, 'must not be empty'],
  [/^must NOT have fewer than (\d+) characters$/, 'must be at least $1 characters'],
  [/^must NOT have more than (\d+) items$/, 'must have at most $1 items'],
  [/^must NOT have fewer than (\d+) items$/, 'must have at least $1 items'],
  [/^must NOT have more than (\d+) properties$/, 'must have at most $1 fields'],
  [/^must NOT have duplicate items.*$/, 'must not name an item twice'],
  // The validator's query checks put the name in the sentence too, which the details already key by.
  [/^Unknown query parameter '.*'$/, 'is not a known query parameter'],
  [/^Empty value found for query parameter '.*'$/, 'must not be empty'],
];

/** The validator's refusal of a query name the operation does not declare. */
const UNKNOWN_QUERY = /^Unknown query parameter '/;

export function readable(message: string): string {
  for (const [pattern, sentence] of READABLE)
    if (pattern.test(message)) return message.replace(pattern, sentence);
  return message;
}

function detailsFrom(items: ValidatorErrorItem[]): ErrorDetails {
  const details: ErrorDetails = Object.create(null);
  for (const item of items) {
    const field = fieldName(item.path);
    const message = readable(item.message ?? 'is invalid');
    (details[field] ??= []).push(message);
  }
  return { ...details };
}

/** Body-parser's strict mode refuses JSON whose top level is not an object or array. */
function isJsonScalar(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object';
  } catch {
    return false;
  }
}

/** Express and the validator both refuse a path whose percent-encoding does not decode. */
const MALFORMED_URL = /malformed uri|failed to decode param/i;

/** Turns any thrown value into an ApiError; unknown failures become ERR_EXCEPTION. */
export function toApiError(err: unknown, req: Request, explain?: BodyBranchExplainer): ApiError {
  if (err instanceof ApiError) return err;
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  switch (e.type) {
    case 'entity.parse.failed':
      return isJsonScalar(e.body) ? bodyNotObject() : bodyNotJson();
    case 'entity.too.large':
      return bodyTooLarge();
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return bodyNotUtf8();
  }
  if (status === 415) return unsupportedMediaType();
  if (status === 413) return bodyTooLarge();
  if (status === 405) {
    // A control route's path with another method: say which methods it takes. The chat API never gets
    // here: it refuses a method a path does not take itself, with 404 (http/operations.ts).
    const allow = String((e as { headers?: { Allow?: string } }).headers?.Allow ?? '')
      .split(',')
      .map((m) => m.trim().toUpperCase())
      .filter((m) => m !== '')
      .join(', ');
    return methodNotAllowed(req.method, req.path, allow);
  }
  if (status === 404) return operationNotFound(req.method, req.path);
  if (status === 400 && MALFORMED_URL.test(e.message ?? '')) return malformedUrl();
  if (status === 400 && Array.isArray(e.errors)) {
    // Said as the bracketed names' check (http/bracket-names.ts) says it, in the same words.
    const [first, ...more] = e.errors.map((item) => fieldName(item.path));
    if (first !== undefined && e.errors.every((item) => UNKNOWN_QUERY.test(item.message ?? '')))
      return unknownQueryParameters([first, ...more]);
    const explained = explain?.(req, e.errors) ?? detailsFrom(e.errors);
    const details = Object.fromEntries(
      Object.entries(explained).map(([field, messages]) => [field, messages.map(readable)]),
    );
    return invalidRequest(details);
  }
  // The body parser's other refusals: a compressed body that does not inflate, a body shorter than
  // its Content-Length, an aborted upload.
  if (status === 400) return bodyUnreadable(e.message);
  // The response validator: the handler's answer does not match the contract.
  if (status === 500 && Array.isArray(e.errors))
    return answerBreaksContract(e.errors[0]?.message ?? e.message);
  if (isExplainedFault(err)) return explainedFault(err.publicMessage);
  return serverFault();
}

interface MatchedOperation {
  openapi?: { schema?: { operationId?: string; responses?: Record<string, unknown> } };
}

/**
 * The statuses an operation documents, as the response validator reads them: the status itself,
 * its class (`4XX`) or `default`. Undefined when the request matched no operation.
 */
function isDocumented(req: Request, status: number): boolean | undefined {
  const responses = (req as Request & MatchedOperation).openapi?.schema?.responses;
  if (!responses) return undefined;
  return [String(status), `${String(status)[0]}XX`, 'default'].some((key) => Object.hasOwn(responses, key));
}

export interface ErrorHandlerOptions {
  /** Refuse to answer an error status the matched operation does not document (as for successes). */
  validateResponses?: boolean;
}

/**
 * The catalogue error a failure is answered with, an error status the matched operation does not
 * document turned into the contract's refusal: what the server's error handler and the in-process
 * core both answer with.
 */
export function errorAnswer(
  err: unknown,
  req: Request,
  explain: BodyBranchExplainer | undefined,
  { validateResponses = true }: ErrorHandlerOptions,
  logger?: Pick<Logger, 'error'>,
): ApiError {
  const apiError = toApiError(err, req, explain);
  if (apiError.code === 'ERR_EXCEPTION') {
    logger?.error(
      { err, path: withoutSecrets(req.path), method: req.method },
      'unexpected failure answered with 500',
    );
  } else if (validateResponses && apiError.status < 500 && isDocumented(req, apiError.status) === false) {
    // A gap between the code and the contract, answered like a success that breaks the contract.
    logger?.error(
      { code: apiError.code, path: withoutSecrets(req.path) },
      'error response outside the contract',
    );
    return undocumentedError(apiError.status, apiError.code);
  }
  return apiError;
}

export function createErrorHandler(
  logger: Logger,
  explain?: BodyBranchExplainer,
  options: ErrorHandlerOptions = {},
): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const apiError = errorAnswer(err, req, explain, options, logger);
    res.locals.errorCode = apiError.code;
    if (apiError.headers) res.set(apiError.headers);
    // Not res.json: the response validator hooks it, and on a refusal it hands the error to the
    // `next` of the validator's own middleware, which no longer leads to this handler (Express would
    // then answer with its HTML page). The envelope is built here and checked above instead.
    res
      .status(apiError.status)
      .type('application/json')
      .send(JSON.stringify(errorBody(apiError)));
  };
}
