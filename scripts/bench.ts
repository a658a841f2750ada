/**
 * `npm run bench`: the sandbox (JSON-file store, rate limit off) against `prism mock` on the same
 * contract, in one run on one machine, every sandbox as the package runs it (dist/, built first; the
 * sources through tsx, as `npm start` runs them, take about 7% more CPU per request), the servers
 * taking turns so that both see the same conditions; the sandbox with `--memory` runs beside them, to
 * show what durability costs. Prints markdown tables: throughput, latency and the server's CPU time
 * per request for each workload, the ratios, start-up time to the first answer, peak memory. CPU per request (from /proc) varies far less between runs than
 * throughput does on a busy machine, where the load generator shares the CPUs with the server.
 *
 *   npm run bench -- [--duration 5] [--rounds 2] [--connections 10] [--scale]
 *   npm run bench -- --baseline <git ref> [--duration 3] [--rounds 2]
 *
 * Reads are also held against a bare Express 5 app answering the same JSON from memory and against
 * json-server serving the same records (`--no-baselines` skips them).
 *
 * `--scale` also runs the sandbox on a generated app (100,000 messages, 1,000 groups; see
 * generate-fixtures.ts) against the small one, with the memory of each server per workload, times
 * single reads while bursts of writes run, and measures in-process how long a data file write holds
 * the event loop. `--scale-only` runs that part alone.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { FileStore } from '../src/store/file-store.ts';
import { DEFAULT_APP, loadFixtures } from '../src/store/fixtures.ts';
import { generateSnapshot, writeGeneratedApp } from './generate-fixtures.ts';
import { compareWithBaseline } from './bench-baseline.ts';
import { startBareExpress, startJsonServer } from './lib/baselines.ts';
import { API_KEY, runLoad, workload, WORKLOADS, type LoadResult, type WorkloadName } from './lib/load.ts';
import {
  type Child,
  type SandboxOptions,
  PROJECT_ROOT,
  cpuTime,
  freePort,
  peakMemory,
  pinnable,
  pinSelf,
  startPrismMock,
  startSandbox,
  stopChild,
} from './lib/processes.ts';
import { MemoryWatch } from './lib/memory.ts';
import { probeReads, type ProbeResult } from './lib/probe-reads.ts';
import { measureWriteBlocking } from './lib/write-blocking.ts';

const opts = new Command()
  .name('bench')
  .addOption(new Option('--duration <s>', 'seconds per measurement').default(5).argParser(Number))
  .addOption(new Option('--rounds <n>', 'measurements per server and workload').default(2).argParser(Number))
  .addOption(new Option('--connections <n>', 'concurrent connections').default(10).argParser(Number))
  .addOption(new Option('--starts <n>', 'cold starts timed per server').default(3).argParser(Number))
  .addOption(new Option('--scale', 'also measure a generated app of 100,000 messages'))
  .addOption(new Option('--scale-only', 'only the generated app of 100,000 messages against the small one'))
  .addOption(new Option('--no-baselines', 'skip the read against bare Express and json-server'))
  .addOption(new Option('--baselines-only', 'only the read against bare Express and json-server'))
  .addOption(
    new Option(
      '--webhooks-only',
      'only the writes without a webhook, with one to a dead and one to a slow receiver',
    ),
  )
  .addOption(new Option('--startup-only', 'only the cold starts of the sandbox and Prism'))
  .addOption(
    new Option(
      '--baseline <git ref>',
      'only this checkout against the sandbox of another commit, side by side (scripts/bench-baseline.ts)',
    ),
  )
  .parse()
  .opts<{
    duration: number;
    rounds: number;
    connections: number;
    starts: number;
    scale?: boolean;
    scaleOnly?: boolean;
    baselines: boolean;
    baselinesOnly?: boolean;
    webhooksOnly?: boolean;
    startupOnly?: boolean;
    baseline?: string;
  }>();

const NAMES = Object.keys(WORKLOADS) as WorkloadName[];
const SANDBOX = 'sandbox';
const PRISM = 'prism mock';
const MEMORY = 'sandbox --memory';
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fixed = (n: number, digits = 0): string => n.toFixed(digits);
const mb = (bytes: number | undefined): string =>
  bytes === undefined ? 'n/a' : `${fixed(bytes / 2 ** 20)} MB`;
const log = (message: string): void => void process.stderr.write(`${message}\n`);

interface Server {
  label: string;
  child: Child;
  prefix: string;
}

const tempDirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-bench-'));
  tempDirs.push(dir);
  return dir;
}

/**
 * The first request of a start-up: a real operation with the fixtures' key, so the sandbox's time
 * includes building that operation's validators, answering and checking its answer.
 */
