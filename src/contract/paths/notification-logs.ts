/**
 * The notification logs (SPEC 20): the outbox's record of what the real service would have sent each
 * recipient on each channel, or why not, newest first.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import {
  LOG_CHANNELS,
  LOG_ID_PATTERN,
  LOG_PAGE_SIZE,
  LOG_PROVIDERS,
  LOG_REASONS,
  LOG_TRIGGERS,
} from '../notification-log-catalogue.ts';
import { family } from '../operation-record.ts';
import { listOf } from '../responses.ts';

const query = (name: string, description: string, schema: ParameterObject['schema']): ParameterObject => ({
  name,
  in: 'query',
  description,
  required: false,
  schema,
});
const text = { type: 'string', minLength: 1 } as const;
// Bounded, so that a number past what JSON keeps exactly (1e309 is read as Infinity) is refused.
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const ms = { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

/** The reference's example, with the `logId` the cursor takes beside the `messageId` it shows. */
const REACTION_MUTED = {
  _id: '67e3c56babf90e20e2652edb',
  processingStartedAtMS: 1742980459696,
  processingEndedAtMS: 1742980459738,
  totalProcessingTimeInMS: 42,
  component: 'notifications-core',
  channel: 'push',
  provider: 'apns',
  messageId: 3939,
  reactionId: 69,
  trigger: 'message_reaction_added',
  messageSentAtMS: 1742980459000,
  sender: 'cometchat-uid-4',
  reactionSender: 'cometchat-uid-1',
  receiver: 'cometchat-guid-1',
  reactionReceiver: 'g-muted-yes',
  receiverType: 'group',
  member: 'g-muted-yes',
  tokenType: 'apns_ios_device',
  pushToken: 'pushtoken123',
  providerId: 'apns-provider',
  payload: {
    payload: {
      title: 'cometchat-uid-1',
      body: 'Reacted to your message: 😂',
      tag: '69',
      sender: 'cometchat-uid-1',
      senderName: 'cometchat-uid-1',
      receiver: 'cometchat-guid-1',
      receiverName: 'cometchat-guid-1',
      receiverType: 'group',
      conversationId: 'group_cometchat-guid-1',
      type: 'chat',
      sessionId: null,
      callAction: null,
      callType: null,
      sentAt: null,
    },
    contentAvailable: 1,
    mutableContent: 1,
    topic: 'com.example.com',
    alert: { title: 'cometchat-uid-1', body: 'Reacted to your message: 😂' },
    priority: 10,
    pushType: 'alert',
    sound: 'default',
    collapseId: '69',
    expiry: 1742984059,
    type: 'apns',
  },
  notificationTriggered: false,
  reason: 'MUTE_PREFERENCE',
};

export const notificationLogOperations = family('notification-logs', {
  listNotificationLogs: {
    method: 'get',
    path: '/notifications/v1/logs',
    errors: [],
    document: () => ({
      summary: 'Notifications logs',
      description: `What the real service would have notified, per recipient and channel, for every message sent (or approved by a moderator), edited or deleted, reaction added and member added, kicked, banned, unbanned or given a new scope, while a provider is configured: \`notificationTriggered\` with the payload it would send, or \`reason\` why not. ${LOG_PAGE_SIZE} per page, newest first; \`affix=append\` with a \`logId\` reads the older ones after it, \`affix=prepend\` the newer ones before it (the page's \`meta.next\` and \`meta.previous\`). Every filter narrows the page; an app keeps its newest 10,000 records.`,
      parameters: [
        query('messageId', 'To filter based on the ID of message or reply.', id),
        query('reactionId', 'To filter based on the ID of the reaction added.', id),
        query('from', 'Logs of messages sent at or after this time, in milliseconds.', ms),
        query('to', 'Logs of messages sent at or before this time, in milliseconds.', ms),
        query('messageCategory', 'To filter logs based on the category of the message or reply.', {
          type: 'string',
          enum: ['message', 'interactive'],
        }),
        query('messageType', 'To filter logs based on the type of the message or reply.', text),
        query('trigger', 'The event that triggered the notification.', {
          type: 'string',
          enum: [...LOG_TRIGGERS],
        }),
        query('sender', 'To filter based on the sender of the message. This has to be uid.', text),
        query('reactionSender', 'To filter based on the user who reacted on a message.', text),
        query('receiver', 'The receiver of a message: a uid or a guid by the receiverType.', text),
        query('receiverType', 'To filter based on the receiver’s type.', {
          type: 'string',
          enum: ['user', 'group'],
        }),
        query(
          'reactionReceiver',
          'To filter based on the user who is notified when a reaction is added.',
          text,
        ),
        query('member', 'To filter based on the user who is notified in a given group.', text),
        query('channel', 'Push, email or SMS.', { type: 'string', enum: [...LOG_CHANNELS] }),
        query(
          'provider',
          'fcm, apns or custom for push; sendgrid or custom for email; twilio or custom for SMS.',
          {
            type: 'string',
            enum: [...LOG_PROVIDERS],
          },
        ),
        query('notificationTriggered', 'Whether the notification provider would be triggered.', {
          type: 'boolean',
        }),
        query('reason', 'Why the provider would not be triggered.', {
          type: 'string',
          enum: [...LOG_REASONS],
        }),
        query('success', 'Whether the provider accepted the request (triggered records only).', {
          type: 'boolean',
        }),
        query('affix', 'With `logId`: `append` reads the older logs, `prepend` the newer ones.', {
          type: 'string',
          enum: ['prepend', 'append'],
        }),
        query('logId', 'To be used with affix for pagination.', { type: 'string', pattern: LOG_ID_PATTERN }),
      ],
      success: {
        description: 'A page of logs, newest first.',
        schema: listOf('NotificationLog', 'NotificationLogsMeta', 'A page of logs, newest first.'),
        examples: {
          reactionMuted: {
            summary: 'A reaction not pushed to a member who muted the group',
            value: {
              data: [REACTION_MUTED],
              meta: {
                previous: { affix: 'prepend', logId: REACTION_MUTED._id, messageId: 3939 },
                current: { limit: LOG_PAGE_SIZE, count: 1 },
                next: { affix: 'append', logId: REACTION_MUTED._id, messageId: 3939 },
              },
            },
          },
        },
      },
      badRequestDetails: { logId: ['must match pattern "^[0-9a-f]{24}$"'] },
    }),
  },
});
