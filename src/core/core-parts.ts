/**
 * The pieces handle() composes beyond the server's stages: the body read with its journal note, and
 * the webhook calls in process (a callback of the caller's, or fetch).
 */
import type { Region } from '../contract/limits.ts';
import type { WebhookTrigger } from '../contract/sandbox-limits.ts';
import { asDomainEvents } from '../domain/events.ts';
import { callbackPost, fetchPost, type Post } from '../sandbox/webhooks/webhook-call.ts';
import { webhookEventsOf } from '../sandbox/webhooks/webhook-payloads.ts';
import type { Store } from '../store/store.ts';
import { noteRawBody, type Note } from './journal-note.ts';
import type { RequestHeaders } from '../http/tenancy.ts';
import { parseBody, type ParsedBody } from './wire.ts';

/** A webhook delivery handed to `onWebhook`: the URL it was for, the payload, Basic auth if any. */
export interface WebhookDelivery {
  url: string;
  body: unknown;
  authorization?: string;
}

/**
 * The body as parseBody reads it; one that did not parse is noted for the journal as the text it was
 * (the server's journal keeps those bytes the same way). A parsed body is noted once it passed the
 * depth check, as on the server.
 */
export function parsedBody(headers: RequestHeaders, given: unknown, note: Note, limit?: number): ParsedBody {
  try {
    return parseBody(headers, given, limit);
  } catch (error) {
    if (typeof given === 'string' && (error as { status?: number }).status === 400) noteRawBody(note, given);
    throw error;
  }
}

/** How webhook calls are made in process: to `onWebhook` when given, else through `fetch`. */
export function webhookPost(options: {
  onWebhook?: (delivery: WebhookDelivery) => unknown;
  fetch?: (request: Request) => Promise<Response>;
}): Post {
  if (options.onWebhook) return callbackPost(options.onWebhook);
  const fetchFn = options.fetch ?? ((request: Request) => fetch(request));
  return fetchPost(fetchFn);
}

/** A change of an app's state, as the real service's webhook for its trigger would tell it. */
export interface SandboxEvent {
  trigger: WebhookTrigger;
  data: Record<string, unknown>;
  appId: string;
  region: Region;
}

/**
 * Calls `listener` with each event of every app once its change is committed, in the webhooks' own
 * payload (trigger and data), with no webhook configured: what a page or a test watches the sandbox
 * by. Returns the unsubscribe.
 */
export function subscribeTo(store: Store, listener: (event: SandboxEvent) => void): () => void {
  return store.subscribe((key, events) => {
    void store.load(key).then(
      (state) => {
        for (const event of asDomainEvents(events).flatMap((e) => webhookEventsOf(state, e))) {
          listener({ trigger: event.trigger, data: event.data(), appId: key.appId, region: key.region });
        }
      },
      () => undefined,
    );
  });
}
