/**
 * Answers a request the way a `Prefer` header or the app's fault rules ask, before validation (the
 * pipeline of docs/architecture.md): after the apikey and the rate limit, so a provoked answer is counted
 * like any other request and never hides a client's authentication mistake.
 */
import type { NextFunction, Request, RequestHandler } from 'express';
import { runtimeOf, type StageResponse } from '../http/locals.ts';
import { type Hangs, resetConnection, spoilAnswer } from './network-failures.ts';
import { provocationOf } from './provocation.ts';
import type { SandboxApps } from './sandbox-apps.ts';

export interface Simulation {
  /** Uniform in [0, 1), for fault probabilities. */
  random: () => number;
  /** Waits `ms` milliseconds, for Prefer delays and fault latency. */
  sleep: (ms: number) => Promise<void>;
  apps: SandboxApps;
  /** Requests held by a `hang`, released when the sandbox closes. */
  hangs: Hangs;
}

export { provocationOf, type Provocation } from './provocation.ts';

export function simulateAnswers({ random, sleep, apps, hangs }: Simulation): RequestHandler {
  return async (req: Request, res: StageResponse, next: NextFunction) => {
    const { operationId } = res.locals;
    if (!operationId) {
      next();
      return;
    }
    const runtime = runtimeOf(res);
    const { delayMs, answer, failure, hangMs, injected } = provocationOf(
      operationId,
      req.headers.prefer,
      runtime,
      apps.get(runtime.key).faults,
      random,
    );
    if (delayMs > 0) await sleep(delayMs);
    if (answer) {
      res.locals.injected = injected;
      throw answer;
    }
    if (failure === undefined) {
      next();
      return;
    }
    res.locals.injected = injected;
    res.locals.failure = failure;
    if (failure === 'reset') resetConnection(req);
    else if (failure === 'hang') hangs.hold(req, res, hangMs);
    else {
      spoilAnswer(res, failure);
      next();
    }
  };
}
