/** Roles, their permissions and restricted features (SPEC 18): bodies and records. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  ROLE_DESCRIPTION_MAX,
  ROLE_ID_MAX,
  ROLE_ID_PATTERN,
  ROLE_NAME_MAX,
  ROLE_SETTING_VALUES,
  ROLE_UNSETTABLE,
} from '../role-catalogue.ts';
import { arrayOf, bool, closed, freeObject, int, oneOfStrings, ref, str } from '../schema-helpers.ts';

const settings = (): SchemaObject =>
  closed(
    'Legacy settings: `friendsOnly` acts as the `listUsers.mode` / `sendMessage.mode` permission `friends` where that is not set.',
    {
      listUsers: oneOfStrings(ROLE_SETTING_VALUES, 'Which users the role’s users may list.'),
      sendMessagesTo: oneOfStrings(ROLE_SETTING_VALUES, 'Whom the role’s users may message.'),
    },
  );

const roleFields = () => ({
  name: str('Friendly name of the role.', { minLength: 1, maxLength: ROLE_NAME_MAX }),
  description: str('Description of the role.', { maxLength: ROLE_DESCRIPTION_MAX }),
  metadata: freeObject('Additional information about the role.'),
  settings: settings(),
});

const permissionValue = (description: string): SchemaObject => ({
  description,
  oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
});

const featureKeys = (description: string): SchemaObject =>
  arrayOf(
    str('A feature key, `createMessage` or `u.createMessage`.', { minLength: 1, maxLength: 100 }),
    description,
    {
      minItems: 1,
      maxItems: 100,
    },
  );

export function roleSchemas(): Record<string, SchemaObject> {
  return {
    RoleCreateRequest: closed(
      'A new role.',
      {
        role: str('A unique identifier: letters, digits, `-` and `_`, stored lowercased.', {
          minLength: 1,
          maxLength: ROLE_ID_MAX,
          pattern: ROLE_ID_PATTERN,
        }),
        ...roleFields(),
      },
      ['role', 'name'],
    ),
    RoleUpdateRequest: closed(
      'What to change: the fields sent replace those stored (settings merge), `unset` removes fields.',
      {
        ...roleFields(),
        unset: arrayOf(oneOfStrings(ROLE_UNSETTABLE, 'A field to remove.'), 'Fields to remove.', {
          uniqueItems: true,
        }),
      },
      [],
      { minProperties: 1 },
    ),
    Role: closed(
      'A role of the app.',
      {
        role: str('The role’s identifier.'),
        ...roleFields(),
        createdAt: int('When the role was created (epoch seconds).'),
        updatedAt: int('When the role was last changed (epoch seconds).'),
      },
      ['role', 'name', 'createdAt'],
    ),
    Permission: closed(
      'A permission of the catalogue, with the value in effect.',
      {
        id: str('The permission key.'),
        type: oneOfStrings(['role', 'scope'], 'Whether it is a role or a scope permission.'),
        title: str('Title.'),
        description: str('Description.'),
        dataType: oneOfStrings(['string', 'stringArray'], 'One value, or a list of values.'),
        availableValues: arrayOf(
          str('A value.'),
          'The values it takes; empty where any role id (or any string) is taken.',
        ),
        defaultValue: permissionValue('The value where none is set.'),
        value: permissionValue('The value in effect: the one set, else the default.'),
        createdAt: int('When the catalogue entry was made (epoch seconds).'),
        updatedAt: int('When the catalogue entry was changed (epoch seconds).'),
      },
      ['id', 'type', 'title', 'description', 'dataType', 'availableValues', 'defaultValue', 'value'],
    ),
    PermissionsRequest: closed(
      'Permission keys and their values.',
      {
        permissions: {
          type: 'object',
          description: 'Key → value; each key is applied on its own.',
          minProperties: 1,
          maxProperties: 100,
          additionalProperties: true,
        },
      },
      ['permissions'],
    ),
    PermissionsMap: {
      type: 'object',
      description: 'The values set explicitly; the others have their default.',
      additionalProperties: permissionValue('A value.'),
    },
    PermissionsResult: {
      type: 'object',
      description: 'Per key sent, its result; and `permissions`, the values now set.',
      required: ['permissions'],
      properties: { permissions: ref('PermissionsMap') },
      additionalProperties: ref('KeyResult'),
    },
    PermissionsUnset: closed('The values still set.', { permissions: ref('PermissionsMap') }, [
      'permissions',
    ]),
    KeyResult: closed(
      'The result of one key.',
      {
        success: bool('Whether it was applied.'),
        message: str('Confirmation.'),
        error: closed('Why not.', { code: str('Error code.'), message: str('Explanation.') }, [
          'code',
          'message',
        ]),
      },
      ['success'],
    ),
    FeaturesRestrictRequest: closed(
      'Features to restrict.',
      { featuresToRestrict: featureKeys('The features the role’s users may not use.') },
      ['featuresToRestrict'],
    ),
    FeaturesAllowRequest: closed(
      'Features to allow again: those listed, or all.',
      {
        featuresToAllow: featureKeys('The features to allow again.'),
        allowAll: bool('Allow every feature again.'),
      },
      [],
      { minProperties: 1 },
    ),
    FeatureResults: {
      type: 'object',
      description: 'Per feature, `u.<key>`, its result.',
      additionalProperties: ref('KeyResult'),
    },
    RestrictedFeature: closed(
      'A feature the role’s users may not use.',
      {
        title: str('Title.'),
        description: str('Description.'),
        key: str('`u.<key>`.'),
        path: str('The path of the operation.'),
        createdAt: int('When it was restricted (epoch seconds).'),
      },
      ['title', 'description', 'key', 'path', 'createdAt'],
    ),
  };
}
