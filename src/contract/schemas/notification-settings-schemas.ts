/**
 * The app's notification settings (SPEC 20): the reference's pnSettingSchema with what its own example
 * holds beyond it (`mute.dndPreferenceSetting`, the call `…Override` flags), closed at every level so
 * that a misspelt key is refused rather than stored and never read
 * (docs/decisions/notification-preferences.md).
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { bool, closed, freeObject, int, ref, str } from '../schema-helpers.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const choice = (values: readonly number[], meaning: string): SchemaObject =>
  int(meaning, { enum: [...values] });
export const ONE_TWO_THREE = '1: don’t notify, 2: notify for all, 3: notify for mentions only.';
export const REACTIONS = '1: don’t notify, 2: reactions to own messages, 3: reactions to all messages.';
export const ONE_TWO = '1: don’t notify, 2: notify.';

const flags = (names: readonly string[], description: string) =>
  Object.fromEntries(names.map((name) => [name, bool(description)]));

export const MEMBER_EVENTS = ['Left', 'Added', 'Joined', 'Kicked', 'Banned', 'Unbanned', 'ScopeChanged'];
const CALL_EVENTS = ['initiated', 'ongoing', 'cancelled', 'busy', 'rejected', 'unanswered', 'ended'];

function groupSettings(): SchemaObject {
  return closed('The app’s settings of group conversations; `…Override`: whether users may choose.', {
    messagesSetting: choice([1, 2, 3], ONE_TWO_THREE),
    messagesOverride: bool('Whether users may choose.'),
    repliesSetting: choice([1, 2, 3], ONE_TWO_THREE),
    repliesOverride: bool('Whether users may choose.'),
    reactionsSetting: choice([1, 2, 3], REACTIONS),
    reactionsOverride: bool('Whether users may choose.'),
    ...Object.fromEntries(
      MEMBER_EVENTS.flatMap((e) => [
        [`member${e}Setting`, choice([1, 2], ONE_TWO)],
        [`member${e}Override`, bool('Whether users may choose.')],
      ]),
    ),
    messageEditedSetting: choice([1, 2], ONE_TWO),
    messageDeletedSetting: choice([1, 2], ONE_TWO),
  });
}

function oneOnOneSettings(): SchemaObject {
  return closed('The app’s settings of one-to-one conversations.', {
    messagesSetting: choice([1, 2, 3], ONE_TWO_THREE),
    messagesOverride: bool('Whether users may choose.'),
    repliesSetting: choice([1, 2, 3], ONE_TWO_THREE),
    repliesOverride: bool('Whether users may choose.'),
    reactionsSetting: choice([1, 2, 3], REACTIONS),
    reactionsOverride: bool('Whether users may choose.'),
    messageEditedSetting: choice([1, 2], ONE_TWO),
    messageDeletedSetting: choice([1, 2], ONE_TWO),
  });
}

function muteSettings(): SchemaObject {
  return closed('Do-not-disturb, the weekly schedule and mutes.', {
    dndPreferenceSetting: choice([1, 2], '1: do-not-disturb off, 2: on.'),
    dndPreferenceOverride: bool('Whether users may choose.'),
    schedulePreferenceSetting: ref('NotificationSchedule'),
    schedulePreferenceOverride: bool('Whether users may set their own schedule.'),
    mutedGroupsOverride: bool('Whether users may mute groups.'),
    mutedOneOnOnesOverride: bool('Whether users may mute one-to-one conversations.'),
  });
}

const digestSettings = (channel: string): SchemaObject =>
  closed(`The unread ${channel} fallback.`, {
    notifyForUnreadOnly: bool('Whether only messages still unread are sent.'),
    intervalInSeconds: int('Seconds after the first unread message.', { minimum: 0 }),
    maxPerDay: int('At most this many a day per user.', { minimum: 0 }),
    maxPerDayPerConversation: int('At most this many a day per conversation.', { minimum: 0 }),
    includeMessageObjectSetting: bool('Include the message object.'),
    includeSenderMetadataSetting: bool('Include the sender’s metadata.'),
    includeReceiverMetadataSetting: bool('Include the receiver’s metadata.'),
    includeMessageMetadataSetting: bool('Include the message’s metadata.'),
  });

function preferenceSettings(): SchemaObject {
  return closed('What the app notifies, and what its users may choose.', {
    group: ref('NotificationGroupSettings'),
    oneOnOne: ref('NotificationOneOnOneSettings'),
    mute: ref('NotificationMuteSettings'),
    call: closed('Call notifications (the sandbox places no calls).', {
      ...Object.fromEntries(CALL_EVENTS.map((e) => [`${e}Setting`, choice([1, 2], ONE_TWO)])),
      ...flags(
        CALL_EVENTS.map((e) => `${e}Override`),
        'Whether users may choose.',
      ),
    }),
    bypassPreferencesForMentions: bool('Notify mentions whatever the preferences.'),
    bypassPreferencesForGroupMentions: bool('Notify group mentions whatever the preferences.'),
    email: digestSettings('email'),
    sms: digestSettings('SMS'),
    push: closed('What push payloads hold.', {
      includeMessageObjectSetting: bool('Include the message object.'),
      includeSenderMetadataSetting: bool('Include the sender’s metadata.'),
      includeReceiverMetadataSetting: bool('Include the receiver’s metadata.'),
      trimTextFieldSetting: bool('Trim the text field.'),
      includeMessageMetadataSetting: bool('Include the message’s metadata.'),
      customJson: freeObject('Sent as `custom` with every push; a PATCH replaces it whole.'),
    }),
  });
}

const template = (description: string, bodies: readonly string[]): SchemaObject =>
  closed(description, {
    titleOneOnOne: str('Title in a one-to-one conversation.'),
    titleGroup: str('Title in a group.'),
    ...Object.fromEntries(bodies.map((b) => [b, str('Body.')])),
  });

function templates(): SchemaObject {
  const kinds: [string, readonly string[]][] = [
    ['textMessage', ['body']],
    ['mediaMessage', ['body_audio', 'body_file', 'body_image', 'body_video']],
    ['customMessage', ['body', 'body_fallback']],
    ['interactiveForm', ['body']],
    ['interactiveCard', ['body']],
    ['interactiveScheduler', ['body']],
    ['interactiveCustom', ['body']],
  ];
  const pairs = (name: string, schema: () => SchemaObject) =>
    ['Default', 'Privacy'].map((mode) => [`${name}Template${mode}`, schema()]);
  return closed('Titles and bodies of notifications, default and privacy.', {
    usePrivacyTemplate: choice([1, 2, 3], '1: default templates, 2: privacy, 3: default with user override.'),
    ...Object.fromEntries(
      kinds.flatMap(([name, bodies]) => pairs(name, () => template(`The ${name} template.`, bodies))),
    ),
    ...Object.fromEntries(
      pairs('emailSubject', () =>
        closed('Email subjects.', { subjectGroup: str('In a group.'), subjectOneOnOne: str('One-to-one.') }),
      ),
    ),
    ...Object.fromEntries(
      pairs('smsContent', () =>
        closed('SMS bodies.', { bodyGroup: str('In a group.'), bodyOneOnOne: str('One-to-one.') }),
      ),
    ),
  });
}

export function notificationSettingsSchemas(): Record<string, SchemaObject> {
  const day = closed(
    'One day: notify between `from` and `to` (HHMM in the user’s zone); `dnd` takes the day off.',
    {
      from: int('From (HHMM).', { minimum: 0, maximum: 2359 }),
      to: int('To (HHMM).', { minimum: 0, maximum: 2359 }),
      dnd: bool('No notifications that day.'),
    },
  );
  return {
    NotificationSettings: closed('The app’s notification settings.', {
      preferences: ref('NotificationPreferenceSettings'),
      sound: ref('NotificationSound'),
      templates: ref('NotificationTemplates'),
    }),
    NotificationPreferenceSettings: preferenceSettings(),
    NotificationGroupSettings: groupSettings(),
    NotificationOneOnOneSettings: oneOnOneSettings(),
    NotificationMuteSettings: muteSettings(),
    NotificationSchedule: closed('The week.', Object.fromEntries(DAYS.map((d) => [d, day]))),
    NotificationSound: closed('Sounds.', { chat: str('Chat sound.'), call: str('Call sound.') }),
    NotificationTemplates: templates(),
  };
}
