/**
 * The request journal: per app, the last requests under /v3 as they arrived and as they were
 * answered, so a test can assert what its client sent. A ring buffer, so memory stays bounded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request } from 'express';
import { JOURNAL_BODY_MAX_CHARS } from '../contract/sandbox-limits.ts';
import type { NetworkFailure } from '../contract/limits.ts';
import { bodyTextWithoutSecrets, rawTextWithoutSecrets, withoutSecrets } from '../contract/secrets.ts';
import type { AppRuntime } from '../http/app-registry.ts';
import type { StageResponse } from '../http/locals.ts';
import type { AppKey } from '../store/store.ts';

export interface JournalEntry {
  time: number;
  method: string;
  path: string;
  /** The query string as sent, without the `?`. */
  query?: string;
  operationId?: string;
  onBehalfOf?: string;
  status: number;
  errorCode?: string;
  injected?: 'prefer' | 'fault';
  /** The network failure provoked instead of the answer, or to spoil it. */
  failure?: NetworkFailure;
  durationMs: number;
  body?: unknown;
  truncatedBody?: string;
  rawBody?: string;
}

/**
 * An entry as kept: a body as its JSON text, parsed when the journal is read. A kept entry outlives
 * many young-generation collections, so whatever it holds is copied into the old generation and
 * later collected there; a string is one flat object to move, where a parsed body is one per value.
 */
export type KeptEntry = Omit<JournalEntry, 'body'> & { bodyText?: string };

export class Journal {
  readonly #slots: (KeptEntry | undefined)[];
  #next = 0;

  constructor(readonly capacity: number) {
    this.#slots = new Array<KeptEntry | undefined>(Math.max(0, capacity));
  }

  add(entry: KeptEntry): void {
    if (this.capacity <= 0) return;
    this.#slots[this.#next] = entry;
    this.#next = (this.#next + 1) % this.capacity;
  }

  /** Newest first, at most `limit`; each read gets its own copy of the bodies. */
  newest(limit = this.capacity): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 1; i <= this.capacity && out.length < limit; i++) {
      const kept = this.#slots[(this.#next - i + this.capacity) % this.capacity];
      if (!kept) break;
      const { bodyText, ...entry } = kept;
      out.push(bodyText === undefined ? entry : { ...entry, body: JSON.parse(bodyText) as unknown });
    }
    return out;
  }

  clear(): void {
    this.#slots.fill(undefined);
    this.#next = 0;
  }
}

declare global {
  // The journal's own fields of the request's locals (http/locals.ts types the pipeline's).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** When and with what body the request arrived. */
      arrival?: Arrival;
      /** Whether a `Prefer` header or a fault rule chose the answer. */
      injected?: JournalEntry['injected'];
      /** The network failure acted out instead of the answer, or to spoil it. */
      failure?: NetworkFailure;
    }
  }
}

interface Arrival {
  started: bigint;
  /** On the app's clock; set once the app is known. */
  time?: number;
  body?: Pick<KeptEntry, 'bodyText' | 'truncatedBody'>;
  /** The bytes of a JSON body as they arrived, until it is known to parse. */
  raw?: Buffer;
}

/** One exchange as the journal keeps it, whichever transport answered it (the server, the core). */
export function entryOf(x: {
  time: number;
  method: string;
  /** The path as sent, with its query. */
  url: string;
  status: number;
  durationMs: number;
  operationId?: string | undefined;
  onBehalfOf?: unknown;
  errorCode?: string | undefined;
  injected?: JournalEntry['injected'];
  failure?: NetworkFailure | undefined;
}): KeptEntry {
  // An API key in the path is a secret: the journal, and the inspector that reads it, show its start.
  const url = withoutSecrets(x.url);
  const mark = url.indexOf('?');
  const entry: KeptEntry = {
    time: x.time,
    method: x.method,
    path: mark < 0 ? url : url.slice(0, mark),
    status: x.status,
    durationMs: x.durationMs,
  };
  const query = mark < 0 ? '' : url.slice(mark + 1);
  if (query) entry.query = query;
  if (x.operationId) entry.operationId = x.operationId;
  if (typeof x.onBehalfOf === 'string') entry.onBehalfOf = x.onBehalfOf;
  if (x.errorCode) entry.errorCode = x.errorCode;
  if (x.injected) entry.injected = x.injected;
  if (x.failure) entry.failure = x.failure;
  return entry;
}

