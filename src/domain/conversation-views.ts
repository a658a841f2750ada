/**
 * One conversation as one user sees it: a conversation exists for a user once it holds a message they
 * can see, or once it was opened for them without one (friends added with `addToConversations`:
 * listed without `lastMessage`, nothing unread); its last message, unread count and dates are theirs.
 * Each is built from the conversation's own index, walked from its newest message back to the first
 * the user can see.
 */
import { conversationNotAccessible } from '../contract/error-catalogue.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { compareIds, groupConversationId } from './ids.ts';
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
import { pinShown } from './conversation-pin-reads.ts';

export interface ConversationView {
  conversationId: string;
  conversationType: 'user' | 'group';
  unreadMessageCount: string;
  createdAt: number;
  updatedAt: number;
  lastMessage?: MessageView;
  conversationWith: UserView | GroupView;
  /** The viewer's own tags of the conversation, on single reads and with `withTags`. */
  tags?: string[];
  pinnedBy?: string;
  pinnedAt?: number;
}

export interface Summary {
  conversationId: string;
  /** The other user, or the group's guid. */
  with: string;
  type: 'user' | 'group';
  /** Absent when the conversation was opened and holds no message the user can see. */
  first?: MessageRecord | undefined;
  last?: MessageRecord | undefined;
  unread: number;
  /** When it was opened for the user without a message, if it was. */
  openedAt?: number | undefined;
}

/** When the conversation last changed for its user: its newest message, else its opening. */
const activityOf = (s: Summary): number => (s.last ? Math.max(s.last.sentAt, s.last.updatedAt) : s.openedAt!);

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
  const opened = state.openedConversations.find(viewer, conversationId);
  if (!last) {
    if (!opened) return undefined;
    return {
      conversationId,
      with: opened.conversationWith,
      type: 'user',
      unread: 0,
      openedAt: opened.openedAt,
    };
  }
  let first: MessageRecord | undefined;
  for (let i = 0; i < ids.length && !first; i += 1) first = listed(i);
  const sample = last;
  const type = sample.receiverType === 'group' ? 'group' : 'user';
  const other =
    type === 'group' ? sample.receiver : sample.sender === viewer ? sample.receiver : sample.sender;
  return {
    conversationId,
    with: other,
    type,
    first: first ?? last,
    last,
    unread,
    openedAt: opened?.openedAt,
  };
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
  const view: ConversationView = {
    conversationId: summary.conversationId,
    conversationType: summary.type,
    unreadMessageCount: String(summary.unread),
    createdAt: Math.min(summary.openedAt ?? Infinity, summary.first?.sentAt ?? Infinity),
    updatedAt: activityOf(summary),
    conversationWith,
  };
  if (summary.last) view.lastMessage = presentMessage(state, summary.last, { viewer, withQuoted: true });
  const tags = flagOf(query, 'withTags')
    ? state.conversationTags.find(viewer, view.conversationId)
    : undefined;
  if (tags) view.tags = [...tags.tags];
  Object.assign(view, pinShown(state, viewer, summary));
  return view;
}

/** The conversations `viewer` takes part in: the groups they are a member of, and their one-to-ones. */
export function conversationIdsOf(state: AppState, viewer: string): string[] {
  const direct = new Set(state.messageIndexes.directConversationsOf(viewer));
  for (const opened of state.openedConversations.list(viewer)) direct.add(opened.conversationId);
  const ids = [...direct];
  for (const guid of state.groups.keys()) {
    if (state.members.find(guid, viewer)) ids.push(groupConversationId(guid));
  }
  return ids;
}

const lastId = (s: Summary): string => s.last?.id ?? '';

/** Newest activity first; then the newer last message; conversations opened at once, by id. */
export const newestFirst = (a: Summary, b: Summary): number =>
  activityOf(b) - activityOf(a) ||
  compareIds(lastId(b), lastId(a)) ||
  (a.conversationId < b.conversationId ? -1 : 1);

export function oneConversation(
  ctx: DomainContext,
  conversationId: string,
  viewer: string,
): ConversationView {
  const summary = summarize(ctx.state, conversationId, viewer);
  if (!summary) throw conversationNotAccessible(conversationId, viewer);
  return presentConversation(ctx.state, summary, viewer, { withTags: true, withBlockedInfo: true });
}
