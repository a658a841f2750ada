/**
 * Reading the filters of a list request: flags, lists, time bounds, and the declared filters the
 * sandbox cannot honour, which answer 501 rather than a list that silently ignores them.
 */
import { notWholeNumber, unsupportedParameters } from '../contract/error-catalogue.ts';

export type Query = Record<string, unknown>;

export const flagOf = (query: Query, name: string): boolean | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  return value === true || value === 'true' || value === '1';
};

/** A list parameter: the validator hands comma-separated values over as an array. */
export const listOf = (query: Query, name: string): string[] | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return values.map((v) => v.trim()).filter((v) => v !== '');
};

/**
 * A numeric parameter, checked to be a whole number the API can hold: the validator lets one it
 * cannot, such as `1e309`, through as Infinity.
 */
export const numberOf = (query: Query, name: string): number | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw notWholeNumber(name);
  }
  return number;
};

export const textOf = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return value === undefined ? undefined : String(value);
};

/**
 * Refuses, in one 501, every parameter of `unsupported` (name → why the sandbox cannot honour it)
 * the request carries; `unless` names values that ask for nothing (such as `useCursoredIndex=0`).
 */
export function refuseUnsupported(
  query: Query,
  unsupported: Record<string, string>,
  unless: Record<string, unknown> = {},
): void {
  const present = Object.keys(unsupported).filter(
    (name) => query[name] !== undefined && !(name in unless && query[name] === unless[name]),
  );
  if (present.length === 0) return;
  throw unsupportedParameters(Object.fromEntries(present.map((name) => [name, unsupported[name] ?? ''])));
}

/** Whether `value` lies within `[query[from], query[to]]`; missing bounds do not limit. */
export function withinRange(query: Query, field: string, value: number | undefined): boolean {
  const from = numberOf(query, `${field}[from]`);
  const to = numberOf(query, `${field}[to]`);
  if (from === undefined && to === undefined) return true;
  if (value === undefined) return false;
  return (from === undefined || value >= from) && (to === undefined || value <= to);
}

/** Case-insensitive "contains" over the given texts. */
export const matchesSearch = (key: string | undefined, texts: (string | undefined)[]): boolean =>
  key === undefined || texts.some((t) => t !== undefined && t.toLowerCase().includes(key.toLowerCase()));

export const hasAnyTag = (wanted: string[] | undefined, tags: readonly string[] | undefined): boolean =>
  wanted === undefined || (tags ?? []).some((t) => wanted.includes(t));
