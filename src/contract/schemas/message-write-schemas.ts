/** Bodies of the message writes: sending as a user, editing, deleting. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { CUSTOM_TYPE_MAX, MESSAGE_ID_MAX } from '../limits.ts';
import { closed, discriminated, ref, str, tag } from '../schema-helpers.ts';
import { commonProperties } from './bot-message-schemas.ts';

export function messageWriteSchemas(): Record<string, SchemaObject> {
  return {
    SendMessageRequest: discriminated(
      'A message a user sends, shaped by its `category`: text and media (`message`) or `custom`.',
      'category',
      { message: 'MessageBotMessage', custom: 'CustomMessageRequest' },
    ),
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
      },
      ['category'],
    ),
  };
}
