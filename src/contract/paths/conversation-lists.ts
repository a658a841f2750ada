/** The reads of SPEC 9 about conversations: the list of one user's, and one by id, user or group. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { greeting } from '../examples/message-examples.ts';
import {
  GROUP_CONVERSATION,
  conversationBetween,
  groupExample,
  userExample,
} from '../examples/people-examples.ts';
import { groupMessage, page } from '../examples/read-examples.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const conversation = () => ({
  conversationId: conversationBetween('superhero1', 'superhero2'),
  conversationType: 'user',
  unreadMessageCount: '1',
  createdAt: 1700210266,
  updatedAt: 1700210266,
  lastMessage: greeting(),
  conversationWith: userExample('superhero1', 'superhero2'),
});

export function conversationListPaths(): PathsObject {
  return addOperations({}, [
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
