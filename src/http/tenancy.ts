/**
 * Which app a request is for (README, "Apps, keys and regions"; docs/decisions/request-invalid-region.md): the app host `{appId}.api-{region}.…`, else the appId and
 * region headers, else the server's default app.
 */
import type { Request } from 'express';
import { invalidAppId, invalidRegion } from '../contract/error-catalogue.ts';
import { APP_ID_PATTERN, REGIONS, type Region } from '../contract/limits.ts';
import type { AppKey } from '../store/store.ts';

/** Header names in lower case, as Node gives them. */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

const APP_HOST = /^([^.]+)\.api-([^.]+)\./i;
const appIdPattern = new RegExp(APP_ID_PATTERN);

function checked(appId: string, region: string): AppKey {
  if (!appIdPattern.test(appId)) throw invalidAppId(appId);
  if (!(REGIONS as readonly string[]).includes(region)) throw invalidRegion(region);
  return { appId, region: region as Region };
}

/** Reads only the headers, so the in-process core asks the same question of its own requests. */
export function resolveApp(
  req: Pick<Request, 'headers'> | { headers: RequestHeaders },
  defaultApp: AppKey,
): AppKey {
  const { host } = req.headers;
  const match = typeof host === 'string' ? APP_HOST.exec(host) : null;
  if (match) return checked(match[1]!, match[2]!.toLowerCase());
  const appId = req.headers.appid;
  if (typeof appId === 'string') {
    const region = req.headers.region;
    return checked(appId, typeof region === 'string' ? region.toLowerCase() : 'us');
  }
  return defaultApp;
}
