/**
 * Role and scope permissions (the reference's RBAC): the catalogues' keys with their values, per role
 * and per scope of a group; setting them key by key and returning one to its default (SPEC 18).
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { page } from '../examples/read-examples.ts';
import { SCOPES } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { roleParameter } from './roles.ts';

const scopeParameter: ParameterObject = {
  name: 'scope',
  in: 'path',
  description: 'The scope: admin, moderator or participant.',
  required: true,
  schema: { type: 'string', enum: [...SCOPES] },
  example: 'admin',
};
const permissionParameter = (description: string): ParameterObject => ({
  name: 'permission',
  in: 'path',
  description,
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  example: 'sendMessage',
});

const permission = (id: string, type: 'role' | 'scope', title: string, value: string | string[]) => ({
  id,
  type,
  title,
  description: title,
  dataType: Array.isArray(value) ? 'stringArray' : 'string',
  availableValues: Array.isArray(value) ? ['text', 'image', 'audio', 'video', 'file'] : ['allow', 'deny'],
  defaultValue: Array.isArray(value) ? [] : 'allow',
  createdAt: 1765962204,
  updatedAt: 1765962204,
  value,
});
const ENFORCED =
  'What each key governs on the operations a user calls (`onBehalfOf`) is listed in the README; the app’s own requests are never restricted.';

export const rolePermissionOperations = family('role-permissions', {
  listRolePermissions: {
    method: 'get',
    path: '/roles/{role}/permissions',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'List a role’s permissions',
      description: `The 28 role permissions of the catalogue, each with \`value\`, the role’s value in effect: the one set, else (for \`listUsers.mode\` and \`sendMessage.mode\`) \`friends\` where the role’s legacy settings say \`friendsOnly\`, else the default. ${ENFORCED}`,
      parameters: [roleParameter('The role.')],
      success: {
        description: 'The permissions.',
        schema: listOf('Permission', 'PaginationMeta', 'The permissions.'),
        examples: {
          permissions: {
            summary: 'Three of the 28',
            value: {
              data: [
                permission('createGroup', 'role', 'Allows/Denies creating groups', 'allow'),
                permission('sendMessage', 'role', 'Allows/Denies sending messages', 'deny'),
                permission(
                  'sendMessage.allowedMessageTypes',
                  'role',
                  'Allows sending messages of the specified types',
                  ['text'],
                ),
              ],
              meta: page(28),
            },
          },
        },
      },
      badRequestDetails: { role: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
  setRolePermissions: {
    method: 'put',
    path: '/roles/{role}/permissions',
    body: 'required',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Set a role’s permissions',
      description:
        'Merges `permissions` into the role’s. Each key answers on its own: a key outside the catalogue, or a value outside its `availableValues`, fails that key with ERR_BAD_REQUEST and the others apply. A list permission sent as one string is stored as a list of it. `permissions` in the answer holds every value now set.',
      parameters: [roleParameter('The role.')],
      body: {
        schema: 'PermissionsRequest',
        description: 'Keys and values.',
        examples: {
          denySend: { summary: 'Deny sending messages', value: { permissions: { sendMessage: 'deny' } } },
        },
      },
      success: {
        description: 'Per key, its result; and the values now set.',
        schema: dataOf(ref('PermissionsResult'), 'Per key, its result.'),
        examples: {
          denySend: {
            summary: 'Sending denied',
            value: {
              data: {
                sendMessage: {
                  success: true,
                  message: 'Permission with id sendMessage have been mapped successfully to role default.',
                },
                permissions: { sendMessage: 'deny' },
              },
            },
          },
        },
      },
      badRequestDetails: { permissions: ['must NOT have fewer than 1 properties'] },
    }),
  },
  unsetRolePermission: {
    method: 'delete',
    path: '/roles/{role}/permissions/{permission}',
    errors: ['ERR_ROLE_NOT_FOUND'],
    document: () => ({
      summary: 'Unset a role’s permission',
      description: 'Returns the key to its default; a key outside the catalogue → 400 ERR_BAD_REQUEST.',
      parameters: [
        roleParameter('The role.'),
        permissionParameter('The permission key, such as `listUsers.mode`.'),
      ],
      success: {
        description: 'The values still set.',
        schema: dataOf(ref('PermissionsUnset'), 'The values still set.'),
        examples: { unset: { summary: 'Nothing set any more', value: { data: { permissions: {} } } } },
      },
      badRequestDetails: { fly: ['is not a permission'] },
    }),
  },
  listScopePermissions: {
    method: 'get',
    path: '/groups/{guid}/scopes/{scope}/permissions',
    errors: ['ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'List a group scope’s permissions',
      description: `The 11 scope permissions of the catalogue for the members of \`scope\` in the group, each with \`value\`, the one set or the default. ${ENFORCED}`,
      parameters: [paramRef('guid'), scopeParameter],
      success: {
        description: 'The permissions.',
        schema: listOf('Permission', 'PaginationMeta', 'The permissions.'),
        examples: {
          permissions: {
            summary: 'Two of the 11',
            value: {
              data: [
                permission(
                  'addReaction',
                  'scope',
                  'Allows member to list the members with specified scope',
                  'allow',
                ),
                permission('sendMessage', 'scope', 'Allows/Denies sending messages', 'allow'),
              ],
              meta: page(11),
            },
          },
        },
      },
      badRequestDetails: { scope: ['must be equal to one of the allowed values'] },
    }),
  },
  setScopePermissions: {
    method: 'put',
    path: '/groups/{guid}/scopes/{scope}/permissions',
    body: 'required',
    errors: ['ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'Set a group scope’s permissions',
      description:
        'Merges `permissions` into those of the scope in the group, key by key as for a role: a key outside the catalogue or a value outside its `availableValues` fails that key alone.',
      parameters: [paramRef('guid'), scopeParameter],
      body: {
        schema: 'PermissionsRequest',
        description: 'Keys and values.',
        examples: {
          denySend: { summary: 'Participants may not send', value: { permissions: { sendMessage: 'deny' } } },
        },
      },
      success: {
        description: 'Per key, its result; and the values now set.',
        schema: dataOf(ref('PermissionsResult'), 'Per key, its result.'),
        examples: {
          denySend: {
            summary: 'Sending denied',
            value: {
              data: {
                sendMessage: {
                  success: true,
                  message:
                    'Permission with id sendMessage have been mapped successfully to scope participant on group cometchat-guid-1.',
                },
                permissions: { sendMessage: 'deny' },
              },
            },
          },
        },
      },
      badRequestDetails: { permissions: ['must NOT have fewer than 1 properties'] },
    }),
  },
  unsetScopePermission: {
    method: 'delete',
    path: '/groups/{guid}/scopes/{scope}/permissions/{permission}',
    errors: ['ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'Unset a group scope’s permission',
      description: 'Returns the key to its default; a key outside the catalogue → 400 ERR_BAD_REQUEST.',
      parameters: [
        paramRef('guid'),
        scopeParameter,
        permissionParameter('The permission key, such as `sendMessage`.'),
      ],
      success: {
        description: 'The values still set.',
        schema: dataOf(ref('PermissionsUnset'), 'The values still set.'),
        examples: { unset: { summary: 'Nothing set any more', value: { data: { permissions: {} } } } },
      },
      badRequestDetails: { fly: ['is not a permission'] },
    }),
  },
});
