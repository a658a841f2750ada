/**
 * The JSON Schemas of the notification collections of a snapshot (notification-records.ts), closed to
 * unknown properties like every record's. Settings, preferences, provider details and payloads are
 * JSON objects the contract checked when they were written.
 */
import {
  bool,
  collection,
  int,
  nonEmpty,
  object,
  record,
  str,
  strings,
  uid,
} from './snapshot-schema-parts.ts';

const channel = { enum: ['email', 'sms'] };
const receiverType = { enum: ['user', 'group'] };
const counts = { type: 'object', additionalProperties: int };

export const notificationSchemas = {
  notificationSettings: collection(record({ id: { enum: ['app'] }, settings: object, updatedAt: int })),
  notificationUsers: collection(
    record(
      {
        uid,
        preferences: object,
        mutedConversations: collection(
          record({ id: nonEmpty, type: { enum: ['oneOnOne', 'group'] }, until: int }),
        ),
        timezone: nonEmpty,
        contactDetails: record({ email: str, phno: str }, ['email', 'phno']),
        updatedAt: int,
      },
      ['preferences', 'mutedConversations', 'timezone', 'contactDetails'],
    ),
  ),
  pushProviders: collection(
    record({
      kind: { enum: ['fcm', 'apns'] },
      providerId: nonEmpty,
      isDefault: bool,
      details: object,
      createdAt: int,
      updatedAt: int,
    }),
  ),
  notificationProviders: collection(
    record({
      kind: { enum: ['twilio', 'sendgrid', 'customPush', 'customSms', 'customEmail'] },
      details: object,
      createdAt: int,
      updatedAt: int,
    }),
  ),
  pushTokens: collection(
    record(
      {
        pushToken: nonEmpty,
        uid,
        authToken: nonEmpty,
        platform: nonEmpty,
        pushTokenType: nonEmpty,
        providerId: str,
        timezone: str,
        createdAt: int,
        updatedAt: int,
      },
      ['providerId', 'timezone'],
    ),
  ),
  notificationLogs: collection(
    record(
      {
        _id: nonEmpty,
        processingStartedAtMS: int,
        processingEndedAtMS: int,
        totalProcessingTimeInMS: int,
        component: str,
        channel: { enum: ['push', 'email', 'sms'] },
        provider: { enum: ['fcm', 'apns', 'custom', 'sendgrid', 'twilio'] },
        trigger: nonEmpty,
        messageId: int,
        reactionId: int,
        messageCategory: str,
        messageType: str,
        messageSentAtMS: int,
        sender: str,
        reactionSender: str,
        receiver: str,
        reactionReceiver: str,
        receiverType,
        member: str,
        tokenType: str,
        pushToken: str,
        providerId: str,
        payload: object,
        notificationTriggered: bool,
        reason: str,
        success: bool,
      },
      [
        'messageId',
        'reactionId',
        'messageCategory',
        'messageType',
        'messageSentAtMS',
        'sender',
        'reactionSender',
        'receiver',
        'reactionReceiver',
        'receiverType',
        'member',
        'tokenType',
        'pushToken',
        'providerId',
        'payload',
        'reason',
        'success',
      ],
    ),
  ),
  notificationDigests: collection(
    record({
      channel,
      uid,
      conversationId: nonEmpty,
      receiverType,
      receiver: nonEmpty,
      messageIds: strings(),
      firstUnreadAt: int,
      dueAt: int,
    }),
  ),
  notificationQuotas: collection(
    record({
      channel,
      uid,
      day: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
      sent: int,
      perConversation: counts,
    }),
  ),
};
