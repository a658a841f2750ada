/**
 * The one decision of what a `Prefer` header or the app's fault rules ask of a request, apart from
 * the server's acting it out (simulate.ts) so the in-process core (src/core) reaches no Node timer or
 * event module through it and runs in a browser (SPEC 21).
 */
import { preferredCodeAndFailure, provokedError } from '../contract/error-catalogue.ts';
import type { ApiError } from '../contract/errors.ts';
import {
  HANG_DEFAULT_MS,
  type NetworkFailure,
  RATE_LIMIT_WINDOW_SECONDS,
  RETRY_AFTER_DEFAULT_SECONDS,
} from '../contract/limits.ts';
import type { DocumentedError, OperationId } from '../contract/operations.ts';
import type { AppRuntime } from '../http/app-registry.ts';
import type { FaultSet } from './faults.ts';
import { parsePrefer, preferredError } from './prefer.ts';

/** The documented error as the operation answers it, with the headers the contract documents. */
function provoked(error: DocumentedError, runtime: AppRuntime, why: string, retryAfter?: number): ApiError {
  let headers: Record<string, string> | undefined;
  if (error.status === 429) {
    const now = runtime.clock.now();
    const reset = now - (now % RATE_LIMIT_WINDOW_SECONDS) + RATE_LIMIT_WINDOW_SECONDS;
    headers = { 'Retry-After': String(reset - now), 'X-Rate-Limit-Reset': String(reset) };
  } else if (error.status === 503) {
    headers = { 'Retry-After': String(retryAfter ?? RETRY_AFTER_DEFAULT_SECONDS) };
  }
  return provokedError(error, why, headers);
}

/** What a `Prefer` header or the app's fault rules ask of one request, decided before any wait. */
export interface Provocation {
  /** Milliseconds to wait before going on (Prefer `delay`, the rules' latency). */
  delayMs: number;
  /** The documented error to answer with instead of the operation. */
  answer?: ApiError;
  /** The network failure to act out instead of the answer, or spoiling it. */
  failure?: NetworkFailure;
  /** How long a `hang` holds the request. */
  hangMs: number;
  /** Who asked: the request's own header, or a fault rule of the app. */
  injected?: 'prefer' | 'fault';
}

/**
 * What `prefer` (the request's header) and the app's `faults` ask of a request of `operationId`: the
 * one decision both transports act out, the server on its socket (simulateAnswers) and the in-process
 * core on what it hands back (src/core). A rule's hit is counted here, whatever is acted out.
 */
export function provocationOf(
  operationId: OperationId,
  header: string | string[] | undefined,
  runtime: AppRuntime,
  faults: FaultSet,
  random: () => number,
): Provocation {
  const prefer = parsePrefer(header);
  if (prefer?.code !== undefined && prefer.failure !== undefined) {
    throw preferredCodeAndFailure();
  }
  const result: Provocation = { delayMs: prefer?.delayMs ?? 0, hangMs: HANG_DEFAULT_MS };
  if (prefer?.failure !== undefined) result.failure = prefer.failure;
  if (prefer?.code !== undefined) {
    const error = preferredError(operationId, prefer.code);
    if (error) result.answer = provoked(error, runtime, `Answered as asked by Prefer: code=${prefer.code}.`);
  } else if (result.failure === undefined) {
    const hit = faults.hit(operationId, random);
    result.delayMs += hit.latencyMs;
    if (hit.error) {
      result.answer = provoked(
        hit.error,
        runtime,
        'Answered by a fault rule of the sandbox.',
        hit.rule?.retryAfter,
      );
    }
    if (hit.rule?.failure !== undefined) result.failure = hit.rule.failure;
    result.hangMs = hit.rule?.hangMs ?? result.hangMs;
  }
  if (result.answer || result.failure !== undefined) {
    result.injected = prefer?.code !== undefined || prefer?.failure !== undefined ? 'prefer' : 'fault';
  }
  return result;
}

/**
 * The waits of `Prefer: delay` and of a fault rule's latency, on the platform's timer (both transports:
 * the server and the in-process core), cut short when the sandbox closes as the requests a `hang`
 * holds are let go: the request then goes on at once and is answered, where waiting out its delay
 * would hold the stop for up to PREFER_DELAY_MAX_MS (docs/decisions/stop-released-delays.md). A wait
 * asked for after the release does not wait.
 */
export class Delays {
  readonly #pending = new Set<() => void>();
  #released = false;

  readonly sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (this.#released) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.#pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#pending.add(done);
    });

  releaseAll(): void {
    this.#released = true;
    for (const done of [...this.#pending]) done();
  }
}
