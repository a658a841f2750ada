/**
 * Read state: how far each user has read each conversation. A mark holds the id of the last message
 * the user has read; a conversation's unread messages are those the user can see, did not send, and
 * whose id is above the mark. A new message therefore raises the count by itself, and marking the
 * conversation read clears it. Marks only move forward.
 */
import { messageNotFound, notAMember } from '../contract/error-catalogue.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { compareIds, groupConversationId, userConversationId } from './ids.ts';
import { findVisibleMessage } from './visibility.ts';

/** The id of the last message `uid` has read in the conversation; undefined when they read none. */
export function lastReadMessageId(state: AppState, uid: string, conversationId: string): string | undefined {
  return state.readMarks.find(uid, conversationId)?.messageId;
}

export interface ReadResult {
  success: true;
  message: string;
}

/**
 * Marks the conversation read up to `messageId`, a message of it the user can see, or up to its newest
 * message. A mark at or past that point stays, and a conversation without messages has nothing to mark.
 */
function markRead(
  ctx: DomainContext,
  uid: string,
  conversationId: string,
  messageId: number | undefined,
): void {
  const { state } = ctx;
  let upTo: string | undefined;
  if (messageId !== undefined) {
    upTo = String(messageId);
    if (state.messages.get(upTo)?.conversationId !== conversationId) throw messageNotFound(upTo);
    findVisibleMessage(state, upTo, uid);
  } else upTo = state.lastMessageByConversation.get(conversationId);
  const current = lastReadMessageId(state, uid, conversationId);
  if (upTo === undefined || (current !== undefined && compareIds(current, upTo) >= 0)) return;
  state.readMarks.put({ uid, conversationId, messageId: upTo, readAt: ctx.clock.now() });
  emit(state, { type: 'conversationRead', uid, conversationId, messageId: upTo });
}

/** POST /users/{uid}/conversation/read: `reader` has read their conversation with `uid`. */
export function markConversationRead(
  ctx: DomainContext,
  reader: string,
  uid: string,
  options: { messageId?: number | undefined } = {},
): ReadResult {
  requireUser(ctx, reader);
  requireUser(ctx, uid);
  markRead(ctx, reader, userConversationId(reader, uid), options.messageId);
  return {
    success: true,
    message: `All the messages from the user ${uid} are marked as read for the user ${reader}.`,
  };
}

/** POST /groups/{guid}/conversation/read: a member has read the group's conversation. */
export function markGroupConversationRead(
  ctx: DomainContext,
  reader: string,
  guid: string,
  options: { messageId?: number | undefined } = {},
): ReadResult {
  requireUser(ctx, reader);
  const group = requireGroup(ctx, guid);
  if (!memberOf(ctx, group.guid, reader)) throw notAMember(reader, group.guid);
  markRead(ctx, reader, groupConversationId(group.guid), options.messageId);
  return {
    success: true,
    message: `All the messages in group ${group.guid} are marked as read for the user ${reader}.`,
  };
}
