/**
 * The control API's handlers, by operationId of openapi/sandbox-admin.yaml. Requests arrive validated
 * against that document; answers are the resources themselves, without the chat API's `data` envelope,
 * so that an exported state can be imported as it is.
 */
import { ApiError } from '../contract/errors.ts';
import { DEFAULT_REGION, type Region } from '../contract/limits.ts';
import type { ClockSetting } from '../domain/clock.ts';
import { clockState, setClock } from './clock-control.ts';
import type { AppRegistry } from '../http/app-registry.ts';
import { type FaultRule, checkFaultRules } from './faults.ts';
import type { SandboxApps } from './sandbox-apps.ts';
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
  /** Seconds the sandbox has been up. */
  uptime: () => number;
}

export interface SandboxRequest {
  params: Record<string, string>;
  /** After validation: `region` defaults to us, `limit` is a number. */
  query: { region?: Region; limit?: number };
  body: unknown;
}

export type SandboxHandler = (ctx: SandboxContext, req: SandboxRequest) => unknown;

const appOf = (req: SandboxRequest): AppKey => ({
  appId: req.params.appId ?? '',
  region: req.query.region ?? DEFAULT_REGION,
});

export const sandboxRoutes: Record<string, SandboxHandler> = {
  getHealth: (ctx) => ({ status: 'ok', version: ctx.version, uptime: ctx.uptime() }),

  resetApp: async (ctx, req) => {
    const key = appOf(req);
    await ctx.store.replace(key, ctx.seed());
    ctx.apps.reset(key);
    return { ...key, clock: clockState(ctx.registry.reset(key).clock) };
  },

  exportState: async (ctx, req) => toSnapshot(await ctx.store.load(appOf(req))),

  importState: async (ctx, req) => {
    const result = validateSnapshot(req.body);
    if (!result.ok) {
      const message = 'The state is invalid; nothing was changed. `details` names each fault.';
      throw new ApiError('ERR_BAD_REQUEST', message, { details: result.details });
    }
    return toSnapshot(await ctx.store.replace(appOf(req), result.snapshot));
  },

  listRequests: (ctx, req) => ctx.apps.get(appOf(req)).journal.newest(req.query.limit),

  getClock: (ctx, req) => clockState(ctx.registry.get(appOf(req)).clock),

  setClock: (ctx, req) => setClock(ctx.registry.get(appOf(req)).clock, req.body as ClockSetting),

  listFaults: (ctx, req) => ctx.apps.get(appOf(req)).faults.list(),

  setFaults: (ctx, req) => {
    const rules = req.body as FaultRule[];
    const details = checkFaultRules(rules);
    if (details) {
      throw new ApiError('ERR_BAD_REQUEST', 'A fault rule cannot apply; nothing was changed.', { details });
    }
    const faults = ctx.apps.get(appOf(req)).faults;
    faults.replace(rules);
    return faults.list();
  },

  clearFaults: (ctx, req) => {
    const faults = ctx.apps.get(appOf(req)).faults;
    faults.clear();
    return faults.list();
  },
};
