/**
 * A group's decisions kept between its notices (src/domain/outbox-decisions.ts): reused while
 * nothing they were made of changed, and made again after any change of each thing they read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DomainContext } from '../../src/domain/context.ts';
import { decisionsOf, type Decisions } from '../../src/domain/outbox-decisions.ts';
import { outboxRun, sharedOf, type Notice } from '../../src/domain/outbox-run.ts';
import type { NotificationTrigger } from '../../src/domain/notification-decision.ts';
import type { MessageRecord } from '../../src/store/state.ts';
import { groupContext, NOW } from './group-fixture.ts';

// NOW is Tuesday 22:13:20 UTC.
const NOW_MS = NOW * 1000;

/** Team (alice, mona, pat) with a custom push provider; pat answers replies, and reactions to their own messages. */
function team() {
  let now = NOW;
  const base = groupContext();
  const ctx: DomainContext = { state: base.state, clock: { now: () => now } };
  const { state } = ctx;
  state.notificationProviders.put({
    kind: 'customPush',
    details: { isEnabled: true, webhookURL: 'https://push.example.com/hook' },
    createdAt: NOW,
    updatedAt: NOW,
  });
  state.notificationSettings.put({
    id: 'app',
    settings: { preferences: { group: { messageEditedSetting: 1 } } },
    updatedAt: NOW,
  });
  const patPrefs = (extra: object = {}, mutes: { until: number }[] = []) =>
    state.notificationUsers.put({
      uid: 'pat',
      preferences: { groupPreferences: { groupReplies: 1, groupReactions: 2 }, ...extra },
      mutedConversations: mutes.map(({ until }) => ({ id: 'team', type: 'group' as const, until })),
      updatedAt: NOW,
    });
  patPrefs();
  const message = (sender: string, parentId?: string): MessageRecord => ({
    ...state.messages.get('1')!,
    sender,
    ...(parentId !== undefined && { parentId }),
  });
  /** The decisions of a notice to the team, its recipients the members but the actor, as the outbox asks. */
  const decide = (
    trigger: NotificationTrigger,
    actor: string,
    of: MessageRecord = message(actor),
  ): Decisions => {
    const recipients = () => [...state.members.get('team')!.keys()].filter((uid) => uid !== actor);
    const notice: Notice = { trigger, actor, message: of, recipients, isReply: of.parentId !== undefined };
    if (trigger === 'message_reaction_added')
      notice.reaction = { id: '9', messageId: of.id, uid: actor, reaction: '👍', reactedAt: NOW };
    const run = outboxRun(ctx)!;
    return decisionsOf(run, notice, sharedOf(run, notice));
  };
  return { ctx, state, decide, message, patPrefs, at: (seconds: number) => (now = NOW + seconds) };
}

type Team = ReturnType<typeof team>;
const sent = (t: Team, actor = 'alice') => t.decide('after_message', actor);
/** Pat's decision in `decisions`: null notified, a reason, or 'absent'. */
const pat = (decisions: Decisions) => {
  const index = decisions.uids.indexOf('pat');
  return index < 0 ? 'absent' : decisions.reasons[index];
};

describe('a group’s decisions, kept between its notices', () => {
  it('are the same rows for the same question asked again in the same minute', () => {
    const t = team();
    const first = sent(t);
    t.at(30);
    assert.equal(sent(t), first);
    assert.deepEqual(first.uids, ['mona', 'pat']);
    assert.deepEqual(first.reasons, [null, null]);
    assert.ok(Object.isFrozen(first.uids) && Object.isFrozen(first.reasons), 'batches hold them');
  });

  const cases: [string, (t: Team) => [Decisions, Decisions], (first: Decisions, then: Decisions) => void][] =
    [
      [
        'a member joins',
        (t) => {
          const first = sent(t);
          t.state.members.put({ guid: 'team', uid: 'olga', scope: 'participant', joinedAt: NOW });
          return [first, sent(t)];
        },
        (first, then) =>
          assert.deepEqual(
            [first.uids, then.uids],
            [
              ['mona', 'pat'],
              ['mona', 'pat', 'olga'],
            ],
          ),
      ],
      [
        'a member is deactivated',
        (t) => {
          const first = sent(t);
          t.state.users.put({ ...t.state.users.get('pat')!, deactivatedAt: NOW });
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'absent']),
      ],
      [
        'a member’s preferences change',
        (t) => {
          const first = sent(t);
          t.patPrefs({ groupPreferences: { groupMessages: 1 } });
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'MESSAGES_PREFERENCE']),
      ],
      [
        'the app’s settings change',
        (t) => {
          const first = sent(t);
          t.state.notificationSettings.put({
            id: 'app',
            settings: { preferences: { group: { messagesSetting: 1, messagesOverride: false } } },
            updatedAt: NOW,
          });
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'MESSAGES_PREFERENCE']),
      ],
      [
        'one member leaves and another joins',
        (t) => {
          const first = sent(t);
          t.state.members.delete('team', 'mona');
          t.state.members.put({ guid: 'team', uid: 'olga', scope: 'participant', joinedAt: NOW });
          return [first, sent(t)];
        },
        (first, then) =>
          assert.deepEqual(
            [first.uids, then.uids],
            [
              ['mona', 'pat'],
              ['pat', 'olga'],
            ],
          ),
      ],
      [
        'a moderator edits the message rather than its sender',
        (t) => [t.decide('message_edited', 'alice'), t.decide('message_edited', 'mona', t.message('alice'))],
        (first, then) =>
          assert.deepEqual(
            [first.uids, then.uids],
            [
              ['mona', 'pat'],
              ['alice', 'pat'],
            ],
          ),
      ],
      [
        'the event is an edit',
        (t) => [sent(t), t.decide('message_edited', 'alice')],
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'MESSAGE_ACTIONS_PREFERENCE']),
      ],
      [
        'the message is a reply',
        (t) => [sent(t), t.decide('after_message', 'alice', t.message('alice', '1'))],
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'REPLIES_PREFERENCE']),
      ],
      [
        'the reaction is to another member’s message',
        (t) => [
          t.decide('message_reaction_added', 'mona', t.message('alice')),
          t.decide('message_reaction_added', 'mona', t.message('pat')),
        ],
        (first, then) => assert.deepEqual([pat(first), pat(then)], ['REACTIONS_PREFERENCE', null]),
      ],
      [
        'the next minute leaves the schedule',
        (t) => {
          t.patPrefs({ mutePreferences: { schedule: { tuesday: { from: 0, to: 2213 } } } });
          const first = sent(t);
          t.at(60);
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'SCHEDULE_PREFERENCE']),
      ],
      [
        'a mute ends within the minute',
        (t) => {
          t.patPrefs({}, [{ until: NOW_MS + 10_000 }]);
          const first = sent(t);
          t.at(15);
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], ['MUTE_PREFERENCE', null]),
      ],
      [
        'the clock is set back before a mute ended',
        (t) => {
          t.patPrefs({}, [{ until: NOW_MS + 10_000 }]);
          t.at(15);
          const first = sent(t);
          t.at(5);
          return [first, sent(t)];
        },
        (first, then) => assert.deepEqual([pat(first), pat(then)], [null, 'MUTE_PREFERENCE']),
      ],
    ];
  for (const [change, run, check] of cases)
    it(`are decided again when ${change}`, () => {
      const [first, then] = run(team());
      assert.notEqual(then, first);
      check(first, then);
    });
});