/**
 * Notes the arrival and journals the request once its exchange is over, whatever the answer was, or
 * when there was none (a connection reset or a hang): status 0 then.
 */
export const journalRequests =
  (journalOf: (key: AppKey) => Journal) =>
  (req: Request, res: StageResponse, next: NextFunction): void => {
    const arrival: Arrival = { started: process.hrtime.bigint() };
    res.locals.arrival = arrival;
    // 'close' comes once per answer; `on` spares the wrapper `once` makes for every request.
    res.on('close', () => {
      const { runtime } = res.locals;
      if (!runtime) return;
      const { operationId, errorCode, injected, failure } = res.locals;
      const entry = entryOf({
        time: arrival.time ?? runtime.clock.now(),
        method: req.method,
        url: res.locals.sentUrl ?? req.originalUrl,
        status: res.headersSent ? res.statusCode : 0,
        durationMs: Number((process.hrtime.bigint() - arrival.started) / 1_000_000n),
        operationId,
        onBehalfOf: req.headers.onbehalfof,
        errorCode,
        injected,
        failure,
      });
      Object.assign(entry, arrival.body);
      if (arrival.raw) entry.rawBody = rawText(arrival.raw);
      journalOf(runtime.key).add(entry);
    });
    next();
  };

/** The app's time of arrival, once the app is known. */
export function stampArrival(res: StageResponse, runtime: AppRuntime): void {
  const { arrival } = res.locals;
  if (arrival) arrival.time = runtime.clock.now();
}

/**
 * For the JSON parser's `verify`: holds on to the bytes of a body until it parses, so that one that
 * does not (malformed JSON, nested too deep) is journaled as the text it was.
 */
export function holdRawBody(_req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
  // body-parser hands `verify` the response as Node's type; it is the app's response all the same.
  const { arrival } = (res as StageResponse).locals;
  if (arrival) arrival.raw = raw;
}

/** The start of a body's bytes as UTF-8 text, at most JOURNAL_BODY_MAX_CHARS characters. */
function rawText(raw: Buffer): string {
  // A character takes at most 4 bytes, so this many are enough.
  return start(rawTextWithoutSecrets(raw.toString('utf8', 0, JOURNAL_BODY_MAX_CHARS * 4)));
}

/** The first JOURNAL_BODY_MAX_CHARS UTF-16 units of `text`, without half of a pair at the cut. */
export function start(text: string): string {
  if (text.length <= JOURNAL_BODY_MAX_CHARS) return text;
  const code = text.charCodeAt(JOURNAL_BODY_MAX_CHARS - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? JOURNAL_BODY_MAX_CHARS - 1 : JOURNAL_BODY_MAX_CHARS;
  return text.slice(0, end);
}

/**
 * Keeps the body as the client sent it, before validation fills defaults in: whole when its JSON
 * is short, else the start of its JSON text.
 */
export function captureBody(req: Request, res: StageResponse, next: NextFunction): void {
  const { arrival } = res.locals;
  if (arrival === undefined) throw new Error('The journal notes the arrival before the body is read.');
  delete arrival.raw;
  if (req.body !== undefined) {
    // A provider's credentials are kept by its record, never by the journal (contract/secrets.ts).
    const text = bodyTextWithoutSecrets(req.body);
    arrival.body =
      text.length <= JOURNAL_BODY_MAX_CHARS ? { bodyText: text } : { truncatedBody: start(text) };
  }
  next();
}
