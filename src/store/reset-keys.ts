/** The keys of conversation resets, shared by the state's table and the people indexes. */
import { userConversationId } from '../contract/conversation-ids.ts';
import type { ConversationResetRecord } from './records.ts';

/**
 * The key of `uid`'s reset of a conversation, named by its group's guid or, for a one-to-one
 * conversation, by its id. A guid never holds `_`, and a one-to-one conversation id always does, so
 * the two kinds of key never meet.
 */
export const resetKey = (guidOrConversationId: string, uid: string): string =>
  `${guidOrConversationId}\n${uid}`;

export const resetKeyOf = (reset: ConversationResetRecord): string =>
  'guid' in reset
    ? resetKey(reset.guid, reset.uid)
    : resetKey(userConversationId(reset.uid, reset.withUid), reset.uid);
