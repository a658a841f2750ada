import { limitOutOfRange } from '../contract/error-catalogue.ts';

/**
 * Reads the `limit` query parameter of a cursor-style list. The validator coerces it to a number;
 * a numeric string is still accepted so that a coercion gap cannot silently fall back to the default.
 */
export function readLimit(value: unknown, fallback: number, max: number): number {
  const limit = value === undefined ? fallback : typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw limitOutOfRange('limit', max);
  }
  return limit;
}
