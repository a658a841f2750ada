/** The named example sets of the notification preference and push token operations (see index.ts). */
import { type FamilySets, unknownUser } from './helpers.ts';

const AS_SUPERHERO1 = { onBehalfOf: 'superhero1' };
const SUPERHERO1 = { uid: 'superhero1' };
const AUTH_TOKEN = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
const UNKNOWN_AUTH_TOKEN = {
  name: 'unknownAuthToken',
  summary: 'An auth token the app does not have',
  parameters: { authToken: 'nobody_1' },
};

export const notificationPreferenceExampleSets: FamilySets<'notification-preferences'> = {
  getNotificationSettings: [{ name: 'settings', summary: 'The defaults' }],
  updateNotificationSettings: [
    { name: 'groupMessagesOff', summary: 'Group messages off, users may not choose' },
  ],
  resetNotificationSettings: [{ name: 'reset', summary: 'Back to the defaults' }],
  getNotificationPreferences: [
    { name: 'preferences', summary: 'A user who chose nothing', parameters: SUPERHERO1 },
    unknownUser(),
  ],
  updateNotificationPreferences: [
    { name: 'choices', summary: 'The reference’s example: every choice', parameters: SUPERHERO1 },
    { name: 'quietGroups', summary: 'Group messages off', parameters: SUPERHERO1 },
    { ...unknownUser(), body: { groupPreferences: { groupMessages: 1 } } },
  ],
  resetNotificationPreferences: [
    { name: 'reset', summary: 'Back to the app’s settings', parameters: SUPERHERO1 },
    unknownUser(),
  ],
  listMutedConversations: [{ name: 'none', summary: 'Nothing muted', parameters: SUPERHERO1 }, unknownUser()],
  muteConversations: [
    { name: 'muted', summary: 'A group muted until 2030', parameters: SUPERHERO1 },
    {
      name: 'past',
      summary: 'A mute that ended before now',
      parameters: SUPERHERO1,
      body: { conversations: [{ id: 'superhero2', type: 'oneOnOne', until: 1000 }] },
    },
    {
      ...unknownUser(),
      body: { conversations: [{ id: 'superhero2', type: 'oneOnOne', until: 1893456000000 }] },
    },
  ],
  unmuteConversations: [
    { name: 'unmuted', summary: 'The group unmuted', parameters: SUPERHERO1 },
    { ...unknownUser(), body: { conversations: [{ id: 'superhero2', type: 'oneOnOne' }] } },
  ],
  getNotificationTimezone: [{ name: 'utc', summary: 'None set: UTC', parameters: SUPERHERO1 }, unknownUser()],
  updateNotificationTimezone: [
    { name: 'zone', summary: 'India', parameters: SUPERHERO1 },
    {
      name: 'unknownZone',
      summary: 'A zone the runtime does not know',
      parameters: SUPERHERO1,
      body: { timezone: 'Mars/Olympus_Mons' },
    },
    { ...unknownUser(), body: { timezone: 'Asia/Tokyo' } },
  ],
  getContactDetails: [{ name: 'none', summary: 'None stored', parameters: AS_SUPERHERO1 }],
  updateContactDetails: [{ name: 'details', summary: 'The reference’s example', parameters: AS_SUPERHERO1 }],
  deleteContactDetails: [{ name: 'deleted', summary: 'Both go', parameters: AS_SUPERHERO1 }],
};

export const pushTokenExampleSets: FamilySets<'push-tokens'> = {
  registerPushToken: [
    { name: 'fcm', summary: 'An Android device' },
    { name: 'device', summary: 'An iPhone of superhero1' },
    {
      name: 'wrongField',
      summary: 'A VoIP platform with an FCM token',
      body: { platform: 'apns_ios_voip', fcmToken: 'superhero2_voip', authToken: AUTH_TOKEN },
    },
    {
      name: 'unknownAuthToken',
      summary: 'An auth token the app does not have',
      body: { platform: 'fcm_android', fcmToken: 'nobody_fcm', authToken: 'nobody_1' },
    },
  ],
  listPushTokens: [
    { name: 'tokens', summary: 'The Android token registered above', parameters: { authToken: AUTH_TOKEN } },
    UNKNOWN_AUTH_TOKEN,
  ],
  deletePushToken: [
    {
      name: 'tokens',
      summary: 'The iPhone’s token removed',
      parameters: { pushToken: 'superhero1_apns_ios_device' },
    },
    {
      name: 'unknownToken',
      summary: 'The same token again',
      parameters: { pushToken: 'superhero1_apns_ios_device' },
      body: { authToken: AUTH_TOKEN },
    },
  ],
  unregisterPushTokens: [
    { name: 'tokens', summary: 'The Android token removed' },
    { ...UNKNOWN_AUTH_TOKEN, parameters: {}, body: { authToken: 'nobody_1' } },
  ],
};
