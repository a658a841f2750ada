/**
 * Times single reads to the microsecond (autocannon rounds to whole milliseconds), one at a time, so
 * that the time a read takes is the time the server kept it waiting. Runs in its own process, so the
 * load generator of the bench cannot delay it:
 *
 *   node --import tsx scripts/lib/probe-reads.ts <origin> <milliseconds>   → one line of JSON
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_KEY, GROUP } from './load.ts';

export interface ProbeResult {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function probe(origin: string, durationMs: number): Promise<ProbeResult> {
  const url = `${origin}/v3/groups/${GROUP}/bannedusers`;
  // Untimed first: the probe's own first requests run cold (connection, compilation).
  for (let i = 0; i < 200; i += 1) await (await fetch(url, { headers: { apikey: API_KEY } })).arrayBuffer();
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(url, { headers: { apikey: API_KEY } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    failures,
  };
}

const SELF = fileURLToPath(import.meta.url);

/** Runs the probe in a child process; resolves once it has started probing and then finished. */
export async function probeReads(origin: string, durationMs: number): Promise<ProbeResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, origin, String(durationMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the read probe exited with ${code}`);
  return JSON.parse(out) as ProbeResult;
}

if (process.argv[1] === SELF) {
  const [origin, ms] = process.argv.slice(2);
  console.log(JSON.stringify(await probe(String(origin), Number(ms))));
}
