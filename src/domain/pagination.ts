/**
 * Page-style pagination (auth tokens, banned users): `perPage` / `page` in, `meta.pagination` out,
 * in the field names the real service uses.
 */
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../contract/limits.ts';
import { invalidPagination } from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';

export interface PageOptions {
  perPage?: number | undefined;
  page?: number | undefined;
}

export interface PageMeta {
  pagination: {
    total: number;
    count: number;
    per_page: number;
    current_page: number;
    total_pages: number;
  };
  cursor?: PageCursor;
}

/** Where a page stands in time: the latest change among its records, which all changed at or before it. */
export interface PageCursor {
  updatedAt: number;
  affix: 'prepend';
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
  /** Users and group members carry the cursor beside `meta`, as the real service does. */
  cursor?: PageCursor;
}

interface Changed {
  createdAt: number;
  updatedAt?: number | undefined;
}

/** The change cursor of the records of a page; none for an empty page. */
function cursorOf(records: readonly Changed[]): PageCursor | undefined {
  if (records.length === 0) return undefined;
  let latest = 0;
  for (const r of records) latest = Math.max(latest, r.updatedAt ?? r.createdAt);
  return { updatedAt: latest, affix: 'prepend' };
}

/** The page with its change cursor in `meta` (groups, blocked users). */
export function withMetaCursor<T extends Changed>(page: Page<T>): Page<T> {
  const cursor = cursorOf(page.data);
  return cursor === undefined ? page : { data: page.data, meta: { ...page.meta, cursor } };
}

/** The page with its change cursor beside `meta` (users, group members). */
export function withTopCursor<T extends Changed>(page: Page<T>): Page<T> {
  const cursor = cursorOf(page.data);
  return cursor === undefined ? page : { ...page, cursor };
}

/**
 * Reads `perPage` and `page` from a query object. The validator coerces them to numbers; a numeric
 * string is still accepted so that a coercion gap cannot silently fall back to the defaults.
 */
export function pageOptions(query: Record<string, unknown>): PageOptions {
  const read = (value: unknown): number | undefined =>
    value === undefined ? undefined : typeof value === 'number' ? value : Number(value);
  return { perPage: read(query['perPage']), page: read(query['page']) };
}

/**
 * One page of `items`. A page past the end is empty with the true totals; `total_pages` is at least
 * 1, as the real service's paginator reports for an empty list.
 */
export function paginate<T>(items: readonly T[], perPage = PER_PAGE_DEFAULT, page = PAGE_DEFAULT): Page<T> {
  const details: ErrorDetails = {};
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > PER_PAGE_MAX) {
    details['perPage'] = [`must be an integer from 1 to ${PER_PAGE_MAX}`];
  }
  if (!Number.isInteger(page) || page < 1) details['page'] = ['must be an integer of at least 1'];
  if (Object.keys(details).length > 0) {
    throw invalidPagination(details);
  }
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      pagination: {
        total: items.length,
        count: data.length,
        per_page: perPage,
        current_page: page,
        total_pages: Math.max(1, Math.ceil(items.length / perPage)),
      },
    },
  };
}

/** Maps the records of a page to their response form, leaving the meta as it is. */
export function mapPage<T, U>(page: Page<T>, present: (item: T) => U): Page<U> {
  return { data: page.data.map(present), meta: page.meta };
}
