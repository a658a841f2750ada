/** The reads of SPEC 9: users, groups, members, messages and conversations, as a chat screen reads them. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { greeting, messageExample } from '../examples/message-examples.ts';
import {
  GROUP_CONVERSATION,
  conversationBetween,
  groupExample,
  userExample,
} from '../examples/people-examples.ts';
import {
  MESSAGE_LIST_LIMIT_DEFAULT,
  MESSAGE_LIST_LIMIT_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
} from '../limits.ts';
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

const page = (total: number, count = total) => ({
  pagination: { total, count, per_page: PER_PAGE_DEFAULT, current_page: 1, total_pages: 1 },
});

const groupMessage = messageExample({
  id: '14',
  sender: 'superhero2',
  to: { group: 3 },
  data: { text: 'Team, the briefing starts at noon.' },
  sentAt: 1700300100,
});

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

const conversation = () => ({
  conversationId: conversationBetween('superhero1', 'superhero2'),
  conversationType: 'user',
  unreadMessageCount: '1',
  createdAt: 1700210266,
  updatedAt: 1700210266,
  lastMessage: greeting(),
  conversationWith: userExample('superhero1', 'superhero2'),
});

const badLimit = { limit: [`must be <= ${MESSAGE_LIST_LIMIT_MAX}`] };
const badPerPage = { perPage: [`must be <= ${PER_PAGE_MAX}`] };

export function readPaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'listUsers',
      tag: 'Users',
      summary: 'List users',
      description:
        'Lists the users of the app, bots included, in creation order, page by page. Filters combine; `withTags` adds the tags. The sandbox deactivates no one.',
      parameters: [
        'userSearchKey',
        'userSearchIn',
        'userStatus',
        'userCount',
        'perPage',
        'page',
        'role',
        'withTags',
        'tags',
        'roles',
        'onlyDeactivated',
        'withDeactivated',
        'createdAtFrom',
        'createdAtTo',
        'updatedAtFrom',
        'updatedAtTo',
      ].map(paramRef),
      success: {
        description: 'A page of users.',
        schema: listOf('User', 'PaginationMeta', 'Users.'),
        examples: {
          users: {
            summary: 'Two users',
            value: { data: [userExample('superhero1'), userExample('superhero2')], meta: page(2) },
          },
        },
      },
      badRequestDetails: badPerPage,
    },
    {
      operationId: 'getUser',
      tag: 'Users',
      summary: 'Get a user',
      description:
        'One user. With `onBehalfOf`, the record carries the one-to-one conversation id with that user and whether they blocked this one.',
      parameters: [paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'The user.',
        schema: dataOf(ref('User'), 'The user.'),
        examples: {
          user: { summary: 'Seen by superhero2', value: { data: userExample('superhero1', 'superhero2') } },
        },
      },
      badRequestDetails: { onBehalfOf: ['must be at most 100 characters'] },
    },
    {
      operationId: 'listGroups',
      tag: 'Groups',
      summary: 'List groups',
      description:
        "Lists the groups of the app, page by page, in creation order unless `sortBy` says otherwise. With `onBehalfOf`, each carries that user's `scope`, `joinedAt` and `hasJoined`, and private groups are listed to their members only. Passwords are never returned.",
      parameters: [
        'onBehalfOf',
        'groupSearchKey',
        'groupSearchIn',
        'sortBy',
        'sortOrder',
        'perPage',
        'groupAffix',
        'groupUpdatedAt',
        'withTags',
        'tags',
        'groupType',
        'groupTypes',
        'page',
        'hasJoined',
        'guidFilter',
        'guids',
        'createdAtFrom',
        'createdAtTo',
        'updatedAtFrom',
        'updatedAtTo',
        'membersCountGte',
        'membersCountLte',
        'membersCountEq',
      ].map(paramRef),
      success: {
        description: 'A page of groups.',
        schema: listOf('Group', 'PaginationMeta', 'Groups.'),
        examples: {
          joined: {
            summary: 'The groups superhero1 joined',
            value: { data: [groupExample(3, { scope: 'admin', joinedAt: 1698935200 })], meta: page(1) },
          },
        },
      },
      badRequestDetails: { sortBy: ['must be one of: name, guid, createdAt'] },
    },
    {
      operationId: 'getGroup',
      tag: 'Groups',
      summary: 'Get a group',
      description:
        "One group. With `onBehalfOf`, it carries that user's membership; a private group is found by its members only. The password is never returned.",
      parameters: [paramRef('guid'), paramRef('onBehalfOf')],
      success: {
        description: 'The group.',
        schema: dataOf(ref('Group'), 'The group.'),
        examples: {
          group: {
            summary: 'Seen by its owner',
            value: { data: groupExample(3, { scope: 'admin', joinedAt: 1698935200 }) },
          },
        },
      },
      badRequestDetails: { guid: ['must match pattern "^[a-z0-9_-]+$"'] },
    },
    {
      operationId: 'listGroupMembers',
      tag: 'Group Members',
      summary: 'List group members',
      description:
        'The current members of a group (banned users are not), in join order, page by page, with their scope.',
      parameters: ['guid', 'perPage', 'memberStatus', 'page', 'scopes'].map(paramRef),
      success: {
        description: 'A page of members.',
        schema: listOf('GroupMember', 'PaginationMeta', 'Members.'),
        examples: {
          members: {
            summary: 'The owner',
            value: {
              data: [{ ...userExample('superhero1'), scope: 'admin', joinedAt: 1698935200 }],
              meta: page(1),
            },
          },
        },
      },
      badRequestDetails: {
        scopes: ['must be one of: admin, moderator, participant'],
      },
    },
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
    {
      operationId: 'listConversations',
      tag: 'Conversations',
      summary: 'List conversations',
      description:
        'The conversations of `onBehalfOf` (the sandbox needs it: 501 without), newest activity first, page by page: each with the newest message that user can see, their unread count and the other user or the group. Conversations with users they blocked are left out unless `includeBlockedUsers`.',
      parameters: [
        'onBehalfOf',
        'conversationSearchKey',
        'conversationType',
        'withTags',
        'tags',
        'withUserAndGroupTags',
        'includeBlockedUsers',
        'withBlockedInfo',
        'userTags',
        'groupTags',
        'conversationUnread',
        'perPage',
        'page',
        'hideAgentic',
        'onlyAgentic',
        'useCursoredIndex',
        'unique',
      ].map(paramRef),
      success: {
        description: 'A page of conversations.',
        schema: listOf('Conversation', 'PaginationMeta', 'Conversations.'),
        examples: {
          conversations: {
            summary: 'One unread conversation',
            value: { data: [conversation()], meta: page(1) },
          },
        },
      },
      badRequestDetails: { conversationType: ['must be one of: user, group'] },
    },
    {
      operationId: 'getConversation',
      tag: 'Conversations',
      summary: 'Get a conversation',
      description: 'One conversation of `onBehalfOf`, by id; 404 when that user sees no message of it.',
      parameters: [paramRef('conversationIdPath'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The conversation.',
        schema: dataOf(ref('Conversation'), 'The conversation.'),
        examples: { conversation: { summary: 'As superhero2 sees it', value: { data: conversation() } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    },
    {
      operationId: 'getUserConversation',
      tag: 'Conversations',
      summary: 'Get the conversation with a user',
      description:
        'The one-to-one conversation of `onBehalfOf` with `uid`; 404 when it has no message that user sees.',
      parameters: [paramRef('uid'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The conversation.',
        schema: dataOf(ref('Conversation'), 'The conversation.'),
        examples: { conversation: { summary: 'As superhero2 sees it', value: { data: conversation() } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    },
    {
      operationId: 'getGroupConversation',
      tag: 'Conversations',
      summary: 'Get the conversation of a group',
      description:
        'The conversation of a group as a current member (`onBehalfOf`) sees it; 404 for others or when they see no message.',
      parameters: [paramRef('guid'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The conversation.',
        schema: dataOf(ref('Conversation'), 'The conversation.'),
        examples: {
          conversation: {
            summary: 'As superhero1 sees it',
            value: {
              data: {
                conversationId: GROUP_CONVERSATION,
                conversationType: 'group',
                unreadMessageCount: '1',
                createdAt: 1700300100,
                updatedAt: 1700300100,
                lastMessage: groupMessage,
                conversationWith: groupExample(3, { scope: 'admin', joinedAt: 1698935200 }),
              },
            },
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    },
  ]);
}
