/**
 * The operations of the contract and the errors each can answer. The document's error responses
 * are generated from this table, and the server answers `Prefer: code=<status>` from it, so what is
 * documented and what can be provoked are the same list. The seed's 13 operations are listed here;
 * the writes and reads of part two (write-operations.ts, read-operations.ts) join them.
 */
import { COMMON_ERRORS, ERROR_STATUS, type ErrorCode } from './errors.ts';
import { ERROR_EXAMPLES, BODY_TOO_LARGE_MESSAGE, UNSUPPORTED_MEDIA_MESSAGE } from './error-examples.ts';
import { READ_OPERATION_ERRORS, READ_OPERATION_IDS, READ_OPERATION_ROUTES } from './read-operations.ts';
import {
  WRITE_OPERATION_ERRORS,
  WRITE_OPERATION_IDS,
  WRITE_OPERATION_ROUTES,
  WRITE_OPERATIONS_WITH_BODY,
} from './write-operations.ts';

const SEED_OPERATION_IDS = [
  'sendBotMessage',
  'listAuthTokens',
  'createGroup',
  'addGroupMembers',
  'resetGroupConversation',
  'listBannedUsers',
  'unbanUser',
  'addReaction',
  'removeReaction',
  'listReactions',
  'listReactionsByEmoji',
  'saveMessage',
  'listBlockedMessages',
] as const;
export const OPERATION_IDS = [...SEED_OPERATION_IDS, ...WRITE_OPERATION_IDS, ...READ_OPERATION_IDS] as const;
export type OperationId = (typeof OPERATION_IDS)[number];

export type { HttpMethod } from './errors.ts';
import type { HttpMethod } from './errors.ts';

/** Method and path (relative to /v3, OpenAPI template syntax) of each operation. */
export const OPERATION_ROUTES: Record<OperationId, { method: HttpMethod; path: string }> = {
  sendBotMessage: { method: 'post', path: '/bots/{uid}/messages' },
  listAuthTokens: { method: 'get', path: '/users/{uid}/auth_tokens' },
  createGroup: { method: 'post', path: '/groups' },
  addGroupMembers: { method: 'post', path: '/groups/{guid}/members' },
  resetGroupConversation: { method: 'delete', path: '/groups/{guid}/conversation' },
  listBannedUsers: { method: 'get', path: '/groups/{guid}/bannedusers' },
  unbanUser: { method: 'delete', path: '/groups/{guid}/bannedusers/{uid}' },
  addReaction: { method: 'post', path: '/messages/{id}/reactions/{reaction}' },
  removeReaction: { method: 'delete', path: '/messages/{id}/reactions/{reaction}' },
  listReactions: { method: 'get', path: '/messages/{id}/reactions' },
  listReactionsByEmoji: { method: 'get', path: '/messages/{id}/reactions/{reaction}' },
  saveMessage: { method: 'post', path: '/messages/{id}/save' },
  listBlockedMessages: { method: 'get', path: '/moderation/blocked-messages' },
  ...WRITE_OPERATION_ROUTES,
  ...READ_OPERATION_ROUTES,
};

/** Operations that take a JSON body, and so can also answer 413 and 415. */
export const OPERATIONS_WITH_BODY: readonly OperationId[] = [
  'sendBotMessage',
  'createGroup',
  'addGroupMembers',
  'resetGroupConversation',
  ...WRITE_OPERATIONS_WITH_BODY,
];

const COMMON = COMMON_ERRORS;

const REACTION_ERRORS: ErrorCode[] = [
  'ERR_UID_NOT_FOUND',
  'ERR_MESSAGE_ID_NOT_FOUND',
  'ERR_MESSAGE_NO_ACCESS',
];

/**
 * Error codes per operation: the common ones, then the operation's own in the order its rules are
 * checked, so the first code of a status is the most likely answer of that status.
 */
