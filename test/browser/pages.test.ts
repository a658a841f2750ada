/**
 * The pages in a real browser: Debian's chromium driven by playwright-core (.ci/run installs it; where
 * it is missing locally the suite says so and skips). Both pages load without console errors and
 * without a request to anywhere but the sandbox; the inspector shows a request sent from outside within
 * a second, renders a conversation, and its reset empties what a test added; its controls are labelled
 * and reachable by keyboard. The screenshots in docs/ are taken here.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../src/start.ts';

const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));

describe(
  'pages in a browser',
  { skip: CHROMIUM ? false : 'chromium is not installed (.ci/run installs it)' },
  () => {
    let sandbox: RunningSandbox;
    let browser: Browser;
    before(async () => {
      sandbox = await startSandbox({ port: 0, memory: true, clock: 1_700_400_000 });
      browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
    });
    after(async () => {
      await browser?.close();
      await sandbox?.close();
    });

    /** A page that records console errors, page errors and every URL it asks for. */
    async function open(path: string): Promise<{ page: Page; errors: string[]; urls: string[] }> {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      const urls: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${sandbox.origin}${path}`);
      return { page, errors, urls };
    }

    const offSite = (urls: string[]) =>
      urls.filter((u) => !u.startsWith(sandbox.origin) && !u.startsWith('data:'));

    test('/docs — loaded — both documents rendered, the key filled in, no errors, nothing fetched elsewhere', async () => {
      const { page, errors, urls } = await open('/docs');
      await page.locator('.swagger-ui .info .title').filter({ hasText: 'Chat' }).waitFor();
      await page.getByText('List conversations').first().waitFor();
      await mkdir(DOCS, { recursive: true });
      await page.screenshot({ path: `${DOCS}api-docs.png` });
      await page.getByRole('button', { name: 'Control API (/__sandbox)' }).click();
      await page.locator('.swagger-ui .info .title').filter({ hasText: 'control API' }).waitFor();
      assert.deepEqual(errors, []);
      assert.deepEqual(offSite(urls), []);
      await page.close();
    });

    test('/__sandbox/ui — loaded — the default app, its conversation rendered, no errors, nothing fetched elsewhere', async () => {
      const { page, errors, urls } = await open('/__sandbox/ui');
      // The page lists the apps and then the default app's messages, after it has loaded: wait for
      // the messages before reading the app list, or a busy machine reads it still empty.
      await page.locator('#messages li').first().waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'App' }).inputValue(), 'us/chat-sandbox');
      assert.ok((await page.locator('#messages li').count()) > 1);
      assert.match((await page.locator('#users').textContent()) ?? '', /Iron Man \(superhero1\)/);
      await page.screenshot({ path: `${DOCS}inspector.png`, fullPage: true });
      assert.deepEqual(errors, []);
      assert.deepEqual(offSite(urls), []);
      await page.close();
    });

    test('/__sandbox/ui — a request sent from outside — in the journal view within a second', async () => {
      const { page } = await open('/__sandbox/ui');
      await page.locator('#messages li').first().waitFor();
      const marker = `marker-${Date.now()}`;
      const res = await fetch(`${sandbox.url}/users?searchKey=${marker}`, {
        headers: { apikey: sandbox.apiKey },
      });
      assert.equal(res.status, 200);
      const sent = performance.now();
      await page.locator('#journal tbody tr').filter({ hasText: marker }).waitFor({ timeout: 1000 });
      assert.ok(performance.now() - sent < 1000);
      await page.close();
    });

    test('/__sandbox/ui — reset from the page — a group a test created is gone', async () => {
      const { page } = await open('/__sandbox/ui');
      await page.locator('#messages li').first().waitFor();
      const created = await fetch(`${sandbox.url}/groups`, {
        method: 'POST',
        headers: { apikey: sandbox.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ guid: 'made-by-a-test', name: 'Made by a test', type: 'public' }),
      });
      assert.equal(created.status, 200);
      await page.locator('#groups li').filter({ hasText: 'made-by-a-test' }).waitFor({ timeout: 2000 });
      await page.getByRole('button', { name: 'Reset app to the fixtures' }).click();
      await page.getByRole('status').filter({ hasText: 'back to the fixtures' }).waitFor();
      assert.equal(await page.locator('#groups li').filter({ hasText: 'made-by-a-test' }).count(), 0);
      const groups = await (
        await fetch(`${sandbox.url}/groups`, { headers: { apikey: sandbox.apiKey } })
      ).json();
      assert.ok(!groups.data.some((g: { guid: string }) => g.guid === 'made-by-a-test'));
      await page.close();
    });

    test('/__sandbox/ui — a reset rule added from the page — the next request to it fails, then it answers', async () => {
      const { page } = await open('/__sandbox/ui');
      await page.locator('#messages li').first().waitFor();
      await page.getByRole('textbox', { name: 'Operation' }).fill('listUsers');
      await page.getByRole('combobox', { name: 'or failure' }).selectOption('reset');
      await page.getByRole('button', { name: 'Add fault rule' }).click();
      await page.locator('#faults li').filter({ hasText: 'listUsers → reset' }).waitFor({ timeout: 2000 });
      const users = () => fetch(`${sandbox.url}/users`, { headers: { apikey: sandbox.apiKey } });
      await assert.rejects(users(), TypeError);
      assert.equal((await users()).status, 200, 'the rule was for one request');
      await page.close();
    });

    test('/__sandbox/ui — accessibility — inputs labelled, controls reachable by keyboard', async () => {
      const { page } = await open('/__sandbox/ui');
      await page.locator('#messages li').first().waitFor();
      const tree = await page.locator('body').ariaSnapshot();
      for (const control of [
        'combobox "App"',
        'textbox "Admin token"',
        'button "Reset app to the fixtures"',
        'textbox "Operation"',
        'spinbutton "Status"',
        'combobox "or failure"',
        'button "Add fault rule"',
      ]) {
        assert.ok(tree.includes(control), `${control} in\n${tree}`);
      }
      let reached = false;
      for (let i = 0; i < 40 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.id === 'reset');
      }
      assert.ok(reached, 'the reset button is reachable with Tab');
      await page.close();
    });
  },
);
