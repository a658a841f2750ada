/**
 * Who hears of the events of written changes: both stores hand events here once their changes are
 * written (for the memory store, at commit), and a listener that throws never reaches the write.
 */
import type { AppKey, EventListener } from './store.ts';

export class EventHub {
  readonly #listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  emit(key: AppKey, events: readonly unknown[]): void {
    if (events.length === 0) return;
    for (const listener of this.#listeners) {
      try {
        listener(key, events);
      } catch {
        // A listener's failure is its own (webhooks, the inspector): the change is written either way.
      }
    }
  }
}
