/**
 * What the server keeps per app besides its stored state: its clock and its rate-limit window.
 * Kept out of the store because none of it is data a client created.
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

export class AppRegistry {
  private readonly apps = new Map<string, AppRuntime>();

  constructor(private readonly startClockAt: number | undefined) {}

  get(key: AppKey): AppRuntime {
    const id = appKeyString(key);
    let runtime = this.apps.get(id);
    if (!runtime) {
      runtime = {
        key,
        clock: new AppClock(this.startClockAt),
        rate: { start: 0, used: { standard: 0, core: 0 } },
      };
      this.apps.set(id, runtime);
    }
    return runtime;
  }

  get size(): number {
    return this.apps.size;
  }
}