const FIRST_REQUEST = { path: '/users', headers: { apikey: API_KEY } };

/**
 * The sandbox as the package runs it (dist/cli.js), as another project's tests start it, and as
 * Prism runs: compiled JavaScript. `main` builds dist/ first.
 */
const startBuiltSandbox = (options: Omit<SandboxOptions, 'compiled'> = {}): Promise<Child> =>
  startSandbox({ ...options, compiled: true });

/** Median milliseconds from spawn to first answer over `opts.starts` cold starts, alternating. */
async function startupTimes(): Promise<{ sandbox: number; prism: number }> {
  const sandbox: number[] = [];
  const prism: number[] = [];
  for (let i = 0; i < opts.starts; i += 1) {
    const s = await startBuiltSandbox({ dataDir: await dataDir(), probe: FIRST_REQUEST });
    sandbox.push(s.startupMs);
    await stopChild(s);
    const p = await startPrismMock(FIRST_REQUEST);
    prism.push(p.startupMs);
    await stopChild(p);
  }
  return { sandbox: median(sandbox), prism: median(prism) };
}

/** A measurement, with the server's CPU time per response when /proc tells it. */
type Measured = LoadResult & { cpuUs?: number };
type Results = Map<string, Map<WorkloadName, Measured[]>>;

/** `runLoad` on `child`, with the CPU time the child spent per response meanwhile. */
async function loadWithCpu(child: Child, ...args: Parameters<typeof runLoad>): Promise<Measured> {
  const before = cpuTime(child.process.pid);
  const result = await runLoad(...args);
  const after = cpuTime(child.process.pid);
  const cpuUs =
    before !== undefined && after !== undefined && result.responses > 0
      ? (after - before) / result.responses
      : undefined;
  return { ...result, cpuUs };
}

/** How a measurement is run: as it is, or wrapped to note what it costs beside (the scale part's memory). */
type Around = (server: Server, name: WorkloadName, run: () => Promise<Measured>) => Promise<Measured>;

/** Every workload on every server, `rounds` times, the servers taking turns within each round. */
async function measure(
  servers: Server[],
  seconds: number,
  rounds: number,
  {
    rotate = false,
    around = ((_server, _name, run) => run()) as Around,
    firstRound = 0,
  }: { rotate?: boolean; around?: Around; firstRound?: number } = {},
): Promise<Results> {
  const results: Results = new Map(servers.map((s) => [s.label, new Map()]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, name] of NAMES.entries()) {
      // Rotated, each server goes first as often as the others: none always runs just after the same one.
      const turn = (firstRound + round) * NAMES.length + i;
      const order = rotate ? servers.map((_, k) => servers[(k + turn) % servers.length]!) : servers;
      for (const server of order) {
        const result = await around(server, name, () =>
          loadWithCpu(server.child, server.child.origin, workload(name, server.prefix), {
            duration: seconds,
            connections: opts.connections,
          }),
        );
        if (result.failures > 0) log(`  ${server.label} ${name}: ${result.failures} failed requests`);
        const list = results.get(server.label)!;
        list.set(name, [...(list.get(name) ?? []), result]);
      }
    }
  }
  return results;
}

const summary = (results: Measured[]) => ({
  cpuUs: results.every((r) => r.cpuUs !== undefined) ? median(results.map((r) => r.cpuUs!)) : undefined,
  rps: median(results.map((r) => r.rps)),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
  failures: results.reduce((n, r) => n + r.failures, 0),
});

/**
 * Rows per workload and server, then each server's requests/s divided by the baseline's: the ratio of
 * the medians, or with `paired` the median of each round's ratio, the two measured back to back.
 */
