import { banUser, listBannedUsers, unbanUser } from '../domain/banned-users.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type RouteTable } from './types.ts';

export const bannedUserRoutes: RouteTable<'banned-users'> = {
  listBannedUsers: (req) => {
    const page = listBannedUsers(contextOf(req), req.params.guid, pageOptions(req.query), req.onBehalfOf);
    return { data: page.data, meta: page.meta };
  },
  banUser: (req) => ({ data: banUser(contextOf(req), req.params.guid, req.params.uid, req.onBehalfOf) }),
  unbanUser: (req) => ({ data: unbanUser(contextOf(req), req.params.guid, req.params.uid, req.onBehalfOf) }),
};
