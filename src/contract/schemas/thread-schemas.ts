/** The records of GET /threads: a thread parent with its latest reply, and the list's cursor. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { closed, int, ref, str, tag, timestamp } from '../schema-helpers.ts';
import { MESSAGE_REQUIRED, messageProperties } from './message-schemas.ts';

const threadCursor = (affix: 'append' | 'prepend', description: string): SchemaObject =>
  closed(
    description,
    {
      affix: tag(affix, 'Direction to read in with this cursor (the `affix` query parameter).'),
      updatedAt: timestamp('The thread activity (`updatedAt`) of the parent at the cursor.'),
      id: str(
        'Id of the parent at the cursor, which breaks ties of `updatedAt` (the `id` query parameter).',
        {
          pattern: '^[0-9]+$',
        },
      ),
    },
    ['affix', 'updatedAt', 'id'],
  );

export function threadSchemas(): Record<string, SchemaObject> {
  return {
    Thread: closed(
      'A message with at least one reply the reader may see: the parent, its `replyCount` and its latest reply.',
      {
        ...messageProperties(),
        lastReply: ref('Message'),
        unreadRepliesCount: int(
          'Replies after the acting user’s read mark of the conversation; only with `withUnreadReplyCount`.',
          { minimum: 0 },
        ),
      },
      [...MESSAGE_REQUIRED, 'replyCount', 'lastReply'],
    ),
    ThreadCursorMeta: closed(
      'Cursor-style list metadata of threads.',
      {
        current: closed(
          'This page.',
          {
            limit: int('Page size used.', { minimum: 1 }),
            count: int('Number of threads returned.', { minimum: 0 }),
          },
          ['limit', 'count'],
        ),
        next: threadCursor(
          'append',
          'Cursor to the threads active after this page; present when the page is not empty.',
        ),
        previous: threadCursor(
          'prepend',
          'Cursor to the threads active before this page; present when the page is not empty.',
        ),
      },
      ['current'],
    ),
  };
}
