/**
 * The state of one app (one appId + region), in two forms:
 *
 * - `StateSnapshot`: plain JSON, the form of the fixtures, of the data file and of the control API's
 *   state export/import. Collections are arrays of normalized records.
 * - `AppState`: the in-memory form the domain works on, with Maps as indexes so that no request
 *   scans every message. Maps also make user-chosen keys such as `__proto__` harmless.
 *
 * `fromSnapshot` and `toSnapshot` convert between them; records are shared, not copied, so the
 * snapshot of a freshly loaded state is the same data.
 */
import type { ApiKeyScope, GroupType, ReceiverType, Scope } from '../contract/limits.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface UserRecord {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  metadata?: JsonObject;
  status: 'offline' | 'available';
  role: string;
  createdAt: number;
  updatedAt?: number;
  lastActiveAt?: number;
  /** Bots are users with this flag (and, on the real service, a webhook). */
  isBot?: boolean;
}

export interface ApiKeyRecord {
  apiKey: string;
  name: string;
  scope: ApiKeyScope;
  createdAt: number;
}

export interface AuthTokenRecord {
  uid: string;
  authToken: string;
  createdAt: number;
}

export interface GroupRecord {
  guid: string;
  name: string;
  type: GroupType;
  description?: string;
  icon?: string;
  /** Never returned by the API. */
  password?: string;
  metadata?: JsonObject;
  owner: string;
  tags?: string[];
  createdAt: number;
  updatedAt?: number;
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
  /** A string in requests, an integer in stored and returned records. */
  size?: number;
}

/** Who an action message is about; entities are rebuilt from these uids/guid at response time. */
export interface ActionRefs {
  by: string;
  on: string;
  for: string;
  /** membersCount of the group right after this action, as the real service reports it. */
  membersCount: number;
}