function table(results: Results, labels: string[], baseline: string, { paired = false } = {}): string {
  const rows = [
    `| workload | server | requests/s | p50 ms | p99 ms | CPU µs per request |`,
    `| --- | --- | ---: | ---: | ---: | ---: |`,
  ];
  const others = labels.filter((l) => l !== baseline);
  const ratios = [`| workload | ${others.map((l) => `${l} ÷ ${baseline}`).join(' | ')} |`];
  ratios.push(`| --- | ${others.map(() => '---:').join(' | ')} |`);
  for (const name of NAMES) {
    const s = new Map(labels.map((label) => [label, summary(results.get(label)!.get(name)!)]));
    for (const label of labels) {
      const { rps, p50, p99, failures, cpuUs } = s.get(label)!;
      const failed = failures > 0 ? ` (${failures} failed)` : '';
      const cpu = cpuUs === undefined ? 'n/a' : fixed(cpuUs);
      rows.push(`| ${WORKLOADS[name]} | ${label} | ${fixed(rps)}${failed} | ${p50} | ${p99} | ${cpu} |`);
    }
    const base = s.get(baseline)!.rps;
    const ratio = (label: string): number => {
      if (!paired) return s.get(label)!.rps / base;
      const bases = results.get(baseline)!.get(name)!;
      return median(
        results
          .get(label)!
          .get(name)!
          .map((r, round) => r.rps / bases[round]!.rps),
      );
    };
    ratios.push(`| ${WORKLOADS[name]} | ${others.map((l) => `${fixed(ratio(l), 2)}×`).join(' | ')} |`);
  }
  return [...rows, '', ...ratios].join('\n');
}

/** The sandbox as the bench runs it (data files), Prism's mock, and the sandbox in memory for reference. */
async function startServers(): Promise<Server[]> {
  const sandbox = await startBuiltSandbox({ dataDir: await dataDir() });
  const prism = await startPrismMock();
  const memory = await startBuiltSandbox({ memory: true });
  return [
    { label: SANDBOX, child: sandbox, prefix: '/v3' },
    { label: PRISM, child: prism, prefix: '' },
    { label: MEMORY, child: memory, prefix: '/v3' },
  ];
}

async function warmUp(servers: Server[]): Promise<void> {
  await measure(servers, 2, 1);
}

/** Reads timed alone, then during bursts of group creations from 1 and from `opts.connections` clients. */
async function writeStall(server: Server, seconds: number): Promise<[string, ProbeResult][]> {
  const results: [string, ProbeResult][] = [['alone', await probeReads(server.child.origin, seconds * 1000)]];
  for (const connections of [1, opts.connections]) {
    // The burst starts first and outlasts the probe, which needs a moment to start.
    const burst = runLoad(server.child.origin, workload('write', server.prefix), {
      duration: seconds + 2,
      connections,
    });
    const during = await probeReads(server.child.origin, seconds * 1000);
    const { rps } = await burst;
    const clients = `${connections} client${connections > 1 ? 's' : ''}`;
    results.push([`during creates from ${clients} (${fixed(rps)}/s)`, during]);
  }
  return results;
}

const ms = (n: number): string => fixed(n, 1);

