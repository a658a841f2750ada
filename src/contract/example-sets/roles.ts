/** The named example sets of the role families' operations (see index.ts). */
import type { FamilySets } from './helpers.ts';

const unknownRole = { name: 'unknownRole', summary: 'A role id no role has', parameters: { role: 'nobody' } };

export const roleExampleSets: FamilySets<'roles'> = {
  createRole: [
    { name: 'mentor', summary: 'A role id sent in capitals, stored lowercased, with every field' },
    {
      name: 'taken',
      summary: 'The id of a role already there, in another case',
      body: { role: 'Manager', name: 'Again' },
    },
  ],
  listRoles: [{ name: 'roles', summary: 'The roles of the fixtures' }],
  getRole: [
    { name: 'role', summary: 'The role manager of the fixtures', parameters: { role: 'manager' } },
    unknownRole,
  ],
  updateRole: [
    {
      name: 'renamed',
      summary: 'A new name and description, one setting changed',
      parameters: { role: 'manager' },
    },
    { ...unknownRole, body: { name: 'Nobody' } },
  ],
  deleteRole: [
    {
      name: 'deleted',
      summary: 'The role mentor created above, which no user holds',
      parameters: { role: 'mentor' },
    },
    { name: 'default', summary: 'The default role, which stays', parameters: { role: 'default' } },
    unknownRole,
  ],
};

export const rolePermissionExampleSets: FamilySets<'role-permissions'> = {
  listRolePermissions: [
    { name: 'permissions', summary: 'The default role’s permissions', parameters: { role: 'default' } },
    unknownRole,
  ],
  setRolePermissions: [
    { name: 'denySend', summary: 'The default role may not send', parameters: { role: 'default' } },
    {
      name: 'mixed',
      summary: 'A key of the catalogue and one outside it',
      parameters: { role: 'default' },
      body: { permissions: { 'listUsers.mode': 'friends', fly: 'allow' } },
    },
    { ...unknownRole, body: { permissions: { sendMessage: 'deny' } } },
  ],
  unsetRolePermission: [
    {
      name: 'unset',
      summary: 'Back to its default',
      parameters: { role: 'default', permission: 'sendMessage' },
    },
    { ...unknownRole, parameters: { role: 'nobody', permission: 'sendMessage' } },
  ],
  listScopePermissions: [
    {
      name: 'permissions',
      summary: 'The participants’ permissions in cometchat-guid-1',
      parameters: { guid: 'cometchat-guid-1', scope: 'participant' },
    },
    {
      name: 'unknownGroup',
      summary: 'A guid no group has',
      parameters: { guid: 'no-such-group', scope: 'admin' },
    },
  ],
  setScopePermissions: [
    {
      name: 'denySend',
      summary: 'Participants of cometchat-guid-1 may not send',
      parameters: { guid: 'cometchat-guid-1', scope: 'participant' },
    },
    {
      name: 'unknownGroup',
      summary: 'A guid no group has',
      parameters: { guid: 'no-such-group', scope: 'admin' },
      body: { permissions: { sendMessage: 'deny' } },
    },
  ],
  unsetScopePermission: [
    {
      name: 'unset',
      summary: 'Back to its default',
      parameters: { guid: 'cometchat-guid-1', scope: 'participant', permission: 'sendMessage' },
    },
    {
      name: 'unknownGroup',
      summary: 'A guid no group has',
      parameters: { guid: 'no-such-group', scope: 'admin', permission: 'sendMessage' },
    },
  ],
};

export const restrictedFeatureExampleSets: FamilySets<'restricted-features'> = {
  restrictFeatures: [
    { name: 'listUsers', summary: 'The default role may not list users', parameters: { role: 'default' } },
    {
      name: 'unknownFeature',
      summary: 'A key outside the feature table',
      parameters: { role: 'default' },
      body: { featuresToRestrict: ['u.fly'] },
    },
    { ...unknownRole, body: { featuresToRestrict: ['listUsers'] } },
  ],
  listRestrictedFeatures: [
    { name: 'features', summary: 'The default role’s restricted features', parameters: { role: 'default' } },
    unknownRole,
  ],
  allowFeatures: [
    { name: 'listUsers', summary: 'Listing users allowed again', parameters: { role: 'default' } },
    { name: 'all', summary: 'Every feature allowed again', parameters: { role: 'default' } },
    { ...unknownRole, body: { allowAll: true } },
  ],
};
