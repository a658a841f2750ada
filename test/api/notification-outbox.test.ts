/**
 * The outbox (SPEC 20): what each event would notify each recipient, seen through
 * GET /notifications/v1/logs. Providers, tokens and preferences are set through the control API's
 * state import until their own operations are served (then these set-ups can use them).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StateSnapshot } from '../../src/store/state.ts';
import { GUID, NOW, newMessageId, ok, sandbox, type Client } from './api-client.ts';

const { fresh, withState: appWith } = sandbox();
const NOW_MS = NOW * 1000;
const AUTH_TOKEN = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';

type Log = Record<string, unknown> & { payload?: Record<string, unknown> };

const customPush = (state: StateSnapshot): void => {
  state.notificationProviders.push({
    kind: 'customPush',
    details: { isEnabled: true, webhookURL: 'https://push.example.com/hook', useBasicAuth: false },
    createdAt: NOW,
    updatedAt: NOW,
  });
};
const preferences = (state: StateSnapshot, uid: string, prefs: object, extra: object = {}): void => {
  state.notificationUsers.push({ uid, preferences: prefs as never, updatedAt: NOW, ...extra });
};
const addMembers = (state: StateSnapshot, ...uids: string[]): void => {
  state.bans = state.bans.filter((b) => !uids.includes(b.uid));
  for (const uid of uids) state.members.push({ guid: GUID, uid, scope: 'participant', joinedAt: NOW });
};

async function logs(client: Client, query = ''): Promise<Log[]> {
  return ok(await client.get(`/notifications/v1/logs${query}`)) as Log[];
}
/** Each recipient's newest record (the fixtures hold an older one of superhero2's). */
const byMember = (records: Log[]) => new Map(records.reverse().map((r) => [r.member ?? r.receiver, r]));

const say = (client: Client, from: string, receiver: string, text: string, receiverType = 'user') =>
  client.post(
    '/messages',
    { category: 'message', type: 'text', receiver, receiverType, data: { text } },
    from,
  );

