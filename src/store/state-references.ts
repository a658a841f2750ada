/**
 * The rules of a state snapshot that a JSON Schema cannot express: unique keys, references between
 * collections, derived ids and counters. They run only on a snapshot whose shape is already valid.
 */
import {
  CALL_TYPES,
  INTERACTIVE_TYPES,
  MESSAGE_TYPES,
  SAVED_MESSAGES_MAX,
  SYSTEM_UID,
} from '../contract/limits.ts';
import { conversationIdOf, groupConversationId, userConversationId } from '../contract/conversation-ids.ts';
import { checkMarkReferences } from './mark-references.ts';
import { checkPeopleReferences } from './people-references.ts';
import { checkConversationReferences } from './conversation-references.ts';
import { checkPinReferences } from './pin-references.ts';
import { checkThreadReferences } from './thread-references.ts';
import { checkModerationReferences } from './moderation-references.ts';
import { checkRoleReferences } from './role-references.ts';
import type { ConversationResetRecord, MessageRecord, StateSnapshot } from './state.ts';

export type Report = (path: readonly (string | number)[], message: string) => void;

/** A composite key that two different pairs of strings can never share. */
const pair = (...parts: string[]): string => JSON.stringify(parts);

const TYPES_BY_CATEGORY = new Map<string, readonly string[]>([
  ['message', MESSAGE_TYPES],
  ['interactive', INTERACTIVE_TYPES],
  ['action', ['groupMember', 'message']],
  ['call', CALL_TYPES],
]);

function indexUnique<T>(
  items: T[],
  key: (item: T) => string,
  collection: string,
  field: string,
  report: Report,
): Map<string, T> {
  const index = new Map<string, T>();
  const firstAt = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    const first = firstAt.get(k);
    if (first === undefined) {
      firstAt.set(k, i);
      index.set(k, item);
    } else report([collection, i, field], `duplicates ${collection}.${first}.${field}`);
  });
  return index;
}

function uniquePairs<T>(
  items: T[],
  key: (item: T) => string,
  collection: string,
  what: string,
  report: Report,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) report([collection, i], `duplicates an earlier ${what}`);
    seen.add(k);
  });
  return seen;
}

export function checkReferences(s: StateSnapshot, report: Report): void {
  const users = indexUnique(s.users, (u) => u.uid, 'users', 'uid', report);
  const groups = indexUnique(s.groups, (g) => g.guid, 'groups', 'guid', report);
  const messages = indexUnique(s.messages, (m) => m.id, 'messages', 'id', report);
  indexUnique(s.apiKeys, (k) => k.apiKey, 'apiKeys', 'apiKey', report);
  indexUnique(s.authTokens, (t) => t.authToken, 'authTokens', 'authToken', report);
  indexUnique(s.reactions, (r) => r.id, 'reactions', 'id', report);
  indexUnique(s.messageMetrics, (b) => String(b.startTime), 'messageMetrics', 'startTime', report);
  if (!users.has(SYSTEM_UID)) report(['users'], `must contain the system user ${SYSTEM_UID}`);

  const refTo =
    <T>(index: Map<string, T>, kind: string) =>
    (path: (string | number)[], value: string): T | undefined => {
      const found = index.get(value);
      if (!found) report(path, `refers to unknown ${kind} ${value}`);
      return found;
    };
  const user = refTo(users, 'user');
  const group = refTo(groups, 'group');
  const message = refTo(messages, 'message');
  // A message deleted permanently leaves its id behind in quotes and resets; ids are never reused, so
  // an id up to the counter names that message and no other.
  const handedOut = (path: (string | number)[], value: string): void => {
    if (!messages.has(value) && Number(value) > s.counters.messageId) {
      report(path, `refers to message ${value}, an id not handed out yet`);
    }
  };

  s.authTokens.forEach((t, i) => user(['authTokens', i, 'uid'], t.uid));
  s.groups.forEach((g, i) => {
    user(['groups', i, 'owner'], g.owner);
    if (g.type === 'password' && g.password === undefined) {
      report(['groups', i, 'password'], 'is required for a password group');
    }
  });
  for (const name of ['members', 'bans'] as const) {
    s[name].forEach((m, i) => {
      group([name, i, 'guid'], m.guid);
      user([name, i, 'uid'], m.uid);
    });
  }
  const members = uniquePairs(s.members, (m) => pair(m.guid, m.uid), 'members', 'membership', report);
  uniquePairs(s.bans, (b) => pair(b.guid, b.uid), 'bans', 'ban', report);
  s.bans.forEach((b, i) => {
    if (members.has(pair(b.guid, b.uid)))
      report(['bans', i, 'uid'], `is banned from and a member of ${b.guid}`);
  });

  s.messages.forEach((m, i) => checkMessage(m, ['messages', i], { user, group, handedOut, report }));

  s.reactions.forEach((r, i) => {
    message(['reactions', i, 'messageId'], r.messageId);
    user(['reactions', i, 'uid'], r.uid);
  });
  uniquePairs(s.reactions, (r) => pair(r.messageId, r.uid, r.reaction), 'reactions', 'reaction', report);

  const savedCount = new Map<string, number>();
  s.savedMessages.forEach((saved, i) => {
    user(['savedMessages', i, 'uid'], saved.uid);
    message(['savedMessages', i, 'messageId'], saved.messageId);
    const count = (savedCount.get(saved.uid) ?? 0) + 1;
    savedCount.set(saved.uid, count);
    if (count === SAVED_MESSAGES_MAX + 1) {
      report(['savedMessages', i, 'uid'], `holds more than ${SAVED_MESSAGES_MAX} saved messages`);
    }
  });
  uniquePairs(s.savedMessages, (x) => pair(x.uid, x.messageId), 'savedMessages', 'saved message', report);

  const resetConversation = (r: ConversationResetRecord): string =>
    'guid' in r ? groupConversationId(r.guid) : userConversationId(r.uid, r.withUid);
  s.conversationResets.forEach((r, i) => {
    if ('guid' in r) group(['conversationResets', i, 'guid'], r.guid);
    else user(['conversationResets', i, 'withUid'], r.withUid);
    user(['conversationResets', i, 'uid'], r.uid);
    handedOut(['conversationResets', i, 'lastMessageId'], r.lastMessageId);
    const last = messages.get(r.lastMessageId);
    if (last && last.conversationId !== resetConversation(r)) {
      report(['conversationResets', i, 'lastMessageId'], `is not a message of ${resetConversation(r)}`);
    }
  });
  uniquePairs(
    s.conversationResets,
    (r) => pair(resetConversation(r), r.uid),
    'conversationResets',
    'reset',
    report,
  );

  s.blockedUsers.forEach((b, i) => {
    user(['blockedUsers', i, 'uid'], b.uid);
    user(['blockedUsers', i, 'blockedUid'], b.blockedUid);
  });
  uniquePairs(s.blockedUsers, (b) => pair(b.uid, b.blockedUid), 'blockedUsers', 'block', report);
  checkPeopleReferences(s, users, report);
  checkPinReferences(s, users, groups, report);
  checkThreadReferences(s, users, messages, report);
  checkRoleReferences(s, groups, report);
  checkModerationReferences(s, messages, report);

  const ofUser = (uid: string, id: string): boolean => isConversationOf(uid, id, users, groups);
  checkMarkReferences(s, { user, handedOut, report, isConversationOf: ofUser });
  checkConversationReferences(s, { users, messages, isConversationOf: ofUser }, report);

  const highest = (ids: string[]): number => ids.reduce((max, id) => Math.max(max, Number(id)), 0);
  const lastMessage = highest(s.messages.map((m) => m.id));
  const lastReaction = highest(s.reactions.map((r) => r.id));
  if (s.counters.messageId < lastMessage)
    report(['counters', 'messageId'], `must be at least ${lastMessage}`);
  if (s.counters.reactionId < lastReaction)
    report(['counters', 'reactionId'], `must be at least ${lastReaction}`);
}

