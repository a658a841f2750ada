/**
 * What one user keeps about a conversation or a message beyond reading it (SPEC 17): their tags of a
 * conversation, and the elements of an interactive message they interacted with. Kept apart from
 * records.ts, which holds the rest of the state's records.
 */

/** One user's tags of one conversation; other users' tags of it are theirs. Never empty. */
export interface ConversationTagRecord {
  uid: string;
  conversationId: string;
  tags: string[];
  updatedAt: number;
}

/** One element of an interactive message a user interacted with, and when they first did. */
export interface Interaction {
  elementId: string;
  interactedAt: number;
}

/** The elements of one interactive message one user interacted with, in the order of their first time. */
export interface InteractionRecord {
  messageId: string;
  uid: string;
  interactions: Interaction[];
}
