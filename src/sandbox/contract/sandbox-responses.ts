/** Responses of the control API: its answers and its error responses, in the chat API's envelope. */
import type { ExampleObject, HeaderObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas30';
import { ERROR_EXAMPLES, UNSUPPORTED_MEDIA_MESSAGE } from '../../contract/error-examples.ts';
import type { ErrorCode, ErrorDetails } from '../../contract/errors.ts';
import { ref } from '../../contract/schema-helpers.ts';
import { LOOPBACK_ONLY_MESSAGE, STATE_TOO_LARGE_MESSAGE } from '../../contract/error-catalogue.ts';

export function sandboxHeaders(): Record<string, HeaderObject> {
  return {
    WwwAuthenticate: {
      description: 'The scheme to authenticate with: `Bearer`.',
      required: true,
      schema: { type: 'string' },
      example: 'Bearer realm="chat-api-sandbox"',
    },
  };
}

const ERRORS: Record<number, { description: string; codes: [ErrorCode, string][] }> = {
  400: {
    description: 'The request breaks the control API contract; `details` names the fields at fault.',
    codes: [['ERR_BAD_REQUEST', ERROR_EXAMPLES.ERR_BAD_REQUEST]],
  },
  401: {
    description: 'The sandbox has an admin token and the request does not carry it.',
    codes: [
      ['AUTH_ERR_EMPTY_ADMIN_TOKEN', ERROR_EXAMPLES.AUTH_ERR_EMPTY_ADMIN_TOKEN],
      ['AUTH_ERR_INVALID_ADMIN_TOKEN', ERROR_EXAMPLES.AUTH_ERR_INVALID_ADMIN_TOKEN],
    ],
  },
  403: {
    description: 'The sandbox has no admin token and the request did not come over loopback.',
    codes: [['AUTH_ERR_NO_ACCESS', LOOPBACK_ONLY_MESSAGE]],
  },
  404: {
    description: 'The webhook does not exist.',
    codes: [['ERR_WEBHOOK_NOT_FOUND', ERROR_EXAMPLES.ERR_WEBHOOK_NOT_FOUND]],
  },
  409: {
    description: 'A webhook with that id exists.',
    codes: [['ERR_WEBHOOK_ALREADY_EXISTS', ERROR_EXAMPLES.ERR_WEBHOOK_ALREADY_EXISTS]],
  },
  413: { description: 'The body is too large.', codes: [['ERR_BAD_REQUEST', STATE_TOO_LARGE_MESSAGE]] },
  415: {
    description: 'The body is not sent as application/json.',
    codes: [['ERR_BAD_REQUEST', UNSUPPORTED_MEDIA_MESSAGE]],
  },
};

export function sandboxErrors(
  statuses: number[],
  badRequestDetails: ErrorDetails | undefined,
): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const status of statuses) {
    const { description, codes } = ERRORS[status]!;
    const examples: Record<string, ExampleObject> = {};
    for (const [code, message] of codes) {
      const error: Record<string, unknown> = { code, message, source: 'chat-api' };
      if (status === 400 && badRequestDetails) error.details = badRequestDetails;
      examples[code] = { summary: code, value: { error } };
    }
    responses[String(status)] = {
      description,
      ...(status === 401
        ? { headers: { 'WWW-Authenticate': { $ref: '#/components/headers/WwwAuthenticate' } } }
        : {}),
      content: { 'application/json': { schema: ref('ErrorResponse'), examples } },
    };
  }
  return responses;
}

export function answer(
  description: string,
  schema: SchemaObject,
  examples: Record<string, ExampleObject>,
): ResponseObject {
  return { description, content: { 'application/json': { schema, examples } } };
}
