/** GET /users/{uid}/auth_tokens. */
import type { PathsObject } from 'openapi3-ts/oas30';
import { authTokenExample } from '../examples/message-examples.ts';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { addOperations } from '../operation-builder.ts';
import { paramRef } from '../parameters.ts';
import { listOf } from '../responses.ts';

export function userPaths(): PathsObject {
  return addOperations({}, [
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
