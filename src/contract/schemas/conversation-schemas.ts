/** Bodies of the read-state writes: marking a conversation read. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { closed, int } from '../schema-helpers.ts';

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
  };
}
