/**
 * Limits of the sandbox control API. The admin document and the server import the same constants.
 */
export const SANDBOX_PREFIX = '/__sandbox';

/** Requests kept per app in the journal unless `--journal-size` says otherwise. */
export const JOURNAL_SIZE_DEFAULT = 1000;
/** Bounds `--journal-size` and the `limit` of a journal read, so memory stays bounded per app. */
export const JOURNAL_SIZE_MAX = 100_000;
/** A request body is journaled whole up to this many characters of its JSON text, else truncated. */
export const JOURNAL_BODY_MAX_CHARS = 4096;

export const FAULT_RULES_MAX = 100;

/** A state import carries a whole app; its body may be far larger than an API request's. */
export const STATE_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Timestamps are 10-digit epoch seconds (every timestamp of the API; docs/decisions/control-clock.md), so the clock stays below this. */
export const CLOCK_MAX = 9_999_999_999;

/** Webhooks (README, "Webhooks"): per app at most this many, each `id` and `name` at most 50 characters. */
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_ID_MAX = 50;
export const WEBHOOK_URL_MAX = 2000;
/** Deliveries waiting per app; past it a delivery is journaled as dropped, not held. */
export const WEBHOOK_QUEUE_MAX = 1000;
/** Attempts kept per app in the delivery journal. */
export const WEBHOOK_JOURNAL_SIZE = 500;
/** Attempts per delivery, the first included, and the wait before the second (doubling after). */
export const WEBHOOK_ATTEMPTS = 5;
export const WEBHOOK_BACKOFF_MS = 1000;
/** How long one attempt may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Deliveries in flight at once per app. */
export const WEBHOOK_CONCURRENCY = 4;

/**
 * The triggers the sandbox fires, named as the real service's webhook events are; each fires once
 * the change is durable.
 */
export const WEBHOOK_TRIGGERS = [
  'message_sent',
  'message_edited',
  'message_deleted',
  'message_reaction_added',
  'message_reaction_removed',
  'group_created',
  'group_updated',
  'group_owner_transferred',
  'group_deleted',
  'group_member_added',
  'group_member_kicked',
  'group_member_banned',
  'group_member_unbanned',
  'group_member_scope_changed',
  'user_blocked',
  'user_unblocked',
  'message_delivery_receipt',
  'message_read_receipt',
] as const;
export type WebhookTrigger = (typeof WEBHOOK_TRIGGERS)[number];
