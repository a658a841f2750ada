import type { NextFunction, Request, Response } from 'express';
import { bodyTooDeep, malformedText } from '../contract/error-catalogue.ts';
import { BODY_DEPTH_MAX } from '../contract/limits.ts';

/**
 * A lone UTF-16 surrogate: JSON can carry one as `\ud800`, but it is not a character. In `u` mode a
 * proper pair reads as one code point, so only unpaired halves match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

type BodyProblem = { kind: 'depth' } | { kind: 'text'; field: string; message: string };

const joinField = (parent: string, key: string): string => (parent ? `${parent}.${key}` : key);

/** Walks a parsed JSON value without recursion, so a hostile body cannot blow the stack. */
function findProblem(value: unknown, maxDepth: number): BodyProblem | undefined {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  while (stack.length > 0) {
    const [current, depth, field] = stack.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) {
        return { kind: 'text', field: field || 'body', message: 'must be well-formed Unicode' };
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      if (LONE_SURROGATE.test(key)) {
        return { kind: 'text', field: field || 'body', message: 'must have well-formed Unicode keys' };
      }
      stack.push([child, depth + 1, joinField(field, key)]);
    }
  }
  return undefined;
}

/**
 * Refuses, before anything stores it, a body that could not be kept faithfully: one nested deeper
 * than BODY_DEPTH_MAX levels, or one holding text that is not well-formed Unicode.
 */
export function limitBodyDepth(req: Request, _res: Response, next: NextFunction): void {
  const problem = req.body === undefined ? undefined : findProblem(req.body, BODY_DEPTH_MAX);
  if (problem?.kind === 'depth') throw bodyTooDeep();
  if (problem?.kind === 'text') throw malformedText(problem.field, problem.message);
  next();
}
