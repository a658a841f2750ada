/** Messages a user sends, edits and deletes, and removing a message from the saved list. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { sendMessageRequestExamples, sentMessageExamples } from '../examples/message-write-examples.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

export function messageWritePaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'sendMessage',
      tag: 'Messages',
      summary: 'Send a message as a user',
      description: [
        'Sends a message from the acting user (`onBehalfOf`) to a user or a group (`receiver`, `receiverType`) and/or to every user and group of `multipleReceivers` (one copy each, each with its own id).',
        'The body is chosen by `category`: `message` (text, or image, file, audio and video with attachments) or `custom`.',
        'The sender must be a member of a receiving group; a receiving user and the sender must not have blocked each other, in either direction. A text message needs a non-empty `data.text`, a media message at least one attachment, a custom message an object `data.customData`. A quoted message must be one the sender can see.',
        'The answer is the created message (for `receiver` when given, else the first copy), with `quotedMessage` when `quotedMessageId` was sent and `data.moderation` when the app has moderation rules; a message that a rule blocks is stored, answered, and visible to its sender only.',
      ].join('\n\n'),
      parameters: [paramRef('onBehalfOfRequired')],
      body: {
        schema: 'SendMessageRequest',
        required: true,
        description: 'The message; its `category` selects the shape.',
        examples: sendMessageRequestExamples(),
      },
      success: {
        description: 'The created message.',
        schema: dataOf(ref('Message'), 'The created message.'),
        examples: sentMessageExamples(),
      },
      badRequestDetails: { 'data.attachments.0.url': ['is required'] },
    },
  ]);
}
