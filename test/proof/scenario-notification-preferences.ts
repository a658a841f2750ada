/**
 * The scenario's steps for notification settings, a user's preferences, mutes, timezone, contact
 * details and push tokens (SPEC 20): each operation with 200 and every error status it documents.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const SETTINGS = '/notifications/v1/settings';
const PREFS = '/notifications/v1/preferences?uid=superhero2';
const MUTE = '/notifications/v1/preferences/mute?uid=superhero2';
const ZONE = '/notifications/v1/preferences/timezone?uid=superhero2';
const CONTACT = '/notifications/v1/contact-details';
const TOKENS = '/notifications/push/v1/tokens';
const AUTH_TOKEN = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
const S2 = { as: 'superhero2' };
const GROUP_MUTE = { id: 'cometchat-guid-1', type: 'group', until: 4102444800000 };
const FCM = {
  platform: 'fcm_android',
  fcmToken: 'superhero2_fcm_android',
  authToken: AUTH_TOKEN,
  providerId: 'fcm-provider-2',
  timezone: 'Asia/Kolkata',
};

const SETTING_STEPS: Step[] = [
  ok('getNotificationSettings', 'the defaults', `GET ${SETTINGS}`),
  fail(
    'getNotificationSettings',
    'an unknown query parameter',
    400,
    'ERR_BAD_REQUEST',
    `GET ${SETTINGS}?fly=1`,
  ),
  ...common('getNotificationSettings', `GET ${SETTINGS}`),
  ok('updateNotificationSettings', 'group messages off', `PATCH ${SETTINGS}`, {
    body: { preferences: { group: { messagesSetting: 1 } } },
  }),
  fail('updateNotificationSettings', 'a key the settings lack', 400, 'ERR_BAD_REQUEST', `PATCH ${SETTINGS}`, {
    body: { preferences: { group: { messageSetting: 1 } } },
  }),
  ...bodyLimits('updateNotificationSettings', `PATCH ${SETTINGS}`),
  ...common('updateNotificationSettings', `PATCH ${SETTINGS}`, { body: { sound: { chat: 'ping' } } }),
  ok('resetNotificationSettings', 'back to the defaults', `DELETE ${SETTINGS}`),
  fail(
    'resetNotificationSettings',
    'an unknown query parameter',
    400,
    'ERR_BAD_REQUEST',
    `DELETE ${SETTINGS}?fly=1`,
  ),
  ...common('resetNotificationSettings', `DELETE ${SETTINGS}`),
];

const PREFERENCE_STEPS: Step[] = [
  ok('updateNotificationPreferences', 'every part of the body', `PATCH ${PREFS}`, {
    body: {
      groupPreferences: { groupMessages: 1, groupMemberAdded: 2 },
      oneOnOnePreferences: { oneOnOneReplies: 1 },
      mutePreferences: { dnd: 1, schedule: { monday: { from: 900, to: 1700, dnd: false } } },
      usePrivacyTemplate: true,
    },
  }),
  fail('updateNotificationPreferences', 'a choice out of range', 400, 'ERR_BAD_REQUEST', `PATCH ${PREFS}`, {
    body: { groupPreferences: { groupMessages: 7 } },
  }),
  fail(
    'updateNotificationPreferences',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'PATCH /notifications/v1/preferences?uid=nobody',
    { body: { usePrivacyTemplate: true } },
  ),
  ...bodyLimits('updateNotificationPreferences', `PATCH ${PREFS}`),
  ...common('updateNotificationPreferences', `PATCH ${PREFS}`, { body: { usePrivacyTemplate: false } }),
  ok('getNotificationPreferences', 'the choices made', `GET ${PREFS}`),
  fail('getNotificationPreferences', 'no uid', 400, 'ERR_BAD_REQUEST', 'GET /notifications/v1/preferences'),
  fail(
    'getNotificationPreferences',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'GET /notifications/v1/preferences?uid=nobody',
  ),
  ...common('getNotificationPreferences', `GET ${PREFS}`),
  ok('resetNotificationPreferences', 'back to the app’s', `DELETE ${PREFS}`),
  fail(
    'resetNotificationPreferences',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /notifications/v1/preferences?uid=nobody',
  ),
  fail(
    'resetNotificationPreferences',
    'no uid',
    400,
    'ERR_BAD_REQUEST',
    'DELETE /notifications/v1/preferences',
  ),
  ...common('resetNotificationPreferences', `DELETE ${PREFS}`),
];

const MUTE_STEPS: Step[] = [
  ok('muteConversations', 'a group until 2100', `PUT ${MUTE}`, { body: { conversations: [GROUP_MUTE] } }),
  fail('muteConversations', 'an `until` in the past', 400, 'ERR_BAD_REQUEST', `PUT ${MUTE}`, {
    body: { conversations: [{ ...GROUP_MUTE, until: 1000 }] },
  }),
  fail(
    'muteConversations',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'PUT /notifications/v1/preferences/mute?uid=nobody',
    {
      body: { conversations: [GROUP_MUTE] },
    },
  ),
  ...bodyLimits('muteConversations', `PUT ${MUTE}`),
  ...common('muteConversations', `PUT ${MUTE}`, { body: { conversations: [GROUP_MUTE] } }),
  ok('listMutedConversations', 'the group', `GET ${MUTE}`),
  fail(
    'listMutedConversations',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'GET /notifications/v1/preferences/mute?uid=nobody',
  ),
  fail('listMutedConversations', 'no uid', 400, 'ERR_BAD_REQUEST', 'GET /notifications/v1/preferences/mute'),
  ...common('listMutedConversations', `GET ${MUTE}`),
  ok('unmuteConversations', 'the group', `DELETE ${MUTE}`, {
    body: { conversations: [{ id: GROUP_MUTE.id, type: 'group' }] },
  }),
  fail('unmuteConversations', 'a type unknown', 400, 'ERR_BAD_REQUEST', `DELETE ${MUTE}`, {
    body: { conversations: [{ id: GROUP_MUTE.id, type: 'channel' }] },
  }),
  fail(
    'unmuteConversations',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /notifications/v1/preferences/mute?uid=nobody',
    {
      body: { conversations: [{ id: GROUP_MUTE.id, type: 'group' }] },
    },
  ),
  ...bodyLimits('unmuteConversations', `DELETE ${MUTE}`),
  ...common('unmuteConversations', `DELETE ${MUTE}`, {
    body: { conversations: [{ id: GROUP_MUTE.id, type: 'group' }] },
  }),
];

const ZONE_STEPS: Step[] = [
  ok('getNotificationTimezone', 'UTC until one is set', `GET ${ZONE}`),
  fail(
    'getNotificationTimezone',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'GET /notifications/v1/preferences/timezone?uid=nobody',
  ),
  fail(
    'getNotificationTimezone',
    'a uid over 100 characters',
    400,
    'ERR_BAD_REQUEST',
    `GET /notifications/v1/preferences/timezone?uid=${'u'.repeat(101)}`,
  ),
  ...common('getNotificationTimezone', `GET ${ZONE}`),
  ok('updateNotificationTimezone', 'Tokyo', `PATCH ${ZONE}`, { body: { timezone: 'Asia/Tokyo' } }),
  fail('updateNotificationTimezone', 'a zone unknown', 400, 'ERR_BAD_REQUEST', `PATCH ${ZONE}`, {
    body: { timezone: 'Mars/Olympus_Mons' },
  }),
  fail(
    'updateNotificationTimezone',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'PATCH /notifications/v1/preferences/timezone?uid=nobody',
    {
      body: { timezone: 'Asia/Tokyo' },
    },
  ),
  ...bodyLimits('updateNotificationTimezone', `PATCH ${ZONE}`),
  ...common('updateNotificationTimezone', `PATCH ${ZONE}`, { body: { timezone: 'UTC' } }),
];

const CONTACT_STEPS: Step[] = [
  ok('updateContactDetails', 'both', `PATCH ${CONTACT}`, {
    ...S2,
    body: { email: 'someone@example.com', phno: '+919591128691' },
  }),
  fail('updateContactDetails', 'no country code', 400, 'ERR_BAD_REQUEST', `PATCH ${CONTACT}`, {
    ...S2,
    body: { phno: '9591128691' },
  }),
  fail('updateContactDetails', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', `PATCH ${CONTACT}`, {
    as: 'nobody',
    body: { email: 'someone@example.com' },
  }),
  ...bodyLimits('updateContactDetails', `PATCH ${CONTACT}`, 'superhero2'),
  ...common('updateContactDetails', `PATCH ${CONTACT}`, { ...S2, body: { email: 'a@example.com' } }),
  ok('getContactDetails', 'both', `GET ${CONTACT}`, S2),
  fail('getContactDetails', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `GET ${CONTACT}`),
  fail('getContactDetails', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', `GET ${CONTACT}`, { as: 'nobody' }),
  ...common('getContactDetails', `GET ${CONTACT}`, S2),
  ok('deleteContactDetails', 'both go', `DELETE ${CONTACT}`, S2),
  fail('deleteContactDetails', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', `DELETE ${CONTACT}`, {
    as: 'nobody',
  }),
  fail('deleteContactDetails', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `DELETE ${CONTACT}`),
  ...common('deleteContactDetails', `DELETE ${CONTACT}`, S2),
];

const TOKEN_STEPS: Step[] = [
  ok('registerPushToken', 'an Android device', `POST ${TOKENS}`, { body: FCM }),
  ok('registerPushToken', 'an iPhone', `POST ${TOKENS}`, {
    body: {
      platform: 'apns_ios_device',
      deviceToken: 'superhero2_apns',
      authToken: AUTH_TOKEN,
      providerId: 'apns-provider-2',
    },
  }),
  fail('registerPushToken', 'the platform’s field missing', 400, 'ERR_BAD_REQUEST', `POST ${TOKENS}`, {
    body: { platform: 'apns_ios_voip', fcmToken: 'x', authToken: AUTH_TOKEN },
  }),
  fail('registerPushToken', 'an unknown auth token', 404, 'ERR_AUTH_TOKEN_NOT_FOUND', `POST ${TOKENS}`, {
    body: { ...FCM, authToken: 'nobody_1' },
  }),
  ...bodyLimits('registerPushToken', `POST ${TOKENS}`),
  ...common('registerPushToken', `POST ${TOKENS}`, { body: FCM }),
  ok('listPushTokens', 'both', `GET ${TOKENS}?authToken=${AUTH_TOKEN}&all=true`),
  fail('listPushTokens', 'no auth token', 400, 'ERR_BAD_REQUEST', `GET ${TOKENS}`),
  fail(
    'listPushTokens',
    'an unknown auth token',
    404,
    'ERR_AUTH_TOKEN_NOT_FOUND',
    `GET ${TOKENS}?authToken=nobody_1`,
  ),
  ...common('listPushTokens', `GET ${TOKENS}?authToken=${AUTH_TOKEN}`),
  ok('deletePushToken', 'the iPhone’s', `DELETE ${TOKENS}/superhero2_apns`, {
    body: { authToken: AUTH_TOKEN },
  }),
  fail('deletePushToken', 'the same again', 404, 'ERR_TOKEN_NOT_FOUND', `DELETE ${TOKENS}/superhero2_apns`),
  fail(
    'deletePushToken',
    'an unknown auth token',
    404,
    'ERR_AUTH_TOKEN_NOT_FOUND',
    `DELETE ${TOKENS}/superhero2_apns`,
    {
      body: { authToken: 'nobody_1' },
    },
  ),
  fail(
    'deletePushToken',
    'a body not an object',
    400,
    'ERR_BAD_REQUEST',
    `DELETE ${TOKENS}/superhero2_apns`,
    {
      body: { authToken: 7 },
    },
  ),
  ...bodyLimits('deletePushToken', `DELETE ${TOKENS}/superhero2_apns`),
  ...common('deletePushToken', `DELETE ${TOKENS}/superhero2_apns`),
  ok('unregisterPushTokens', 'the auth token’s', `DELETE ${TOKENS}`, { body: { authToken: AUTH_TOKEN } }),
  fail('unregisterPushTokens', 'no auth token', 400, 'ERR_BAD_REQUEST', `DELETE ${TOKENS}`, { body: {} }),
  fail('unregisterPushTokens', 'an unknown auth token', 404, 'ERR_AUTH_TOKEN_NOT_FOUND', `DELETE ${TOKENS}`, {
    body: { authToken: 'nobody_1' },
  }),
  ...bodyLimits('unregisterPushTokens', `DELETE ${TOKENS}`),
  ...common('unregisterPushTokens', `DELETE ${TOKENS}`, { body: { authToken: AUTH_TOKEN } }),
];

export const NOTIFICATION_PREFERENCE_STEPS: Step[] = [
  ...SETTING_STEPS,
  ...PREFERENCE_STEPS,
  ...MUTE_STEPS,
  ...ZONE_STEPS,
  ...CONTACT_STEPS,
  ...TOKEN_STEPS,
];
