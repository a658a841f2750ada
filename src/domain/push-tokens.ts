/**
 * Push tokens (SPEC 20): a device's token registered against one of the app's auth tokens, whose user
 * owns it. A user's tokens are read through `pushTokensByUser` and an auth token's user through
 * `authTokenOwners`, so no request scans the app's tokens. Registering the 101st token of a user drops
 * their oldest (docs/decisions/push-tokens.md).
 */
import {
  pushAuthTokenNotFound,
  pushTokenFieldMismatch,
  pushTokenNotFound,
} from '../contract/error-catalogue.ts';
import {
  FCM_PLATFORMS,
  PUSH_TOKENS_PER_USER,
  VOIP_PLATFORMS,
} from '../contract/schemas/notification-schemas.ts';
import type { PushTokenRecord } from '../store/notification-records.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { setTimezone } from './notification-user-settings.ts';

const TOKEN_FIELDS = ['fcmToken', 'deviceToken', 'voipToken'] as const;
type TokenField = (typeof TOKEN_FIELDS)[number];

export interface PushTokenRegistration {
  platform: string;
  fcmToken?: string | undefined;
  deviceToken?: string | undefined;
  voipToken?: string | undefined;
  authToken: string;
  providerId?: string | undefined;
  timezone?: string | undefined;
}

/** A token as the reference's list shows it: its times as ISO strings. */
export interface PushTokenView {
  authToken: string;
  pushTokenType: string;
  createdAt: string;
  platform: string;
  providerId?: string;
  pushToken: string;
  uid: string;
  updatedAt: string;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

export function presentPushToken(t: Readonly<PushTokenRecord>): PushTokenView {
  return {
    authToken: t.authToken,
    pushTokenType: t.pushTokenType,
    createdAt: iso(t.createdAt),
    platform: t.platform,
    ...(t.providerId === undefined ? {} : { providerId: t.providerId }),
    pushToken: t.pushToken,
    uid: t.uid,
    updatedAt: iso(t.updatedAt),
  };
}

const isVoip = (platform: string): boolean => (VOIP_PLATFORMS as readonly string[]).includes(platform);

/** The field `platform` takes its token in. */
function tokenFieldOf(platform: string): TokenField {
  if ((FCM_PLATFORMS as readonly string[]).includes(platform)) return 'fcmToken';
  return isVoip(platform) ? 'voipToken' : 'deviceToken';
}

/** The user who holds `authToken`, else 404 ERR_AUTH_TOKEN_NOT_FOUND. */
function ownerOf(ctx: DomainContext, authToken: string): string {
  const uid = ctx.state.authTokenOwners.of(authToken);
  if (uid === undefined) throw pushAuthTokenNotFound(authToken);
  return uid;
}

/**
 * Registers or re-registers a token. One registered before keeps its `createdAt` and takes everything
 * else from this registration, its user too: the device now belongs to whoever signed in on it.
 */
export function registerPushToken(ctx: DomainContext, body: PushTokenRegistration): { success: true } {
  const field = tokenFieldOf(body.platform);
  const others = TOKEN_FIELDS.filter((f) => f !== field && body[f] !== undefined);
  const pushToken = body[field];
  if (pushToken === undefined || others.length > 0)
    throw pushTokenFieldMismatch(body.platform, field, pushToken === undefined, others);
  const uid = ownerOf(ctx, body.authToken);
  if (body.timezone !== undefined) setTimezone(ctx, uid, body.timezone);
  const now = ctx.clock.now();
  const before = ctx.state.pushTokens.get(pushToken);
  ctx.state.pushTokens.put({
    pushToken,
    uid,
    authToken: body.authToken,
    platform: body.platform,
    pushTokenType: isVoip(body.platform) ? 'voip' : 'chat',
    ...(body.providerId === undefined ? {} : { providerId: body.providerId }),
    ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  });
  const held = ctx.state.pushTokensByUser.of(uid);
  for (const oldest of held.slice(0, Math.max(0, held.length - PUSH_TOKENS_PER_USER)))
    ctx.state.pushTokens.delete(oldest.pushToken);
  return { success: true };
}

/** The tokens registered with `authToken`, or with `all`, every token of its user. */
function tokensOf(ctx: DomainContext, authToken: string, all: boolean): Readonly<PushTokenRecord>[] {
  const held = ctx.state.pushTokensByUser.of(ownerOf(ctx, authToken));
  return all ? [...held] : held.filter((t) => t.authToken === authToken);
}

export function listPushTokens(
  ctx: DomainContext,
  authToken: string,
  all = false,
): { pushTokens: PushTokenView[] } {
  return { pushTokens: tokensOf(ctx, authToken, all).map(presentPushToken) };
}

/** Answers the tokens it removed. */
export function unregisterPushTokens(
  ctx: DomainContext,
  authToken: string,
  all = false,
): { pushTokens: PushTokenView[] } {
  const gone = tokensOf(ctx, authToken, all);
  for (const t of gone) ctx.state.pushTokens.delete(t.pushToken);
  return { pushTokens: gone.map(presentPushToken) };
}

/**
 * Deletes one token. With an auth token, only a token of that auth token's user: another user's is
 * not found either. Without one, the app's API key may delete any.
 */
export function deletePushToken(
  ctx: DomainContext,
  pushToken: string,
  authToken: string | undefined,
): { pushTokens: PushTokenView[] } {
  const uid = authToken === undefined ? undefined : ownerOf(ctx, authToken);
  const token = ctx.state.pushTokens.get(pushToken);
  if (token === undefined || (uid !== undefined && token.uid !== uid)) throw pushTokenNotFound(pushToken);
  ctx.state.pushTokens.delete(pushToken);
  return { pushTokens: [presentPushToken(token)] };
}

/** Erasure: the push tokens registered with one auth token, or all of a user's; none is left orphaned. */
export function erasePushTokensOf(state: AppState, uid: string, authToken?: string): void {
  for (const t of state.pushTokensByUser.of(uid))
    if (authToken === undefined || t.authToken === authToken) state.pushTokens.delete(t.pushToken);
}
