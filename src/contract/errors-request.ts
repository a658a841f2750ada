/**
 * The catalogue's errors of a request as such, before any resource is looked at: authentication, the
 * app, the rate limit, routing, the body and the query as the transport and the validator see them,
 * and the server's own failures.
 */
import {
  BODY_TOO_LARGE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  UNSUPPORTED_MEDIA_MESSAGE,
} from './error-examples.ts';
import { ApiError, type ErrorDetails } from './errors.ts';
import { BODY_DEPTH_MAX, REGIONS } from './limits.ts';

// Authentication and the app a request is for.

export const emptyApiKey = (): ApiError =>
  new ApiError('AUTH_ERR_EMPTY_APIKEY', 'The apikey header is missing or empty.');

export const apiKeyNotFound = (): ApiError =>
  new ApiError('AUTH_ERR_APIKEY_NOT_FOUND', 'The apikey is not a key of this app.');

export const apiKeyWithoutFullAccess = (scope: string): ApiError =>
  new ApiError(
    'AUTH_ERR_NO_ACCESS',
    `The apikey has the scope '${scope}'; this operation needs a key with the fullAccess scope.`,
  );

export const invalidAppId = (appId: unknown): ApiError =>
  new ApiError(
    'AUTH_ERR_INVALID_APPID',
    `The app id '${String(appId).slice(0, 80)}' is invalid: use 1 to 64 characters of a-z, 0-9 and dashes.`,
  );

export const invalidRegion = (region: unknown): ApiError =>
  new ApiError(
    'AUTH_ERR_INVALID_APPID',
    `The region '${String(region).slice(0, 20)}' is invalid: use one of ${REGIONS.join(', ')}.`,
  );

/** Over the app's limit for the minute: when to retry, and when the window resets (epoch seconds). */
export const rateLimited = (limit: number, retryAfter: number, reset: number): ApiError =>
  new ApiError('ERR_TOO_MANY_REQUESTS', `Rate limit of ${limit} requests per minute exceeded.`, {
    headers: { 'Retry-After': String(retryAfter), 'X-Rate-Limit-Reset': String(reset) },
  });

// Routing.

/** A path under /v3 that is no operation of the API. */
export const operationNotFound = (method: string, path: string): ApiError =>
  new ApiError('ERR_API_NOT_FOUND', `No operation ${method} ${path} exists in API v3.`);

/** An operation of the real API's reference that the sandbox does not serve yet (unserved-operations.ts). */
export const operationNotServedYet = (
  operationIds: readonly string[],
  method: string,
  path: string,
): ApiError =>
  new ApiError(
    'ERR_NOT_SUPPORTED_BY_SANDBOX',
    `${method} ${path} is the Chat API's operation ${operationIds.join(' or ')}, which the sandbox does not serve yet.`,
  );

/** A path outside /v3 and every other thing the server serves. */
export const routeNotFound = (method: string, path: string): ApiError =>
  new ApiError('ERR_API_NOT_FOUND', `No route ${method} ${path}; the API lives under /v3.`);

export const unknownApiVersion = (version: string): ApiError =>
  new ApiError(
    'ERR_INVALID_API_VERSION',
    `API version '${version}' does not exist; use /v3 (or its alias /v3.0).`,
  );

/**
 * A path of the API under a method it does not take: 404, as the real service's error guide says
 * ("the endpoint does not use HTTP request method using which API is called"); `allow` lists the
 * methods the path takes.
 */
export const methodNotOnPath = (method: string, path: string, allow: string): ApiError =>
  new ApiError(
    'ERR_API_NOT_FOUND',
    `No operation ${method} ${path} exists in API v3; the path takes ${allow}.`,
    {
      headers: { Allow: allow },
    },
  );

/** A control route under a method it does not take: `allow` lists the methods it takes. */
export const methodNotAllowed = (method: string, path: string, allow: string): ApiError =>
  new ApiError('ERR_METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; it takes ${allow}.`, {
    headers: { Allow: allow },
  });

export const malformedUrl = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request URL is malformed.', {
    details: { path: ['must be valid percent-encoded UTF-8'] },
  });

/** A request line or headers Node refuses before any middleware sees them. */
export const malformedRequest = (): ApiError => new ApiError('ERR_BAD_REQUEST', 'The request is malformed.');

export const headersTooLarge = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request headers are too large.', { status: 431 });

/** A client too slow to send its request (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS); Node finds it, the server answers. */
export const requestTimeout = (): ApiError => new ApiError('ERR_REQUEST_TIMEOUT', REQUEST_TIMEOUT_MESSAGE);

// The body.

