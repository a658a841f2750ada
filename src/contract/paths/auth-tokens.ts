/** Auth tokens: creating one for a user, listing a user's, reading, updating and deleting one, flushing all. */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { authTokenExample } from '../examples/message-examples.ts';
import { AUTH_TOKENS_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { page } from '../examples/read-examples.ts';
import { family } from '../operation-record.ts';

/** The reference's example token, as its examples of reading and updating one show it. */
const REFERENCE_TOKEN = {
  uid: 'superhero1',
  authToken: 'superhero1_1630306819c3027ce530b2367f3c97b4106f0cb8',
  createdAt: 1630306819,
};

const authTokenParameter: ParameterObject = {
  name: 'authToken',
  in: 'path',
  description: 'An auth token of the user `uid`.',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: REFERENCE_TOKEN.authToken,
};

const UPDATE_EXAMPLE = {
  platform: 'fcm_web',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  appInfo: { version: '4.0.1', bundleId: 'com.example.chat' },
};

const success = (message: string) => ({ data: { success: true, message } });

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
  flushAuthTokens: {
    method: 'delete',
    path: '/users/{uid}/auth_tokens',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Flush the auth tokens of a user',
      description:
        'Deletes every auth token of the user `uid`; the token list is empty afterwards. Flushing a user without tokens succeeds too, and so does flushing a deactivated user.',
      parameters: [paramRef('uid')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          flushed: {
            summary: "superhero1's tokens flushed",
            value: success('Cleared Auth Tokens successfully for uid superhero1.'),
          },
        },
      },
      badRequestDetails: { uid: ['must NOT have more than 100 characters'] },
    }),
  },
  getAuthToken: {
    method: 'get',
    path: '/users/{uid}/auth_tokens/{authToken}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Get an auth token of a user',
      description:
        'One auth token of the user `uid`, with where it is used once it has been updated. A token of another user is not found.',
      parameters: [paramRef('uid'), authTokenParameter],
      success: {
        description: 'The auth token.',
        schema: dataOf(ref('AuthToken'), 'The auth token.'),
        examples: { token: { summary: 'A token of superhero1', value: { data: REFERENCE_TOKEN } } },
      },
      badRequestDetails: { authToken: ['must NOT have more than 255 characters'] },
    }),
  },
  updateAuthToken: {
    method: 'put',
    path: '/users/{uid}/auth_tokens/{authToken}',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Update an auth token of a user',
      description:
        'Records where the auth token is used: `platform`, `userAgent` and `appInfo`. The fields sent replace those stored and the others stay; `updatedAt` is set. The token shows them wherever it is read, in the token list too. A deactivated user cannot have a token updated.',
      parameters: [paramRef('uid'), authTokenParameter],
      body: {
        schema: 'AuthTokenUpdateRequest',
        description: 'Where the token is used; at least one field.',
        examples: { web: { summary: 'A web client', value: UPDATE_EXAMPLE } },
      },
      success: {
        description: 'The updated auth token.',
        schema: dataOf(ref('AuthToken'), 'The auth token.'),
        examples: {
          web: {
            summary: 'Used by a web client',
            value: { data: { ...REFERENCE_TOKEN, ...UPDATE_EXAMPLE, updatedAt: 1700400000 } },
          },
        },
      },
      badRequestDetails: { appInfo: ['must be object'] },
    }),
  },
  deleteAuthToken: {
    method: 'delete',
    path: '/users/{uid}/auth_tokens/{authToken}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Delete an auth token of a user',
      description:
        'Deletes one auth token of the user `uid`; the others stay. A token of another user is not found. A deactivated user can have tokens deleted.',
      parameters: [paramRef('uid'), authTokenParameter],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'A token of superhero1 deleted',
            value: success(
              `The auth token ${REFERENCE_TOKEN.authToken} of the user superhero1 has been deleted successfully.`,
            ),
          },
        },
      },
      badRequestDetails: { authToken: ['must NOT have more than 255 characters'] },
    }),
  },
});
