import { createUser, getUser, listUsers } from '../domain/users.ts';
import { deactivateUsers, deleteUser, reactivateUsers, updateUser } from '../domain/user-lifecycle.ts';
import { contextOf, type RouteTable } from './types.ts';

export const userRoutes: RouteTable<'users'> = {
  createUser: (req) => ({ data: createUser(contextOf(req), req.body) }),
  listUsers: (req) => listUsers(contextOf(req), req.query, req.onBehalfOf),
  getUser: (req) => ({ data: getUser(contextOf(req), req.params.uid, req.onBehalfOf) }),
  updateUser: (req) => ({ data: updateUser(contextOf(req), req.params.uid, req.body) }),
  // The body is optional: without one the user is deactivated.
  deleteUser: (req) => ({ data: deleteUser(contextOf(req), req.params.uid, req.body ?? {}) }),
  deactivateUsers: (req) => ({ data: deactivateUsers(contextOf(req), req.body.uidsToDeactivate) }),
  reactivateUsers: (req) => ({ data: reactivateUsers(contextOf(req), req.body.uidsToActivate) }),
};