/** A group's conversation, or the one-to-one conversation of `uid` with an existing user. */
function isConversationOf(
  uid: string,
  id: string,
  users: Map<string, unknown>,
  groups: Map<string, unknown>,
) {
  if (id.startsWith('group_')) return groups.has(id.slice('group_'.length));
  const others = [
    id.startsWith(`${uid}_user_`) ? id.slice(`${uid}_user_`.length) : undefined,
    id.endsWith(`_user_${uid}`) ? id.slice(0, -`_user_${uid}`.length) : undefined,
  ];
  return others.some(
    (other) => other !== undefined && users.has(other) && userConversationId(uid, other) === id,
  );
}

type Ref<T> = (path: (string | number)[], value: string) => T | undefined;

function checkMessage(
  m: MessageRecord,
  at: (string | number)[],
  refs: { user: Ref<unknown>; group: Ref<unknown>; handedOut: Ref<void>; report: Report },
): void {
  const { user, group, handedOut, report } = refs;
  user([...at, 'sender'], m.sender);
  const conversationId = conversationIdOf(m);
  if (m.receiverType === 'group') group([...at, 'receiver'], m.receiver);
  else user([...at, 'receiver'], m.receiver);
  if (m.conversationId !== conversationId) report([...at, 'conversationId'], `must be ${conversationId}`);

  const types = TYPES_BY_CATEGORY.get(m.category);
  if (types && !types.includes(m.type)) {
    report([...at, 'type'], `must be one of ${types.join(', ')} for category ${m.category}`);
  }
  if (m.quotedMessageId !== undefined) handedOut([...at, 'quotedMessageId'], m.quotedMessageId);
  if (m.parentId !== undefined) handedOut([...at, 'parentId'], m.parentId);
  if (m.category === 'action' && m.actionRefs === undefined) {
    report([...at, 'actionRefs'], 'is required for an action message');
  }
  const isCall = m.actionRefs !== undefined && 'call' in m.actionRefs;
  if ((m.category === 'call') !== isCall) {
    report([...at, 'actionRefs'], 'must hold the call exactly when the category is call');
  }
  const refsAt = [...at, 'actionRefs'];
  if (m.actionRefs) user([...refsAt, 'by'], m.actionRefs.by);
  if (m.actionRefs && 'call' in m.actionRefs) {
    // A call message records a state of a call in the message's own conversation.
    const { call } = m.actionRefs;
    const sameEnds =
      call.receiverType === 'group'
        ? call.receiver === m.receiver
        : [call.sender, call.receiver].sort().join(' ') === [m.sender, m.receiver].sort().join(' ');
    if (call.receiverType !== m.receiverType || !sameEnds) {
      report([...refsAt, 'call'], 'must be a call of the conversation of the message');
    }
    user([...refsAt, 'call', 'sender'], call.sender);
    if (call.type !== m.type) report([...refsAt, 'call', 'type'], `must be ${m.type}`);
    if (m.data['action'] !== call.status) report([...at, 'data', 'action'], `must be ${call.status}`);
  } else if (m.actionRefs && 'message' in m.actionRefs) {
    // The copy of the message acted on belongs to the same conversation as the action.
    if (m.actionRefs.message.conversationId !== m.conversationId) {
      report([...refsAt, 'message', 'conversationId'], `must be ${m.conversationId}`);
    }
  } else if (m.actionRefs) {
    user([...refsAt, 'on'], m.actionRefs.on);
    group([...refsAt, 'for'], m.actionRefs.for);
  }
}
