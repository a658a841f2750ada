/**
 * The validator's metadata, request and response stages each wait for the document's preparation on
 * every request: `pContext.then(...)` and `.catch(next)`, two promises and a microtask per stage, long
 * after the preparation has settled. Each stage builds its inner middleware at its first request, by
 * a public method of the validator (`metadataMiddleware`, `requestValidationMiddleware`,
 * `responseValidationMiddleware`); once that middleware is built it is called directly, and what it
 * throws (or a promise it returns rejects with) goes to `next`, as the library's `.catch(next)`
 * sends it. Before then, and if the
 * preparation failed, the library's own stage runs.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Build = (...args: unknown[]) => RequestHandler;

/** The validator's method that builds each stage's inner middleware, by the stage's name. */
const BUILDERS: Record<string, string> = {
  metadataMiddleware: 'metadataMiddleware',
  requestMiddleware: 'requestValidationMiddleware',
  responseMiddleware: 'responseValidationMiddleware',
};

/**
 * `stages` (as the validator's `installMiddleware` made them) calling their inner middleware
 * directly once it is built; a stage not named above is handed back as it is.
 */
export function directStages(validator: object, stages: RequestHandler[]): RequestHandler[] {
  const methods = validator as Record<string, Build>;
  return stages.map((stage) => {
    const method = BUILDERS[stage.name];
    if (method === undefined) return stage;
    const build = methods[method]!;
    let inner: RequestHandler | undefined;
    // The library's stage builds its inner middleware once, through this method, and keeps it: the
    // same one is kept here.
    methods[method] = function buildAndKeep(this: unknown, ...args: unknown[]) {
      const built = build.apply(this, args);
      inner ??= built;
      return built;
    };
    const direct = (req: Request, res: Response, next: NextFunction): unknown => {
      if (inner === undefined) return stage(req, res, next);
      let result: unknown;
      try {
        result = inner(req, res, next);
      } catch (error) {
        next(error);
        return undefined;
      }
      // None of the three returns a promise; were one to, its failure would reach `next` as well.
      if (result instanceof Promise) result.then(undefined, next);
      return undefined;
    };
    Object.defineProperty(direct, 'name', { value: stage.name });
    return direct;
  });
}
