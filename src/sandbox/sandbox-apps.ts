/**
 * What the sandbox feature keeps per app: the request journal and the fault rules. Neither is part of
 * the app's state: a reset clears both, an export leaves both out.
 */
import { JOURNAL_SIZE_DEFAULT } from '../contract/sandbox-limits.ts';
import { appKeyString } from '../store/app-cache.ts';
import type { AppKey } from '../store/store.ts';
import { FaultSet } from './faults.ts';
import { Journal } from './journal.ts';

export interface SandboxApp {
  journal: Journal;
  faults: FaultSet;
}

export class SandboxApps {
  readonly #apps = new Map<string, SandboxApp>();
  readonly #journalSize: number;

  constructor(journalSize = JOURNAL_SIZE_DEFAULT) {
    this.#journalSize = journalSize;
  }

  get(key: AppKey): SandboxApp {
    const id = appKeyString(key);
    let app = this.#apps.get(id);
    if (!app) {
      app = { journal: new Journal(this.#journalSize), faults: new FaultSet() };
      this.#apps.set(id, app);
    }
    return app;
  }

  reset(key: AppKey): void {
    const app = this.get(key);
    app.journal.clear();
    app.faults.clear();
  }
}
