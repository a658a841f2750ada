/** Users blocking other users. */
import { ERROR_EXAMPLES } from '../error-examples.ts';
import { userExample } from '../examples/people-examples.ts';
import { changeCursor } from '../examples/read-examples.ts';
import { BLOCKED_UIDS_PER_CALL_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { type OperationDocument, family } from '../operation-record.ts';

const BLOCKED_AT = 1700400000;

function blockChange(operationId: 'blockUsers' | 'unblockUsers'): OperationDocument {
  const block = operationId === 'blockUsers';
  const verb = block ? 'blocked' : 'unblocked';
  return {
    summary: block ? 'Block users' : 'Unblock users',
    description: block
      ? `The user \`uid\` blocks each user of \`blockedUids\` (at most ${BLOCKED_UIDS_PER_CALL_MAX}). Two users of whom either blocked the other cannot message each other: sending answers 403 ERR_BLOCKED_RECEIVER, for bots too. Blocking a user already blocked succeeds and keeps the first \`blockedAt\`. A UID that does not exist fails on its own; the others still apply. A user cannot block themselves.`
      : `The user \`uid\` unblocks each user of \`blockedUids\` (at most ${BLOCKED_UIDS_PER_CALL_MAX}). Unblocking a user who is not blocked succeeds and changes nothing. A UID that does not exist fails on its own; the others still apply.`,
    parameters: [paramRef('uid')],
    body: {
      schema: 'BlockedUidsRequest',
      description: `The users to ${block ? 'block' : 'unblock'}.`,
      examples: { two: { summary: 'Two users', value: { blockedUids: ['superhero2', 'superhero9'] } } },
    },
    success: {
      description: 'The outcome per UID.',
      schema: dataOf(ref('BlockResults'), 'The outcome per UID.'),
      examples: {
        two: {
          summary: 'One user does not exist',
          value: {
            data: {
              superhero2: {
                success: true,
                message: `The user with UID superhero1 has ${verb} user with UID superhero2 successfully.`,
              },
              superhero9: {
                success: false,
                error: { code: 'ERR_UID_NOT_FOUND', message: ERROR_EXAMPLES.ERR_UID_NOT_FOUND },
              },
            },
          },
        },
      },
    },
    badRequestDetails: { blockedUids: ['must have at least 1 items'] },
  };
}

export const blockedUserOperations = family('blocked-users', {
  blockUsers: {
    method: 'post',
    path: '/users/{uid}/blockedusers',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => blockChange('blockUsers'),
  },
  unblockUsers: {
    method: 'delete',
    path: '/users/{uid}/blockedusers',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => blockChange('unblockUsers'),
  },
  listBlockedUsers: {
    method: 'get',
    path: '/users/{uid}/blockedusers',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List the users a user blocked',
      description: `Lists the users that \`uid\` blocked, in the order they were blocked, as \`uid\` sees them (with \`blockedByMe\`, \`blockedAt\` and the one-to-one \`conversationId\`), ${PER_PAGE_DEFAULT} per page by default (at most ${PER_PAGE_MAX}).`,
      parameters: [paramRef('uid'), paramRef('perPage'), paramRef('page')],
      success: {
        description: 'A page of blocked users.',
        schema: listOf('User', 'PaginationCursorMeta', 'A page of blocked users.'),
        examples: {
          blocked: {
            summary: 'superhero1 blocked superhero2',
            value: {
              data: [
                {
                  ...userExample('superhero2', 'superhero1'),
                  blockedByMe: true,
                  blockedByMeAt: BLOCKED_AT,
                  blockedAt: BLOCKED_AT,
                },
              ],
              meta: {
                pagination: {
                  total: 1,
                  count: 1,
                  per_page: PER_PAGE_DEFAULT,
                  current_page: 1,
                  total_pages: 1,
                },
                cursor: changeCursor([userExample('superhero2', 'superhero1')]),
              },
            },
          },
        },
      },
      badRequestDetails: { perPage: [`must be <= ${PER_PAGE_MAX}`] },
    }),
  },
});
