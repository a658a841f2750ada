/**
 * What the preference operations store is what the outbox reads: recipientPreferences, after the
 * domain's own writes, gives each choice, mute, zone and contact detail back, and a choice the app
 * does not let users make is nowhere.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { updateNotificationSettings, updatePreferences } from '../../src/domain/notification-preferences.ts';
import {
  muteConversations,
  updateContactDetails,
  updateTimezone,
} from '../../src/domain/notification-user-settings.ts';
import { recipientPreferences } from '../../src/domain/notification-view.ts';
import { groupContext, NOW } from './group-fixture.ts';

describe('recipientPreferences reads what the preference operations stored', () => {
  it('gives back the choices, the schedule, do-not-disturb, mutes, zone and contact details', () => {
    const ctx = groupContext();
    updatePreferences(ctx, 'pat', {
      groupPreferences: { groupMessages: 1, groupMemberKicked: 2 },
      oneOnOnePreferences: { oneOnOneReactions: 3 },
      mutePreferences: { dnd: 2, schedule: { friday: { from: 900, to: 1700, dnd: false } } },
      usePrivacyTemplate: true,
    });
    const until = (NOW + 60) * 1000;
    muteConversations(ctx, 'pat', [{ id: 'team', type: 'group', until }]);
    updateTimezone(ctx, 'pat', 'Asia/Kolkata');
    updateContactDetails(ctx, 'pat', { email: 'pat@example.com', phno: '+919591128691' });
    const prefs = recipientPreferences(ctx.state, 'pat');
    assert.equal(prefs.group.groupMessages, 1);
    assert.equal(prefs.group.groupMemberKicked, 2);
    assert.equal(prefs.group.groupReplies, 2);
    assert.equal(prefs.oneOnOne.oneOnOneReactions, 3);
    assert.equal(prefs.dnd, true);
    assert.deepEqual(prefs.schedule.friday, { from: 900, to: 1700, dnd: false });
    assert.deepEqual(prefs.schedule.monday, { from: 0, to: 2359, dnd: false });
    assert.equal(prefs.usePrivacyTemplate, true);
    assert.equal(prefs.mutedUntil('group', 'team'), until);
    assert.equal(prefs.timezone, 'Asia/Kolkata');
    assert.deepEqual(prefs.contactDetails, { email: 'pat@example.com', phno: '+919591128691' });
    // Another user is untouched.
    assert.equal(recipientPreferences(ctx.state, 'alice').group.groupMessages, 2);
  });

  it('a choice the app does not let users make is not stored, and the app’s setting applies', () => {
    const ctx = groupContext();
    updateNotificationSettings(ctx, {
      preferences: { group: { repliesSetting: 1, repliesOverride: false } },
    });
    updatePreferences(ctx, 'pat', { groupPreferences: { groupReplies: 2 } });
    assert.equal(ctx.state.notificationUsers.get('pat'), undefined);
    assert.equal(recipientPreferences(ctx.state, 'pat').group.groupReplies, 1);
  });
});
