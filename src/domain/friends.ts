/**
 * Friends: a user makes others friends, lists and removes them. A friendship is mutual, kept as one
 * record per side (store/people-records.ts) made and removed together. Adding answers a result per
 * uid, as adding members does; removing is all or nothing. With `addToConversations` each new pair's
 * one-to-one conversation is opened for both, listed before any message is sent
 * (conversation-views.ts reads the opened records).
 */
import {
  alreadyFriend,
  cannotFormSelfRelation,
  friendLimitReached,
  notAFriend,
} from '../contract/error-catalogue.ts';
import type { ApiError } from '../contract/errors.ts';
import { FRIENDS_MAX } from '../contract/limits.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import { userConversationId } from './ids.ts';
import { mapPage, pageOptions, paginate, withMetaCursor, type Page } from './pagination.ts';
import { presentUid, type UserView } from './present.ts';
import { matchesSearch, textOf, type Query } from './read-filters.ts';
import { inactiveReason, requireActiveUser } from './user-lookup.ts';

export type FriendResult =
  { success: true; message: string } | { success: false; error: { code: ApiError['code']; message: string } };

export interface AddFriendsResult {
  accepted: Record<string, FriendResult>;
}

/** Why `uid` and `other` cannot become friends now, in the order the rules are checked. */
function friendFailure(state: AppState, uid: string, other: string): ApiError | undefined {
  if (other === uid) return cannotFormSelfRelation(uid);
  const inactive = inactiveReason(state, other);
  if (inactive) return inactive;
  if (state.friendships.find(uid, other)) return alreadyFriend(uid, other);
  const full = [uid, other].find((side) => (state.friendships.get(side)?.size ?? 0) >= FRIENDS_MAX);
  return full === undefined ? undefined : friendLimitReached(full);
}

/** Opens the pair's one-to-one conversation for both of them, unless it is open for that side already. */
function openConversation(ctx: DomainContext, a: string, b: string): void {
  const conversationId = userConversationId(a, b);
  for (const [uid, conversationWith] of [
    [a, b],
    [b, a],
  ] as const) {
    if (ctx.state.openedConversations.find(uid, conversationId)) continue;
    ctx.state.openedConversations.put({ uid, conversationId, conversationWith, openedAt: ctx.clock.now() });
  }
}

/**
 * POST /users/{uid}/friends. The acting user must exist and be active; each listed uid gets its own
 * result, and a uid listed twice is answered once.
 */
export function addFriends(
  ctx: DomainContext,
  uid: string,
  accepted: readonly string[],
  options: { addToConversations?: boolean | undefined } = {},
): AddFriendsResult {
  const { state } = ctx;
  requireActiveUser(state, uid);
  // A Map, then fromEntries: a uid such as `__proto__` stays an ordinary key of the answer.
  const results = new Map<string, FriendResult>();
  for (const other of accepted) {
    if (results.has(other)) continue;
    const failure = friendFailure(state, uid, other);
    if (failure) {
      results.set(other, { success: false, error: { code: failure.code, message: failure.message } });
      continue;
    }
    const createdAt = ctx.clock.now();
    state.friendships.put({ uid, friendUid: other, createdAt });
    state.friendships.put({ uid: other, friendUid: uid, createdAt });
    if (options.addToConversations === true) openConversation(ctx, uid, other);
    results.set(other, { success: true, message: 'Created relationship with status accepted.' });
  }
  return { accepted: Object.fromEntries(results) };
}

export interface RemoveFriendsResult {
  success: true;
  message: string;
}

/**
 * DELETE /users/{uid}/friends. Every listed uid must be a friend, else nothing changes; a deactivated
 * user (either side) can still be unfriended.
 */
export function removeFriends(
  ctx: DomainContext,
  uid: string,
  friends: readonly string[],
): RemoveFriendsResult {
  const { state } = ctx;
  requireUser(ctx, uid);
  const stranger = friends.find((other) => !state.friendships.find(uid, other));
  if (stranger !== undefined) throw notAFriend(uid, stranger);
  for (const other of friends) {
    state.friendships.delete(uid, other);
    state.friendships.delete(other, uid);
  }
  // The reference's wording, its spelling kept.
  return { success: true, message: 'Deleted the friend relations succussfully' };
}

/** GET /users/{uid}/friends: in the order the friendships were made, as `uid` sees each friend. */
export function listFriends(ctx: DomainContext, uid: string, query: Query): Page<UserView> {
  const { state } = ctx;
  requireUser(ctx, uid);
  const searchKey = textOf(query, 'searchKey');
  const friends = state.friendships.list(uid).filter((f) => {
    const friend = state.users.get(f.friendUid);
    return matchesSearch(searchKey, [friend?.name, f.friendUid]);
  });
  const { perPage, page } = pageOptions(query);
  return withMetaCursor(
    mapPage(paginate(friends, perPage, page), (f) => presentUid(state, f.friendUid, uid)),
  );
}

/**
 * Removes every friendship of `uid`, both sides, as erasing the user does: its friends no longer list
 * it, and it starts without friends if the uid is created again.
 */
export function eraseFriendshipsOf(state: AppState, uid: string): void {
  for (const friendship of [...state.friendships.list(uid)]) {
    state.friendships.delete(friendship.friendUid, uid);
    state.friendships.delete(uid, friendship.friendUid);
  }
}

/**
 * Removes the one-to-one conversations opened for `uid` and those opened for others with `uid`, as
 * erasing the user does. Every user's opened records are looked at, not every message.
 */
export function eraseOpenedConversationsOf(state: AppState, uid: string): void {
  for (const opened of [...state.openedConversations.list(uid)]) {
    state.openedConversations.delete(uid, opened.conversationId);
  }
  for (const [other] of [...state.openedConversations.groups()]) {
    state.openedConversations.delete(other, userConversationId(uid, other));
  }
}
