import { createGroup, getGroup, listGroups } from '../domain/groups.ts';
import { contextOf, type RouteTable } from './types.ts';

export const groupRoutes: RouteTable<'groups'> = {
  createGroup: (req) => ({ data: createGroup(contextOf(req), req.body, req.onBehalfOf) }),
  listGroups: (req) => listGroups(contextOf(req), req.onBehalfOf, req.query),
  getGroup: (req) => ({ data: getGroup(contextOf(req), req.params.guid, req.onBehalfOf) }),
};
