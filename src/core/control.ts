/**
 * The control API as plain functions (SPEC 21), for a test that runs the sandbox in its own process:
 * each takes the app as `(appId, region = 'us')` (the default app when `appId` is left out) and
 * returns a promise, and each does what its route of the control API does, on the same store and
 * clocks `handle()` answers from. Not here yet: the request journal and webhooks, which the
 * in-process request path does not keep.
 */
import { invalidFaultRules, invalidState } from '../contract/error-catalogue.ts';
import { DEFAULT_REGION, type Region } from '../contract/limits.ts';
import type { ClockSetting } from '../domain/clock.ts';
import type { AppRegistry } from '../http/app-registry.ts';
import { clockState, setClock } from '../sandbox/clock-control.ts';
import { checkFaultRules, type FaultRule, type FaultRuleState } from '../sandbox/faults.ts';
import type { AppFaults } from './provocations.ts';
import { toSnapshot, type StateSnapshot } from '../store/state.ts';
import { validateSnapshot } from '../store/state-schema.ts';
import type { AppKey, Store } from '../store/store.ts';

export interface ClockView {
  /** The app's time, in seconds since the epoch, as the API stamps records. */
  now: number;
  mode: 'frozen' | 'real';
}

export interface SandboxControl {
  /** The app's full-access API key: what a request's `apikey` header carries. */
  apiKey(appId?: string, region?: Region): Promise<string>;
  /** Puts the app back to the fixtures and its clock back to where apps start. */
  reset(appId?: string, region?: Region): Promise<AppKey & { clock: ClockView }>;
  /** The app's whole state, as `GET /__sandbox/apps/{appId}/state` gives it. */
  exportState(appId?: string, region?: Region): Promise<StateSnapshot>;
  /** Replaces the app's state; a snapshot that is not valid is refused (an ApiError, 400 ERR_BAD_REQUEST, whose details name each fault). */
  importState(snapshot: unknown, appId?: string, region?: Region): Promise<StateSnapshot>;
  clock: {
    get(appId?: string, region?: Region): Promise<ClockView>;
    /** Stops the app's clock at `now` (seconds), or where it is. */
    freeze(now?: number, appId?: string, region?: Region): Promise<ClockView>;
    /** Moves a frozen or running clock `seconds` on. */
    advance(seconds: number, appId?: string, region?: Region): Promise<ClockView>;
    /** Lets the clock follow real time again. */
    real(appId?: string, region?: Region): Promise<ClockView>;
  };
  faults: {
    /** The app's fault rules, with how often each has hit. */
    list(appId?: string, region?: Region): Promise<FaultRuleState[]>;
    /** Replaces the app's rules; rules that are not valid are refused (400 ERR_BAD_REQUEST, details). */
    set(rules: FaultRule[], appId?: string, region?: Region): Promise<FaultRuleState[]>;
    clear(appId?: string, region?: Region): Promise<FaultRuleState[]>;
  };
  /** The apps that have a state, in the order they got it. */
  apps(): Promise<AppKey[]>;
  /** Forgets the app's state (the next request seeds it again); whether there was one. */
  deleteApp(appId?: string, region?: Region): Promise<AppKey & { deleted: boolean }>;
}

export function createControl(
  store: Store,
  registry: AppRegistry,
  seed: () => StateSnapshot,
  defaultApp: AppKey,
  faults: AppFaults,
): SandboxControl {
  const keyOf = (appId?: string, region?: Region): AppKey =>
    appId === undefined ? defaultApp : { appId, region: region ?? DEFAULT_REGION };
  const clockOf = (appId?: string, region?: Region) => registry.get(keyOf(appId, region)).clock;
  const set = async (setting: ClockSetting, appId?: string, region?: Region) =>
    setClock(clockOf(appId, region), setting);

  return {
    async apiKey(appId, region) {
      const state = await store.load(keyOf(appId, region));
      const key = state.apiKeys.list().find((k) => k.scope === 'fullAccess') ?? state.apiKeys.list()[0];
      if (!key) throw new Error('The app has no API key: import a state with one.');
      return key.apiKey;
    },
    async reset(appId, region) {
      const key = keyOf(appId, region);
      await store.replace(key, seed());
      faults.forget(key);
      return { ...key, clock: clockState(registry.reset(key).clock) };
    },
    exportState: async (appId, region) => toSnapshot(await store.load(keyOf(appId, region))),
    async importState(snapshot, appId, region) {
      const result = validateSnapshot(snapshot);
      if (!result.ok) throw invalidState(result.details);
      return toSnapshot(await store.replace(keyOf(appId, region), result.snapshot));
    },
    clock: {
      get: async (appId, region) => clockState(clockOf(appId, region)),
      freeze: (now, appId, region) => set({ now: now ?? clockOf(appId, region).now() }, appId, region),
      advance: (seconds, appId, region) => set({ advance: seconds }, appId, region),
      real: (appId, region) => set({ mode: 'real' }, appId, region),
    },
    faults: {
      list: async (appId, region) => faults.of(keyOf(appId, region)).list(),
      async set(rules, appId, region) {
        const details = checkFaultRules(rules);
        if (details) throw invalidFaultRules(details);
        const set = faults.of(keyOf(appId, region));
        set.replace(rules);
        return set.list();
      },
      async clear(appId, region) {
        const set = faults.of(keyOf(appId, region));
        set.clear();
        return set.list();
      },
    },
    apps: async () => store.apps(),
    async deleteApp(appId, region) {
      const key = keyOf(appId, region);
      const deleted = await store.remove(key);
      registry.reset(key);
      faults.forget(key);
      return { ...key, deleted };
    },
  };
}
