/**
 * How far each user has read and received each conversation. A mark holds the id of the newest
 * message it covers and when it came to cover it; `steps` keeps where the mark stood before each
 * move forward, so the time a message was first covered (its `readAt` or `deliveredAt`) stays the time
 * of the move that covered it, found by binary search. Kept apart from records.ts, which holds the
 * rest of the state's records.
 */

/** One earlier position of a mark: it covered every message up to `messageId` from `at` on. */
export interface MarkStep {
  messageId: string;
  at: number;
}

/** How far a user has read a conversation: every message up to this id counts as read for them. */
export interface ReadMarkRecord {
  uid: string;
  conversationId: string;
  messageId: string;
  /** When the mark came to cover the messages above its last step (all of them without steps). */
  readAt: number;
  /** The mark's earlier positions, ascending, each below `messageId`; absent while it has moved once. */
  steps?: MarkStep[];
}

/** How far a conversation's messages have reached a user: every message up to this id is delivered. */
export interface DeliveredMarkRecord {
  uid: string;
  conversationId: string;
  messageId: string;
  deliveredAt: number;
  steps?: MarkStep[];
}
