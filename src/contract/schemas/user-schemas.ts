/** Bodies and results of the user writes: creating users and auth tokens, blocking users. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  BLOCKED_UIDS_PER_CALL_MAX,
  ROLE_MAX,
  UID_MAX,
  UID_PATTERN,
  USER_NAME_MAX,
  USER_URL_MAX,
  USER_UNSETTABLE,
  USERS_PER_LIFECYCLE_CALL_MAX,
} from '../limits.ts';
import { arrayOf, bool, closed, freeObject, ref, str, tag, uid } from '../schema-helpers.ts';
import { USER_REQUIRED, userProperties } from './record-schemas.ts';

export function userSchemas(): Record<string, SchemaObject> {
  return {
    UserCreateRequest: closed(
      'A new user.',
      {
        uid: str('Unique identifier: letters, digits, underscore and hyphen; stored lowercased.', {
          minLength: 1,
          maxLength: UID_MAX,
          pattern: UID_PATTERN,
        }),
        name: str('Display name.', { minLength: 1, maxLength: USER_NAME_MAX }),
        avatar: str('URL of the avatar.', { maxLength: USER_URL_MAX }),
        link: str('URL of the profile page.', { maxLength: USER_URL_MAX }),
        role: str('Role of the user; `default` when left out.', { minLength: 1, maxLength: ROLE_MAX }),
        statusMessage: str('What the user says about their current status.'),
        metadata: freeObject('Additional data of the user (at most 5 KB as JSON).'),
        tags: ref('Tags'),
        withAuthToken: bool('Also create an auth token and return it as `authToken`.'),
      },
      ['uid', 'name'],
    ),
    UserUpdateRequest: closed(
      'Changes to a user: the fields sent replace the stored ones, `unset` removes fields.',
      {
        name: str('Display name.', { minLength: 1, maxLength: USER_NAME_MAX }),
        avatar: str('URL of the avatar.', { maxLength: USER_URL_MAX }),
        link: str('URL of the profile page.', { maxLength: USER_URL_MAX }),
        role: str('Role of the user.', { minLength: 1, maxLength: ROLE_MAX }),
        statusMessage: str('What the user says about their current status.'),
        metadata: freeObject('Replaces the metadata of the user (at most 5 KB as JSON).'),
        tags: ref('Tags'),
        unset: arrayOf(
          { type: 'string', enum: [...USER_UNSETTABLE], description: 'A field to remove.' },
          'Fields to remove: any of avatar, link and metadata; a field cannot be both set and unset.',
          { minItems: 1 },
        ),
      },
      [],
      // An empty body changes nothing: the real service refuses it, and so does the schema.
      { minProperties: 1 },
    ),
    UserDeleteRequest: closed('How to delete the user.', {
      permanent: bool(
        'Erase the user with everything that names them; without it (or false) the user is only deactivated.',
      ),
    }),
    DeactivateUsersRequest: closed(
      `Users to deactivate, at most ${USERS_PER_LIFECYCLE_CALL_MAX}.`,
      {
        uidsToDeactivate: arrayOf(uid('A UID.'), 'UIDs of the users to deactivate.', {
          minItems: 1,
          maxItems: USERS_PER_LIFECYCLE_CALL_MAX,
        }),
      },
      ['uidsToDeactivate'],
    ),
    ReactivateUsersRequest: closed(
      `Users to reactivate, at most ${USERS_PER_LIFECYCLE_CALL_MAX}.`,
      {
        uidsToActivate: arrayOf(uid('A UID.'), 'UIDs of the users to reactivate.', {
          minItems: 1,
          maxItems: USERS_PER_LIFECYCLE_CALL_MAX,
        }),
      },
      ['uidsToActivate'],
    ),
    DeactivatedUids: closed(
      'The listed users that are deactivated now, those already deactivated included; unknown UIDs are left out.',
      { deactivatedUids: arrayOf(str('A UID.'), 'UIDs.') },
      ['deactivatedUids'],
    ),
    NonDeactivatedUids: closed(
      'The listed users that are active now; unknown UIDs are left out.',
      { nonDeactivatedUids: arrayOf(str('A UID.'), 'UIDs.') },
      ['nonDeactivatedUids'],
    ),
    CreatedUser: closed(
      'The created user; `authToken` is present when the request asked for one.',
      { ...userProperties(), authToken: str('An auth token of the new user.') },
      USER_REQUIRED,
    ),
    BlockedUidsRequest: closed(
      `Users to block or unblock, at most ${BLOCKED_UIDS_PER_CALL_MAX}.`,
      {
        blockedUids: arrayOf(uid('A UID.'), 'UIDs of the users.', {
          minItems: 1,
          maxItems: BLOCKED_UIDS_PER_CALL_MAX,
        }),
      },
      ['blockedUids'],
    ),
    BlockResults: {
      type: 'object',
      description: 'The outcome per UID of the request.',
      additionalProperties: ref('BlockResult'),
    },
    BlockResult: { description: 'The outcome for one UID.', oneOf: [ref('BlockDone'), ref('BlockFailure')] },
    BlockDone: closed(
      'The user is blocked (or unblocked) now.',
      { success: { type: 'boolean', enum: [true], description: 'Success.' }, message: str('Confirmation.') },
      ['success', 'message'],
    ),
    BlockFailure: closed(
      'The user does not exist; the other UIDs of the request still apply.',
      {
        success: { type: 'boolean', enum: [false], description: 'Failure.' },
        error: closed(
          'Why.',
          { code: tag('ERR_UID_NOT_FOUND', 'Error code.'), message: str('Human-readable explanation.') },
          ['code', 'message'],
        ),
      },
      ['success', 'error'],
    ),
    AuthTokenCreateRequest: closed('Options of a new auth token.', {
      force: bool(
        'Create a new token even when the user has one; without it the newest existing token is returned.',
      ),
    }),
  };
}
