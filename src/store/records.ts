/**
 * The records of one app's state, normalized as the data file, the fixtures and the control API's
 * state export hold them. Records are replaced, never changed in place (the store writes a change by
 * the record that replaced another), so the domain sees every field read-only (tables.ts).
 */
import type { ApiKeyScope, GroupType, MessageCategory, ReceiverType, Scope } from '../contract/limits.ts';
import type { CallRefs } from './call-records.ts';
import type { DeliveredMarkRecord, ReadMarkRecord } from './mark-records.ts';
import type { AuthTokenRecord, FriendshipRecord, OpenedConversationRecord } from './people-records.ts';
import type { ConversationTagRecord, InteractionRecord } from './conversation-records.ts';
import { MODERATION_COLLECTIONS, type ModerationCollections } from './moderation-records.ts';
import type { PinCollections } from './pin-records.ts';
import type { MetricCollections } from './metric-records.ts';
import { ROLE_COLLECTIONS, type RoleCollections } from './role-records.ts';
import { NOTIFICATION_COLLECTIONS, type NotificationCollections } from './notification-records.ts';
import type { ThreadSubscriptionRecord } from './thread-records.ts';
import type { Json, JsonObject } from '../contract/json.ts';
export type { Json, JsonObject };
export type * from './people-records.ts';
export type * from './conversation-records.ts';
export type * from './moderation-records.ts';
export type * from './mark-records.ts';
export type * from './thread-records.ts';
export type * from './role-records.ts';
export type * from './notification-records.ts';

export interface UserRecord {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  metadata?: JsonObject;
  status: 'offline' | 'available';
  role: string;
  statusMessage?: string;
  tags?: string[];
  createdAt: number;
  updatedAt?: number;
  lastActiveAt?: number;
  /**
   * When the user was deactivated (epoch seconds); absent while the user is active. A deactivated
   * user is kept and read, but can neither act nor be reached (docs/decisions/deactivated-users.md).
   */
  deactivatedAt?: number;
  /** Bots are users with this flag (and, on the real service, a webhook). */
  isBot?: boolean;
}

export interface ApiKeyRecord {
  apiKey: string;
  name: string;
  scope: ApiKeyScope;
  createdAt: number;
}

export interface GroupRecord {
  guid: string;
  name: string;
  type: GroupType;
  description?: string;
  icon?: string;
  password?: string; // never returned by the API
  metadata?: JsonObject;
  owner: string;
  tags?: string[];
  createdAt: number;
  updatedAt?: number;
  /** Who made the last change (a membership change); set with `updatedAt`. */
  updatedBy?: string;
}

export interface MemberRecord {
  guid: string;
  uid: string;
  scope: Scope;
  joinedAt: number;
}

export interface BanRecord {
  guid: string;
  uid: string;
  /** The scope the user had when banned (participant when banned without being a member). */
  scope: Scope;
  bannedAt: number;
}

export interface Attachment {
  url: string;
  name?: string;
  mimeType?: string;
  extension?: string;
  size?: number; // a string in requests, an integer in stored and returned records
}

/** Who a membership action is about; entities are rebuilt from these uids/guid at response time. */
export interface ActionRefs {
  by: string;
  on: string;
  for: string;
  /** membersCount of the group right after this action, as the real service reports it. */
  membersCount: number;
}

/** Who edited or deleted which message, kept as it was then (shown so after a later change or erasure). */
export interface MessageActionRefs {
  by: string;
  message: Omit<MessageRecord, 'actionRefs'>;
}

