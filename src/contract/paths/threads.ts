/** Threads: a reply to a message, and the replies of one message. */
import {
  sentThreadReplyExamples,
  threadReply,
  threadReplyRequestExamples,
} from '../examples/thread-examples.ts';
import { messageList } from '../examples/read-examples.ts';
import { MESSAGE_LIST_LIMIT_MAX } from '../limits.ts';
import { MESSAGE_LIST_PARAMETERS } from '../message-read-parameters.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

export const threadOperations = family('threads', {
  sendThreadMessage: {
    method: 'post',
    path: '/messages/{id}/thread',
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
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_BLOCKED_RECEIVER',
      'ERR_MESSAGE_NO_ACCESS',
    ],
    document: () => ({
      summary: 'Reply in a thread',
      description: [
        "Sends a reply from the acting user (`onBehalfOf`) in the thread of message `id`: a message of the parent's conversation with `parentId`, sent with every rule of POST /messages (membership, blocks, moderation, `muid`, `tags`) and announced by `message_sent`. `multipleReceivers` is refused.",
        "The parent must be visible to the sender, not deleted, not itself a reply (`ERR_MESSAGE_THREAD_NESTING`) and not an action or call message (`ERR_WRONG_MESSAGE_THREAD_CATEGORY`). `receiver` and `receiverType` may be left out; when sent they must name the parent's conversation (`ERR_WRONG_MESSAGE_THREAD`).",
        "The reply sets the parent's `updatedAt`; the parent then shows `replyCount`, the replies its reader may see.",
      ].join('\n\n'),
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'SendMessageRequest',
        description: 'The reply; its `category` selects the shape.',
        examples: threadReplyRequestExamples(),
      },
      success: {
        description: 'The created reply.',
        schema: dataOf(ref('Message'), 'The created reply.'),
        examples: sentThreadReplyExamples(),
      },
      badRequestDetails: { multipleReceivers: ['is not allowed on a thread reply'] },
    }),
  },
  listThreadMessages: {
    method: 'get',
    path: '/messages/{id}/thread',
    errors: [
      'ERR_NOT_SUPPORTED_BY_SANDBOX',
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
    ],
    document: () => ({
      summary: 'List the replies of a thread',
      description:
        'The replies of message `id` by cursor, as the group messages are. With `onBehalfOf`, the parent must be visible to that user, and the replies are those the user may see.',
      parameters: [paramRef('messageId'), paramRef('onBehalfOf'), ...MESSAGE_LIST_PARAMETERS],
      success: {
        description: 'A page of replies.',
        schema: listOf('Message', 'MessageCursorMeta', 'Replies.'),
        examples: messageList('replies', 'The replies to message 3', [threadReply()]),
      },
      badRequestDetails: { limit: [`must be <= ${MESSAGE_LIST_LIMIT_MAX}`] },
    }),
  },
});
