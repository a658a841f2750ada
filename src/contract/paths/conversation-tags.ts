/**
 * Tagging a conversation for one user (SPEC 17): records of the conversations family, kept in a file of
 * their own as the domain keeps them (domain/conversation-tags.ts).
 */
import { conversation, groupConversation } from '../examples/conversation-examples.ts';
import type { OperationDocument, OperationRecord } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const TAGS_RULE =
  'The tags (at most 25, each of 1 to 100 characters) replace the ones `onBehalfOf` had given the conversation; `[]` removes them. They are that user’s alone: the conversation’s reads show them to that user (`GET /conversations` with `withTags`), and `GET /conversations?tags=` lists the conversations the user tagged so. The answer is the conversation as the single reads show it, with `tags`.';

function tagConversation(group: boolean): OperationDocument {
  const tagged = group
    ? { ...groupConversation(), tags: ['mission-briefings'] }
    : { ...conversation(), tags: ['archived-chat', 'important'] };
  return {
    summary: group ? 'Tag a group conversation for a user' : 'Tag a one-to-one conversation for a user',
    description: group
      ? `Sets the tags of the group’s conversation for the acting user (\`onBehalfOf\`), who must be a member (403 otherwise) and see a message of it (404 otherwise). ${TAGS_RULE}`
      : `Sets the tags of the conversation of the acting user (\`onBehalfOf\`) with \`uid\` for the acting user, who must see a message of it (404 otherwise). ${TAGS_RULE}`,
    parameters: [group ? paramRef('guid') : paramRef('uid'), paramRef('onBehalfOfRequired')],
    body: {
      schema: 'ConversationTagsRequest',
      description: 'The user’s tags of the conversation.',
      examples: {
        tagged: group
          ? { summary: 'One tag', value: { tags: tagged.tags } }
          : { summary: 'Two tags', value: { tags: tagged.tags } },
      },
    },
    success: {
      description: 'The conversation, with the user’s tags.',
      schema: dataOf(ref('Conversation'), 'The conversation.'),
      examples: {
        tagged: {
          summary: group ? 'As superhero1 sees it' : 'As superhero2 sees it',
          value: { data: tagged },
        },
      },
    },
    badRequestDetails: { tags: ['must NOT have more than 25 items'] },
  };
}

export const conversationTagRecords = {
  updateUserConversation: {
    method: 'put',
    path: '/users/{uid}/conversation',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => tagConversation(false),
  },
  updateGroupConversation: {
    method: 'put',
    path: '/groups/{guid}/conversation',
    body: 'required',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    ],
    document: () => tagConversation(true),
  },
} as const satisfies Record<string, Omit<OperationRecord, 'family'>>;
