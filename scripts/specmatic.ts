/**
 * `npm run test:specmatic`: Specmatic, a contract-testing tool no one here wrote, replays the named
 * example sets of openapi/chat-v3.yaml against a freshly started sandbox, and each of its scenarios is
 * sorted into one of:
 *
 * - passed as written: it sent the set's request, word for word, and got the documented answer;
 * - a documented status: it got another status the operation documents (a 4xx, mostly), because the
 *   request it sent was not the set's, or was the set's and the sandbox answered otherwise;
 * - a contract violation: the answer is not what the contract allows (an undocumented status, or a
 *   body or header that does not match);
 * - the tool's own request fault: it sent nothing, or another request than the one the document
 *   gives under that name, where the document gives a whole one (it cannot send the paths of
 *   operations that have a path and a query parameter of one name, the real service's `id`);
 * - no set of that name: it built the scenario from a response example that no request example
 *   shares a name with, and invented the request (the document's fault, which its build prevents).
 *
 * It exits 1 when fewer than 90% of the scenarios pass as written or any is a contract violation.
 * Specmatic's jar comes with the `specmatic` npm package and runs on Java 17 or later.
 *
 *   npm run test:specmatic -- [--keep]   (--keep leaves Specmatic's report and says where)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { startSandbox } from '../src/start.ts';
import { REPORT_FILE, type Scenario, scenariosOf, summarize } from './lib/specmatic-report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENT = join(ROOT, 'openapi/chat-v3.yaml');
const JAR = join(ROOT, 'node_modules/specmatic/specmatic.jar');
const PASS_RATE_MIN = 0.9;

/** Runs Specmatic's jar in `cwd` and resolves with its exit code; its output goes to `log`. */
function runSpecmatic(cwd: string, baseUrl: string, apiKey: string, log: string[]): Promise<number> {
  const args = [
    // A short run of a large jar: the quick compiler alone and the serial collector start it in about
    // half the time and memory (17 s against 29-39 s for the whole run on two busy cores).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    JAR,
    'test',
    DOCUMENT,
    `--testBaseURL=${baseUrl}`,
    // Without it Specmatic stops at the two operations with a path and a query parameter both named
    // `id` (rule OAS0011) and runs nothing.
    '--lenient',
  ];
  // The key goes in the variable named after the document's security scheme, as Specmatic reads it;
  // generative (negative) tests stay off: only the document's examples are replayed.
  const env = { ...process.env, apiKey, SPECMATIC_GENERATIVE_TESTS: 'false' };
  const child = spawn('java', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`java could not be started (${error.message}); Specmatic needs Java 17 or later.`)),
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(argv: string[]): Promise<number> {
  const started = performance.now();
  const doc = parse(await readFile(DOCUMENT, 'utf8')) as OpenAPIObject;
  const sandbox = await startSandbox({ port: 0, memory: true, rateLimit: 0 });
  const cwd = await mkdtemp(join(tmpdir(), 'specmatic-'));
  const log: string[] = [];
  let scenarios: Scenario[];
  try {
    const code = await runSpecmatic(cwd, sandbox.url, sandbox.apiKey, log);
    scenarios = await readFile(join(cwd, REPORT_FILE), 'utf8')
      .then(scenariosOf)
      .catch((error: Error) => {
        console.error(log.join('').slice(-4000));
        throw new Error(`Specmatic exited ${code} without a report: ${error.message}`);
      });
  } finally {
    await sandbox.close();
    if (argv.includes('--keep')) console.log(`Specmatic's report: ${join(cwd, REPORT_FILE)}`);
    else await rm(cwd, { recursive: true, force: true });
  }

  const summary = summarize(doc, scenarios);
  const { counts } = summary;
  const seconds = (performance.now() - started) / 1000;
  const rows: [string, string | number][] = [
    ['example sets in the document', summary.sets],
    ['scenarios Specmatic built from them', summary.scenarios],
    ['passed as written', `${counts['passed as written']} (${(summary.passRate * 100).toFixed(1)}%)`],
    ['failed with a documented status', counts['documented status']],
    ['contract violations', counts['contract violation']],
    ["the tool's own request faults", counts['tool request fault']],
    ['built from a name no request has', counts['no set of that name']],
    ['sets it built no scenario for', summary.unbuilt.length],
    ['replayed in the order of the sets', summary.inSetOrder ? 'yes' : 'no'],
  ];
  console.log(`Specmatic on openapi/chat-v3.yaml against a fresh sandbox, ${seconds.toFixed(1)} s`);
  for (const [label, value] of rows) console.log(`  ${`${label}:`.padEnd(38)}${value}`);
  for (const { scenario, verdict, why } of summary.sorted) {
    if (verdict !== 'passed as written')
      console.log(`  - ${verdict}: ${scenario.name.replace(/^Scenario: /, '')} (${why})`);
  }
  for (const key of summary.unbuilt) console.log(`  - no scenario: ${key}`);

  if (summary.passRate < PASS_RATE_MIN || counts['contract violation'] > 0) {
    console.error(
      `FAILED: ${(summary.passRate * 100).toFixed(1)}% passed as written (at least ${PASS_RATE_MIN * 100}% needed), ${counts['contract violation']} contract violation(s).`,
    );
    return 1;
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
