/**
 * Read state: how far each user has read and received each conversation (marks.ts keeps the marks).
 * A conversation's unread messages are those the user can see, did not send, and whose id is above the
 * read mark, so a new message raises the count by itself and marking the conversation read clears it.
 * The read and delivered marks only move forward, and a read mark also delivers what it covers (a
 * read message was delivered); marking unread moves the read mark back and leaves the delivered one.
 */
import { conversationNotAccessible, messageNotFound, notAMember } from '../contract/error-catalogue.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { markedUpTo, moveMarkForward, moveReadMarkBack } from './marks.ts';
import { countMetric } from './metrics.ts';
import { findVisibleMessage, isListedFor } from './visibility.ts';

/** The id of the last message `uid` has read in the conversation; undefined when they read none. */
export function lastReadMessageId(state: AppState, uid: string, conversationId: string): string | undefined {
  return markedUpTo(state, 'read', uid, conversationId);
}

export interface ReadResult {
  success: true;
  message: string;
}

export interface MarkOptions {
  messageId?: number | undefined;
}

/** `messageId` as a message of the conversation that `uid` can see, else 404; undefined stays undefined. */
function messageOf(state: AppState, uid: string, conversationId: string, messageId: number | undefined) {
  if (messageId === undefined) return undefined;
  const id = String(messageId);
  if (state.messages.get(id)?.conversationId !== conversationId) throw messageNotFound(id);
  findVisibleMessage(state, id, uid);
  return id;
}

/** Who a user conversation's marks are for, after both users are checked. */
function userConversation(ctx: DomainContext, actor: string, uid: string): string {
  requireUser(ctx, actor);
  requireUser(ctx, uid);
  return userConversationId(actor, uid);
}

/** The group's conversation, for a member only. */
function groupConversation(ctx: DomainContext, actor: string, guid: string): [string, string] {
  requireUser(ctx, actor);
  const group = requireGroup(ctx, guid);
  if (!memberOf(ctx, group.guid, actor)) throw notAMember(actor, group.guid);
  return [group.guid, groupConversationId(group.guid)];
}

/**
 * Moves the read or delivered mark up to `messageId` or the conversation's newest message; a mark at
 * or past that point stays, and a conversation without messages has nothing to mark. A read mark
 * moves the delivered mark with it.
 */
function mark(
  ctx: DomainContext,
  kind: 'read' | 'delivered',
  uid: string,
  conversationId: string,
  options: MarkOptions,
) {
  const { state } = ctx;
  const upTo =
    messageOf(state, uid, conversationId, options.messageId) ??
    state.lastMessageByConversation.get(conversationId);
  if (upTo === undefined) return;
  const moved = moveMarkForward(ctx, kind, uid, conversationId, upTo);
  // A read mark carries the delivered mark along; each call counts once per mark it moved.
  const delivered = kind === 'read' ? moveMarkForward(ctx, 'delivered', uid, conversationId, upTo) : moved;
  if (kind === 'read' && moved) countMetric(ctx, 'readReceipts');
  if (delivered) countMetric(ctx, 'deliveryReceipts');
}

/**
 * The newest message of the conversation `uid` received (sent by someone else, visible to them), else
 * its newest message: what "mark as unread" without a message makes unread. The walk goes back over
 * the user's own newest messages only.
 */
function newestReceived(state: AppState, uid: string, conversationId: string): string {
  const ids = state.messageIndexes.ofConversation(conversationId);
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    const message = state.messages.get(ids[i]!);
    if (message && message.sender !== uid && isListedFor(state, message, uid)) return message.id;
  }
  const newest = ids[ids.length - 1];
  if (newest === undefined) throw conversationNotAccessible(conversationId, uid);
  return newest;
}

function unmark(ctx: DomainContext, uid: string, conversationId: string, options: MarkOptions): ReadResult {
  const from =
    messageOf(ctx.state, uid, conversationId, options.messageId) ??
    newestReceived(ctx.state, uid, conversationId);
  moveReadMarkBack(ctx, uid, conversationId, from);
  return {
    success: true,
    message: `The messages from the message id ${from} in the conversation ${conversationId} are marked as unread for the user ${uid}.`,
  };
}

/** POST /users/{uid}/conversation/read: `reader` has read their conversation with `uid`. */
export function markConversationRead(
  ctx: DomainContext,
  reader: string,
  uid: string,
  options: MarkOptions = {},
): ReadResult {
  mark(ctx, 'read', reader, userConversation(ctx, reader, uid), options);
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
  options: MarkOptions = {},
): ReadResult {
  const [found, conversationId] = groupConversation(ctx, reader, guid);
  mark(ctx, 'read', reader, conversationId, options);
  return {
    success: true,
    message: `All the messages in group ${found} are marked as read for the user ${reader}.`,
  };
}

/** POST /users/{uid}/conversation/delivered: the messages of `uid` have reached `receiver`. */
export function markConversationDelivered(
  ctx: DomainContext,
  receiver: string,
  uid: string,
  options: MarkOptions = {},
): ReadResult {
  mark(ctx, 'delivered', receiver, userConversation(ctx, receiver, uid), options);
  return {
    success: true,
    message: `All the messages from the user ${uid} are marked as delivered for the user ${receiver}.`,
  };
}

/** POST /groups/{guid}/conversation/delivered: the group's messages have reached a member. */
export function markGroupConversationDelivered(
  ctx: DomainContext,
  receiver: string,
  guid: string,
  options: MarkOptions = {},
): ReadResult {
  const [found, conversationId] = groupConversation(ctx, receiver, guid);
  mark(ctx, 'delivered', receiver, conversationId, options);
  return {
    success: true,
    message: `All the messages in group ${found} are marked as delivered for the user ${receiver}.`,
  };
}

/** DELETE /users/{uid}/conversation/read: messages from `messageId` on count as unread again for `reader`. */
export function markConversationUnread(
  ctx: DomainContext,
  reader: string,
  uid: string,
  options: MarkOptions = {},
): ReadResult {
  return unmark(ctx, reader, userConversation(ctx, reader, uid), options);
}

/** DELETE /groups/{guid}/conversation/read: a member's unread mark of the group's conversation. */
export function markGroupConversationUnread(
  ctx: DomainContext,
  reader: string,
  guid: string,
  options: MarkOptions = {},
): ReadResult {
  return unmark(ctx, reader, groupConversation(ctx, reader, guid)[1], options);
}
