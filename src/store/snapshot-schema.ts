/**
 * The JSON Schema of a `StateSnapshot`: the shape of every record, closed to unknown properties, with
 * the contract's limits where a stored field has one. Rules between records are in state-references.ts.
 */
import {
  API_KEY_SCOPES,
  CALL_STATUSES,
  CALL_TYPES,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_PASSWORD_MAX,
  GROUP_TYPES,
  GUID_MAX,
  ICON_URL_MAX,
  MESSAGE_CATEGORIES,
  REACTION_MAX,
  RECEIVER_TYPES,
  SCOPES,
  TAG_MAX,
  TAGS_MAX,
  UID_MAX,
  USER_STATUSES,
} from '../contract/limits.ts';

/** Bounds the work and memory a hostile snapshot can cause; far above what a sandbox app holds. */
export const COLLECTION_MAX = 1_000_000;

const str = { type: 'string' };
const nonEmpty = { type: 'string', minLength: 1 };
const bool = { type: 'boolean' };
const int = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
const object = { type: 'object' };
const uid = { type: 'string', minLength: 1, maxLength: UID_MAX };
/** Stored GUIDs are lowercased on creation, so an uppercase one could never be found again. */
const guid = { type: 'string', minLength: 1, maxLength: GUID_MAX, pattern: '^[a-z0-9-]+$' };
/** Ids stay within what a JavaScript number counts exactly, as the counters do. */
const decimalId = { type: 'string', pattern: '^[1-9][0-9]{0,15}$' };
const strings = (item: object = str, maxItems = COLLECTION_MAX) => ({ type: 'array', maxItems, items: item });

const record = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const collection = (item: object) => ({ type: 'array', maxItems: COLLECTION_MAX, items: item });
/** What updating an auth token sets on it. */
const tokenDetails = { platform: str, userAgent: str, appInfo: object };

const condition = record({
  id: { type: 'integer' },
  isKeywordsReferencePresent: bool,
  isMediaPresent: bool,
  entity: str,
  operand: str,
  category: str,
  operator: str,
  value: strings(),
  message: strings(),
  weight: { type: 'integer' },
});

/** A stored message; `extra` adds the action references a message the actions keep a copy of has not. */
function messageRecord(extra: Record<string, object>) {
  return record(
    {
      id: decimalId,
      muid: str,
      conversationId: nonEmpty,
      sender: uid,
      receiverType: { enum: [...RECEIVER_TYPES] },
      receiver: nonEmpty,
      category: { enum: [...MESSAGE_CATEGORIES] },
      type: nonEmpty,
      data: object,
      tags: strings(),
      quotedMessageId: decimalId,
      parentId: decimalId,
      ...extra,
      moderationStatus: { enum: ['pending'] },
      sentAt: int,
      updatedAt: int,
      editedAt: int,
      editedBy: uid,
      deletedAt: int,
      deletedBy: uid,
      pin: record({ by: uid, at: int }),
    },
    [
      'muid',
      'tags',
      'quotedMessageId',
      'parentId',
      'actionRefs',
      'moderationStatus',
      'editedAt',
      'editedBy',
      'deletedAt',
      'deletedBy',
      'pin',
    ],
  );
}

/** A call as a call message keeps it (see CallRecord). */
const callRecord = record(
  {
    sessionid: nonEmpty,
    type: { enum: [...CALL_TYPES] },
    sender: uid,
    receiverType: { enum: [...RECEIVER_TYPES] },
    receiver: nonEmpty,
    status: { enum: [...CALL_STATUSES] },
    initiatedAt: int,
    joinedAt: int,
    startedAt: int,
    endedAt: int,
    wsChannel: record({ identity: nonEmpty, secret: nonEmpty, service: nonEmpty }),
    metadata: object,
  },
  ['joinedAt', 'startedAt', 'endedAt', 'wsChannel', 'metadata'],
);

