/** Auth tokens of a user: listing them and creating one. */
import { createHash } from 'node:crypto';
import { AUTH_TOKENS_MAX } from '../contract/limits.ts';
import type { AuthTokenRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { requireUser } from './group-lookup.ts';
import { requireActiveUser } from './user-lookup.ts';
import { mapPage, paginate } from './pagination.ts';
import type { Page, PageOptions } from './pagination.ts';

export interface AuthTokenView {
  uid: string;
  authToken: string;
  createdAt: number;
}

const present = (t: AuthTokenRecord): AuthTokenView => ({
  uid: t.uid,
  authToken: t.authToken,
  createdAt: t.createdAt,
});

/** The user's auth tokens, oldest first, one page at a time. */
export function listAuthTokens(
  ctx: DomainContext,
  uid: string,
  options: PageOptions = {},
): Page<AuthTokenView> {
  requireUser(ctx, uid);
  const tokens = ctx.state.authTokens.list(uid);
  return mapPage(paginate(tokens, options.perPage, options.page), present);
}

/**
 * A new token of the form `{uid}_{timestamp}{32 hex}`. The hex part is derived from the user, the time
 * and a sequence number rather than drawn at random, so that a test run with a frozen clock gets the
 * same tokens every time; the sequence moves on until the token is one the user does not hold yet.
 */
export function issueAuthToken(ctx: DomainContext, uid: string): AuthTokenRecord {
  const { state } = ctx;
  const createdAt = ctx.clock.now();
  let sequence = state.authTokens.get(uid)?.size ?? 0;
  let authToken: string;
  do {
    sequence += 1;
    const hex = createHash('sha256').update(`${uid}\n${createdAt}\n${sequence}`).digest('hex');
    authToken = `${uid}_${createdAt}${hex.slice(0, 32)}`;
  } while (state.authTokens.find(uid, authToken));
  const record = { uid, authToken, createdAt };
  state.authTokens.put(record);
  // The real service keeps a user's most recent tokens only; the oldest go first.
  const tokens = state.authTokens.list(uid);
  for (const old of tokens.slice(0, Math.max(0, tokens.length - AUTH_TOKENS_MAX))) {
    state.authTokens.delete(uid, old.authToken);
  }
  emit(state, { type: 'authTokenCreated', token: record });
  return record;
}

/** Without `force`, a user who already has a token gets the newest one back and nothing is created. */
export function createAuthToken(
  ctx: DomainContext,
  uid: string,
  options: { force?: boolean | undefined } = {},
): AuthTokenView {
  requireActiveUser(ctx.state, uid);
  const tokens = ctx.state.authTokens.list(uid);
  const newest = tokens[tokens.length - 1];
  if (newest && options.force !== true) return present(newest);
  return present(issueAuthToken(ctx, uid));
}
