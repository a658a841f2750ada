/** Bodies and results of changing one member: the scope change and the membership it answers. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { SCOPES } from '../limits.ts';
import { closed, oneOfStrings, str, timestamp } from '../schema-helpers.ts';

export function membershipSchemas(): Record<string, SchemaObject> {
  return {
    ScopeChangeRequest: closed('The new scope of a member.', {
      scope: { ...oneOfStrings(SCOPES, 'The new scope; participant when left out.'), default: 'participant' },
    }),
    Membership: closed(
      'A member of a group after the change.',
      {
        guid: str('GUID of the group.'),
        uid: str('UID of the member.'),
        scope: oneOfStrings(SCOPES, 'Scope of the member in the group.'),
        joinedAt: timestamp('When the member joined; a scope change keeps it.'),
      },
      ['guid', 'uid', 'scope', 'joinedAt'],
    ),
  };
}
