/**
 * Messages: a user sends, edits and deletes one; lists of a group's, a one-to-one conversation's or
 * every message a user may see; one message by id. Sending is in message-send.ts (bots send through
 * it too), the cursor walk in message-lists.ts.
 */
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import type { BotMessageBody } from './message-body.ts';
import { deliverMessage, readMessageBody } from './message-send.ts';
import { type MessageView, presentMessage } from './present.ts';
import {
  changesDoNotFit,
  changesNotObject,
  emptyMessageText,
  notAMember,
  notEditable,
} from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { JsonObject, MessageRecord } from '../store/state.ts';
import { emit } from './events.ts';
import { recordMessageAction, requireChangeable } from './message-actions.ts';
import { isObject } from './message-body.ts';
import { checkSharedLimits } from './message-rules.ts';
import { recordIfBlocked } from './moderation-engine.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { type MessagePage, listMessagePage, mergeIds } from './message-lists.ts';
import { type Query, textOf } from './read-filters.ts';
import { eraseMessages } from './message-erasure.ts';
import { sendThreadReply } from './threads.ts';
import { findVisibleMessage } from './visibility.ts';

export function sendMessage(ctx: DomainContext, sender: string, body: BotMessageBody): MessageView {
  // A parent makes the message a thread reply, with that route's checks and errors.
  if (body.parentMessageId !== undefined) {
    const { parentMessageId, ...reply } = body;
    return sendThreadReply(ctx, sender, String(parentMessageId), reply);
  }
  const message = readMessageBody(body);
  requireUser(ctx, sender);
  return deliverMessage(ctx, sender, message, sender);
}

export interface MessageChanges {
  data?: { text?: string; metadata?: JsonObject; customData?: JsonObject };
  tags?: string[];
}

/** What the changes may hold depends on the kind of message. */
function checkChanges(message: MessageRecord, changes: MessageChanges): void {
  const isText = message.category === 'message' && message.type === 'text';
  if (!isText && message.category !== 'custom') {
    throw notEditable(message.id);
  }
  const data = changes.data ?? {};
  const details: ErrorDetails = {};
  if (isText && data.customData !== undefined)
    details['data.customData'] = ['only a custom message has customData'];
  if (!isText && data.text !== undefined) details['data.text'] = ['only a text message has text'];
  if (Object.keys(details).length > 0) {
    throw changesDoNotFit(details);
  }
  if (data.text !== undefined && data.text.trim() === '') {
    throw emptyMessageText();
  }
  checkSharedLimits({ data: changes.data, tags: changes.tags });
}

function edited(message: MessageRecord, changes: MessageChanges, by: string, now: number): MessageRecord {
  const data = { ...message.data };
  for (const key of ['text', 'metadata', 'customData'] as const) {
    const value = changes.data?.[key];
    if (value !== undefined) data[key] = structuredClone(value);
  }
  const record: MessageRecord = { ...message, data, editedAt: now, editedBy: by, updatedAt: now };
  if (changes.tags !== undefined) record.tags = [...changes.tags];
  return record;
}

/** Answers the `edited` action message, as the real service does. */
export function updateMessage(
  ctx: DomainContext,
  id: string,
  changes: MessageChanges,
  onBehalfOf?: string,
): MessageView {
  if (!isObject(changes) || (changes.data !== undefined && !isObject(changes.data))) {
    throw changesNotObject();
  }
  const message = requireChangeable(ctx, id, onBehalfOf, 'edited');
  checkChanges(message, changes);
  const by = onBehalfOf ?? SYSTEM_UID;
  const record = edited(message, changes, by, ctx.clock.now());
  ctx.state.messages.put(record);
  // An edit is moderated like a send: a new text that a rule blocks blocks the message.
  recordIfBlocked(ctx, record);
  const action = recordMessageAction(ctx, record, 'edited', by);
  emit(ctx.state, { type: 'messageEdited', message: record, by, action });
  return presentMessage(ctx.state, action, { viewer: onBehalfOf });
}

/** Answers the `deleted` action message, as the real service does. */
export function deleteMessage(
  ctx: DomainContext,
  id: string,
  options: { permanent?: boolean | undefined },
  onBehalfOf?: string,
): MessageView {
  const permanent = options.permanent === true;
  const message = requireChangeable(ctx, id, onBehalfOf, 'deleted', permanent);
  const by = onBehalfOf ?? SYSTEM_UID;
  const now = ctx.clock.now();
  const deleted: MessageRecord = {
    ...message,
    data: {},
    deletedAt: message.deletedAt ?? now,
    deletedBy: message.deletedBy ?? by,
    updatedAt: now,
  };
  const action = recordMessageAction(ctx, deleted, 'deleted', by);
  if (permanent) eraseMessages(ctx.state, [id]);
  else ctx.state.messages.put(deleted);
  emit(ctx.state, { type: 'messageDeleted', message: deleted, by, permanent, action });
  return presentMessage(ctx.state, action, { viewer: onBehalfOf });
}

/** A group's messages; with a viewer, who must be a current member, as that member sees them. */
export function listGroupMessages(
  ctx: DomainContext,
  guid: string,
  viewer: string | undefined,
  query: Query,
): MessagePage {
  const group = requireGroup(ctx, guid);
  if (viewer !== undefined && !memberOf(ctx, group.guid, viewer)) throw notAMember(viewer, group.guid);
  const ids = ctx.state.messageIndexes.ofConversation(groupConversationId(group.guid));
  return listMessagePage(ctx.state, ids, viewer, query);
}

/** The one-to-one conversation between `viewer` and `uid`. */
export function listUserMessages(ctx: DomainContext, uid: string, viewer: string, query: Query): MessagePage {
  const user = requireUser(ctx, uid);
  const ids = ctx.state.messageIndexes.ofConversation(userConversationId(viewer, user.uid));
  return listMessagePage(ctx.state, ids, viewer, query);
}

/**
 * Messages across the app: one conversation's or one sender's index when the query names one; with a
 * viewer, the conversations they take part in; else the app's.
 */
export function listMessages(ctx: DomainContext, viewer: string | undefined, query: Query): MessagePage {
  const { state } = ctx;
  const indexes = state.messageIndexes;
  const conversationId = textOf(query, 'conversationId');
  const sender = textOf(query, 'sender');
  let ids: readonly string[];
  if (conversationId !== undefined) ids = indexes.ofConversation(conversationId);
  else if (sender !== undefined) ids = indexes.ofSender(sender);
  else if (viewer !== undefined) {
    const conversations = [...indexes.directConversationsOf(viewer)];
    for (const guid of state.groups.keys()) {
      if (state.members.find(guid, viewer)) conversations.push(groupConversationId(guid));
    }
    ids = mergeIds(conversations.map((c) => indexes.ofConversation(c)));
  } else ids = indexes.all;
  return listMessagePage(state, ids, viewer, query);
}

/** One message; with a viewer, as that user may see it, `reactedByMe` included. */
export function getMessage(ctx: DomainContext, id: string, viewer: string | undefined): MessageView {
  const message = findVisibleMessage(ctx.state, id, viewer);
  return presentMessage(ctx.state, message, { viewer, withQuoted: true });
}
