/**
 * The operations of the contract, one record each (operation-record.ts), gathered from the families'
 * files in paths/. The document's paths and error responses, the route table, the `Prefer: code=`
 * answers and the fault rules all read these records, so what is documented, served and provokable is
 * one list.
 */
import type { ErrorCode } from './errors.ts';
import { errorsOf, type DocumentedError, type OperationRecord } from './operation-record.ts';
import { apiKeyOperations } from './paths/api-keys.ts';
import { metricOperations } from './paths/metrics.ts';
import { authTokenOperations } from './paths/auth-tokens.ts';
import { bannedUserOperations } from './paths/banned-users.ts';
import { blockedUserOperations } from './paths/blocked-users.ts';
import { friendOperations } from './paths/friends.ts';
import { botOperations } from './paths/bots.ts';
import { conversationOperations } from './paths/conversations.ts';
import { conversationPinOperations } from './paths/conversation-pins.ts';
import { groupMemberOperations } from './paths/group-members.ts';
import { groupOperations } from './paths/groups.ts';
import { messageOperations } from './paths/messages.ts';
import { moderationOperations } from './paths/moderation.ts';
import { moderationReasonOperations } from './paths/moderation-reasons.ts';
import { moderationReviewOperations } from './paths/moderation-reviews.ts';
import { moderationMessageOperations } from './paths/moderation-messages.ts';
import { moderationRuleOperations } from './paths/moderation-rules.ts';
import { keywordListOperations } from './paths/keyword-lists.ts';
import { reactionOperations } from './paths/reactions.ts';
import { readStateOperations } from './paths/read-state.ts';
import { savedMessageOperations } from './paths/saved-messages.ts';
import { interactionOperations } from './paths/interactions.ts';
import { messagePinOperations } from './paths/message-pins.ts';
import { threadOperations } from './paths/threads.ts';
import { userOperations } from './paths/users.ts';
import { roleOperations } from './paths/roles.ts';
import { restrictedFeatureOperations } from './paths/restricted-features.ts';
import { rolePermissionOperations } from './paths/role-permissions.ts';
import { notificationProviderOperations } from './paths/notification-providers.ts';
import { notificationLogOperations } from './paths/notification-logs.ts';
import { notificationPreferenceOperations } from './paths/notification-preferences.ts';
import { notificationUserSettingOperations } from './paths/notification-user-settings.ts';
import { pushTokenOperations } from './paths/push-tokens.ts';

export type { HttpMethod } from './errors.ts';
export type { DocumentedError } from './operation-record.ts';

/** Every operation by id, family after family; the document lists their paths in this order. */
export const OPERATIONS = {
  ...botOperations,
  // Before the users: the users' example sets name the roles the role sets create.
  ...roleOperations,
  ...userOperations,
  ...authTokenOperations,
  ...blockedUserOperations,
  ...friendOperations,
  ...groupOperations,
  ...groupMemberOperations,
  ...bannedUserOperations,
  ...messageOperations,
  ...threadOperations,
  ...reactionOperations,
  ...savedMessageOperations,
  ...interactionOperations,
  ...messagePinOperations,
  ...conversationOperations,
  ...readStateOperations,
  ...conversationPinOperations,
  ...moderationOperations,
  ...moderationReasonOperations,
  ...moderationReviewOperations,
  ...moderationRuleOperations,
  ...keywordListOperations,
  ...apiKeyOperations,
  ...metricOperations,
  ...rolePermissionOperations,
  ...restrictedFeatureOperations,
  ...notificationProviderOperations,
  ...notificationLogOperations,
  ...notificationPreferenceOperations,
  ...notificationUserSettingOperations,
  ...pushTokenOperations,
  // Last: their example sets take message ids, which no later set must see shifted.
  ...moderationMessageOperations,
} satisfies Record<string, OperationRecord>;

export type OperationId = keyof typeof OPERATIONS;

/** The operations of one family. */
export type OperationOf<F extends OperationRecord['family']> = {
  [K in OperationId]: (typeof OPERATIONS)[K]['family'] extends F ? K : never;
}[OperationId];

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

export const operationRecord = (operationId: OperationId): OperationRecord => OPERATIONS[operationId];

/** Method and path (relative to /v3, OpenAPI template syntax) of each operation. */
export const OPERATION_ROUTES = Object.fromEntries(
  OPERATION_IDS.map((id) => [id, { method: OPERATIONS[id].method, path: OPERATIONS[id].path }]),
) as Record<OperationId, Pick<OperationRecord, 'method' | 'path'>>;

/** Per-user failures of adding or banning members; they leave the HTTP status at 200. */
export const MEMBER_FAILURE_CODES: readonly ErrorCode[] = [
  'ERR_UID_NOT_FOUND',
  'ERR_ALREADY_JOINED',
  'ERR_BANNED_GROUPMEMBER',
  'ERR_ALREADY_BANNED',
  'ERR_NO_VACANCY',
];

/** Every error an operation documents, in the order of `errorsOf`. */
export const documentedErrors = (operationId: OperationId): DocumentedError[] =>
  errorsOf(OPERATIONS[operationId]);

/** The error to answer for `Prefer: code=<status>`: the operation's first documented one of that status. */
export function documentedError(operationId: OperationId, status: number): DocumentedError | undefined {
  return documentedErrors(operationId).find((e) => e.status === status);
}

export function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(OPERATIONS, value);
}
