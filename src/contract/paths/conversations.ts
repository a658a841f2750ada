/** Conversations as one user sees them; resetting, deleting and tagging one for one user. */
import { conversation, groupConversation } from '../examples/conversation-examples.ts';
import { GUID } from '../examples/people-examples.ts';
import { page } from '../examples/read-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { family } from '../operation-record.ts';
import { conversationTagRecords } from './conversation-tags.ts';

const success = (message: string) => ({ data: { success: true, message } });
const resetDone = (conversationId: string, uid: string) =>
  success(`The conversation ${conversationId} has been deleted successfully for UID ${uid}.`);

export const conversationOperations = family('conversations', {
  listConversations: {
    method: 'get',
    path: '/conversations',
    errors: ['ERR_NOT_SUPPORTED_BY_SANDBOX', 'ERR_UID_NOT_FOUND'],
    document: () => ({
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
    }),
  },
  getConversation: {
    method: 'get',
    path: '/conversations/{conversationId}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => ({
      summary: 'Get a conversation',
      description: 'One conversation of `onBehalfOf`, by id; 404 when that user sees no message of it.',
      parameters: [paramRef('conversationIdPath'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The conversation.',
        schema: dataOf(ref('Conversation'), 'The conversation.'),
        examples: { conversation: { summary: 'As superhero2 sees it', value: { data: conversation() } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  getUserConversation: {
    method: 'get',
    path: '/users/{uid}/conversation',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => ({
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
    }),
  },
  resetGroupConversation: {
    method: 'delete',
    path: '/groups/{guid}/conversation',
    body: 'optional',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    ],
    document: () => ({
      summary: 'Reset a group conversation for a user',
      description:
        'Hides every message of the group sent so far from the acting user only; other members are unaffected. The acting user must be a member, and the conversation must have messages. With `preserveOrder` the conversation keeps its position in the user’s conversation list.',
      parameters: [paramRef('guid'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'ResetConversationRequest',
        description: 'Options; the body may be left out.',
        examples: {
          preserveOrder: { summary: 'Keep the position in the list', value: { preserveOrder: true } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          preserveOrder: {
            summary: 'Conversation reset for superhero1',
            value: success(
              `The conversation group_${GUID} has been deleted successfully for UID superhero1.`,
            ),
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  getGroupConversation: {
    method: 'get',
    path: '/groups/{guid}/conversation',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => ({
      summary: 'Get the conversation of a group',
      description:
        'The conversation of a group as a current member (`onBehalfOf`) sees it; 404 for others or when they see no message.',
      parameters: [paramRef('guid'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The conversation.',
        schema: dataOf(ref('Conversation'), 'The conversation.'),
        examples: {
          groupConversation: { summary: 'As superhero1 sees it', value: { data: groupConversation() } },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  resetUserConversation: {
    method: 'delete',
    path: '/users/{uid}/conversation',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => ({
      summary: 'Reset a one-to-one conversation for a user',
      description:
        'Hides every message of the conversation of the acting user with `uid` sent so far from the acting user only; the other user is unaffected. The conversation must have a message the acting user can see. `conversationWith`, when sent, must be `uid`. With `preserveOrder` the conversation keeps its position in the user’s conversation list; with `deleteMessagesPermanently` every message of the conversation is also erased for good, for both users.',
      parameters: [paramRef('uid'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'ResetUserConversationRequest',
        description: 'Options; the body may be left out.',
        examples: {
          reset: {
            summary: 'The reference’s options',
            value: { conversationWith: 'superhero2', deleteMessagesPermanently: false, preserveOrder: false },
          },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          reset: {
            summary: 'Conversation reset for superhero3',
            value: success(
              'The conversation superhero2_user_superhero3 has been deleted successfully for UID superhero3.',
            ),
          },
        },
      },
      badRequestDetails: { conversationWith: ['must be superhero2, the user in the path'] },
    }),
  },
  deleteConversation: {
    method: 'delete',
    path: '/conversations/{conversationId}',
    body: 'optional',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_CONVERSATION_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    ],
    document: () => ({
      summary: 'Delete a conversation for a user (deprecated)',
      description:
        'Deprecated: use the resets of a user or group conversation. Resets the conversation the id names for `onBehalfOf` only, as DELETE /users/{uid}/conversation or DELETE /groups/{guid}/conversation does, with their answer and errors. The id must be `group_{guid}` of an existing group, or the one-to-one id (`{a}_user_{b}`, in order) of `onBehalfOf` with an existing user; else 404. With `permanent` a one-to-one conversation’s messages are also erased for good, for both users; a group conversation takes no `permanent`.',
      deprecated: true,
      parameters: [paramRef('conversationIdPath'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'DeleteConversationRequest',
        description: 'Options; the body may be left out.',
        examples: {
          conversation: { summary: 'A reset only (a group’s must be)', value: { permanent: false } },
          oneToOne: { summary: 'A reset only, the messages kept', value: { permanent: false } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          conversation: {
            summary: 'Group conversation reset for superhero2',
            value: resetDone('group_avengers-hq', 'superhero2'),
          },
          oneToOne: {
            summary: 'One-to-one conversation reset for superhero3',
            value: resetDone('superhero1_user_superhero3', 'superhero3'),
          },
        },
      },
      badRequestDetails: { permanent: ['must be false on a group conversation'] },
    }),
  },
  ...conversationTagRecords,
});
