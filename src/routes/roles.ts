import { createRole, deleteRole, getRole, listRoles, updateRole } from '../domain/roles.ts';
import { contextOf, type RouteTable } from './types.ts';

export const roleRoutes: RouteTable<'roles'> = {
  createRole: (req) => ({ data: createRole(contextOf(req), req.body) }),
  listRoles: (req) => listRoles(contextOf(req)),
  getRole: (req) => ({ data: getRole(contextOf(req), req.params.role) }),
  updateRole: (req) => ({ data: updateRole(contextOf(req), req.params.role, req.body) }),
  deleteRole: (req) => ({ data: deleteRole(contextOf(req), req.params.role) }),
};
