/**
 * The record that declares one operation: its route, whether it takes a body, the errors its rules
 * can answer in the order they are checked, and its part of the document. Every list, type and table
 * about operations (operations.ts) and the document's paths (operation-builder.ts) are derived from
 * the records; each family's records stand in its file of paths/.
 */
import type { ExampleObject, ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas30';
import { BODY_TOO_LARGE_MESSAGE, ERROR_EXAMPLES, UNSUPPORTED_MEDIA_MESSAGE } from './error-examples.ts';
import { COMMON_ERRORS, ERROR_STATUS, type ErrorCode, type ErrorDetails, type HttpMethod } from './errors.ts';

/**
 * The resource families, as the real reference groups its operations, with the tag each family's
 * operations carry in the document. A family has the same file name in contract/paths/, domain/ and
 * routes/.
 */
export const FAMILY_TAGS = {
  users: 'Users',
  'auth-tokens': 'Auth Tokens',
  'blocked-users': 'Blocked Users',
  friends: 'Friends',
  groups: 'Groups',
  'group-members': 'Group Members',
  'banned-users': 'Banned Users',
  messages: 'Messages',
  threads: 'Messages',
  bots: 'Messages',
  reactions: 'Messages',
  'saved-messages': 'Messages',
  interactions: 'Messages',
  'message-pins': 'Messages',
  conversations: 'Conversations',
  'read-state': 'Conversations',
  'conversation-pins': 'Conversations',
  moderation: 'Moderation',
  'moderation-reasons': 'Moderation',
  'moderation-reviews': 'Moderation',
  'moderation-messages': 'Moderation',
  'moderation-rules': 'Moderation',
  'keyword-lists': 'Moderation',
  'api-keys': 'API Keys',
  metrics: 'Metrics',
  roles: 'Roles',
  'restricted-features': 'Restrict Features',
  'role-permissions': 'RBAC',
  'notification-providers': 'Notifications',
  'notification-logs': 'Notifications',
  'notification-preferences': 'Notifications',
  'push-tokens': 'Notifications',
} as const;
export type Family = keyof typeof FAMILY_TAGS;

/** What the document says of an operation beyond its route and errors. */
export interface OperationDocument {
  summary: string;
  description: string;
  /** As the reference marks it: served, but the reference sends clients elsewhere. */
  deprecated?: true;
  parameters: (ParameterObject | ReferenceObject)[];
  /** The request body; present exactly when the record's `body` is. */
  body?: {
    schema: string;
    description: string;
    examples: Record<string, ExampleObject>;
    /** The body as a multipart form too, where the reference documents one (SPEC 19's keyword lists). */
    form?: { schema: string; examples: Record<string, ExampleObject> };
  };
  success: { description: string; schema: SchemaObject; examples: Record<string, ExampleObject> };
  /** `details` of the ERR_BAD_REQUEST example: a typical validation failure of this operation. */
  badRequestDetails: ErrorDetails;
}

export interface OperationRecord {
  family: Family;
  method: HttpMethod;
  /** Relative to /v3, in OpenAPI template syntax. */
  path: string;
  /** Whether the operation takes a JSON body, and whether it must be sent. */
  body?: 'required' | 'optional';
  /** A core operation for the rate limit (creating users and groups); others are standard. */
  rate?: 'core';
  /** The operation's own error codes, in the order its rules check them (the common ones come first). */
  errors: readonly ErrorCode[];
  /** Built only when the document is: the run-time needs the route and the errors alone. */
  document: () => OperationDocument;
}

/** The records of one family, each marked with it. */
export function family<F extends Family, R extends Record<string, Omit<OperationRecord, 'family'>>>(
  name: F,
  records: R,
): { [K in keyof R]: OperationRecord & { family: F } } {
  const marked: Record<string, OperationRecord> = {};
  for (const [id, record] of Object.entries(records)) marked[id] = { ...record, family: name };
  return marked as { [K in keyof R]: OperationRecord & { family: F } };
}

export interface DocumentedError {
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * Every error an operation documents: the common ones, then its own in rule order, so the first code
 * of a status is the most likely answer of that status; 413 and 415 (code ERR_BAD_REQUEST) for an
 * operation that takes a body.
 */
export function errorsOf(record: Pick<OperationRecord, 'errors' | 'body'>): DocumentedError[] {
  const errors = [...COMMON_ERRORS, ...record.errors].map((code) => ({
    status: ERROR_STATUS[code] as number,
    code,
    message: ERROR_EXAMPLES[code],
  }));
  if (record.body !== undefined) {
    errors.push(
      { status: 413, code: 'ERR_BAD_REQUEST', message: BODY_TOO_LARGE_MESSAGE },
      { status: 415, code: 'ERR_BAD_REQUEST', message: UNSUPPORTED_MEDIA_MESSAGE },
    );
  }
  return errors;
}
