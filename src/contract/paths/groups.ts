/** Groups, their members, bans and conversation. */
import type { PathsObject } from 'openapi3-ts/oas30';
import {
  addMembersRequestExample,
  addMembersResultExample,
  createGroupRequestExamples,
  createGroupResponseExamples,
} from '../examples/group-examples.ts';
import { GUID, userExample } from '../examples/people-examples.ts';
import {
  GROUP_NAME_MAX,
  GUID_PATTERN,
  MEMBERS_PER_CALL_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
} from '../limits.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const success = (message: string) => ({ data: { success: true, message } });

export function groupPaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'createGroup',
      tag: 'Groups',
      summary: 'Create a group',
      description: `Creates a group. The GUID is stored lowercased and must be new. A group of type password needs a \`password\`, which is never returned. The owner is \`owner\`, else the acting user (\`onBehalfOf\`), else the system user; the owner and the acting user become admins. \`members\` are added as by the add-members operation (at most ${MEMBERS_PER_CALL_MAX} users; a user in several lists gets the highest scope); a member that cannot be added does not fail the creation, and the answer then reports each member under \`members\`.`,
      parameters: [paramRef('onBehalfOf')],
      body: {
        schema: 'GroupCreateRequest',
        required: true,
        description: 'The new group.',
        examples: createGroupRequestExamples(),
      },
      success: {
        description: 'The created group, as seen by the acting user.',
        schema: dataOf(ref('CreatedGroup'), 'The created group.'),
        examples: createGroupResponseExamples(),
      },
      badRequestDetails: { name: [`must be at most ${GROUP_NAME_MAX} characters`] },
    },
    {
      operationId: 'addGroupMembers',
      tag: 'Group Members',
      summary: 'Add members to a group',
      description: `Adds users to the group with the scope of their list, and bans the users of \`usersToBan\` (${MEMBERS_PER_CALL_MAX} users at most in all). With \`onBehalfOf\` the acting user must be an admin or a moderator, and a moderator may add and ban participants only; without it the system user acts. The answer reports each user; a user that cannot be added or banned does not fail the request. Each addition creates an action message.`,
      parameters: [paramRef('guid'), paramRef('onBehalfOf')],
      body: {
        schema: 'AddMembersRequest',
        required: true,
        description: 'Users per scope, and users to ban.',
        examples: {
          members: { summary: 'An admin, two participants and a ban', value: addMembersRequestExample() },
        },
      },
      success: {
        description: 'The outcome per user.',
        schema: dataOf(ref('AddMembersResult'), 'The outcome per user.'),
        examples: {
          members: { summary: 'One user already a member', value: { data: addMembersResultExample() } },
        },
      },
      badRequestDetails: { participants: ['must have at least 1 items'] },
    },
    {
      operationId: 'resetGroupConversation',
      tag: 'Conversations',
      summary: 'Reset a group conversation for a user',
      description:
        'Hides every message of the group sent so far from the acting user only; other members are unaffected. The acting user must be a member, and the conversation must have messages. With `preserveOrder` the conversation keeps its position in the user’s conversation list.',
      parameters: [paramRef('guid'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'ResetConversationRequest',
        required: false,
        description: 'Options; the body may be left out.',
        examples: {
          preserveOrder: { summary: 'Keep the position in the list', value: { preserveOrder: true } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          reset: {
            summary: 'Conversation reset for superhero1',
            value: success(
              `The conversation group_${GUID} has been deleted successfully for UID superhero1.`,
            ),
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    },
    {
      operationId: 'listBannedUsers',
      tag: 'Banned Users',
      summary: 'List the banned users of a group',
      description: `Lists the users banned from the group, in the order they were banned, ${PER_PAGE_DEFAULT} per page by default (at most ${PER_PAGE_MAX}). With \`onBehalfOf\`, each user also carries the one-to-one \`conversationId\` with the acting user and whether that user blocked them.`,
      parameters: [paramRef('guid'), paramRef('onBehalfOf'), paramRef('perPage'), paramRef('page')],
      success: {
        description: 'A page of banned users.',
        schema: listOf('User', 'PaginationMeta', 'A page of banned users.'),
        examples: {
          banned: {
            summary: 'Two banned users',
            value: {
              data: [userExample('superhero5'), userExample('superhero4')],
              meta: {
                pagination: {
                  total: 2,
                  count: 2,
                  per_page: PER_PAGE_DEFAULT,
                  current_page: 1,
                  total_pages: 1,
                },
              },
            },
          },
        },
      },
      badRequestDetails: { page: ['must be >= 1'] },
    },
    {
      operationId: 'unbanUser',
      tag: 'Banned Users',
      summary: 'Unban a user from a group',
      description:
        'Lifts the ban of the user `uid`. With `onBehalfOf` the acting user must be an admin or a moderator. The user is not a member afterwards and may be added again.',
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          unbanned: {
            summary: 'superhero5 unbanned',
            value: success(`The user with uid superhero5 has been unbanned from the group ${GUID}.`),
          },
        },
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    },
  ]);
}
