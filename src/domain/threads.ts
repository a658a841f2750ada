/**
 * Threads: a reply to a message, sent as POST /messages/{id}/thread, and the replies of one parent.
 * A reply is a message of its parent's conversation that carries `parentId`; the store's index of
 * replies per parent (store/message-indexes.ts) is all a thread read walks.
 */
import {
  messageBodyInvalid,
  messageNotFound,
  threadNesting,
  wrongThread,
  wrongThreadCategory,
} from '../contract/error-catalogue.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import { conversationIdOf } from './ids.ts';
import type { BotMessageBody } from './message-body.ts';
import type { Query } from './read-filters.ts';
import { type MessagePage, listMessagePage } from './message-lists.ts';
import { deliverMessage } from './message-send.ts';
import { checkSharedLimits } from './message-rules.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

/** The parent a reply may have: visible to the sender, not deleted, not a reply, not an action or call. */
function threadParent(state: AppState, id: string, sender: string): MessageRecord {
  const parent = findVisibleMessage(state, id, sender);
  if (parent.deletedAt !== undefined) throw messageNotFound(id);
  if (parent.parentId !== undefined) throw threadNesting(id);
  if (parent.category === 'action' || parent.category === 'call')
    throw wrongThreadCategory(id, parent.category);
  return parent;
}

/** A receiver sent with a reply must name the parent's conversation, seen from the sender. */
function namesParentConversation(body: BotMessageBody, parent: MessageRecord, sender: string): boolean {
  if (body.receiver === undefined || body.receiverType === undefined) return false;
  const receiver = body.receiverType === 'group' ? body.receiver.toLowerCase() : body.receiver;
  return conversationIdOf({ sender, receiverType: body.receiverType, receiver }) === parent.conversationId;
}

/** The other party of the parent's conversation, to whom the reply goes. */
function replyReceiver(parent: MessageRecord, sender: string): string {
  if (parent.receiverType === 'group') return parent.receiver;
  return parent.sender === sender ? parent.receiver : parent.sender;
}

/**
 * Sends `body` as `sender`'s reply to message `parentId`, with every rule of a message sent to the
 * parent's conversation (membership, blocks, moderation), and marks the parent as updated.
 */
export function sendThreadReply(
  ctx: DomainContext,
  sender: string,
  parentId: string,
  body: BotMessageBody,
): MessageView {
  const { state } = ctx;
  if (body.multipleReceivers !== undefined) {
    throw messageBodyInvalid({ multipleReceivers: ['is not allowed on a thread reply'] });
  }
  if (body.parentMessageId !== undefined && String(body.parentMessageId) !== parentId) {
    throw messageBodyInvalid({ parentMessageId: ['must be the id of the path, or left out'] });
  }
  checkSharedLimits(body);
  requireUser(ctx, sender);
  const parent = threadParent(state, parentId, sender);
  if (
    (body.receiver !== undefined || body.receiverType !== undefined) &&
    !namesParentConversation(body, parent, sender)
  ) {
    throw wrongThread(parent.id, parent.conversationId);
  }
  const reply = deliverMessage(
    ctx,
    sender,
    { ...body, receiverType: parent.receiverType, receiver: replyReceiver(parent, sender) },
    sender,
    parent.id,
  );
  state.messages.put({ ...parent, updatedAt: reply.sentAt });
  return reply;
}

/**
 * The replies of message `parentId` by cursor, as section 9's lists read: with a viewer, the parent
 * must be visible to them and the replies are those they may see.
 */
export function listThreadReplies(
  ctx: DomainContext,
  parentId: string,
  viewer: string | undefined,
  query: Query,
): MessagePage {
  const { state } = ctx;
  if (viewer !== undefined) requireUser(ctx, viewer);
  const parent = findVisibleMessage(state, parentId, viewer);
  return listMessagePage(state, state.messageIndexes.repliesOf(parent.id), viewer, query);
}
