/**
 * What the server keeps per app besides its stored state: its clock, its rate-limit window, its
 * request journal and its fault rules. Kept out of the store because none of it is data a client
 * created, and none of it is exported with the state.
 */
import { JOURNAL_SIZE_DEFAULT } from '../contract/sandbox/sandbox-limits.ts';
import { AppClock } from '../domain/clock.ts';
import { appKeyString } from '../store/app-cache.ts';
import type { AppKey } from '../store/store.ts';
import { FaultSet } from './faults.ts';
import { Journal } from './journal.ts';

export interface RateWindow {
  /** Start of the current one-minute window, epoch seconds. */
  start: number;
  used: { standard: number; core: number };
}

export interface AppRuntime {
  key: AppKey;
  clock: AppClock;
  rate: RateWindow;
  journal: Journal;
  faults: FaultSet;
}

export interface RegistryOptions {
  /** Epoch seconds every app's clock starts frozen at; undefined for the real clock. */
  clock?: number | undefined;
  /** Requests each app's journal keeps. */
  journalSize?: number;
}

const freshWindow = (): RateWindow => ({ start: 0, used: { standard: 0, core: 0 } });

export class AppRegistry {
  private readonly apps = new Map<string, AppRuntime>();
  private readonly startClockAt: number | undefined;
  private readonly journalSize: number;

  /** Also takes the start of every clock alone, as callers that need no journal pass it. */
  constructor(options: RegistryOptions | number | undefined = {}) {
    const { clock, journalSize = JOURNAL_SIZE_DEFAULT } =
      typeof options === 'object' ? options : { clock: options };
    this.startClockAt = clock;
    this.journalSize = journalSize;
  }

  get(key: AppKey): AppRuntime {
    const id = appKeyString(key);
    let runtime = this.apps.get(id);
    if (!runtime) {
      runtime = {
        key,
        clock: new AppClock(this.startClockAt),
        rate: freshWindow(),
        journal: new Journal(this.journalSize),
        faults: new FaultSet(),
      };
      this.apps.set(id, runtime);
    }
    return runtime;
  }

  /** What a reset clears besides the state: journal, fault rules, rate window. The clock stays. */
  reset(key: AppKey): AppRuntime {
    const runtime = this.get(key);
    runtime.journal.clear();
    runtime.faults.clear();
    runtime.rate = freshWindow();
    return runtime;
  }

  get size(): number {
    return this.apps.size;
  }
}
