/**
 * A small app state for the message domain tests: users (one of them a bot), two groups, a few
 * messages, and a frozen clock. Each call builds a fresh state, so tests never share one.
 */
import assert from 'node:assert/strict';
import type { ErrorCode } from '../../src/contract/errors.ts';
import { ApiError } from '../../src/contract/errors.ts';
import { AppClock } from '../../src/domain/clock.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import type { BotMessageBody } from '../../src/domain/message-body.ts';
import { fromSnapshot, toSnapshot } from '../../src/store/state.ts';
import type { ModerationRule, StateSnapshot, UserRecord } from '../../src/store/state.ts';

export const NOW = 1_700_000_000;
export const BOT = 'helper-bot';

const user = (uid: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  uid,
  name: uid[0]?.toUpperCase() + uid.slice(1),
  status: 'offline',
  role: 'default',
  createdAt: NOW - 1000,
  ...extra,
});

/**
 * alice–bob have a one-to-one message (1); group `team` (alice admin, bob and the bot participants,
 * carol banned) has messages 2 and 3; group `lobby` has only alice. dave has blocked the bot.
 */
export function baseSnapshot(): StateSnapshot {
  const at = NOW - 500;
  return {
    users: [
      user('app_system', { name: 'System' }),
      user('alice'),
      user('bob'),
      user('carol'),
      user('dave'),
      user(BOT, { isBot: true }),
    ],
    apiKeys: [],
    authTokens: [],
    groups: [
      { guid: 'team', name: 'Team', type: 'public', owner: 'alice', createdAt: at },
      { guid: 'lobby', name: 'Lobby', type: 'public', owner: 'alice', createdAt: at },
    ],
    members: [
      { guid: 'team', uid: 'alice', scope: 'admin', joinedAt: at },
      { guid: 'team', uid: 'bob', scope: 'participant', joinedAt: at },
      { guid: 'team', uid: BOT, scope: 'participant', joinedAt: at },
      { guid: 'lobby', uid: 'alice', scope: 'admin', joinedAt: at },
    ],
    bans: [{ guid: 'team', uid: 'carol', scope: 'participant', bannedAt: at }],
    messages: [
      message('1', 'alice', 'user', 'bob', 'alice_user_bob', 'hello bob'),
      message('2', 'alice', 'group', 'team', 'group_team', 'hello team'),
      message('3', 'bob', 'group', 'team', 'group_team', 'hi all'),
    ],
    reactions: [],
    savedMessages: [],
    conversationResets: [],
    blockedUsers: [{ uid: 'dave', blockedUid: BOT, blockedAt: at }],
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
    counters: { messageId: 3, reactionId: 0 },
  };
}

function message(
  id: string,
  sender: string,
  receiverType: 'user' | 'group',
  receiver: string,
  conversationId: string,
  text: string,
): StateSnapshot['messages'][number] {
  const at = NOW - 100;
  return {
    id,
    conversationId,
    sender,
    receiverType,
    receiver,
    category: 'message',
    type: 'text',
    data: { text },
    sentAt: at,
    updatedAt: at,
  };
}

export function makeContext(edit?: (snapshot: StateSnapshot) => void): DomainContext {
  const snapshot = baseSnapshot();
  edit?.(snapshot);
  return { state: fromSnapshot(snapshot), clock: new AppClock(NOW) };
}

/** The whole state as JSON, to compare before and after a call. */
export const snapshotOf = (ctx: DomainContext): string => JSON.stringify(toSnapshot(ctx.state));