export interface MessageRecord {
  id: string;
  muid?: string;
  conversationId: string;
  sender: string;
  receiverType: ReceiverType;
  receiver: string;
  category: MessageCategory;
  type: string;
  /** The message's own data (text, metadata, attachments, customData, interactive fields, action). */
  data: JsonObject;
  tags?: string[];
  quotedMessageId?: string;
  parentId?: string; // a thread reply's parent, kept after the parent is erased
  actionRefs?: ActionRefs | MessageActionRefs | CallRefs;
  /** Set when moderation was on for the app when the message was sent. */
  moderationStatus?: 'pending';
  sentAt: number;
  updatedAt: number;
  editedAt?: number;
  editedBy?: string;
  deletedAt?: number; // a deleted message keeps its place, without its content
  deletedBy?: string;
  pin?: { by: string; at: number }; // pinned in its conversation by a uid or app_system (kept after an erasure)
}

export interface ReactionRecord {
  id: string;
  messageId: string;
  uid: string;
  reaction: string;
  reactedAt: number;
}

export interface SavedMessageRecord {
  uid: string;
  messageId: string;
  savedAt: number;
}

/**
 * A user's reset of one conversation: every message with an id up to `lastMessageId` is hidden for
 * `uid` alone. A group reset names its group (`guid`), a one-to-one reset the other user (`withUid`),
 * so data files written before one-to-one resets existed load as they are.
 */
export type ConversationResetRecord = ({ guid: string } | { withUid: string }) & {
  uid: string;
  lastMessageId: string;
  preserveOrder: boolean;
  resetAt: number;
};

export interface BlockedUserRecord {
  uid: string; // the user who blocked
  blockedUid: string;
  blockedAt: number;
}

export interface Counters {
  /** Last message id handed out (ids are decimal strings, increasing, never reused). */
  messageId: number;
  reactionId: number;
}

export interface StateSnapshot
  extends PinCollections, MetricCollections, RoleCollections, ModerationCollections, NotificationCollections {
  users: UserRecord[];
  apiKeys: ApiKeyRecord[];
  authTokens: AuthTokenRecord[];
  groups: GroupRecord[];
  members: MemberRecord[];
  bans: BanRecord[];
  messages: MessageRecord[];
  reactions: ReactionRecord[];
  savedMessages: SavedMessageRecord[];
  conversationResets: ConversationResetRecord[];
  blockedUsers: BlockedUserRecord[];
  friendships: FriendshipRecord[];
  openedConversations: OpenedConversationRecord[];
  readMarks: ReadMarkRecord[];
  conversationTags: ConversationTagRecord[];
  interactions: InteractionRecord[];
  deliveredMarks: DeliveredMarkRecord[];
  threadSubscriptions: ThreadSubscriptionRecord[];
  counters: Counters;
}

/** A collection of the state, by its name in the snapshot and the data file. */
export type CollectionName = keyof StateSnapshot;

export const COLLECTIONS = [
  'users',
  'apiKeys',
  'authTokens',
  'groups',
  'members',
  'bans',
  'messages',
  'reactions',
  'savedMessages',
  'conversationResets',
  'blockedUsers',
  'friendships',
  'openedConversations',
  'readMarks',
  'conversationTags',
  'interactions',
  'conversationPins',
  'appPinnedConversations',
  'deliveredMarks',
  'threadSubscriptions',
  ...ROLE_COLLECTIONS,
  ...MODERATION_COLLECTIONS,
  ...NOTIFICATION_COLLECTIONS,
  'messageMetrics',
  'counters',
] as const satisfies readonly CollectionName[];

/** The collections a state takes in its own way: in an order of their own, or not as a table (state.ts). */
const LOADED_APART = [
  'users',
  'apiKeys',
  'authTokens',
  'groups',
  'members',
  'bans',
  'messages',
  'reactions',
  'counters',
] as const;

type LoadedAsListed = Exclude<(typeof COLLECTIONS)[number], (typeof LOADED_APART)[number]>;

/**
 * The tables a state takes in as the snapshot lists them, after the messages: every other collection,
 * so one added to COLLECTIONS is loaded without a second list to remember.
 */
export const LOADED_AS_LISTED = COLLECTIONS.filter(
  (name): name is LoadedAsListed => !(LOADED_APART as readonly string[]).includes(name),
);
