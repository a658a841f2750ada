/**
 * `npm run endurance`: minutes of mixed traffic over several apps against one sandbox process (file
 * store, rate limit off), sampling every 10 s its memory (RSS), the latency of the window, errors, and
 * the sizes the sandbox bounds (request journal, webhook queue and delivery journal). Every app has a
 * webhook (`--webhook`) to a receiver that answers after 2 s, so deliveries pile up. Mixed traffic (reads, group creations, messages,
 * reaction round trips, a reset of each app now and then) runs first; the last part is read-only, so
 * that memory can be seen to follow the state, not the traffic. Every app also has a custom push
 * provider on a receiver that is not running, so that each message's notifications are logged (the
 * logs bounded at 10,000 per app) and their provider's calls fail through the circuit. Prints markdown
 * tables.
 *
 *   npm run endurance -- [--minutes 10] [--apps 4] [--clients 8] [--read-only-share 0.3]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Command, Option } from 'commander';
import { API_KEY, GROUP } from './lib/load.ts';
import { startSandbox, stopChild } from './lib/processes.ts';

const opts = new Command()
  .name('endurance')
  .addOption(new Option('--minutes <n>', 'length of the run').default(10).argParser(Number))
  .addOption(new Option('--apps <n>', 'apps the traffic is spread over').default(4).argParser(Number))
  .addOption(new Option('--clients <n>', 'concurrent clients').default(8).argParser(Number))
  .addOption(
    new Option('--read-only-share <f>', 'share of the run, at its end, with reads only')
      .default(0.3)
      .argParser(Number),
  )
  .parse()
  .opts<{ minutes: number; apps: number; clients: number; readOnlyShare: number }>();

const SAMPLE_MS = 10_000;
const MEMBER = 'superhero1';
const runMs = opts.minutes * 60_000;
const readOnlyFrom = runMs * (1 - opts.readOnlyShare);
const apps = Array.from({ length: opts.apps }, (_, i) => `endurance-${i + 1}`);
const log = (message: string): void => void process.stderr.write(`${message}\n`);

interface Window {
  latencies: number[];
  errors: number;
}
let window: Window = { latencies: [], errors: 0 };
let counter = 0;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function call(origin: string, app: string, method: string, path: string, body?: object, as?: string) {
  const headers: Record<string, string> = { apikey: API_KEY, appId: app };
  if (body) headers['content-type'] = 'application/json';
  if (as) headers['onBehalfOf'] = as;
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const json = (await res.json()) as { data?: { id?: string } };
    window.latencies.push(performance.now() - started);
    if (res.status !== 200) window.errors += 1;
    return json;
  } catch {
    window.errors += 1;
    return {};
  }
}

/** One step of one client: a read most of the time, and while writes run, a write of some kind. */
async function step(origin: string, readOnly: boolean): Promise<void> {
  const app = pick(apps);
  const roll = Math.random();
  if (readOnly || roll < 0.45) {
    await call(origin, app, 'GET', `/v3/groups/${GROUP}/bannedusers`);
    return;
  }
  if (roll < 0.65) {
    const guid = `e-${process.pid}-${(counter += 1)}`;
    await call(origin, app, 'POST', '/v3/groups', { guid, name: 'Endurance', type: 'public' });
  } else if (roll < 0.85) {
    const text = {
      category: 'message',
      receiver: GROUP,
      receiverType: 'group',
      data: { text: 'still here' },
    };
    await call(origin, app, 'POST', '/v3/bots/chatbot/messages', text);
  } else if (roll < 0.99998) {
    const path = `/v3/messages/4/reactions/${encodeURIComponent(`:e${(counter += 1)}:`)}`;
    await call(origin, app, 'POST', path, undefined, MEMBER);
    await call(origin, app, 'DELETE', path, undefined, MEMBER);
  } else {
    await fetch(`${origin}/__sandbox/apps/${app}/reset`, { method: 'POST' }).then((r) => r.arrayBuffer());
    await pushProvider(origin, app);
  }
}

/** Where the apps' custom push provider points: a port that was bound and let go, so nothing answers. */
let deadUrl = '';

/** The app's custom push provider, on the dead receiver; false when the operation is not served. */
async function pushProvider(origin: string, app: string): Promise<boolean> {
  const res = await fetch(`${origin}/v3/notifications/push/v1/providers/custom`, {
    method: 'POST',
    headers: { apikey: API_KEY, appId: app, 'content-type': 'application/json' },
    body: JSON.stringify({
      isEnabled: true,
      webhookURL: deadUrl,
      useBasicAuth: true,
      basicAuthUsername: 'endurance',
      basicAuthPassword: 'endurance',
    }),
  });
  await res.arrayBuffer();
  return res.status === 200;
}

const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Sample {
  at: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rss: number;
  messages: number;
  journal: number;
  pending: number;
  deliveries: number;
  notificationLogs: number;
}

type Sizes = Pick<Sample, 'messages' | 'journal' | 'pending' | 'deliveries' | 'notificationLogs'>;

