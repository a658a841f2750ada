/**
 * Child servers for the proof: the sandbox through its CLI, and Prism in mock or proxy mode. Shared by
 * the bench, the scale scripts and the tests that need a real process (signals, restarts, Prism).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CONTRACT_FILE = fileURLToPath(new URL('../../openapi/chat-v3.yaml', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
/** The command as the package ships it; `npm run build` makes it. */
export const COMPILED_CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** A port nothing listens on right now: bound on 0, read back, released. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface Child {
  process: ChildProcess;
  port: number;
  /** Origin of the server, without a path: `http://127.0.0.1:<port>`. */
  origin: string;
  /** Everything the child wrote to stdout and stderr so far. */
  output: () => string;
  /** Milliseconds from spawn to the first HTTP answer to the probe (any status). */
  startupMs: number;
}

export interface StartOptions {
  /** Request that must get an HTTP answer (any status) before the child counts as ready. */
  probePath: string;
  /** Headers of that request. */
  probeHeaders?: Record<string, string>;
  timeoutMs?: number;
}

/** The port chosen beforehand answered, but from a process other than the child. */
export class PortTakenError extends Error {}

/**
 * Whether process `pid` holds the listening TCP socket of `port` (Linux: /proc/net/tcp{,6} give the
 * socket's inode, /proc/<pid>/fd the process's sockets); undefined where /proc cannot tell.
 */
export function listensOn(pid: number, port: number): boolean | undefined {
  try {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text: string;
      try {
        text = readFileSync(table, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
      }
    }
    if (inodes.size === 0) return undefined;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1]!)) return true;
      } catch {
        // The descriptor closed while being read.
      }
    }
    return false;
  } catch {
    return undefined;
  }
}

/**
 * Starts a child on a port chosen beforehand (Prism and json-server print their port only at a log
 * level that costs them throughput), again on another port if the first was taken meanwhile.
 */
export async function startOnFreePort(
  command: string,
  args: (port: number) => string[],
  options: StartOptions,
): Promise<Child> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startChild(command, args(port), port, options);
    } catch (error) {
      const taken = error instanceof PortTakenError || /EADDRINUSE/.test(String(error));
      if (!taken || attempt === 3) throw error;
    }
  }
}

let fetchWarmed: Promise<void> | undefined;

/**
 * Node's `fetch` loads and compiles its HTTP client at its first request to a server, tens of
 * milliseconds. A child whose port is only known from its banner is probed later than one whose port
 * is known in advance, so without this the first cost would land in its start-up time alone.
 */
