import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import { mapPage, paginate } from './pagination.ts';
import type { Page, PageOptions } from './pagination.ts';

export interface AuthTokenView {
  uid: string;
  authToken: string;
  createdAt: number;
}

/** The user's auth tokens, oldest first, one page at a time. */
export function listAuthTokens(
  ctx: DomainContext,
  uid: string,
  options: PageOptions = {},
): Page<AuthTokenView> {
  requireUser(ctx, uid);
  const tokens = ctx.state.authTokens.list(uid);
  return mapPage(paginate(tokens, options.perPage, options.page), (t) => ({
    uid: t.uid,
    authToken: t.authToken,
    createdAt: t.createdAt,
  }));
}
