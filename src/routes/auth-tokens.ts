import {
  createAuthToken,
  deleteAuthToken,
  flushAuthTokens,
  getAuthToken,
  listAuthTokens,
  updateAuthToken,
} from '../domain/auth-tokens.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type RouteTable } from './types.ts';

export const authTokenRoutes: RouteTable<'auth-tokens'> = {
  // The body is optional: a request without one asks for a token with the defaults.
  createAuthToken: (req) => ({
    data: createAuthToken(contextOf(req), req.params.uid, { force: req.body?.force }),
  }),
  listAuthTokens: (req) => {
    const page = listAuthTokens(contextOf(req), req.params.uid, pageOptions(req.query));
    return { data: page.data, meta: page.meta };
  },
  flushAuthTokens: (req) => ({ data: flushAuthTokens(contextOf(req), req.params.uid) }),
  getAuthToken: (req) => ({
    data: getAuthToken(contextOf(req), req.params.uid, req.params.authToken),
  }),
  updateAuthToken: (req) => ({
    data: updateAuthToken(contextOf(req), req.params.uid, req.params.authToken, req.body),
  }),
  deleteAuthToken: (req) => ({
    data: deleteAuthToken(contextOf(req), req.params.uid, req.params.authToken),
  }),
};
