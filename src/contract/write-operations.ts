/**
 * The writes of SPEC part two ("closing the loops"): their routes, which of them take a body, and the
 * errors each documents, in the order its rules are checked. operations.ts joins them to the seed's
 * operations, so every table there covers them too.
 */
import { COMMON_ERRORS, type ErrorCode, type HttpMethod } from './errors.ts';

export const WRITE_OPERATION_IDS = [
  'createUser',
  'createAuthToken',
  'blockUsers',
  'unblockUsers',
  'listBlockedUsers',
  'sendMessage',
  'banUser',
  'kickGroupMember',
  'changeGroupMemberScope',
  'updateMessage',
  'deleteMessage',
  'unsaveMessage',
  'markConversationRead',
  'markGroupConversationRead',
] as const;
export type WriteOperationId = (typeof WRITE_OPERATION_IDS)[number];

export const WRITE_OPERATION_ROUTES: Record<WriteOperationId, { method: HttpMethod; path: string }> = {
  createUser: { method: 'post', path: '/users' },
  createAuthToken: { method: 'post', path: '/users/{uid}/auth_tokens' },
  blockUsers: { method: 'post', path: '/users/{uid}/blockedusers' },
  unblockUsers: { method: 'delete', path: '/users/{uid}/blockedusers' },
  listBlockedUsers: { method: 'get', path: '/users/{uid}/blockedusers' },
  sendMessage: { method: 'post', path: '/messages' },
  banUser: { method: 'post', path: '/groups/{guid}/bannedusers/{uid}' },
  kickGroupMember: { method: 'delete', path: '/groups/{guid}/members/{uid}' },
  changeGroupMemberScope: { method: 'put', path: '/groups/{guid}/members/{uid}' },
  updateMessage: { method: 'put', path: '/messages/{id}' },
  deleteMessage: { method: 'delete', path: '/messages/{id}' },
  unsaveMessage: { method: 'delete', path: '/messages/{id}/save' },
  markConversationRead: { method: 'post', path: '/users/{uid}/conversation/read' },
  markGroupConversationRead: { method: 'post', path: '/groups/{guid}/conversation/read' },
};

export const WRITE_OPERATIONS_WITH_BODY: readonly WriteOperationId[] = [
  'createUser',
  'createAuthToken',
  'blockUsers',
  'unblockUsers',
  'sendMessage',
  'changeGroupMemberScope',
  'updateMessage',
  'deleteMessage',
  'markConversationRead',
  'markGroupConversationRead',
];

const COMMON = COMMON_ERRORS;

/** Editing and deleting: the acting user, the message, whether they may change it. */
const MESSAGE_CHANGE_ERRORS: ErrorCode[] = [
  'ERR_UID_NOT_FOUND',
  'ERR_MESSAGE_ID_NOT_FOUND',
  'ERR_MESSAGE_NO_ACCESS',
  'ERR_PERMISSION_DENIED',
];

export const WRITE_OPERATION_ERRORS: Record<WriteOperationId, ErrorCode[]> = {
  createUser: [...COMMON, 'ERR_UID_ALREADY_EXISTS'],
  createAuthToken: [...COMMON, 'ERR_UID_NOT_FOUND'],
  blockUsers: [...COMMON, 'ERR_UID_NOT_FOUND'],
  unblockUsers: [...COMMON, 'ERR_UID_NOT_FOUND'],
  listBlockedUsers: [...COMMON, 'ERR_UID_NOT_FOUND'],
  sendMessage: [
    ...COMMON,
    'ERR_INVALID_RECEIVER_TYPE',
    'ERR_EMPTY_MESSAGE_TEXT',
    'ERR_INVALID_MESSAGE_DATA',
    'ERR_EMPTY_CUSTOM_DATA',
    'ERR_UID_NOT_FOUND',
    'ERR_GUID_NOT_FOUND',
    'ERR_MESSAGE_ID_NOT_FOUND',
    'ERR_NOT_A_MEMBER',
    'ERR_BLOCKED_RECEIVER',
    'ERR_MESSAGE_NO_ACCESS',
  ],
  banUser: [
    ...COMMON,
    'ERR_ALREADY_BANNED',
    'ERR_GUID_NOT_FOUND',
    'ERR_UID_NOT_FOUND',
    'ERR_GROUP_NO_CLEARANCE',
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
  ],
  kickGroupMember: [
    ...COMMON,
    'ERR_GUID_NOT_FOUND',
    'ERR_UID_NOT_FOUND',
    'ERR_GROUP_NO_CLEARANCE',
    'ERR_NOT_A_MEMBER',
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
  ],
  changeGroupMemberScope: [
    ...COMMON,
    'ERR_SAME_SCOPE',
    'ERR_GUID_NOT_FOUND',
    'ERR_UID_NOT_FOUND',
    'ERR_GROUP_NO_CLEARANCE',
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    'ERR_NOT_A_MEMBER',
  ],
  updateMessage: [...COMMON, 'ERR_INVALID_MESSAGE_DATA', 'ERR_EMPTY_MESSAGE_TEXT', ...MESSAGE_CHANGE_ERRORS],
  deleteMessage: [...COMMON, ...MESSAGE_CHANGE_ERRORS],
  unsaveMessage: [...COMMON, 'ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
  markConversationRead: [...COMMON, 'ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND'],
  markGroupConversationRead: [
    ...COMMON,
    'ERR_UID_NOT_FOUND',
    'ERR_GUID_NOT_FOUND',
    'ERR_MESSAGE_ID_NOT_FOUND',
    'ERR_NOT_A_MEMBER',
  ],
};
