/**
 * A user's notification preferences, mutes, timezone, contact details and push tokens (SPEC 20):
 * bodies and answers; the app's settings are in notification-settings-schemas.ts.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { UID_MAX } from '../limits.ts';
import { arrayOf, bool, closed, int, oneOfStrings, ref, str } from '../schema-helpers.ts';
import {
  choice,
  MEMBER_EVENTS,
  notificationSettingsSchemas,
  ONE_TWO,
  ONE_TWO_THREE,
  REACTIONS,
} from './notification-settings-schemas.ts';

/** A push token's characters at most (SPEC 20). */
export const PUSH_TOKEN_MAX = 4096;
/** Push tokens one user holds at most; registering one more drops the oldest (SPEC 20, decided). */
export const PUSH_TOKENS_PER_USER = 100;
/** Conversations one user keeps muted at most: each PUT adds to them. */
export const MUTED_CONVERSATIONS_MAX = 1000;
/** A phone number with its country code: E.164, `+` and 7 to 15 digits. */
export const PHONE_PATTERN = '^\\+[1-9][0-9]{6,14}$';
/** An email address as the contact details take it: one `@`, a dot after it, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** An IANA zone name's characters; the zone itself is checked by the runtime's Intl. */
export const TIMEZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,3}$';

export const FCM_PLATFORMS = [
  'fcm_android',
  'fcm_ios',
  'fcm_web',
  'fcm_flutter_android',
  'fcm_flutter_ios',
  'fcm_react_native_android',
  'fcm_react_native_ios',
  'fcm_ionic_cordova_android',
  'fcm_ionic_cordova_ios',
] as const;
export const APNS_PLATFORMS = [
  'apns_ios_device',
  'apns_flutter_device',
  'apns_react_native_device',
  'apns_ionic_cordova_device',
] as const;
export const VOIP_PLATFORMS = [
  'apns_ios_voip',
  'apns_flutter_voip',
  'apns_ionic_cordova_voip',
  'apns_react_native_voip',
] as const;

const success = (): SchemaObject =>
  closed('Confirmation.', { success: bool('Always true on a 200 answer.') }, ['success']);

function tokenSchemas(): Record<string, SchemaObject> {
  const token = (description: string) => str(description, { minLength: 1, maxLength: PUSH_TOKEN_MAX });
  return {
    PushTokenRegisterRequest: closed(
      'A device’s push token: `platform` says which token field it is sent in.',
      {
        platform: oneOfStrings([...FCM_PLATFORMS, ...APNS_PLATFORMS, ...VOIP_PLATFORMS], 'The platform.'),
        fcmToken: token('The FCM token, for an `fcm_…` platform.'),
        deviceToken: token('The APNs device token, for an `apns_…_device` platform.'),
        voipToken: token('The APNs VoIP token, for an `apns_…_voip` platform.'),
        authToken: str('An auth token of the app; its user owns the push token.', {
          minLength: 1,
          maxLength: 255,
        }),
        providerId: str('The FCM or APNs provider to send through; the default one when absent.', {
          minLength: 1,
          maxLength: 100,
        }),
        timezone: str('The device’s IANA zone; it becomes the user’s timezone.', {
          maxLength: 64,
          pattern: TIMEZONE_PATTERN,
        }),
      },
      ['platform', 'authToken'],
    ),
    PushTokenUnregisterRequest: closed(
      'The auth token whose push tokens go.',
      { authToken: str('An auth token of the app.', { minLength: 1, maxLength: 255 }) },
      ['authToken'],
    ),
    PushToken: closed(
      'A registered push token.',
      {
        authToken: str('The auth token it was registered with.'),
        pushTokenType: oneOfStrings(['chat', 'voip'], '`voip` for VoIP platforms, `chat` otherwise.'),
        createdAt: str('When it was first registered (ISO 8601).', { format: 'date-time' }),
        platform: str('The platform.'),
        providerId: str('The provider it was registered for.'),
        pushToken: str('The token.'),
        uid: str('The user who owns it.'),
        updatedAt: str('When it was last registered (ISO 8601).', { format: 'date-time' }),
      },
      ['authToken', 'pushTokenType', 'createdAt', 'platform', 'pushToken', 'uid', 'updatedAt'],
    ),
    PushTokenList: closed(
      'Push tokens.',
      { pushTokens: arrayOf(ref('PushToken'), 'The tokens, oldest registration first.') },
      ['pushTokens'],
    ),
  };
}

