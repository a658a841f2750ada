/**
 * The pieces handle() composes beyond the server's stages: the body read with its journal note, and
 * the webhook calls in process (a callback of the caller's, or fetch).
 */
import { callbackPost, fetchPost, type Post } from '../sandbox/webhooks/webhook-call.ts';
import { noteBody, noteRawBody, type Note } from './journal-note.ts';
import type { RequestHeaders } from '../http/tenancy.ts';
import { parseBody, type ParsedBody } from './wire.ts';

/** A webhook delivery handed to `onWebhook`: the URL it was for, the payload, Basic auth if any. */
export interface WebhookDelivery {
  url: string;
  body: unknown;
  authorization?: string;
}

/**
 * The body as parseBody reads it, noted for the journal: as it was sent when it parsed, as the text it
 * was when it did not (the server's journal keeps those bytes the same way).
 */
export function parsedBody(headers: RequestHeaders, given: unknown, note: Note): ParsedBody {
  try {
    const parsed = parseBody(headers, given);
    noteBody(note, parsed.body);
    return parsed;
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
