/**
 * Erasing a user (DELETE /users/{uid} with `permanent: true`, SPEC 16 "Erasure"): the record and
 * everything that names them goes, found through the indexes (store/message-indexes.ts,
 * store/people-indexes.ts) so that the cost follows what the user touched, never the size of the app.
 * What stays is what others own: their group messages, replies and quotes keep the ids they name, as a
 * permanent message deletion leaves them (docs/decisions/deactivated-users.md, "Erasure").
 */
import { reviewKey } from '../store/moderation-tables.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { eraseConversationPinsOf } from './conversation-pins.ts';
import { eraseFriendshipsOf, eraseOpenedConversationsOf } from './friends.ts';
import { eraseConversationTagsOf } from './conversation-tags.ts';
import { eraseInteractionsOf, eraseInteractionsWith } from './interactions.ts';
import { erasePushTokensOf } from './push-tokens.ts';

/** A message with what hangs on it: reactions, saves, interactions, thread subscribers, blocked-message record. */
function purgeMessage(state: AppState, id: string): void {
  for (const reaction of state.reactions.list(id)) state.reactions.delete(id, reaction.id);
  for (const uid of state.peopleIndexes.saversOf(id)) state.savedMessages.delete(uid, id);
  eraseInteractionsWith(state, id);
  for (const s of state.threadSubscriptions.list(id)) state.threadSubscriptions.delete(id, s.uid);
  state.blockedMessages.delete(id);
  state.flaggedMessages.delete(id);
  for (const origin of ['blocked', 'flagged'] as const) state.moderationReviews.delete(reviewKey(origin, id));
  state.messages.delete(id);
}

/**
 * Every one-to-one conversation with the user (all its messages both ways, and the other user's read
 * mark of it), every message the user sent, and every action that names them.
 */
function eraseMessages(state: AppState, uid: string): void {
  const indexes = state.messageIndexes;
  const ids = new Set<string>();
  for (const conversationId of [...indexes.directConversationsOf(uid)]) {
    const messageIds = indexes.ofConversation(conversationId);
    const first = state.messages.get(messageIds[0] ?? '');
    const other = first?.sender === uid ? first.receiver : first?.sender;
    if (other !== undefined) state.readMarks.delete(other, conversationId);
    if (other !== undefined) state.deliveredMarks.delete(other, conversationId);
    for (const id of messageIds) ids.add(id);
  }
  for (const id of indexes.ofSender(uid)) ids.add(id);
  for (const id of indexes.actionsNaming(uid)) ids.add(id);
  for (const id of ids) purgeMessage(state, id);
}

/** What the user holds in groups: memberships (membersCount follows), bans, resets; owned groups pass on. */
function eraseGroupTies(ctx: DomainContext, uid: string): void {
  const { state } = ctx;
  const people = state.peopleIndexes;
  for (const guid of people.groupsOf(uid)) state.members.delete(guid, uid);
  for (const guid of people.bansOf(uid)) state.bans.delete(guid, uid);
  for (const key of people.resetsOf(uid)) state.conversationResets.delete(key);
  // The system user owns a group created without an owner; it becomes the owner, not a member.
  for (const guid of people.ownedBy(uid)) {
    const group = state.groups.get(guid);
    if (group) state.groups.put({ ...group, owner: SYSTEM_UID });
  }
}

/** What the user holds of their own and between them and others: tokens, reactions, saves, blocks, marks, thread subscriptions. */
function eraseOwnRecords(state: AppState, uid: string): void {
  for (const token of state.authTokens.list(uid)) state.authTokens.delete(uid, token.authToken);
  for (const [messageId, id] of state.peopleIndexes.reactionsOf(uid)) state.reactions.delete(messageId, id);
  for (const saved of state.savedMessages.list(uid)) state.savedMessages.delete(uid, saved.messageId);
  for (const block of state.blockedUsers.list(uid)) state.blockedUsers.delete(uid, block.blockedUid);
  for (const blocker of state.peopleIndexes.blockersOf(uid)) state.blockedUsers.delete(blocker, uid);
  for (const mark of state.readMarks.list(uid)) state.readMarks.delete(uid, mark.conversationId);
  for (const mark of state.deliveredMarks.list(uid)) state.deliveredMarks.delete(uid, mark.conversationId);
  for (const id of [...state.threadSubscriptions.threadsOf(uid)]) state.threadSubscriptions.delete(id, uid);
}

/**
 * Erases `uid`, an existing user other than the system user, with their friendships both ways and
 * the one-to-one conversations opened for or with them, the conversation tags by them or of their
 * one-to-one conversations, and the pins of and with them. Thread subscriptions have no table yet
 * (SPEC 17): they add their step here when they land.
 */
export function eraseUser(ctx: DomainContext, uid: string): void {
  const { state } = ctx;
  eraseMessages(state, uid);
  eraseGroupTies(ctx, uid);
  eraseOwnRecords(state, uid);
  eraseFriendshipsOf(state, uid);
  eraseOpenedConversationsOf(state, uid);
  eraseConversationTagsOf(state, uid);
  eraseInteractionsOf(state, uid);
  eraseConversationPinsOf(state, uid);
  state.notificationUsers.delete(uid);
  erasePushTokensOf(state, uid);
  state.users.delete(uid);
}
