/**
 * What the sandbox feature keeps per app: the request journal, the fault rules and the webhooks. None
 * is part of the app's state: an export leaves them out; a reset clears the journal and the rules and
 * puts back the webhooks the sandbox started with.
 */
import { JOURNAL_SIZE_DEFAULT } from '../contract/sandbox-limits.ts';
import { appKeyString } from '../store/app-cache.ts';
import type { AppKey, Store } from '../store/store.ts';
import { asDomainEvents } from '../domain/events.ts';
import { webhookEventsOf } from './webhooks/webhook-payloads.ts';
import { FaultSet } from './faults.ts';
import { Journal } from './journal.ts';
import { AppWebhooks, DEFAULT_QUEUE_OPTIONS, type WebhookConfig } from './webhooks/app-webhooks.ts';
import type { Post } from './webhooks/webhook-call.ts';
import type { QueueDeps, QueueOptions } from './webhooks/webhook-queue.ts';

export interface SandboxApp {
  journal: Journal;
  faults: FaultSet;
  webhooks: AppWebhooks;
}

export interface WebhookSettings {
  /** The webhooks every app starts (and is reset) with. */
  seed?: readonly WebhookConfig[];
  /** Delivery settings; tests shorten the waits. */
  queue?: Partial<QueueOptions>;
  /** The queue's clock and timers; tests pass their own to move time without depending on it. */
  queueDeps?: Partial<QueueDeps>;
}

export class SandboxApps {
  readonly #apps = new Map<string, SandboxApp>();
  readonly #journalSize: number;
  readonly #webhooks: WebhookSettings;

  readonly #post: Post;

  /** `post` makes the webhook calls: Node's client on the server, fetch in process (webhook-call.ts). */
  constructor(post: Post, journalSize = JOURNAL_SIZE_DEFAULT, webhooks: WebhookSettings = {}) {
    this.#post = post;
    this.#journalSize = journalSize;
    this.#webhooks = webhooks;
  }

  get(key: AppKey): SandboxApp {
    const id = appKeyString(key);
    let app = this.#apps.get(id);
    if (!app) {
      app = {
        journal: new Journal(this.#journalSize),
        faults: new FaultSet(),
        webhooks: new AppWebhooks(
          this.#webhooks.seed ?? [],
          {
            ...DEFAULT_QUEUE_OPTIONS,
            ...this.#webhooks.queue,
          },
          { post: this.#post, ...this.#webhooks.queueDeps },
        ),
      };
      this.#apps.set(id, app);
    }
    return app;
  }

  reset(key: AppKey): void {
    const app = this.get(key);
    app.journal.clear();
    app.faults.clear();
    app.webhooks.reset();
  }

  /** The app, if the sandbox has seen it; never creates one. */
  peek(key: AppKey): SandboxApp | undefined {
    return this.#apps.get(appKeyString(key));
  }

  /** Stops every app's deliveries (the sandbox is closing). */
  stop(): void {
    for (const app of this.#apps.values()) app.webhooks.queue.stop();
  }
}

/**
 * Hands each commit's events to the app's webhooks once the changes are durable, as the webhook
 * events of the state they left (both transports, the server and the in-process core); an app
 * without webhooks pays nothing. `seeded`: every app starts with webhooks. Returns the unsubscribe.
 */
export function dispatchToWebhooks(store: Store, apps: SandboxApps, seeded: boolean): () => void {
  return store.subscribe((key, events) => {
    const app = apps.peek(key) ?? (seeded ? apps.get(key) : undefined);
    if (!app || !app.webhooks.anyEnabled()) return;
    void store.load(key).then(
      (state) =>
        app.webhooks.dispatch(
          key,
          asDomainEvents(events).flatMap((event) => webhookEventsOf(state, event)),
        ),
      () => undefined,
    );
  });
}
