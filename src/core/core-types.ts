/**
 * What a caller of the in-process core hands it and gets back (index.ts): the request, the answer,
 * the options and the core itself.
 */
import type { Logger } from 'pino';
import type { AppRegistry } from '../http/app-registry.ts';
import type { Config } from '../http/config.ts';
import type { WebhookConfig } from '../sandbox/webhooks/app-webhooks.ts';
import type { StateSnapshot } from '../store/state.ts';
import type { Store } from '../store/store.ts';
import type { SandboxControl } from './control.ts';
import type { SandboxEvent, WebhookDelivery } from './core-parts.ts';
import type { ProvokedResponse } from './provocations.ts';
import type { HeadersLike } from './wire.ts';

export interface CoreRequest {
  method: string;
  /** A path (`/v3/users?perPage=5`) or an absolute URL (`https://{appId}.api-{region}.cometchat.io/v3/…`). */
  url: string;
  headers?: HeadersLike;
  /** The JSON text as sent, or the value already parsed (taken as JSON when no content-type says otherwise). */
  body?: unknown;
}

/**
 * `status`, `headers` (names in lower case) and `body` (the answer's JSON text, a copy, never the
 * sandbox's own objects; empty for HEAD), and `failure` when a fault rule or `Prefer: failure=` asks
 * the network to fail (provocations.ts).
 */
export type CoreResponse = ProvokedResponse;

export interface SandboxCoreOptions {
  /** Where the apps' state lives; by default in memory, each app seeded from the fixtures. */
  store?: Store;
  /**
   * In a browser, keeps each app's state in the page's localStorage across reloads (store/web-storage-store.ts),
   * when no `store` is given.
   */
  persist?: 'localStorage';
  /** What a reset puts back (a fresh snapshot each call): the fixtures, unless the store is seeded otherwise. */
  seed?: () => StateSnapshot;
  /** As the server's: the default app, rate limits, the clock apps start frozen at. */
  config?: Partial<Config>;
  /** The apps' clocks and rate windows, when they are shared with a server over the same store. */
  registry?: AppRegistry;
  /** Told of a failure answered with 500, which is a bug. */
  logger?: Pick<Logger, 'error'>;
  /** Uniform in [0, 1) for fault probabilities; a test passes a seeded one. */
  random?: () => number;
  /** Waits for Prefer delays and fault latency; by default the platform's timer, let go at close. */
  sleep?: (ms: number) => Promise<void>;
  /** The webhooks every app starts (and is reset) with, as the control API takes them. */
  webhooks?: WebhookConfig[];
  /**
   * Receives each webhook delivery instead of a call to its URL (a receiver that returns answered
   * 200; one that throws answered 500, and the delivery is retried).
   */
  onWebhook?: (delivery: WebhookDelivery) => unknown;
  /** Makes the webhook calls when there is no `onWebhook`: the platform's fetch unless given. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface SandboxCore {
  handle(request: CoreRequest): Promise<CoreResponse>;
  /** The control API as plain functions, on the same apps (control.ts). */
  control: SandboxControl;
  /** Each committed change of any app, as its webhook would tell it (core-parts.ts); the unsubscribe. */
  subscribe(listener: (event: SandboxEvent) => void): () => void;
  close(): Promise<void>;
}
