/**
 * One realistic message per error code, written against the example data of the document
 * (users superhero1…5, group cometchat-guid-1, bot chatbot). They are the documented examples and
 * what the server answers for `Prefer: code=<status>`.
 */
import type { ErrorCode } from './errors.ts';
import {
  BODY_LIMIT_BYTES,
  CONVERSATION_PINS_MAX,
  FRIENDS_MAX,
  HEADERS_TIMEOUT_MS,
  MEMBERS_PER_GROUP_MAX,
  REQUEST_TIMEOUT_MS,
  PINNED_MESSAGES_MAX,
  SAVED_MESSAGES_MAX,
} from './limits.ts';

/** The one sentence of the 408: Node finds the slow client, the server answers with this. */
export const REQUEST_TIMEOUT_MESSAGE = `The request did not arrive in time: its headers must arrive within ${HEADERS_TIMEOUT_MS / 1000} seconds, all of it within ${REQUEST_TIMEOUT_MS / 1000} seconds.`;

export const ERROR_EXAMPLES: Record<ErrorCode, string> = {
  ERR_BAD_REQUEST: 'Failed to validate the data sent with the request.',
  ERR_EMPTY_GROUP_PASS: 'A password is required to create a group of type password.',
  ERR_ALREADY_JOINED: 'The user with UID superhero4 is already a member of the group cometchat-guid-1.',
  ERR_ALREADY_BANNED: 'The user with UID superhero5 is already banned from the group cometchat-guid-1.',
  ERR_BANNED_GROUPMEMBER:
    'The user with UID superhero5 is banned from the group cometchat-guid-1 and must be unbanned first.',
  ERR_NO_VACANCY: `The group cometchat-guid-1 has reached the limit of ${MEMBERS_PER_GROUP_MAX} members.`,
  ERR_NOT_A_BANNED_USER: 'The user with UID superhero3 is not banned from the group cometchat-guid-1.',
  ERR_PINNED_MESSAGES_LIMIT_EXCEEDED: `The number of pinned messages for the conversation with id superhero1_user_superhero2 exceeds the allowed limit of ${PINNED_MESSAGES_MAX}.`,
  ERR_SAVED_MESSAGES_LIMIT_EXCEEDED: `The number of saved messages for the user with uid superhero1 exceeds the allowed limit of ${SAVED_MESSAGES_MAX}.`,
  ERR_EMPTY_MESSAGE_TEXT: 'The data.text of a message of type text cannot be empty.',
  ERR_INVALID_MESSAGE_DATA:
    'The interactionGoal names the element element7, which is not part of the message.',
  ERR_EMPTY_CUSTOM_DATA: 'A message of category custom needs an object in data.customData.',
  ERR_INVALID_RECEIVER_TYPE: 'Give receiver and receiverType (user or group), or multipleReceivers.',
  ERR_CANNOT_FORM_SELF_RELATION: 'The user with UID superhero1 cannot be a friend of themselves.',
  ERR_ALREADY_FRIEND: 'The users with UIDs superhero1 and superhero2 are already friends.',
  ERR_FAILED_TO_ADD_FRIEND: `The user with UID superhero1 already has ${FRIENDS_MAX} friends.`,
  ERR_NOT_A_FRIEND: 'The user with UID superhero5 is not a friend of the user with UID superhero1.',
  ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED: `The number of pinned conversations for the user with uid superhero1 exceeds the allowed limit of ${CONVERSATION_PINS_MAX}.`,
  ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED: `The number of pinned conversations exceeds the allowed limit of ${CONVERSATION_PINS_MAX}.`,
  ERR_SAME_SCOPE:
    'The user with uid superhero2 already has the scope moderator in the group cometchat-guid-1.',
  AUTH_ERR_EMPTY_APIKEY: 'The apikey header is missing or empty.',
  AUTH_ERR_APIKEY_NOT_FOUND: 'The API key provided is not a key of this app.',
  AUTH_ERR_INVALID_APPID: 'The app id must be 1 to 64 characters of a-z, 0-9 and dashes.',
  AUTH_ERR_EMPTY_ADMIN_TOKEN: 'The sandbox control API needs the header Authorization: Bearer <admin token>.',
  AUTH_ERR_INVALID_ADMIN_TOKEN: 'The bearer token is not the admin token of this sandbox.',
  AUTH_ERR_NO_ACCESS: 'The API key does not have the fullAccess scope needed for this operation.',
  ERR_NOT_A_MEMBER: 'The user with UID superhero2 is not a member of the group cometchat-guid-1.',
  ERR_MESSAGE_NO_ACCESS: 'The user with UID superhero3 has no access to the message with id 2.',
  ERR_SYSTEM_PINNED_CONVERSATION:
    'The conversation is pinned for all users by the app and can not be pinned by a user.',
  ERR_MESSAGE_THREAD_NESTING: 'The message with id 3 is a thread reply; a reply cannot start a thread.',
  ERR_WRONG_MESSAGE_THREAD_CATEGORY:
    'The message with id 4 is an action message; only messages of category message, custom or interactive start a thread.',
  ERR_WRONG_MESSAGE_THREAD:
    'The message with id 2 belongs to the conversation superhero1_user_superhero2, not to the receiver sent.',
  ERR_GROUP_NO_CLEARANCE:
    'The user with UID superhero3 must be an admin or a moderator of the group cometchat-guid-1.',
  ERR_GROUP_NO_SCOPE_CLEARANCE:
    'A moderator of the group cometchat-guid-1 can add and ban participants only.',
  ERR_GROUP_NO_ADMIN_SCOPE: 'The user with UID superhero3 is not an admin of the group cometchat-guid-1.',
  ERR_BLOCKED_RECEIVER: 'The user with UID superhero1 has blocked the user with UID chatbot.',
  ERR_PERMISSION_DENIED: 'The user with UID superhero3 may not edit the message with id 2.',
  ERR_UID_NOT_FOUND: 'The user with UID superhero9 does not exist.',
  ERR_ROLE_NOT_FOUND: 'The role mentor does not exist.',
  ERR_ROLE_ALREADY_EXISTS: 'A role mentor already exists.',
  ERR_ROLE_DELETE_DENIED: 'The role default cannot be deleted.',
  ERR_ROLE_DELETE_FAILED: 'The role mentor cannot be deleted: 2 users hold it.',
  ERR_REASON_NOT_FOUND: 'The reason with id scam does not exist.',
  ERR_REASON_ALREADY_EXISTS: 'A reason with id spam already exists.',
  ERR_RULE_NOT_FOUND: 'The rule with id profanity-filter does not exist.',
  ERR_RULE_ALREADY_EXISTS: 'A rule with id keyword-filter already exists.',
  ERR_KEYWORD_NOT_FOUND: 'The keyword list profanity-list does not exist.',
  ERR_KEYWORD_ALREADY_EXISTS: 'A keyword list profane-word-list-1 already exists.',
  ERR_PROVIDER_NOT_FOUND: 'The FCM provider fcm-provider-9 does not exist.',
  ERR_PROVIDER_ALREADY_EXISTS: 'The FCM provider fcm-provider-1 already exists.',
  ERR_PLAN_QUOTA_RESTRICTION: 'The plan allows at most 25 moderation rules of your own.',
  ERR_GUID_NOT_FOUND: 'The group with GUID cometchat-guid-9 does not exist.',
  ERR_MESSAGE_ID_NOT_FOUND: 'The message with id 999 does not exist.',
  ERR_BOT_NOT_FOUND: 'The user with UID superhero1 is not a bot.',
  ERR_CONVERSATION_NOT_ACCESSIBLE:
    'The conversation group_cometchat-guid-1 has no messages for UID superhero1.',
  ERR_CONVERSATION_NOT_FOUND: 'The conversation superhero1_user_superhero9 does not exist.',
  ERR_AUTH_TOKEN_NOT_FOUND:
    'The auth token superhero1_1630306819c3027ce530b2367f3c97b4106f0cb8 of the user with UID superhero1 does not exist.',
  ERR_TOKEN_NOT_FOUND: 'The push token superhero2_fcm_android is not registered.',
  ERR_WEBHOOK_NOT_FOUND: 'The webhook with id orders-hook does not exist.',
  ERR_APIKEY_NOT_FOUND: 'The API key f10e3e does not exist.',
  ERR_APIKEY_NO_SELF_ACTION: 'The API key c11f78 sent in the apikey header cannot update or delete itself.',
  ERR_API_NOT_FOUND: 'The requested path and method are not an operation of this API.',
  ERR_METHOD_NOT_ALLOWED: 'POST is not allowed on /__sandbox/health; it takes GET.',
  ERR_INVALID_API_VERSION: 'The API version in the path is not supported; use /v3.',
  ERR_REQUEST_TIMEOUT: REQUEST_TIMEOUT_MESSAGE,
  ERR_GUID_ALREADY_EXISTS: 'A group with GUID cometchat-guid-1 already exists.',
  ERR_UID_ALREADY_EXISTS: 'A user with UID superhero1 already exists.',
  ERR_WEBHOOK_ALREADY_EXISTS: 'A webhook with id orders-hook already exists.',
  ERR_TOO_MANY_REQUESTS:
    'The rate limit of the app was reached; retry after the seconds given in Retry-After.',
  ERR_EXCEPTION: 'An unexpected error occurred.',
  ERR_BAD_GATEWAY: 'The gateway received an invalid answer from the service.',
  ERR_SERVICE_UNAVAILABLE: 'The service is unavailable; retry after the seconds given in Retry-After.',
  ERR_GATEWAY_TIMEOUT: 'The gateway did not receive an answer from the service in time.',
  ERR_NOT_SUPPORTED_BY_SANDBOX:
    'The query parameter hasMentions is not supported by the sandbox: it keeps no mentions.',
};

export const BODY_TOO_LARGE_MESSAGE = `The request body is larger than the limit of ${BODY_LIMIT_BYTES} bytes.`;
export const UNSUPPORTED_MEDIA_MESSAGE = 'The request body must be sent with Content-Type application/json.';
