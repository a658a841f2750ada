/** The JSON Schema of the role collections (role-records.ts), for snapshot-schema.ts. */
import {
  ROLE_DESCRIPTION_MAX,
  ROLE_ID_MAX,
  ROLE_NAME_MAX,
  ROLE_SETTING_VALUES,
} from '../contract/role-catalogue.ts';
import { SCOPES } from '../contract/limits.ts';
import { collection, guid, int, nonEmpty, object, record, strings } from './snapshot-schema-parts.ts';

/**
 * The API stores role ids lowercased and of letters, digits, `-` and `_`; a data file written before
 * roles existed gets a role for each user's role as it was spelt (snapshot-upgrade.ts), so no pattern.
 */
const roleId = { type: 'string', minLength: 1, maxLength: ROLE_ID_MAX };
const setting = { enum: [...ROLE_SETTING_VALUES] };
/** Keys and values are checked against the catalogues by role-references.ts. */
const permissions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, strings()] },
};

export const roleSchemas = {
  roles: collection(
    record(
      {
        role: roleId,
        name: { type: 'string', minLength: 1, maxLength: ROLE_NAME_MAX },
        description: { type: 'string', maxLength: ROLE_DESCRIPTION_MAX },
        metadata: object,
        // Both optional: no `required`, which OpenAPI refuses empty.
        settings: {
          type: 'object',
          additionalProperties: false,
          properties: { listUsers: setting, sendMessagesTo: setting },
        },
        permissions,
        restrictedFeatures: collection(record({ key: nonEmpty, restrictedAt: int })),
        createdAt: int,
        updatedAt: int,
      },
      ['description', 'metadata', 'settings', 'permissions', 'restrictedFeatures', 'updatedAt'],
    ),
  ),
  scopePermissions: collection(record({ guid, scope: { enum: [...SCOPES] }, permissions, updatedAt: int })),
};
