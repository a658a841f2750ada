/**
 * Starting a sandbox from code: what the `chat-api-sandbox` command does, for a test runner that wants
 * a server of its own (`port: 0`, `memory: true`) and a way to stop it.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { pino, type Level } from 'pino';
import { closeApp, createApp } from './app.ts';
import { fixtureWebhooks } from './sandbox/webhooks/fixture-webhooks.ts';
import { urlWebhook } from './sandbox/webhooks/app-webhooks.ts';
import { APP_ID_PATTERN, PORT_MAX, REGIONS, SANDBOX_PORT, type Region } from './contract/limits.ts';
import { JOURNAL_SIZE_DEFAULT } from './contract/sandbox-limits.ts';
import { defaultConfig, type Config } from './http/config.ts';
import { isLoopbackHost } from './sandbox/admin-access.ts';
import { FileStore } from './store/file-store.ts';
import { fixtureSet } from './store/fixtures.ts';
import { MemoryStore } from './store/memory-store.ts';
import type { Store } from './store/store.ts';
import { createHttpServer, stopGracefully } from './server.ts';
import { version } from './version.ts';

/** Every option of the `chat-api-sandbox` command, by the same names. */
export interface StartOptions {
  /** Port to listen on; 0 picks a free one (read it from `port` or `url`). Default 4010. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1; any other needs `adminToken`. */
  host?: string;
  /** The app a request without Host or `appId` addressing goes to. Default: the fixtures' app. */
  appId?: string;
  /** Region of that app: us, eu or in. Default: the fixtures' region. */
  region?: Region;
  /** Where each app keeps its snapshot and log. Default `.sandbox-data`. */
  dataDir?: string;
  /** Keep every app's state in memory only; nothing is written. */
  memory?: boolean;
  /** A directory of fixture files to seed apps from instead of the bundled ones. */
  fixturesDir?: string;
  /** Fold an app's log into a new snapshot once the log is this many bytes. */
  compactLogAt?: number;
  /** Start every app's clock frozen at this epoch second. */
  clock?: number;
  /** Standard requests per app per minute (core ones get half); 0 turns rate limits off. */
  rateLimit?: number;
  /** Check every response against the contract. Default true. */
  validateResponses?: boolean;
  /** Answer browsers from any origin. Default true. */
  cors?: boolean;
  /** Bearer token the control API requires; needed when `host` is not loopback. */
  adminToken?: string;
  /** Requests kept per app in the request journal. Default 1,000. */
  journalSize?: number;
  /** pino level of the request log. Default `silent`. */
  logLevel?: Level | 'silent';
  /** Short coloured log lines for a terminal instead of JSON (the command's default on a terminal). */
  prettyLogs?: boolean;
  /** URLs every app calls for every webhook trigger, beside the fixtures' `webhooks.json`. */
  webhook?: string[];
}

/** A running sandbox. */
export interface RunningSandbox {
  /** Base URL of the chat API, e.g. `http://127.0.0.1:4010/v3`. */
  url: string;
  /** Origin of the server, e.g. `http://127.0.0.1:4010`; the control API is at `${origin}/__sandbox`. */
  origin: string;
  port: number;
  /** The full-access API key of the default app. */
  apiKey: string;
  /** The default app. */
  app: { appId: string; region: Region };
  /** The Express app, for supertest or mounting elsewhere. */
  express: Express;
  server: Server;
  store: Store;
  /** Puts an app (default: the default app) back to the fixtures, as the control API's reset does. */
  reset(appId?: string, region?: Region): Promise<void>;
  /**
   * Stops accepting, lets in-flight requests and their writes finish, and closes the server. Delayed
   * and held requests are let go at once; connections still open after a few seconds (STOP_DEADLINE_MS
   * of server.ts) are closed, so a stalled client cannot hold it.
   */
  close(): Promise<void>;
}

/** Bytes of log lines kept while standard output is not being read; lines past them are dropped. */
const LOG_WAITING_MAX_BYTES = 8 * 1024 * 1024;
/** How long the exit may spend writing the log lines still waiting before it drops them. */
const LOG_EXIT_FLUSH_MS = 500;
let jsonLines: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output for JSON log lines, one destination for every sandbox of the process. pino flushes
 * its destination synchronously when the process exits, and sonic-boom retries a full pipe for as long
 * as it stays full: with a reader that stopped reading (a harness that keeps the output but no longer
 * drains it) the process never ended. Here that flush gets a bound, and so do the lines waiting while
 * the process runs (docs/decisions/stop-logs-never-hold-the-exit.md).
 */
