import { createAuthToken, listAuthTokens } from '../domain/auth-tokens.ts';
import { pageOptions } from '../domain/pagination.ts';
import { createUser, type CreateUserBody } from '../domain/users.ts';
import type { RouteTable } from './types.ts';

export const userRoutes: RouteTable = {
  listAuthTokens: (req) => {
    const ctx = { state: req.state, clock: req.clock };
    const page = listAuthTokens(ctx, req.params['uid'] ?? '', pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },

  createUser: (req) => ({ data: createUser(req, req.body as CreateUserBody) }),

  createAuthToken: (req) => {
    // The body is optional: a request without one asks for a token with the defaults.
    const body = (req.body ?? {}) as { force?: boolean };
    return { data: createAuthToken(req, req.params['uid'] ?? '', { force: body.force }) };
  },
};