export const OPERATION_ERRORS: Record<OperationId, ErrorCode[]> = {
  sendBotMessage: [
    ...COMMON,
    'ERR_INVALID_RECEIVER_TYPE',
    'ERR_EMPTY_MESSAGE_TEXT',
    'ERR_INVALID_MESSAGE_DATA',
    'ERR_EMPTY_CUSTOM_DATA',
    'ERR_UID_NOT_FOUND',
    'ERR_BOT_NOT_FOUND',
    'ERR_GUID_NOT_FOUND',
    'ERR_MESSAGE_ID_NOT_FOUND',
    'ERR_NOT_A_MEMBER',
    'ERR_BLOCKED_RECEIVER',
  ],
  listAuthTokens: [...COMMON, 'ERR_UID_NOT_FOUND'],
  createGroup: [...COMMON, 'ERR_UID_NOT_FOUND', 'ERR_GUID_ALREADY_EXISTS', 'ERR_EMPTY_GROUP_PASS'],
  addGroupMembers: [
    ...COMMON,
    'ERR_GUID_NOT_FOUND',
    'ERR_UID_NOT_FOUND',
    'ERR_GROUP_NO_CLEARANCE',
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
  ],
  resetGroupConversation: [
    ...COMMON,
    'ERR_UID_NOT_FOUND',
    'ERR_GUID_NOT_FOUND',
    'ERR_NOT_A_MEMBER',
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
  ],
  listBannedUsers: [...COMMON, 'ERR_GUID_NOT_FOUND', 'ERR_UID_NOT_FOUND'],
  unbanUser: [
    ...COMMON,
    'ERR_GUID_NOT_FOUND',
    'ERR_UID_NOT_FOUND',
    'ERR_GROUP_NO_CLEARANCE',
    'ERR_NOT_A_BANNED_USER',
  ],
  addReaction: [...COMMON, ...REACTION_ERRORS],
  removeReaction: [...COMMON, ...REACTION_ERRORS],
  listReactions: [...COMMON, ...REACTION_ERRORS],
  listReactionsByEmoji: [...COMMON, ...REACTION_ERRORS],
  saveMessage: [...COMMON, ...REACTION_ERRORS, 'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED'],
  listBlockedMessages: [...COMMON],
  ...WRITE_OPERATION_ERRORS,
  ...READ_OPERATION_ERRORS,
};

/** Per-user failures of adding or banning members; they leave the HTTP status at 200. */
export const MEMBER_FAILURE_CODES: readonly ErrorCode[] = [
  'ERR_UID_NOT_FOUND',
  'ERR_ALREADY_JOINED',
  'ERR_BANNED_GROUPMEMBER',
  'ERR_ALREADY_BANNED',
  'ERR_NO_VACANCY',
];

export interface DocumentedError {
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * Every error an operation documents, in table order, with 413 and 415 (code ERR_BAD_REQUEST) for
 * the operations that take a body.
 */
export function documentedErrors(operationId: OperationId): DocumentedError[] {
  const errors = OPERATION_ERRORS[operationId].map((code) => ({
    status: ERROR_STATUS[code] as number,
    code,
    message: ERROR_EXAMPLES[code],
  }));
  if (OPERATIONS_WITH_BODY.includes(operationId)) {
    errors.push(
      { status: 413, code: 'ERR_BAD_REQUEST', message: BODY_TOO_LARGE_MESSAGE },
      { status: 415, code: 'ERR_BAD_REQUEST', message: UNSUPPORTED_MEDIA_MESSAGE },
    );
  }
  return errors;
}

/** The error to answer for `Prefer: code=<status>`: the operation's first documented one of that status. */
export function documentedError(operationId: OperationId, status: number): DocumentedError | undefined {
  return documentedErrors(operationId).find((e) => e.status === status);
}

export function isOperationId(value: string): value is OperationId {
  return (OPERATION_IDS as readonly string[]).includes(value);
}
