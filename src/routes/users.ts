import { listAuthTokens } from '../domain/auth-tokens.ts';
import { pageOptions } from '../domain/pagination.ts';
import type { RouteTable } from './types.ts';

export const userRoutes: RouteTable = {
  listAuthTokens: (req) => {
    const ctx = { state: req.state, clock: req.clock };
    const page = listAuthTokens(ctx, req.params['uid'] ?? '', pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },
};