describe('the outbox', () => {
  it('would have pushed bob "Iron Man: hi" through the custom provider, pending its delivery', async () => {
    const client = await appWith(customPush);
    ok(await say(client, 'superhero1', 'superhero2', 'hi'));
    const [log] = await logs(client);
    assert.ok(log);
    const details = (log.payload?.notificationDetails ?? {}) as Record<string, unknown>;
    assert.deepEqual(
      { title: details.title, body: details.body, to: log.payload?.to, success: log.success },
      { title: 'Iron Man', body: 'hi', to: { uid: 'superhero2' }, success: undefined },
    );
    assert.equal(log.notificationTriggered, true);
    assert.equal(log.messageId, Number(newMessageId()));
    assert.equal(details.tag, newMessageId());
    assert.deepEqual(details.custom, { hello: 'world' });
    assert.equal(details.sentAt, NOW_MS);
  });

  it('tells each member of a group by the template of their own privacy choice', async () => {
    const client = await appWith((state) => {
      customPush(state);
      preferences(state, 'superhero2', { usePrivacyTemplate: true });
    });
    ok(await say(client, 'superhero1', GUID, 'the plan', 'group'));
    const bodies = new Map(
      (await logs(client, `?messageId=${newMessageId()}`)).map((r) => [
        r.member,
        (r.payload?.notificationDetails as Record<string, unknown> | undefined)?.body,
      ]),
    );
    assert.equal(bodies.get('superhero2'), 'New message');
    assert.equal(bodies.get('superhero3'), 'the plan');
  });

  it('logs nothing while the app has no provider', async () => {
    const client = fresh();
    const before = await logs(client);
    ok(await say(client, 'superhero1', 'superhero2', 'hi'));
    assert.deepEqual(await logs(client), before);
  });

  it('stops a group message by do-not-disturb, a mute, the schedule, then the messages preference', async () => {
    const client = await appWith((state) => {
      customPush(state);
      addMembers(state, 'superhero4', 'superhero5');
      preferences(state, 'superhero2', { mutePreferences: { dnd: 2 } });
      preferences(
        state,
        'superhero3',
        {},
        { mutedConversations: [{ id: GUID, type: 'group', until: NOW_MS + 1 }] },
      );
      // NOW is a Tuesday in UTC: superhero4 takes Tuesdays off.
      preferences(state, 'superhero4', {
        mutePreferences: { schedule: { tuesday: { from: 0, to: 2359, dnd: true } } },
      });
      preferences(state, 'superhero5', { groupPreferences: { groupMessages: 1 } });
    });
    ok(await say(client, 'superhero1', GUID, 'hi all', 'group'));
    const found = byMember(await logs(client));
    assert.deepEqual(
      ['superhero2', 'superhero3', 'superhero4', 'superhero5', 'chatbot'].map(
        (uid) => found.get(uid)?.reason,
      ),
      ['DND_PREFERENCE', 'MUTE_PREFERENCE', 'SCHEDULE_PREFERENCE', 'MESSAGES_PREFERENCE', undefined],
    );
    assert.equal(found.get('superhero1'), undefined, 'the sender is not notified');
    const title = (found.get('chatbot')?.payload?.notificationDetails as { title?: string }).title;
    assert.equal(title, 'Iron Man @ Superheroes Hangout');
  });

  it('tells replies, edits, reactions and group actions by their own preferences', async () => {
    const client = await appWith((state) => {
      customPush(state);
      preferences(state, 'superhero2', { groupPreferences: { groupReplies: 1, groupReactions: 2 } });
      state.notificationSettings.push({
        id: 'app',
        settings: { preferences: { group: { messageEditedSetting: 1 } } },
        updatedAt: NOW,
      });
    });
    const parent = ok(await say(client, 'superhero1', GUID, 'parent', 'group')) as { id: string };
    ok(
      await client.post(
        `/messages/${parent.id}/thread`,
        { category: 'message', type: 'text', data: { text: 'a reply' } },
        'superhero3',
      ),
    );
    const reply = byMember(await logs(client, '?sender=superhero3&trigger=after_message'));
    assert.equal(reply.get('superhero2')?.reason, 'REPLIES_PREFERENCE');
    ok(await client.put(`/messages/${parent.id}`, { data: { text: 'edited' } }, 'superhero1'));
    const edited = byMember(await logs(client, '?trigger=message_edited'));
    assert.equal(edited.get('superhero2')?.reason, 'MESSAGE_ACTIONS_PREFERENCE');
    ok(await client.post(`/messages/${parent.id}/reactions/%F0%9F%98%82`, {}, 'superhero3'));
    const reacted = byMember(await logs(client, '?trigger=message_reaction_added'));
    assert.equal(reacted.get('superhero2')?.reason, 'REACTIONS_PREFERENCE', 'not their message');
    const own = reacted.get('superhero1');
    assert.equal(own?.notificationTriggered, true, 'their own message');
    const details = own?.payload?.notificationDetails as { title?: string; body?: string };
    assert.deepEqual([details.title, details.body], ['Spiderman', 'Reacted to your message: 😂']);
    ok(await client.post(`/groups/${GUID}/members`, { participants: ['superhero4'] }));
    const added = await logs(client, '?trigger=after_group_members_added');
    assert.ok(added.length > 0);
    assert.ok(added.every((r) => r.reason === 'GROUP_ACTIONS_PREFERENCE'));
  });

  it('writes one record per FCM or APNs token, INVALID_PUSH_PROVIDER_ID where the provider is gone, NOT_FOUND where none', async () => {
    const client = await appWith((state) => {
      state.pushProviders.push(
        { kind: 'fcm', providerId: 'fcm-main', isDefault: true, details: {}, createdAt: NOW, updatedAt: NOW },
        {
          kind: 'apns',
          providerId: 'apns-main',
          isDefault: true,
          details: { bundleId: 'com.example.app', includeMutableContent: true, p8Key: 'SECRET-P8' },
          createdAt: NOW,
          updatedAt: NOW,
        },
      );
      const token = (pushToken: string, platform: string, extra: object = {}) => ({
        pushToken,
        uid: 'superhero2',
        authToken: AUTH_TOKEN,
        platform,
        pushTokenType: platform.includes('voip') ? 'voip' : 'chat',
        createdAt: NOW,
        updatedAt: NOW,
        ...extra,
      });
      state.pushTokens.push(
        token('fcm-1', 'fcm_android'),
        token('apns-1', 'apns_ios_device', { providerId: 'apns-main' }),
        token('apns-2', 'apns_ios_device', { providerId: 'apns-gone' }),
        token('voip-1', 'apns_ios_voip'),
      );
    });
    ok(await say(client, 'superhero1', GUID, 'tokens', 'group'));
    const records = await logs(client);
    const of = (token: string) => records.find((r) => r.pushToken === token);
    assert.deepEqual(
      [of('fcm-1')?.success, of('apns-1')?.success, of('apns-2')?.reason, of('voip-1')],
      [true, true, 'INVALID_PUSH_PROVIDER_ID', undefined],
    );
    assert.equal(of('fcm-1')?.providerId, 'fcm-main');
    const apns = of('apns-1')?.payload as { topic?: string; sound?: string; alert?: object };
    assert.deepEqual([apns.topic, apns.sound], ['com.example.app', 'default']);
    assert.deepEqual(apns.alert, { title: 'Iron Man @ Superheroes Hangout', body: 'tokens' });
    assert.ok(!JSON.stringify(records).includes('SECRET-P8'), 'no credential in a payload');
    const none = records.filter((r) => r.member === 'superhero3');
    assert.deepEqual(
      none.map((r) => r.reason),
      ['NOT_FOUND'],
    );
  });

  it('notifies no one of a blocked message until a moderator approves it', async () => {
    const client = await appWith(customPush);
    const sent = ok(await say(client, 'superhero1', 'superhero2', 'this is spam')) as { id: string };
    assert.deepEqual(await logs(client, `?messageId=${sent.id}`), []);
    ok(await client.patch(`/moderation/blocked-messages/${sent.id}`, { status: 'approved' }));
    const records = await logs(client, `?messageId=${sent.id}`);
    assert.deepEqual(
      records.map((r) => [r.messageId, r.receiver, r.notificationTriggered]),
      [[Number(sent.id), 'superhero2', true]],
    );
  });

  it('still sends and logs a message whatever settings and zone a state import stored', async () => {
    const client = await appWith((state) => {
      customPush(state);
      state.notificationSettings.push({
        id: 'app',
        settings: {
          preferences: 5,
          templates: { textMessageTemplateDefault: { titleOneOnOne: 7 } },
          sound: [],
        },
        updatedAt: NOW,
      });
      preferences(state, 'superhero2', {}, { timezone: 'Mars/Olympus_Mons' });
    });
    ok(await say(client, 'superhero1', 'superhero2', 'hi'));
    const [log] = await logs(client);
    const details = log?.payload?.notificationDetails as { title?: string; body?: string };
    assert.deepEqual([details.title, details.body], ['', 'hi']);
  });

  it('notifies no deactivated user', async () => {
    const client = await appWith((state) => {
      customPush(state);
      state.users = state.users.map((u) => (u.uid === 'superhero3' ? { ...u, deactivatedAt: NOW } : u));
    });
    ok(await say(client, 'superhero1', GUID, 'hi', 'group'));
    const members = (await logs(client)).map((r) => r.member);
    assert.ok(members.includes('superhero2'));
    assert.ok(!members.includes('superhero3'));
  });
});
