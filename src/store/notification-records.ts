/**
 * The records of notifications (SPEC 20): the app's settings and providers, each user's preferences,
 * mutes, timezone and contact details, push tokens, and the outbox — what the real service would have
 * sent, or why not — with the email and SMS digests waiting on the app clock. Kept apart from
 * records.ts, which holds the rest of the state's records.
 */
import type { JsonObject } from '../contract/json.ts';

/** The app's notification settings as PATCH left them (deep-merged over the defaults); one record, id `app`. */
export interface NotificationSettingsRecord {
  id: 'app';
  settings: JsonObject;
  updatedAt: number;
}

/** A conversation a user muted until `until` (ms on the app clock). */
export interface MutedConversation {
  id: string;
  type: 'oneOnOne' | 'group';
  until: number;
}

/** One user's own notification state; absent fields follow the app's settings. */
export interface NotificationUserRecord {
  uid: string;
  /** What PATCH /notifications/v1/preferences stored (`groupPreferences`, `oneOnOnePreferences`, …). */
  preferences?: JsonObject;
  mutedConversations?: MutedConversation[];
  /** An IANA zone; UTC when absent. */
  timezone?: string;
  contactDetails?: { email?: string; phno?: string };
  updatedAt: number;
}

/** An FCM or APNs provider; several per app, one the default. `details` holds its credentials. */
export interface PushProviderRecord {
  kind: 'fcm' | 'apns';
  providerId: string;
  isDefault: boolean;
  details: JsonObject;
  createdAt: number;
  updatedAt: number;
}

export type NotificationProviderKind = 'twilio' | 'sendgrid' | 'customPush' | 'customSms' | 'customEmail';

/** Twilio, SendGrid or a custom push, SMS or email provider: one of each per app. */
export interface NotificationProviderRecord {
  kind: NotificationProviderKind;
  details: JsonObject;
  createdAt: number;
  updatedAt: number;
}

/** A device's push token, registered against one of the app's auth tokens (whose user owns it). */
export interface PushTokenRecord {
  pushToken: string;
  uid: string;
  authToken: string;
  /** `fcm_android`, `fcm_ios`, `fcm_web`, `apns_ios_device`, `apns_ios_voip`, … */
  platform: string;
  /** `chat`, or `voip` for VoIP tokens (for calls, never notified of messages). */
  pushTokenType: string;
  providerId?: string;
  timezone?: string;
  createdAt: number;
  updatedAt: number;
}

/**
 * One entry of the outbox (GET /notifications/v1/logs): a notification the real service would have
 * sent to one recipient on one channel, or the reason it would not. The reference example's fields;
 * `messageCategory` and `messageType` are kept for the logs' filters.
 */
export interface NotificationLogRecord {
  _id: string;
  processingStartedAtMS: number;
  processingEndedAtMS: number;
  totalProcessingTimeInMS: number;
  component: string;
  channel: 'push' | 'email' | 'sms';
  provider: 'fcm' | 'apns' | 'custom' | 'sendgrid' | 'twilio';
  trigger: string;
  messageId?: number;
  reactionId?: number;
  messageCategory?: string;
  messageType?: string;
  messageSentAtMS?: number;
  sender?: string;
  reactionSender?: string;
  receiver?: string;
  reactionReceiver?: string;
  receiverType?: 'user' | 'group';
  member?: string;
  tokenType?: string;
  pushToken?: string;
  providerId?: string;
  payload?: JsonObject;
  notificationTriggered: boolean;
  reason?: string;
  success?: boolean;
}

/**
 * The unread email or SMS fallback waiting for one recipient in one conversation: due
 * `intervalInSeconds` after the first unread message, then sent as one batch of what is still unread.
 */
export interface NotificationDigestRecord {
  channel: 'email' | 'sms';
  uid: string;
  conversationId: string;
  receiverType: 'user' | 'group';
  /** The group, or the other user of a one-to-one conversation. */
  receiver: string;
  messageIds: string[];
  firstUnreadAt: number;
  dueAt: number;
}

/** How many emails or SMS a recipient was sent on one day, in all and per conversation (`maxPerDay…`). */
export interface NotificationQuotaRecord {
  channel: 'email' | 'sms';
  uid: string;
  /** `YYYY-MM-DD`, the day on the app clock. */
  day: string;
  sent: number;
  perConversation: Record<string, number>;
}

/**
 * The collections of notifications. A collection added here is loaded, written, exported, imported
 * and upgraded (an older data file or fixture directory without it holds none) with no other list to
 * edit but the snapshot schema and the fixture files.
 */
export interface NotificationCollections {
  notificationSettings: NotificationSettingsRecord[];
  notificationUsers: NotificationUserRecord[];
  pushProviders: PushProviderRecord[];
  notificationProviders: NotificationProviderRecord[];
  pushTokens: PushTokenRecord[];
  notificationLogs: NotificationLogRecord[];
  notificationDigests: NotificationDigestRecord[];
  notificationQuotas: NotificationQuotaRecord[];
}

export const NOTIFICATION_COLLECTIONS = [
  'notificationSettings',
  'notificationUsers',
  'pushProviders',
  'notificationProviders',
  'pushTokens',
  'notificationLogs',
  'notificationDigests',
  'notificationQuotas',
] as const;
