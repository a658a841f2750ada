/** Users: creating one, listing them, reading one; then their lifecycle (update, deactivate, erase). */
import { createUserRequestExamples, createUserResponseExamples } from '../examples/user-examples.ts';
import { SYSTEM_UID, UID_PATTERN, USER_UNSETTABLE, USERS_PER_LIFECYCLE_CALL_MAX } from '../limits.ts';
import {
  deactivateUsersExamples,
  deleteUserRequestExamples,
  deleteUserResponseExamples,
  reactivateUsersExamples,
  updateUserRequestExamples,
  updateUserResponseExamples,
} from '../examples/user-lifecycle-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { userExample } from '../examples/people-examples.ts';
import { badPerPage, changeCursor, page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

const userBasicOperations = family('users', {
  createUser: {
    method: 'post',
    path: '/users',
    rate: 'core',
    body: 'required',
    errors: ['ERR_UID_ALREADY_EXISTS', 'ERR_ROLE_NOT_FOUND'],
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
        'Lists the users of the app, bots included, in creation order, page by page. Filters combine; `withTags` adds the tags. Deactivated users are left out; `withDeactivated=true` adds them and `onlyDeactivated=true` lists only them (and wins over `withDeactivated`). With `onBehalfOf`, each user carries the one-to-one conversation id with that user and whether they blocked them.',
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
        'One user, a deactivated one included (with `deactivatedAt`). With `onBehalfOf`, the record carries the one-to-one conversation id with that user and whether they blocked this one.',
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

const SYSTEM_PROTECTED = `The system user \`${SYSTEM_UID}\` cannot be updated, deactivated or deleted (403 ERR_PERMISSION_DENIED).`;

/** The users' lifecycle: changing a profile, deactivating, reactivating and erasing users (SPEC 16). */
const userLifecycleOperations = family('users', {
  updateUser: {
    method: 'put',
    path: '/users/{uid}',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_PERMISSION_DENIED', 'ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Update a user',
      description: `Changes the fields sent, with the limits of user creation; \`metadata\` and \`tags\` replace the old ones, \`unset\` removes any of ${USER_UNSETTABLE.join(', ')}. A field both set and unset, or an empty body, answers 400. Sets \`updatedAt\`; the uid never changes, and every record built from the user shows the new values at once. A deactivated user cannot be updated (404 ERR_UID_NOT_FOUND saying so). ${SYSTEM_PROTECTED}`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'UserUpdateRequest',
        description: 'The changes.',
        examples: updateUserRequestExamples(),
      },
      success: {
        description: 'The updated user.',
        schema: dataOf(ref('User'), 'The updated user.'),
        examples: updateUserResponseExamples(),
      },
      badRequestDetails: { unset: ['must not name avatar, which the request also sets'] },
    }),
  },
  deleteUser: {
    method: 'delete',
    path: '/users/{uid}',
    rate: 'core',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_PERMISSION_DENIED'],
    document: () => ({
      summary: 'Delete a user',
      description: `Without \`permanent\` (or with false) the user is deactivated, as DELETE /users does: kept and read, but unable to act or be reached until reactivated. With \`permanent: true\` the user is erased with their tokens, memberships, bans, one-to-one conversations and every message they sent, their reactions, saves, blocks and read marks; groups they owned pass to \`${SYSTEM_UID}\`, and the uid may be created again. A user already deactivated is deleted the same way. ${SYSTEM_PROTECTED}`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'UserDeleteRequest',
        description: 'Whether to erase the user.',
        examples: deleteUserRequestExamples(),
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: deleteUserResponseExamples(),
      },
      badRequestDetails: { permanent: ['must be boolean'] },
    }),
  },
  deactivateUsers: {
    method: 'delete',
    path: '/users',
    body: 'required',
    errors: ['ERR_PERMISSION_DENIED'],
    document: () => ({
      summary: 'Deactivate users',
      description: `Deactivates each listed user (at most ${USERS_PER_LIFECYCLE_CALL_MAX}). A deactivated user is left out of the user list unless asked for, still read singly with \`deactivatedAt\`, and cannot act, be messaged, join a group or get a token (404 ERR_UID_NOT_FOUND saying so); what exists stays. Answers every listed user that is deactivated after the call, those already deactivated included, so a retry reads the same; a uid nobody has is left out. ${SYSTEM_PROTECTED}`,
      parameters: [],
      body: {
        schema: 'DeactivateUsersRequest',
        description: 'The users to deactivate.',
        examples: deactivateUsersExamples().request,
      },
      success: {
        description: 'The users deactivated.',
        schema: dataOf(ref('DeactivatedUids'), 'The users deactivated.'),
        examples: deactivateUsersExamples().response,
      },
      badRequestDetails: { uidsToDeactivate: ['must have at least 1 items'] },
    }),
  },
  reactivateUsers: {
    method: 'put',
    path: '/users',
    body: 'required',
    errors: [],
    document: () => ({
      summary: 'Reactivate users',
      description: `Reactivates each listed user (at most ${USERS_PER_LIFECYCLE_CALL_MAX}): the user comes back as it was, with its memberships, tokens and blocks. Answers every listed user that is active after the call; a uid nobody has is left out.`,
      parameters: [],
      body: {
        schema: 'ReactivateUsersRequest',
        description: 'The users to reactivate.',
        examples: reactivateUsersExamples().request,
      },
      success: {
        description: 'The users active.',
        schema: dataOf(ref('NonDeactivatedUids'), 'The users active.'),
        examples: reactivateUsersExamples().response,
      },
      badRequestDetails: { uidsToActivate: ['must have at least 1 items'] },
    }),
  },
});

export const userOperations = { ...userBasicOperations, ...userLifecycleOperations };
