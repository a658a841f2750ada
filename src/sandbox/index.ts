/**
 * The sandbox's own features, beyond the real service, as one unit: the control API under
 * /__sandbox (its router) and what it adds to the /v3 pipeline (the request journal, the answers a
 * `Prefer` header or a fault rule provokes). createApp mounts the pieces where the pipeline needs them.
 */
import type { RequestHandler, Router } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import type { AppRegistry } from '../http/app-registry.ts';
import type { StateSnapshot } from '../store/state.ts';
import type { AppKey, Store } from '../store/store.ts';
import { captureBody, holdRawBody, journalRequests, stampArrival } from './journal.ts';
import { sandboxRouter } from './router.ts';
import { dispatchToWebhooks, SandboxApps, type WebhookSettings } from './sandbox-apps.ts';
import { NotificationDelivery } from './notification-delivery.ts';
import { Hangs } from './network-failures.ts';
import { post } from './webhooks/webhook-post.ts';
import { simulateAnswers, type Simulation } from './simulate.ts';

export interface SandboxOptions extends Omit<Simulation, 'apps' | 'hangs'> {
  store: Store;
  /** The fixtures a reset puts back. */
  seed: () => StateSnapshot;
  registry: AppRegistry;
  version: string;
  journalSize: number;
  adminToken: string | undefined;
  validateResponses: boolean;
  webhooks?: WebhookSettings;
  /** The app a request without one goes to; health names it, and the inspector opens on it. */
  defaultApp?: AppKey;
  /** The control API's document, and a new copy of it for its validator at each call. */
  documents: { document: OpenAPIObject; validatorDocument: () => OpenAPIObject };
}

export interface SandboxFeature {
  /** The control API's document, served beside the chat contract. */
  document: OpenAPIObject;
  /** The control API, to mount at /__sandbox; set up at its first request. */
  router: RequestHandler;
  /** First on /v3: journals each request once answered. */
  journal: RequestHandler;
  /** `verify` of the JSON body parser: keeps a body's bytes until it is known to parse. */
  holdRawBody: typeof holdRawBody;
  /** After the body parser: keeps the body as it arrived, for the journal. */
  captureBody: RequestHandler;
  /** Once the app is known: when the request arrived, on the app's clock. */
  stampArrival: typeof stampArrival;
  /** After the key and the rate limit: `Prefer` and fault rules. */
  simulate: RequestHandler;
  /** Stops webhook deliveries and lets requests held by a `hang` go: the sandbox is closing. */
  close(): void;
}

export function createSandbox(options: SandboxOptions): SandboxFeature {
  const apps = new SandboxApps(post, options.journalSize, options.webhooks);
  const hangs = new Hangs();
  const unsubscribe = dispatchToWebhooks(options.store, apps, (options.webhooks?.seed?.length ?? 0) > 0);
  const notifications = new NotificationDelivery(options.store, apps, options.registry);
  const started = performance.now();
  const { document, validatorDocument } = options.documents;
  // The control API's validator prepares its document (the state schema included), a large share of a
  // start-up; a run that never calls the control API never pays it.
  let router: Router | undefined;
  const build = (): Router =>
    sandboxRouter({
      document,
      validatorDocument,
      context: {
        store: options.store,
        registry: options.registry,
        apps,
        notifications,
        seed: options.seed,
        version: options.version,
        defaultApp: options.defaultApp,
        uptime: () => Math.floor((performance.now() - started) / 1000),
      },
      adminToken: options.adminToken,
      validateResponses: options.validateResponses,
    });
  return {
    document,
    router: (req, res, next) => (router ??= build())(req, res, next),
    journal: journalRequests((key) => apps.get(key).journal),
    holdRawBody,
    captureBody,
    stampArrival,
    simulate: simulateAnswers({ random: options.random, sleep: options.sleep, apps, hangs }),
    close: () => {
      unsubscribe();
      notifications.stop();
      apps.stop();
      hangs.releaseAll();
    },
  };
}
