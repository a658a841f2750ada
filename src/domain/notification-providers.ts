/**
 * Twilio, SendGrid and the custom push, SMS and email providers (SPEC 20): one of each per app, kept
 * under its kind in `state.notificationProviders`. The stored `details` are the bodies as sent, merged
 * (credentials included: the outbox and the delivery read them); the answers echo what the
 * reference's examples echo, the Twilio auth token, the SendGrid API key and the Basic auth password
 * included. FCM and APNs, several per app, are push-providers.ts.
 */
import {
  providerAlreadyConfigured,
  providerFieldInvalid,
  providerNotConfigured,
} from '../contract/error-catalogue.ts';
import type { JsonObject } from '../contract/json.ts';
import { SHOWN_FIELDS } from '../contract/schemas/notification-provider-schemas.ts';
import type { NotificationProviderKind } from '../store/notification-records.ts';
import type { DomainContext } from './context.ts';
import { picked } from './push-providers.ts';

interface KindRule {
  label: string;
  /** The custom providers call a webhook: its URL and Basic auth are checked. */
  webhook: boolean;
  /** How the answers show the stored details. */
  present: (details: JsonObject) => JsonObject;
}

const asStored = (details: JsonObject): JsonObject => details;

/**
 * Where SendGrid would post the replies, while replies are allowed. The sandbox serves no such
 * webhook; the URL has the real one's shape (region us), its token naming the template.
 */
function withRepliesWebhook(details: JsonObject): JsonObject {
  if (details.allowEmailReplies !== true) return details;
  const token = encodeURIComponent(String(details.sendGridTemplateID ?? ''));
  return {
    ...details,
    repliesWebhook: `https://notifications-us.cometchat.io/email/v1/sendgrid/replies?token=${token}`,
  };
}

const RULES: Record<NotificationProviderKind, KindRule> = {
  twilio: { label: 'Twilio', webhook: false, present: asStored },
  sendgrid: { label: 'SendGrid', webhook: false, present: withRepliesWebhook },
  // The reference lists the custom push provider under `pushProviders`, as FCM's and APNs' are.
  customPush: { label: 'custom push', webhook: true, present: (d) => ({ pushProviders: [d] }) },
  customSms: { label: 'custom SMS', webhook: true, present: asStored },
  customEmail: { label: 'custom email', webhook: true, present: asStored },
};

/** The answer when none is stored: the custom push provider's empty list, else nothing. */
const NONE: Record<NotificationProviderKind, JsonObject> = {
  twilio: {},
  sendgrid: {},
  customPush: { pushProviders: [] },
  customSms: {},
  customEmail: {},
};

/**
 * What a schema cannot say of a custom provider, checked on the details as they will be stored (a
 * PUT may turn Basic auth on over credentials never sent): the URL parses, and Basic auth has a
 * username and a password.
 */
function checkWebhook(details: JsonObject): void {
  const url = details.webhookURL;
  if (typeof url === 'string' && !URL.canParse(url))
    throw providerFieldInvalid('webhookURL', 'must be an http or https URL');
  if (details.useBasicAuth !== true) return;
  for (const field of ['basicAuthUsername', 'basicAuthPassword']) {
    const value = details[field];
    if (typeof value !== 'string' || value === '')
      throw providerFieldInvalid(field, 'must not be empty when useBasicAuth is true');
  }
}

/** The answer of a stored provider: the fields its schema lists, as its kind shows them. */
const answer = (kind: NotificationProviderKind, details: JsonObject): JsonObject =>
  RULES[kind].present(picked(details, SHOWN_FIELDS[kind]));

export function getProvider(ctx: DomainContext, kind: NotificationProviderKind): JsonObject {
  const record = ctx.state.notificationProviders.get(kind);
  return record === undefined ? NONE[kind] : answer(kind, record.details);
}

export function saveProvider(
  ctx: DomainContext,
  kind: NotificationProviderKind,
  body: JsonObject,
): JsonObject {
  const rule = RULES[kind];
  if (ctx.state.notificationProviders.has(kind)) throw providerAlreadyConfigured(rule.label);
  if (rule.webhook) checkWebhook(body);
  const now = ctx.clock.now();
  ctx.state.notificationProviders.put({ kind, details: body, createdAt: now, updatedAt: now });
  return answer(kind, body);
}

/** The fields sent replace the stored ones; the others stay. */
export function updateProvider(
  ctx: DomainContext,
  kind: NotificationProviderKind,
  body: JsonObject,
): JsonObject {
  const rule = RULES[kind];
  const record = ctx.state.notificationProviders.get(kind);
  if (record === undefined) throw providerNotConfigured(rule.label);
  const details = { ...record.details, ...body };
  if (rule.webhook) checkWebhook(details);
  ctx.state.notificationProviders.put({ ...record, details, updatedAt: ctx.clock.now() });
  return answer(kind, details);
}

export function deleteProvider(ctx: DomainContext, kind: NotificationProviderKind): { success: true } {
  if (!ctx.state.notificationProviders.delete(kind)) throw providerNotConfigured(RULES[kind].label);
  return { success: true };
}
