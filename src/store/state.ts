/**
 * The state of one app (one appId + region), in two forms:
 * - `StateSnapshot` (records.ts): plain JSON, the form of the fixtures, of the data file and of the
 *   control API's state export/import. Collections are arrays of normalized records.
 * - `AppState`: the in-memory form the domain works on, tables keyed as the domain looks records up
 *   (so no request scans every message), which note every change they take (tables.ts). Keys live in
 *   Maps, so user-chosen keys such as `__proto__` are harmless.
 * `fromSnapshot` and `toSnapshot` convert between them; records are shared, not copied.
 */
import type {
  ApiKeyRecord,
  AuthTokenRecord,
  BanRecord,
  BlockedUserRecord,
  CollectionName,
  ConversationResetRecord,
  DeliveredMarkRecord,
  Counters as CounterValues,
  FriendshipRecord,
  GroupRecord,
  MemberRecord,
  MessageRecord,
  OpenedConversationRecord,
  ReactionRecord,
  ReadMarkRecord,
  SavedMessageRecord,
  StateSnapshot,
  UserRecord,
} from './records.ts';
import { COLLECTIONS, LOADED_AS_LISTED } from './records.ts';
import { compareIds } from '../contract/conversation-ids.ts';
import { MessageIndexes } from './message-indexes.ts';
import { PeopleIndexes } from './people-indexes.ts';
import { pinTables, type PinTables } from './pin-tables.ts';
import { metricTables, type MetricTables } from './metric-tables.ts';
import { ChangeLog, Counters, GroupedTable, Table } from './tables.ts';
import { conversationTables, type ConversationTables } from './conversation-tables.ts';
import { ThreadSubscriptions } from './thread-subscriptions.ts';
import { roleTables, type RoleTables } from './role-tables.ts';
import { moderationTables, type ModerationTables } from './moderation-tables.ts';
import { notificationTables, type NotificationTables } from './notification-tables.ts';

export type * from './records.ts';
export { COLLECTIONS } from './records.ts';

export interface AppState
  extends ConversationTables, PinTables, MetricTables, RoleTables, ModerationTables, NotificationTables {
  /** What changed since the store last wrote this state; every table notes its own changes here. */
  readonly changes: ChangeLog;
  readonly users: Table<UserRecord>;
  readonly apiKeys: Table<ApiKeyRecord>;
  /** uid → token → record, oldest first. */
  readonly authTokens: GroupedTable<AuthTokenRecord>;
  readonly groups: Table<GroupRecord>;
  /** guid → uid → membership, in join order. */
  readonly members: GroupedTable<MemberRecord>;
  /** guid → uid → ban, in ban order. */
  readonly bans: GroupedTable<BanRecord>;
  /** id → message, in id order. */
  readonly messages: Table<MessageRecord>;
  /** messageId → reaction id → reaction, ascending id. */
  readonly reactions: GroupedTable<ReactionRecord>;
  /** uid → messageId → saved record. */
  readonly savedMessages: GroupedTable<SavedMessageRecord>;
  /** `resetKeyOf(reset)` → reset: by the group's guid or the one-to-one conversation's id, and the user. */
  readonly conversationResets: Table<ConversationResetRecord>;
  /** uid → blocked uid → record. */
  readonly blockedUsers: GroupedTable<BlockedUserRecord>;
  /** uid → friend uid → one side of a friendship, in the order they were made. */
  readonly friendships: GroupedTable<FriendshipRecord>;
  /** uid → conversationId → a one-to-one conversation opened for them without a message. */
  readonly openedConversations: GroupedTable<OpenedConversationRecord>;
  /** uid → conversationId → how far the user has read it. */
  readonly readMarks: GroupedTable<ReadMarkRecord>;
  /** uid → conversationId → how far the conversation's messages have reached the user. */
  readonly deliveredMarks: GroupedTable<DeliveredMarkRecord>;
  /** messageId → uid → a user's subscription to that message's thread; per user, their threads. */
  readonly threadSubscriptions: ThreadSubscriptions;
  readonly counters: Counters<keyof CounterValues>;
  /** Derived, never written: conversationId → id of its newest message. */
  readonly lastMessageByConversation: ReadonlyMap<string, string>;
  /** Derived, never written: message ids in order, for the app, per conversation and per sender. */
  readonly messageIndexes: MessageIndexes;
  /** Derived, never written: per user their groups, bans, blockers and reactions; per message its savers. */
  readonly peopleIndexes: PeopleIndexes;
}

import { resetKeyOf } from './reset-keys.ts';

export { resetKey, resetKeyOf } from './reset-keys.ts';

const byNumericId = (a: { id: string }, b: { id: string }): number => Number(a.id) - Number(b.id);
const byUid = (r: { uid: string }): string => r.uid;
const byConversation = (r: { conversationId: string }): string => r.conversationId;

