/**
 * Conversations as one user sees them (SPEC 9): a conversation exists for a user once it holds a
 * message they can see; its last message, unread count and dates are theirs. Each is built from the
 * conversation's own index, walked from its newest message back to the first the user can see.
 */
import { ApiError } from '../contract/errors.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { isUnread } from './message-lists.ts';
import { mapPage, pageOptions, paginate, type Page } from './pagination.ts';
import {
  presentGroup,
  presentMessage,
  presentUser,
  type GroupView,
  type MessageView,
  type UserView,
} from './present.ts';
import {
  flagOf,
  hasAnyTag,
  listOf,
  matchesSearch,
  refuseUnsupported,
  textOf,
  type Query,
} from './read-filters.ts';
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

interface Summary {
  conversationId: string;
  /** The other user, or the group's guid. */
  with: string;
  type: 'user' | 'group';
  first: MessageRecord;
  last: MessageRecord;
  unread: number;
}

/** What `viewer` sees of one conversation; undefined when they see none of its messages. */
function summarize(state: AppState, conversationId: string, viewer: string): Summary | undefined {
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

function present(state: AppState, summary: Summary, viewer: string, query: Query): ConversationView {
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
function conversationIdsOf(state: AppState, viewer: string): string[] {
  const ids = [...state.messageIndexes.directConversationsOf(viewer)];
  for (const guid of state.groups.keys()) {
    if (state.members.find(guid, viewer)) ids.push(groupConversationId(guid));
  }
  return ids;
}

const newestFirst = (a: Summary, b: Summary): number =>
  Math.max(b.last.sentAt, b.last.updatedAt) - Math.max(a.last.sentAt, a.last.updatedAt) ||
  (a.last.id.length === b.last.id.length
    ? a.last.id < b.last.id
      ? 1
      : -1
    : b.last.id.length - a.last.id.length);

export function listConversations(
  ctx: DomainContext,
  viewer: string | undefined,
  query: Query,
): Page<ConversationView> {
  refuseUnsupported(
    query,
    {
      useCursoredIndex: 'its cursor is not documented; use perPage and page',
      unique: 'it is for super-admins of the real service',
    },
    { useCursoredIndex: 0, unique: 0 },
  );
  if (viewer === undefined) {
    throw new ApiError(
      'ERR_NOT_SUPPORTED_BY_SANDBOX',
      'Listing conversations without onBehalfOf is not supported by the sandbox: name the user.',
      { details: { onBehalfOf: ['is needed by the sandbox to list conversations'] } },
    );
  }
  const { state } = ctx;
  const searchKey = textOf(query, 'searchKey');
  const type = textOf(query, 'conversationType');
  const tags = listOf(query, 'tags');
  const userTags = listOf(query, 'userTags');
  const groupTags = listOf(query, 'groupTags');
  const includeBlocked = flagOf(query, 'includeBlockedUsers') === true;
  const unreadOnly = flagOf(query, 'unread') === true;
  const keep = (s: Summary): boolean => {
    const user = s.type === 'user' ? state.users.get(s.with) : undefined;
    const group = s.type === 'group' ? state.groups.get(s.with) : undefined;
    return (
      (type === undefined || s.type === type) &&
      matchesSearch(searchKey, [s.with, user?.name, group?.name]) &&
      (tags === undefined || (group !== undefined && hasAnyTag(tags, group.tags))) &&
      (userTags === undefined || (user !== undefined && hasAnyTag(userTags, user.tags))) &&
      (groupTags === undefined || (group !== undefined && hasAnyTag(groupTags, group.tags))) &&
      (includeBlocked || s.type === 'group' || state.blockedUsers.find(viewer, s.with) === undefined) &&
      (!unreadOnly || s.unread > 0)
    );
  };
  // The sandbox has no agentic conversations: only those is none, and hiding them changes nothing.
  const summaries = flagOf(query, 'onlyAgentic')
    ? []
    : conversationIdsOf(state, viewer)
        .map((id) => summarize(state, id, viewer))
        .filter((s): s is Summary => s !== undefined && keep(s))
        .sort(newestFirst);
  const { perPage, page } = pageOptions(query);
  return mapPage(paginate(summaries, perPage, page), (s) => present(state, s, viewer, query));
}

function notAccessible(conversationId: string, viewer: string): ApiError {
  return new ApiError(
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    `The conversation ${conversationId} has no messages for UID ${viewer}.`,
  );
}

function one(ctx: DomainContext, conversationId: string, viewer: string): ConversationView {
  const summary = summarize(ctx.state, conversationId, viewer);
  if (!summary) throw notAccessible(conversationId, viewer);
  return present(ctx.state, summary, viewer, { withTags: true, withBlockedInfo: true });
}

/** GET /conversations/{conversationId}: one of the viewer's own conversations. */
export function getConversation(
  ctx: DomainContext,
  conversationId: string,
  viewer: string,
): ConversationView {
  const group = /^group_(.+)$/.exec(conversationId);
  const ownsIt = group
    ? memberOf(ctx, group[1]!, viewer) !== undefined
    : conversationId.startsWith(`${viewer}_user_`) || conversationId.endsWith(`_user_${viewer}`);
  if (!ownsIt) throw notAccessible(conversationId, viewer);
  return one(ctx, conversationId, viewer);
}

export function getUserConversation(ctx: DomainContext, uid: string, viewer: string): ConversationView {
  const user = requireUser(ctx, uid);
  return one(ctx, userConversationId(viewer, user.uid), viewer);
}

export function getGroupConversation(ctx: DomainContext, guid: string, viewer: string): ConversationView {
  const group = requireGroup(ctx, guid);
  const conversationId = groupConversationId(group.guid);
  if (!memberOf(ctx, group.guid, viewer)) throw notAccessible(conversationId, viewer);
  return one(ctx, conversationId, viewer);
}
