/**
 * The control API's handlers, by operationId of openapi/sandbox-admin.yaml. Requests arrive validated
 * against that document; answers are the resources themselves, without the chat API's `data` envelope,
 * so that an exported state can be imported as it is.
 */
import {
  invalidFaultRules,
  invalidState,
  webhookIdMismatch,
  webhookIdRequired,
} from '../contract/error-catalogue.ts';
import { DEFAULT_REGION, type Region } from '../contract/limits.ts';
import type { ClockSetting } from '../domain/clock.ts';
import { clockState, setClock } from './clock-control.ts';
import type { AppRegistry } from '../http/app-registry.ts';
import { type FaultRule, checkFaultRules } from './faults.ts';
import type { SandboxApps } from './sandbox-apps.ts';
import { viewOf, type WebhookConfig } from './webhooks/app-webhooks.ts';
import { toSnapshot, type StateSnapshot } from '../store/state.ts';
import { validateSnapshot } from '../store/state-schema.ts';
import type { AppKey, Store } from '../store/store.ts';

export interface SandboxContext {
  store: Store;
  registry: AppRegistry;
  apps: SandboxApps;
  /** The fixtures a reset puts back: the same the store seeds new apps with. */
  seed: () => StateSnapshot;
  version: string;
  defaultApp?: AppKey | undefined;
  /** Seconds the sandbox has been up. */
  uptime: () => number;
}

export interface SandboxRequest {
  params: Record<string, string>;
  /** After validation: `region` defaults to us, `limit` is a number. */
  query: { region?: Region; limit?: number; timeoutMs?: number };
  body: unknown;
}

export type SandboxHandler = (ctx: SandboxContext, req: SandboxRequest) => unknown;

const appOf = (req: SandboxRequest): AppKey => ({
  appId: req.params.appId ?? '',
  region: req.query.region ?? DEFAULT_REGION,
});

export const sandboxRoutes: Record<string, SandboxHandler> = {
  getHealth: (ctx) => ({
    status: 'ok',
    version: ctx.version,
    uptime: ctx.uptime(),
    ...(ctx.defaultApp ? { defaultApp: ctx.defaultApp } : {}),
  }),

  resetApp: async (ctx, req) => {
    const key = appOf(req);
    await ctx.store.replace(key, ctx.seed());
    ctx.apps.reset(key);
    return { ...key, clock: clockState(ctx.registry.reset(key).clock) };
  },

  exportState: async (ctx, req) => toSnapshot(await ctx.store.load(appOf(req))),

  listApps: (ctx) => ctx.store.apps(),

  deleteApp: async (ctx, req) => {
    const key = appOf(req);
    const deleted = await ctx.store.remove(key);
    ctx.apps.reset(key);
    ctx.registry.reset(key);
    return { ...key, deleted };
  },

  importState: async (ctx, req) => {
    const result = validateSnapshot(req.body);
    if (!result.ok) throw invalidState(result.details);
    return toSnapshot(await ctx.store.replace(appOf(req), result.snapshot));
  },

  listRequests: (ctx, req) => ctx.apps.get(appOf(req)).journal.newest(req.query.limit),

  getClock: (ctx, req) => clockState(ctx.registry.get(appOf(req)).clock),

  setClock: (ctx, req) => setClock(ctx.registry.get(appOf(req)).clock, req.body as ClockSetting),

  listFaults: (ctx, req) => ctx.apps.get(appOf(req)).faults.list(),

  setFaults: (ctx, req) => {
    const rules = req.body as FaultRule[];
    const details = checkFaultRules(rules);
    if (details) throw invalidFaultRules(details);
    const faults = ctx.apps.get(appOf(req)).faults;
    faults.replace(rules);
    return faults.list();
  },

  clearFaults: (ctx, req) => {
    const faults = ctx.apps.get(appOf(req)).faults;
    faults.clear();
    return faults.list();
  },

  listWebhooks: (ctx, req) => ctx.apps.get(appOf(req)).webhooks.list().map(viewOf),

  createWebhook: (ctx, req) => {
    const body = req.body as Partial<WebhookConfig>;
    if (body.id === undefined) throw webhookIdRequired();
    return viewOf(ctx.apps.get(appOf(req)).webhooks.create(webhookOf(body.id, body)));
  },

  getWebhook: (ctx, req) => viewOf(ctx.apps.get(appOf(req)).webhooks.get(req.params.webhookId ?? '')),

  replaceWebhook: (ctx, req) => {
    const id = req.params.webhookId ?? '';
    const body = req.body as Partial<WebhookConfig>;
    if (body.id !== undefined && body.id !== id) throw webhookIdMismatch(id);
    return viewOf(ctx.apps.get(appOf(req)).webhooks.replace(id, webhookOf(id, body)));
  },

  deleteWebhook: (ctx, req) => viewOf(ctx.apps.get(appOf(req)).webhooks.delete(req.params.webhookId ?? '')),

  listWebhookDeliveries: (ctx, req) =>
    ctx.apps.get(appOf(req)).webhooks.queue.attempts().slice(0, req.query.limit),

  flushWebhooks: async (ctx, req) => {
    const queue = ctx.apps.get(appOf(req)).webhooks.queue;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      queue.drained(),
      new Promise((resolve) => (timer = setTimeout(resolve, req.query.timeoutMs ?? 30_000))),
    ]);
    clearTimeout(timer);
    return { pending: queue.pending };
  },
};

/** A webhook from a validated body: enabled and without Basic auth unless it says otherwise. */
function webhookOf(id: string, body: Partial<WebhookConfig>): WebhookConfig {
  const config: WebhookConfig = {
    id,
    name: body.name ?? id,
    webhookURL: body.webhookURL ?? '',
    useBasicAuth: body.useBasicAuth ?? false,
    enabled: body.enabled ?? true,
    triggers: [...new Set(body.triggers ?? [])],
  };
  if (body.username !== undefined) config.username = body.username;
  if (body.password !== undefined) config.password = body.password;
  return config;
}
