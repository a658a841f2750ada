/** The catalogue's errors of pinned conversations: a user's own pins and the app's list. */
import { ApiError } from './errors.ts';
import { CONVERSATION_PINS_MAX } from './limits.ts';

/** A pin past the user's CONVERSATION_PINS_MAX; the reference's words. */
export const pinnedConversationsLimit = (uid: string): ApiError =>
  new ApiError(
    'ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED',
    `The number of pinned conversations for the user with uid ${uid} exceeds the allowed limit of ${CONVERSATION_PINS_MAX}.`,
  );

/** An app list of more than CONVERSATION_PINS_MAX distinct conversations; the reference's words. */
export const systemPinnedConversationsLimit = (): ApiError =>
  new ApiError(
    'ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED',
    `The number of pinned conversations exceeds the allowed limit of ${CONVERSATION_PINS_MAX}.`,
  );

/** A user pinning or unpinning a conversation the app pinned for everyone; the reference's words. */
export const systemPinnedConversation = (change: 'pinned' | 'unpinned'): ApiError =>
  new ApiError(
    'ERR_SYSTEM_PINNED_CONVERSATION',
    `The conversation is pinned for all users by the app and can not be ${change} by a user.`,
  );

/** An entry of the app's list naming both a user and a group, or neither. */
export const pinEntryInvalid = (index: number): ApiError =>
  new ApiError(
    'ERR_BAD_REQUEST',
    `Each of pinnedConversations must name exactly one of uid and guid; entry ${index} does not.`,
    { details: { [`pinnedConversations.${index}`]: ['must have exactly one of uid and guid'] } },
  );
