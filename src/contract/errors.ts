/**
 * The closed table of error codes: each code has exactly one HTTP status. The contract documents
 * these per operation and the one error handler uses the same table to answer.
 */
export const ERROR_STATUS = {
  ERR_BAD_REQUEST: 400,
  ERR_EMPTY_GROUP_PASS: 400,
  ERR_ALREADY_JOINED: 400,
  ERR_ALREADY_BANNED: 400,
  ERR_BANNED_GROUPMEMBER: 400,
  ERR_NO_VACANCY: 400,
  ERR_NOT_A_BANNED_USER: 400,
  ERR_SAVED_MESSAGES_LIMIT_EXCEEDED: 400,
  ERR_EMPTY_MESSAGE_TEXT: 400,
  ERR_INVALID_MESSAGE_DATA: 400,
  ERR_EMPTY_CUSTOM_DATA: 400,
  ERR_INVALID_RECEIVER_TYPE: 400,
  ERR_SAME_SCOPE: 400,
  ERR_CANNOT_FORM_SELF_RELATION: 400,
  ERR_ALREADY_FRIEND: 400,
  ERR_FAILED_TO_ADD_FRIEND: 400,
  ERR_NOT_A_FRIEND: 400,
  ERR_ROLE_DELETE_FAILED: 400,
  ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED: 400,
  ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED: 400,
  AUTH_ERR_EMPTY_APIKEY: 401,
  AUTH_ERR_APIKEY_NOT_FOUND: 401,
  AUTH_ERR_INVALID_APPID: 401,
  AUTH_ERR_EMPTY_ADMIN_TOKEN: 401,
  AUTH_ERR_INVALID_ADMIN_TOKEN: 401,
  AUTH_ERR_NO_ACCESS: 403,
  ERR_NOT_A_MEMBER: 403,
  ERR_MESSAGE_NO_ACCESS: 403,
  ERR_SYSTEM_PINNED_CONVERSATION: 403,
  ERR_MESSAGE_THREAD_NESTING: 400,
  ERR_WRONG_MESSAGE_THREAD_CATEGORY: 400,
  ERR_WRONG_MESSAGE_THREAD: 400,
  ERR_PINNED_MESSAGES_LIMIT_EXCEEDED: 400,
  ERR_GROUP_NO_CLEARANCE: 403,
  ERR_GROUP_NO_SCOPE_CLEARANCE: 403,
  ERR_GROUP_NO_ADMIN_SCOPE: 403,
  ERR_BLOCKED_RECEIVER: 403,
  ERR_PERMISSION_DENIED: 403,
  ERR_ROLE_DELETE_DENIED: 403,
  ERR_PLAN_QUOTA_RESTRICTION: 403,
  ERR_UID_NOT_FOUND: 404,
  ERR_GUID_NOT_FOUND: 404,
  ERR_MESSAGE_ID_NOT_FOUND: 404,
  ERR_BOT_NOT_FOUND: 404,
  ERR_CONVERSATION_NOT_ACCESSIBLE: 404,
  ERR_CONVERSATION_NOT_FOUND: 404,
  ERR_AUTH_TOKEN_NOT_FOUND: 404,
  ERR_TOKEN_NOT_FOUND: 404,
  ERR_ROLE_NOT_FOUND: 404,
  ERR_REASON_NOT_FOUND: 404,
  ERR_RULE_NOT_FOUND: 404,
  ERR_KEYWORD_NOT_FOUND: 404,
  ERR_PROVIDER_NOT_FOUND: 404,
  ERR_WEBHOOK_NOT_FOUND: 404,
  ERR_APIKEY_NOT_FOUND: 404,
  ERR_APIKEY_NO_SELF_ACTION: 403,
  ERR_API_NOT_FOUND: 404,
  ERR_INVALID_API_VERSION: 404,
  ERR_METHOD_NOT_ALLOWED: 405,
  ERR_REQUEST_TIMEOUT: 408,
  ERR_GUID_ALREADY_EXISTS: 409,
  ERR_UID_ALREADY_EXISTS: 409,
  ERR_ROLE_ALREADY_EXISTS: 409,
  ERR_REASON_ALREADY_EXISTS: 409,
  ERR_RULE_ALREADY_EXISTS: 409,
  ERR_KEYWORD_ALREADY_EXISTS: 409,
  ERR_PROVIDER_ALREADY_EXISTS: 409,
  ERR_WEBHOOK_ALREADY_EXISTS: 409,
  ERR_TOO_MANY_REQUESTS: 429,
  ERR_EXCEPTION: 500,
  ERR_NOT_SUPPORTED_BY_SANDBOX: 501,
  ERR_BAD_GATEWAY: 502,
  ERR_SERVICE_UNAVAILABLE: 503,
  ERR_GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What every operation can answer: validation, authentication, access, rate limit. */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  'ERR_BAD_REQUEST',
  'AUTH_ERR_APIKEY_NOT_FOUND',
  'AUTH_ERR_EMPTY_APIKEY',
  'AUTH_ERR_INVALID_APPID',
  'AUTH_ERR_NO_ACCESS',
  'ERR_TOO_MANY_REQUESTS',
  // Never answered by a working server, but documented so that a client can rehearse them with
  // `Prefer: code=<status>` or a fault rule, and the answer is still one the contract describes: the
  // service failing, and what the gateways in front of a real service answer when it is away.
  'ERR_EXCEPTION',
  'ERR_BAD_GATEWAY',
  'ERR_SERVICE_UNAVAILABLE',
  'ERR_GATEWAY_TIMEOUT',
];

/** Details of a validation error: field path (dotted) or parameter name → messages. */
export type ErrorDetails = Record<string, string[]>;

/** The methods the operations use (lower case, as OpenAPI path items name them). */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The error every layer throws, always built by a named constructor of the catalogue
 * (error-catalogue.ts), which holds the one message template of each situation. The status comes from
 * the table; only transport errors that the contract answers with ERR_BAD_REQUEST under another status
 * (413 body too large, 415 wrong content type, 431 headers too large) pass `status` explicitly.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;
  readonly devMessage: string | undefined;
  readonly status: number;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      details?: ErrorDetails;
      devMessage?: string;
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = options.details;
    this.devMessage = options.devMessage;
    this.status = options.status ?? ERROR_STATUS[code];
    this.headers = options.headers;
  }
}

/** The error envelope of the contract, as every answer that is not a success carries it. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    devMessage?: string;
    source: 'chat-api';
    details?: ErrorDetails;
  };
}

/**
 * The one function that writes an error envelope: the error handler answers with it, and the server
 * with it too for the requests Node refuses before Express sees them.
 */
export function errorBody(err: ApiError): ErrorBody {
  const body: ErrorBody = { error: { code: err.code, message: err.message, source: 'chat-api' } };
  if (err.devMessage !== undefined) body.error.devMessage = err.devMessage;
  if (err.details !== undefined) body.error.details = err.details;
  return body;
}

/**
 * A failure of the server itself that the client is told about in words (a data file the sandbox
 * cannot load): answered 500 ERR_EXCEPTION with `publicMessage`, where any other failure gets a
 * generic message. Lower layers throw it without the error handler knowing them.
 */
export interface ExplainedFault {
  readonly status: 500;
  readonly publicMessage: string;
}

export function isExplainedFault(err: unknown): err is ExplainedFault {
  const fault = err as Partial<ExplainedFault> | null;
  return (
    typeof fault === 'object' &&
    fault !== null &&
    fault.status === 500 &&
    typeof fault.publicMessage === 'string'
  );
}
