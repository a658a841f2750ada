/** A group's members: adding (and banning in the same call), listing, kicking, changing a scope. */
import {
  MEMBER_CHANGE_CLEARANCE,
  addMembersRequestExample,
  addMembersResultExample,
  memberChangeConfirmation,
} from '../examples/group-examples.ts';
import { GUID, userExample } from '../examples/people-examples.ts';
import { GUID_PATTERN, MEMBERS_PER_CALL_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { changeCursor, page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

export const groupMemberOperations = family('group-members', {
  addGroupMembers: {
    method: 'post',
    path: '/groups/{guid}/members',
    body: 'required',
    errors: [
      'ERR_GUID_NOT_FOUND',
      'ERR_UID_NOT_FOUND',
      'ERR_GROUP_NO_CLEARANCE',
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    ],
    document: () => ({
      summary: 'Add members to a group',
      description: `Adds users to the group with the scope of their list, and bans the users of \`usersToBan\` (${MEMBERS_PER_CALL_MAX} users at most in all). With \`onBehalfOf\` the acting user must be an admin or a moderator, and a moderator may add and ban participants only; without it the system user acts. The answer reports each user; a user that cannot be added or banned does not fail the request. Each addition creates an action message.`,
      parameters: [paramRef('guid'), paramRef('onBehalfOf')],
      body: {
        schema: 'AddMembersRequest',
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
    }),
  },
  listGroupMembers: {
    method: 'get',
    path: '/groups/{guid}/members',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'List group members',
      description:
        'The current members of a group (banned users are not), in join order, page by page, with their scope. With `onBehalfOf`, each member carries the one-to-one conversation id with that user and whether they blocked them, and a private group is found by its members only.',
      parameters: ['guid', 'onBehalfOf', 'perPage', 'memberStatus', 'page', 'scopes'].map(paramRef),
      success: {
        description: 'A page of members.',
        schema: listOf('GroupMember', 'PaginationMeta', 'Members.', true),
        examples: {
          members: {
            summary: 'The owner',
            value: {
              data: [{ ...userExample('superhero1'), scope: 'admin', joinedAt: 1698935200 }],
              meta: page(1),
              cursor: changeCursor([userExample('superhero1')]),
            },
          },
        },
      },
      badRequestDetails: {
        scopes: ['must be one of: admin, moderator, participant'],
      },
    }),
  },
  kickGroupMember: {
    method: 'delete',
    path: '/groups/{guid}/members/{uid}',
    errors: [
      'ERR_GUID_NOT_FOUND',
      'ERR_UID_NOT_FOUND',
      'ERR_GROUP_NO_CLEARANCE',
      'ERR_NOT_A_MEMBER',
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
    ],
    document: () => ({
      summary: 'Kick a member from a group',
      description: `Removes the member \`uid\` from the group; the user may be added again later. ${MEMBER_CHANGE_CLEARANCE} Stores a \`kicked\` action message.`,
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: memberChangeConfirmation(
          'kick',
          'superhero3 kicked',
          `The user with uid superhero3 has been kicked from the group ${GUID}.`,
        ),
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    }),
  },
  changeGroupMemberScope: {
    method: 'put',
    path: '/groups/{guid}/members/{uid}',
    body: 'required',
    errors: [
      'ERR_SAME_SCOPE',
      'ERR_GUID_NOT_FOUND',
      'ERR_UID_NOT_FOUND',
      'ERR_GROUP_NO_CLEARANCE',
      'ERR_GROUP_NO_SCOPE_CLEARANCE',
      'ERR_NOT_A_MEMBER',
    ],
    document: () => ({
      summary: 'Change the scope of a group member',
      description:
        'Sets the scope of the member `uid` (admin, moderator or participant). With `onBehalfOf` the acting user must be an admin of the group: moderators do not change scopes; without it the system user acts. The owner of the group cannot be demoted, and the new scope must differ from the current one. Stores a `scopeChanged` action message with the old and new scope.',
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      body: {
        schema: 'ScopeChangeRequest',
        description: 'The new scope.',
        examples: { moderator: { summary: 'Make a moderator', value: { scope: 'moderator' } } },
      },
      success: {
        description: 'The membership after the change.',
        schema: dataOf(ref('Membership'), 'The membership after the change.'),
        examples: {
          moderator: {
            summary: 'superhero3 is a moderator now',
            value: { data: { guid: GUID, uid: 'superhero3', scope: 'moderator', joinedAt: 1638360106 } },
          },
        },
      },
      badRequestDetails: {
        scope: ['must be one of: admin, moderator, participant'],
      },
    }),
  },
});