export const snapshotSchema = record({
  users: collection(
    record(
      {
        uid,
        name: str,
        avatar: str,
        link: str,
        metadata: object,
        status: { enum: [...USER_STATUSES] },
        role: nonEmpty,
        statusMessage: str,
        tags: strings({ type: 'string', maxLength: TAG_MAX }, TAGS_MAX),
        createdAt: int,
        updatedAt: int,
        lastActiveAt: int,
        deactivatedAt: int,
        isBot: bool,
      },
      [
        'avatar',
        'link',
        'metadata',
        'statusMessage',
        'tags',
        'updatedAt',
        'lastActiveAt',
        'deactivatedAt',
        'isBot',
      ],
    ),
  ),
  apiKeys: collection(
    record({
      // Printable ASCII without spaces, so that every stored key can be sent in the apikey header.
      apiKey: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
      name: str,
      scope: { enum: [...API_KEY_SCOPES] },
      createdAt: int,
    }),
  ),
  authTokens: collection(
    record(
      { uid, authToken: { ...nonEmpty, maxLength: 255 }, createdAt: int, ...tokenDetails, updatedAt: int },
      [...Object.keys(tokenDetails), 'updatedAt'],
    ),
  ),
  groups: collection(
    record(
      {
        guid,
        name: { type: 'string', minLength: 1, maxLength: GROUP_NAME_MAX },
        type: { enum: [...GROUP_TYPES] },
        description: { type: 'string', maxLength: GROUP_DESCRIPTION_MAX },
        icon: { type: 'string', maxLength: ICON_URL_MAX },
        password: { type: 'string', minLength: 1, maxLength: GROUP_PASSWORD_MAX },
        metadata: object,
        owner: uid,
        tags: strings({ type: 'string', maxLength: TAG_MAX }, TAGS_MAX),
        createdAt: int,
        updatedAt: int,
        updatedBy: uid,
      },
      ['description', 'icon', 'password', 'metadata', 'tags', 'updatedAt', 'updatedBy'],
    ),
  ),
  members: collection(record({ guid, uid, scope: { enum: [...SCOPES] }, joinedAt: int })),
  bans: collection(record({ guid, uid, scope: { enum: [...SCOPES] }, bannedAt: int })),
  messages: collection(
    messageRecord({
      actionRefs: {
        oneOf: [
          record({ by: uid, on: uid, for: guid, membersCount: int }),
          record({ by: uid, message: messageRecord({}) }),
          record({ by: uid, call: callRecord }),
        ],
      },
    }),
  ),
  reactions: collection(
    record({
      id: decimalId,
      messageId: decimalId,
      uid,
      reaction: { type: 'string', minLength: 1, maxLength: REACTION_MAX },
      reactedAt: int,
    }),
  ),
  savedMessages: collection(record({ uid, messageId: decimalId, savedAt: int })),
  // A group's reset names the group, a one-to-one reset the other user (records.ts).
  conversationResets: collection({
    oneOf: [
      record({ guid, uid, lastMessageId: decimalId, preserveOrder: bool, resetAt: int }),
      record({ withUid: uid, uid, lastMessageId: decimalId, preserveOrder: bool, resetAt: int }),
    ],
  }),
  blockedUsers: collection(record({ uid, blockedUid: uid, blockedAt: int })),
  friendships: collection(record({ uid, friendUid: uid, createdAt: int })),
  openedConversations: collection(
    record({ uid, conversationId: nonEmpty, conversationWith: uid, openedAt: int }),
  ),
  readMarks: collection(record({ uid, conversationId: nonEmpty, messageId: decimalId, readAt: int })),
  threadSubscriptions: collection(record({ uid, messageId: decimalId, subscribedAt: int })),
  moderationRules: collection(
    record({
      id: nonEmpty,
      name: str,
      enabled: bool,
      revision: int,
      conditions: collection(condition),
      actions: strings(),
    }),
  ),
  blockedMessages: collection(
    record({
      ruleId: nonEmpty,
      ruleName: str,
      revisionId: str,
      condition,
      messageId: decimalId,
      action: strings(),
      createdAt: int,
      updatedAt: int,
    }),
  ),
  counters: record({ messageId: int, reactionId: int }),
});
