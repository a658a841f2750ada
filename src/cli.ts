/**
 * The only file that reads flags and opens a socket: flags → config → store → listen → graceful stop.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { APP_ID_PATTERN, REGIONS, SANDBOX_PORT, type Region } from './contract/limits.ts';
import { JOURNAL_SIZE_DEFAULT, JOURNAL_SIZE_MAX, SANDBOX_PREFIX } from './contract/sandbox-limits.ts';
import { isLoopbackHost } from './sandbox/admin-access.ts';
import { createApp } from './app.ts';
import { defaultConfig } from './http/config.ts';
import { FileStore } from './store/file-store.ts';
import { DEFAULT_APP, loadFixtures } from './store/fixtures.ts';
import { MemoryStore } from './store/memory-store.ts';
import type { Store } from './store/store.ts';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
      throw new InvalidArgumentError(`must be an integer ${range}`);
    }
    return n;
  };

const program = new Command()
  .name('chat-api-sandbox')
  .description('A local, stateful, contract-checked stand-in for the Chat REST API v3.')
  .version(pkg.version)
  .addOption(
    new Option('-p, --port <port>', 'port to listen on')
      .env('PORT')
      .default(SANDBOX_PORT)
      .argParser(integer(0)),
  )
  .addOption(new Option('--host <host>', 'address to listen on').env('HOST').default('127.0.0.1'))
  .addOption(
    new Option('--app-id <appId>', 'app used when a request names none')
      .env('SANDBOX_APP_ID')
      .default(DEFAULT_APP.appId)
      .argParser((v) => {
        if (!new RegExp(APP_ID_PATTERN).test(v))
          throw new InvalidArgumentError('1-64 characters of a-z, 0-9, -');
        return v;
      }),
  )
  .addOption(
    new Option('--region <region>', 'region of the default app')
      .env('SANDBOX_REGION')
      .choices(REGIONS)
      .default(DEFAULT_APP.region),
  )
  .addOption(
    new Option('--data-dir <dir>', 'where each app keeps its JSON snapshot and log')
      .env('SANDBOX_DATA_DIR')
      .default('.sandbox-data'),
  )
  .addOption(new Option('--memory', 'keep state in memory only (nothing written)').env('SANDBOX_MEMORY'))
  .addOption(
    new Option(
      '--compact-log-at <bytes>',
      "fold an app's log into a new snapshot once the log is this large (default: 1 MiB or the snapshot's size, whichever is larger)",
    )
      .env('SANDBOX_COMPACT_LOG_AT')
      .argParser(integer(0)),
  )
  .addOption(
    new Option('--clock <epoch>', 'start every app with its clock frozen at this epoch second')
      .env('SANDBOX_CLOCK')
      .argParser(integer(0)),
  )
  .addOption(
    new Option('--rate-limit <n>', 'standard requests per app per minute (0 turns rate limiting off)')
      .env('SANDBOX_RATE_LIMIT')
      .argParser(integer(0)),
  )
  .addOption(
    new Option('--no-validate-responses', 'do not check responses against the contract').env(
      'SANDBOX_NO_VALIDATE_RESPONSES',
    ),
  )
  .addOption(new Option('--no-cors', 'answer without CORS headers').env('SANDBOX_NO_CORS'))
  .addOption(
    new Option(
      '--admin-token <token>',
      'bearer token the /__sandbox control API requires (needed to listen on a non-loopback host)',
    ).env('SANDBOX_ADMIN_TOKEN'),
  )
  .addOption(
    new Option('--journal-size <n>', 'requests kept per app in the request journal (0 keeps none)')
      .env('SANDBOX_JOURNAL_SIZE')
      .default(JOURNAL_SIZE_DEFAULT)
      .argParser(integer(0, JOURNAL_SIZE_MAX)),
  )
  .addOption(
    new Option('--log-level <level>', 'log level')
      .env('LOG_LEVEL')
      .choices(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  );

program.parse();
const opts = program.opts<{
  port: number;
  host: string;
  appId: string;
  region: Region;
  dataDir: string;
  memory?: boolean;
  compactLogAt?: number;
  clock?: number;
  rateLimit?: number;
  validateResponses: boolean;
  cors: boolean;
  adminToken?: string;
  journalSize: number;
  logLevel: string;
}>();

// A token with spaces could never be sent in `Authorization: Bearer <token>`.
if (opts.adminToken !== undefined && !/^\S+$/.test(opts.adminToken)) {
  console.error('chat-api-sandbox cannot start: --admin-token must be non-empty, without spaces.');
  process.exit(1);
}
if (!isLoopbackHost(opts.host) && opts.adminToken === undefined) {
  console.error(
    `chat-api-sandbox cannot start: --host ${opts.host} is reachable from other machines, and so would be the control API under ${SANDBOX_PREFIX}. Give --admin-token (or SANDBOX_ADMIN_TOKEN), or listen on 127.0.0.1.`,
  );
  process.exit(1);
}

const logger = pino({ level: opts.logLevel });
const base = defaultConfig();
const config = defaultConfig({
  defaultApp: { appId: opts.appId, region: opts.region },
  rateLimit:
    opts.rateLimit === undefined
      ? base.rateLimit
      : {
          standard: opts.rateLimit,
          core: opts.rateLimit === 0 ? 0 : Math.max(1, Math.floor(opts.rateLimit / 2)),
        },
  validateResponses: opts.validateResponses,
  cors: opts.cors,
  clock: opts.clock,
  version: pkg.version,
  adminToken: opts.adminToken,
  journalSize: opts.journalSize,
});

const store: Store = opts.memory
  ? new MemoryStore({ seed: loadFixtures })
  : new FileStore({ dataDir: opts.dataDir, compactLogAt: opts.compactLogAt });

let state;
try {
  state = await store.load(config.defaultApp);
} catch (err) {
  console.error(`chat-api-sandbox cannot start: ${(err as Error).message}`);
  process.exit(1);
}

const app = createApp({ store, config, logger });
const server = app.listen(opts.port, opts.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  const baseUrl = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/v3`;
  const key = [...state.apiKeys.values()].find((k) => k.scope === 'fullAccess')?.apiKey ?? '(none)';
  console.log(
    [
      `chat-api-sandbox ${pkg.version} is listening`,
      `  Base URL:            ${baseUrl}`,
      `  App id / region:     ${config.defaultApp.appId} / ${config.defaultApp.region}`,
      `  API key (fullAccess): ${key}`,
      `  Data:                ${opts.memory ? 'in memory (--memory)' : opts.dataDir}`,
      `  Contract:            ${baseUrl.replace(/\/v3$/, '')}/openapi.yaml`,
      `  Control API:         ${baseUrl.replace(/\/v3$/, '')}${SANDBOX_PREFIX} (${config.adminToken === undefined ? 'loopback only, no token' : 'Authorization: Bearer <admin token>'})`,
      `  Try:                 curl -H 'apikey: ${key}' ${baseUrl}/groups/cometchat-guid-1/bannedusers`,
    ].join('\n'),
  );
});
server.on('error', (err) => {
  console.error(`chat-api-sandbox cannot listen on ${opts.host}:${opts.port}: ${err.message}`);
  process.exit(1);
});

// A request line or headers Node refuses (too large, malformed) never reaches Express: answer those
// in the error envelope too.
server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    error: {
      code: 'ERR_BAD_REQUEST',
      message: tooLarge ? 'The request headers are too large.' : 'The request is malformed.',
      source: 'chat-api',
    },
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
});

let stopping = false;
/**
 * Stops accepting, lets in-flight requests and their writes finish, then exits 0. Keep-alive
 * connections are told to close with their next answer, so busy clients cannot keep the server up.
 */
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing in-flight requests`);
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  server.close(async () => {
    clearInterval(sweeper);
    await store.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 50);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
