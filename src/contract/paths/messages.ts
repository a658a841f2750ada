/** Messages a user sends, edits, deletes and reads. */
import {
  deletedMessageExamples,
  sendMessageRequestExamples,
  sentMessageExamples,
  updatedMessageExamples,
} from '../examples/message-write-examples.ts';
import { greeting } from '../examples/message-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { groupMessage, messageList } from '../examples/read-examples.ts';
import { MESSAGE_LIST_PARAMETERS } from '../message-read-parameters.ts';
import { MESSAGE_LIST_LIMIT_MAX } from '../limits.ts';
import { family } from '../operation-record.ts';

const WHO =
  'The sender may change their message; in a group, so may its admins and moderators; without `onBehalfOf` the app may change any message. The message must be visible to the acting user. Action messages cannot be changed.';

const badLimit = { limit: [`must be <= ${MESSAGE_LIST_LIMIT_MAX}`] };

export const messageOperations = family('messages', {
  sendMessage: {
    method: 'post',
    path: '/messages',
    body: 'required',
    errors: [
      'ERR_INVALID_RECEIVER_TYPE',
      'ERR_EMPTY_MESSAGE_TEXT',
      'ERR_INVALID_MESSAGE_DATA',
      'ERR_EMPTY_CUSTOM_DATA',
      'ERR_MESSAGE_THREAD_NESTING',
      'ERR_WRONG_MESSAGE_THREAD_CATEGORY',
      'ERR_WRONG_MESSAGE_THREAD',
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_BLOCKED_RECEIVER',
      'ERR_MESSAGE_NO_ACCESS',
    ],
    document: () => ({
      summary: 'Send a message as a user',
      description: [
        'Sends a message from the acting user (`onBehalfOf`) to a user or a group (`receiver`, `receiverType`) and/or to every user and group of `multipleReceivers` (one copy each, each with its own id).',
        'The body is chosen by `category`: `message` (text, or image, file, audio and video with attachments) or `custom`.',
        'With `parentMessageId` (a string or an integer) the message is a reply in that message’s thread, sent exactly as POST /messages/{id}/thread: to the parent’s conversation, with its checks and errors.',
        'The sender must be a member of a receiving group; a receiving user and the sender must not have blocked each other, in either direction. A text message needs a non-empty `data.text`, a media message at least one attachment, a custom message an object `data.customData`. A quoted message must be one the sender can see.',
        'The answer is the created message (for `receiver` when given, else the first copy), with `quotedMessage` when `quotedMessageId` was sent and `data.moderation` when the app has moderation rules; a message that a rule blocks is stored, answered, and visible to its sender only.',
      ].join('\n\n'),
      parameters: [paramRef('onBehalfOfRequired')],
      body: {
        schema: 'SendMessageRequest',
        description: 'The message; its `category` selects the shape.',
        examples: sendMessageRequestExamples(),
      },
      success: {
        description: 'The created message.',
        schema: dataOf(ref('Message'), 'The created message.'),
        examples: sentMessageExamples(),
      },
      badRequestDetails: { 'data.attachments.0.url': ['is required'] },
    }),
  },
  listMessages: {
    method: 'get',
    path: '/messages',
    errors: ['ERR_NOT_SUPPORTED_BY_SANDBOX', 'ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List messages',
      description:
        "Messages across the app by cursor; with `onBehalfOf`, the conversations that user takes part in, as they see them. `conversationId` or `sender` read that conversation's or sender's messages directly.",
      parameters: [
        paramRef('onBehalfOf'),
        paramRef('hideMessagesFromBlockedUsers'),
        paramRef('receiverType'),
        paramRef('senders'),
        paramRef('hideDeleted'),
        paramRef('onlyDeleted'),
        paramRef('sentAt'),
        paramRef('sentAtFrom'),
        paramRef('sentAtTo'),
        paramRef('updatedAtFrom'),
        paramRef('updatedAtTo'),
        paramRef('editedAtFrom'),
        paramRef('editedAtTo'),
        paramRef('conversationId'),
        ...MESSAGE_LIST_PARAMETERS,
      ],
      success: {
        description: 'A page of messages.',
        schema: listOf('Message', 'MessageCursorMeta', 'Messages.'),
        examples: messageList('newest', 'Newest messages of the app', [greeting(), groupMessage]),
      },
      badRequestDetails: badLimit,
    }),
  },
  updateMessage: {
    method: 'put',
    path: '/messages/{id}',
    body: 'required',
    errors: [
      'ERR_INVALID_MESSAGE_DATA',
      'ERR_EMPTY_MESSAGE_TEXT',
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
      'ERR_PERMISSION_DENIED',
    ],
    document: () => ({
      summary: 'Edit a message',
      description: `Edits a text message (\`data.text\`, \`data.metadata\`) or a custom message (\`data.customData\`, \`data.metadata\`), and replaces its \`tags\` when given. ${WHO} A deleted message cannot be edited. The message gets \`editedAt\` and \`editedBy\`; an edited text is moderated like a new one. The answer is the \`edited\` action message, stored in the message's conversation, which shows the message as edited.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      body: {
        schema: 'MessageUpdateRequest',
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
    }),
  },
  deleteMessage: {
    method: 'delete',
    path: '/messages/{id}',
    body: 'optional',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
      'ERR_PERMISSION_DENIED',
    ],
    document: () => ({
      summary: 'Delete a message',
      description: `Deletes a message. ${WHO} By default the message keeps its place without its content, with \`deletedAt\` and \`deletedBy\`; with \`permanent: true\` it is removed with its reactions and saves (a message deleted before may still be removed permanently). The answer is the \`deleted\` action message, stored in the message's conversation, which shows the message as deleted.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      body: {
        schema: 'MessageDeleteRequest',
        description: 'Options; the body may be left out.',
        examples: { permanent: { summary: 'Remove for good', value: { permanent: true } } },
      },
      success: {
        description: 'The action message of the deletion.',
        schema: dataOf(ref('MessageActionMessage'), 'The action message of the deletion.'),
        examples: deletedMessageExamples(),
      },
      badRequestDetails: { permanent: ['must be boolean'] },
    }),
  },
  getMessage: {
    method: 'get',
    path: '/messages/{id}',
    errors: ['ERR_MESSAGE_NO_ACCESS', 'ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Get a message',
      description:
        'One message. With `onBehalfOf`, as that user may see it (the rules of the reactions) and with `reactedByMe` in its reactions.',
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      success: {
        description: 'The message.',
        schema: dataOf(ref('Message'), 'The message.'),
        examples: {
          message: {
            summary: 'A message superhero2 reacted to',
            value: { data: greeting([{ reaction: '😅', count: 1, reactedByMe: true }]) },
          },
        },
      },
      badRequestDetails: { id: ['must be at most 20 characters'] },
    }),
  },
  listGroupMessages: {
    method: 'get',
    path: '/groups/{guid}/messages',
    errors: ['ERR_NOT_SUPPORTED_BY_SANDBOX', 'ERR_NOT_A_MEMBER', 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'List the messages of a group',
      description:
        "The group's messages by cursor: without one, the newest `limit`; within a page, oldest first; `meta.next` and `meta.previous` read on. With `onBehalfOf` (a current member), as that member sees them: a reset hides what came before it, a message blocked by moderation is listed to its sender only.",
      parameters: [
        paramRef('guid'),
        paramRef('onBehalfOf'),
        paramRef('hideMessagesFromBlockedUsers'),
        ...MESSAGE_LIST_PARAMETERS,
      ],
      success: {
        description: 'A page of messages.',
        schema: listOf('Message', 'MessageCursorMeta', 'Messages.'),
        examples: messageList('history', 'Newest messages of the group', [groupMessage]),
      },
      badRequestDetails: badLimit,
    }),
  },
  listUserMessages: {
    method: 'get',
    path: '/users/{uid}/messages',
    errors: ['ERR_NOT_SUPPORTED_BY_SANDBOX', 'ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List the messages between two users',
      description:
        'The one-to-one conversation between `onBehalfOf` and `uid`, by cursor as the group messages are.',
      parameters: [
        paramRef('uid'),
        paramRef('onBehalfOfRequired'),
        ...MESSAGE_LIST_PARAMETERS,
        paramRef('messagePerPage'),
      ],
      success: {
        description: 'A page of messages.',
        schema: listOf('Message', 'MessageCursorMeta', 'Messages.'),
        examples: messageList('history', 'Newest messages between superhero1 and superhero2', [greeting()]),
      },
      badRequestDetails: badLimit,
    }),
  },
});