async function main(): Promise<void> {
  const cpu = cpus();
  const out: string[] = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `${fixed(totalmem() / 2 ** 30)} GB RAM, Node.js ${process.version}; ${opts.connections} connections, ` +
      `${opts.rounds} × ${opts.duration} s per server and workload (medians), the servers alternating, ` +
      'every server logging at warn (no line per request), the sandbox run from dist/ as the package runs it.',
  ];

  log('building dist/…');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  if (opts.scaleOnly) {
    await scale(out);
    console.log(out.join('\n'));
    return;
  }
  if (opts.baseline !== undefined) {
    await compareWithBaseline({ ...opts, ref: opts.baseline }, out, dataDir);
    console.log(out.join('\n'));
    return;
  }
  if (opts.webhooksOnly) {
    await webhookCost(out);
    console.log(out.join('\n'));
    return;
  }
  if (opts.baselinesOnly) {
    await baselines(out);
    console.log(out.join('\n'));
    return;
  }
  log('timing cold starts…');
  const startup = await startupTimes();
  if (opts.startupOnly) {
    out.push(
      '',
      `| start-up to first answer (median of ${opts.starts}) | sandbox from dist/ | prism mock |`,
      `| --- | ---: | ---: |`,
      `| milliseconds | ${fixed(startup.sandbox)} | ${fixed(startup.prism)} |`,
    );
    console.log(out.join('\n'));
    return;
  }

  const servers = await startServers();
  try {
    log('warming up…');
    await warmUp(servers);
    log('measuring the sandbox against prism mock…');
    const results = await measure(servers, opts.duration, opts.rounds);
    out.push('', table(results, [SANDBOX, PRISM, MEMORY], PRISM));
    const [sandbox, prism] = servers as [Server, Server];
    out.push(
      '',
      `| | sandbox | prism mock | sandbox ÷ prism |`,
      `| --- | ---: | ---: | ---: |`,
      `| start-up to first answer, from dist/ (median of ${opts.starts}) | ${fixed(startup.sandbox)} ms | ${fixed(startup.prism)} ms | ${fixed(startup.sandbox / startup.prism, 2)}× |`,
      `| peak memory (VmHWM) | ${mb(peakMemory(sandbox.child.process.pid))} | ${mb(peakMemory(prism.child.process.pid))} | |`,
    );
  } finally {
    await Promise.all(servers.map((s) => stopChild(s.child)));
  }

  if (opts.baselines) await baselines(out);
  await webhookCost(out);
  if (opts.scale) await scale(out);
  console.log(out.join('\n'));
}

/**
 * Writes with a webhook for every trigger against the same writes without one, side by side: one
 * webhook pointed at a port nothing listens on (every call refused: the case the circuit is for), one
 * at a receiver on 127.0.0.1 that answers each call after 2 s (calls out for long, the queue full).
 * Neither may slow the API: the goal is at least 0.90× of no webhook for durable writes.
 */
async function webhookCost(out: string[]): Promise<void> {
  const dead = `http://127.0.0.1:${await freePort()}/hook`;
  // The servers on CPU 1, this process (the load generator and the slow receiver) on CPU 0: what a
  // webhook costs is a few percent, and unpinned the rounds move by ±20% with where the scheduler puts
  // the server and the load generator. A webhook's own work (its timers, calls, retries) runs in the
  // server's process, on the server's CPU, so it is counted.
  const pinned = pinnable();
  // Read before pinning: pinned, this process sees only its own CPU, and would be given back CPU 0 alone.
  const allCpus = `0-${availableParallelism() - 1}`;
  if (pinned) pinSelf('0');
  const cpus = pinned ? '1' : undefined;
  const slow = await slowReceiver(2000);
  const start = async (args: string[] = []) => startBuiltSandbox({ dataDir: await dataDir(), args, cpus });
  // Twice the rounds, the order turning, and a fresh server for every measurement, alone on its CPU:
  // two identical servers kept for a whole run differed by up to 8% (one process's layout, its JIT's
  // choices), and four kept alive side by side took CPU from each other (the dead and the slow
  // receiver's servers retry and call in the background while another is measured), which moved two
  // identical servers up to 17% apart. One at a time, each round's servers differ only in the webhook.
  const configs: [string, string[]][] = [
    [NO_WEBHOOK, []],
    // The same sandbox again: how far two identical servers differ in this run is the noise the
    // other ratios are read against.
    [NO_WEBHOOK_AGAIN, []],
    [DEAD_RECEIVER, ['--webhook', dead]],
    [SLOW_RECEIVER, ['--webhook', slow.url]],
  ];
  // The orders of a Williams design: over each set of rounds every server goes first as often as the
  // others and follows each other one once (turned the same way every round, the first of a cycle
  // always followed the same one, and the two identical servers came out 5-10% apart).
  const rounds = configs.length * Math.max(1, Math.ceil((opts.rounds * 2) / configs.length));
  const results: Results = new Map();
  try {
    log('measuring writes with a webhook to a dead and to a slow receiver…');
    for (let round = 0; round < rounds; round += 1) {
      for (const k of williamsOrder(configs.length, round)) {
        const [label, args] = configs[k]!;
        const server: Server = { label, child: await start(args), prefix: '/v3' };
        try {
          await measure([server], 1, 1);
          const measured = await measure([server], opts.duration, 1);
          const into = results.get(label) ?? new Map<WorkloadName, Measured[]>();
          for (const [name, list] of measured.get(label)!)
            into.set(name, [...(into.get(name) ?? []), ...list]);
          results.set(label, into);
        } finally {
          await stopChild(server.child);
        }
      }
    }
    out.push(
      '',
      `Writes with a webhook for every trigger, to a port nothing listens on and to a receiver that answers after 2 s, against none (${rounds} rounds, each server fresh and alone on its CPU while measured, in orders where each follows each other once; ratios are medians of each round's ratio; a second sandbox without a webhook, and reads, which fire none, show the noise of the run; ${pinned ? 'the servers on CPU 1, the load generator and the receiver on CPU 0' : 'not pinned to CPUs (no taskset here): expect more noise'}):`,
      '',
      table(results, [NO_WEBHOOK, NO_WEBHOOK_AGAIN, DEAD_RECEIVER, SLOW_RECEIVER], NO_WEBHOOK, {
        paired: true,
      }),
      '',
      `The slow receiver got ${slow.received()} calls, each answered 200 after 2 s.`,
    );
  } finally {
    await slow.close();
    if (pinned) pinSelf(allCpus);
  }
}

