/**
 * Resetting a conversation for one user: a group's (op 5) or a one-to-one conversation. A reset records
 * the newest message id of the conversation at that moment; visibility.ts hides every message up to
 * it from that user alone. A one-to-one reset may also erase the conversation's messages for good,
 * for both users (the reference's `deleteMessagesPermanently`).
 */
import {
  conversationNotAccessible,
  conversationWithMismatch,
  notAMember,
} from '../contract/error-catalogue.ts';
import { resetKey } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { summarize } from './conversation-views.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { compareIds, groupConversationId, userConversationId } from './ids.ts';
import { eraseMessages } from './message-erasure.ts';
import { requireActiveUser } from './user-lookup.ts';

export interface ResetResult {
  success: true;
  message: string;
}

const resetDone = (conversationId: string, uid: string): ResetResult => ({
  success: true,
  message: `The conversation ${conversationId} has been deleted successfully for UID ${uid}.`,
});

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
    throw notAMember(uid, group.guid);
  }
  const conversationId = groupConversationId(group.guid);
  const lastMessageId = state.lastMessageByConversation.get(conversationId);
  const key = resetKey(group.guid, uid);
  const earlier = state.conversationResets.get(key);
  if (lastMessageId === undefined || (earlier && compareIds(lastMessageId, earlier.lastMessageId) <= 0)) {
    throw conversationNotAccessible(conversationId, uid);
  }
  state.conversationResets.put({
    guid: group.guid,
    uid,
    lastMessageId,
    preserveOrder: options.preserveOrder ?? false,
    resetAt: ctx.clock.now(),
  });
  return resetDone(conversationId, uid);
}

export interface UserResetOptions {
  conversationWith?: string | undefined;
  deleteMessagesPermanently?: boolean | undefined;
  preserveOrder?: boolean | undefined;
}

/**
 * DELETE /users/{uid}/conversation: hides the conversation of `viewer` with `uid` up to now from
 * `viewer` only; it must hold a message `viewer` can see. With `deleteMessagesPermanently` its
 * messages are also erased for both users (through the conversation's own index).
 */
export function resetUserConversation(
  ctx: DomainContext,
  uid: string,
  viewer: string,
  options: UserResetOptions = {},
): ResetResult {
  const { state } = ctx;
  requireActiveUser(state, viewer);
  if (options.conversationWith !== undefined && options.conversationWith !== uid) {
    throw conversationWithMismatch(uid);
  }
  const other = requireUser(ctx, uid);
  const conversationId = userConversationId(viewer, other.uid);
  const lastMessageId = state.lastMessageByConversation.get(conversationId);
  if (lastMessageId === undefined || summarize(state, conversationId, viewer) === undefined) {
    throw conversationNotAccessible(conversationId, viewer);
  }
  state.conversationResets.put({
    withUid: other.uid,
    uid: viewer,
    lastMessageId,
    preserveOrder: options.preserveOrder ?? false,
    resetAt: ctx.clock.now(),
  });
  // Opened by a friendship with addToConversations, it would be listed again, empty: the reset clears
  // the conversation from the user's list until a new message comes.
  state.openedConversations.delete(viewer, conversationId);
  if (options.deleteMessagesPermanently === true) {
    eraseMessages(state, [...state.messageIndexes.ofConversation(conversationId)]);
  }
  return resetDone(conversationId, viewer);
}
