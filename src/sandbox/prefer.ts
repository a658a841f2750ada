/**
 * The `Prefer` test header, as Prism users know it: `code=<status>` answers the operation's
 * documented error of that status, `delay=<ms>` delays the answer; and, beyond Prism,
 * `failure=<name>` fails it as a network would.
 */
import { preferredCodeUndocumented } from '../contract/error-catalogue.ts';
import type { NetworkFailure } from '../contract/limits.ts';
import type { DocumentedError, OperationId } from '../contract/operations.ts';
import { PREFER_PATTERN } from '../contract/parameters.ts';
import { provokableError, provokableStatuses } from './contract/provokable-errors.ts';

export interface Preference {
  code?: number;
  delayMs?: number;
  failure?: NetworkFailure;
}

const preferPattern = new RegExp(PREFER_PATTERN);

/**
 * The preferences of a well-formed header (the first of each kind counts); undefined for a missing
 * or malformed one, which request validation then reports.
 */
export function parsePrefer(header: string | string[] | undefined): Preference | undefined {
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value === undefined || !preferPattern.test(value)) return undefined;
  const preference: Preference = {};
  for (const token of value.split(/[,;]/)) {
    const [name, value] = token.trim().split('=') as [string, string];
    if (name === 'code') preference.code ??= Number(value);
    else if (name === 'failure') preference.failure ??= value as NetworkFailure;
    else preference.delayMs ??= Number(value);
  }
  return preference;
}

/**
 * The error `Prefer: code=<status>` asks of the operation; undefined for 200, its real answer. A status
 * the operation cannot answer is a 400 that lists the ones it can.
 */
export function preferredError(operationId: OperationId, status: number): DocumentedError | undefined {
  if (status === 200) return undefined;
  const error = provokableError(operationId, status);
  if (error) return error;
  const statuses = provokableStatuses(operationId).join(', ');
  throw preferredCodeUndocumented(status, operationId, statuses);
}
