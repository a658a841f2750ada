/**
 * The control API's webhooks (the README's "Webhooks"): the real webhook object plus its triggers, and
 * its deliveries.
 */
import { ref } from '../../contract/schema-helpers.ts';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_JOURNAL_SIZE,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOKS_MAX,
} from '../../contract/sandbox-limits.ts';
import { CIRCUIT_PROBE_MS, CIRCUIT_THRESHOLD } from '../webhooks/webhook-circuit.ts';
import {
  deliveryExample,
  skippedExample,
  webhookExample,
  webhookRequestExample,
} from './sandbox-webhook-examples.ts';
import { APP, listOf, type SandboxOperationSpec } from './sandbox-spec.ts';

export { webhookSchemas } from './sandbox-webhook-schemas.ts';

const HOOKS = `${APP}/webhooks`;

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
    description:
      'Replaces the webhook with the body (its id stays the one in the path). Deliveries still pending for it end at once, journaled as `dropped`: they were made for the old URL and triggers.',
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
    description:
      'Removes the webhook. Its pending deliveries end at once (calls out are aborted, no retry runs), each journaled as `dropped` with the reason.',
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
    description: `Every attempt to deliver an event, newest first; the last ${WEBHOOK_JOURNAL_SIZE} are kept. Each names its event (\`eventId\`, \`entity\`) and carries the body posted, and says why an attempt failed or was not made: a URL whose last ${CIRCUIT_THRESHOLD} calls in a row got no answer is not called (\`circuit open: …\`) until a probe, one every ${CIRCUIT_PROBE_MS / 1000} s at most, gets one.`,
    parameters: ['appId', 'region', 'journalLimit'],
    success: {
      description: 'Attempts, newest first.',
      schema: listOf('WebhookDelivery', 'Attempts, newest first.'),
      examples: {
        delivered: { summary: 'One delivered event', value: [deliveryExample] },
        circuitOpen: {
          summary: 'An attempt not made: the receiver refused the last calls',
          value: [skippedExample, deliveryExample],
        },
      },
    },
    badRequestDetails: { limit: ['must be >= 1'] },
  },
  {
    operationId: 'flushWebhooks',
    method: 'post',
    path: `${HOOKS}/flush`,
    tag: 'Webhooks',
    summary: 'Wait until the deliveries of an app are done',
    description: `Holds the answer until every pending delivery of the app has been delivered, has failed its last attempt or was dropped, then answers \`{"pending": 0}\`; after \`timeoutMs\` (30,000 by default, at most 600,000) it answers with the number still pending instead. It waits for the whole retry schedule: a delivery to a receiver that refuses takes ${(WEBHOOK_BACKOFF_MS * (2 ** (WEBHOOK_ATTEMPTS - 1) - 1)) / 1000} s of waits to fail, one to a receiver that never answers up to ${(WEBHOOK_ATTEMPTS * WEBHOOK_TIMEOUT_MS + WEBHOOK_BACKOFF_MS * (2 ** (WEBHOOK_ATTEMPTS - 1) - 1)) / 1000} s. A test calls it before it asserts what its receiver got.`,
    parameters: ['appId', 'region', 'flushTimeout'],
    success: {
      description: 'Nothing pending, or what still is.',
      schema: ref('WebhookFlush'),
      examples: { drained: { summary: 'Drained', value: { pending: 0 } } },
    },
    badRequestDetails: { timeoutMs: ['must be <= 600000'] },
  },
];