function jsonLogDestination(): ReturnType<typeof pino.destination> {
  if (jsonLines) return jsonLines;
  let giveUpAt = Infinity;
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: LOG_WAITING_MAX_BYTES,
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  // Ahead of pino's own listener, which then finds the stream destroyed and leaves it alone.
  process.prependListener('exit', () => {
    giveUpAt = Date.now() + LOG_EXIT_FLUSH_MS;
    try {
      stream.flushSync();
    } catch {
      // Nobody reads the output: what is left is dropped.
    }
    stream.destroy();
  });
  jsonLines = stream;
  return stream;
}

/** JSON lines, or short ones for a terminal through pino-pretty, loaded only then. */
async function loggerOf(options: StartOptions) {
  const level = options.logLevel ?? 'silent';
  if (level === 'silent') return pino({ level });
  if (!options.prettyLogs) return pino({ level }, jsonLogDestination());
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    // The message already names the app, the request and its time.
    ignore: 'pid,hostname,reqId,responseTime,appId,region',
    singleLine: true,
    sync: true,
  });
  return pino({ level }, stream);
}

function configOf(options: StartOptions, defaultApp: { appId: string; region: Region }): Config {
  const base = defaultConfig();
  const { rateLimit } = options;
  return defaultConfig({
    defaultApp,
    rateLimit:
      rateLimit === undefined
        ? base.rateLimit
        : { standard: rateLimit, core: rateLimit === 0 ? 0 : Math.max(1, Math.floor(rateLimit / 2)) },
    validateResponses: options.validateResponses ?? true,
    cors: options.cors ?? true,
    clock: options.clock,
    version,
    adminToken: options.adminToken,
    journalSize: options.journalSize ?? JOURNAL_SIZE_DEFAULT,
  });
}

function check(options: StartOptions, host: string): void {
  const { port } = options;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= PORT_MAX)) {
    throw new Error(`--port (option port) must be an integer from 0 to ${PORT_MAX}, not ${String(port)}`);
  }
  const app = options.appId;
  if (app !== undefined && !new RegExp(APP_ID_PATTERN).test(app)) {
    throw new Error(
      `--app-id (option appId) must be 1-64 characters of a-z, 0-9 and dashes, not ${JSON.stringify(app)}`,
    );
  }
  if (options.region !== undefined && !REGIONS.includes(options.region)) {
    throw new Error(`--region (option region) must be one of ${REGIONS.join(', ')}`);
  }
  // A token with spaces could never be sent in `Authorization: Bearer <token>`.
  if (options.adminToken !== undefined && !/^\S+$/.test(options.adminToken)) {
    throw new Error('--admin-token must be non-empty, without spaces (option adminToken)');
  }
  if (!isLoopbackHost(host) && options.adminToken === undefined) {
    throw new Error(
      `--host ${host} (option host) is reachable from other machines, and so would be the control API under /__sandbox: give --admin-token (option adminToken), or listen on 127.0.0.1`,
    );
  }
}

/**
 * Starts a sandbox and resolves once it listens and its default app is loaded. Rejects, without
 * leaving anything open, when an option is invalid, the default app's files are unusable, or the
 * port is taken.
 */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  check(options, host);
  const fixtures = fixtureSet(options.fixturesDir);
  const defaultApp = {
    appId: options.appId ?? fixtures.defaultApp.appId,
    region: options.region ?? fixtures.defaultApp.region,
  };
  const config = configOf(options, defaultApp);
  const store: Store = options.memory
    ? new MemoryStore({ seed: fixtures.load })
    : new FileStore({
        dataDir: options.dataDir ?? '.sandbox-data',
        seed: fixtures.load,
        compactLogAt: options.compactLogAt,
      });
  const state = await store.load(defaultApp);
  const logger = await loggerOf(options);
  const webhooks = [
    ...fixtureWebhooks(options.fixturesDir),
    ...(options.webhook ?? []).map((url, i) => urlWebhook(url, i)),
  ];
  const app = createApp({ store, config, logger, seed: fixtures.load, webhooks: { seed: webhooks } });
  const server = createHttpServer(app).listen(options.port ?? SANDBOX_PORT, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${port}`;
  const apiKey = [...state.apiKeys.values()].find((k) => k.scope === 'fullAccess')?.apiKey ?? '';
  return {
    url: `${origin}/v3`,
    origin,
    port,
    apiKey,
    app: defaultApp,
    express: app,
    server,
    store,
    reset: async (appId = defaultApp.appId, region = defaultApp.region) => {
      const res = await fetch(`${origin}/__sandbox/apps/${appId}/reset?region=${region}`, {
        method: 'POST',
        headers: options.adminToken ? { authorization: `Bearer ${options.adminToken}` } : {},
      });
      if (!res.ok) throw new Error(`reset of ${region}/${appId} failed: ${res.status} ${await res.text()}`);
    },
    close: () => {
      closeApp(app);
      return stopGracefully(server, store);
    },
  };
}
