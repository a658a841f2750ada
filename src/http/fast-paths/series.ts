/**
 * Runs Express middleware one after another as one middleware: one router layer instead of one per
 * stage. Express's router pays for every layer a request passes, matched or not: a path match, a
 * closure for its parameters, re-parsing the URL and two debug calls: with the /v3 stages each a layer
 * of their own, a cost paid on every request (docs/fast-paths.md). Use it for stages mounted
 * without a path and without error handlers among them, as the /v3 pipeline is: they then run
 * exactly as a router would run them.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * A middleware that runs `stages` in order. A stage that calls `next(error)`, throws, or returns a
 * promise that rejects passes the error on to the middleware after the series, as the router does,
 * skipping the stages left; `next()` after the last stage goes on to what follows the series.
 */
export function series(stages: readonly RequestHandler[]): RequestHandler {
  const count = stages.length;
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        done(error);
        return;
      }
      if (index === count) {
        done();
        return;
      }
      const stage = stages[index++]!;
      let result: unknown;
      try {
        result = stage(req, res, next);
      } catch (thrown) {
        done(thrown);
        return;
      }
      if (result instanceof Promise) {
        result.then(undefined, (reason: unknown) => done(reason ?? new Error('Rejected promise')));
      }
    };
    next();
  };
}
