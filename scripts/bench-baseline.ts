/**
 * `npm run bench -- --baseline <git ref>`: this checkout's sandbox against the sandbox of another
 * commit, side by side in one run, so that a change can show that reads and durable writes are as fast
 * as before it. Two runs on different days or hours say little on a shared machine, whose load moves
 * throughput by more than the few percent a change is suspected of; two servers taking turns within one
 * run see the same load.
 *
 * The ref's files are taken with `git archive` into a temporary directory (nothing is registered in the
 * repository, as a worktree would be), given this checkout's node_modules by a link, and built there by
 * the ref's own `npm run build`; both sandboxes then run from dist/ as the package runs, with data
 * files, so every write is a durable one. A second server of this checkout runs beside them: how far
 * two identical servers differ in the run is the noise the after ÷ before ratios are read against.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestStep } from 'autocannon';
import { API_KEY, GROUP, runLoad, workload, type LoadResult } from './lib/load.ts';
import {
  type Child,
  PROJECT_ROOT,
  cpuTime,
  pinnable,
  pinSelf,
  startSandbox,
  stopChild,
} from './lib/processes.ts';

export interface BaselineOptions {
  ref: string;
  duration: number;
  rounds: number;
  connections: number;
  starts: number;
}

const MEMBER = 'superhero1';
const onBehalf = { apikey: API_KEY, onBehalfOf: MEMBER };
let sent = 0;

/**
 * The requests compared: durable writes with and without a user's role to check, reads of a list
 * with and without a viewer to narrow it. Each goes through the operations issue 32's enforcement
 * touches, where nothing is configured (the fixtures' roles restrict nothing).
 */
const WORKLOADS: [name: string, requests: () => RequestStep[]][] = [
  ['durable write: create group (the app)', () => workload('write', '/v3')],
  [
    'durable write: send a message on behalf of a user',
    () => [
      {
        method: 'POST',
        path: '/v3/messages',
        headers: { ...onBehalf, 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          // To superhero3: the conversations read below do not grow with the writes.
          body: JSON.stringify({
            receiver: 'superhero3',
            receiverType: 'user',
            category: 'message',
            type: 'text',
            data: { text: `bench ${(sent += 1)}` },
          }),
        }),
      },
    ],
  ],
  ['read: list banned users (the app)', () => workload('read', '/v3')],
  [
    'read: a group’s messages on behalf of a member',
    () => [{ method: 'GET', path: `/v3/groups/${GROUP}/messages?limit=30`, headers: onBehalf }],
  ],
  [
    'read: a one-to-one conversation’s messages on behalf of a user',
    () => [{ method: 'GET', path: '/v3/users/superhero2/messages?limit=30', headers: onBehalf }],
  ],
];

interface Server {
  label: string;
  cli: string;
  child?: Child;
}

type Measured = LoadResult & { cpuUs: number | undefined };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const log = (message: string): void => void process.stderr.write(`${message}\n`);

