/**
 * `npm run bench:in-process`: what one call to the in-process core's `handle()` costs (SPEC 21: at most
 * 0.05 ms at the median for a read and for a write, in Node), measured in this process, no transport.
 * The read is GET /v3/groups/cometchat-guid-1/bannedusers; the write is POST /v3/groups with a fresh
 * guid each time, its body as JSON text as a fetch hands it over. Reads and writes take turns call by
 * call, so a busy moment of the machine falls on both alike; each kind is warmed up first (its
 * operation's schemas compiled, the JIT settled) and only the calls after count.
 *
 * Then the same calls through fetch behind msw's setupServer (`chat-api-sandbox/msw`), as a test suite
 * makes them (SPEC 21: at most 0.6 ms at the median), a tenth as many.
 *
 *   npm run bench:in-process -- [--calls 20000] [--warmup 5000]
 */
import { performance } from 'node:perf_hooks';
import { Command } from 'commander';
import { setupServer } from 'msw/node';
import { createSandboxCore, type CoreRequest } from '../src/core/index.ts';
import { createSandboxHandlers } from '../src/msw/index.ts';
import { loadFixtures } from '../src/store/fixtures.ts';

const options = new Command()
  .option('--calls <n>', 'measured calls of each kind', '20000')
  .option('--warmup <n>', 'calls of each kind before measuring', '5000')
  .parse()
  .opts<{ calls: string; warmup: string }>();
const calls = Number(options.calls);
const warmup = Number(options.warmup);

const apikey = loadFixtures().apiKeys.find((k) => k.scope === 'fullAccess')!.apiKey;
// Limits far above the calls made, so no call is refused and every call still counts against them.
const core = createSandboxCore({ config: { rateLimit: { standard: 1e9, core: 1e9 } } });

const read: CoreRequest = {
  method: 'GET',
  url: '/v3/groups/cometchat-guid-1/bannedusers',
  headers: { apikey },
};
let guids = 0;
const write = (): CoreRequest => ({
  method: 'POST',
  url: '/v3/groups',
  headers: { apikey, 'content-type': 'application/json' },
  body: JSON.stringify({ guid: `bench-${(guids += 1)}`, name: 'Bench', type: 'public' }),
});

async function timed(request: CoreRequest, expect: number): Promise<number> {
  const start = performance.now();
  const answer = await core.handle(request);
  const ms = performance.now() - start;
  if (answer.status !== expect)
    throw new Error(`${request.method} ${request.url}: ${answer.status} ${answer.body}`);
  return ms;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

for (let i = 0; i < warmup; i++) {
  await timed(read, 200);
  await timed(write(), 200);
}
const reads: number[] = [];
const writes: number[] = [];
for (let i = 0; i < calls; i++) {
  reads.push(await timed(read, 200));
  writes.push(await timed(write(), 200));
}
await core.close();

const row = (name: string, values: number[]) =>
  `| ${name} | ${median(values).toFixed(4)} | ${quantile(values, 0.9).toFixed(4)} | ${quantile(values, 0.99).toFixed(4)} |`;
console.log(
  `handle() in process, ${calls} calls of each kind after ${warmup} of warm-up, Node ${process.version}\n`,
);
console.log('| call | median ms | p90 ms | p99 ms |');
console.log('| --- | --- | --- | --- |');
console.log(row('read: GET /v3/groups/cometchat-guid-1/bannedusers', reads));
console.log(row('write: POST /v3/groups (fresh guid)', writes));
console.log(`\ntarget (SPEC 21): median ≤ 0.05 ms for each`);

// Behind msw: fetch to the real host, intercepted in process, answered by the handlers' own core.
const { handlers, close } = createSandboxHandlers({
  config: { rateLimit: { standard: 1e9, core: 1e9 } },
});
const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'error' });
const HOST = 'https://chat-sandbox.api-us.cometchat.io';
async function fetched(request: CoreRequest): Promise<number> {
  const init: RequestInit = { method: request.method, headers: request.headers as Record<string, string> };
  if (request.body !== undefined) init.body = request.body as string;
  const start = performance.now();
  const res = await fetch(`${HOST}${request.url}`, init);
  await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${request.method} ${request.url} behind msw: ${res.status}`);
  return ms;
}
const mswCalls = Math.max(1, Math.floor(calls / 10));
for (let i = 0; i < Math.max(1, Math.floor(warmup / 10)); i++) {
  await fetched(read);
  await fetched(write());
}
const mswReads: number[] = [];
const mswWrites: number[] = [];
for (let i = 0; i < mswCalls; i++) {
  mswReads.push(await fetched(read));
  mswWrites.push(await fetched(write()));
}
server.close();
await close();
console.log(`\nfetch behind msw (setupServer), ${mswCalls} calls of each kind\n`);
console.log('| call | median ms | p90 ms | p99 ms |');
console.log('| --- | --- | --- | --- |');
console.log(row('read through msw', mswReads));
console.log(row('write through msw', mswWrites));
console.log(`
target (SPEC 21): median ≤ 0.6 ms for each`);