function emptyState(snapshot: StateSnapshot): AppState {
  const log = new ChangeLog();
  const lastMessageByConversation = new Map<string, string>();
  const messages = new Table<MessageRecord>('messages', log, (m) => m.id);
  const messageIndexes = new MessageIndexes((id) => messages.get(id));
  messages.observe(messageIndexes);
  messages.observe({
    // An edit or a soft deletion puts an older message again; the newest of its conversation stays.
    put: (m) => {
      const newest = lastMessageByConversation.get(m.conversationId);
      if (newest === undefined || compareIds(m.id, newest) > 0)
        lastMessageByConversation.set(m.conversationId, m.id);
    },
    // The index has already dropped the message: the newest left, if any, becomes the last one.
    remove: (m) => {
      if (lastMessageByConversation.get(m.conversationId) !== m.id) return;
      const ids = messageIndexes.ofConversation(m.conversationId);
      if (ids.length > 0) lastMessageByConversation.set(m.conversationId, ids[ids.length - 1]!);
      else lastMessageByConversation.delete(m.conversationId);
    },
  });
  const peopleIndexes = new PeopleIndexes();
  const state: AppState = {
    changes: log,
    users: new Table('users', log, (u) => u.uid),
    apiKeys: new Table('apiKeys', log, (k) => k.apiKey),
    authTokens: new GroupedTable(
      'authTokens',
      log,
      (t) => t.uid,
      (t) => t.authToken,
    ),
    groups: new Table('groups', log, (g) => g.guid),
    members: new GroupedTable(
      'members',
      log,
      (m) => m.guid,
      (m) => m.uid,
    ),
    bans: new GroupedTable(
      'bans',
      log,
      (b) => b.guid,
      (b) => b.uid,
    ),
    messages,
    reactions: new GroupedTable(
      'reactions',
      log,
      (r) => r.messageId,
      (r) => r.id,
    ),
    savedMessages: new GroupedTable(
      'savedMessages',
      log,
      (s) => s.uid,
      (s) => s.messageId,
    ),
    conversationResets: new Table<ConversationResetRecord>('conversationResets', log, resetKeyOf),
    blockedUsers: new GroupedTable(
      'blockedUsers',
      log,
      (b) => b.uid,
      (b) => b.blockedUid,
    ),
    friendships: new GroupedTable(
      'friendships',
      log,
      (f) => f.uid,
      (f) => f.friendUid,
    ),
    openedConversations: new GroupedTable<OpenedConversationRecord>(
      'openedConversations',
      log,
      byUid,
      byConversation,
    ),
    readMarks: new GroupedTable<ReadMarkRecord>('readMarks', log, byUid, byConversation),
    deliveredMarks: new GroupedTable<DeliveredMarkRecord>('deliveredMarks', log, byUid, byConversation),
    ...conversationTables(log),
    threadSubscriptions: new ThreadSubscriptions(log),
    ...moderationTables(log),
    ...pinTables(log),
    ...metricTables(log),
    ...roleTables(log),
    ...notificationTables(log),
    counters: new Counters('counters', log, snapshot.counters),
    lastMessageByConversation,
    messageIndexes,
    peopleIndexes,
  };
  state.members.observe(peopleIndexes.members);
  state.bans.observe(peopleIndexes.bans);
  state.blockedUsers.observe(peopleIndexes.blockedUsers);
  state.reactions.observe(peopleIndexes.reactions);
  state.savedMessages.observe(peopleIndexes.savedMessages);
  state.conversationResets.observe(peopleIndexes.conversationResets);
  state.groups.observe(peopleIndexes.groups);
  state.authTokens.observe(state.authTokenOwners);
  return state;
}

const sorted = <T>(records: readonly T[], order: (a: T, b: T) => number): T[] => [...records].sort(order);

/** A state holding `snapshot`'s records, with nothing noted as changed. */
export function fromSnapshot(snapshot: StateSnapshot): AppState {
  const state = emptyState(snapshot);
  const putAll = <R extends object>(table: { put(r: R): void }, records: readonly R[]) => {
    for (const record of records) table.put(record);
  };
  state.changes.muted(() => {
    putAll(state.users, snapshot.users);
    putAll(state.apiKeys, snapshot.apiKeys);
    putAll(
      state.authTokens,
      sorted(snapshot.authTokens, (a, b) => a.createdAt - b.createdAt),
    );
    putAll(state.groups, snapshot.groups);
    putAll(
      state.members,
      sorted(snapshot.members, (a, b) => a.joinedAt - b.joinedAt),
    );
    putAll(
      state.bans,
      sorted(snapshot.bans, (a, b) => a.bannedAt - b.bannedAt),
    );
    putAll(state.messages, sorted(snapshot.messages, byNumericId));
    putAll(state.reactions, sorted(snapshot.reactions, byNumericId));
    // Every other table in the snapshot's order: for blocked messages, the order they were recorded
    // in, which with a clock moved back differs from createdAt order; for rules, the app's order.
    for (const name of LOADED_AS_LISTED) putAll<object>(state[name], snapshot[name]);
  });
  return state;
}

/** One collection of the snapshot: a new array of the shared records (counters: a copy). */
export function collectionOf<K extends CollectionName>(state: AppState, name: K): StateSnapshot[K];
export function collectionOf(state: AppState, name: CollectionName): StateSnapshot[CollectionName] {
  if (name === 'counters') return state.counters.toJSON();
  const table: { values(): Iterable<unknown> } = state[name];
  return Array.from(table.values()) as StateSnapshot[CollectionName];
}

/**
 * The state as plain arrays. Arrays are new, records are shared: the snapshot is a consistent view of
 * which records exist at this moment, at the cost of one pointer per record.
 */
export function toSnapshot(state: AppState): StateSnapshot {
  const snapshot = {} as Record<CollectionName, unknown>;
  for (const name of COLLECTIONS) snapshot[name] = collectionOf(state, name);
  return snapshot as unknown as StateSnapshot;
}