function conversationSchemas(): Record<string, SchemaObject> {
  const id = str('The other user’s uid, or the group’s guid.', { minLength: 1, maxLength: UID_MAX });
  const type = oneOfStrings(['oneOnOne', 'group'], 'The conversation’s type.');
  const until = int('Muted until then (epoch milliseconds, after the app clock’s now).', {
    format: 'int64',
    minimum: 0,
  });
  return {
    MutedConversation: closed('A muted conversation.', { id, type, until }, ['id', 'type', 'until']),
    MuteRequest: closed(
      'Conversations to mute.',
      {
        conversations: arrayOf(ref('MutedConversation'), 'Each replaces an earlier mute of it.', {
          minItems: 1,
          maxItems: MUTED_CONVERSATIONS_MAX,
        }),
      },
      ['conversations'],
    ),
    UnmuteRequest: closed(
      'Conversations to unmute.',
      {
        conversations: arrayOf(
          closed('A conversation.', { id, type }, ['id', 'type']),
          'Those not muted are passed over.',
          { minItems: 1, maxItems: MUTED_CONVERSATIONS_MAX },
        ),
      },
      ['conversations'],
    ),
    MutedConversations: closed(
      'The conversations muted now.',
      { mutedConversations: arrayOf(ref('MutedConversation'), 'Expired mutes are left out.') },
      ['mutedConversations'],
    ),
  };
}

function userSchemas(): Record<string, SchemaObject> {
  const group = Object.fromEntries([
    ['groupMessages', choice([1, 2, 3], ONE_TWO_THREE)],
    ['groupReplies', choice([1, 2, 3], ONE_TWO_THREE)],
    ['groupReactions', choice([1, 2, 3], REACTIONS)],
    ...MEMBER_EVENTS.map((e) => [`groupMember${e}`, choice([1, 2], ONE_TWO)]),
  ]) as Record<string, SchemaObject>;
  return {
    NotificationPreferencesUpdate: closed(
      'A user’s choices in the PATCH body’s names; on PATCH, one the app does not let users make (its `…Override` off) is passed over.',
      {
        groupPreferences: closed('Group conversations.', group),
        oneOnOnePreferences: closed('One-to-one conversations.', {
          oneOnOneMessages: choice([1, 2, 3], ONE_TWO_THREE),
          oneOnOneReplies: choice([1, 2, 3], ONE_TWO_THREE),
          oneOnOneReactions: choice([1, 2, 3], REACTIONS),
        }),
        mutePreferences: closed('Do-not-disturb and the weekly schedule.', {
          dnd: choice([1, 2], '1: do-not-disturb off, 2: on.'),
          schedule: ref('NotificationSchedule'),
        }),
        usePrivacyTemplate: bool('Privacy templates for this user, where the app’s mode is 3.'),
      },
    ),
    NotificationPreferencesView: closed('What the user gets now, in the app settings’ names.', {
      preferences: closed('The preferences.', {
        group: ref('NotificationGroupSettings'),
        oneOnOne: ref('NotificationOneOnOneSettings'),
        mute: ref('NotificationMuteSettings'),
      }),
      sound: ref('NotificationSound'),
      templates: ref('NotificationTemplates'),
    }),
    Timezone: closed(
      'A user’s timezone.',
      { timezone: str('An IANA zone, e.g. Asia/Tokyo.', { maxLength: 64, pattern: TIMEZONE_PATTERN }) },
      ['timezone'],
    ),
    ContactDetails: closed(
      'A user’s email address and phone number.',
      {
        email: str('Email address.', { maxLength: 254, pattern: EMAIL_PATTERN }),
        phno: str('Phone number with its country code (E.164, e.g. +919591128691).', {
          pattern: PHONE_PATTERN,
        }),
      },
      [],
    ),
  };
}

export function notificationSchemas(): Record<string, SchemaObject> {
  return {
    ...notificationSettingsSchemas(),
    NotificationSuccess: success(),
    ...userSchemas(),
    ...conversationSchemas(),
    ...tokenSchemas(),
  };
}
