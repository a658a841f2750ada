/** Groups: creating one, listing them, reading, updating and deleting one. */
import {
  createGroupRequestExamples,
  createGroupResponseExamples,
  updateGroupRequestExamples,
  updateGroupResponseExamples,
} from '../examples/group-examples.ts';
import { groupExample } from '../examples/people-examples.ts';
import { GROUP_NAME_MAX, MEMBERS_PER_CALL_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { changeCursor, page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

export const groupOperations = family('groups', {
  createGroup: {
    method: 'post',
    path: '/groups',
    rate: 'core',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_ALREADY_EXISTS', 'ERR_EMPTY_GROUP_PASS'],
    document: () => ({
      summary: 'Create a group',
      description: `Creates a group. The GUID is stored lowercased and must be new. A group of type password needs a \`password\`, which is never returned. The owner is \`owner\`, else the acting user (\`onBehalfOf\`), else the system user; the owner and the acting user become admins. \`members\` are added as by the add-members operation (at most ${MEMBERS_PER_CALL_MAX} users; a user in several lists gets the highest scope); a member that cannot be added does not fail the creation, and the answer then reports each member under \`members\`.`,
      parameters: [paramRef('onBehalfOf')],
      body: {
        schema: 'GroupCreateRequest',
        description: 'The new group.',
        examples: createGroupRequestExamples(),
      },
      success: {
        description: 'The created group, as seen by the acting user.',
        schema: dataOf(ref('CreatedGroup'), 'The created group.'),
        examples: createGroupResponseExamples(),
      },
      badRequestDetails: { name: [`must be at most ${GROUP_NAME_MAX} characters`] },
    }),
  },
  listGroups: {
    method: 'get',
    path: '/groups',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
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
        schema: listOf('Group', 'PaginationCursorMeta', 'Groups.'),
        examples: {
          joined: {
            summary: 'The groups superhero1 joined',
            value: {
              data: [groupExample(3, { scope: 'admin', joinedAt: 1698935200 })],
              meta: { ...page(1), cursor: changeCursor([groupExample(3)]) },
            },
          },
        },
      },
      badRequestDetails: { sortBy: ['must be one of: name, guid, createdAt'] },
    }),
  },
  getGroup: {
    method: 'get',
    path: '/groups/{guid}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
    document: () => ({
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
    }),
  },
  updateGroup: {
    method: 'put',
    path: '/groups/{guid}',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_GROUP_NO_ADMIN_SCOPE', 'ERR_EMPTY_GROUP_PASS'],
    document: () => ({
      summary: 'Update a group',
      description:
        'Changes the fields sent and removes those named in `unset` (icon, description, metadata); `metadata` and `tags` replace the old ones, and a field both set and unset is refused. With `onBehalfOf` the acting user must be an admin of the group, and `owner` is ignored. Without it the app may hand the group to `owner`, an existing active user, who becomes an admin if not one; the old owner stays an admin. A group of type password needs a password, sent or kept; another type drops it. Sets `updatedAt` and `updatedBy`, and answers the group as the acting user sees it.',
      parameters: [paramRef('guid'), paramRef('onBehalfOf')],
      body: {
        schema: 'GroupUpdateRequest',
        description: 'The changes; at least one field.',
        examples: updateGroupRequestExamples(),
      },
      success: {
        description: 'The group after the change, as seen by the acting user.',
        schema: dataOf(ref('Group'), 'The group.'),
        examples: updateGroupResponseExamples(),
      },
      badRequestDetails: { icon: ['is both set and unset'] },
    }),
  },
  deleteGroup: {
    method: 'delete',
    path: '/groups/{guid}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_GROUP_NO_ADMIN_SCOPE'],
    document: () => ({
      summary: 'Delete a group',
      description:
        'Deletes the group with its members, bans, messages (with their reactions and saves), resets and read marks; its guid is free again. With `onBehalfOf` the acting user must be an admin of the group. Afterwards the group and its messages are not found, and no conversation list shows it.',
      parameters: [paramRef('guid'), paramRef('onBehalfOf')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'The group is deleted',
            value: {
              data: { success: true, message: 'Group with guid shield-hq has been deleted successfully.' },
            },
          },
        },
      },
      badRequestDetails: { guid: ['must match pattern "^[a-z0-9_-]+$"'] },
    }),
  },
});
