/**
 * What the browser tests behind msw's worker share (worker.test.ts, conversation.test.ts): the browser
 * bundles built from the sources with msw beside them, a local server of a few folders that notes
 * every path it is asked for, and Debian's chromium, driven by playwright-core, resolving no host but
 * this machine, so an answer from the real host can only be the worker's.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { buildBrowserBundles } from '../../scripts/lib/bundles.ts';
import { PROJECT_ROOT } from '../../scripts/lib/processes.ts';

const CHROMIUM = (
  process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser']
).find(existsSync);
const IN_CI = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI);

/** The suite's skip option: skipped where chromium is missing, except under CI, where it fails. */
export const SKIP = CHROMIUM || IN_CI ? false : 'chromium is not installed (.ci/run installs it)';

/** The real host of the default app, which only the worker answers. */
export const API = 'https://chat-sandbox.api-us.cometchat.io/v3';

/**
 * The sandbox's browser bundles in `dir`/sandbox/ (core.js, msw.js: what `npm run build` writes to
 * dist/browser/) and msw with its browser entry as one module in `dir`/vendor/msw.js, so the handlers
 * and the worker share one msw; a page maps `msw` and `msw/browser` to it in its import map.
 */
export async function buildModules(dir: string): Promise<void> {
  await writeFile(join(dir, 'vendor-entry.js'), "export * from 'msw';\nexport * from 'msw/browser';\n");
  await Promise.all([
    buildBrowserBundles(join(dir, 'sandbox')),
    build({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: [join(dir, 'vendor-entry.js')],
      nodePaths: [join(PROJECT_ROOT, 'node_modules')],
      outfile: join(dir, 'vendor', 'msw.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'warning',
    }),
  ]);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.map': 'application/json',
};

/**
 * A server of `roots` on 127.0.0.1, each path answered from the first root holding it (`/` is
 * index.html), as a dev server serves its public folder beside the sources; every path asked for is
 * pushed to `served`.
 */
export async function serve(roots: string[], served: string[]): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    served.push(path);
    const file = normalize(path === '/' ? 'index.html' : decodeURIComponent(path.slice(1)));
    for (const root of file.startsWith('..') ? [] : roots) {
      const body = await readFile(join(root, file)).catch(() => undefined);
      if (!body) continue;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return void res.end(body);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Chromium that resolves no host but this machine. */
export async function launchOffline(): Promise<Browser> {
  assert.ok(CHROMIUM, 'CI is set and chromium is not installed: the browser tests cannot run');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  });
}

/** Closes a server that may not have started. */
export const closeServer = (server: Server | undefined): Promise<unknown> =>
  new Promise((ok) => (server ? server.close(ok) : ok(undefined)));

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
