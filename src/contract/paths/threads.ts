/** Threads: a reply to a message, the replies of one message, and a user's subscription to a thread. */
import {
  sentThreadReplyExamples,
  threadReply,
  threadListExamples,
  threadReplyRequestExamples,
} from '../examples/thread-examples.ts';
import { messageList } from '../examples/read-examples.ts';
import { MESSAGE_LIST_LIMIT_DEFAULT, MESSAGE_LIST_LIMIT_MAX } from '../limits.ts';
import { MESSAGE_LIST_PARAMETERS } from '../message-read-parameters.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { closed, ref } from '../schema-helpers.ts';

const SUBSCRIPTION_ERRORS = [
  'ERR_UID_NOT_FOUND',
  'ERR_MESSAGE_ID_NOT_FOUND',
  'ERR_MESSAGE_NO_ACCESS',
  'ERR_MESSAGE_THREAD_NESTING',
] as const;

const SUCCESS = dataOf(
  closed('The change was made.', { success: { type: 'boolean', enum: [true], description: 'Success.' } }, [
    'success',
  ]),
  'The outcome.',
);

const SUBSCRIBABLE =
  'The message must be visible to the acting user (their own, one they received, or one of a group they are a member of) and not itself a thread reply (`ERR_MESSAGE_THREAD_NESTING`).';

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
  subscribeThread: {
    method: 'post',
    path: '/messages/{id}/thread/subscription',
    errors: SUBSCRIPTION_ERRORS,
    document: () => ({
      summary: "Subscribe a user to a message's thread",
      description: `Subscribes the acting user (\`onBehalfOf\`) to the thread of message \`id\`; subscribing again changes nothing. ${SUBSCRIBABLE} A user erased, or the message erased, takes the subscription with it.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'Subscribed.',
        schema: SUCCESS,
        examples: {
          subscribe: {
            summary: 'superhero1 follows the thread of message 2',
            value: { data: { success: true } },
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  unsubscribeThread: {
    method: 'delete',
    path: '/messages/{id}/thread/subscription',
    errors: SUBSCRIPTION_ERRORS,
    document: () => ({
      summary: "Unsubscribe a user from a message's thread",
      description: `Ends the acting user's subscription to the thread of message \`id\`; a user not subscribed changes nothing. A subscribed user can always unsubscribe, even from a message hidden from them since; otherwise the rules of subscribing apply. ${SUBSCRIBABLE}`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'Not subscribed.',
        schema: SUCCESS,
        examples: {
          unsubscribe: {
            summary: 'superhero1 stops following message 2',
            value: { data: { success: true } },
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  listThreads: {
    method: 'get',
    path: '/threads',
    errors: ['ERR_NOT_SUPPORTED_BY_SANDBOX', 'ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List threads',
      description: [
        'Messages with at least one reply the reader may see, each with `replyCount` and its latest reply (`lastReply`): with `onBehalfOf`, those of the conversations that user takes part in, as they see them; without it, all of them.',
        `Ordered by thread activity (the parent's \`updatedAt\`, which a reply sets) as the message lists are by id: without a cursor the \`limit\` most recently active (default ${MESSAGE_LIST_LIMIT_DEFAULT}, at most ${MESSAGE_LIST_LIMIT_MAX}), oldest first; \`affix\` with \`updatedAt\` and \`id\` (from \`meta.next\` or \`meta.previous\`) reads on.`,
        '`participatedByMe` keeps the threads whose parent or a reply the acting user sent; `withUnreadReplyCount` adds `unreadRepliesCount`, the replies after their read mark. Both need `onBehalfOf`. `withMentionCount` answers 501: the sandbox keeps no mentions.',
      ].join('\n\n'),
      parameters: [
        paramRef('onBehalfOf'),
        {
          name: 'limit',
          in: 'query',
          description: 'Threads per page.',
          schema: {
            type: 'integer',
            minimum: 1,
            maximum: MESSAGE_LIST_LIMIT_MAX,
            default: MESSAGE_LIST_LIMIT_DEFAULT,
          },
        },
        {
          name: 'affix',
          in: 'query',
          description:
            'Direction to read from the cursor: `append` for later activity, `prepend` for earlier.',
          schema: { type: 'string', enum: ['append', 'prepend'] },
        },
        {
          name: 'updatedAt',
          in: 'query',
          description: 'The cursor: the thread activity of the parent to read on from.',
          schema: { type: 'integer', minimum: 0 },
        },
        {
          name: 'id',
          in: 'query',
          description:
            'The cursor’s parent id, which breaks ties of `updatedAt`; threads of that very activity are read on from it.',
          schema: { type: 'string', pattern: '^[0-9]{1,20}$' },
        },
        {
          name: 'participatedByMe',
          in: 'query',
          description: 'Only threads the acting user took part in.',
          schema: { type: 'boolean' },
        },
        {
          name: 'withUnreadReplyCount',
          in: 'query',
          description: 'Adds `unreadRepliesCount` for the acting user.',
          schema: { type: 'boolean' },
        },
        {
          name: 'withMentionCount',
          in: 'query',
          description: 'Not supported (501).',
          schema: { type: 'boolean' },
        },
      ],
      success: {
        description: 'A page of threads.',
        schema: listOf('Thread', 'ThreadCursorMeta', 'Threads.'),
        examples: threadListExamples(),
      },
      badRequestDetails: { participatedByMe: ['needs onBehalfOf'] },
    }),
  },
});
