/** The records only the reads return: members with their scope, conversations, and the message lists' cursor. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { RECEIVER_TYPES, SCOPES } from '../limits.ts';
import { closed, int, oneOfStrings, ref, str, tag, timestamp } from '../schema-helpers.ts';
import { USER_REQUIRED, userProperties } from './record-schemas.ts';
import { pinFields } from './conversation-pin-schemas.ts';

const count = (description: string): SchemaObject => int(description, { minimum: 0 });

const messageCursor = (affix: 'append' | 'prepend', description: string): SchemaObject =>
  closed(
    description,
    {
      affix: tag(affix, 'Direction to read in with this cursor (the `affix` query parameter).'),
      sentAt: timestamp('When the message at the cursor was sent.'),
      id: str('Message id to pass as the `id` query parameter.', { pattern: '^[0-9]+$' }),
    },
    ['affix', 'sentAt', 'id'],
  );

export function readSchemas(): Record<string, SchemaObject> {
  return {
    GroupMember: closed(
      'A current member of a group: the user record with their scope and when they joined.',
      {
        ...userProperties(),
        scope: oneOfStrings(SCOPES, 'Scope of the member in the group.'),
        joinedAt: timestamp('When the member joined.'),
      },
      [...USER_REQUIRED, 'scope', 'joinedAt'],
    ),
    Conversation: closed(
      'A conversation as one user sees it: the other user or the group, the newest message that user can see (absent from a one-to-one conversation opened for friends before any message), and how many they have not read; `tags` are the user’s own tags of it, when they gave some.',
      {
        conversationId: str('`<uid>_user_<uid>` or `group_<guid>`.'),
        conversationType: oneOfStrings(RECEIVER_TYPES, 'One-to-one (user) or group.'),
        unreadMessageCount: str(
          'Messages the user can see, did not send and has not read, as a decimal string.',
          {
            pattern: '^[0-9]+$',
          },
        ),
        createdAt: timestamp(
          'When the first message the user can see was sent, or the conversation was opened for them if earlier.',
        ),
        updatedAt: timestamp(
          'When the conversation last changed for the user: its newest message, else its opening.',
        ),
        lastMessage: ref('Message'),
        conversationWith: {
          description: 'The other user (one-to-one) or the group, as the user sees it.',
          oneOf: [ref('User'), ref('Group')],
        },
        tags: ref('Tags'),
        // The user's own pin, or the app's, which wins over it (conversation-pin-schemas.ts).
        ...pinFields(),
      },
      [
        'conversationId',
        'conversationType',
        'unreadMessageCount',
        'createdAt',
        'updatedAt',
        'conversationWith',
      ],
    ),
    MessageCursorMeta: closed(
      'Cursor-style list metadata of messages.',
      {
        current: closed(
          'This page.',
          { limit: int('Page size used.', { minimum: 1 }), count: count('Number of messages returned.') },
          ['limit', 'count'],
        ),
        next: messageCursor(
          'append',
          'Cursor to the messages after this page; present when the page is not empty.',
        ),
        previous: messageCursor(
          'prepend',
          'Cursor to the messages before this page; present when the page is not empty.',
        ),
      },
      ['current'],
    ),
  };
}
