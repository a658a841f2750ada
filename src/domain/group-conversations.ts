/** Resetting a group conversation for one user (operation 5). */
import { ApiError } from '../contract/errors.ts';
import { resetKey } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { compareIds, groupConversationId } from './ids.ts';

export interface ResetResult {
  success: true;
  message: string;
}

/**
 * Hides every message of the group up to now from `uid` only, by recording the newest message id
 * at the time of the reset; the message operations read that record.
 */
export function resetGroupConversation(
  ctx: DomainContext,
  guid: string,
  uid: string,
  options: { preserveOrder?: boolean | undefined } = {},
): ResetResult {
  const { state } = ctx;
  requireUser(ctx, uid);
  const group = requireGroup(ctx, guid);
  if (!memberOf(ctx, group.guid, uid)) {
    throw new ApiError(
      'ERR_NOT_A_MEMBER',
      `The user with uid ${uid} is not a member of the group ${group.guid}.`,
    );
  }
  const conversationId = groupConversationId(group.guid);
  const lastMessageId = state.lastMessageByConversation.get(conversationId);
  const key = resetKey(group.guid, uid);
  const earlier = state.conversationResets.get(key);
  if (lastMessageId === undefined || (earlier && compareIds(lastMessageId, earlier.lastMessageId) <= 0)) {
    throw new ApiError(
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
      `The conversation ${conversationId} has no messages for the user with uid ${uid}.`,
    );
  }
  state.conversationResets.put({
    guid: group.guid,
    uid,
    lastMessageId,
    preserveOrder: options.preserveOrder ?? false,
    resetAt: ctx.clock.now(),
  });
  return {
    success: true,
    message: `The conversation ${conversationId} has been deleted successfully for UID ${uid}.`,
  };
}
