import { blockUsers, listBlockedUsers, unblockUsers } from '../domain/blocked-users.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type ApiRequest, type RouteTable } from './types.ts';

const uid = (req: ApiRequest): string => req.params['uid'] ?? '';
const blockedUids = (req: ApiRequest): string[] => (req.body as { blockedUids: string[] }).blockedUids;

export const blockedUserRoutes: RouteTable = {
  blockUsers: (req) => ({ data: blockUsers(contextOf(req), uid(req), blockedUids(req)) }),
  unblockUsers: (req) => ({ data: unblockUsers(contextOf(req), uid(req), blockedUids(req)) }),
  listBlockedUsers: (req) => {
    const page = listBlockedUsers(contextOf(req), uid(req), pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },
};
