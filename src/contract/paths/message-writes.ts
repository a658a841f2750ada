/** Messages a user sends, edits and deletes, and removing a message from the saved list. */
import type { PathsObject } from 'openapi3-ts/oas30';
import {
  deletedMessageExamples,
  sendMessageRequestExamples,
  sentMessageExamples,
  updatedMessageExamples,
} from '../examples/message-write-examples.ts';
import { greeting } from '../examples/message-examples.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const WHO =
  'The sender may change their message; in a group, so may its admins and moderators; without `onBehalfOf` the app may change any message. The message must be visible to the acting user. Action messages cannot be changed.';

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
    {
      operationId: 'updateMessage',
      tag: 'Messages',
      summary: 'Edit a message',
      description: `Edits a text message (\`data.text\`, \`data.metadata\`) or a custom message (\`data.customData\`, \`data.metadata\`), and replaces its \`tags\` when given. ${WHO} A deleted message cannot be edited. The message gets \`editedAt\` and \`editedBy\`; an edited text is moderated like a new one. The answer is the \`edited\` action message, stored in the message's conversation, which shows the message as edited.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      body: {
        schema: 'MessageUpdateRequest',
        required: true,
        description: 'What to change.',
        examples: {
          text: { summary: 'New text and tags', value: { data: { text: 'Hi, Cap!' }, tags: ['greeting'] } },
        },
      },
      success: {
        description: 'The action message of the edit.',
        schema: dataOf(ref('MessageActionMessage'), 'The action message of the edit.'),
        examples: updatedMessageExamples(),
      },
      badRequestDetails: { 'data.text': ['must be string'] },
    },
    {
      operationId: 'deleteMessage',
      tag: 'Messages',
      summary: 'Delete a message',
      description: `Deletes a message. ${WHO} By default the message keeps its place without its content, with \`deletedAt\` and \`deletedBy\`; with \`permanent: true\` it is removed with its reactions and saves (a message deleted before may still be removed permanently). The answer is the \`deleted\` action message, stored in the message's conversation, which shows the message as deleted.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      body: {
        schema: 'MessageDeleteRequest',
        required: false,
        description: 'Options; the body may be left out.',
        examples: { permanent: { summary: 'Remove for good', value: { permanent: true } } },
      },
      success: {
        description: 'The action message of the deletion.',
        schema: dataOf(ref('MessageActionMessage'), 'The action message of the deletion.'),
        examples: deletedMessageExamples(),
      },
      badRequestDetails: { permanent: ['must be boolean'] },
    },
    {
      operationId: 'unsaveMessage',
      tag: 'Messages',
      summary: 'Remove a message from a user’s saved list',
      description:
        'Removes the message from the acting user’s saved list; removing one that is not saved changes nothing. A message the user saved can be removed even if it has been hidden from them since; otherwise it must be one they can see. The answer is the message, without `savedAt`.',
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The message.',
        schema: dataOf(ref('Message'), 'The message.'),
        examples: { unsaved: { summary: 'Message 2, no longer saved', value: { data: greeting() } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    },
  ]);
}
