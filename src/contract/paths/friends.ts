/** Friends: making users friends, listing a user's friends, removing friends. */
import { ERROR_EXAMPLES } from '../error-examples.ts';
import { userExample } from '../examples/people-examples.ts';
import { changeCursor, page } from '../examples/read-examples.ts';
import { FRIENDS_MAX, FRIENDS_PER_CALL_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const CREATED = { success: true, message: 'Created relationship with status accepted.' };

export const friendOperations = family('friends', {
  addFriends: {
    method: 'post',
    path: '/users/{uid}/friends',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Add friends',
      description: `The user \`uid\` and each user of \`accepted\` (at most ${FRIENDS_PER_CALL_MAX}) become friends; friendship is mutual, so each lists the other. Each UID gets its own result and the others still apply: ERR_UID_NOT_FOUND for a user who does not exist or is deactivated, ERR_CANNOT_FORM_SELF_RELATION for \`uid\` itself, ERR_ALREADY_FRIEND for a friend already, ERR_FAILED_TO_ADD_FRIEND when either user has ${FRIENDS_MAX} friends. With \`addToConversations: true\` the one-to-one conversation of each new pair is opened for both users: their conversation lists show it, without \`lastMessage\` and with \`unreadMessageCount\` "0", before any message is sent. A deactivated \`uid\` cannot add friends.`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'FriendsAddRequest',
        description: 'The users to make friends of `uid`.',
        examples: {
          accepted: {
            summary: 'Two new friends',
            value: { accepted: ['superhero2', 'superhero3'] },
          },
          withConversations: {
            summary: 'A new friend, with the conversation opened',
            value: { accepted: ['superhero5'], addToConversations: true },
          },
        },
      },
      success: {
        description: 'The outcome per UID.',
        schema: dataOf(ref('FriendsAddResults'), 'The outcome per UID.'),
        examples: {
          accepted: {
            summary: 'Two new friends',
            value: { data: { accepted: { superhero2: CREATED, superhero3: CREATED } } },
          },
          mixed: {
            summary: 'A friend already and a uid nobody has',
            value: {
              data: {
                accepted: {
                  superhero2: {
                    success: false,
                    error: { code: 'ERR_ALREADY_FRIEND', message: ERROR_EXAMPLES.ERR_ALREADY_FRIEND },
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
      },
      badRequestDetails: { accepted: [`must NOT have more than ${FRIENDS_PER_CALL_MAX} items`] },
    }),
  },
  listFriends: {
    method: 'get',
    path: '/users/{uid}/friends',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List the friends of a user',
      description: `Lists the friends of \`uid\` in the order the friendships were made, as \`uid\` sees them (the one-to-one \`conversationId\`, and \`blockedByMe\` with its times for a friend \`uid\` blocked), ${PER_PAGE_DEFAULT} per page by default (at most ${PER_PAGE_MAX}). \`searchKey\` keeps the friends whose name or UID contains it. Deactivated friends are listed, with \`deactivatedAt\`.`,
      parameters: [paramRef('uid'), paramRef('userSearchKey'), paramRef('perPage'), paramRef('page')],
      success: {
        description: 'A page of friends.',
        schema: listOf('User', 'PaginationCursorMeta', 'A page of friends.'),
        examples: {
          friends: {
            summary: 'The friends of superhero1',
            value: {
              data: [userExample('superhero2', 'superhero1'), userExample('superhero3', 'superhero1')],
              meta: {
                ...page(2),
                cursor: changeCursor([userExample('superhero2'), userExample('superhero3')]),
              },
            },
          },
        },
      },
      badRequestDetails: { perPage: [`must be <= ${PER_PAGE_MAX}`] },
    }),
  },
  removeFriends: {
    method: 'delete',
    path: '/users/{uid}/friends',
    body: 'required',
    errors: ['ERR_NOT_A_FRIEND', 'ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Remove friends',
      description: `The user \`uid\` and each user of \`friends\` (at most ${FRIENDS_PER_CALL_MAX}) stop being friends, on both sides. Every listed user must be a friend: one who is not answers 400 ERR_NOT_A_FRIEND naming them, and nothing is removed. A deactivated user, on either side, can be unfriended.`,
      parameters: [paramRef('uid')],
      body: {
        schema: 'FriendsRemoveRequest',
        description: 'The friends to remove.',
        examples: { removed: { summary: 'A friend', value: { friends: ['superhero2'] } } },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          removed: {
            summary: 'Friends removed',
            value: { data: { success: true, message: 'Deleted the friend relations succussfully' } },
          },
        },
      },
      badRequestDetails: { friends: ['must NOT have fewer than 1 items'] },
    }),
  },
});