/** Asserts that `run` throws the ApiError `code` (with `details` when given). */
export function expectError(
  run: () => unknown,
  code: ErrorCode,
  details?: Record<string, string[]>,
): ApiError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof ApiError, `expected ApiError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  if (details) assert.deepEqual(caught.details, details);
  return caught;
}

/** Asserts that `run` fails with `code` and leaves the state exactly as it was. */
export function expectRejected(ctx: DomainContext, run: () => unknown, code: ErrorCode): ApiError {
  const before = snapshotOf(ctx);
  const noted = ctx.state.changes.size;
  const error = expectError(run, code);
  assert.equal(snapshotOf(ctx), before, 'a failing call must not change state');
  assert.equal(ctx.state.changes.size, noted, 'a failing call must note no change');
  return error;
}

/** Runs `call` and tells whether it changed the state (whether its tables noted anything). */
export function noted<T>(ctx: DomainContext, call: () => T): { data: T; changed: boolean } {
  const before = ctx.state.changes.size;
  const data = call();
  return { data, changed: ctx.state.changes.size > before };
}

/** Stores a conversation reset the way the reset operation does. */
export function resetConversation(ctx: DomainContext, guid: string, uid: string): void {
  const lastMessageId = ctx.state.lastMessageByConversation.get(`group_${guid}`);
  assert.ok(lastMessageId, 'a reset needs a conversation with messages');
  ctx.state.conversationResets.put({
    guid,
    uid,
    lastMessageId,
    preserveOrder: false,
    resetAt: ctx.clock.now(),
  });
}

export function blockRule(overrides: Partial<ModerationRule> = {}): ModerationRule {
  return {
    id: 'banned-words',
    name: 'Banned words',
    enabled: true,
    revision: 3,
    conditions: [
      {
        id: 1,
        isKeywordsReferencePresent: false,
        isMediaPresent: false,
        entity: 'message',
        operand: 'text',
        category: 'word',
        operator: 'contains',
        value: ['darn', 'über', 'bad word'],
        message: ['Message contains a banned word'],
        weight: 1,
      },
    ],
    actions: ['blockMessage'],
    ...overrides,
  };
}

export const textTo = (
  receiver: string,
  text = 'Hello there',
  extra: BotMessageBody = {},
): BotMessageBody => ({
  receiver,
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text },
  ...extra,
});

export const toGroup = (guid: string, extra: BotMessageBody = {}): BotMessageBody => ({
  ...textTo(guid),
  receiverType: 'group',
  ...extra,
});

const button = (elementId: string) => ({
  elementType: 'button',
  elementId,
  buttonText: 'Go',
  disableAfterInteracted: true,
  action: { actionType: 'urlNavigation', url: 'https://example.com' },
});

export function formBody(goal: string[] = ['submit']): BotMessageBody {
  return {
    receiver: 'alice',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: {
      interactionGoal: { type: 'allOf', elementIds: goal },
      allowSenderInteraction: true,
      interactiveData: {
        title: 'Contact',
        formFields: [
          { elementType: 'textInput', elementId: 'name', label: 'Name', optional: false, maxLines: 1 },
          {
            elementType: 'dropdown',
            elementId: 'country',
            label: 'Country',
            optional: false,
            defaultValue: 'fr',
            options: [{ value: 'fr', label: 'France' }],
          },
        ],
        submitElement: button('submit'),
      },
    },
  };
}

export function cardBody(goal: string[] = ['buy']): BotMessageBody {
  return {
    receiver: 'alice',
    receiverType: 'user',
    category: 'interactive',
    type: 'card',
    data: {
      interactionGoal: { type: 'anyOf', elementIds: goal },
      allowSenderInteraction: false,
      interactiveData: { text: 'A card', cardActions: [button('buy'), button('later')] },
    },
  };
}

export function schedulerBody(): BotMessageBody {
  return {
    receiver: 'alice',
    receiverType: 'user',
    category: 'interactive',
    type: 'scheduler',
    data: {
      receiverType: 'user',
      receiver: 'alice',
      muid: 'repeated-in-data',
      interactionGoal: { type: 'anyAction', elementIds: ['book'] },
      allowSenderInteraction: false,
      interactiveData: {
        title: 'Meet',
        avatarUrl: 'https://example.com/a.png',
        bufferTime: 15,
        icsFileUrl: 'https://example.com/a.ics',
        availability: {
          monday: [{ from: '0900', to: '1200' }],
          tuesday: [
            { from: '1000', to: '1100' },
            { from: '1400', to: '1800' },
          ],
        },
        timezoneCode: 'Europe/Paris',
        duration: 30,
        scheduleElement: button('book'),
        goalCompletionText: 'Booked',
        dateRangeStart: '2024-06-09',
        dateRangeEnd: '2024-06-30',
      },
    },
  };
}
