/**
 * Per-app, per-minute rate limits (docs/decisions/request-rate-limit-windows.md): an operation whose
 * record says so is a core one (the real service's "create/delete user, create/join group"), the rest
 * standard.
 * Windows follow the app's clock, so a test that froze time moves to the next window by advancing it.
 */
import { rateLimited } from '../contract/error-catalogue.ts';
import { RATE_LIMIT_WINDOW_SECONDS } from '../contract/limits.ts';
import { operationRecord, type OperationId } from '../contract/operations.ts';
import type { AppRuntime } from './app-registry.ts';

export type RateTier = 'standard' | 'core';

/** Where the headers go: an Express response, or the in-process core's answer. */
export interface HeaderSink {
  set(name: string, value: string): unknown;
}

/** The rate limit an operation counts against, as its record says. */
export const tierOf = (operationId: OperationId): RateTier => operationRecord(operationId).rate ?? 'standard';

function currentWindow(app: AppRuntime): void {
  const now = app.clock.now();
  const start = now - (now % RATE_LIMIT_WINDOW_SECONDS);
  if (app.rate.start !== start) {
    app.rate.start = start;
    app.rate.used = { standard: 0, core: 0 };
  }
}

/** Sets the headers of the current window without counting the request. */
export function showRateHeaders(res: HeaderSink, app: AppRuntime, tier: RateTier, limit: number): void {
  if (limit <= 0) return;
  currentWindow(app);
  res.set('X-Rate-Limit', String(limit));
  res.set('X-Rate-Limit-Remaining', String(Math.max(0, limit - app.rate.used[tier])));
}

/** Counts the request; throws 429 with Retry-After and X-Rate-Limit-Reset when over the limit. */
export function consumeRate(res: HeaderSink, app: AppRuntime, tier: RateTier, limit: number): void {
  if (limit <= 0) return;
  currentWindow(app);
  const reset = app.rate.start + RATE_LIMIT_WINDOW_SECONDS;
  if (app.rate.used[tier] >= limit) {
    showRateHeaders(res, app, tier, limit);
    throw rateLimited(limit, Math.max(1, reset - app.clock.now()), reset);
  }
  app.rate.used[tier] += 1;
  showRateHeaders(res, app, tier, limit);
}
