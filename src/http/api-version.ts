/**
 * The version segment of a path (docs/decisions/request-version-alias.md). `/v3.0` is an alias of `/v3`:
 * public code and the real service's own data-import docs write it, and none of them would work
 * otherwise. Any other version segment is refused by name.
 */
import type { Request } from 'express';
import { API_PREFIX } from '../contract/limits.ts';
import type { StageResponse } from './locals.ts';

/** Where the chat API is mounted besides API_PREFIX. */
export const API_PREFIX_ALIAS = `${API_PREFIX}.0`;

/** A first segment `v` + digits (+ `.` digits). */
const VERSION_SEGMENT = /^\/(v\d+(?:\.\d+)?)(?:\/|$)/i;

/**
 * For a request that arrived under the alias: its URL made the canonical one for every stage after,
 * so that the validator (which places a request by `originalUrl`), the route memory and every message
 * see exactly what a request under /v3 shows them, and the answers cannot drift apart. The URL as
 * sent is kept for the journal and the request log. Under /v3 itself this is one comparison.
 */
export function asCanonicalVersion(req: Request, res: StageResponse): void {
  const mount = req.baseUrl;
  if (mount.length === API_PREFIX.length) return;
  const url = req.originalUrl;
  // An absolute-form request target (`GET http://host/v3.0/users`) keeps its scheme and host.
  const start = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0 || url.slice(start, start + mount.length) !== mount) return;
  res.locals.sentUrl = url;
  // The letters as sent (`/V3.0` → `/V3`), as a request under `/V3` keeps them.
  const canonical = mount.slice(0, API_PREFIX.length);
  req.originalUrl = url.slice(0, start) + canonical + url.slice(start + mount.length);
  req.baseUrl = canonical;
}

/** The version a path outside every mount names, if its first segment is one (`/v2/…` → `v2`). */
export function versionOf(path: string): string | undefined {
  return VERSION_SEGMENT.exec(path)?.[1];
}
