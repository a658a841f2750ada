/**
 * Notification settings and a user's preferences, mutes, timezone and contact details (SPEC 20): the
 * app's settings merged and reset, a user's choices where the app lets them choose, mutes on the app
 * clock, IANA zones, contact details, and 404 for a user the app does not have.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/contract/notification-defaults.ts';
import { NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const SETTINGS = '/notifications/v1/settings';
const prefs = (uid = 'superhero1') => `/notifications/v1/preferences?uid=${uid}`;
const mute = (uid = 'superhero1') => `/notifications/v1/preferences/mute?uid=${uid}`;
const zone = (uid = 'superhero1') => `/notifications/v1/preferences/timezone?uid=${uid}`;
const CONTACT = '/notifications/v1/contact-details';
const LATER = (NOW + 3600) * 1000;

const groupView = async (client: Client) => ok(await client.get(prefs())).preferences.group;

describe('notification settings', () => {
  test('PATCH — merged key by key, customJson replaced whole; DELETE — back to the defaults', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.get(SETTINGS)), DEFAULT_NOTIFICATION_SETTINGS);
    const patch = {
      preferences: { group: { messagesSetting: 1 }, push: { customJson: { team: 'blue' } } },
      sound: { chat: 'ping' },
    };
    assert.deepEqual(ok(await client.patch(SETTINGS, patch)), { success: true });
    const now = ok(await client.get(SETTINGS));
    assert.equal(now.preferences.group.messagesSetting, 1);
    assert.equal(now.preferences.group.messagesOverride, true);
    assert.deepEqual(now.preferences.push.customJson, { team: 'blue' });
    assert.deepEqual(now.sound, { chat: 'ping', call: 'default' });
    assert.deepEqual(ok(await client.del(SETTINGS)), { success: true });
    assert.deepEqual(ok(await client.get(SETTINGS)), DEFAULT_NOTIFICATION_SETTINGS);
  });

  test('PATCH — customJson with a `__proto__` key — kept as a key, no object polluted', async () => {
    const client = fresh();
    const custom = JSON.parse('{"__proto__": {"polluted": 1}, "team": "blue"}') as object;
    const body = `{"preferences": {"push": {"customJson": {"__proto__": {"polluted": 1}, "team": "blue"}}}}`;
    const res = await client.patch(SETTINGS).set('content-type', 'application/json').send(body);
    assert.deepEqual(ok(res), { success: true });
    assert.deepEqual(ok(await client.get(SETTINGS)).preferences.push.customJson, custom);
    assert.equal(({} as { polluted?: number }).polluted, undefined);
  });

  test('PATCH — a key the settings do not have — 400 naming it, nothing stored', async () => {
    const client = fresh();
    const res = await client.patch(SETTINGS, { preferences: { group: { messageSetting: 1 } } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['preferences.group.messageSetting']);
    assert.deepEqual((await client.state()).notificationSettings, []);
  });
});

describe('a user’s preferences', () => {
  test('PATCH — the choices seen in GET, a day of the schedule merged into the others', async () => {
    const client = fresh();
    const office = { wednesday: { from: 900, to: 1700 } };
    const body = {
      groupPreferences: { groupMessages: 1, groupMemberAdded: 2 },
      mutePreferences: { dnd: 2, schedule: office },
    };
    const view = ok(await client.patch(prefs(), body));
    assert.deepEqual(ok(await client.get(prefs())), view);
    assert.equal(view.preferences.group.messagesSetting, 1);
    assert.equal(view.preferences.group.memberAddedSetting, 2);
    assert.equal(view.preferences.mute.dndPreferenceSetting, 2);
    const { schedulePreferenceSetting: week } = view.preferences.mute;
    assert.deepEqual(week.wednesday, { from: 900, to: 1700, dnd: false });
    assert.deepEqual(week.monday, { from: 0, to: 2359, dnd: false });
    // Another user's view is the app's.
    assert.equal(ok(await client.get(prefs('superhero2'))).preferences.group.messagesSetting, 2);
  });

  test('PATCH — a choice the app does not let users make — passed over silently, nothing stored', async () => {
    const client = fresh();
    ok(await client.patch(SETTINGS, { preferences: { group: { messagesOverride: false } } }));
    const before = await groupView(client);
    ok(await client.patch(prefs(), { groupPreferences: { groupMessages: 1 } }));
    assert.deepEqual(await groupView(client), before);
    assert.equal(before.messagesSetting, 2);
    assert.deepEqual((await client.state()).notificationUsers, []);
  });

  test('DELETE — the choices go; answers the app’s settings in the PATCH body’s names', async () => {
    const client = fresh();
    const defaults = ok(await client.get(prefs()));
    ok(
      await client.patch(prefs(), { oneOnOnePreferences: { oneOnOneMessages: 1 }, usePrivacyTemplate: true }),
    );
    const reset = ok(await client.del(prefs()));
    assert.deepEqual(reset.oneOnOnePreferences, {
      oneOnOneMessages: 2,
      oneOnOneReplies: 2,
      oneOnOneReactions: 2,
    });
    assert.equal(reset.groupPreferences.groupMemberLeft, 1);
    assert.deepEqual(reset.mutePreferences.schedule.sunday, { from: 0, to: 2359, dnd: false });
    assert.equal(reset.usePrivacyTemplate, false);
    assert.deepEqual(ok(await client.get(prefs())), defaults);
  });

  test('a uid the app does not have — 404 ERR_UID_NOT_FOUND from every operation that names one', async () => {
    const client = fresh();
    const calls = [
      client.get(prefs('nobody')),
      client.patch(prefs('nobody'), { usePrivacyTemplate: true }),
      client.del(prefs('nobody')),
      client.get(mute('nobody')),
      client.put(mute('nobody'), { conversations: [{ id: 'superhero2', type: 'oneOnOne', until: LATER }] }),
      client.del(mute('nobody'), { conversations: [{ id: 'superhero2', type: 'oneOnOne' }] }),
      client.get(zone('nobody')),
      client.patch(zone('nobody'), { timezone: 'Asia/Tokyo' }),
      client.get(CONTACT, 'nobody'),
      client.patch(CONTACT, { email: 'a@example.com' }, 'nobody'),
      client.del(CONTACT, undefined, 'nobody'),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 404, 'ERR_UID_NOT_FOUND');
  });
});

describe('mutes', () => {
  test('PUT — listed until they end on the app clock, then left out; DELETE unmutes by id and type', async () => {
    const client = fresh();
    const group = { id: 'cometchat-guid-1', type: 'group', until: LATER };
    const one = { id: 'superhero2', type: 'oneOnOne', until: LATER + 3_600_000 };
    assert.deepEqual(ok(await client.put(mute(), { conversations: [group, one] })), { success: true });
    assert.deepEqual(ok(await client.get(mute())), { mutedConversations: [group, one] });
    client.advanceClock(3601);
    assert.deepEqual(ok(await client.get(mute())), { mutedConversations: [one] });
    ok(await client.del(mute(), { conversations: [{ id: 'superhero2', type: 'oneOnOne' }] }));
    assert.deepEqual(ok(await client.get(mute())), { mutedConversations: [] });
  });

  test('PUT — an `until` not after the app clock’s now — 400 naming it, nothing muted', async () => {
    const client = fresh();
    const res = await client.put(mute(), {
      conversations: [
        { id: 'superhero2', type: 'oneOnOne', until: LATER },
        { id: 'cometchat-guid-1', type: 'group', until: NOW * 1000 },
      ],
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['conversations.1.until']);
    assert.deepEqual(ok(await client.get(mute())), { mutedConversations: [] });
  });

  test('PUT — more than 1,000 muted at once — 400, the earlier mutes kept', async () => {
    const client = fresh();
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: `g${i}`, type: 'group', until: LATER }));
    ok(await client.put(mute(), { conversations: many }));
    const res = await client.put(mute(), {
      conversations: [{ id: 'one-more', type: 'group', until: LATER }],
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.equal(ok(await client.get(mute())).mutedConversations.length, 1000);
  });
});

describe('timezone and contact details', () => {
  test('timezone — UTC until set; an IANA zone stored; an unknown zone — 400', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.get(zone())), { timezone: 'UTC' });
    assert.deepEqual(ok(await client.patch(zone(), { timezone: 'Asia/Tokyo' })), { timezone: 'Asia/Tokyo' });
    const res = await client.patch(zone(), { timezone: 'Mars/Olympus_Mons' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['timezone']);
    assert.deepEqual(ok(await client.get(zone())), { timezone: 'Asia/Tokyo' });
  });

  test('contact details — {} while none; PATCH merges; a number without its country code — 400; DELETE', async () => {
    const client = fresh();
    assert.deepEqual(ok(await client.get(CONTACT, 'superhero1')), {});
    ok(await client.patch(CONTACT, { email: 'someone@example.com' }, 'superhero1'));
    const both = ok(await client.patch(CONTACT, { phno: '+919591128691' }, 'superhero1'));
    assert.deepEqual(both, { email: 'someone@example.com', phno: '+919591128691' });
    const res = await client.patch(CONTACT, { phno: '9591128691' }, 'superhero1');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['phno']);
    assert.deepEqual(ok(await client.get(CONTACT, 'superhero1')), both);
    assert.deepEqual(ok(await client.del(CONTACT, undefined, 'superhero1')), { success: true });
    assert.deepEqual(ok(await client.get(CONTACT, 'superhero1')), {});
  });
});
