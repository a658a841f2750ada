/**
 * The records of pinned conversations: a user's own pins, and the app's list pinned for every user.
 * Kept apart from records.ts, which holds the rest of the state's records.
 */

/**
 * A conversation `uid` pinned for themselves: `conversationId` is theirs, `group_{guid}` or the
 * one-to-one `{a}_user_{b}`. A user's pins are kept in the order they were made, so that two pins
 * of the same second still list newest first.
 */
export interface ConversationPinRecord {
  uid: string;
  conversationId: string;
  /** Kept, since a uid may itself begin with `group_`. */
  conversationType: 'user' | 'group';
  pinnedAt: number;
}

/**
 * A conversation the app pinned for every user: `group_{guid}`, or `user_{uid}` for each user's
 * conversation with that user (the app's list has no second party). The table's order is the
 * display order.
 */
export interface AppPinRecord {
  conversationId: string;
  pinnedAt: number;
}

/** The snapshot's collections of pins (StateSnapshot in records.ts extends this). */
export interface PinCollections {
  conversationPins: ConversationPinRecord[];
  appPinnedConversations: AppPinRecord[];
}
