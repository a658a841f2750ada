/**
 * The reads of SPEC part two ("read companions"): their routes and the errors each documents, in the
 * order its rules are checked. operations.ts joins them to the other operations.
 */
import { COMMON_ERRORS, type ErrorCode, type HttpMethod } from './errors.ts';

export const READ_OPERATION_IDS = [
  'listUsers',
  'getUser',
  'listGroups',
  'getGroup',
  'listGroupMembers',
  'listGroupMessages',
  'listUserMessages',
  'listMessages',
  'getMessage',
  'listConversations',
  'getConversation',
  'getUserConversation',
  'getGroupConversation',
] as const;
export type ReadOperationId = (typeof READ_OPERATION_IDS)[number];

export const READ_OPERATION_ROUTES: Record<ReadOperationId, { method: HttpMethod; path: string }> = {
  listUsers: { method: 'get', path: '/users' },
  getUser: { method: 'get', path: '/users/{uid}' },
  listGroups: { method: 'get', path: '/groups' },
  getGroup: { method: 'get', path: '/groups/{guid}' },
  listGroupMembers: { method: 'get', path: '/groups/{guid}/members' },
  listGroupMessages: { method: 'get', path: '/groups/{guid}/messages' },
  listUserMessages: { method: 'get', path: '/users/{uid}/messages' },
  listMessages: { method: 'get', path: '/messages' },
  getMessage: { method: 'get', path: '/messages/{id}' },
  listConversations: { method: 'get', path: '/conversations' },
  getConversation: { method: 'get', path: '/conversations/{conversationId}' },
  getUserConversation: { method: 'get', path: '/users/{uid}/conversation' },
  getGroupConversation: { method: 'get', path: '/groups/{guid}/conversation' },
};

/** A declared filter the sandbox cannot honour answers 501, never a silently wrong list. */
const LIST: ErrorCode[] = [...COMMON_ERRORS, 'ERR_NOT_SUPPORTED_BY_SANDBOX'];

export const READ_OPERATION_ERRORS: Record<ReadOperationId, ErrorCode[]> = {
  listUsers: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND'],
  getUser: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND'],
  listGroups: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND'],
  getGroup: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
  listGroupMembers: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
  listGroupMessages: [...LIST, 'ERR_NOT_A_MEMBER', 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
  listUserMessages: [...LIST, 'ERR_UID_NOT_FOUND'],
  listMessages: [...LIST, 'ERR_UID_NOT_FOUND'],
  getMessage: [...COMMON_ERRORS, 'ERR_MESSAGE_NO_ACCESS', 'ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND'],
  listConversations: [...LIST, 'ERR_UID_NOT_FOUND'],
  getConversation: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
  getUserConversation: [...COMMON_ERRORS, 'ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
  getGroupConversation: [
    ...COMMON_ERRORS,
    'ERR_UID_NOT_FOUND',
    'ERR_GUID_NOT_FOUND',
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
  ],
};
