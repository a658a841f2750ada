/**
 * The tables of conversation-records.ts, keyed as the reads look them up: a conversation's tags by
 * its user, a message's interactions by the message (so erasing a message drops its interactions at
 * once) and then the user, so presenting a message to a user is one lookup. An index of each user's
 * interacted messages lets erasing a user walk their own, never the whole table.
 */
import type { ChangeLog } from './change-log.ts';
import type { ConversationTagRecord, InteractionRecord } from './conversation-records.ts';
import { GroupedTable, type Observer } from './tables.ts';

/** Derived, never written: uid → ids of the messages they interacted with. */
export class InteractionIndex implements Observer<Readonly<InteractionRecord>> {
  readonly #byUser = new Map<string, Set<string>>();

  put(record: Readonly<InteractionRecord>): void {
    const ids = this.#byUser.get(record.uid) ?? new Set<string>();
    ids.add(record.messageId);
    this.#byUser.set(record.uid, ids);
  }
  remove(record: Readonly<InteractionRecord>): void {
    this.#byUser.get(record.uid)?.delete(record.messageId);
  }
  /** A copy, so that the caller may delete while it walks. */
  messagesOf(uid: string): string[] {
    return [...(this.#byUser.get(uid) ?? [])];
  }
}

export interface ConversationTables {
  /** uid → conversationId → that user's tags of the conversation. */
  readonly conversationTags: GroupedTable<ConversationTagRecord>;
  /** messageId → uid → the elements of that interactive message the user interacted with. */
  readonly interactions: GroupedTable<InteractionRecord>;
  readonly interactedBy: InteractionIndex;
}

export function conversationTables(log: ChangeLog): ConversationTables {
  const interactions = new GroupedTable<InteractionRecord>(
    'interactions',
    log,
    (i) => i.messageId,
    (i) => i.uid,
  );
  const interactedBy = new InteractionIndex();
  interactions.observe(interactedBy);
  const conversationTags = new GroupedTable<ConversationTagRecord>(
    'conversationTags',
    log,
    (t) => t.uid,
    (t) => t.conversationId,
  );
  return { conversationTags, interactions, interactedBy };
}
