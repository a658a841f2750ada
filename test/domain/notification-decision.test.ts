import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferenceDecision, type NotificationSubject } from '../../src/domain/notification-decision.ts';
import type { JsonObject } from '../../src/contract/json.ts';
import { recipientPreferences } from '../../src/domain/notification-view.ts';
import { groupContext, NOW } from './group-fixture.ts';

const message = (extra: Partial<NotificationSubject> = {}): NotificationSubject => ({
  trigger: 'after_message',
  conversation: { type: 'group', id: 'team' },
  ...extra,
});
// Tuesday 2023-11-14 22:13:20 UTC.
const nowMs = NOW * 1000;

describe('whether a recipient would be notified', () => {
  it('lets a message through on the defaults, and not a group action (off by default)', () => {
    const prefs = recipientPreferences(groupContext().state, 'pat');
    assert.equal(preferenceDecision(prefs, message(), nowMs), undefined);
    assert.equal(
      preferenceDecision(prefs, message({ trigger: 'after_group_members_added' }), nowMs),
      'GROUP_ACTIONS_PREFERENCE',
    );
  });

  it('takes do-not-disturb first, then a mute, then the schedule in the user’s zone', () => {
    const ctx = groupContext();
    const store = (preferences: JsonObject, extra: object = {}) =>
      ctx.state.notificationUsers.put({ uid: 'pat', preferences, updatedAt: NOW, ...extra });
    const muted = { mutedConversations: [{ id: 'team', type: 'group' as const, until: nowMs + 1 }] };
    // Tuesday 22:13 UTC is Wednesday 07:13 in Tokyo: outside 09:00–17:00 there, inside it nowhere else.
    const office = { mutePreferences: { schedule: { wednesday: { from: 900, to: 1700, dnd: false } } } };
    store(
      { ...office, mutePreferences: { ...office.mutePreferences, dnd: 2 } },
      { ...muted, timezone: 'Asia/Tokyo' },
    );
    assert.equal(
      preferenceDecision(recipientPreferences(ctx.state, 'pat'), message(), nowMs),
      'DND_PREFERENCE',
    );
    store(office, { ...muted, timezone: 'Asia/Tokyo' });
    assert.equal(
      preferenceDecision(recipientPreferences(ctx.state, 'pat'), message(), nowMs),
      'MUTE_PREFERENCE',
    );
    store(office, { timezone: 'Asia/Tokyo' });
    assert.equal(
      preferenceDecision(recipientPreferences(ctx.state, 'pat'), message(), nowMs),
      'SCHEDULE_PREFERENCE',
    );
    store(office, { ...muted, mutedConversations: [{ id: 'team', type: 'group', until: nowMs }] });
    assert.equal(preferenceDecision(recipientPreferences(ctx.state, 'pat'), message(), nowMs), undefined);
  });

  it('asks the schedule again once the minute changes: the same preferences, in hours, then out', () => {
    const ctx = groupContext();
    // Tuesday 22:13 UTC: hours 22:00–22:14 on Tuesdays, the user's zone UTC.
    const evening = { mutePreferences: { schedule: { tuesday: { from: 2200, to: 2214, dnd: false } } } };
    ctx.state.notificationUsers.put({ uid: 'pat', preferences: evening, updatedAt: NOW });
    const prefs = recipientPreferences(ctx.state, 'pat');
    assert.equal(preferenceDecision(prefs, message(), nowMs), undefined);
    assert.equal(preferenceDecision(prefs, message(), nowMs + 30_000), undefined, 'the same minute');
    assert.equal(preferenceDecision(prefs, message(), nowMs + 120_000), 'SCHEDULE_PREFERENCE', '22:15');
    assert.equal(preferenceDecision(prefs, message(), nowMs), undefined, 'the clock set back');
  });

  it('tells replies, reactions and message actions by their own preferences', () => {
    const ctx = groupContext();
    ctx.state.notificationUsers.put({
      uid: 'pat',
      preferences: { groupPreferences: { groupReplies: 1, groupReactions: 2 } },
      updatedAt: NOW,
    });
    const prefs = recipientPreferences(ctx.state, 'pat');
    assert.equal(preferenceDecision(prefs, message({ isReply: true }), nowMs), 'REPLIES_PREFERENCE');
    const reaction = message({ trigger: 'message_reaction_added', ownMessage: false });
    assert.equal(preferenceDecision(prefs, reaction, nowMs), 'REACTIONS_PREFERENCE');
    assert.equal(preferenceDecision(prefs, { ...reaction, ownMessage: true }, nowMs), undefined);
    ctx.state.notificationSettings.put({
      id: 'app',
      settings: { preferences: { group: { messageEditedSetting: 1, repliesOverride: false } } },
      updatedAt: NOW,
    });
    const now = recipientPreferences(ctx.state, 'pat');
    assert.equal(
      preferenceDecision(now, message({ trigger: 'message_edited' }), nowMs),
      'MESSAGE_ACTIONS_PREFERENCE',
    );
    // The app took the override of replies away: the user's "don't notify" no longer counts.
    assert.equal(preferenceDecision(now, message({ isReply: true }), nowMs), undefined);
  });
});
