/** Pinned conversations: a pin as the pin operations answer it, and the app's list as PUT sends it. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { CONVERSATION_PINS_MAX, GUID_MAX, RECEIVER_TYPES, UID_MAX } from '../limits.ts';
import { arrayOf, closed, oneOfStrings, ref, str, timestamp } from '../schema-helpers.ts';

/** The two fields a pinned conversation carries wherever it is read. */
export const pinFields = () => ({
  pinnedBy: str('Who pinned the conversation: the user, or `app_system` for a pin of the app.', {
    minLength: 1,
  }),
  pinnedAt: timestamp('When it was pinned (the first pin, a repeated pin keeping it).'),
});

export function conversationPinSchemas(): Record<string, SchemaObject> {
  return {
    ConversationPin: closed(
      'A conversation and its pin; `pinnedBy` and `pinnedAt` are absent once it is unpinned.',
      {
        conversationId: str(
          'A user’s conversation (`<uid>_user_<uid>`, `group_<guid>`); in the app’s list `user_<uid>` or `group_<guid>`.',
          { minLength: 1 },
        ),
        conversationType: oneOfStrings(RECEIVER_TYPES, 'One-to-one (user) or group.'),
        ...pinFields(),
      },
      ['conversationId', 'conversationType'],
    ),
    PinnedConversationEntry: closed('One conversation of the app’s list: exactly one of `uid` and `guid`.', {
      uid: str('A user: each user’s one-to-one conversation with them.', {
        minLength: 1,
        maxLength: UID_MAX,
      }),
      guid: str('A group: its conversation.', { minLength: 1, maxLength: GUID_MAX }),
    }),
    ReplacePinnedConversationsRequest: closed(
      'The app’s pinned conversations, in display order.',
      {
        pinnedConversations: arrayOf(
          ref('PinnedConversationEntry'),
          `The conversations to pin for every user, in display order; at most ${CONVERSATION_PINS_MAX} distinct. Repeated entries are kept once, at their first position; those left out are unpinned; \`[]\` clears the list.`,
          { maxItems: 100 },
        ),
      },
      ['pinnedConversations'],
    ),
  };
}
