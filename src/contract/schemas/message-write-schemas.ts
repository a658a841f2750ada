/**
 * Bodies of the message writes (sending as a user, editing, deleting) and the action message an edit
 * or a deletion answers.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { CUSTOM_TYPE_MAX, MESSAGE_ID_MAX } from '../limits.ts';
import {
  arrayOf,
  bool,
  closed,
  discriminated,
  freeObject,
  oneOfStrings,
  receiverEntity,
  ref,
  str,
  tag,
} from '../schema-helpers.ts';
import { botMessageSchemas, commonProperties } from './bot-message-schemas.ts';
import { MESSAGE_REQUIRED, messageProperties, moderationAndReactions } from './message-schemas.ts';

/** The message a sent message replies to in its thread, as a string or an integer. */
const parentMessageId = (): SchemaObject => ({
  description:
    'Id of the message whose thread this message replies in, as POST /messages/{id}/thread (a string or an integer).',
  anyOf: [
    { type: 'string', pattern: '^[0-9]+$', minLength: 1, maxLength: MESSAGE_ID_MAX },
    { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  ],
});

export function messageWriteSchemas(): Record<string, SchemaObject> {
  return {
    SendMessageRequest: discriminated(
      'A message a user sends, shaped by its `category`: text and media (`message`) or `custom`.',
      'category',
      { message: 'UserMessageRequest', custom: 'CustomMessageRequest' },
    ),
    // A bot's text or media message, plus the thread a user's message may answer.
    UserMessageRequest: {
      ...botMessageSchemas()['MessageBotMessage'],
      properties: {
        ...botMessageSchemas()['MessageBotMessage']!.properties,
        parentMessageId: parentMessageId(),
      },
    },
    CustomMessageRequest: closed(
      'A message whose type and content the client defines.',
      {
        ...commonProperties(),
        category: tag('custom', 'Category of the message.'),
        type: str('Type chosen by the client; custom when left out.', {
          minLength: 1,
          maxLength: CUSTOM_TYPE_MAX,
        }),
        data: ref('CustomBotMessageData'),
        quotedMessageId: str('Id of a message to quote; the answer then includes `quotedMessage`.', {
          minLength: 1,
          maxLength: MESSAGE_ID_MAX,
        }),
        parentMessageId: parentMessageId(),
      },
      ['category'],
    ),
    MessageUpdateRequest: closed(
      'What to change in a text or custom message; what is left out stays.',
      {
        data: closed(
          'The content to change.',
          {
            text: str('New text of a text message.'),
            metadata: freeObject('New metadata (at most 5 KB as JSON); replaces the old.'),
            customData: freeObject('New custom data of a custom message; replaces the old.'),
          },
          [],
          { minProperties: 1 },
        ),
        tags: ref('Tags'),
      },
      [],
      { minProperties: 1 },
    ),
    MessageDeleteRequest: closed('How to delete.', {
      permanent: bool('Remove the message for good instead of keeping it without its content.'),
    }),
    MessageActionMessage: closed(
      'The message the service creates when a message is edited or deleted, in that message’s conversation.',
      {
        ...messageProperties(),
        category: tag('action', 'Category of action messages.'),
        type: tag('message', 'Type of message actions.'),
        data: closed(
          'What happened.',
          {
            action: oneOfStrings(['edited', 'deleted'], 'The message action.'),
            entities: ref('MessageActionEntities'),
            ...moderationAndReactions(),
          },
          ['action', 'entities'],
        ),
      },
      MESSAGE_REQUIRED,
    ),
    MessageActionEntities: closed(
      'Who acted (`by`), on which message (`on`), in whose conversation (`for`: the receiving user or group).',
      {
        by: ref('UserEntity'),
        on: ref('MessageEntity'),
        for: receiverEntity('The receiver of the message.'),
      },
      ['by', 'on', 'for'],
    ),
    MessageEntity: closed(
      'A message embedded in an action message.',
      { entity: ref('EmbeddedMessage'), entityType: tag('message', 'Kind of entity.') },
      ['entity', 'entityType'],
    ),
    // Its own data schema: an embedded message is never an action, and MessageData's entities may be
    // a message action's, which would make the schemas recursive.
    EmbeddedMessage: closed(
      'The message an action is about, as it was right after the action.',
      { ...messageProperties(), data: ref('EmbeddedMessageData') },
      MESSAGE_REQUIRED,
    ),
    EmbeddedMessageData: {
      type: 'object',
      description: 'Content of the message an action is about; empty but for entities once deleted.',
      required: ['entities'],
      properties: {
        text: str('Text of a text message.'),
        metadata: freeObject('Additional data of the message.'),
        attachments: arrayOf(ref('Attachment'), 'Files of a media message.'),
        entities: ref('ConversationEntities'),
        ...moderationAndReactions(),
      },
      additionalProperties: true,
    },
  };
}
