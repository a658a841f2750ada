/** The reads of SPEC 9 about people: users, groups and a group's members. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { groupExample, userExample } from '../examples/people-examples.ts';
import { badPerPage, changeCursor, page } from '../examples/read-examples.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

export function peopleReadPaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'listUsers',
      tag: 'Users',
      summary: 'List users',
      description:
        'Lists the users of the app, bots included, in creation order, page by page. Filters combine; `withTags` adds the tags. With `onBehalfOf`, each user carries the one-to-one conversation id with that user and whether they blocked them. The sandbox deactivates no one.',
      parameters: [
        'onBehalfOf',
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
        schema: listOf('User', 'PaginationMeta', 'Users.', true),
        examples: {
          users: {
            summary: 'Two users',
            value: {
              data: [userExample('superhero1'), userExample('superhero2')],
              meta: page(2),
              cursor: changeCursor([userExample('superhero1'), userExample('superhero2')]),
            },
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
    },
  ]);
}
