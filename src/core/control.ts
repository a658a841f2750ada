/**
 * The control API as plain functions (SPEC 21), for a test that runs the sandbox in its own process:
 * each takes the app as `(appId, region = 'us')` (the default app when `appId` is left out), returns
 * a promise, and runs the control API's own handler (sandbox/routes.ts) on the apps handle() answers
 * from, so a reset, a fault rule or a webhook does here exactly what its route does on the server.
 */
import type { Region } from '../contract/limits.ts';
import { DEFAULT_REGION } from '../contract/limits.ts';
import type { AppRegistry } from '../http/app-registry.ts';
import type { ControlOperationId, ControlSchemas } from '../sandbox/contract/control-types.ts';
import type { FaultRule, FaultRuleState } from '../sandbox/faults.ts';
import type { JournalEntry } from '../sandbox/journal.ts';
import { sandboxRoutes, type SandboxContext, type SandboxRequest } from '../sandbox/routes.ts';
import type { SandboxApps } from '../sandbox/sandbox-apps.ts';
import type { NotificationDelivery } from '../sandbox/notification-delivery.ts';
import type { WebhookConfig, WebhookView } from '../sandbox/webhooks/app-webhooks.ts';
import type { DeliveryAttempt } from '../sandbox/webhooks/webhook-queue.ts';
import type { StateSnapshot } from '../store/state.ts';
import type { AppKey, Store } from '../store/store.ts';

export interface ClockView {
  /** The app's time, in seconds since the epoch, as the API stamps records. */
  now: number;
  mode: 'frozen' | 'real';
}

type App = [appId?: string, region?: Region];

export interface SandboxControl {
  /** The app's full-access API key: what a request's `apikey` header carries. */
  apiKey(...app: App): Promise<string>;
  /** Puts the app back to the fixtures, its clock, fault rules, journal and webhooks as they started. */
  reset(...app: App): Promise<AppKey & { clock: ClockView }>;
  /** The app's whole state, as `GET /__sandbox/apps/{appId}/state` gives it. */
  exportState(...app: App): Promise<StateSnapshot>;
  /** Replaces the app's state; a snapshot that is not valid is refused (an ApiError, 400 ERR_BAD_REQUEST, whose details name each fault). */
  importState(snapshot: unknown, ...app: App): Promise<StateSnapshot>;
  clock: {
    get(...app: App): Promise<ClockView>;
    /** Stops the app's clock at `now` (seconds), or where it is. */
    freeze(now?: number, ...app: App): Promise<ClockView>;
    /** Moves a frozen or running clock `seconds` on. */
    advance(seconds: number, ...app: App): Promise<ClockView>;
    /** Lets the clock follow real time again. */
    real(...app: App): Promise<ClockView>;
  };
  faults: {
    /** The app's fault rules, with how often each has hit. */
    list(...app: App): Promise<FaultRuleState[]>;
    /** Replaces the app's rules; rules that are not valid are refused (400 ERR_BAD_REQUEST, details). */
    set(rules: FaultRule[], ...app: App): Promise<FaultRuleState[]>;
    clear(...app: App): Promise<FaultRuleState[]>;
  };
  /** The app's request journal, newest first, at most `limit`. */
  requests(limit?: number, ...app: App): Promise<JournalEntry[]>;
  webhooks: {
    list(...app: App): Promise<WebhookView[]>;
    /** Adds a webhook (`id` required); its triggers' events are delivered from the next write on. */
    create(webhook: Partial<WebhookConfig> & { id: string }, ...app: App): Promise<WebhookView>;
    get(id: string, ...app: App): Promise<WebhookView>;
    replace(id: string, webhook: Partial<WebhookConfig>, ...app: App): Promise<WebhookView>;
    delete(id: string, ...app: App): Promise<WebhookView>;
    /** The delivery attempts, newest first: what was sent, to where, and how it ended. */
    deliveries(limit?: number, ...app: App): Promise<DeliveryAttempt[]>;
    /** Waits until nothing is pending (or `timeoutMs`); how many still are. */
    flush(timeoutMs?: number, ...app: App): Promise<{ pending: number }>;
  };
  /** The apps that have a state, in the order they got it. */
  apps(): Promise<AppKey[]>;
  /** Forgets the app's state (the next request seeds it again); whether there was one. */
  deleteApp(...app: App): Promise<AppKey & { deleted: boolean }>;
}

export interface ControlParts {
  store: Store;
  registry: AppRegistry;
  seed: () => StateSnapshot;
  defaultApp: AppKey;
  apps: SandboxApps;
  notifications?: NotificationDelivery;
}

export function createControl(parts: ControlParts): SandboxControl {
  const started = performance.now();
  const ctx: SandboxContext = {
    ...parts,
    version: 'in-process',
    uptime: () => Math.floor((performance.now() - started) / 1000),
  };
  const appOf = ([appId, region]: App): AppKey =>
    appId === undefined ? parts.defaultApp : { appId, region: region ?? DEFAULT_REGION };
  /** Runs the route's handler as a validated control request of `app` would reach it. */
  const route = async <K extends ControlOperationId>(
    operationId: K,
    given: App,
    extra: { params?: object; query?: object; body?: unknown } = {},
  ): Promise<never> => {
    const app = appOf(given);
    const req = {
      params: { appId: app.appId, ...extra.params },
      query: { region: app.region, ...extra.query },
      body: extra.body,
    } as unknown as SandboxRequest<K>;
    return (await sandboxRoutes[operationId](ctx, req)) as never;
  };
  const clock = (body: ControlSchemas['ClockSetting'], app: App) => route('setClock', app, { body });

  return {
    async apiKey(...app) {
      // The app's keys as stored, not an export of its whole state.
      const keys = (await parts.store.load(appOf(app))).apiKeys.list();
      const key = keys.find((k) => k.scope === 'fullAccess') ?? keys[0];
      if (!key) throw new Error('The app has no API key: import a state with one.');
      return key.apiKey;
    },
    reset: (...app) => route('resetApp', app),
    exportState: (...app) => route('exportState', app),
    importState: (snapshot, ...app) => route('importState', app, { body: snapshot }),
    clock: {
      get: (...app) => route('getClock', app),
      freeze: async (now, ...app) =>
        clock({ now: now ?? ((await route<'getClock'>('getClock', app)) as ClockView).now }, app),
      advance: (seconds, ...app) => clock({ advance: seconds }, app),
      real: (...app) => clock({ mode: 'real' }, app),
    },
    faults: {
      list: (...app) => route('listFaults', app),
      set: (rules, ...app) => route('setFaults', app, { body: rules }),
      clear: (...app) => route('clearFaults', app),
    },
    requests: (limit, ...app) => route('listRequests', app, { query: { limit } }),
    webhooks: {
      list: (...app) => route('listWebhooks', app),
      create: (webhook, ...app) => route('createWebhook', app, { body: webhook }),
      get: (id, ...app) => route('getWebhook', app, { params: { webhookId: id } }),
      replace: (id, webhook, ...app) =>
        route('replaceWebhook', app, { params: { webhookId: id }, body: webhook }),
      delete: (id, ...app) => route('deleteWebhook', app, { params: { webhookId: id } }),
      deliveries: (limit, ...app) => route('listWebhookDeliveries', app, { query: { limit } }),
      flush: (timeoutMs, ...app) => route('flushWebhooks', app, { query: { timeoutMs } }),
    },
    apps: () => route('listApps', []),
    deleteApp: (...app) => route('deleteApp', app),
  };
}
