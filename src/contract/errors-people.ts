/** The catalogue's errors of a user's auth tokens and friends. */
import { ApiError } from './errors.ts';
import { FRIENDS_MAX } from './limits.ts';

/** No token `authToken` among those of `uid`: another user's token is not found either. */
export const authTokenNotFound = (uid: string, authToken: string): ApiError =>
  new ApiError(
    'ERR_AUTH_TOKEN_NOT_FOUND',
    `The auth token ${authToken} of the user with uid ${uid} does not exist.`,
  );

// Friends: these but the last are results of one uid in an answer that is a 200.

export const cannotFormSelfRelation = (uid: string): ApiError =>
  new ApiError('ERR_CANNOT_FORM_SELF_RELATION', `The user with uid ${uid} cannot be a friend of themselves.`);

export const alreadyFriend = (uid: string, friend: string): ApiError =>
  new ApiError('ERR_ALREADY_FRIEND', `The users with uids ${uid} and ${friend} are already friends.`);

/** `full` already has FRIENDS_MAX friends: the friendship with the other user is not made. */
export const friendLimitReached = (full: string): ApiError =>
  new ApiError('ERR_FAILED_TO_ADD_FRIEND', `The user with uid ${full} already has ${FRIENDS_MAX} friends.`);

/** A remove-friends request naming a user who is no friend: nothing is removed. */
export const notAFriend = (uid: string, other: string): ApiError =>
  new ApiError('ERR_NOT_A_FRIEND', `The user with uid ${other} is not a friend of the user with uid ${uid}.`);
