/** A group's banned users: banning one, listing them, lifting a ban. */
import { GUID, userExample } from '../examples/people-examples.ts';
import { GUID_PATTERN, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { MEMBER_CHANGE_CLEARANCE, memberChangeConfirmation } from '../examples/group-examples.ts';
import { page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

const success = (message: string) => ({ data: { success: true, message } });

export const bannedUserOperations = family('banned-users', {
  listBannedUsers: {
    method: 'get',
    path: '/groups/{guid}/bannedusers',
    errors: ['ERR_GUID_NOT_FOUND', 'ERR_UID_NOT_FOUND'],
    document: () => ({
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
              meta: page(2),
            },
          },
        },
      },
      badRequestDetails: { page: ['must be >= 1'] },
    }),
  },
  unbanUser: {
    method: 'delete',
    path: '/groups/{guid}/bannedusers/{uid}',
    errors: ['ERR_GUID_NOT_FOUND', 'ERR_UID_NOT_FOUND', 'ERR_GROUP_NO_CLEARANCE', 'ERR_NOT_A_BANNED_USER'],
    document: () => ({
      summary: 'Unban a user from a group',
      description:
        'Lifts the ban of the user `uid`. With `onBehalfOf` the acting user must be an admin or a moderator. The user is not a member afterwards and may be added again.',
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          unban: {
            summary: 'superhero5 unbanned',
            value: success(`The user with uid superhero5 has been unbanned from the group ${GUID}.`),
          },
        },
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    }),
  },
  banUser: {
    method: 'post',
    path: '/groups/{guid}/bannedusers/{uid}',
    errors: [
      'ERR_ALREADY_BANNED',
      'ERR_GUID_NOT_FOUND',
      'ERR_UID_NOT_FOUND',
      'ERR_GROUP_NO_CLEARANCE',
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    ],
    document: () => ({
      summary: 'Ban a user from a group',
      description: `Bans the user \`uid\`, a member or not: membership ends, the ban keeps the former scope, and the user cannot be added again until unbanned. ${MEMBER_CHANGE_CLEARANCE} Stores a \`banned\` action message.`,
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: memberChangeConfirmation(
          'ban',
          'superhero3 banned',
          `The user with uid superhero3 has been banned from the group ${GUID}.`,
        ),
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    }),
  },
});