function warmFetch(): Promise<void> {
  fetchWarmed ??= (async () => {
    const server = createHttpServer((_req, res) => res.end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
    server.close();
    server.closeAllConnections();
  })();
  return fetchWarmed;
}

function collect(child: ChildProcess): () => string {
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  return () => chunks.join('');
}

/** Polls until the child answers HTTP; rejects with its output if it exits or the time runs out. */
export async function startChild(
  command: string,
  args: string[],
  /** The port, or how to read it from the child's output once the child has said it. */
  portOf: number | ((output: string) => number | undefined),
  { probePath, probeHeaders, timeoutMs = 20_000 }: StartOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Child> {
  await warmFetch();
  const started = performance.now();
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collect(child);
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${command} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    const port = typeof portOf === 'number' ? portOf : portOf(output());
    if (port === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    const origin = `http://127.0.0.1:${port}`;
    try {
      const res = await fetch(`${origin}${probePath}`, {
        headers: probeHeaders,
        signal: AbortSignal.timeout(1000),
      });
      await res.arrayBuffer();
      if (typeof portOf === 'number' && child.pid !== undefined && listensOn(child.pid, port) === false) {
        // Another test's server took the port between `freePort` and the child's bind, and answered.
        await stopChild({ process: child });
        throw new PortTakenError(`${command}: port ${port} was taken by another process`);
      }
      return { process: child, port, origin, output, startupMs: performance.now() - started };
    } catch (error) {
      if (error instanceof PortTakenError) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  await stopChild({ process: child });
  throw new Error(`${command} did not answer within ${timeoutMs} ms:\n${output()}`);
}

export interface SandboxOptions {
  /** Run the built package (dist/cli.js) rather than the sources through tsx. */
  compiled?: boolean;
  /** Run this built command instead, another checkout's dist/cli.js (the bench's `--baseline`). */
  cli?: string;
  dataDir?: string;
  memory?: boolean;
  rateLimit?: number;
  clock?: number;
  /** Further CLI flags. */
  args?: string[];
  timeoutMs?: number;
  /** The request that shows it ready (path under /v3); default `/`, which any start answers. */
  probe?: Probe;
  /** Run it on these CPUs only (`taskset -c`, Linux), e.g. `'1'`: see `pinnable`. */
  cpus?: string;
}

/** A request that must be answered before a server counts as started. */
export interface Probe {
  path: string;
  headers?: Record<string, string>;
}

/** The port of the sandbox's banner line `Base URL: http://<host>:<port>/v3`. */
const bannerPort = (output: string): number | undefined => {
  const match = /Base URL:\s+http:\/\/[^\s/]+:(\d+)\/v3/.exec(output);
  return match ? Number(match[1]) : undefined;
};

export async function startSandbox(options: SandboxOptions = {}): Promise<Child> {
  // Port 0: the system picks a port at the moment the sandbox binds it, and the banner names it. A
  // port chosen beforehand can be taken by another test's server in between, and the probe would then
  // be answered by that server.
  const entry =
    options.cli !== undefined ? [options.cli] : options.compiled ? [COMPILED_CLI] : ['--import', 'tsx', CLI];
  const args = [...entry, '--port', '0', '--log-level', 'warn'];
  if (options.memory) args.push('--memory');
  if (options.dataDir !== undefined) args.push('--data-dir', options.dataDir);
  args.push('--rate-limit', String(options.rateLimit ?? 0));
  if (options.clock !== undefined) args.push('--clock', String(options.clock));
  args.push(...(options.args ?? []));
  // A SANDBOX_* variable in the caller's shell (SANDBOX_MEMORY, say) would add an option nobody asked for.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SANDBOX_')));
  // taskset runs the command in its own process (exec), so the pid read for CPU time is the server's.
  const [command, commandArgs] =
    options.cpus === undefined
      ? [process.execPath, args]
      : ['taskset', ['-c', options.cpus, process.execPath, ...args]];
  return startChild(
    command,
    commandArgs,
    bannerPort,
    {
      probePath: `/v3${options.probe?.path ?? '/'}`,
      probeHeaders: options.probe?.headers,
      timeoutMs: options.timeoutMs,
    },
    env,
  );
}

export async function startPrismMock(
  probe: Probe = { path: '/moderation/blocked-messages' },
): Promise<Child> {
  // At the sandbox's log level (warn): at its default, info, Prism logs every request and the log
  // costs it about a third of its throughput, which would flatter the sandbox.
  const args = (port: number) => ['mock', '-h', '127.0.0.1', '-p', String(port), '-v', 'warn', CONTRACT_FILE];
  return startOnFreePort(PRISM, args, { probePath: probe.path, probeHeaders: probe.headers });
}

/** A validation proxy in front of `upstream` (a base URL ending in /v3) that reports, never blocks. */
export async function startPrismProxy(upstream: string): Promise<Child> {
  const args = (port: number) => [
    ...['proxy', '-h', '127.0.0.1', '-p', String(port), CONTRACT_FILE, upstream],
    ...['--errors=false', '--validate-request=false', '-v', 'error'],
  ];
  return startOnFreePort(PRISM, args, { probePath: '/moderation/blocked-messages' });
}

/** Sends `signal` (SIGTERM unless told) and resolves with the exit code once the child is gone. */
export async function stopChild(
  child: Pick<Child, 'process'>,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
  const exited = once(proc, 'exit');
  proc.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}

/** Clock ticks per second of the CPU times in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * Whether servers can be given a CPU of their own and the load generator another (Linux with taskset
 * and at least two CPUs). On a 2-core machine a server and the load generator otherwise take turns on
 * both cores, and a round's throughput moves by ±20% with where the scheduler put them: more than a
 * cost of a few percent that a comparison means to find.
 */
export function pinnable(): boolean {
  if (process.platform !== 'linux' || availableParallelism() < 2) return false;
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** Runs every thread of this process (the load generator) on `cpus` only; `pinnable()` first. */
export function pinSelf(cpus: string): void {
  execFileSync('taskset', ['-a', '-pc', cpus, String(process.pid)], { stdio: 'ignore' });
}

/** CPU time a live process has used so far, user and system, in microseconds; undefined without /proc. */
export function cpuTime(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are
    // the 14th and 15th fields of the line, the 12th and 13th after the name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  } catch {
    return undefined;
  }
}

/** Peak resident memory of a live process in bytes (VmHWM), or undefined where /proc is missing. */
export function peakMemory(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
