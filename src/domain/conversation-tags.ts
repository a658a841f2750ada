/**
 * A user's tags of a conversation (SPEC 17): PUT /users/{uid}/conversation and PUT
 * /groups/{guid}/conversation replace them. They are that user's alone, kept by user and conversation
 * so that a read finds them in one lookup: the conversation reads show them (conversation-views.ts)
 * and GET /conversations filters on them (conversations.ts).
 */
import { conversationNotAccessible, notAMember } from '../contract/error-catalogue.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { oneConversation, summarize, type ConversationView } from './conversation-views.ts';
import { memberOf, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';

export function updateUserConversation(
  ctx: DomainContext,
  uid: string,
  viewer: string,
  tags: readonly string[],
): ConversationView {
  const other = requireUser(ctx, uid);
  return tagConversation(ctx, userConversationId(viewer, other.uid), viewer, tags);
}

/** As the group's other conversation operations, a non-member is refused before the conversation is looked at. */
export function updateGroupConversation(
  ctx: DomainContext,
  guid: string,
  viewer: string,
  tags: readonly string[],
): ConversationView {
  const group = requireGroup(ctx, guid);
  if (!memberOf(ctx, group.guid, viewer)) throw notAMember(viewer, group.guid);
  return tagConversation(ctx, groupConversationId(group.guid), viewer, tags);
}

/**
 * Replaces the viewer's tags of a conversation that exists for them; a tag sent twice is kept once, at
 * its first place, and `[]` removes the record, so that a stored one is never empty.
 */
function tagConversation(
  ctx: DomainContext,
  conversationId: string,
  viewer: string,
  tags: readonly string[],
): ConversationView {
  const { state } = ctx;
  if (!summarize(state, conversationId, viewer)) throw conversationNotAccessible(conversationId, viewer);
  const kept = [...new Set(tags)];
  if (kept.length === 0) state.conversationTags.delete(viewer, conversationId);
  else state.conversationTags.put({ uid: viewer, conversationId, tags: kept, updatedAt: ctx.clock.now() });
  // The answer always carries `tags`, `[]` included: it confirms what the user now has.
  return { ...oneConversation(ctx, conversationId, viewer), tags: kept };
}

/**
 * Forgets every user's tags of one conversation (a group deleted). Users with tags are few next to
 * the app's messages; their lists are walked, never the messages.
 */
export function eraseConversationTags(state: AppState, conversationId: string): void {
  for (const [uid] of [...state.conversationTags.groups()])
    state.conversationTags.delete(uid, conversationId);
}

/** Forgets an erased user's tags and the other users' tags of their one-to-one conversations with them. */
export function eraseConversationTagsOf(state: AppState, uid: string): void {
  for (const tagged of [...state.conversationTags.list(uid)]) {
    state.conversationTags.delete(uid, tagged.conversationId);
  }
  for (const [other] of [...state.conversationTags.groups()]) {
    state.conversationTags.delete(other, userConversationId(uid, other));
  }
}
