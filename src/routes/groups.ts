import { updateGroup } from '../domain/group-edits.ts';
import { deleteGroup } from '../domain/group-erasure.ts';
import { createGroup, getGroup, listGroups } from '../domain/groups.ts';
import { contextOf, type RouteTable } from './types.ts';

export const groupRoutes: RouteTable<'groups'> = {
  createGroup: (req) => ({ data: createGroup(contextOf(req), req.body, req.onBehalfOf) }),
  listGroups: (req) => listGroups(contextOf(req), req.onBehalfOf, req.query),
  getGroup: (req) => ({ data: getGroup(contextOf(req), req.params.guid, req.onBehalfOf) }),
  updateGroup: (req) => ({
    data: updateGroup(contextOf(req), req.params.guid, req.body, req.onBehalfOf),
  }),
  deleteGroup: (req) => ({ data: deleteGroup(contextOf(req), req.params.guid, req.onBehalfOf) }),
};
