/** The app's API keys: a key as its operations answer it, and the bodies that create and update one. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { API_KEY_NAME_MAX, API_KEY_PATTERN, API_KEY_SCOPES } from '../limits.ts';
import { closed, oneOfStrings, str, timestamp } from '../schema-helpers.ts';

const name = (): SchemaObject =>
  str('Friendly name of the key.', { minLength: 1, maxLength: API_KEY_NAME_MAX });
const scope = (description: string): SchemaObject => oneOfStrings(API_KEY_SCOPES, description);

export function apiKeySchemas(): Record<string, SchemaObject> {
  return {
    ApiKey: closed(
      'An API key of the app: sent in the `apikey` header of every request.',
      {
        apiKey: str('The key; those the sandbox creates are 40 lowercase hexadecimal characters.', {
          pattern: API_KEY_PATTERN,
        }),
        name: str('Friendly name of the key.'),
        scope: scope('`fullAccess` calls every operation; `authOnly` is refused with AUTH_ERR_NO_ACCESS.'),
        createdAt: timestamp('When the key was created (epoch seconds).'),
      },
      ['apiKey', 'name', 'scope', 'createdAt'],
    ),
    ApiKeyCreateRequest: closed(
      'The new key.',
      {
        name: name(),
        scope: { ...scope('What the key may call. Default `authOnly`.'), default: 'authOnly' },
      },
      ['name'],
    ),
    ApiKeyUpdateRequest: closed(
      'What changes; what is not sent stays.',
      { name: name(), scope: scope('What the key may call.') },
      [],
      { minProperties: 1 },
    ),
  };
}
