/**
 * What the /v3 stages leave for the stages after them, on `res.locals`, typed once. Express's own
 * `Response` type lets any key hold anything; the stages take a `StageResponse`, whose locals are
 * exactly these fields (and those the sandbox adds the same way, in its journal and simulation).
 */
import type { Response } from 'express';
import type { ErrorCode } from '../contract/errors.ts';
import type { OperationId } from '../contract/operations.ts';
import type { AppRuntime } from './app-registry.ts';
import type { RateTier } from './rate-limit.ts';

declare global {
  // Express reads its locals' type from this global interface; merging into it is how one types them.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The request's app, its clock and rate window: set once the app is known. */
      runtime?: AppRuntime;
      /** The rate limit the request counts against. */
      tier?: RateTier;
      /** The operation the method and path name, placed on arrival; none for an unknown route. */
      operationId?: OperationId;
      /**
       * The URL as the client sent it, where a stage made it another (the version alias): for the
       * request log and the journal.
       */
      sentUrl?: string;
      /** The code of the error the request was answered with, for the request log and the journal. */
      errorCode?: ErrorCode;
    }
  }
}

/** A response as the stages see it: its locals typed, and nothing else narrowed. */
export type StageResponse = Response<unknown, Record<never, never>>;

/** The request's app, which the stage placing the request has set before any stage that asks. */
export function runtimeOf(res: StageResponse): AppRuntime {
  const { runtime } = res.locals;
  if (runtime === undefined) throw new Error('The request has no app yet: a stage runs out of order.');
  return runtime;
}
