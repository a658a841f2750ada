/**
 * The control API's webhooks (the README's "Webhooks"): the real webhook object plus its triggers, and
 * its deliveries.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { closed, int, oneOfStrings, ref, str, type Properties } from '../../contract/schema-helpers.ts';
import {
  WEBHOOK_ID_MAX,
  WEBHOOK_JOURNAL_SIZE,
  WEBHOOK_TRIGGERS,
  WEBHOOK_URL_MAX,
  WEBHOOKS_MAX,
} from '../../contract/sandbox-limits.ts';
import { APP, listOf, type SandboxOperationSpec } from './sandbox-spec.ts';

const HOOKS = `${APP}/webhooks`;

const webhookExample = {
  id: 'orders-hook',
  name: 'Orders backend',
  webhookURL: 'http://localhost:3000/chat-events',
  useBasicAuth: true,
  username: 'sandbox',
  enabled: true,
  triggers: ['message_sent', 'group_member_banned'],
};
const webhookRequestExample = { ...webhookExample, password: 's3cret' };
const deliveryExample = {
  at: 1700000000123,
  webhookId: 'orders-hook',
  trigger: 'message_sent',
  url: 'http://localhost:3000/chat-events',
  attempt: 1,
  status: 200,
  durationMs: 4,
  outcome: 'delivered',
};

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
        webhookId: str('The webhook.'),
        trigger: str('The trigger delivered.'),
        url: str('Where it was posted.'),
        attempt: int('Attempt number, from 1 (0 for a delivery dropped because the queue was full).', {
          minimum: 0,
        }),
        status: int('HTTP status the receiver answered.', { minimum: 100, maximum: 599 }),
        error: str('Why the attempt failed: the status, a timeout, a refused connection, a redirect.'),
        durationMs: int('Milliseconds the attempt took.', { minimum: 0 }),
        outcome: oneOfStrings(
          ['delivered', 'retrying', 'failed', 'dropped'],
          '`retrying`: another attempt follows; `failed`: none does.',
        ),
      },
      ['at', 'webhookId', 'trigger', 'url', 'attempt', 'durationMs', 'outcome'],
    ),
    WebhookFlush: closed(
      'The deliveries still pending once the flush returned.',
      { pending: int('Deliveries not finished: 0 once drained.', { minimum: 0 }) },
      ['pending'],
    ),
  };
}

export const WEBHOOK_SPECS: SandboxOperationSpec[] = [
  {
    operationId: 'listWebhooks',
    method: 'get',
    path: HOOKS,
    tag: 'Webhooks',
    summary: 'List the webhooks of an app',
    description: 'The webhooks of the app, in the order they were created, without passwords.',
    parameters: ['appId', 'region'],
    success: {
      description: 'The webhooks.',
      schema: listOf('Webhook', 'The webhooks.'),
      examples: { one: { summary: 'One webhook', value: [webhookExample] } },
    },
  },
  {
    operationId: 'createWebhook',
    method: 'post',
    path: HOOKS,
    tag: 'Webhooks',
    summary: 'Create a webhook',
    description: `Adds a webhook (at most ${WEBHOOKS_MAX} per app): every change of the app whose trigger it names is posted to its URL as \`{trigger, data, appId, region, webhook}\` once the change is durable, retried on failure. Webhooks are the sandbox's configuration, not the app's state: a reset puts back those the sandbox was started with.`,
    parameters: ['appId', 'region'],
    errors: [409],
    body: {
      schema: 'WebhookRequest',
      description: 'The webhook.',
      examples: { basicAuth: { summary: 'With Basic auth', value: webhookRequestExample } },
    },
    success: {
      description: 'The webhook as stored.',
      schema: ref('Webhook'),
      examples: { created: { summary: 'Created', value: webhookExample } },
    },
    badRequestDetails: { webhookURL: ['must match pattern "^https?://[^\\s]+$"'] },
  },
  {
    operationId: 'getWebhook',
    method: 'get',
    path: `${HOOKS}/{webhookId}`,
    tag: 'Webhooks',
    summary: 'Read a webhook',
    description: 'One webhook, without its password.',
    parameters: ['appId', 'webhookId', 'region'],
    errors: [404],
    success: {
      description: 'The webhook.',
      schema: ref('Webhook'),
      examples: { one: { summary: 'One', value: webhookExample } },
    },
  },
  {
    operationId: 'replaceWebhook',
    method: 'put',
    path: `${HOOKS}/{webhookId}`,
    tag: 'Webhooks',
    summary: 'Replace a webhook',
    description: 'Replaces the webhook with the body (its id stays the one in the path).',
    parameters: ['appId', 'webhookId', 'region'],
    errors: [404],
    body: {
      schema: 'WebhookRequest',
      description: 'The new webhook.',
      examples: { disabled: { summary: 'Disabled', value: { ...webhookRequestExample, enabled: false } } },
    },
    success: {
      description: 'The webhook as stored.',
      schema: ref('Webhook'),
      examples: { replaced: { summary: 'Replaced', value: { ...webhookExample, enabled: false } } },
    },
    badRequestDetails: { triggers: ['must have at least 1 items'] },
  },
  {
    operationId: 'deleteWebhook',
    method: 'delete',
    path: `${HOOKS}/{webhookId}`,
    tag: 'Webhooks',
    summary: 'Delete a webhook',
    description: 'Removes the webhook; deliveries already queued for it still run.',
    parameters: ['appId', 'webhookId', 'region'],
    errors: [404],
    success: {
      description: 'The webhook removed.',
      schema: ref('Webhook'),
      examples: { removed: { summary: 'Removed', value: webhookExample } },
    },
  },
  {
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: `${APP}/webhook-deliveries`,
    tag: 'Webhooks',
    summary: 'Read the delivery journal of an app',
    description: `Every attempt to deliver an event, newest first; the last ${WEBHOOK_JOURNAL_SIZE} are kept.`,
    parameters: ['appId', 'region', 'journalLimit'],
    success: {
      description: 'Attempts, newest first.',
      schema: listOf('WebhookDelivery', 'Attempts, newest first.'),
      examples: { delivered: { summary: 'One delivered event', value: [deliveryExample] } },
    },
    badRequestDetails: { limit: ['must be >= 1'] },
  },
  {
    operationId: 'flushWebhooks',
    method: 'post',
    path: `${HOOKS}/flush`,
    tag: 'Webhooks',
    summary: 'Wait until the deliveries of an app are done',
    description:
      'Answers once every pending delivery of the app has been delivered or has failed its last attempt (or after `timeoutMs`, 30 s by default, with what is still pending). A test calls it before it asserts what its receiver got.',
    parameters: ['appId', 'region', 'flushTimeout'],
    success: {
      description: 'Nothing pending, or what still is.',
      schema: ref('WebhookFlush'),
      examples: { drained: { summary: 'Drained', value: { pending: 0 } } },
    },
    badRequestDetails: { timeoutMs: ['must be <= 600000'] },
  },
];
