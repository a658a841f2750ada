/** The records of threads beside their messages. Kept apart from records.ts, as people-records.ts is. */

/** A user's subscription to the thread of one message (POST /messages/{id}/thread/subscription). */
export interface ThreadSubscriptionRecord {
  uid: string;
  messageId: string;
  subscribedAt: number;
}
