/** Users: creating one, listing them, reading one. */
import { createUserRequestExamples, createUserResponseExamples } from '../examples/user-examples.ts';
import { UID_PATTERN } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { userExample } from '../examples/people-examples.ts';
import { badPerPage, changeCursor, page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

export const userOperations = family('users', {
  createUser: {
    method: 'post',
    path: '/users',
    rate: 'core',
    body: 'required',
    errors: ['ERR_UID_ALREADY_EXISTS'],
    document: () => ({
      summary: 'Create a user',
      description:
        'Creates a user. The UID is stored lowercased and must be new; `role` defaults to `default` and the status is `offline`. With `withAuthToken: true` the answer also carries an auth token of the new user, which the token list then shows.',
      parameters: [],
      body: {
        schema: 'UserCreateRequest',
        description: 'The new user.',
        examples: createUserRequestExamples(),
      },
      success: {
        description: 'The created user.',
        schema: dataOf(ref('CreatedUser'), 'The created user.'),
        examples: createUserResponseExamples(),
      },
      badRequestDetails: { uid: [`must match pattern "${UID_PATTERN}"`] },
    }),
  },
  listUsers: {
    method: 'get',
    path: '/users',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
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
          search: {
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
    }),
  },
  getUser: {
    method: 'get',
    path: '/users/{uid}',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
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
    }),
  },
});
