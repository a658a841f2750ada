import { listAuthTokens } from '../domain/auth-tokens.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type RouteTable } from './types.ts';

export const userRoutes: RouteTable = {
  listAuthTokens: (req) => {
    const page = listAuthTokens(contextOf(req), req.params['uid'] ?? '', pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },
};
