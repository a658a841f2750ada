/**
 * The JSON Schema of a `StateSnapshot`: the shape of every record, closed to unknown properties, with
 * the contract's limits where a stored field has one. Rules between records are in state-references.ts.
 */
import {
  API_KEY_PATTERN,
  API_KEY_SCOPES,
  CALL_STATUSES,
  CALL_TYPES,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_PASSWORD_MAX,
  GROUP_TYPES,
  ICON_URL_MAX,
  MESSAGE_CATEGORIES,
  REACTION_MAX,
  RECEIVER_TYPES,
  SCOPES,
  USER_STATUSES,
} from '../contract/limits.ts';
import {
  bool,
  collection,
  decimalId,
  guid,
  int,
  nonEmpty,
  object,
  record,
  str,
  strings,
  tagList,
  uid,
  metricBucket,
} from './snapshot-schema-parts.ts';
import { roleSchemas } from './role-schema.ts';
import { notificationSchemas } from './notification-schema.ts';
import { moderationSchemas } from './moderation-schema.ts';

export { COLLECTION_MAX } from './snapshot-schema-parts.ts';

const conversationType = { enum: [...RECEIVER_TYPES] };
const step = () => record({ messageId: decimalId, at: int });
/** A read or delivered mark: where it stands, since when, and its earlier positions (mark-records.ts). */
const markFields = { uid, conversationId: nonEmpty, messageId: decimalId, steps: collection(step()) };
const mark = (at: string) => record({ ...markFields, [at]: int }, ['steps']);
/** What updating an auth token sets on it. */
const tokenDetails = { platform: str, userAgent: str, appInfo: object };

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
    'muid tags quotedMessageId parentId actionRefs moderationStatus editedAt editedBy deletedAt deletedBy pin'.split(
      ' ',
    ),
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
        tags: tagList,
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
      apiKey: { type: 'string', pattern: API_KEY_PATTERN },
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
        tags: tagList,
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
  readMarks: collection(mark('readAt')),
  deliveredMarks: collection(mark('deliveredAt')),
  conversationTags: collection(record({ uid, conversationId: nonEmpty, tags: tagList, updatedAt: int })),
  interactions: collection(
    record({
      messageId: decimalId,
      uid,
      interactions: collection(record({ elementId: nonEmpty, interactedAt: int })),
    }),
  ),
  conversationPins: collection(record({ uid, conversationId: nonEmpty, conversationType, pinnedAt: int })),
  appPinnedConversations: collection(record({ conversationId: nonEmpty, pinnedAt: int })),
  threadSubscriptions: collection(record({ uid, messageId: decimalId, subscribedAt: int })),
  ...roleSchemas,
  ...moderationSchemas,
  ...notificationSchemas,
  messageMetrics: collection(metricBucket),
  counters: record({ messageId: int, reactionId: int }),
});
