import { createAuthToken, listAuthTokens } from '../domain/auth-tokens.ts';
import { pageOptions } from '../domain/pagination.ts';
import { createUser, type CreateUserBody } from '../domain/users.ts';
import { contextOf, type RouteTable } from './types.ts';

export const userRoutes: RouteTable = {
  listAuthTokens: (req) => {
    const page = listAuthTokens(contextOf(req), req.params['uid'] ?? '', pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },

  createUser: (req) => ({ data: createUser(contextOf(req), req.body as CreateUserBody) }),

  createAuthToken: (req) => {
    // The body is optional: a request without one asks for a token with the defaults.
    const body = (req.body ?? {}) as { force?: boolean };
    return { data: createAuthToken(contextOf(req), req.params['uid'] ?? '', { force: body.force }) };
  },
};