/**
 * Round `round` of a Williams design for `n` servers (n even): 0, 1, n-1, 2, n-2, … shifted by the
 * round, so that over n rounds each server takes each place once and follows each other server once.
 */
function williamsOrder(n: number, round: number): number[] {
  const base = [0];
  for (let i = 1, lo = 1, hi = n - 1; i < n; i += 1) base.push(i % 2 === 1 ? lo++ : hi--);
  return base.map((k) => (k + round) % n);
}

const NO_WEBHOOK = 'no webhook';
const NO_WEBHOOK_AGAIN = 'no webhook, a second sandbox';
const DEAD_RECEIVER = 'webhook to a dead receiver';
const SLOW_RECEIVER = 'webhook to a receiver answering in 2 s';

/** A webhook receiver on 127.0.0.1 that answers every call 200, `delayMs` after it arrived. */
async function slowReceiver(delayMs: number) {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      setTimeout(() => res.end('ok'), delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received: () => received,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}

/**
 * The read workload on the sandbox (data files, response validation on), a bare Express 5 app and
 * json-server, all answering the same records, taking turns in each round.
 */
async function baselines(out: string[]): Promise<void> {
  const sandbox = await startBuiltSandbox({ dataDir: await dataDir() });
  const [read] = workload('read', '/v3');
  const answer = (await (
    await fetch(`${sandbox.origin}${read!.path}`, { headers: { apikey: API_KEY } })
  ).json()) as { data: unknown[] };
  const dir = await dataDir();
  const servers = [
    { label: 'sandbox', child: sandbox, path: read!.path! },
    { label: 'bare Express 5', child: await startBareExpress(dir, read!.path!, answer), path: read!.path! },
    {
      label: 'json-server',
      child: await startJsonServer(dir, 'bannedusers', answer.data),
      path: '/bannedusers',
    },
  ];
  try {
    log('measuring reads against bare Express and json-server…');
    const results = new Map<string, Measured[]>(servers.map((s) => [s.label, []]));
    for (let round = 0; round <= opts.rounds; round += 1) {
      for (const server of servers) {
        const result = await loadWithCpu(
          server.child,
          server.child.origin,
          [{ method: 'GET', path: server.path, headers: { apikey: API_KEY } }],
          {
            duration: round === 0 ? 2 : opts.duration,
            connections: opts.connections,
          },
        );
        // Round 0 warms every server up and is not counted.
        if (round > 0) results.get(server.label)!.push(result);
      }
    }
    const rps = (label: string): number => summary(results.get(label)!).rps;
    out.push(
      '',
      `${WORKLOADS.read}, the same records from each server (medians of ${opts.rounds} × ${opts.duration} s):`,
      '',
      `| server | requests/s | p50 ms | p99 ms | CPU µs per request | sandbox ÷ server |`,
      `| --- | ---: | ---: | ---: | ---: | ---: |`,
      ...servers.map(({ label }) => {
        const { rps: r, p50, p99, failures, cpuUs } = summary(results.get(label)!);
        const failed = failures > 0 ? ` (${failures} failed)` : '';
        const cpu = cpuUs === undefined ? 'n/a' : fixed(cpuUs);
        return `| ${label} | ${fixed(r)}${failed} | ${p50} | ${p99} | ${cpu} | ${fixed(rps('sandbox') / r, 2)}× |`;
      }),
    );
  } finally {
    await Promise.all(servers.map((s) => stopChild(s.child)));
  }
}

async function scale(out: string[]): Promise<void> {
  log('generating the large app…');
  const bigDir = await dataDir();
  const snapshot = generateSnapshot({ messages: 100_000, groups: 1000 });
  await writeGeneratedApp(snapshot, bigDir);
  const small: Server = {
    label: 'small app',
    child: await startBuiltSandbox({ dataDir: await dataDir() }),
    prefix: '/v3',
  };
  const big: Server = {
    label: 'large app',
    child: await startBuiltSandbox({ dataDir: bigDir }),
    prefix: '/v3',
  };
  // Before any load: each server's peak so far is that of its start, the large app's load included.
  const memory = new MemoryWatch([small, big].map((s) => ({ label: s.label, pid: s.child.process.pid })));
  const noted =
    (phase: string): Around =>
    (server, name, run) =>
      memory.around(server.label, server.child.process.pid, `${phase}${WORKLOADS[name]}`, run);
  try {
    log('warming up both apps…');
    // The warm-up is the first traffic after a start: its memory is noted as its own row.
    await measure([small, big], 2, 1, { around: noted('warm-up, ') });
    log('measuring the large app against the small one…');
    const results = await measure([small, big], opts.duration, opts.rounds, { around: noted('') });
    out.push(
      '',
      `Scale: the sandbox on the fixtures (small app) and on a generated app of ${snapshot.messages.length} messages, ` +
        `${snapshot.groups.length} groups, ${snapshot.reactions.length} reactions (large app; start-up ` +
        `${fixed(big.child.startupMs)} ms).`,
      '',
      table(results, ['small app', 'large app'], 'small app'),
    );
    // Flat under reads: RSS at the start and at the end of one longer run of reads alone, and its peak.
    log('reading alone from the large app…');
    const readOnly = `${WORKLOADS.read}, alone, one run of ${opts.duration * 3} s`;
    await memory.around(big.label, big.child.process.pid, readOnly, () =>
      runLoad(big.child.origin, workload('read', big.prefix), {
        duration: opts.duration * 3,
        connections: opts.connections,
      }),
    );
    log('timing reads during write bursts…');
    const rows = [`| app | reads | p50 ms | p99 ms | max ms |`, `| --- | --- | ---: | ---: | ---: |`];
    for (const server of [small, big]) {
      const stall = () => writeStall(server, opts.duration);
      const timed = await memory.around(
        server.label,
        server.child.process.pid,
        'reads timed alone, then during bursts of creates',
        stall,
      );
      for (const [when, r] of timed) {
        rows.push(`| ${server.label} | ${when} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`);
      }
    }
    out.push(
      '',
      'One client reading, one request at a time, while other clients create groups (each create is answered after its data file write):',
      '',
      ...rows,
      '',
      `Memory of each server (MB; VmRSS and VmHWM from /proc, the peak reset before each run, ${opts.duration} s a run, ` +
        `the warm-up 2 s): the large app's peak over the whole run ${mb(memory.overall(big.label))}.`,
      '',
      memory.table(),
    );
  } finally {
    await Promise.all([small, big].map((s) => stopChild(s.child)));
  }
  log('timing how long data file writes hold the event loop…');
  out.push(
    '',
    'How long the data file write after a change holds the event loop (in-process file store, one change per commit):',
    '',
    `| app | commits/s | event-loop delay p99 ms | max ms |`,
    `| --- | ---: | ---: | ---: |`,
  );
  for (const [label, seed] of [
    ['small app', loadFixtures],
    ['large app', () => snapshot],
  ] as const) {
    const store = new FileStore({ dataDir: await dataDir(), seed });
    await measureWriteBlocking(store, DEFAULT_APP, 20);
    const b = await measureWriteBlocking(store, DEFAULT_APP, 200);
    await store.close();
    out.push(`| ${label} | ${fixed(b.commitsPerSecond)} | ${ms(b.p99)} | ${ms(b.max)} |`);
  }
}

try {
  await main();
} finally {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
