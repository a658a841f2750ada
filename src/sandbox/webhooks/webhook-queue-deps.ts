/** What a webhook queue (webhook-queue.ts) is made with: its limits, and the timers and call it uses. */
import type { Post } from './webhook-call.ts';

export interface QueueOptions {
  queueMax: number;
  journalSize: number;
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
  concurrency: number;
  /** Calls in a row without an answer that open a URL's circuit, and how long it stays open. */
  circuitThreshold: number;
  circuitProbeMs: number;
}

/** The timers and the call the queue uses; tests pass their own, to move time without waiting. */
export interface QueueDeps {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  /** Monotonic milliseconds. */
  now: () => number;
  post: Post;
}

// The platform's timers; in Node a pending retry must not hold the process open (unref).
export const REAL: Omit<QueueDeps, 'post'> = {
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms) as unknown as { unref?: () => void };
    timer.unref?.();
    return timer;
  },
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};
