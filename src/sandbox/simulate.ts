/**
 * Answers a request the way a `Prefer` header or the app's fault rules ask, before validation (the
 * pipeline of docs/architecture.md): after the apikey and the rate limit, so a provoked answer is counted
 * like any other request and never hides a client's authentication mistake.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../contract/errors.ts';
import { RATE_LIMIT_WINDOW_SECONDS } from '../contract/limits.ts';
import type { DocumentedError, OperationId } from '../contract/operations.ts';
import type { AppRuntime } from '../http/app-registry.ts';
import { parsePrefer, preferredError } from './prefer.ts';
import type { SandboxApps } from './sandbox-apps.ts';

export interface Simulation {
  /** Uniform in [0, 1), for fault probabilities. */
  random: () => number;
  /** Waits `ms` milliseconds, for Prefer delays and fault latency. */
  sleep: (ms: number) => Promise<void>;
  apps: SandboxApps;
}

/** The documented error as the operation answers it, with the headers the contract documents. */
function provoked(error: DocumentedError, runtime: AppRuntime, why: string): ApiError {
  let headers: Record<string, string> | undefined;
  if (error.status === 429) {
    const now = runtime.clock.now();
    const reset = now - (now % RATE_LIMIT_WINDOW_SECONDS) + RATE_LIMIT_WINDOW_SECONDS;
    headers = { 'Retry-After': String(reset - now), 'X-Rate-Limit-Reset': String(reset) };
  }
  return new ApiError(error.code, error.message, { status: error.status, devMessage: why, headers });
}

export function simulateAnswers({ random, sleep, apps }: Simulation): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const operationId = res.locals.operationId as OperationId | undefined;
    if (!operationId) {
      next();
      return;
    }
    const runtime = res.locals.runtime as AppRuntime;
    const prefer = parsePrefer(req.headers.prefer);
    let delayMs = prefer?.delayMs ?? 0;
    let answer: ApiError | undefined;
    if (prefer?.code !== undefined) {
      const error = preferredError(operationId, prefer.code);
      if (error) answer = provoked(error, runtime, `Answered as asked by Prefer: code=${prefer.code}.`);
    } else {
      const hit = apps.get(runtime.key).faults.hit(operationId, random);
      delayMs += hit.latencyMs;
      if (hit.error) answer = provoked(hit.error, runtime, 'Answered by a fault rule of the sandbox.');
    }
    if (delayMs > 0) await sleep(delayMs);
    if (answer) {
      res.locals.injected = prefer?.code !== undefined ? 'prefer' : 'fault';
      throw answer;
    }
    next();
  };
}
