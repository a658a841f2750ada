/** Users and their auth tokens. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { authTokenExample } from '../examples/message-examples.ts';
import { createUserRequestExamples, createUserResponseExamples } from '../examples/user-examples.ts';
import { AUTH_TOKENS_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX, UID_PATTERN } from '../limits.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

export function userPaths(): PathsObject {
  return addOperations({}, [
    {
      operationId: 'createUser',
      tag: 'Users',
      summary: 'Create a user',
      description:
        'Creates a user. The UID is stored lowercased and must be new; `role` defaults to `default` and the status is `offline`. With `withAuthToken: true` the answer also carries an auth token of the new user, which the token list then shows.',
      parameters: [],
      body: {
        schema: 'UserCreateRequest',
        required: true,
        description: 'The new user.',
        examples: createUserRequestExamples(),
      },
      success: {
        description: 'The created user.',
        schema: dataOf(ref('CreatedUser'), 'The created user.'),
        examples: createUserResponseExamples(),
      },
      badRequestDetails: { uid: [`must match pattern "${UID_PATTERN}"`] },
    },
    {
      operationId: 'createAuthToken',
      tag: 'Auth Tokens',
      summary: 'Create an auth token for a user',
      description: `Returns an auth token of the user \`uid\`. A user who has none gets a new one; a user who has one gets the newest back, unless \`force\` is true, which always creates a new token. The ${AUTH_TOKENS_MAX} most recent tokens of a user are kept; older ones are removed.`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'AuthTokenCreateRequest',
        required: false,
        description: 'Options; the body may be left out.',
        examples: { force: { summary: 'Always a new token', value: { force: true } } },
      },
      success: {
        description: 'The auth token.',
        schema: dataOf(ref('AuthToken'), 'The auth token.'),
        examples: {
          token: {
            summary: 'A new token of superhero1',
            value: { data: authTokenExample('superhero1', 1700400000, '0f1e2d3c4b5a69788796a5b4c3d2e1f0') },
          },
        },
      },
      badRequestDetails: { force: ['must be boolean'] },
    },
    {
      operationId: 'listAuthTokens',
      tag: 'Auth Tokens',
      summary: 'List the auth tokens of a user',
      description: `Lists the auth tokens of the user \`uid\`, oldest first, ${PER_PAGE_DEFAULT} per page by default (at most ${PER_PAGE_MAX}). A page past the end is an empty list with correct \`meta\`.`,
      parameters: [paramRef('uid'), paramRef('perPage'), paramRef('page')],
      success: {
        description: 'A page of auth tokens.',
        schema: listOf('AuthToken', 'PaginationMeta', 'A page of auth tokens.'),
        examples: {
          tokens: {
            summary: 'Two tokens of superhero1',
            value: {
              data: [
                authTokenExample('superhero1', 1700000000, 'c3027ce530b2367f3c97b4106f0cb8a1'),
                authTokenExample('superhero1', 1700086400, '9d2be1f07a4c4e3b8f5a6d7c8b9e0f12'),
              ],
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
      badRequestDetails: { perPage: [`must be <= ${PER_PAGE_MAX}`] },
    },
  ]);
}
