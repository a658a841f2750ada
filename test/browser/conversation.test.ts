/**
 * The README's browser example run as written (SPEC 21): the "In a browser" part of "Without a
 * server" is read from README.md, its `npx msw init … --save` run with msw's own command in a
 * temporary site, and its code blocks written to the paths their first lines name (src/mocks.js,
 * .storybook/preview.js), so a broken example fails here. A small conversation page of plain ES
 * modules (conversation/, a story as Storybook would run it: the preview's loaders first) imports
 * them, with the bare imports mapped to msw and the browser bundles built from the sources. In
 * Debian's chromium (offline-site.ts: no host resolves but this machine): the fixture conversation
 * of superhero1 with superhero2 rendered, a message typed and sent, rendered, and still there after
 * a reload (persisted in localStorage); every API request answered by the worker, none failed, and
 * the local server asked only for the site's files. The page's timings are reported, never asserted.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../scripts/lib/processes.ts';
import { API, SKIP, buildModules, closeServer, launchOffline, serve } from './offline-site.ts';

const PAGE = fileURLToPath(new URL('./conversation/', import.meta.url));
const TEXT = 'Suit up, the tower at 0900.';

/** The README's browser example: the folder `npx msw init` is given, and each code block by its path. */
async function readmeExample(): Promise<{ publicDir: string; files: Map<string, string> }> {
  const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Without a server'));
  const part = section?.split(/^### /m).find((s) => s.startsWith('In a browser'));
  assert.ok(part, 'the README section "Without a server" has a part "In a browser"');
  const publicDir = /`npx msw init (\S+) --save`/.exec(part)?.[1];
  assert.ok(publicDir, 'the README says how to copy the worker script: `npx msw init <folder> --save`');
  const files = new Map<string, string>();
  for (const [, code] of part.matchAll(/```js\n([\s\S]*?)```/g)) {
    const path = /^\/\/ (\S+)\n/.exec(code!)?.[1];
    assert.ok(path, `a code block of the browser example names its file in its first line:\n${code}`);
    files.set(path, code!);
  }
  assert.deepEqual([...files.keys()].sort(), ['.storybook/preview.js', 'src/mocks.js']);
  return { publicDir, files };
}

/** The conversation as the page renders it, from the fixture files. */
async function fixtureConversation(): Promise<string[]> {
  const read = async (name: string) =>
    JSON.parse(await readFile(join(PROJECT_ROOT, 'fixtures', name), 'utf8'));
  const users: { uid: string; name: string }[] = await read('users.json');
  const messages: {
    conversationId: string;
    sender: string;
    sentAt: number;
    deletedAt?: number;
    data: { text?: string };
  }[] = await read('messages.json');
  const name = (uid: string) => users.find((u) => u.uid === uid)?.name;
  return messages
    .filter((m) => m.conversationId === 'superhero1_user_superhero2')
    .sort((a, b) => a.sentAt - b.sentAt)
    .map((m) => `${name(m.sender)}: ${m.deletedAt ? '(deleted)' : m.data.text}`);
}

/** What the page noted: how long its worker, its first read and its last send took, in ms. */
type Timings = Partial<Record<'workerReadyMs' | 'readMs' | 'sendMs', number>>;

describe('a conversation page behind msw’s worker, started by the README’s example', { skip: SKIP }, () => {
  let dir: string;
  let site: Server;
  let origin: string;
  let browser: Browser;
  /** Every path the site's server was asked for. */
  const served: string[] = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chat-api-sandbox-conversation-'));
    const { publicDir, files } = await readmeExample();
    await writeFile(join(dir, 'package.json'), '{ "name": "site", "private": true }\n');
    await Promise.all([
      // The README's command, with the msw this project has (the file npx would run).
      promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/msw'), ['init', publicDir, '--save'], {
        cwd: dir,
      }),
      buildModules(dir),
      ...[...files].map(async ([path, code]) => {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), code);
      }),
    ]);
    const { msw } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    assert.deepEqual(msw, { workerDirectory: [publicDir.replace(/\/$/, '')] }, '--save noted the folder');
    ({ server: site, origin } = await serve([join(dir, publicDir), dir, PAGE], served));
    browser = await launchOffline();
  });
  after(async () => {
    await browser?.close();
    await closeServer(site);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Waits until the page has noted `timing` (or failed, which fails the test with its message). */
  async function settled(page: Page, timing: keyof Timings): Promise<Timings> {
    await page.waitForFunction(
      (name) =>
        document.body.dataset.state === 'failed' ||
        (window as unknown as { timings: Timings }).timings?.[name as keyof Timings] !== undefined,
      timing,
    );
    assert.equal(await page.locator('#problem').textContent(), '', 'the page shows no problem');
    return page.evaluate(() => ({ ...(window as unknown as { timings: Timings }).timings }));
  }

  const rendered = (page: Page) => page.locator('#messages li').allTextContents();

  test('the fixture conversation, a message sent, a reload — still there; nothing leaves the machine', async (t) => {
    const conversation = await fixtureConversation();
    const context = await browser.newContext();
    /** The API's requests as the page made them, each with whether msw's worker answered it. */
    const apiCalls: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    context.on('response', (r) => {
      if (r.url().startsWith(API))
        apiCalls.push(
          `${r.request().method()} ${new URL(r.url()).pathname} ${r.fromServiceWorker() ? 'by the worker' : 'by the network'}`,
        );
    });
    context.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto(`${origin}/`);
    const first = await settled(page, 'readMs');
    assert.deepEqual(await rendered(page), conversation, 'the fixture conversation, oldest first');

    await page.getByRole('textbox', { name: 'message' }).fill(TEXT);
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = await settled(page, 'sendMs');
    assert.deepEqual(await rendered(page), [...conversation, `Iron Man: ${TEXT}`]);

    await page.reload();
    const reloaded = await settled(page, 'readMs');
    assert.deepEqual(
      await rendered(page),
      [...conversation, `Iron Man: ${TEXT}`],
      'still there after the reload',
    );
    const stored = await page.evaluate(() => Object.keys(localStorage));
    assert.ok(
      stored.some((key) => key.startsWith('chat-api-sandbox:')),
      `kept in localStorage: ${stored}`,
    );

    assert.deepEqual(failed, [], 'no request failed (none to a host outside this machine)');
    const read = 'GET /v3/users/superhero2/messages by the worker';
    assert.deepEqual(apiCalls, [read, 'POST /v3/messages by the worker', read, read]);
    const files = ['/', '/conversation.js', '/.storybook/preview.js', '/src/mocks.js'];
    const modules = ['/vendor/msw.js', '/sandbox/msw.js', '/sandbox/core.js', '/mockServiceWorker.js'];
    assert.deepEqual(
      served.filter((path) => ![...files, ...modules].includes(path)),
      [],
      'the site served its own files only',
    );
    assert.deepEqual(errors, []);
    await context.close();

    const ms = (value: number | undefined) => Math.round((value ?? NaN) * 10) / 10;
    const figures = {
      workerReadyFirstMs: ms(first.workerReadyMs),
      readFirstMs: ms(first.readMs),
      sendAndReadMs: ms(sent.sendMs),
      workerReadyAfterReloadMs: ms(reloaded.workerReadyMs),
      readAfterReloadMs: ms(reloaded.readMs),
    };
    t.diagnostic(`the conversation page in chromium behind msw's worker: ${JSON.stringify(figures)}`);
  });
});
