import { createUser, getUser, listUsers } from '../domain/users.ts';
import { contextOf, type RouteTable } from './types.ts';

export const userRoutes: RouteTable<'users'> = {
  createUser: (req) => ({ data: createUser(contextOf(req), req.body) }),
  listUsers: (req) => listUsers(contextOf(req), req.query, req.onBehalfOf),
  getUser: (req) => ({ data: getUser(contextOf(req), req.params.uid, req.onBehalfOf) }),
};
