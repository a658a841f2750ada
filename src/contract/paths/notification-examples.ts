/**
 * The examples of the notification preference operations, built from the defaults (the reference's
 * values) as the sandbox answers them for a user who chose nothing.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { UID_MAX } from '../limits.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../notification-defaults.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

/** The user an operation reads or changes, by the `uid` query parameter. */
export const uidQuery: ParameterObject = {
  name: 'uid',
  in: 'query',
  description: 'UID of the user.',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: UID_MAX },
  example: 'superhero1',
};

/** The `{success: true}` answer, its example under the set's name. */
export const success = (name: string, summary: string) => ({
  description: 'Confirmation.',
  schema: dataOf(ref('NotificationSuccess'), 'Confirmation.'),
  examples: { [name]: { summary, value: { data: { success: true } } } },
});

export const UNKNOWN_UID_DETAILS = { uid: ['must NOT have fewer than 1 characters'] };

const { group, oneOnOne, mute } = DEFAULT_NOTIFICATION_SETTINGS.preferences;
const {
  emailSubjectTemplateDefault: _ed,
  emailSubjectTemplatePrivacy: _ep,
  smsContentTemplateDefault: _sd,
  smsContentTemplatePrivacy: _sp,
  ...pushTemplates
} = DEFAULT_NOTIFICATION_SETTINGS.templates;
const { messageEditedSetting: _ge, messageDeletedSetting: _gd, ...groupView } = group;
const { messageEditedSetting: _oe, messageDeletedSetting: _od, ...oneOnOneView } = oneOnOne;

/** GET /notifications/v1/preferences of a user who chose nothing, in the sandbox's key order. */
export const PREFERENCES_VIEW = {
  preferences: {
    group: groupView,
    oneOnOne: oneOnOneView,
    mute,
  },
  sound: DEFAULT_NOTIFICATION_SETTINGS.sound,
  templates: pushTemplates,
};

/** The reference's DELETE /notifications/v1/preferences example: the defaults in the PATCH body's names. */
export const RESET_PREFERENCES = {
  groupPreferences: {
    groupMessages: group.messagesSetting,
    groupReplies: group.repliesSetting,
    groupReactions: group.reactionsSetting,
    groupMemberLeft: group.memberLeftSetting,
    groupMemberAdded: group.memberAddedSetting,
    groupMemberJoined: group.memberJoinedSetting,
    groupMemberKicked: group.memberKickedSetting,
    groupMemberBanned: group.memberBannedSetting,
    groupMemberUnbanned: group.memberUnbannedSetting,
    groupMemberScopeChanged: group.memberScopeChangedSetting,
  },
  oneOnOnePreferences: {
    oneOnOneMessages: oneOnOne.messagesSetting,
    oneOnOneReplies: oneOnOne.repliesSetting,
    oneOnOneReactions: oneOnOne.reactionsSetting,
  },
  mutePreferences: { dnd: mute.dndPreferenceSetting, schedule: mute.schedulePreferenceSetting },
  usePrivacyTemplate: false,
};

/** A settings PATCH: group messages off, and users may no longer choose otherwise. */
export const SETTINGS_PATCH = {
  preferences: { group: { messagesSetting: 1, messagesOverride: false } },
};