export interface MessageRecord {
  id: string;
  muid?: string;
  conversationId: string;
  sender: string;
  receiverType: ReceiverType;
  receiver: string;
  category: 'message' | 'interactive' | 'custom' | 'action';
  type: string;
  /** The message's own data (text, metadata, attachments, customData, interactive fields, action). */
  data: JsonObject;
  tags?: string[];
  quotedMessageId?: string;
  actionRefs?: ActionRefs;
  /** Set when moderation was on for the app when the message was sent. */
  moderationStatus?: 'pending';
  sentAt: number;
  updatedAt: number;
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

export interface ConversationResetRecord {
  guid: string;
  uid: string;
  /** Every message of the group with an id up to this one is hidden for `uid`. */
  lastMessageId: string;
  preserveOrder: boolean;
  resetAt: number;
}

export interface BlockedUserRecord {
  /** The user who blocked. */
  uid: string;
  blockedUid: string;
  blockedAt: number;
}

export interface ModerationCondition {
  id: number;
  isKeywordsReferencePresent: boolean;
  isMediaPresent: boolean;
  entity: string;
  operand: string;
  category: string;
  operator: string;
  value: string[];
  message: string[];
  weight: number;
}

export interface ModerationRule {
  id: string;
  name: string;
  enabled: boolean;
  revision: number;
  conditions: ModerationCondition[];
  actions: string[];
}

export interface BlockedMessageRecord {
  ruleId: string;
  ruleName: string;
  revisionId: string;
  condition: ModerationCondition;
  messageId: string;
  action: string[];
  createdAt: number;
  updatedAt: number;
}

export interface Counters {
  /** Last message id handed out (ids are decimal strings, increasing, never reused). */
  messageId: number;
  reactionId: number;
}

export interface StateSnapshot {
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
  moderationRules: ModerationRule[];
  blockedMessages: BlockedMessageRecord[];
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
  'moderationRules',
  'blockedMessages',
  'counters',
] as const satisfies readonly CollectionName[];

export interface AppState {
  /**
   * What changed since the state was last written: per collection, the keys of its map whose records
   * changed, or `null` for the whole collection. Whatever adds, removes or replaces a record names it
   * with `markChanged`; the file store rewrites only what is named, and the test store checks that
   * nothing changed unnamed.
   */
  changed: Map<CollectionName, Set<string> | null>;
  users: Map<string, UserRecord>;
  apiKeys: Map<string, ApiKeyRecord>;
  /** uid → tokens, oldest first. */
  authTokens: Map<string, AuthTokenRecord[]>;
  groups: Map<string, GroupRecord>;
  /** guid → uid → membership, in join order. */
  members: Map<string, Map<string, MemberRecord>>;
  /** guid → uid → ban, in ban order. */
  bans: Map<string, Map<string, BanRecord>>;
  /** id → message, in id order. */
  messages: Map<string, MessageRecord>;
  /** conversationId → id of its newest message. */
  lastMessageByConversation: Map<string, string>;
  /** messageId → reactions, ascending id. */
  reactions: Map<string, ReactionRecord[]>;
  /** uid → messageId → saved record. */
  savedMessages: Map<string, Map<string, SavedMessageRecord>>;
  /** `${guid}\n${uid}` → reset; see `resetKey`. */
  conversationResets: Map<string, ConversationResetRecord>;
  /** uid → blocked uid → record. */
  blockedUsers: Map<string, Map<string, BlockedUserRecord>>;
  moderationRules: ModerationRule[];
  /** In the order they were recorded; the list operation reads it from the end. */
  blockedMessages: BlockedMessageRecord[];
  /** ids of messages that moderation blocked: visible to their sender only. */
  blockedMessageIds: Set<string>;
  counters: Counters;
}

export const resetKey = (guid: string, uid: string): string => `${guid}\n${uid}`;

/**
 * Records a change of `name`: of the records under `key` in its map (a group's guid in `members`, a
 * message id in `reactions`, ...), or of the whole collection when no key is given.
 */
export function markChanged(state: AppState, name: CollectionName, key?: string): void {
  const keys = state.changed.get(name);
  if (key === undefined) state.changed.set(name, null);
  else if (keys === undefined) state.changed.set(name, new Set([key]));
  else keys?.add(key);
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function setIn<K1, K2, V>(map: Map<K1, Map<K2, V>>, key: K1, sub: K2, value: V): void {
  let inner = map.get(key);
  if (!inner) {
    inner = new Map();
    map.set(key, inner);
  }
  inner.set(sub, value);
}

const byNumericId = (a: { id: string }, b: { id: string }): number => Number(a.id) - Number(b.id);

export function fromSnapshot(snapshot: StateSnapshot): AppState {
  const state: AppState = {
    // A state made from a snapshot has been written nowhere yet.
    changed: new Map(COLLECTIONS.map((name) => [name, null])),
    users: new Map(snapshot.users.map((u) => [u.uid, u])),
    apiKeys: new Map(snapshot.apiKeys.map((k) => [k.apiKey, k])),
    authTokens: new Map(),
    groups: new Map(snapshot.groups.map((g) => [g.guid, g])),
    members: new Map(),
    bans: new Map(),
    messages: new Map(),
    lastMessageByConversation: new Map(),
    reactions: new Map(),
    savedMessages: new Map(),
    conversationResets: new Map(),
    blockedUsers: new Map(),
    moderationRules: snapshot.moderationRules,
    // Recording order, which the snapshot keeps: with a clock moved back it differs from createdAt order.
    blockedMessages: [...snapshot.blockedMessages],
    blockedMessageIds: new Set(snapshot.blockedMessages.map((b) => b.messageId)),
    counters: { ...snapshot.counters },
  };
  for (const t of [...snapshot.authTokens].sort((a, b) => a.createdAt - b.createdAt)) {
    pushTo(state.authTokens, t.uid, t);
  }
  for (const m of [...snapshot.members].sort((a, b) => a.joinedAt - b.joinedAt))
    setIn(state.members, m.guid, m.uid, m);
  for (const b of [...snapshot.bans].sort((a, b) => a.bannedAt - b.bannedAt))
    setIn(state.bans, b.guid, b.uid, b);
  for (const m of [...snapshot.messages].sort(byNumericId)) {
    state.messages.set(m.id, m);
    state.lastMessageByConversation.set(m.conversationId, m.id);
  }
  for (const r of [...snapshot.reactions].sort(byNumericId)) pushTo(state.reactions, r.messageId, r);
  for (const s of snapshot.savedMessages) setIn(state.savedMessages, s.uid, s.messageId, s);
  for (const r of snapshot.conversationResets) state.conversationResets.set(resetKey(r.guid, r.uid), r);
  for (const b of snapshot.blockedUsers) setIn(state.blockedUsers, b.uid, b.blockedUid, b);
  return state;
}

/**
 * The records one entry of a map of the state holds, as a new array: the entry itself (a record), the
 * records of its list, or the records of its inner map. What `markChanged` names by key.
 */
export function recordsOfEntry(entry: unknown): object[] {
  if (entry === undefined) return [];
  if (Array.isArray(entry)) return entry.slice() as object[];
  if (entry instanceof Map) return Array.from(entry.values()) as object[];
  return [entry as object];
}

// Plain loops: the file store takes a snapshot of a large state on every write, and spread-and-flat
// allocates an array per inner collection (five times slower at 100,000 messages).
function flat<V>(map: Map<unknown, Map<unknown, V> | V[]>): V[] {
  const out: V[] = [];
  for (const inner of map.values()) {
    if (Array.isArray(inner)) for (let i = 0; i < inner.length; i += 1) out.push(inner[i]!);
    else for (const value of inner.values()) out.push(value);
  }
  return out;
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

/** One collection of the snapshot: a new array of the shared records (counters: a copy). */
export function collectionOf<K extends CollectionName>(state: AppState, name: K): StateSnapshot[K];
export function collectionOf(state: AppState, name: CollectionName): StateSnapshot[CollectionName] {
  switch (name) {
    case 'users':
      return Array.from(state.users.values());
    case 'apiKeys':
      return Array.from(state.apiKeys.values());
    case 'authTokens':
      return flat(state.authTokens);
    case 'groups':
      return Array.from(state.groups.values());
    case 'members':
      return flat(state.members);
    case 'bans':
      return flat(state.bans);
    case 'messages':
      return Array.from(state.messages.values());
    case 'reactions':
      return flat(state.reactions);
    case 'savedMessages':
      return flat(state.savedMessages);
    case 'conversationResets':
      return Array.from(state.conversationResets.values());
    case 'blockedUsers':
      return flat(state.blockedUsers);
    case 'moderationRules':
      return state.moderationRules.slice();
    case 'blockedMessages':
      return state.blockedMessages.slice();
    case 'counters':
      return { ...state.counters };
  }
}
