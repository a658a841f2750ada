/**
 * The control API's webhook schemas: the real webhook object plus its triggers, and an entry of the
 * delivery journal as webhooks/webhook-journal.ts writes it.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  closed,
  freeObject,
  int,
  oneOfStrings,
  str,
  type Properties,
} from '../../contract/schema-helpers.ts';
import { WEBHOOK_ID_MAX, WEBHOOK_TRIGGERS, WEBHOOK_URL_MAX } from '../../contract/sandbox-limits.ts';

function webhookProperties(): Properties {
  return {
    id: str(`Unique id of the webhook in the app, at most ${WEBHOOK_ID_MAX} characters.`, {
      minLength: 1,
      maxLength: WEBHOOK_ID_MAX,
      pattern: '^[A-Za-z0-9_-]+$',
    }),
    name: str(`Display name, at most ${WEBHOOK_ID_MAX} characters.`, {
      minLength: 1,
      maxLength: WEBHOOK_ID_MAX,
    }),
    webhookURL: str('The http(s) URL events are posted to; redirects from it are not followed.', {
      maxLength: WEBHOOK_URL_MAX,
      pattern: '^https?://[^\\s]+$',
    }),
    useBasicAuth: {
      type: 'boolean',
      description: 'Whether calls carry Basic auth with `username` and `password`.',
    },
    username: str('Basic auth user name.', { minLength: 1, maxLength: 100 }),
    enabled: { type: 'boolean', description: 'Whether the webhook is called.' },
    triggers: {
      type: 'array',
      description: 'The triggers the webhook is called for.',
      items: oneOfStrings(WEBHOOK_TRIGGERS, 'A trigger.'),
      minItems: 1,
      uniqueItems: true,
    },
  };
}

export function webhookSchemas(): Record<string, SchemaObject> {
  return {
    Webhook: closed('A webhook of the app. Its password is never shown.', webhookProperties(), [
      'id',
      'name',
      'webhookURL',
      'useBasicAuth',
      'enabled',
      'triggers',
    ]),
    WebhookRequest: closed(
      'A webhook to create, or to replace one with (then `id` may be left out).',
      {
        ...webhookProperties(),
        password: str('Basic auth password; stored, never shown.', { maxLength: 100 }),
      },
      ['name', 'webhookURL', 'triggers'],
    ),
    WebhookDelivery: closed(
      'One attempt to deliver an event to a webhook.',
      {
        at: int('Wall-clock time of the attempt, epoch milliseconds.', { minimum: 0 }),
        eventId: str(
          "The event, numbered in the app from 1 since its last reset: every webhook the event goes to, and every attempt, has the same. A notification provider's call is its own event: the log record's `_id`.",
        ),
        entity: closed(
          'What the event is about: the message its body carries (`data.message`), else the group (`data.group`), else the user acted on (`data.user`).',
          {
            type: oneOfStrings(['message', 'group', 'user'], 'What kind of record.'),
            id: str('Its id, guid or uid.'),
          },
          ['type', 'id'],
        ),
        webhookId: str(
          "The webhook; for a notification provider's call (SPEC 20), the provider: `customPush`, `customSms` or `customEmail`.",
        ),
        trigger: str('The trigger delivered.'),
        url: str('Where it was posted.'),
        attempt: int(
          'Attempt number, from 1 (0 for a delivery dropped before its first attempt: the queue was full).',
          { minimum: 0 },
        ),
        status: int('HTTP status the receiver answered.', { minimum: 100, maximum: 599 }),
        error: str(
          'Why the attempt failed: the status, a timeout, a refused connection, a redirect; `circuit open: …` when the URL was not called because its last calls got no answer; why a delivery was dropped.',
        ),
        durationMs: int('Milliseconds the attempt took (0 when no call was made).', { minimum: 0 }),
        outcome: oneOfStrings(
          ['delivered', 'retrying', 'failed', 'dropped'],
          '`retrying`: another attempt follows; `failed`: none does; `dropped`: no attempt follows, because the queue was full or the webhook was deleted or replaced.',
        ),
        body: closed(
          'The body posted, the same for every attempt of the delivery. A delivery dropped before its first attempt (the queue was full) has none: its body was never built.',
          {
            trigger: str('The trigger.'),
            data: freeObject('What the event tells, per trigger (README, "Webhooks").'),
            appId: str('The app.'),
            region: str('Its region.'),
            webhook: str("The webhook id; `custom` for a notification provider's call."),
          },
          ['trigger', 'data', 'appId', 'region', 'webhook'],
        ),
        notificationLogId: str(
          "Only on a notification provider's call: the `_id` of the log record (GET /notifications/v1/logs) it delivers, whose `success` follows the last attempt.",
        ),
      },
      ['at', 'eventId', 'entity', 'webhookId', 'trigger', 'url', 'attempt', 'durationMs', 'outcome'],
    ),
    WebhookFlush: closed(
      'The deliveries still pending once the flush returned.',
      { pending: int('Deliveries not finished: 0 once drained.', { minimum: 0 }) },
      ['pending'],
    ),
  };
}
