/**
 * The records of a user's sessions and social graph: auth tokens, friendships and the one-to-one
 * conversations opened for friends before any message. Kept apart from records.ts, which holds the
 * rest of the state's records.
 */
import type { JsonObject } from '../contract/json.ts';

export interface AuthTokenRecord {
  uid: string;
  authToken: string;
  createdAt: number;
  /** Set by updating the token: where the client using it runs. */
  platform?: string;
  userAgent?: string;
  appInfo?: JsonObject;
  /** When the token was last updated; absent until then. */
  updatedAt?: number;
}

/**
 * One side of a friendship: `uid` counts `friendUid` as a friend. Friendship is mutual, so every
 * friendship is two records, one per side, made and removed together.
 */
export interface FriendshipRecord {
  uid: string;
  friendUid: string;
  createdAt: number;
}

/**
 * A one-to-one conversation opened for `uid` without a message (friends added with
 * `addToConversations`): listed for them, empty, until messages arrive. One record per user.
 */
export interface OpenedConversationRecord {
  uid: string;
  conversationId: string;
  /** The other user of the conversation. */
  conversationWith: string;
  openedAt: number;
}
