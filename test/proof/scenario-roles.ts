/**
 * The scenario's steps for roles, their permissions and restricted features: each operation with 200
 * and every error status it documents. They run before the user steps, which give users the roles
 * made here (`tester`) and the fixtures' `manager`.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const GROUP = '/groups/cometchat-guid-1/scopes/participant/permissions';
const DENY = { body: { permissions: { sendMessage: 'deny' } } };
const RESTRICT = { body: { featuresToRestrict: ['u.listUsers'] } };

export const ROLE_STEPS: Step[] = [
  ok('createRole', 'a role for the users below', 'POST /roles', {
    body: { role: 'Tester', name: 'Tester', settings: { listUsers: 'all' } },
  }),
  ok('createRole', 'another', 'POST /roles', {
    body: { role: 'mentor', name: 'Mentor', metadata: { a: 1 } },
  }),
  ok('createRole', 'one to delete', 'POST /roles', { body: { role: 'gone', name: 'Gone' } }),
  fail('createRole', 'a taken id', 409, 'ERR_ROLE_ALREADY_EXISTS', 'POST /roles', {
    body: { role: 'TESTER', name: 'x' },
  }),
  fail('createRole', 'no name', 400, 'ERR_BAD_REQUEST', 'POST /roles', { body: { role: 'x' } }),
  ...bodyLimits('createRole', 'POST /roles'),
  ...common('createRole', 'POST /roles', { body: { role: 'r', name: 'r' } }),

  ok('listRoles', 'every role', 'GET /roles'),
  fail('listRoles', 'an unknown query parameter', 400, 'ERR_BAD_REQUEST', 'GET /roles?fly=1'),
  ...common('listRoles', 'GET /roles'),

  ok('getRole', 'a role, in capitals', 'GET /roles/TESTER'),
  fail('getRole', 'an unknown role', 404, 'ERR_ROLE_NOT_FOUND', 'GET /roles/nobody'),
  fail('getRole', 'a role id with a space', 400, 'ERR_BAD_REQUEST', 'GET /roles/a%20b'),
  ...common('getRole', 'GET /roles/tester'),

  ok('updateRole', 'a new name, settings unset', 'PUT /roles/tester', {
    body: { name: 'QA', unset: ['settings'] },
  }),
  fail('updateRole', 'an unknown role', 404, 'ERR_ROLE_NOT_FOUND', 'PUT /roles/nobody', {
    body: { name: 'x' },
  }),
  fail('updateRole', 'an empty body', 400, 'ERR_BAD_REQUEST', 'PUT /roles/tester', { body: {} }),
  ...bodyLimits('updateRole', 'PUT /roles/tester'),
  ...common('updateRole', 'PUT /roles/tester', { body: { name: 'QA' } }),

  ok('deleteRole', 'a role no user holds', 'DELETE /roles/gone'),
  fail('deleteRole', 'the same role again', 404, 'ERR_ROLE_NOT_FOUND', 'DELETE /roles/gone'),
  fail('deleteRole', 'the default role', 403, 'ERR_ROLE_DELETE_DENIED', 'DELETE /roles/default'),
  ...common('deleteRole', 'DELETE /roles/nobody'),

  ok('listRolePermissions', 'the 28 keys', 'GET /roles/mentor/permissions'),
  fail('listRolePermissions', 'an unknown role', 404, 'ERR_ROLE_NOT_FOUND', 'GET /roles/nobody/permissions'),
  fail(
    'listRolePermissions',
    'a role id over 100 characters',
    400,
    'ERR_BAD_REQUEST',
    `GET /roles/${'r'.repeat(101)}/permissions`,
  ),
  ...common('listRolePermissions', 'GET /roles/mentor/permissions'),

  ok('setRolePermissions', 'a key, and one outside the catalogue', 'PUT /roles/mentor/permissions', {
    body: { permissions: { listGroups: 'deny', fly: 'allow' } },
  }),
  fail(
    'setRolePermissions',
    'an unknown role',
    404,
    'ERR_ROLE_NOT_FOUND',
    'PUT /roles/nobody/permissions',
    DENY,
  ),
  fail('setRolePermissions', 'no permissions', 400, 'ERR_BAD_REQUEST', 'PUT /roles/mentor/permissions', {
    body: { permissions: {} },
  }),
  ...bodyLimits('setRolePermissions', 'PUT /roles/mentor/permissions'),
  ...common('setRolePermissions', 'PUT /roles/mentor/permissions', DENY),

  ok('unsetRolePermission', 'a key set above', 'DELETE /roles/mentor/permissions/listGroups'),
  fail(
    'unsetRolePermission',
    'an unknown role',
    404,
    'ERR_ROLE_NOT_FOUND',
    'DELETE /roles/nobody/permissions/listGroups',
  ),
  fail(
    'unsetRolePermission',
    'a key outside the catalogue',
    400,
    'ERR_BAD_REQUEST',
    'DELETE /roles/mentor/permissions/fly',
  ),
  ...common('unsetRolePermission', 'DELETE /roles/mentor/permissions/listGroups'),

  ok('listScopePermissions', 'the 11 keys', `GET ${GROUP}`),
  fail(
    'listScopePermissions',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'GET /groups/no-such-group/scopes/admin/permissions',
  ),
  fail(
    'listScopePermissions',
    'a scope outside the three',
    400,
    'ERR_BAD_REQUEST',
    'GET /groups/cometchat-guid-1/scopes/owner/permissions',
  ),
  ...common('listScopePermissions', `GET ${GROUP}`),

  ok('setScopePermissions', 'a key of the catalogue', `PUT ${GROUP}`, {
    body: { permissions: { listReactions: 'allow' } },
  }),
  fail(
    'setScopePermissions',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'PUT /groups/no-such-group/scopes/admin/permissions',
    DENY,
  ),
  fail('setScopePermissions', 'permissions not an object', 400, 'ERR_BAD_REQUEST', `PUT ${GROUP}`, {
    body: { permissions: 'deny' },
  }),
  ...bodyLimits('setScopePermissions', `PUT ${GROUP}`),
  ...common('setScopePermissions', `PUT ${GROUP}`, DENY),

  ok('unsetScopePermission', 'the key set above', `DELETE ${GROUP}/listReactions`),
  fail(
    'unsetScopePermission',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'DELETE /groups/no-such-group/scopes/admin/permissions/sendMessage',
  ),
  fail('unsetScopePermission', 'a key outside the catalogue', 400, 'ERR_BAD_REQUEST', `DELETE ${GROUP}/fly`),
  ...common('unsetScopePermission', `DELETE ${GROUP}/sendMessage`),

  ok('restrictFeatures', 'listing users', 'POST /roles/mentor/restrictedfeatures', RESTRICT),
  fail(
    'restrictFeatures',
    'an unknown role',
    404,
    'ERR_ROLE_NOT_FOUND',
    'POST /roles/nobody/restrictedfeatures',
    RESTRICT,
  ),
  fail(
    'restrictFeatures',
    'an unknown feature',
    400,
    'ERR_BAD_REQUEST',
    'POST /roles/mentor/restrictedfeatures',
    {
      body: { featuresToRestrict: ['u.fly'] },
    },
  ),
  ...bodyLimits('restrictFeatures', 'POST /roles/mentor/restrictedfeatures'),
  ...common('restrictFeatures', 'POST /roles/mentor/restrictedfeatures', RESTRICT),

  ok('listRestrictedFeatures', 'the feature restricted above', 'GET /roles/mentor/restrictedfeatures'),
  fail(
    'listRestrictedFeatures',
    'an unknown role',
    404,
    'ERR_ROLE_NOT_FOUND',
    'GET /roles/nobody/restrictedfeatures',
  ),
  fail(
    'listRestrictedFeatures',
    'a role id with a dot',
    400,
    'ERR_BAD_REQUEST',
    'GET /roles/a.b/restrictedfeatures',
  ),
  ...common('listRestrictedFeatures', 'GET /roles/mentor/restrictedfeatures'),

  ok('allowFeatures', 'every feature again', 'DELETE /roles/mentor/restrictedfeatures', {
    body: { allowAll: true },
  }),
  fail(
    'allowFeatures',
    'an unknown role',
    404,
    'ERR_ROLE_NOT_FOUND',
    'DELETE /roles/nobody/restrictedfeatures',
    {
      body: { allowAll: true },
    },
  ),
  fail('allowFeatures', 'an empty body', 400, 'ERR_BAD_REQUEST', 'DELETE /roles/mentor/restrictedfeatures', {
    body: {},
  }),
  ...bodyLimits('allowFeatures', 'DELETE /roles/mentor/restrictedfeatures'),
  ...common('allowFeatures', 'DELETE /roles/mentor/restrictedfeatures', { body: { allowAll: true } }),
];
