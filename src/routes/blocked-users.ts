import { blockUsers, listBlockedUsers, unblockUsers } from '../domain/blocked-users.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type RouteTable } from './types.ts';

export const blockedUserRoutes: RouteTable<'blocked-users'> = {
  blockUsers: (req) => ({ data: blockUsers(contextOf(req), req.params.uid, req.body.blockedUids) }),
  unblockUsers: (req) => ({ data: unblockUsers(contextOf(req), req.params.uid, req.body.blockedUids) }),
  listBlockedUsers: (req) => {
    const page = listBlockedUsers(contextOf(req), req.params.uid, pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },
};
