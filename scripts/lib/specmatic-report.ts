/**
 * Reading Specmatic's report of a run on the chat document (scripts/specmatic.ts): its scenarios, the
 * request each sent, and which of them passed as the document's example sets are written.
 */
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { operationsOf } from '../../src/contract/document-operations.ts';
import { type ExampleRequest, exampleRequests } from './replay-examples.ts';

/** One scenario of Specmatic's report (its CTRF test record). */
export interface Scenario {
  name: string;
  status: string;
  message?: string;
  extra?: { input?: string; outputs?: { content?: string }[] };
}

export const VERDICTS = [
  'passed as written',
  'documented status',
  'contract violation',
  'tool request fault',
  'no set of that name',
] as const;

export type Verdict = (typeof VERDICTS)[number];

export interface Sorted {
  scenario: Scenario;
  verdict: Verdict;
  /** Why, for the scenarios that did not pass as written. */
  why: string;
}

/** Where Specmatic writes its HTML report, under the directory it runs in. */
export const REPORT_FILE = 'build/reports/specmatic/test/html/index.html';

/** The scenarios of Specmatic's HTML report: a CTRF document assigned to `report` in its page. */
export function scenariosOf(html: string): Scenario[] {
  const line = /^\s*const report = (.*?);?\s*$/m.exec(html)?.[1];
  if (line === undefined) throw new Error("Specmatic's HTML report holds no `const report`.");
  return (JSON.parse(line) as { results: { tests: Scenario[] } }).results.tests;
}

interface SentRequest {
  method: string;
  path: string;
  headers: Map<string, string>;
  body: string;
}

/** The request as the report writes it: the request line, headers, a blank line, the body. */
function parseSent(input: string): SentRequest | undefined {
  const [head = '', ...rest] = input.split('\n\n');
  const [requestLine = '', ...headerLines] = head.split('\n');
  const match = /^([A-Z]+) (\S+)$/.exec(requestLine);
  if (match === null) return undefined;
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { method: match[1]!, path: match[2]!, headers, body: rest.join('\n\n').trim() };
}

const sameJson = (a: string, b: unknown): boolean => {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(b);
  } catch {
    return false;
  }
};

/** A path and query string, decoded and with the query sorted, to compare two spellings of one URL. */
function normalUrl(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.sort();
  return decodeURIComponent(`${parsed.pathname}${parsed.search}`);
}

/** How the sent request departs from the set's, or undefined when it is the set's. */
function departure(sent: SentRequest, expected: ExampleRequest): string | undefined {
  if (sent.method !== expected.method) return `sent ${sent.method}`;
  if (normalUrl(sent.path) !== normalUrl(expected.path)) return `sent ${sent.path}, not ${expected.path}`;
  for (const [name, value] of Object.entries(expected.headers)) {
    const got = sent.headers.get(name.toLowerCase());
    if (got !== value) return `sent ${name}: ${got ?? '(none)'}, not ${value}`;
  }
  if (expected.body === undefined ? sent.body !== '' : !sameJson(sent.body, expected.body))
    return 'sent another body';
  return undefined;
}

/** A scenario's name: method, path, documented status, example name. */
const SCENARIO_NAME = /^Scenario: ([A-Z]+) (\S+) -> \d+ with the request from the example '([^']+)'/;

/** `(uid:string)` in Specmatic's scenario names is `{uid}` in the document. */
const documentPathOf = (specmaticPath: string) => specmaticPath.replace(/\((\w+):[^)]*\)/g, '{$1}');

export function sortScenario(
  scenario: Scenario,
  sets: Map<string, ExampleRequest>,
  statuses: Map<string, Set<number>>,
): Sorted {
  const [, method = '', path = '', name = ''] = SCENARIO_NAME.exec(scenario.name) ?? [];
  const operation = `${method} ${documentPathOf(path)}`;
  const expected = sets.get(`${operation} ${name}`);
  const input = scenario.extra?.input ?? '';
  const sent = input === '' ? undefined : parseSent(input);
  const away = sent && expected ? departure(sent, expected) : undefined;
  const message = scenario.message ?? '';
  const answer = scenario.extra?.outputs?.[0]?.content ?? '';
  const got = Number(/^(\d{3}) /.exec(answer)?.[1]);
  if (scenario.status !== 'passed' && sent !== undefined) {
    const responseFault = /RESPONSE\.(?!STATUS)/.test(message);
    if (responseFault || !(statuses.get(operation)?.has(got) ?? false))
      return { scenario, verdict: 'contract violation', why: lastReason(message) };
  }
  if (expected === undefined)
    return { scenario, verdict: 'no set of that name', why: `${scenario.status}, got ${got}` };
  if (sent === undefined)
    return { scenario, verdict: 'tool request fault', why: `sent nothing: ${lastReason(message)}` };
  if (away !== undefined)
    return { scenario, verdict: 'tool request fault', why: `${away}; ${scenario.status}, got ${got}` };
  if (scenario.status === 'passed') return { scenario, verdict: 'passed as written', why: '' };
  return { scenario, verdict: 'documented status', why: `the set's own request got ${got}` };
}

/** The last line of Specmatic's explanation, the one that names the difference. */
const lastReason = (message: string): string =>
  message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .at(-1) ?? '(no reason given)';

/** What a run comes to: each scenario sorted, the counts, the sets it built nothing for, its order. */
export interface Summary {
  sets: number;
  scenarios: number;
  sorted: Sorted[];
  counts: Record<Verdict, number>;
  /** Passed as written, of all its scenarios. */
  passRate: number;
  /** The sets Specmatic made no scenario of, as `METHOD /path name`. */
  unbuilt: string[];
  /** Whether it ran the sets it ran in the order the recording replays them. */
  inSetOrder: boolean;
}

/** Sorts the scenarios of a run on `doc`, whose example sets say what each request should be. */
export function summarize(doc: OpenAPIObject, scenarios: Scenario[]): Summary {
  const requests = exampleRequests(doc);
  const keyOf = (r: ExampleRequest) => `${r.method} ${r.documentPath} ${r.name}`;
  const sets = new Map(requests.map((request) => [keyOf(request), request]));
  const statuses = new Map(
    operationsOf(doc).map((op) => [
      `${op.method.toUpperCase()} ${op.documentPath}`,
      new Set(Object.keys(op.object.responses).map(Number)),
    ]),
  );
  const sorted = scenarios.map((scenario) => sortScenario(scenario, sets, statuses));
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const { verdict } of sorted) counts[verdict] += 1;
  const ran = [
    ...new Set(
      scenarios.map(({ name }) => {
        const [, method, path, example] = SCENARIO_NAME.exec(name) ?? [];
        return `${method} ${documentPathOf(path ?? '')} ${example}`;
      }),
    ),
  ].filter((key) => sets.has(key));
  const all = requests.map(keyOf);
  return {
    sets: requests.length,
    scenarios: scenarios.length,
    sorted,
    counts,
    passRate: scenarios.length === 0 ? 0 : counts['passed as written'] / scenarios.length,
    unbuilt: all.filter((key) => !ran.includes(key)),
    inSetOrder: ran.join('\n') === all.filter((key) => ran.includes(key)).join('\n'),
  };
}
