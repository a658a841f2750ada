/** Bodies and results of the writes on a user's auth tokens and friends. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { FRIENDS_PER_CALL_MAX } from '../limits.ts';
import { arrayOf, bool, closed, freeObject, oneOfStrings, ref, str, uid } from '../schema-helpers.ts';

/** The codes of a friend not made; the request as a whole still answers 200. */
export const FRIEND_FAILURE_CODES = [
  'ERR_UID_NOT_FOUND',
  'ERR_CANNOT_FORM_SELF_RELATION',
  'ERR_ALREADY_FRIEND',
  'ERR_FAILED_TO_ADD_FRIEND',
] as const;

const friendUids = (description: string): SchemaObject =>
  arrayOf(uid('A UID.'), description, { minItems: 1, maxItems: FRIENDS_PER_CALL_MAX });

/** What updating a token sets, as the token shows it once set. */
export const tokenDetailProperties = (): Record<string, SchemaObject> => ({
  platform: str('The platform on which the auth token is used.'),
  userAgent: str('The user agent from which the auth token is used.'),
  appInfo: freeObject('Information on the app using the auth token.'),
});

export function peopleSchemas(): Record<string, SchemaObject> {
  return {
    AuthTokenUpdateRequest: closed(
      'Where the token is used; the fields sent replace those stored, the others stay.',
      tokenDetailProperties(),
      [],
      { minProperties: 1 },
    ),
    FriendsAddRequest: closed(
      `Users to make friends of the user, at most ${FRIENDS_PER_CALL_MAX}.`,
      {
        accepted: friendUids('UIDs of the new friends.'),
        addToConversations: bool(
          'Also open the one-to-one conversation of each new pair of friends, listed before any message is sent. Default false.',
        ),
      },
      ['accepted'],
    ),
    FriendsAddResults: closed(
      'The outcome per UID of the `accepted` list.',
      {
        accepted: {
          type: 'object',
          description: 'The outcome per UID.',
          additionalProperties: ref('FriendResult'),
        },
      },
      ['accepted'],
    ),
    FriendResult: {
      description: 'The outcome for one UID.',
      oneOf: [ref('FriendAdded'), ref('FriendFailure')],
    },
    FriendAdded: closed(
      'The two users are friends now.',
      { success: { type: 'boolean', enum: [true], description: 'Success.' }, message: str('Confirmation.') },
      ['success', 'message'],
    ),
    FriendFailure: closed(
      'The friendship was not made; the other UIDs of the request still apply.',
      {
        success: { type: 'boolean', enum: [false], description: 'Failure.' },
        error: closed(
          'Why.',
          {
            code: oneOfStrings(FRIEND_FAILURE_CODES, 'Error code.'),
            message: str('Human-readable explanation.'),
          },
          ['code', 'message'],
        ),
      },
      ['success', 'error'],
    ),
    FriendsRemoveRequest: closed(
      `Friends to remove, at most ${FRIENDS_PER_CALL_MAX}.`,
      { friends: friendUids('UIDs of the friends to remove.') },
      ['friends'],
    ),
  };
}
