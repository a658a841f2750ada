/**
 * The sandbox in a browser behind msw's service worker (SPEC 21), in Debian's chromium driven by
 * playwright-core, as pages.test.ts drives the pages (skipped where chromium is missing, failed under
 * CI). The browser bundles are built from the sources into a temporary folder (scripts/lib/bundles.ts,
 * what `npm run build` writes to dist/browser/), and a small page of plain ES modules imports them,
 * with msw through an import map, and starts `setupWorker` with `persist: 'localStorage'`. Then: a
 * read and a write to the real host answered in the page; the written group still there after a
 * reload; a request to another origin passed on, not answered; and nothing reaches the network: the
 * browser resolves no host but this machine, and the local servers see only what the test expects.
 * The timings (worker ready, median read and persisted write) are reported, never asserted.
 */
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../scripts/lib/processes.ts';
import { API, SKIP, buildModules, closeServer, launchOffline, median, serve } from './offline-site.ts';

const CALLS = 50;

/**
 * The page: msw and the sandbox's handlers as a user's app loads them, the worker started with the
 * time it took noted, and the default app's key at hand.
 */
const INDEX_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>sandbox in a worker</title><link rel="icon" href="data:,">
<script type="importmap">{ "imports": { "msw": "/vendor/msw.js" } }</script>
<script type="module">
  import { setupWorker } from 'msw';
  import { createSandboxHandlers } from '/sandbox/msw.js';
  import { createSandboxCore } from '/sandbox/core.js';
  const { handlers, sandbox } = createSandboxHandlers({ persist: 'localStorage' });
  const started = performance.now();
  await setupWorker(...handlers).start({ quiet: true, onUnhandledRequest: 'bypass' });
  window.workerReadyMs = performance.now() - started;
  window.apikey = await sandbox.apiKey();
  const headers = { apikey: window.apikey, 'content-type': 'application/json' };
  async function timed(url, init) {
    const start = performance.now();
    const response = await fetch(url, { headers, ...init });
    const body = await response.json();
    return { ms: performance.now() - start, status: response.status, body };
  }
  const create = (api, guid, name) =>
    timed(api + '/groups', { method: 'POST', body: JSON.stringify({ guid, name, type: 'public' }) });
  // A read and a write, then CALLS of each, timed from the fetch to the parsed body.
  window.measure = async (api, calls) => {
    const read = await timed(api + '/users?perPage=5');
    const write = await create(api, 'made-in-a-page', 'Made in a page');
    const reads = [];
    const writes = [];
    for (let i = 0; i < calls; i++) {
      reads.push((await timed(api + '/groups/made-in-a-page')).ms);
      const made = await create(api, 'timed-' + i, 'Timed ' + i);
      if (made.status !== 200) throw new Error('write ' + i + ': ' + made.status);
      writes.push(made.ms);
    }
    // The core's own share of a read, without the worker: handle() on a core of its own.
    const core = createSandboxCore();
    const own = { apikey: await core.control.apiKey() };
    const handled = [];
    for (let i = 0; i < calls; i++) {
      const start = performance.now();
      await core.handle({ method: 'GET', url: api + '/groups/cometchat-guid-1', headers: own });
      handled.push(performance.now() - start);
    }
    return { read, write, reads, writes, handled };
  };
  window.getGroup = async (api, guid) => {
    const { status, body } = await timed(api + '/groups/' + guid);
    return { status, body };
  };
  window.ready = true;
</script></head><body></body></html>`;

/** What the page's own script offers the test (plain page code, so the test's compiler adds nothing to it). */
interface Answer {
  ms: number;
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, read as a client would
  body: any;
}
type Measure = (
  api: string,
  calls: number,
) => Promise<{ read: Answer; write: Answer; reads: number[]; writes: number[]; handled: number[] }>;
type GetGroup = (api: string, guid: string) => Promise<Omit<Answer, 'ms'>>;

describe('the sandbox in a browser, behind msw’s worker', { skip: SKIP }, () => {
  let dir: string;
  let site: Server;
  let other: Server;
  let browser: Browser;
  /** Every path the page's own server and the other origin were asked for. */
  const served: string[] = [];
  const otherHits: string[] = [];
  let origin: string;
  let otherOrigin: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chat-api-sandbox-worker-'));
    await buildModules(dir);
    await copyFile(
      join(PROJECT_ROOT, 'node_modules/msw/lib/mockServiceWorker.js'),
      join(dir, 'mockServiceWorker.js'),
    );
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    ({ server: site, origin } = await serve([dir], served));
    other = createServer((req, res) => {
      otherHits.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('the other origin');
    });
    await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
    otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
    browser = await launchOffline();
  });
  after(async () => {
    await browser?.close();
    await Promise.all([site, other].map(closeServer));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Loads the page and waits for its worker; the time the worker took to be ready, in ms. */
  async function ready(page: Page, load: () => Promise<unknown>): Promise<number> {
    await load();
    await page.waitForFunction(() => (window as { ready?: boolean }).ready === true);
    return page.evaluate(() => (window as unknown as { workerReadyMs: number }).workerReadyMs);
  }

  test('read, write, reload, another origin, timings — nothing leaves the machine', async (t) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const firstReady = await ready(page, () => page.goto(`${origin}/`));

    const answers = await page.evaluate(
      ([api, calls]) => (window as unknown as { measure: Measure }).measure(api, calls),
      [API, CALLS] as const,
    );
    assert.equal(answers.read.status, 200);
    assert.equal(answers.read.body.data.length, 5);
    assert.equal(answers.write.status, 200);
    assert.equal(answers.write.body.data.guid, 'made-in-a-page');

    const reloadReady = await ready(page, () => page.reload());
    const after = await page.evaluate(
      ([api, guid]) => (window as unknown as { getGroup: GetGroup }).getGroup(api, guid),
      [API, 'made-in-a-page'] as const,
    );
    assert.equal(after.status, 200, 'the written group is still there after the reload');
    assert.equal(after.body.data.name, 'Made in a page');

    // Another origin, even on a /v3 path, is not the sandbox's: passed on to that server.
    const passed = await page.evaluate((url) => fetch(url).then((r) => r.text()), `${otherOrigin}/v3/users`);
    assert.equal(passed, 'the other origin');
    assert.deepEqual(otherHits, ['GET /v3/users']);
    // The page's own server served the page, its modules and the worker script, and no API request.
    assert.deepEqual(
      served.filter(
        (path) =>
          !['/', '/vendor/msw.js', '/sandbox/msw.js', '/sandbox/core.js', '/mockServiceWorker.js'].includes(
            path,
          ),
      ),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();

    const figures = {
      workerReadyFirstMs: Math.round(firstReady),
      workerReadyAfterReloadMs: Math.round(reloadReady),
      readMedianMs: +median(answers.reads).toFixed(2),
      persistedWriteMedianMs: +median(answers.writes).toFixed(2),
      handleReadMedianMs: +median(answers.handled).toFixed(2),
    };
    t.diagnostic(`in chromium behind msw's worker, ${CALLS} calls each: ${JSON.stringify(figures)}`);
  });
});
