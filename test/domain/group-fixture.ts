/**
 * A small app state for the user and group domain tests, and helpers to assert errors. Each call
 * builds a fresh state, so tests never share one.
 *
 * Group `team` (public, owner alice): alice admin, mona moderator, pat participant; bea then ben
 * banned; one message. Group `quiet`: alice admin, pat participant, no messages. olga and otto
 * belong to no group. alice has three auth tokens.
 */
import assert from 'node:assert/strict';
import { ApiError } from '../../src/contract/errors.ts';
import type { ErrorCode, ErrorDetails } from '../../src/contract/errors.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { fromSnapshot, toSnapshot } from '../../src/store/state.ts';
import type { StateSnapshot, UserRecord } from '../../src/store/state.ts';

export const NOW = 1_700_000_000;
const EARLIER = NOW - 1000;

const user = (uid: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  uid,
  name: uid.charAt(0).toUpperCase() + uid.slice(1),
  status: 'offline',
  role: 'default',
  createdAt: EARLIER,
  ...extra,
});

export function groupSnapshot(): StateSnapshot {
  return {
    users: ['alice', 'mona', 'pat', 'bea', 'ben', 'olga', 'otto']
      .map((uid) => user(uid))
      .concat(user('app_system', { name: 'System' })),
    apiKeys: [],
    // Out of order on purpose: the listing is oldest first whatever the stored order.
    authTokens: [
      { uid: 'alice', authToken: 'alice_2', createdAt: EARLIER + 2 },
      { uid: 'alice', authToken: 'alice_1', createdAt: EARLIER + 1 },
      { uid: 'alice', authToken: 'alice_3', createdAt: EARLIER + 3 },
      { uid: 'pat', authToken: 'pat_1', createdAt: EARLIER },
    ],
    groups: [
      { guid: 'team', name: 'Team', type: 'public', owner: 'alice', tags: ['work'], createdAt: EARLIER },
      { guid: 'quiet', name: 'Quiet', type: 'private', owner: 'alice', createdAt: EARLIER },
    ],
    members: [
      { guid: 'team', uid: 'alice', scope: 'admin', joinedAt: EARLIER },
      { guid: 'team', uid: 'mona', scope: 'moderator', joinedAt: EARLIER + 1 },
      { guid: 'team', uid: 'pat', scope: 'participant', joinedAt: EARLIER + 2 },
      { guid: 'quiet', uid: 'alice', scope: 'admin', joinedAt: EARLIER },
      { guid: 'quiet', uid: 'pat', scope: 'participant', joinedAt: EARLIER },
    ],
    bans: [
      { guid: 'team', uid: 'ben', scope: 'moderator', bannedAt: EARLIER + 20 },
      { guid: 'team', uid: 'bea', scope: 'participant', bannedAt: EARLIER + 10 },
    ],
    messages: [
      {
        id: '1',
        conversationId: 'group_team',
        sender: 'alice',
        receiverType: 'group',
        receiver: 'team',
        category: 'message',
        type: 'text',
        data: { text: 'hello team' },
        sentAt: EARLIER + 30,
        updatedAt: EARLIER + 30,
      },
    ],
    reactions: [],
    savedMessages: [],
    conversationResets: [],
    blockedUsers: [],
    friendships: [],
    openedConversations: [],
    readMarks: [],
    conversationTags: [],
    interactions: [],
    conversationPins: [],
    appPinnedConversations: [],
    deliveredMarks: [],
    threadSubscriptions: [],
    roles: [{ role: 'default', name: 'Default Role', createdAt: 1629869270 }],
    scopePermissions: [],
    moderationRules: [],
    blockedMessages: [],
    moderationMessages: [],
    keywordLists: [],
    flaggedMessages: [],
    flagReasons: [],
    moderationReviews: [],
    notificationSettings: [],
    notificationUsers: [],
    pushProviders: [],
    notificationProviders: [],
    pushTokens: [],
    notificationLogs: [],
    notificationDigests: [],
    notificationQuotas: [],
    messageMetrics: [],
    counters: { messageId: 1, reactionId: 0 },
  };
}

export function groupContext(snapshot: StateSnapshot = groupSnapshot()): DomainContext {
  return { state: fromSnapshot(snapshot), clock: { now: () => NOW } };
}

export const snapshotJson = (ctx: DomainContext): string => JSON.stringify(toSnapshot(ctx.state));

/**
 * Asserts that `call` throws an ApiError with `code` (and, when given, exactly these details keys)
 * and that the state is the same afterwards.
 */
export function assertRejected(
  ctx: DomainContext,
  call: () => unknown,
  code: ErrorCode,
  detailKeys?: string[],
): ApiError {
  const before = snapshotJson(ctx);
  let caught: unknown;
  try {
    call();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof ApiError, `expected an ApiError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  if (detailKeys) assert.deepEqual(Object.keys(caught.details ?? {}).sort(), [...detailKeys].sort());
  assert.equal(snapshotJson(ctx), before, 'a failing call must leave the state unchanged');
  return caught;
}

export function detailsOf(error: ApiError): ErrorDetails {
  assert.ok(error.details, 'expected details');
  return error.details;
}
