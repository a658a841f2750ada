/**
 * Notification settings and a user's preferences, mutes, timezone and contact details (SPEC 20), with
 * the reference's examples.
 */
import { DEFAULT_NOTIFICATION_SETTINGS } from '../notification-defaults.ts';
import { family } from '../operation-record.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import {
  PREFERENCES_VIEW,
  RESET_PREFERENCES,
  SETTINGS_PATCH,
  success,
  uidQuery,
  UNKNOWN_UID_DETAILS,
} from './notification-examples.ts';

export const notificationPreferenceOperations = family('notification-preferences', {
  getNotificationSettings: {
    method: 'get',
    path: '/notifications/v1/settings',
    errors: [],
    document: () => ({
      summary: 'Get the notification settings',
      description:
        'The app’s preference defaults with their `…Override` flags, templates and sounds: the defaults (the reference’s values) with every PATCH merged over them.',
      parameters: [],
      success: {
        description: 'The settings.',
        schema: dataOf(ref('NotificationSettings'), 'The settings.'),
        examples: { settings: { summary: 'The defaults', value: { data: DEFAULT_NOTIFICATION_SETTINGS } } },
      },
      badRequestDetails: { prefer: ['must match pattern'] },
    }),
  },
  updateNotificationSettings: {
    method: 'patch',
    path: '/notifications/v1/settings',
    body: 'required',
    errors: [],
    document: () => ({
      summary: 'Update the notification settings',
      description:
        'Merged into the settings key by key (`preferences.push.customJson` is replaced whole). Every level is closed: an unknown key is refused (400), not stored.',
      parameters: [],
      body: {
        schema: 'NotificationSettings',
        description: 'The settings to change.',
        examples: {
          groupMessagesOff: { summary: 'Group messages off, users may not choose', value: SETTINGS_PATCH },
        },
      },
      success: success('groupMessagesOff', 'Stored'),
      badRequestDetails: {
        'preferences.group.messagesSetting': ['must be equal to one of the allowed values'],
      },
    }),
  },
  resetNotificationSettings: {
    method: 'delete',
    path: '/notifications/v1/settings',
    errors: [],
    document: () => ({
      summary: 'Reset the notification settings',
      description: 'Back to the defaults, the reference’s values.',
      parameters: [],
      success: success('reset', 'Back to the defaults'),
      badRequestDetails: { prefer: ['must match pattern'] },
    }),
  },
  getNotificationPreferences: {
    method: 'get',
    path: '/notifications/v1/preferences',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Get a user’s notification preferences',
      description:
        'What the user gets now, in the settings’ names: each `…Setting` is the user’s choice where the app’s `…Override` lets them choose, else the app’s; the app’s flags, sound and push templates.',
      parameters: [uidQuery],
      success: {
        description: 'The preferences.',
        schema: dataOf(ref('NotificationPreferencesView'), 'The preferences.'),
        examples: { preferences: { summary: 'A user who chose nothing', value: { data: PREFERENCES_VIEW } } },
      },
      badRequestDetails: UNKNOWN_UID_DETAILS,
    }),
  },
  updateNotificationPreferences: {
    method: 'patch',
    path: '/notifications/v1/preferences',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Update a user’s notification preferences',
      description:
        'Merged into the user’s choices. A choice the app does not let users make (its `…Override` off; `usePrivacyTemplate` unless the app’s mode is 3) is passed over silently, as the real service does. Answers the preferences as GET does.',
      parameters: [uidQuery],
      body: {
        schema: 'NotificationPreferencesUpdate',
        description: 'The choices.',
        examples: {
          choices: { summary: 'The reference’s example: every choice', value: RESET_PREFERENCES },
          quietGroups: {
            summary: 'Group messages off',
            value: { groupPreferences: { groupMessages: 1 } },
          },
        },
      },
      success: {
        description: 'The preferences now.',
        schema: dataOf(ref('NotificationPreferencesView'), 'The preferences.'),
        examples: { choices: { summary: 'The preferences now', value: { data: PREFERENCES_VIEW } } },
      },
      badRequestDetails: { 'groupPreferences.groupMessages': ['must be equal to one of the allowed values'] },
    }),
  },
  resetNotificationPreferences: {
    method: 'delete',
    path: '/notifications/v1/preferences',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Reset a user’s notification preferences',
      description:
        'The user’s choices go; the answer is what they get now, the app’s settings, in the PATCH body’s names.',
      parameters: [uidQuery],
      success: {
        description: 'The preferences now.',
        schema: dataOf(ref('NotificationPreferencesUpdate'), 'The preferences.'),
        examples: { reset: { summary: 'The app’s settings', value: { data: RESET_PREFERENCES } } },
      },
      badRequestDetails: UNKNOWN_UID_DETAILS,
    }),
  },
});
