/**
 * `npm run bench:moderation`: what moderation adds to a send, with 25 rules of 1,000 word terms each
 * against no rules at all (issue 33: the cost must stay flat in the rules and terms that cannot match the
 * message). Three apps in one in-process core: `none` (the fixtures' rules deleted), `small` (25 rules of
 * 10 terms) and `large` (25 rules of 1,000 terms). The same send (POST /v3/messages, a 12-word text no
 * term matches) goes to each in turn, call by call, so a busy moment of the shared machine falls on all
 * alike; the first calls warm up and do not count.
 *
 * Then the matching step alone, on the large app's terms, every rule tried (as if the rule index let
 * them all through): the term indexes (a Set looked up per word of the text) against one alternation
 * of all 25,000 terms tried at every position of the text, the form a regex-per-rule engine would have.
 *
 *   npm run bench:moderation -- [--calls 3000] [--warmup 500]
 */
import { performance } from 'node:perf_hooks';
import { Command } from 'commander';
import { createSandboxCore, type CoreRequest } from '../src/core/index.ts';
import { foldText, termIndex } from '../src/domain/moderation-terms.ts';
import { loadFixtures } from '../src/store/fixtures.ts';

const options = new Command()
  .option('--calls <n>', 'measured sends to each app', '3000')
  .option('--warmup <n>', 'sends to each app before measuring', '500')
  .parse()
  .opts<{ calls: string; warmup: string }>();
const calls = Number(options.calls);
const warmup = Number(options.warmup);

const apikey = loadFixtures().apiKeys.find((k) => k.scope === 'fullAccess')!.apiKey;
const core = createSandboxCore({ config: { rateLimit: { standard: 1e9, core: 1e9 } } });
const TEXT = 'the quick brown fox jumps over the lazy dog near our old harbour wall';

const request = (appId: string, method: string, url: string, body?: unknown): CoreRequest => ({
  method,
  url,
  headers: { apikey, appId, 'content-type': 'application/json', onBehalfOf: 'superhero1' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function call(req: CoreRequest): Promise<number> {
  const start = performance.now();
  const answer = await core.handle(req);
  const ms = performance.now() - start;
  if (answer.status !== 200) throw new Error(`${req.method} ${req.url}: ${answer.status} ${answer.body}`);
  return ms;
}

/** Terms no English text has: `zq<rule>x<term>`. */
const termsOf = (rule: number, count: number) => Array.from({ length: count }, (_, t) => `zq${rule}x${t}`);

async function prepare(appId: string, termsPerRule: number): Promise<void> {
  for (const id of ['keyword-filter', 'image-moderation'])
    await call(request(appId, 'DELETE', `/v3/moderation/rules/${id}`));
  for (let r = 0; r < (termsPerRule === 0 ? 0 : 25); r += 1) {
    await call(
      request(appId, 'POST', '/v3/moderation/rules', {
        id: `bench-${r}`,
        name: `Bench ${r}`,
        action: ['blockMessage'],
        conditions: [{ operand: 'text', operator: 'contains', value: termsOf(r, termsPerRule) }],
      }),
    );
  }
}

const APPS = { none: 0, small: 10, large: 1000 } as const;
for (const [appId, terms] of Object.entries(APPS)) await prepare(appId, terms);

const send = (appId: string) =>
  request(appId, 'POST', '/v3/messages', {
    receiver: 'superhero2',
    receiverType: 'user',
    category: 'message',
    type: 'text',
    data: { text: TEXT },
  });
const times: Record<string, number[]> = { none: [], small: [], large: [] };
for (let i = 0; i < warmup + calls; i += 1) {
  for (const appId of Object.keys(APPS)) {
    const ms = await call(send(appId));
    if (i >= warmup) times[appId]!.push(ms);
  }
}
await core.close();

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const row = (name: string, values: number[]) =>
  `| ${name} | ${median(values).toFixed(4)} | ${quantile(values, 0.9).toFixed(4)} | ${quantile(values, 0.99).toFixed(4)} |`;

console.log(
  `POST /v3/messages through handle(), ${calls} sends to each app, taking turns, after ${warmup} of warm-up, Node ${process.version}\n`,
);
console.log('| app | median ms | p90 ms | p99 ms |');
console.log('| --- | --- | --- | --- |');
console.log(row('no rules', times['none']!));
console.log(row('25 rules × 10 terms', times['small']!));
console.log(row('25 rules × 1,000 terms', times['large']!));

// The matching step alone: the index against one alternation of every term. Each sample times a batch
// of calls (the index's are microseconds, below a single timer read's noise); the kinds take turns.
const allTerms = Array.from({ length: 25 }, (_, r) => termsOf(r, 1000)).flat();
const indexes = Array.from({ length: 25 }, (_, r) => termIndex('word', termsOf(r, 1000)));
const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD = '[\\p{L}\\p{M}\\p{N}_]';
const alternation = new RegExp(`(?<!${WORD})(?:${allTerms.map(escape).join('|')})(?!${WORD})`, 'iu');
const BATCH = 100;
const batch = (match: () => boolean): number => {
  const start = performance.now();
  for (let i = 0; i < BATCH; i += 1) if (match()) throw new Error('matched');
  return (performance.now() - start) / BATCH;
};
const byIndex = () => {
  const folded = foldText(TEXT);
  return indexes.some((index) => index.matches(folded, 'contains'));
};
const byAlternation = () => alternation.test(TEXT);
const indexed: number[] = [];
const alternated: number[] = [];
for (let i = 0; i < 60; i += 1) {
  const a = batch(byIndex);
  const b = batch(byAlternation);
  if (i >= 10) {
    indexed.push(a);
    alternated.push(b);
  }
}
console.log(
  `\nthe matching step alone, 25 rules of 1,000 word terms: 50 batches of ${BATCH} texts each, taking turns, after 10 of warm-up\n`,
);
console.log('| matcher | median ms a text | p90 ms | p99 ms |');
console.log('| --- | --- | --- | --- |');
console.log(row('the term indexes (fold once, a Set per rule), all 25 rules tried', indexed));
console.log(row('one alternation regex of every term', alternated));
