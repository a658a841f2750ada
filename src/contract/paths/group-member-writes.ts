/** Changing one member of a group: ban, kick, scope. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { GUID } from '../examples/people-examples.ts';
import { GUID_PATTERN } from '../limits.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const CLEARANCE =
  'With `onBehalfOf` the acting user must be an admin or a moderator of the group, and a moderator acts on participants only; without it the system user acts. Nobody acts on the owner of the group.';

const confirmation = (summary: string, message: string) => ({
  confirmed: { summary, value: { data: { success: true, message } } },
});

export function groupMemberWritePaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'banUser',
      tag: 'Banned Users',
      summary: 'Ban a user from a group',
      description: `Bans the user \`uid\`, a member or not: membership ends, the ban keeps the former scope, and the user cannot be added again until unbanned. ${CLEARANCE} Stores a \`banned\` action message.`,
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: confirmation(
          'superhero3 banned',
          `The user with uid superhero3 has been banned from the group ${GUID}.`,
        ),
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    },
    {
      operationId: 'kickGroupMember',
      tag: 'Group Members',
      summary: 'Kick a member from a group',
      description: `Removes the member \`uid\` from the group; the user may be added again later. ${CLEARANCE} Stores a \`kicked\` action message.`,
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: confirmation(
          'superhero3 kicked',
          `The user with uid superhero3 has been kicked from the group ${GUID}.`,
        ),
      },
      badRequestDetails: { guid: [`must match pattern "${GUID_PATTERN}"`] },
    },
    {
      operationId: 'changeGroupMemberScope',
      tag: 'Group Members',
      summary: 'Change the scope of a group member',
      description:
        'Sets the scope of the member `uid` (admin, moderator or participant). With `onBehalfOf` the acting user must be an admin of the group: moderators do not change scopes; without it the system user acts. The owner of the group cannot be demoted, and the new scope must differ from the current one. Stores a `scopeChanged` action message with the old and new scope.',
      parameters: [paramRef('guid'), paramRef('uid'), paramRef('onBehalfOf')],
      body: {
        schema: 'ScopeChangeRequest',
        required: true,
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
    },
  ]);
}