export const bodyNotObject = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request body must be a JSON object.', {
    details: { body: ['must be a JSON object'] },
  });

export const bodyNotJson = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request body is not valid JSON.', {
    details: { body: ['must be valid JSON'] },
  });

export const bodyTooLarge = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', BODY_TOO_LARGE_MESSAGE, { status: 413 });

/** A content type the API does not take. */
export const unsupportedMediaType = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', UNSUPPORTED_MEDIA_MESSAGE, { status: 415 });

/** application/json, but in a charset or an encoding the body parser does not read. */
export const bodyNotUtf8 = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request body must be application/json in UTF-8.', { status: 415 });

/** A compressed body that does not inflate, a body shorter than its Content-Length, an aborted upload. */
export const bodyUnreadable = (reason: string | undefined): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The request body could not be read.', {
    details: { body: [reason ?? 'could not be read'] },
  });

export const bodyTooDeep = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The request body is nested deeper than ${BODY_DEPTH_MAX} levels.`, {
    details: { body: [`must not be nested deeper than ${BODY_DEPTH_MAX} levels`] },
  });

/** Text of the body (at `field`) holding an unpaired UTF-16 surrogate. */
export const malformedText = (field: string, problem: string): ApiError =>
  new ApiError(
    'ERR_BAD_REQUEST',
    `Invalid request: ${field} ${problem} (it holds an unpaired UTF-16 surrogate).`,
    { details: { [field]: [problem] } },
  );

// The request's fields, as the validator and the checks beside it find them.

/** What the validator found wrong, summed up in one sentence naming the first field. */
export function invalidRequest(details: ErrorDetails): ApiError {
  const first = Object.entries(details)[0];
  const more = Object.keys(details).length - 1;
  const message = first
    ? `Invalid request: ${first[0]} ${first[1][0]}${more > 0 ? ` (and ${more} more)` : ''}.`
    : 'The request is invalid.';
  return new ApiError('ERR_BAD_REQUEST', message, { details });
}

/** Bracketed query names (`membersCount[gte]`) the operation does not declare. */
export const unknownQueryParameters = (names: readonly [string, ...string[]]): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `Unknown query parameter '${names[0]}'.`, {
    details: Object.fromEntries(names.map((name) => [name, ['is not a known query parameter']])),
  });

export const notWholeNumber = (name: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The ${name} must be a whole number.`, {
    details: { [name]: ['must be a whole number'] },
  });

/** `limit` (or `perPage`) of a cursor-style list outside 1 to `max`. */
export const limitOutOfRange = (name: string, max: number): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The ${name} must be an integer from 1 to ${max}.`, {
    details: { [name]: [`must be an integer from 1 to ${max}`] },
  });

export const invalidPagination = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The pagination parameters are invalid.', { details });

/** The acting user the onBehalfOf header names is no user of the app. */
export const onBehalfOfNotFound = (uid: string): ApiError =>
  new ApiError('ERR_UID_NOT_FOUND', `The UID ${uid} in the onBehalfOf header does not exist.`);

/**
 * Declared query parameters the sandbox cannot honour, each with why (name → reason); the message
 * names the first.
 */
export function unsupportedParameters(reasons: Readonly<Record<string, string>>): ApiError {
  const [first, why] = Object.entries(reasons)[0] ?? ['', ''];
  return new ApiError(
    'ERR_NOT_SUPPORTED_BY_SANDBOX',
    `The query parameter ${first} is not supported by the sandbox: ${why}.`,
    {
      details: Object.fromEntries(
        Object.entries(reasons).map(([name, why]) => [name, [`is not supported by the sandbox: ${why}`]]),
      ),
    },
  );
}

// The server's own failures: the client learns only that something went wrong.

const SERVER_FAULT = 'Something went wrong on the server.';

export const serverFault = (): ApiError => new ApiError('ERR_EXCEPTION', SERVER_FAULT);

/** The handler's answer does not match the contract (the response validator said why). */
export const answerBreaksContract = (reason: string | undefined): ApiError =>
  new ApiError('ERR_EXCEPTION', SERVER_FAULT, {
    devMessage: `The response does not match the contract: ${reason}.`,
  });

/** An error the matched operation does not document, answered instead of it. */
export const undocumentedError = (status: number, code: string): ApiError =>
  new ApiError('ERR_EXCEPTION', SERVER_FAULT, {
    devMessage: `The answer ${status} ${code} is not documented for this operation.`,
  });

/** A failure the client is told about in words (a data file the sandbox cannot load): see ExplainedFault. */
export const explainedFault = (publicMessage: string): ApiError =>
  new ApiError('ERR_EXCEPTION', publicMessage);
