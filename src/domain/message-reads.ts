/**
 * GET /groups/{guid}/messages, /users/{uid}/messages, /messages and /messages/{id}: which index each
 * list walks, and who may read it.
 */
import { ApiError } from '../contract/errors.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { listMessagePage, mergeIds, type MessagePage } from './message-lists.ts';
import { presentMessage, type MessageView } from './present.ts';
import { textOf, type Query } from './read-filters.ts';
import { findVisibleMessage } from './visibility.ts';

/** A group's messages; with a viewer, who must be a current member, as that member sees them. */
export function listGroupMessages(
  ctx: DomainContext,
  guid: string,
  viewer: string | undefined,
  query: Query,
): MessagePage {
  const group = requireGroup(ctx, guid);
  if (viewer !== undefined && !memberOf(ctx, group.guid, viewer)) {
    throw new ApiError(
      'ERR_NOT_A_MEMBER',
      `The user with uid ${viewer} is not a member of the group ${group.guid}.`,
    );
  }
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
