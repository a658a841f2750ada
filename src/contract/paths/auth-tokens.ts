/** Auth tokens: creating one for a user, listing a user's. */
import { authTokenExample } from '../examples/message-examples.ts';
import { AUTH_TOKENS_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

export const authTokenOperations = family('auth-tokens', {
  createAuthToken: {
    method: 'post',
    path: '/users/{uid}/auth_tokens',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Create an auth token for a user',
      description: `Returns an auth token of the user \`uid\`. A user who has none gets a new one; a user who has one gets the newest back, unless \`force\` is true, which always creates a new token. The ${AUTH_TOKENS_MAX} most recent tokens of a user are kept; older ones are removed.`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'AuthTokenCreateRequest',
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
    }),
  },
  listAuthTokens: {
    method: 'get',
    path: '/users/{uid}/auth_tokens',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
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
              meta: page(2),
            },
          },
        },
      },
      badRequestDetails: { perPage: [`must be <= ${PER_PAGE_MAX}`] },
    }),
  },
});
