/**
 * One conversation as one user sees it: a conversation exists for a user once it holds a message they
 * can see; its last message, unread count and dates are theirs. Each is built from the conversation's
 * own index, walked from its newest message back to the first the user can see.
 */
import { conversationNotAccessible } from '../contract/error-catalogue.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { groupConversationId } from './ids.ts';
import { isUnread } from './message-lists.ts';
import {
  presentGroup,
  presentMessage,
  presentUser,
  type GroupView,
  type MessageView,
  type UserView,
} from './present.ts';
import { flagOf, type Query } from './read-filters.ts';
import { isListedFor } from './visibility.ts';

export interface ConversationView {
  conversationId: string;
  conversationType: 'user' | 'group';
  unreadMessageCount: string;
  createdAt: number;
  updatedAt: number;
  lastMessage: MessageView;
  conversationWith: UserView | GroupView;
}

export interface Summary {
  conversationId: string;
  /** The other user, or the group's guid. */
  with: string;
  type: 'user' | 'group';
  first: MessageRecord;
  last: MessageRecord;
  unread: number;
}

/** What `viewer` sees of one conversation; undefined when they see none of its messages. */
export function summarize(state: AppState, conversationId: string, viewer: string): Summary | undefined {
  const ids = state.messageIndexes.ofConversation(conversationId);
  const listed = (i: number): MessageRecord | undefined => {
    const message = state.messages.get(ids[i]!);
    return message && isListedFor(state, message, viewer) ? message : undefined;
  };
  let last: MessageRecord | undefined;
  let unread = 0;
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    const message = listed(i);
    if (!message) continue;
    last ??= message;
    // Unread messages are the newest ones: the walk stops counting at the first one read.
    if (!isUnread(state, message, viewer) && message.sender !== viewer) break;
    if (isUnread(state, message, viewer)) unread += 1;
  }
  if (!last) return undefined;
  let first: MessageRecord | undefined;
  for (let i = 0; i < ids.length && !first; i += 1) first = listed(i);
  const sample = last;
  const type = sample.receiverType === 'group' ? 'group' : 'user';
  const other =
    type === 'group' ? sample.receiver : sample.sender === viewer ? sample.receiver : sample.sender;
  return { conversationId, with: other, type, first: first ?? last, last, unread };
}

export function presentConversation(
  state: AppState,
  summary: Summary,
  viewer: string,
  query: Query,
): ConversationView {
  let conversationWith: UserView | GroupView;
  if (summary.type === 'group') {
    conversationWith = presentGroup(state, state.groups.get(summary.with)!, viewer);
  } else {
    const user = state.users.get(summary.with);
    conversationWith = user
      ? presentUser(state, user, viewer)
      : { uid: summary.with, name: summary.with, status: 'offline', role: 'default', createdAt: 0 };
    if (!flagOf(query, 'withBlockedInfo')) {
      const view = conversationWith as UserView;
      delete view.blockedByMe;
      delete view.blockedByMeAt;
      delete view.blockedAt;
    }
  }
  if (!flagOf(query, 'withTags') && !flagOf(query, 'withUserAndGroupTags')) delete conversationWith.tags;
  const lastMessage = presentMessage(state, summary.last, { viewer, withQuoted: true });
  return {
    conversationId: summary.conversationId,
    conversationType: summary.type,
    unreadMessageCount: String(summary.unread),
    createdAt: summary.first.sentAt,
    updatedAt: Math.max(summary.last.sentAt, summary.last.updatedAt),
    lastMessage,
    conversationWith,
  };
}

/** The conversations `viewer` takes part in: the groups they are a member of, and their one-to-ones. */
export function conversationIdsOf(state: AppState, viewer: string): string[] {
  const ids = [...state.messageIndexes.directConversationsOf(viewer)];
  for (const guid of state.groups.keys()) {
    if (state.members.find(guid, viewer)) ids.push(groupConversationId(guid));
  }
  return ids;
}

export const newestFirst = (a: Summary, b: Summary): number =>
  Math.max(b.last.sentAt, b.last.updatedAt) - Math.max(a.last.sentAt, a.last.updatedAt) ||
  (a.last.id.length === b.last.id.length
    ? a.last.id < b.last.id
      ? 1
      : -1
    : b.last.id.length - a.last.id.length);

export function oneConversation(
  ctx: DomainContext,
  conversationId: string,
  viewer: string,
): ConversationView {
  const summary = summarize(ctx.state, conversationId, viewer);
  if (!summary) throw conversationNotAccessible(conversationId, viewer);
  return presentConversation(ctx.state, summary, viewer, { withTags: true, withBlockedInfo: true });
}
