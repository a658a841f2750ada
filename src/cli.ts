#!/usr/bin/env node
/**
 * The `chat-api-sandbox` command: flags (each with an environment variable) → startSandbox → the
 * banner → a graceful stop on SIGINT/SIGTERM.
 */
import { constants } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  APP_ID_PATTERN,
  PORT_MAX,
  RATE_LIMIT_STANDARD_DEFAULT,
  REGIONS,
  SANDBOX_PORT,
} from './contract/limits.ts';
import { JOURNAL_SIZE_DEFAULT, JOURNAL_SIZE_MAX, SANDBOX_PREFIX } from './contract/sandbox-limits.ts';
import { loadServer } from './load-server.ts';
import type { RunningSandbox, StartOptions } from './start.ts';
import { version } from './version.ts';

/**
 * How much V8 lets the heap grow past what was live at its last full collection, in percent. By
 * default it lets it double and more while memory is plentiful, so under writes a large app's heap
 * filled with garbage to several times its records. Growing by a fifth keeps the peak near the state
 * at the same throughput, and the limit still follows the state, so a larger app is not cut short as
 * a fixed heap size would. Set for this process only: startSandbox leaves the heap of the process that
 * calls it alone.
 *
 * Set once the start is over: Node's own modules come with compiled code that V8 accepts only under
 * the flags it was made with, so every built-in module loaded after a flag changes is compiled again.
 * The same holds for the code cache of the server (load-server.ts), which is therefore written first.
 * What each cost: docs/performance.md, "The figures behind the code".
 *
 * V8 applies the flag at its next full collection: until then the heap may grow to the limit the
 * start's last one set under the default growth, which let the first traffic after a large app's
 * load fill it with garbage far past the state. One full collection right after the flag sets the
 * limit under it at once (docs/decisions/package-heap-flag.md).
 */
const HEAP_GROWING_PERCENT = 20;
const START_OVER_AFTER_MS = 1_000;
function onceStarted(saveCodeCache: () => void): void {
  setTimeout(() => {
    saveCodeCache();
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    // A context made while --expose-gc is on has `gc`; the flag is off again for any made later.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
    collect();
  }, START_OVER_AFTER_MS).unref();
}

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
  .version(version)
  .addOption(
    new Option('-p, --port <port>', 'port to listen on (0 picks a free one)')
      .env('PORT')
      .default(SANDBOX_PORT)
      .argParser(integer(0, PORT_MAX)),
  )
  .addOption(new Option('--host <host>', 'address to listen on').env('HOST').default('127.0.0.1'))
  .addOption(
    new Option('--app-id <appId>', "app used when a request names none (default: the fixtures' app)")
      .env('SANDBOX_APP_ID')
      .argParser((v) => {
        if (!new RegExp(APP_ID_PATTERN).test(v))
          throw new InvalidArgumentError('1-64 characters of a-z, 0-9, -');
        return v;
      }),
  )
  .addOption(
    new Option('--region <region>', "region of the default app (default: the fixtures' region)")
      .env('SANDBOX_REGION')
      .choices(REGIONS),
  )
  .addOption(
    new Option('--data-dir <dir>', 'where each app keeps its JSON snapshot and log')
      .env('SANDBOX_DATA_DIR')
      .default('.sandbox-data'),
  )
  .addOption(new Option('--memory', 'keep state in memory only (nothing written)').env('SANDBOX_MEMORY'))
  .addOption(
    new Option('--fixtures-dir <dir>', 'seed apps from the fixture files of this directory').env(
      'SANDBOX_FIXTURES_DIR',
    ),
  )
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
    new Option(
      '--rate-limit <n>',
      'standard requests per app per minute; core ones get half (0 turns rate limiting off)',
    )
      .env('SANDBOX_RATE_LIMIT')
      .default(RATE_LIMIT_STANDARD_DEFAULT)
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
    new Option('--webhook <url>', 'call this URL for every webhook trigger of every app (repeatable)')
      .env('SANDBOX_WEBHOOK')
      .argParser((url: string, previous: string[] | undefined) => {
        if (!/^https?:\/\/\S+$/.test(url)) throw new InvalidArgumentError('an http(s) URL is needed.');
        return [...(previous ?? []), url];
      }),
  )
  .addOption(
    new Option('--log-level <level>', 'log level')
      .env('LOG_LEVEL')
      .choices(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  );

program.parse();
const opts = program.opts<
  Required<Pick<StartOptions, 'port' | 'host' | 'dataDir' | 'journalSize' | 'validateResponses' | 'cors'>> &
    StartOptions & { logLevel: NonNullable<StartOptions['logLevel']> }
>();

let sandbox: RunningSandbox;
let saveCodeCache = (): void => undefined;
try {
  // Loaded once the flags are read: --help and --version answer without loading the server.
  const server = await loadServer();
  saveCodeCache = server.saveCodeCache;
  sandbox = await server.startSandbox({ ...opts, prettyLogs: process.stdout.isTTY === true });
  onceStarted(saveCodeCache);
} catch (err) {
  console.error(`chat-api-sandbox cannot start: ${(err as Error).message}`);
  process.exit(1);
}

const { url, origin, apiKey, app } = sandbox;
const shown = (u: string): string => u.replace('//127.0.0.1:', '//localhost:');
console.log(
  [
    `chat-api-sandbox ${version} is listening`,
    `  Base URL:            ${shown(url)}`,
    `  App id / region:     ${app.appId} / ${app.region}`,
    `  API key (fullAccess): ${apiKey || '(none)'}`,
    `  Data:                ${opts.memory ? 'in memory (--memory)' : opts.dataDir}`,
    `  Contract:            ${shown(origin)}/openapi.yaml`,
    `  API reference:       ${shown(origin)}/docs`,
    `  Inspector:           ${shown(origin)}${SANDBOX_PREFIX}/ui`,
    `  Control API:         ${shown(origin)}${SANDBOX_PREFIX} (${opts.adminToken === undefined ? 'loopback only, no token' : 'Authorization: Bearer <admin token>'})`,
    `  Try:                 curl -H 'apikey: ${apiKey}' -H 'onBehalfOf: superhero1' ${shown(url)}/conversations`,
  ].join('\n'),
);

/** The exit code of a process a signal ended: 128 and the signal's number, as shells report it. */
const exitCodeOf = (signal: NodeJS.Signals): number => 128 + constants.signals[signal];

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  // A second Ctrl-C is an order, not a wish: the stop already under way is not waited for. Every
  // acknowledged write is already in the log, which is appended synchronously.
  if (stopping) {
    console.error(`${signal} again: stopping now`);
    process.exit(exitCodeOf(signal));
  }
  stopping = true;
  if (['info', 'debug', 'trace'].includes(opts.logLevel))
    console.error(`${signal}: finishing in-flight requests (again to stop now)`);
  void sandbox.close().then(
    () => {
      // A run stopped within its first second still leaves the next start its code cache.
      saveCodeCache();
      process.exit(0);
    },
    (err: unknown) => {
      console.error(`chat-api-sandbox did not stop cleanly: ${(err as Error).message}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