async function stateSize(origin: string): Promise<Sizes> {
  let messages = 0;
  let journal = 0;
  let pending = 0;
  let deliveries = 0;
  let notificationLogs = 0;
  for (const app of apps) {
    const state = (await (await fetch(`${origin}/__sandbox/apps/${app}/state`)).json()) as {
      messages: [];
      notificationLogs?: [];
    };
    messages += state.messages.length;
    notificationLogs = Math.max(notificationLogs, state.notificationLogs?.length ?? 0);
    const requests = (await (
      await fetch(`${origin}/__sandbox/apps/${app}/requests?limit=100000`)
    ).json()) as [];
    journal = Math.max(journal, requests.length);
    const flush = await fetch(`${origin}/__sandbox/apps/${app}/webhooks/flush?timeoutMs=0`, {
      method: 'POST',
    });
    pending = Math.max(pending, ((await flush.json()) as { pending: number }).pending);
    const attempts = (await (
      await fetch(`${origin}/__sandbox/apps/${app}/webhook-deliveries?limit=100000`)
    ).json()) as [];
    deliveries = Math.max(deliveries, attempts.length);
  }
  return { messages, journal, pending, deliveries, notificationLogs };
}

/** A URL nothing listens on. */
async function closedUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}/push`;
}

/** A webhook receiver that takes 2 s to answer each call. */
async function slowReceiver(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    req.resume();
    setTimeout(() => res.end('ok'), 2000);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, close: () => server.close() };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-endurance-'));
  const receiver = await slowReceiver();
  const server = await startSandbox({ dataDir: dir, args: ['--webhook', receiver.url] });
  const pid = server.process.pid!;
  deadUrl = await closedUrl();
  const served = await Promise.all(apps.map((app) => pushProvider(server.origin, app)));
  if (!served.every(Boolean)) log('custom push providers are not served: the outbox is not exercised');
  const started = performance.now();
  const samples: Sample[] = [];
  let stop = false;
  const clients = Array.from({ length: opts.clients }, async () => {
    while (!stop) await step(server.origin, performance.now() - started >= readOnlyFrom);
  });
  log(`running ${opts.minutes} min over ${opts.apps} apps with ${opts.clients} clients…`);
  while (performance.now() - started < runMs) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const done = window;
    window = { latencies: [], errors: 0 };
    const sorted = done.latencies.sort((a, b) => a - b);
    const size = await stateSize(server.origin);
    samples.push({
      at: (performance.now() - started) / 1000,
      requests: sorted.length,
      errors: done.errors,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      rss: await rssMb(pid),
      ...size,
    });
    const last = samples[samples.length - 1]!;
    log(
      `${last.at.toFixed(0)} s: ${last.requests} requests, p99 ${last.p99.toFixed(1)} ms, RSS ${last.rss.toFixed(0)} MB`,
    );
  }
  stop = true;
  await Promise.all(clients);
  await stopChild(server);
  receiver.close();
  await rm(dir, { recursive: true, force: true });
  report(samples);
}

function report(samples: Sample[]): void {
  const lines = [
    `Endurance: ${opts.minutes} min, ${opts.apps} apps, ${opts.clients} clients; read-only for the last ${(opts.readOnlyShare * 100).toFixed(0)}%.`,
    '',
    '| minute | phase | requests/s | errors | p50 ms | p99 ms (worst 10 s) | RSS MB (end) | messages in all apps | journal (largest app) | webhook queue (largest) | delivery journal (largest) | notification logs (largest) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const minutes = Math.ceil(samples.length / 6);
  for (let m = 0; m < minutes; m += 1) {
    const group = samples.slice(m * 6, m * 6 + 6);
    const last = group[group.length - 1]!;
    const requests = group.reduce((sum, s) => sum + s.requests, 0);
    const phase = last.at * 1000 > readOnlyFrom ? 'read-only' : 'mixed';
    lines.push(
      `| ${m + 1} | ${phase} | ${(requests / (group.length * (SAMPLE_MS / 1000))).toFixed(0)} | ${group.reduce((s, x) => s + x.errors, 0)} | ${Math.max(...group.map((s) => s.p50)).toFixed(1)} | ${Math.max(...group.map((s) => s.p99)).toFixed(1)} | ${last.rss.toFixed(0)} | ${last.messages} | ${last.journal} | ${Math.max(...group.map((x) => x.pending))} | ${last.deliveries} | ${last.notificationLogs} |`,
    );
  }
  const readOnly = samples.filter((s) => s.at * 1000 > readOnlyFrom + SAMPLE_MS);
  if (readOnly.length > 1) {
    const rss = readOnly.map((s) => s.rss);
    lines.push(
      '',
      `RSS during the read-only part: ${Math.min(...rss).toFixed(0)} to ${Math.max(...rss).toFixed(0)} MB.`,
    );
  }
  console.log(lines.join('\n'));
}

await main();
