/**
 * `npm run bench:notifications`: what the outbox adds to a send (issue 34). Four apps in one in-process
 * core, each with a group the sender is in: 100 or 1,000 other members, with notifications off (no
 * provider: the outbox is one check of a count) or on (a custom push provider, the app's settings
 * changed, every member with preferences of their own and one in ten muting the group). The same send
 * (POST /v3/messages to the group) goes to each app in turn, call by call, so a busy moment of the
 * shared machine falls on all alike; the first calls warm up and do not count. The clock gives the
 * time to the answer; the cost is the CPU time of the send and of what it leaves to run after its
 * answer (the provider calls and their results), waited for before the next send. The logs fill to their
 * bound (10,000) during the warm-up, so the measured sends also drop the oldest records, as a busy
 * app's do.
 *
 *   npm run bench:notifications -- [--calls 300] [--warmup 60] [--dist]
 */
import { performance } from 'node:perf_hooks';
import { Command } from 'commander';
import { createSandboxCore as createFromSources, type CoreRequest } from '../src/core/index.ts';
import { loadFixtures } from '../src/store/fixtures.ts';
import type { StateSnapshot } from '../src/store/state.ts';

const options = new Command()
  .option('--calls <n>', 'measured sends to each app', '300')
  .option('--warmup <n>', 'sends to each app before measuring', '60')
  .option('--only <app>', 'one app alone (off-100, on-100, off-1000, on-1000), for a profile')
  .option('--dist', 'the built package (dist/core.js, `npm run build`) rather than the sources through tsx')
  .parse()
  .opts<{ calls: string; warmup: string; only?: string; dist?: boolean }>();
// What users run is the built package; the sources through tsx carry its helpers (every closure made
// is named at run time), which the outbox, making more closures, pays more of.
const createSandboxCore: typeof createFromSources = options.dist
  ? (
      (await import(new URL('../dist/core.js', import.meta.url).href)) as {
        createSandboxCore: typeof createFromSources;
      }
    ).createSandboxCore
  : createFromSources;
const calls = Number(options.calls);
const warmup = Number(options.warmup);

const fixtures = loadFixtures();
const apikey = fixtures.apiKeys.find((k) => k.scope === 'fullAccess')!.apiKey;
// The provider's calls are handed to a callback that keeps nothing: what is measured is the send, not
// the network (a call to a host that does not answer would retry in the background, inside whichever
// send came next).
const core = createSandboxCore({
  config: { rateLimit: { standard: 1e9, core: 1e9 } },
  onWebhook: () => undefined,
});
const NOW = 1_700_000_000;
const GUID = 'bench-group';

/** The fixtures with a group of `members` users besides superhero1, and notifications on or off. */
function snapshot(members: number, notify: boolean): StateSnapshot {
  const state = structuredClone(fixtures);
  state.groups.push({ guid: GUID, name: 'Bench', type: 'public', owner: 'superhero1', createdAt: NOW });
  state.members.push({ guid: GUID, uid: 'superhero1', scope: 'admin', joinedAt: NOW });
  for (let i = 0; i < members; i += 1) {
    const uid = `bench-${i}`;
    state.users.push({ uid, name: `Bench ${i}`, status: 'offline', role: 'default', createdAt: NOW });
    state.members.push({ guid: GUID, uid, scope: 'participant', joinedAt: NOW });
    if (notify)
      state.notificationUsers.push({
        uid,
        preferences: {
          groupPreferences: { groupMessages: 2, groupReactions: 3 },
          usePrivacyTemplate: i % 2 === 0,
        },
        ...(i % 10 === 0 && { mutedConversations: [{ id: GUID, type: 'group' as const, until: 9e15 }] }),
        timezone: 'Europe/Paris',
        updatedAt: NOW,
      });
  }
  if (notify) {
    state.notificationProviders.push({
      kind: 'customPush',
      details: { isEnabled: true, webhookURL: 'https://push.example.com/hook' },
      createdAt: NOW,
      updatedAt: NOW,
    });
    state.notificationSettings.push({
      id: 'app',
      settings: { preferences: { push: { includeMessageObjectSetting: true } } },
      updatedAt: NOW,
    });
  }
  return state;
}

