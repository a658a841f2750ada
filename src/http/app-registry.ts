/**
 * What the server keeps per app besides its stored state for every request: its clock and its
 * rate-limit window. Kept out of the store because neither is data a client created, and neither is
 * exported with the state. The sandbox feature keeps its own per-app records (journal, fault rules).
 */
import { AppClock } from '../domain/clock.ts';
import { appKeyString } from '../store/app-cache.ts';
import type { AppKey } from '../store/store.ts';

export interface RateWindow {
  /** Start of the current one-minute window, epoch seconds. */
  start: number;
  used: { standard: number; core: number };
}

export interface AppRuntime {
  key: AppKey;
  clock: AppClock;
  rate: RateWindow;
}

const freshWindow = (): RateWindow => ({ start: 0, used: { standard: 0, core: 0 } });

export class AppRegistry {
  readonly #apps = new Map<string, AppRuntime>();
  readonly #startClockAt: number | undefined;

  /** `clock`: epoch seconds every app's clock starts frozen at; undefined for the real clock. */
  constructor(clock?: number) {
    this.#startClockAt = clock;
  }

  get(key: AppKey): AppRuntime {
    const id = appKeyString(key);
    let runtime = this.#apps.get(id);
    if (!runtime) {
      runtime = { key, clock: new AppClock(this.#startClockAt), rate: freshWindow() };
      this.#apps.set(id, runtime);
    }
    return runtime;
  }

  /** What a reset clears besides the state: the rate window. The clock stays. */
  reset(key: AppKey): AppRuntime {
    const runtime = this.get(key);
    runtime.rate = freshWindow();
    return runtime;
  }

  get size(): number {
    return this.#apps.size;
  }
}
