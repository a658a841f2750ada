import type { AppKey } from '../store/store.ts';
import { RATE_LIMIT_CORE_DEFAULT, RATE_LIMIT_STANDARD_DEFAULT } from '../contract/limits.ts';
import { JOURNAL_SIZE_DEFAULT } from '../contract/sandbox-limits.ts';

/** Everything the app needs to know about how it runs; startSandbox (start.ts) builds it from its options, which the command takes from flags. */
export interface Config {
  /** The app used when a request names none (no app host, no appId header). */
  defaultApp: AppKey;
  /** Requests per app per minute; 0 turns the tier off. */
  rateLimit: { standard: number; core: number };
  validateResponses: boolean;
  cors: boolean;
  /** Epoch seconds every app's clock starts frozen at; undefined for the real clock. */
  clock: number | undefined;
  version: string;
  /** Bearer token the control API requires; undefined lets loopback clients in without one. */
  adminToken: string | undefined;
  /** Requests kept per app in the request journal; 0 keeps none. */
  journalSize: number;
  /** The fast paths (src/http/fast-paths/) on or off; undefined leaves it to CHAT_SANDBOX_FAST_PATHS. */
  fastPaths?: boolean;
}

export function defaultConfig(overrides: Partial<Config> = {}): Config {
  return {
    defaultApp: { appId: 'chat-sandbox', region: 'us' },
    rateLimit: { standard: RATE_LIMIT_STANDARD_DEFAULT, core: RATE_LIMIT_CORE_DEFAULT },
    validateResponses: true,
    cors: true,
    clock: undefined,
    version: '0.1.0',
    adminToken: undefined,
    journalSize: JOURNAL_SIZE_DEFAULT,
    ...overrides,
  };
}
