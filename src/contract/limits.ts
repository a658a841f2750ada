/**
 * Every limit and enum of the contract, in one place. The OpenAPI builders and the server both import
 * these, so the document and the behaviour cannot drift apart.
 */
export const API_PREFIX = '/v3';
export const SANDBOX_PORT = 4010;
export const PORT_MAX = 65_535;

export const REGIONS = ['us', 'eu', 'in'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'us';
export const APP_ID_PATTERN = '^[a-z0-9-]{1,64}$';

export const GUID_MAX = 100;
export const GUID_PATTERN = '^[a-zA-Z0-9-]+$';
export const UID_MAX = 100;
/** What a new UID may hold (the real service: letters, digits, underscore and hyphen). */
export const UID_PATTERN = '^[a-zA-Z0-9_-]+$';
export const USER_NAME_MAX = 100;
export const ROLE_MAX = 100;
/** Avatar and profile links, as long as a group icon may be. */
export const USER_URL_MAX = 3000;
/** Users deactivated or reactivated in one call (*decided*: the reference gives no bound). */
export const USERS_PER_LIFECYCLE_CALL_MAX = 1000;
/** The fields of a user that an update may remove (the reference's `unset`). */
export const USER_UNSETTABLE = ['avatar', 'link', 'metadata'] as const;
/** Users blocked or unblocked in one call; the reference gives no limit, a request stays bounded. */
export const BLOCKED_UIDS_PER_CALL_MAX = 25;
/** The real service keeps the most recent 100 auth tokens of a user and invalidates older ones. */
export const AUTH_TOKENS_MAX = 100;
/** Users made (or unmade) friends in one call (the reference: at most 25 in `accepted`). */
export const FRIENDS_PER_CALL_MAX = 25;
/** Friends a user may have (the reference's limit); past it a friend's result is ERR_FAILED_TO_ADD_FRIEND. */
export const FRIENDS_MAX = 1000;
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 255;
export const GROUP_PASSWORD_MAX = 100;
export const ICON_URL_MAX = 3000;
export const TAGS_MAX = 25;
export const TAG_MAX = 100;
export const METADATA_MAX_BYTES = 5 * 1024;
export const MEMBERS_PER_CALL_MAX = 25;
export const MEMBERS_PER_GROUP_MAX = 100_000;
export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * How long a client may take to send its headers, and its whole request with the body, before it is
 * answered 408 (docs/decisions/http-request-timeouts.md).
 */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 10_000;

export const PER_PAGE_DEFAULT = 100;
export const PER_PAGE_MAX = 1000;
export const REACTIONS_LIMIT_DEFAULT = 100;
export const REACTIONS_LIMIT_MAX = 100;
export const BLOCKED_LIMIT_DEFAULT = 50;
export const BLOCKED_LIMIT_MAX = 100;
export const REACTION_MAX = 50;
export const REACTION_PATTERN =
  '^[^\\s\\u0000-\\u001f\\u007f](?:[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f])?$';
export const SAVED_MESSAGES_MAX = 100;
/** Conversations a user may pin, and the app for everyone (each list apart). */
export const CONVERSATION_PINS_MAX = 5;
/** Pins of one conversation, the users' and the app's together (the reference's docs). */
export const PINNED_MESSAGES_MAX = 100;

export const RATE_LIMIT_CORE_DEFAULT = 10_000;
export const RATE_LIMIT_STANDARD_DEFAULT = 20_000;
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export const GROUP_TYPES = ['public', 'password', 'private'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const SCOPES = ['admin', 'moderator', 'participant'] as const;
/** The `data.action` of the action messages of membership changes. */
export const MEMBER_ACTIONS = ['added', 'banned', 'kicked', 'scopeChanged'] as const;
export type Scope = (typeof SCOPES)[number];
export const RECEIVER_TYPES = ['user', 'group'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
export const USER_STATUSES = ['offline', 'available'] as const;
export const API_KEY_SCOPES = ['fullAccess', 'authOnly'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/**
 * An API key: printable ASCII without spaces, so every stored key can be sent in the `apikey` header.
 */
export const API_KEY_MAX = 255;
export const API_KEY_PATTERN = `^[\\x21-\\x7e]{1,${API_KEY_MAX}}$`;
/** An API key's name; the reference sets no limit, so the sandbox's usual text limit. */
export const API_KEY_NAME_MAX = 255;

export const MESSAGE_CATEGORIES = ['message', 'interactive', 'custom', 'action', 'call'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
/** Calls: the sandbox has them from fixtures or a state import only, as call messages in the history. */
export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];
/** The states of a call, each also the `data.action` of the call message that records it. */
export const CALL_STATUSES = [
  'initiated',
  'ongoing',
  'unanswered',
  'rejected',
  'busy',
  'cancelled',
  'ended',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const BOT_MESSAGE_CATEGORIES = ['message', 'interactive', 'custom'] as const;
export const MESSAGE_TYPES = ['text', 'image', 'file', 'audio', 'video'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const INTERACTIVE_TYPES = ['card', 'form', 'customInteractive', 'scheduler'] as const;
export type InteractiveType = (typeof INTERACTIVE_TYPES)[number];
export const INTERACTION_GOAL_TYPES = ['allOf', 'anyOf', 'oneOf', 'anyAction', 'none'] as const;
export const ELEMENT_TYPES = ['textInput', 'dropdown', 'singleSelect', 'checkbox', 'button'] as const;
export const ACTION_TYPES = ['urlNavigation', 'apiAction'] as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const HHMM_PATTERN = '^([01][0-9]|2[0-3])[0-5][0-9]$';
export const AFFIXES = ['append', 'prepend'] as const;
export type Affix = (typeof AFFIXES)[number];

export const SYSTEM_UID = 'app_system';

export const PAGE_DEFAULT = 1;
/** The longest delay a `Prefer: delay=<ms>` request may ask for. */
export const PREFER_DELAY_MAX_MS = 30_000;
/**
 * What a network does to an answer, provoked by a fault rule or `Prefer: failure=<name>`: the
 * connection reset before an answer, no answer until the bound, or the operation's answer spoilt on
 * the way back (empty 200, cut off mid-body, or not JSON).
 */
export const NETWORK_FAILURES = ['reset', 'hang', 'emptyBody', 'truncatedBody', 'invalidJson'] as const;
export type NetworkFailure = (typeof NETWORK_FAILURES)[number];
/** How long a `hang` holds the request before closing the connection, unless its rule says. */
export const HANG_DEFAULT_MS = 30_000;
export const HANG_MAX_MS = 300_000;
/** The `Retry-After` of a provoked 503, in seconds, unless its rule says. */
export const RETRY_AFTER_DEFAULT_SECONDS = 1;
export const RETRY_AFTER_MAX_SECONDS = 3600;
export const MUID_MAX = 100;
export const ELEMENT_ID_MAX = 100;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const MESSAGE_ID_MAX = 100;
export const CUSTOM_TYPE_MAX = 100;
/** Deepest nesting a JSON body may have; deeper bodies could not be stored and read back. */
export const BODY_DEPTH_MAX = 64;

/** Message lists (docs/decisions/reads-message-cursor.md): `limit` of the cursor, and the length of a search key or filter value. */
export const MESSAGE_LIST_LIMIT_DEFAULT = 100;
export const MESSAGE_LIST_LIMIT_MAX = 1000;
export const SEARCH_KEY_MAX = 100;
export const FILTER_VALUE_MAX = 1000;
export const GROUP_SORT_FIELDS = ['name', 'guid', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ATTACHMENT_TYPES = ['image', 'video', 'audio', 'file'] as const;
