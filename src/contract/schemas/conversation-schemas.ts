/** Bodies of the conversation writes: marking read, delivered or unread, resetting, deleting and tagging a conversation. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { bool, closed, int, ref, uid } from '../schema-helpers.ts';

export function conversationSchemas(): Record<string, SchemaObject> {
  return {
    MarkReadRequest: closed('How far the conversation is read.', {
      messageId: int(
        'Id of the message up to which the conversation is read; its newest message when left out.',
        {
          minimum: 1,
          maximum: Number.MAX_SAFE_INTEGER,
        },
      ),
    }),
    MarkDeliveredRequest: closed('How far the conversation is delivered.', {
      messageId: int(
        'Id of the message up to which the conversation is delivered; its newest message when left out.',
        { minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      ),
    }),
    MarkUnreadRequest: closed('From which message the conversation is unread again.', {
      messageId: int(
        'Id of the first message to count as unread again; the newest message the user received when left out.',
        { minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      ),
    }),
    ResetUserConversationRequest: closed('Options of a one-to-one conversation reset.', {
      conversationWith: uid('The other user of the conversation; when sent, the uid of the path.'),
      deleteMessagesPermanently: bool(
        'Also erase every message of the conversation for good, for both users.',
      ),
      preserveOrder: {
        ...bool('Keep the conversation at its position in the user’s conversation list.'),
        default: false,
      },
    }),
    ConversationTagsRequest: closed(
      'The acting user’s tags of the conversation, replacing theirs.',
      { tags: ref('Tags') },
      ['tags'],
    ),
    DeleteConversationRequest: closed('Options of the deprecated conversation delete.', {
      permanent: bool(
        'Also erase every message of a one-to-one conversation for good, for both users; not on a group conversation.',
      ),
    }),
  };
}