/** The ref's files in a temporary directory, this checkout's node_modules linked in, built. */
async function checkOut(ref: string): Promise<{ dir: string; commit: string }> {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-baseline-'));
  execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', commit, dir], {
    cwd: PROJECT_ROOT,
  });
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  log(`building ${ref} (${commit.slice(0, 7)}) in ${dir}…`);
  execFileSync('npm', ['run', '-s', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return { dir, commit };
}

async function measureOnce(server: Server, requests: RequestStep[], seconds: number, connections: number) {
  const child = server.child!;
  const before = cpuTime(child.process.pid);
  const result = await runLoad(child.origin, requests, { duration: seconds, connections });
  const after = cpuTime(child.process.pid);
  const cpuUs =
    before !== undefined && after !== undefined && result.responses > 0
      ? (after - before) / result.responses
      : undefined;
  if (result.failures > 0) log(`  ${server.label}: ${result.failures} failed requests`);
  return { ...result, cpuUs };
}

/** Median ms from spawn to the first answer of `GET /v3/users`, the servers starting in turn. */
async function startups(servers: Server[], starts: number, dataDir: () => Promise<string>) {
  const times = new Map<string, number[]>(servers.map((s) => [s.label, []]));
  // One untimed start each: the first start after a build writes V8's code cache, which every later
  // start reads (src/code-cache.ts), and a later start is the one the start-up budget speaks of.
  for (const server of servers) {
    await stopChild(await startSandbox({ cli: server.cli, dataDir: await dataDir() }));
  }
  for (let i = 0; i < starts; i += 1) {
    for (const server of i % 2 ? [...servers].reverse() : servers) {
      const child = await startSandbox({
        cli: server.cli,
        dataDir: await dataDir(),
        probe: { path: '/users', headers: { apikey: API_KEY } },
      });
      times.get(server.label)!.push(child.startupMs);
      await stopChild(child);
    }
  }
  return new Map([...times].map(([label, list]) => [label, median(list)]));
}

export async function compareWithBaseline(
  opts: BaselineOptions,
  out: string[],
  dataDir: () => Promise<string>,
): Promise<void> {
  const { dir, commit } = await checkOut(opts.ref);
  const before = `before (${opts.ref === commit.slice(0, opts.ref.length) ? commit.slice(0, 7) : `${opts.ref}, ${commit.slice(0, 7)}`})`;
  const thisCli = join(PROJECT_ROOT, 'dist/cli.js');
  const servers: Server[] = [
    { label: before, cli: join(dir, 'dist/cli.js') },
    { label: 'after (this checkout)', cli: thisCli },
    { label: 'after, a second server', cli: thisCli },
  ];
  const [base, after, again] = servers.map((s) => s.label) as [string, string, string];
  // The servers on CPU 1, the load generator on CPU 0, as the webhook part does: unpinned, a round
  // moves by ±20% with where the scheduler puts them.
  const pinned = pinnable();
  // Read before pinning: pinned, this process sees only its own CPU.
  const cpuCount = availableParallelism();
  const load = () => loadavg()[0]!.toFixed(1);
  const loadAtStart = load();
  try {
    log('timing cold starts…');
    const startMs = await startups(servers.slice(0, 2), opts.starts, dataDir);
    if (pinned) pinSelf('0');
    for (const server of servers) {
      server.child = await startSandbox({
        cli: server.cli,
        dataDir: await dataDir(),
        cpus: pinned ? '1' : undefined,
      });
    }
    const results = new Map<string, Map<string, Measured[]>>(servers.map((s) => [s.label, new Map()]));
    log('warming up…');
    for (const [, requests] of WORKLOADS) {
      for (const server of servers) await measureOnce(server, requests(), 2, opts.connections);
    }
    log(`measuring ${base} against this checkout…`);
    for (let round = 0; round < opts.rounds; round += 1) {
      for (const [k, [name, requests]] of WORKLOADS.entries()) {
        // Each server goes first as often as the others.
        const turn = round * WORKLOADS.length + k;
        for (const server of servers.map((_, i) => servers[(i + turn) % servers.length]!)) {
          const measured = await measureOnce(server, requests(), opts.duration, opts.connections);
          const list = results.get(server.label)!;
          list.set(name, [...(list.get(name) ?? []), measured]);
        }
      }
    }
    const of = (label: string, name: string) => results.get(label)!.get(name)!;
    /** The median of each round's ratio, the two servers measured in the same round. */
    const paired = (label: string, baseline: string, name: string, pick: (m: Measured) => number) =>
      median(of(label, name).map((m, round) => pick(m) / pick(of(baseline, name)[round]!)));
    const cpu = (label: string, name: string) => {
      const list = of(label, name);
      return list.every((m) => m.cpuUs !== undefined) ? median(list.map((m) => m.cpuUs!)).toFixed(0) : 'n/a';
    };
    const rows = WORKLOADS.map(([name]) => {
      const rps = (label: string) => median(of(label, name).map((m) => m.rps)).toFixed(0);
      const ratio = (label: string, baseline: string, pick: (m: Measured) => number) =>
        `${paired(label, baseline, name, pick).toFixed(2)}×`;
      const cpuRatio = (label: string, baseline: string) =>
        cpu(label, name) === 'n/a' || cpu(baseline, name) === 'n/a'
          ? 'n/a'
          : ratio(label, baseline, (m) => 1 / m.cpuUs!);
      return (
        `| ${name} | ${rps(base)} | ${rps(after)} | ${rps(again)} | ${cpu(base, name)} | ${cpu(after, name)} | ` +
        `${ratio(after, base, (m) => m.rps)} | ${cpuRatio(after, base)} | ${ratio(again, after, (m) => m.rps)} |`
      );
    });
    out.push(
      '',
      `This checkout against ${before}, side by side in one run: ${opts.rounds} rounds × ${opts.duration} s per ` +
        `server and workload, the servers taking turns and each going first as often as the others; ` +
        `${opts.connections} connections; every sandbox from its own dist/ with data files; ` +
        `${pinned ? 'the servers on CPU 1, the load generator on CPU 0' : 'not pinned to CPUs (no taskset): expect more noise'}. ` +
        'Ratios are medians of each round’s ratio; a CPU ratio is of requests per CPU second (above 1: cheaper). ' +
        'The second server of this checkout shows the noise of the run. ' +
        `Load average (1 min) ${loadAtStart} at the start, ${load()} at the end, on ${cpuCount} CPUs.`,
      '',
      `| workload | before req/s | after req/s | after (2nd) req/s | before CPU µs/req | after CPU µs/req | after ÷ before req/s | after ÷ before per CPU s | 2nd ÷ after req/s |`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
      ...rows,
      '',
      `| start-up to the first answer of GET /v3/users (median of ${opts.starts}, alternating) | before | after |`,
      `| --- | ---: | ---: |`,
      `| milliseconds | ${startMs.get(base)!.toFixed(0)} | ${startMs.get(after)!.toFixed(0)} |`,
    );
  } finally {
    if (pinned) pinSelf(`0-${cpuCount - 1}`);
    await Promise.all(servers.map((s) => (s.child ? stopChild(s.child) : undefined)));
    await rm(dir, { recursive: true, force: true });
  }
}
