/**
 * One app's webhooks: their configuration (the real webhook object plus the triggers it wants), the
 * queue that delivers to them and its journal. The configuration is the sandbox's, not the app's
 * state: an export leaves it out, and a reset puts back the webhooks the sandbox was started with.
 */
import {
  basicAuthIncomplete,
  tooManyWebhooks,
  webhookAlreadyExists,
  webhookNotFound,
} from '../../contract/error-catalogue.ts';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_JOURNAL_SIZE,
  WEBHOOK_QUEUE_MAX,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOKS_MAX,
  WEBHOOK_TRIGGERS,
} from '../../contract/sandbox-limits.ts';
import type { AppKey } from '../../store/store.ts';
import { CIRCUIT_PROBE_MS, CIRCUIT_THRESHOLD } from './webhook-circuit.ts';
import type { WebhookEvent } from './webhook-payloads.ts';
import { WebhookQueue, type QueueDeps, type QueueOptions } from './webhook-queue.ts';

export interface WebhookConfig {
  id: string;
  name: string;
  webhookURL: string;
  useBasicAuth: boolean;
  username?: string;
  password?: string;
  enabled: boolean;
  triggers: string[];
}

/** A webhook as the control API shows it: never its password. */
export type WebhookView = Omit<WebhookConfig, 'password'>;

export const viewOf = ({ password: _password, ...rest }: WebhookConfig): WebhookView => rest;

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  queueMax: WEBHOOK_QUEUE_MAX,
  journalSize: WEBHOOK_JOURNAL_SIZE,
  attempts: WEBHOOK_ATTEMPTS,
  backoffMs: WEBHOOK_BACKOFF_MS,
  timeoutMs: WEBHOOK_TIMEOUT_MS,
  concurrency: WEBHOOK_CONCURRENCY,
  circuitThreshold: CIRCUIT_THRESHOLD,
  circuitProbeMs: CIRCUIT_PROBE_MS,
};

/** A webhook for `--webhook <url>`: every trigger, no auth. */
export const urlWebhook = (url: string, index: number): WebhookConfig => ({
  id: `webhook-${index + 1}`,
  name: `--webhook ${index + 1}`,
  webhookURL: url,
  useBasicAuth: false,
  enabled: true,
  triggers: [...WEBHOOK_TRIGGERS],
});

export class AppWebhooks {
  readonly #configs = new Map<string, WebhookConfig>();
  readonly #seed: readonly WebhookConfig[];
  readonly queue: WebhookQueue;
  /** Events dispatched since the last reset: the next event's id is one more. */
  #events = 0;

  constructor(
    seed: readonly WebhookConfig[],
    options: QueueOptions,
    deps: Partial<QueueDeps> & Pick<QueueDeps, 'post'>,
  ) {
    this.#seed = seed;
    this.queue = new WebhookQueue(options, deps);
    this.reset();
  }

  /** Whether any webhook is enabled: asked on every durable write, so it allocates nothing. */
  anyEnabled(): boolean {
    for (const config of this.#configs.values()) if (config.enabled) return true;
    return false;
  }

  list(): WebhookConfig[] {
    return [...this.#configs.values()];
  }

  get(id: string): WebhookConfig {
    const config = this.#configs.get(id);
    if (!config) throw webhookNotFound(id);
    return config;
  }

  create(config: WebhookConfig): WebhookConfig {
    if (this.#configs.has(config.id)) throw webhookAlreadyExists(config.id);
    if (this.#configs.size >= WEBHOOKS_MAX) throw tooManyWebhooks();
    this.#configs.set(config.id, checked(config));
    return config;
  }

  replace(id: string, config: WebhookConfig): WebhookConfig {
    this.get(id);
    const next = checked({ ...config, id });
    this.#configs.set(id, next);
    // Pending calls were made for the old URL, auth and triggers: none of them runs on.
    this.queue.cancel(id, 'the webhook was replaced');
    return next;
  }

  delete(id: string): WebhookConfig {
    const config = this.get(id);
    this.#configs.delete(id);
    this.queue.cancel(id, 'the webhook was deleted');
    return config;
  }

  /** Queues a call to every enabled webhook that wants the event's trigger. */
  dispatch(key: AppKey, events: readonly WebhookEvent[]): void {
    const numbered = events.map((event) => ({ event, eventId: String((this.#events += 1)) }));
    for (const config of this.#configs.values()) {
      if (!config.enabled) continue;
      for (const { event, eventId } of numbered) {
        if (!config.triggers.includes(event.trigger)) continue;
        const delivery = {
          eventId,
          entity: event.entity,
          webhookId: config.id,
          trigger: event.trigger,
          url: config.webhookURL,
          ...(config.useBasicAuth
            ? {
                authorization: `Basic ${base64(`${config.username ?? ''}:${config.password ?? ''}`)}`,
              }
            : {}),
        };
        this.queue.enqueue(delivery, () => ({
          trigger: event.trigger,
          data: event.data(),
          appId: key.appId,
          region: key.region,
          webhook: config.id,
        }));
      }
    }
  }

  /** Back to the webhooks the sandbox started with; pending deliveries dropped, journal cleared. */
  reset(): void {
    this.queue.clear();
    this.#events = 0;
    this.#configs.clear();
    for (const config of this.#seed)
      this.#configs.set(config.id, { ...config, triggers: [...config.triggers] });
  }
}

function checked(config: WebhookConfig): WebhookConfig {
  if (config.useBasicAuth && (!config.username || config.password === undefined)) {
    throw basicAuthIncomplete();
  }
  return config;
}

/** Base64 of the text's UTF-8 bytes, with the platform's btoa: this file runs in a browser too. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