const ALL_APPS = {
  'off-100': [100, false],
  'on-100': [100, true],
  'off-1000': [1000, false],
  'on-1000': [1000, true],
} as const;
const APPS = Object.fromEntries(
  Object.entries(ALL_APPS).filter(([appId]) => options.only === undefined || appId === options.only),
);
for (const [appId, [members, notify]] of Object.entries(APPS))
  await core.control.importState(snapshot(members, notify), appId);

const send = (appId: string): CoreRequest => ({
  method: 'POST',
  url: '/v3/messages',
  headers: { apikey, appId, 'content-type': 'application/json', onBehalfOf: 'superhero1' },
  body: JSON.stringify({
    receiver: GUID,
    receiverType: 'group',
    category: 'message',
    type: 'text',
    data: { text: 'the quick brown fox jumps over the lazy dog' },
  }),
});

/** Lets every timer and callback the send left run out: the delivery's results wait one turn (0 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const SETTLE_MS = 5;

const times: Record<string, number[]> = Object.fromEntries(Object.keys(APPS).map((id) => [id, []]));
// CPU time too: on a machine shared by other work, a wall-clock median also counts the waits for a core.
const cpuTimes: Record<string, number[]> = Object.fromEntries(Object.keys(APPS).map((id) => [id, []]));
// A Williams design: over four rounds each app is sent to first once and right after each other app
// once, so that the garbage one app leaves behind is collected during every other app's sends alike.
const ORDERS = [
  [0, 1, 3, 2],
  [1, 2, 0, 3],
  [2, 3, 1, 0],
  [3, 0, 2, 1],
];
const appIds = Object.keys(APPS);
for (let i = 0; i < warmup + calls; i += 1) {
  const order = appIds.length === 4 ? ORDERS[i % 4]!.map((k) => appIds[k]!) : appIds;
  for (const appId of order) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const answer = await core.handle(send(appId));
    const ms = performance.now() - start;
    // The send's own work after its answer (the provider calls, their results written back) is done
    // before the next app's send starts, so that it is counted for this app and not the next: CPU time
    // over the send and a quiet wait after it (the wait itself costs no CPU).
    await settle();
    const cpu = process.cpuUsage(cpuStart);
    if (answer.status !== 200) throw new Error(`${appId}: ${answer.status} ${String(answer.body)}`);
    if (i >= warmup) {
      times[appId]!.push(ms);
      cpuTimes[appId]!.push((cpu.user + cpu.system) / 1000);
    }
  }
}
await core.close();
if (options.only !== undefined) process.exit(0);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const m = (appId: string) => median(times[appId]!);
const c = (appId: string) => median(cpuTimes[appId]!);

console.log(
  `POST /v3/messages to a group through handle() (${options.dist ? 'dist/core.js' : 'the sources'}), ${calls} sends to each app, taking turns, after ${warmup} of warm-up, Node ${process.version}\n`,
);
console.log('| app | median ms (the answer) | p90 ms | p99 ms | median CPU ms (with its deliveries) |');
console.log('| --- | --- | --- | --- | --- |');
for (const appId of Object.keys(APPS)) {
  const values = times[appId]!;
  const cells = [m(appId), quantile(values, 0.9), quantile(values, 0.99), c(appId)];
  console.log(`| ${appId} | ${cells.map((v) => v.toFixed(3)).join(' | ')} |`);
}
const ratio = (of: (appId: string) => number) => (of('on-100') / of('off-100')).toFixed(2);
console.log(
  `\n100 members, on ÷ off: ${ratio(m)}× by the clock to the answer, ${ratio(c)}× in CPU time with the deliveries (the cost)`,
);
const perRecipient = (of: (appId: string) => number, n: number) =>
  (((of(`on-${n}`) - of(`off-${n}`)) / n) * 1000).toFixed(1);
console.log(
  `what the outbox adds per recipient, by the clock to the answer: ${perRecipient(m, 100)} µs at 100 members, ${perRecipient(m, 1000)} µs at 1,000`,
);
console.log(
  `in CPU time with the deliveries: ${perRecipient(c, 100)} µs at 100 members, ${perRecipient(c, 1000)} µs at 1,000`,
);
