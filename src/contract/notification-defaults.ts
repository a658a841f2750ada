/**
 * The app's notification settings before any PATCH (SPEC 20: DELETE /notifications/v1/settings restores
 * these): the real reference's example of GET /notifications/v1/settings, value for value.
 */
import type { JsonObject } from './json.ts';

/** Notify all day long (`from` and `to` are HHMM in the user's timezone; `dnd` takes the day off). */
const ALL_DAY = { from: 0, to: 2359, dnd: false } as const;
const SENDER = '{{message.data.entities.sender.entity.name}}';
const SENDER_AT_GROUP = `${SENDER} @ {{message.data.entities.receiver.entity.name}}`;

export const DEFAULT_NOTIFICATION_SETTINGS = {
  preferences: {
    group: {
      messagesSetting: 2,
      messageEditedSetting: 2,
      messagesOverride: true,
      repliesSetting: 2,
      repliesOverride: true,
      messageDeletedSetting: 2,
      reactionsSetting: 2,
      reactionsOverride: true,
      memberLeftSetting: 1,
      memberLeftOverride: true,
      memberAddedSetting: 1,
      memberAddedOverride: true,
      memberJoinedSetting: 1,
      memberJoinedOverride: true,
      memberKickedSetting: 1,
      memberKickedOverride: true,
      memberBannedSetting: 1,
      memberBannedOverride: true,
      memberUnbannedSetting: 1,
      memberUnbannedOverride: true,
      memberScopeChangedSetting: 1,
      memberScopeChangedOverride: true,
    },
    bypassPreferencesForMentions: false,
    bypassPreferencesForGroupMentions: false,
    call: {
      busySetting: 1,
      cancelledSetting: 1,
      endedSetting: 1,
      initiatedSetting: 1,
      ongoingSetting: 1,
      rejectedSetting: 1,
      unansweredSetting: 1,
      initiatedOverride: false,
      ongoingOverride: false,
      cancelledOverride: false,
      rejectedOverride: false,
      unansweredOverride: false,
      busyOverride: false,
      endedOverride: false,
    },
    oneOnOne: {
      messagesSetting: 2,
      messagesOverride: true,
      repliesSetting: 2,
      repliesOverride: true,
      messageEditedSetting: 2,
      messageDeletedSetting: 2,
      reactionsSetting: 2,
      reactionsOverride: true,
    },
    mute: {
      dndPreferenceSetting: 1,
      dndPreferenceOverride: true,
      schedulePreferenceSetting: {
        monday: ALL_DAY,
        tuesday: ALL_DAY,
        wednesday: ALL_DAY,
        thursday: ALL_DAY,
        friday: ALL_DAY,
        saturday: ALL_DAY,
        sunday: ALL_DAY,
      },
      schedulePreferenceOverride: true,
      mutedGroupsOverride: true,
      mutedOneOnOnesOverride: true,
    },
    email: {
      notifyForUnreadOnly: true,
      intervalInSeconds: 7200,
      maxPerDay: 20,
      maxPerDayPerConversation: 2,
      includeMessageObjectSetting: false,
      includeSenderMetadataSetting: true,
      includeReceiverMetadataSetting: true,
      includeMessageMetadataSetting: true,
    },
    sms: {
      notifyForUnreadOnly: true,
      intervalInSeconds: 7200,
      maxPerDay: 20,
      maxPerDayPerConversation: 2,
      includeMessageObjectSetting: false,
      includeSenderMetadataSetting: true,
      includeReceiverMetadataSetting: true,
      includeMessageMetadataSetting: true,
    },
    push: {
      includeMessageObjectSetting: false,
      includeSenderMetadataSetting: true,
      includeReceiverMetadataSetting: true,
      trimTextFieldSetting: false,
      includeMessageMetadataSetting: true,
      customJson: {
        hello: 'world',
      },
    },
  },
  sound: {
    chat: 'default',
    call: 'default',
  },
  templates: {
    usePrivacyTemplate: 3,
    textMessageTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: '{{message.data.text}}',
    },
    textMessageTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New message',
    },
    mediaMessageTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body_audio: '🔈 Has sent an audio',
      body_file: '📄 Has sent a file',
      body_image: '📷 Has sent an image',
      body_video: '🎥 Has sent a video',
    },
    mediaMessageTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body_audio: 'New audio message',
      body_file: 'New file message',
      body_image: 'New image message',
      body_video: 'New video message',
    },
    customMessageTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: '{{message.data.text}}',
      body_fallback: 'New message',
    },
    customMessageTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New message',
      body_fallback: 'New message',
    },
    interactiveFormTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: '{{message.data.interactiveData.title}}',
    },
    interactiveFormTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New message',
    },
    interactiveCardTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: '{{message.data.interactiveData.text}}',
    },
    interactiveCardTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER,
      body: 'New message',
    },
    interactiveSchedulerTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New invite',
    },
    interactiveSchedulerTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New invite',
    },
    interactiveCustomTemplateDefault: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New message',
    },
    interactiveCustomTemplatePrivacy: {
      titleOneOnOne: SENDER,
      titleGroup: SENDER_AT_GROUP,
      body: 'New message',
    },
    emailSubjectTemplateDefault: {
      subjectGroup: 'New messages in {{groupDetails.name}}',
      subjectOneOnOne: 'New messages from {{senderDetails.name}}',
    },
    emailSubjectTemplatePrivacy: {
      subjectGroup: 'New messages in {{groupDetails.name}}',
      subjectOneOnOne: 'New messages from {{senderDetails.name}}',
    },
    smsContentTemplateDefault: {
      bodyGroup:
        "You've received {{messages.length}} message(s) in {{groupDetails.name}}! Read them at https://your-website.com.",
      bodyOneOnOne:
        "You've received {{messages.length}} message(s) from {{senderDetails.name}}! Read them at https://your-website.com.",
    },
    smsContentTemplatePrivacy: {
      bodyGroup:
        "You've received {{messages.length}} message(s) in {{groupDetails.name}}! Read them at https://your-website.com.",
      bodyOneOnOne:
        "You've received {{messages.length}} message(s) from {{senderDetails.name}}! Read them at https://your-website.com.",
    },
  },
} as const satisfies JsonObject;

export type NotificationSettings = typeof DEFAULT_NOTIFICATION_SETTINGS;
