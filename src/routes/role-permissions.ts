import {
  listRolePermissions,
  listScopePermissions,
  setRolePermissions,
  setScopePermissions,
  unsetRolePermission,
  unsetScopePermission,
} from '../domain/role-permissions.ts';
import { contextOf, type RouteTable } from './types.ts';

export const rolePermissionRoutes: RouteTable<'role-permissions'> = {
  listRolePermissions: (req) => listRolePermissions(contextOf(req), req.params.role),
  setRolePermissions: (req) => ({
    data: setRolePermissions(contextOf(req), req.params.role, req.body.permissions),
  }),
  unsetRolePermission: (req) => ({
    data: unsetRolePermission(contextOf(req), req.params.role, req.params.permission),
  }),
  listScopePermissions: (req) => listScopePermissions(contextOf(req), req.params.guid, req.params.scope),
  setScopePermissions: (req) => ({
    data: setScopePermissions(contextOf(req), req.params.guid, req.params.scope, req.body.permissions),
  }),
  unsetScopePermission: (req) => ({
    data: unsetScopePermission(contextOf(req), req.params.guid, req.params.scope, req.params.permission),
  }),
};
