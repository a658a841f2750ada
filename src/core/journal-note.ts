/**
 * The request journal in process: what the server's journal stage (sandbox/journal.ts) notes of a
 * request as it passes the stages, noted by handle() instead, and the same entry added to the app's
 * journal once the answer is made (or, for a reset or a hang, with status 0).
 */
import { JOURNAL_BODY_MAX_CHARS } from '../contract/sandbox-limits.ts';
import { bodyTextWithoutSecrets, rawTextWithoutSecrets } from '../contract/secrets.ts';
import type { AppRuntime } from '../http/app-registry.ts';
import { entryOf, start, type Journal, type KeptEntry } from '../sandbox/journal.ts';
import type { Provocation } from '../sandbox/simulate.ts';
import type { ProvokedResponse } from './provocations.ts';

/** What the stages learnt of a request, for its journal entry. */
export interface Note {
  /** Known once the app is: a request answered before it (outside the API) is not journaled. */
  runtime?: AppRuntime;
  /** The app's time when the app became known, as the server stamps the arrival. */
  time?: number;
  operationId?: string;
  injected?: Provocation['injected'];
  body?: Pick<KeptEntry, 'bodyText' | 'truncatedBody' | 'rawBody'>;
}

/** The body as the client sent it, before defaults are filled in: whole when short, else its start. */
export function noteBody(note: Note, body: unknown): void {
  if (body === undefined) return;
  // As the server's journal keeps it: a provider's credentials hidden (contract/secrets.ts).
  const text = bodyTextWithoutSecrets(body);
  note.body = text.length <= JOURNAL_BODY_MAX_CHARS ? { bodyText: text } : { truncatedBody: start(text) };
}

/** A body that did not parse, as the text it was. */
export function noteRawBody(note: Note, text: string): void {
  note.body = { rawBody: start(rawTextWithoutSecrets(text)) };
}

export function journal(
  into: (runtime: AppRuntime) => Journal,
  note: Note,
  request: { method: string; url: string; onBehalfOf: unknown },
  answer: ProvokedResponse,
  errorCode: string | undefined,
  durationMs: number,
): void {
  const { runtime } = note;
  if (!runtime) return;
  const entry = entryOf({
    time: note.time ?? runtime.clock.now(),
    method: request.method,
    url: request.url,
    status: answer.failure === 'reset' || answer.failure === 'hang' ? 0 : answer.status,
    durationMs: Math.floor(durationMs),
    operationId: note.operationId,
    onBehalfOf: request.onBehalfOf,
    errorCode,
    injected: note.injected,
    failure: answer.failure,
  });
  Object.assign(entry, note.body);
  into(runtime).add(entry);
}
