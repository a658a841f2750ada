/**
 * The tables of conversation-records.ts, keyed as the reads look them up: a conversation's tags by
 * its user, a message's interactions by the message (so erasing a message drops its interactions at
 * once) and then the user, so presenting a message to a user is one lookup.
 */
import type { ChangeLog } from './change-log.ts';
import type { ConversationTagRecord, InteractionRecord } from './conversation-records.ts';
import { GroupedTable } from './tables.ts';

export interface ConversationTables {
  /** uid → conversationId → that user's tags of the conversation. */
  readonly conversationTags: GroupedTable<ConversationTagRecord>;
  /** messageId → uid → the elements of that interactive message the user interacted with. */
  readonly interactions: GroupedTable<InteractionRecord>;
}

export const conversationTables = (log: ChangeLog): ConversationTables => ({
  conversationTags: new GroupedTable(
    'conversationTags',
    log,
    (t) => t.uid,
    (t) => t.conversationId,
  ),
  interactions: new GroupedTable(
    'interactions',
    log,
    (i) => i.messageId,
    (i) => i.uid,
  ),
});
