/** The reads of SPEC 9 about messages: a group's, a conversation's, the app's, and one by id. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { greeting } from '../examples/message-examples.ts';
import { groupMessage } from '../examples/read-examples.ts';
import { MESSAGE_LIST_LIMIT_DEFAULT, MESSAGE_LIST_LIMIT_MAX } from '../limits.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const MESSAGE_LIST_PARAMETERS = [
  'messageSearchKey',
  'hasAttachments',
  'attachmentTypes',
  'hasMentions',
  'hasLinks',
  'mentionedUids',
  'unread',
  'undelivered',
  'messageCount',
  'hideReplies',
  'messageAffix',
  'messageCursorId',
  'category',
  'categories',
  'type',
  'types',
  'myMentionsOnly',
  'hasReactions',
  'sender',
  'mentionsWithBlockedInfo',
  'mentionswithTagInfo',
  'messageLimit',
  'fromTimestamp',
  'toTimestamp',
  'messageWithTags',
  'messageTags',
  'hideQuotedMessages',
].map(paramRef);

const cursorMeta = (messages: { id: string; sentAt: number }[]) => ({
  current: { limit: MESSAGE_LIST_LIMIT_DEFAULT, count: messages.length },
  next: {
    affix: 'append',
    sentAt: messages[messages.length - 1]!.sentAt,
    id: messages[messages.length - 1]!.id,
  },
  previous: { affix: 'prepend', sentAt: messages[0]!.sentAt, id: messages[0]!.id },
});

const messageList = (summary: string, messages: ReturnType<typeof greeting>[]) => ({
  [summary.split(' ')[0]!.toLowerCase()]: { summary, value: { data: messages, meta: cursorMeta(messages) } },
});

const badLimit = { limit: [`must be <= ${MESSAGE_LIST_LIMIT_MAX}`] };

export function messageReadPaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'listGroupMessages',
      tag: 'Messages',
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
        examples: messageList('Newest messages of the group', [groupMessage]),
      },
      badRequestDetails: badLimit,
    },
    {
      operationId: 'listUserMessages',
      tag: 'Messages',
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
        examples: messageList('Newest messages between superhero1 and superhero2', [greeting()]),
      },
      badRequestDetails: badLimit,
    },
    {
      operationId: 'listMessages',
      tag: 'Messages',
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
        examples: messageList('Newest messages of the app', [greeting(), groupMessage]),
      },
      badRequestDetails: badLimit,
    },
    {
      operationId: 'getMessage',
      tag: 'Messages',
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
    },
  ]);
}
