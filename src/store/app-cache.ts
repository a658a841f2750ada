/**
 * What both stores share: the check that an (appId, region) pair is one the product accepts, the
 * string that names it, and the per-app cache in which concurrent first uses of an app share one load.
 */
import { invalidAppId, invalidRegion } from '../contract/error-catalogue.ts';
import { APP_ID_PATTERN, REGIONS } from '../contract/limits.ts';
import type { AppKey } from './store.ts';

const APP_ID = new RegExp(APP_ID_PATTERN);

/**
 * `region/appId`, after checking both against the contract's patterns. The file store turns this
 * string into a path, so nothing else may ever reach it.
 */
export function appKeyString(key: AppKey): string {
  let id = NAMED.get(key);
  if (id !== undefined) return id;
  const { appId, region } = key;
  if (typeof appId !== 'string' || !APP_ID.test(appId)) throw invalidAppId(appId);
  if (!REGIONS.some((r) => r === region)) throw invalidRegion(region);
  id = `${region}/${appId}`;
  NAMED.set(key, id);
  return id;
}

/**
 * The names already checked, by key object: a request's key (the default app's, nearly always) is
 * named by the registry, the journal and the store in turn, and each paid the check and a new string.
 */
const NAMED = new WeakMap<AppKey, string>();

/**
 * Entries of loaded apps, by app key. A load that fails is forgotten, so the app stays unloaded and
 * the next use tries again.
 */
export class AppCache<E> {
  readonly #entries = new Map<string, Promise<E>>();

  /** The app's entry, opening it with `open(id)` unless it is loaded or being loaded. */
  load(key: AppKey, open: (id: string) => Promise<E>): Promise<E> {
    let id: string;
    try {
      id = appKeyString(key);
    } catch (error) {
      return Promise.reject(error);
    }
    const existing = this.#entries.get(id);
    if (existing) return existing;
    const loading = Promise.resolve(id).then(open);
    this.#entries.set(id, loading);
    loading.catch(() => {
      if (this.#entries.get(id) === loading) this.#entries.delete(id);
    });
    return loading;
  }

  /** The app's entry if it is loaded or being loaded; never starts a load. */
  find(key: AppKey): Promise<E> | undefined {
    return this.#entries.get(appKeyString(key));
  }

  /** The keys of the entries loaded or being loaded. */
  keys(): AppKey[] {
    return [...this.#entries.keys()].map((id) => {
      const [region, appId] = id.split('/') as [AppKey['region'], string];
      return { appId, region };
    });
  }

  /** Forgets the app's entry; its next use loads it again. */
  forget(key: AppKey): void {
    this.#entries.delete(appKeyString(key));
  }

  /** Every entry that loaded; failed loads are left out. */
  async settled(): Promise<E[]> {
    const results = await Promise.allSettled(this.#entries.values());
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }
}
