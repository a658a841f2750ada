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
import { checkFaultRules } from './faults.ts';
import type { SandboxApps } from './sandbox-apps.ts';
import type { NotificationDelivery } from './notification-delivery.ts';
import { viewOf, type WebhookConfig } from './webhooks/app-webhooks.ts';
import { toSnapshot, type StateSnapshot } from '../store/state.ts';
import { validateSnapshot } from '../store/state-schema.ts';
import type { AppKey, Store } from '../store/store.ts';
import type { BodyOf, PathOf, QueryOf } from '../contract/api-types.ts';
import type { ControlOperationId, ControlOperations, ControlSchemas } from './contract/control-types.ts';

export interface SandboxContext {
  store: Store;
  registry: AppRegistry;
  apps: SandboxApps;
  /** The outbox's deliveries: a clock change and a flush run the app's due digests first. */
  notifications?: NotificationDelivery;
  /** The fixtures a reset puts back: the same the store seeds new apps with. */
  seed: () => StateSnapshot;
  version: string;
  defaultApp?: AppKey | undefined;
  /** Seconds the sandbox has been up. */
  uptime: () => number;
}

/** A control request as its operation's types give it, validated against the control API's document. */
export interface SandboxRequest<K extends ControlOperationId> {
  params: PathOf<ControlOperations[K]>;
  /** After validation: `region` defaults to us, numbers are numbers. */
  query: QueryOf<ControlOperations[K]>;
  body: BodyOf<ControlOperations[K]>;
}

export type SandboxHandler<K extends ControlOperationId> = (
  ctx: SandboxContext,
  req: SandboxRequest<K>,
) => unknown;

/** The app a control request names: `appId` in its path, `region` in its query. */
const appOf = (req: { params: { appId?: string }; query: { region?: Region } }): AppKey => ({
  appId: req.params.appId ?? '',
  region: req.query.region ?? DEFAULT_REGION,
});

/** A clock setting as the document types it (one field of the three), as the clock takes it. */
function clockSettingOf(body: ControlSchemas['ClockSetting']): ClockSetting {
  if (body.now !== undefined) return { now: body.now };
  if (body.advance !== undefined) return { advance: body.advance };
  return { mode: 'real' };
}

export const sandboxRoutes: { [K in ControlOperationId]: SandboxHandler<K> } = {
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

  setClock: async (ctx, req) => {
    const key = appOf(req);
    const state = setClock(ctx.registry.get(key).clock, clockSettingOf(req.body));
    // What the move made due is sent before the answer: a test reads the outbox right after.
    await ctx.notifications?.runDueIfStored(key);
    return state;
  },

  listFaults: (ctx, req) => ctx.apps.get(appOf(req)).faults.list(),

  setFaults: (ctx, req) => {
    const rules = req.body;
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
    const { body } = req;
    if (body.id === undefined) throw webhookIdRequired();
    return viewOf(ctx.apps.get(appOf(req)).webhooks.create(webhookOf(body.id, body)));
  },

  getWebhook: (ctx, req) => viewOf(ctx.apps.get(appOf(req)).webhooks.get(req.params.webhookId ?? '')),

  replaceWebhook: (ctx, req) => {
    const id = req.params.webhookId ?? '';
    const { body } = req;
    if (body.id !== undefined && body.id !== id) throw webhookIdMismatch(id);
    return viewOf(ctx.apps.get(appOf(req)).webhooks.replace(id, webhookOf(id, body)));
  },

  deleteWebhook: (ctx, req) => viewOf(ctx.apps.get(appOf(req)).webhooks.delete(req.params.webhookId ?? '')),

  listWebhookDeliveries: (ctx, req) =>
    ctx.apps.get(appOf(req)).webhooks.queue.attempts().slice(0, req.query.limit),

  flushWebhooks: async (ctx, req) => {
    const key = appOf(req);
    const queue = ctx.apps.get(key).webhooks.queue;
    // Due digests are sent and the outbox's calls queued first; their log writes are waited for after.
    await ctx.notifications?.runDueIfStored(key);
    await ctx.notifications?.idle();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      queue.drained(),
      new Promise((resolve) => (timer = setTimeout(resolve, req.query.timeoutMs ?? 30_000))),
    ]);
    clearTimeout(timer);
    await ctx.notifications?.idle();
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
