/** The notification logs (SPEC 20): one record of the outbox, and the list's cursor. */
import { LOG_CHANNELS, LOG_PROVIDERS, LOG_REASONS, LOG_TRIGGERS } from '../notification-log-catalogue.ts';
import { bool, closed, freeObject, int, oneOfStrings, str } from '../schema-helpers.ts';
import type { SchemaObject } from 'openapi3-ts/oas30';

const ms = (description: string) => int(`${description} (ms on the app clock).`, { minimum: 0 });

/** Where a page of logs continues: `affix` with the `logId` to send back. */
const cursor = (affix: 'prepend' | 'append', description: string) =>
  closed(
    description,
    {
      affix: oneOfStrings([affix], 'Send back as `affix`.'),
      logId: str('Send back as `logId`.', { minLength: 1 }),
      messageId: int('The message of that log record, as the real service shows it.', { minimum: 0 }),
    },
    ['affix', 'logId'],
  );

export function notificationLogSchemas(): Record<string, SchemaObject> {
  return {
    NotificationLog: closed(
      'What the real service would have sent one recipient on one channel, or why not.',
      {
        // As stored: the outbox writes 24 hex digits that grow in write order; an imported state may hold others.
        _id: str('The record’s id (24 hex digits as the outbox writes them, growing in write order).', {
          minLength: 1,
        }),
        processingStartedAtMS: ms('When the event was processed'),
        processingEndedAtMS: ms('When processing ended'),
        totalProcessingTimeInMS: int('Processing time in ms.', { minimum: 0 }),
        component: str('The part of the service that wrote it.'),
        channel: oneOfStrings(LOG_CHANNELS, 'How the user would be notified.'),
        provider: oneOfStrings(LOG_PROVIDERS, 'The provider of the channel.'),
        messageId: int('The message or reply.', { minimum: 0 }),
        reactionId: int('The reaction added.', { minimum: 0 }),
        messageCategory: str('The message’s category.'),
        messageType: str('The message’s type.'),
        trigger: str(`The event: ${LOG_TRIGGERS.join(', ')}.`, { minLength: 1 }),
        messageSentAtMS: ms('When the message was sent'),
        sender: str('Who sent the message (or acted, for a group action).'),
        reactionSender: str('Who reacted.'),
        receiver: str('The message’s receiver: a uid or a guid by `receiverType`.'),
        reactionReceiver: str('Who is notified of the reaction.'),
        receiverType: oneOfStrings(['user', 'group'], 'The receiver’s type.'),
        member: str('Who is notified, in a group.'),
        tokenType: str('The push token’s platform.'),
        pushToken: str('The push token.'),
        providerId: str('The FCM or APNs provider of the token.'),
        payload: freeObject('The request the real service would send the provider.'),
        notificationTriggered: bool('Whether the provider would be called.'),
        reason: str(`Why it would not, when \`notificationTriggered\` is false: ${LOG_REASONS.join(', ')}.`),
        success: bool(
          'Whether the provider accepted it; absent while a custom provider’s delivery is pending.',
        ),
      },
      [
        '_id',
        'processingStartedAtMS',
        'processingEndedAtMS',
        'totalProcessingTimeInMS',
        'component',
        'channel',
        'provider',
        'trigger',
        'notificationTriggered',
      ],
    ),
    NotificationLogsMeta: closed(
      'Where the page is, and how to read the pages around it.',
      {
        previous: cursor('prepend', 'The newer logs: the first record of this page.'),
        current: closed(
          'This page.',
          {
            limit: int('Page size.', { minimum: 1 }),
            count: int('Records on this page.', { minimum: 0 }),
          },
          ['limit', 'count'],
        ),
        next: cursor('append', 'The older logs: the last record of this page.'),
      },
      ['current'],
    ),
  };
}
