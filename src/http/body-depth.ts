import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../contract/errors.ts';
import { BODY_DEPTH_MAX } from '../contract/limits.ts';

/** Depth of a parsed JSON value, walked without recursion so a hostile body cannot blow the stack. */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A body nested deeper than BODY_DEPTH_MAX levels is refused before anything stores it. */
export function limitBodyDepth(req: Request, _res: Response, next: NextFunction): void {
  if (req.body !== undefined && depthExceeds(req.body, BODY_DEPTH_MAX)) {
    throw new ApiError(
      'ERR_BAD_REQUEST',
      `The request body is nested deeper than ${BODY_DEPTH_MAX} levels.`,
      {
        details: { body: [`must not be nested deeper than ${BODY_DEPTH_MAX} levels`] },
      },
    );
  }
  next();
}
