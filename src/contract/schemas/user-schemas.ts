/** Bodies and results of the user writes: creating users and auth tokens. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { ROLE_MAX, UID_MAX, UID_PATTERN, USER_NAME_MAX, USER_URL_MAX } from '../limits.ts';
import { bool, closed, freeObject, ref, str } from '../schema-helpers.ts';
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
    CreatedUser: closed(
      'The created user; `authToken` is present when the request asked for one.',
      { ...userProperties(), authToken: str('An auth token of the new user.') },
      USER_REQUIRED,
    ),
    AuthTokenCreateRequest: closed('Options of a new auth token.', {
      force: bool(
        'Create a new token even when the user has one; without it the newest existing token is returned.',
      ),
    }),
  };
}
