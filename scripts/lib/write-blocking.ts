/**
 * How long the write after a change holds the event loop, measured in-process: a stream of
 * commits, one change each, with Node's event-loop delay monitor running. While the loop is held, no
 * other request can be served, so the longest delay is the longest a request can be kept waiting by
 * a write.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppKey, Store } from '../../src/store/store.ts';

export interface Blocking {
  commits: number;
  commitsPerSecond: number;
  /** Event-loop delay in milliseconds while the commits ran. */
  p99: number;
  max: number;
}

/** Makes `commits` changes (a new group each) one after another, committing each. */
export async function measureWriteBlocking(store: Store, key: AppKey, commits: number): Promise<Blocking> {
  const state = await store.load(key);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const started = performance.now();
  histogram.enable();
  for (let i = 0; i < commits; i += 1) {
    const guid = `blocking-${started.toFixed(0)}-${i}`;
    state.groups.put({ guid, name: guid, type: 'public', owner: 'app_system', createdAt: 1 });
    await store.commit(key);
  }
  histogram.disable();
  const seconds = (performance.now() - started) / 1000;
  return {
    commits,
    commitsPerSecond: commits / seconds,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
  };
}
