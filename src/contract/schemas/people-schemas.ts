/** Bodies and results of the writes on a user's auth tokens and friends. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { closed, freeObject, str } from '../schema-helpers.ts';

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
  };
}
