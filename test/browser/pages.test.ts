/**
 * The pages in a real browser: Debian's chromium driven by playwright-core (.ci/run installs it). Where
 * it is missing the suite says so and skips, except under CI (`CI=true`), where it fails: a green CI
 * run has driven the pages. Both pages load without console errors and without a request to anywhere
 * but the sandbox; the inspector shows a request sent from outside at its next poll, renders a
 * conversation with the receipts, pins and thread replies made through the API, lists conversations
 * by newest activity with their pins, and its reset empties what a test added; its controls are
 * labelled and reachable by keyboard. The screenshots go to a temporary folder, and to
 * docs/ (the README's) only with UPDATE_SCREENSHOTS=1.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { writeNotificationLog } from '../../src/domain/notification-log.ts';
import { startSandbox, type RunningSandbox } from '../../src/start.ts';

const CHROMIUM = (
  process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser']
).find(existsSync);
const IN_CI = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI);
const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const SHOTS = UPDATE ? DOCS : join(tmpdir(), 'chat-api-sandbox-screenshots');
/** The inspector's poll period (POLL_MS in src/pages/ui/inspector.js). */
const POLL_MS = 500;

describe(
  'pages in a browser',
  { skip: CHROMIUM || IN_CI ? false : 'chromium is not installed (.ci/run installs it)' },
  () => {
    let sandbox: RunningSandbox;
    let browser: Browser;
    /** When the committed screenshots were last written, to show a run leaves them alone. */
    const committed = new Map<string, number>();
    before(async () => {
      assert.ok(CHROMIUM, 'CI is set and chromium is not installed: the browser tests cannot run');
      for (const name of ['api-docs.png', 'inspector.png'])
        committed.set(name, (await stat(join(DOCS, name))).mtimeMs);
      await mkdir(SHOTS, { recursive: true });
      sandbox = await startSandbox({ port: 0, memory: true, clock: 1_700_400_000 });
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    });
    after(async () => {
      await browser?.close();
      await sandbox?.close();
    });

    /** Takes a screenshot into SHOTS; unless asked to update them, the one in docs/ is left as it is. */
    async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
      await page.screenshot({ path: join(SHOTS, name), fullPage });
      assert.ok(existsSync(join(SHOTS, name)));
      if (!UPDATE) assert.equal((await stat(join(DOCS, name))).mtimeMs, committed.get(name), `docs/${name}`);
    }

    /** A page that records console errors, page errors and every URL it asks for. */
    async function open(
      path: string,
      { fakeClock = false } = {},
    ): Promise<{ page: Page; errors: string[]; urls: string[] }> {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The page's timers run on a clock the test moves, so its polls happen when the test says.
      if (fakeClock) await page.clock.install();
      const errors: string[] = [];
      const urls: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${sandbox.origin}${path}`);
      return { page, errors, urls };
    }

    /** A call to the default app's control API. */
    const control = (method: string, path: string, body?: object) =>
      fetch(`${sandbox.origin}/__sandbox/apps/${sandbox.app.appId}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });

    /** A call to the Chat API with the default app's key, as `onBehalfOf` when given; asserts a 200. */
    async function chat(method: string, path: string, onBehalfOf?: string, body?: object): Promise<void> {
      const res = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: {
          apikey: sandbox.apiKey,
          'content-type': 'application/json',
          ...(onBehalfOf ? { onBehalfOf } : {}),
        },
        body: body && JSON.stringify(body),
      });
      assert.equal(res.status, 200, `${method} ${path}: ${await res.text()}`);
    }

    /**
     * From the fixtures, through the API: in the conversation the inspector opens on
     * (superhero2_user_superhero3, the calls 14 to 16), superhero2's text 17 at 13:33; superhero3's
     * delivered mark to 16 at 13:34 and on to 17 at 13:35 (so the mark has a step), their read mark
     * to 16 at 13:36, and their thread reply to 17 (18) at 13:37; 15 pinned by superhero2; the
     * conversation pinned by superhero3 and, for superhero2, by the app (`user_superhero3`), with the
     * group cometchat-guid-1, read by superhero2 up to 6 and by superhero3 to its newest message.
     * Undone by `restore`.
     */
    async function setUpThreadPinsReceipts(): Promise<void> {
      assert.equal((await control('POST', '/reset')).status, 200);
      const at = async (now: number) => assert.equal((await control('PUT', '/clock', { now })).status, 200);
      const text = (words: string) => ({ category: 'message', type: 'text', data: { text: words } });
      await at(1_700_400_780);
      await chat('POST', '/messages', 'superhero2', {
        receiver: 'superhero3',
        receiverType: 'user',
        ...text('Stark wants the report on the call by noon.'),
      });
      await at(1_700_400_840);
      await chat('POST', '/users/superhero2/conversation/delivered', 'superhero3', { messageId: 16 });
      await at(1_700_400_900);
      await chat('POST', '/users/superhero2/conversation/delivered', 'superhero3');
      await at(1_700_400_960);
      await chat('POST', '/users/superhero2/conversation/read', 'superhero3', { messageId: 16 });
      await at(1_700_401_020);
      await chat('POST', '/messages/17/thread', 'superhero3', text('On it, sending it before lunch.'));
      await chat('POST', '/messages/15/pin', 'superhero2');
      await chat('POST', '/users/superhero2/conversation/pin', 'superhero3');
      await chat('PUT', '/conversations/pinned', undefined, {
        pinnedConversations: [{ guid: 'cometchat-guid-1' }, { uid: 'superhero3' }],
      });
      await chat('POST', '/groups/cometchat-guid-1/conversation/read', 'superhero2', { messageId: 6 });
      await chat('POST', '/groups/cometchat-guid-1/conversation/read', 'superhero3');
    }

    /** The default app as the fixtures and the test's clock have it. */
    async function restore(): Promise<void> {
      await control('PUT', '/clock', { now: 1_700_400_000 });
      await control('POST', '/reset');
    }

    const offSite = (urls: string[]) =>
      urls.filter((u) => !u.startsWith(sandbox.origin) && !u.startsWith('data:'));

    test('/docs — loaded — both documents rendered, the key filled in, no errors, nothing fetched elsewhere', async () => {
      const { page, errors, urls } = await open('/docs');
      await page.locator('.swagger-ui .info .title').filter({ hasText: 'Chat' }).waitFor();
      // Past 150 tags and operations Swagger UI renders only those near the viewport: scroll to one
      // far down, then back to the top for the screenshot.
      const listConversations = page.getByText('List conversations').first();
      await page.locator('.opblock-tag').first().waitFor();
      for (let i = 0; i < 100 && (await listConversations.count()) === 0; i += 1) {
        await page.mouse.wheel(0, 500);
        // Two frames, so the list has rendered what the scroll brought in before it is looked at.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      }
      await listConversations.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'api-docs.png');
      await page.getByRole('button', { name: 'Control API (/__sandbox)' }).click();
      await page.locator('.swagger-ui .info .title').filter({ hasText: 'control API' }).waitFor();
      assert.deepEqual(errors, []);
      assert.deepEqual(offSite(urls), []);
      await page.close();
    });

    test('/__sandbox/ui — loaded — the default app, its conversation rendered, no errors, nothing fetched elsewhere', async () => {
      // The README's screenshot shows the conversation view's thread, pins and receipts.
      await setUpThreadPinsReceipts();
      try {
        const { page, errors, urls } = await open('/__sandbox/ui');
        // The page lists the apps and then the default app's messages, after it has loaded: wait for
        // the messages before reading the app list, or a busy machine reads it still empty.
        await page.locator('#messages li').first().waitFor();
        assert.equal(await page.getByRole('combobox', { name: 'App' }).inputValue(), 'us/chat-sandbox');
        assert.ok((await page.locator('#messages li').count()) > 1);
        assert.match((await page.locator('#users').textContent()) ?? '', /Iron Man \(superhero1\)/);
        await page.locator('#messages ol.replies li').first().waitFor();
        await screenshot(page, 'inspector.png', true);
        assert.deepEqual(errors, []);
        assert.deepEqual(offSite(urls), []);
        await page.close();
      } finally {
        await restore();
      }
    });

    test('/__sandbox/ui — a thread reply, pins and receipts made through the API — in the conversation view', async () => {
      await setUpThreadPinsReceipts();
      try {
        const { page, errors } = await open('/__sandbox/ui');
        const message = (id: string) => page.locator(`#messages li[data-id="${id}"]`);
        const meta = async (id: string) => (await message(id).locator('> .meta').textContent()) ?? '';
        await message('17').waitFor();
        // The reply sits under its parent, out of the main flow, and the parent counts it.
        assert.equal(
          await page.locator('#messages > li[data-id="18"]').count(),
          0,
          'the reply leaves the flow',
        );
        const thread = message('17').getByRole('list', { name: 'Replies to #17' });
        assert.match((await thread.locator('> li[data-id="18"]').textContent()) ?? '', /On it/);
        assert.match(await meta('18'), /reply to #17/);
        assert.match(await meta('17'), /1 reply/);
        assert.doesNotMatch(await meta('16'), /repl/);
        // The pinned message says who pinned it.
        assert.match(await meta('15'), /pinned by Captain America/);
        assert.doesNotMatch(await meta('17'), /pinned/);
        // Receipts are superhero3's, the receiver of 14, 16 and 17: 14 and 16 delivered by the mark's
        // first move (its step), 17 by the second, and only 14 and 16 read; 15 and the reply went to
        // superhero2, who marked nothing.
        assert.match(await meta('14'), /✓ delivered 13:34 · ✓✓ read 13:36/);
        assert.match(await meta('16'), /✓ delivered 13:34 · ✓✓ read 13:36/);
        assert.match(await meta('17'), /✓ delivered 13:35/);
        assert.doesNotMatch(await meta('17'), /read/);
        assert.doesNotMatch(await meta('15'), /✓/);
        assert.doesNotMatch(await meta('18'), /✓/);
        // The list keeps newest activity first and badges the pins.
        const button = (id: string) => page.locator('#conversations button').filter({ hasText: id });
        assert.match(
          (await page.locator('#conversations li button').first().textContent()) ?? '',
          /^superhero2_user_superhero3 \(5\)pinned by the app for superhero2pinned by superhero3$/,
        );
        assert.match((await button('group_cometchat-guid-1').textContent()) ?? '', /pinned by the app$/);
        assert.doesNotMatch((await button('superhero4_user_superhero5').textContent()) ?? '', /pinned/);
        // A group conversation: who has read up to which message, and no one-to-one receipts.
        await button('group_cometchat-guid-1').click();
        await message('6').waitFor();
        assert.match(await meta('6'), /read up to here by superhero2/);
        assert.match(await meta('8'), /read up to here by superhero3/);
        assert.equal(await page.locator('#messages .receipt').filter({ hasText: '✓' }).count(), 0);
        assert.deepEqual(errors, []);
        await page.close();
      } finally {
        await restore();
      }
    });

    test('/__sandbox/ui — a request sent from outside, on a fake clock — in the journal view after one poll', async () => {
      const { page } = await open('/__sandbox/ui', { fakeClock: true });
      await page.locator('#messages li').first().waitFor();
      await page.clock.pauseAt(Date.now() + 60_000);
      const marker = `marker-${Date.now()}`;
      const res = await fetch(`${sandbox.url}/users?searchKey=${marker}`, {
        headers: { apikey: sandbox.apiKey },
      });
      assert.equal(res.status, 200);
      // Time stands still on the page until the test moves it one poll period on.
      await page.clock.runFor(POLL_MS);
      await page.locator('#journal tbody tr').filter({ hasText: marker }).waitFor();
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
      await page.locator('#groups li').filter({ hasText: 'made-by-a-test' }).waitFor();
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
      await page.locator('#faults li').filter({ hasText: 'listUsers → reset' }).waitFor();
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

    test('/__sandbox/ui — the outbox — a logged notification appears beside the webhook deliveries', async () => {
      assert.equal((await control('POST', '/reset')).status, 200);
      const { page } = await open('/__sandbox/ui');
      await page.locator('#messages li').first().waitFor();
      // The outbox's write as a request makes it (the outbox itself is another part of the family).
      const state = await sandbox.store.load(sandbox.app);
      writeNotificationLog(
        { state, clock: { now: () => 1_700_400_000 } },
        {
          processingStartedAtMS: 1_700_400_000_000,
          processingEndedAtMS: 1_700_400_000_000,
          totalProcessingTimeInMS: 0,
          component: 'notifications-core',
          channel: 'push',
          provider: 'custom',
          trigger: 'after_message',
          receiver: 'superhero2',
          payload: { to: { uid: 'superhero2' }, notificationDetails: { title: 'Iron Man', body: 'hi' } },
          notificationTriggered: true,
          success: true,
        },
      );
      await sandbox.store.commit(sandbox.app);
      // Any request moves the journal, and the inspector reads the state again.
      await chat('GET', '/users');
      const row = page.locator('#outbox tbody tr').filter({ hasText: 'Iron Man: hi' });
      await row.waitFor();
      assert.match(await row.innerText(), /superhero2\s+push\s+custom\s+triggered, delivered/);
      await control('POST', '/reset');
      await page.close();
    });

    test('/__sandbox/ui — conversations — newest activity first, as GET /conversations; a new message moves its own up', async () => {
      assert.equal((await control('POST', '/reset')).status, 200);
      const { page } = await open('/__sandbox/ui');
      const listed = async () =>
        (await page.locator('#conversations li button').allTextContents()).map((t) => t.split(' ')[0]);
      await page.locator('#messages li').first().waitFor();
      // The fixtures' conversations by the time of their newest message; their first messages come in
      // the opposite order.
      assert.deepEqual(await listed(), [
        'superhero2_user_superhero3',
        'superhero4_user_superhero5',
        'superhero1_user_superhero3',
        'group_avengers-hq',
        'group_cometchat-guid-1',
        'superhero1_user_superhero2',
      ]);
      try {
        assert.equal((await control('PUT', '/clock', { now: 1_700_500_000 })).status, 200);
        const sent = await fetch(`${sandbox.url}/messages`, {
          method: 'POST',
          headers: { apikey: sandbox.apiKey, onBehalfOf: 'superhero1', 'content-type': 'application/json' },
          body: JSON.stringify({
            receiver: 'superhero2',
            receiverType: 'user',
            category: 'message',
            type: 'text',
            data: { text: 'back to the oldest one' },
          }),
        });
        assert.equal(sent.status, 200);
        await page
          .locator('#conversations li')
          .first()
          .filter({ hasText: 'superhero1_user_superhero2' })
          .waitFor();
        assert.deepEqual(await listed(), [
          'superhero1_user_superhero2',
          'superhero2_user_superhero3',
          'superhero4_user_superhero5',
          'superhero1_user_superhero3',
          'group_avengers-hq',
          'group_cometchat-guid-1',
        ]);
      } finally {
        await control('PUT', '/clock', { now: 1_700_400_000 });
        await control('POST', '/reset');
        await page.close();
      }
    });
  },
);
