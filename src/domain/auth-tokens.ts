/** Auth tokens of a user: listing them, creating one, reading, updating and deleting one, flushing all. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { authTokenNotFound } from '../contract/error-catalogue.ts';
import { AUTH_TOKENS_MAX } from '../contract/limits.ts';
import type { AuthTokenRecord, JsonObject } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { requireUser } from './group-lookup.ts';
import { requireActiveUser } from './user-lookup.ts';
import { mapPage, paginate } from './pagination.ts';
import { erasePushTokensOf } from './push-tokens.ts';
import type { Page, PageOptions } from './pagination.ts';

export interface AuthTokenView {
  uid: string;
  authToken: string;
  createdAt: number;
  platform?: string;
  userAgent?: string;
  appInfo?: JsonObject;
  updatedAt?: number;
}

/** What an update sets on a token. */
export interface TokenDetails {
  platform?: string | undefined;
  userAgent?: string | undefined;
  appInfo?: JsonObject | undefined;
}

/** The token with what updates set on it, wherever it is read. */
function present(t: AuthTokenRecord): AuthTokenView {
  const view: AuthTokenView = { uid: t.uid, authToken: t.authToken, createdAt: t.createdAt };
  if (t.platform !== undefined) view.platform = t.platform;
  if (t.userAgent !== undefined) view.userAgent = t.userAgent;
  if (t.appInfo !== undefined) view.appInfo = t.appInfo;
  if (t.updatedAt !== undefined) view.updatedAt = t.updatedAt;
  return view;
}

/** A token of this user; another user's token is not found either. */
function requireToken(ctx: DomainContext, uid: string, authToken: string): AuthTokenRecord {
  const token = ctx.state.authTokens.find(uid, authToken);
  if (!token) throw authTokenNotFound(uid, authToken);
  return token;
}

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
 * SHA-256 from @noble/hashes rather than node:crypto: the domain runs in a browser too (SPEC 21).
 */
export function issueAuthToken(ctx: DomainContext, uid: string): AuthTokenRecord {
  const { state } = ctx;
  const createdAt = ctx.clock.now();
  let sequence = state.authTokens.get(uid)?.size ?? 0;
  let authToken: string;
  do {
    sequence += 1;
    const hex = bytesToHex(sha256(utf8ToBytes(`${uid}\n${createdAt}\n${sequence}`)));
    authToken = `${uid}_${createdAt}${hex.slice(0, 32)}`;
  } while (state.authTokens.find(uid, authToken));
  const record = { uid, authToken, createdAt };
  state.authTokens.put(record);
  // The real service keeps a user's most recent tokens only; the oldest go first.
  const tokens = state.authTokens.list(uid);
  for (const old of tokens.slice(0, Math.max(0, tokens.length - AUTH_TOKENS_MAX))) {
    state.authTokens.delete(uid, old.authToken);
    erasePushTokensOf(state, uid, old.authToken);
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

/** One token of the user; a deactivated user's tokens are still read. */
export function getAuthToken(ctx: DomainContext, uid: string, authToken: string): AuthTokenView {
  requireUser(ctx, uid);
  return present(requireToken(ctx, uid, authToken));
}

/** The fields sent replace those stored, the others stay; a deactivated user's token is not changed. */
export function updateAuthToken(
  ctx: DomainContext,
  uid: string,
  authToken: string,
  details: TokenDetails,
): AuthTokenView {
  requireActiveUser(ctx.state, uid);
  const token = requireToken(ctx, uid, authToken);
  const updated: AuthTokenRecord = { ...token, updatedAt: ctx.clock.now() };
  if (details.platform !== undefined) updated.platform = details.platform;
  if (details.userAgent !== undefined) updated.userAgent = details.userAgent;
  if (details.appInfo !== undefined) updated.appInfo = details.appInfo;
  ctx.state.authTokens.put(updated);
  return present(updated);
}

export interface TokenRemoval {
  success: true;
  message: string;
}

/** Deleting works for a deactivated user too: what exists can be removed. */
export function deleteAuthToken(ctx: DomainContext, uid: string, authToken: string): TokenRemoval {
  requireUser(ctx, uid);
  requireToken(ctx, uid, authToken);
  ctx.state.authTokens.delete(uid, authToken);
  erasePushTokensOf(ctx.state, uid, authToken);
  return {
    success: true,
    message: `The auth token ${authToken} of the user ${uid} has been deleted successfully.`,
  };
}

/** Every token of the user goes; a user without tokens is flushed all the same. */
export function flushAuthTokens(ctx: DomainContext, uid: string): TokenRemoval {
  requireUser(ctx, uid);
  for (const token of ctx.state.authTokens.list(uid)) ctx.state.authTokens.delete(uid, token.authToken);
  erasePushTokensOf(ctx.state, uid);
  return { success: true, message: `Cleared Auth Tokens successfully for uid ${uid}.` };
}
