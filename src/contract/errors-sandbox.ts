/**
 * The catalogue's errors of the sandbox's own features: the control API (access, state, fault rules,
 * webhooks, clock) and the answers a client provokes with `Prefer` or a fault rule.
 */
import { ApiError, type ErrorCode, type ErrorDetails } from './errors.ts';
import { CLOCK_MAX, STATE_BODY_LIMIT_BYTES, WEBHOOKS_MAX } from './sandbox-limits.ts';

/** Also the documented example of the control API's 403 and 413. */
export const LOOPBACK_ONLY_MESSAGE =
  'The sandbox control API answers loopback clients only; start the sandbox with --admin-token to reach it from elsewhere.';
export const STATE_TOO_LARGE_MESSAGE = `The request body exceeds the limit of ${STATE_BODY_LIMIT_BYTES} bytes of the control API.`;

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="chat-api-sandbox"' };

// Access to the control API.

export const emptyAdminToken = (): ApiError =>
  new ApiError(
    'AUTH_ERR_EMPTY_ADMIN_TOKEN',
    'The sandbox control API needs the header Authorization: Bearer <admin token>.',
    { headers: CHALLENGE },
  );

export const invalidAdminToken = (): ApiError =>
  new ApiError('AUTH_ERR_INVALID_ADMIN_TOKEN', 'The bearer token is not the admin token of this sandbox.', {
    headers: CHALLENGE,
  });

/** Without an admin token, the control API answers loopback clients and pages only. */
export const loopbackOnly = (): ApiError => new ApiError('AUTH_ERR_NO_ACCESS', LOOPBACK_ONLY_MESSAGE);

// The control API's requests.

export const controlRouteNotFound = (method: string, path: string): ApiError =>
  new ApiError('ERR_API_NOT_FOUND', `No sandbox control route ${method} ${path}.`);

export const stateTooLarge = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', STATE_TOO_LARGE_MESSAGE, { status: 413 });

/** A state to import with faults (field → problems); nothing was changed. */
export const invalidState = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The state is invalid; nothing was changed. `details` names each fault.', {
    details,
  });

/** Fault rules that cannot apply (field → problems); nothing was changed. */
export const invalidFaultRules = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'A fault rule cannot apply; nothing was changed.', { details });

export const clockOutOfRange = (target: number): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The clock cannot move to ${target}.`, {
    details: { advance: [`would move the clock to ${target}, outside 0 to ${CLOCK_MAX}`] },
  });

// Webhooks.

export const webhookNotFound = (id: string): ApiError =>
  new ApiError('ERR_WEBHOOK_NOT_FOUND', `The webhook with id ${id} does not exist.`);

export const webhookAlreadyExists = (id: string): ApiError =>
  new ApiError('ERR_WEBHOOK_ALREADY_EXISTS', `A webhook with id ${id} already exists.`);

export const webhookIdRequired = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'A new webhook needs an id.', { details: { id: ['is required'] } });

/** The body of a replacement names another webhook than the path. */
export const webhookIdMismatch = (id: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The id of the body must be the one of the path.', {
    details: { id: [`must be ${id} or left out`] },
  });

export const tooManyWebhooks = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `An app has at most ${WEBHOOKS_MAX} webhooks.`, {
    details: { id: [`would be webhook ${WEBHOOKS_MAX + 1}; at most ${WEBHOOKS_MAX}`] },
  });

export const basicAuthIncomplete = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'Basic auth needs a username and a password.', {
    details: { useBasicAuth: ['needs username and password'] },
  });

// Provoked answers.

/** `Prefer: code=<status>` for a status the operation does not document; `statuses` are the ones it does. */
export const preferredCodeUndocumented = (status: number, operationId: string, statuses: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `Prefer: code=${status} is not an answer ${operationId} documents.`, {
    details: { Prefer: [`code=${status} is not documented; ${operationId} answers 200 or ${statuses}`] },
  });

export const preferredCodeAndFailure = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'Prefer asks for a status and a failure at once.', {
    details: { Prefer: ['code and failure cannot be asked together: an answer has one or the other'] },
  });

/**
 * A documented error answered because `Prefer` or a fault rule asked for it: the document's example,
 * with `why` as the devMessage and the headers the contract documents for its status.
 */
export const provokedError = (
  documented: { status: number; code: ErrorCode; message: string },
  why: string,
  headers: Record<string, string> | undefined,
): ApiError =>
  new ApiError(documented.code, documented.message, { status: documented.status, devMessage: why, headers });
