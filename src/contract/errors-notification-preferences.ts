/** The catalogue's errors of a user's notification preferences and of push tokens (SPEC 20). */
import { ApiError } from './errors.ts';

/** A push token names its auth token alone: the user is the one who holds it. */
export const pushAuthTokenNotFound = (authToken: string): ApiError =>
  new ApiError('ERR_AUTH_TOKEN_NOT_FOUND', `The auth token ${authToken} does not exist.`);

export const pushTokenNotFound = (pushToken: string): ApiError =>
  new ApiError('ERR_TOKEN_NOT_FOUND', `The push token ${pushToken} is not registered.`);

export const unknownTimezone = (field: string, timezone: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `${timezone} is not an IANA time zone.`, {
    details: { [field]: ['must be an IANA time zone, e.g. Asia/Tokyo'] },
  });

/**
 * A mute must end after the app clock's now (`until`, epoch milliseconds). The message does not name
 * now: the answer stays the same from one moment to the next, as the documented examples are replayed.
 */
export const muteInThePast = (index: number): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'A mute must end after the app clock’s now.', {
    details: { [`conversations.${index}.until`]: ['must be after now (epoch milliseconds)'] },
  });

export const tooManyMutes = (max: number): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `A user keeps at most ${max} muted conversations.`, {
    details: { conversations: [`must leave at most ${max} conversations muted`] },
  });

/**
 * `platform` names the token field: an FCM token for `fcm_…`, a device or VoIP token for APNs. The
 * details name the field missing, if it is, and every other token field sent.
 */
export const pushTokenFieldMismatch = (
  platform: string,
  expected: string,
  missing: boolean,
  others: string[],
): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The platform ${platform} takes its token in ${expected}.`, {
    details: {
      ...(missing ? { [expected]: [`is required for the platform ${platform}`] } : {}),
      ...Object.fromEntries(others.map((f) => [f, [`is not taken by the platform ${platform}`]])),
    },
  });
