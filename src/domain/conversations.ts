/**
 * Conversations as one user sees them (conversation-views.ts builds each): the list, one by id, by
 * user or by group. Resetting one for one user is in conversation-resets.ts.
 */
import { conversationNotAccessible, conversationsNeedOnBehalfOf } from '../contract/error-catalogue.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { mapPage, pageOptions, paginate, type Page } from './pagination.ts';
import {
  flagOf,
  hasAnyTag,
  listOf,
  matchesSearch,
  refuseUnsupported,
  textOf,
  type Query,
} from './read-filters.ts';
import {
  oneConversation,
  conversationIdsOf,
  newestFirst,
  presentConversation,
  summarize,
  type ConversationView,
  type Summary,
} from './conversation-views.ts';
import { pinsFirst } from './conversation-pin-reads.ts';

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
    throw conversationsNeedOnBehalfOf();
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
      (tags === undefined || hasAnyTag(tags, state.conversationTags.find(viewer, s.conversationId)?.tags)) &&
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
        .sort(pinsFirst(state, viewer, newestFirst));
  const { perPage, page } = pageOptions(query);
  return mapPage(paginate(summaries, perPage, page), (s) => presentConversation(state, s, viewer, query));
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
  if (!ownsIt) throw conversationNotAccessible(conversationId, viewer);
  return oneConversation(ctx, conversationId, viewer);
}

export function getUserConversation(ctx: DomainContext, uid: string, viewer: string): ConversationView {
  const user = requireUser(ctx, uid);
  return oneConversation(ctx, userConversationId(viewer, user.uid), viewer);
}

export function getGroupConversation(ctx: DomainContext, guid: string, viewer: string): ConversationView {
  const group = requireGroup(ctx, guid);
  const conversationId = groupConversationId(group.guid);
  if (!memberOf(ctx, group.guid, viewer)) throw conversationNotAccessible(conversationId, viewer);
  return oneConversation(ctx, conversationId, viewer);
}

export { resetGroupConversation, type ResetResult } from './conversation-resets.ts';
