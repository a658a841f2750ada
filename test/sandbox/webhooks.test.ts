import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import supertest from 'supertest';
import { closeApp, createApp } from '../../src/app.ts';
import { WEBHOOK_TRIGGERS } from '../../src/contract/sandbox-limits.ts';
import { defaultConfig } from '../../src/http/config.ts';
import type { WebhookSettings } from '../../src/sandbox/sandbox-apps.ts';
import { fixtureWebhooks } from '../../src/sandbox/webhooks/fixture-webhooks.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { API_KEY, NOW, expectError } from '../helpers/api.ts';
import { CheckedStore } from '../helpers/checked-store.ts';
import { closedUrl, startReceiver, type Behaviour, type Receiver } from './webhook-receiver.ts';

const receivers: Receiver[] = [];
const apps: ReturnType<typeof createApp>[] = [];
describe('sandbox/webhooks.test.ts', () => {
  after(async () => {
    for (const app of apps) closeApp(app);
    await Promise.all(receivers.map((r) => r.close()));
  });

  // Timeouts long enough that a busy machine never turns an answered delivery into a retry.
  const FAST = { backoffMs: 30, timeoutMs: 3000, attempts: 3 };

  function sandbox(webhooks: WebhookSettings = { queue: FAST }) {
    const app = createApp({
      store: new CheckedStore({ seed: loadFixtures }),
      config: defaultConfig({ clock: NOW }),
      webhooks,
    });
    apps.push(app);
    const request = supertest(app);
    let count = 0;
    return {
      request,
      app: () => `hooks-${(count += 1)}`,
      api: (
        appId: string,
        method: 'get' | 'post' | 'put' | 'delete',
        path: string,
        body?: object,
        onBehalfOf?: string,
      ) => {
        const t = request[method](`/v3${path}`).set('apikey', API_KEY).set('appId', appId);
        if (onBehalfOf) t.set('onBehalfOf', onBehalfOf);
        return body === undefined ? t : t.send(body);
      },
      control: (appId: string, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
        const t = request[method](`/__sandbox/apps/${appId}${path}`);
        return body === undefined ? t : t.send(body);
      },
    };
  }

  async function receiver(behaviour?: Behaviour, port?: number): Promise<Receiver> {
    const r = await startReceiver(behaviour, port);
    receivers.push(r);
    return r;
  }

  const hook = (url: string, more: object = {}) => ({
    id: 'hook-1',
    name: 'Test hook',
    webhookURL: url,
    triggers: [...WEBHOOK_TRIGGERS],
    ...more,
  });

  describe('webhooks — the control API', () => {
    test('create, list, read, replace, delete — a webhook with Basic auth — stored, never showing the password', async () => {
      const s = sandbox();
      const app = s.app();
      const body = hook('http://127.0.0.1:9/hook', { useBasicAuth: true, username: 'u', password: 'p' });
      const created = await s.control(app, 'post', '/webhooks', body);
      assert.equal(created.status, 200, created.text);
      assert.equal(created.body.password, undefined);
      assert.equal(created.body.enabled, true);
      expectError(await s.control(app, 'post', '/webhooks', body), 409, 'ERR_WEBHOOK_ALREADY_EXISTS');
      const list = await s.control(app, 'get', '/webhooks');
      assert.deepEqual(
        list.body.map((w: { id: string }) => w.id),
        ['hook-1'],
      );
      assert.ok(!JSON.stringify(list.body).includes('"password"'));
      const replaced = await s.control(app, 'put', '/webhooks/hook-1', {
        ...body,
        enabled: false,
        triggers: ['message_sent'],
      });
      assert.equal(replaced.status, 200, replaced.text);
      assert.deepEqual([replaced.body.enabled, replaced.body.triggers], [false, ['message_sent']]);
      assert.equal((await s.control(app, 'get', '/webhooks/hook-1')).body.enabled, false);
      assert.equal((await s.control(app, 'delete', '/webhooks/hook-1')).status, 200);
      expectError(await s.control(app, 'get', '/webhooks/hook-1'), 404, 'ERR_WEBHOOK_NOT_FOUND');
    });

    test('create webhook — an unknown trigger, a URL that is not http, Basic auth without a password — 400', async () => {
      const s = sandbox();
      const app = s.app();
      expectError(
        await s.control(app, 'post', '/webhooks', hook('http://x/h', { triggers: ['message_sent', 'nope'] })),
        400,
        'ERR_BAD_REQUEST',
      );
      expectError(await s.control(app, 'post', '/webhooks', hook('ftp://x/h')), 400, 'ERR_BAD_REQUEST');
      expectError(
        await s.control(app, 'post', '/webhooks', hook('http://x/h', { useBasicAuth: true, username: 'u' })),
        400,
        'ERR_BAD_REQUEST',
      );
      expectError(
        await s.control(app, 'post', '/webhooks', { ...hook('http://x/h'), id: 'x'.repeat(51) }),
        400,
        'ERR_BAD_REQUEST',
      );
    });
  });

  describe('webhooks — triggers', () => {
    test('every trigger — the operations that fire them — each delivered once, as the real payload', async () => {
      const r = await receiver();
      const s = sandbox();
      const app = s.app();
      assert.equal((await s.control(app, 'post', '/webhooks', hook(r.url))).status, 200);
      const text = (to: string, receiverType = 'user') => ({
        receiver: to,
        receiverType,
        category: 'message',
        type: 'text',
        data: { text: 'hi' },
      });
      const sent = (await s.api(app, 'post', '/messages', text('superhero2'), 'superhero1')).body.data;
      await s.api(app, 'put', `/messages/${sent.id}`, { data: { text: 'edited' } }, 'superhero1');
      await s.api(app, 'post', `/messages/${sent.id}/reactions/👍`, undefined, 'superhero2');
      await s.api(app, 'delete', `/messages/${sent.id}/reactions/👍`, undefined, 'superhero2');
      await s.api(app, 'delete', `/messages/${sent.id}`, undefined, 'superhero1');
      await s.api(app, 'post', '/groups', {
        guid: 'hooked',
        name: 'Hooked',
        type: 'public',
        owner: 'superhero1',
      });
      await s.api(app, 'post', '/groups/hooked/members', { participants: ['superhero2', 'superhero3'] });
      await s.api(app, 'put', '/groups/hooked/members/superhero2', { scope: 'moderator' });
      await s.api(app, 'delete', '/groups/hooked/members/superhero3');
      await s.api(app, 'post', '/groups/hooked/bannedusers/superhero2', {});
      await s.api(app, 'delete', '/groups/hooked/bannedusers/superhero2');
      await s.api(app, 'put', '/groups/hooked', { owner: 'superhero4' });
      await s.api(app, 'delete', '/groups/hooked');
      await s.api(app, 'post', '/users/superhero4/blockedusers', { blockedUids: ['superhero5'] });
      await s.api(app, 'delete', '/users/superhero4/blockedusers', { blockedUids: ['superhero5'] });
      await s.api(app, 'post', '/users/superhero1/conversation/read', undefined, 'superhero2');
      const flushed = await s.control(app, 'post', '/webhooks/flush');
      assert.deepEqual(flushed.body, { pending: 0 });
      const triggers = new Set(r.received.map((c) => c.body.trigger));
      assert.deepEqual([...triggers].sort(), [...WEBHOOK_TRIGGERS].sort());
      for (const call of r.received) {
        assert.deepEqual(Object.keys(call.body).sort(), ['appId', 'data', 'region', 'trigger', 'webhook']);
        assert.deepEqual([call.body.appId, call.body.region, call.body.webhook], [app, 'us', 'hook-1']);
        assert.equal(call.headers['content-type'], 'application/json');
      }
      const first = r.received.find((c) => c.body.trigger === 'message_sent')!;
      assert.equal(first.body.data.message.id, sent.id);
      assert.equal(first.body.data.message.data.entities.sender.entity.uid, 'superhero1');
      const edited = r.received.find((c) => c.body.trigger === 'message_edited')!;
      assert.equal(edited.body.data.message.data.action, 'edited');
      const banned = r.received.find((c) => c.body.trigger === 'group_member_banned')!;
      assert.equal(banned.body.data.message.data.action, 'banned');
      const reaction = r.received.find((c) => c.body.trigger === 'message_reaction_added')!;
      assert.equal(reaction.body.data.reaction.reaction, '👍');
    });

    test('a webhook for some triggers, or disabled — other triggers, or all — not delivered', async () => {
      const r = await receiver();
      const s = sandbox();
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(r.url, { triggers: ['group_created'] }));
      await s.control(app, 'post', '/webhooks', hook(r.url, { id: 'off', enabled: false }));
      await s.api(app, 'post', `/bots/chatbot/messages`, {
        receiver: 'superhero1',
        receiverType: 'user',
        category: 'message',
        data: { text: 'x' },
      });
      await s.api(app, 'post', '/groups', { guid: 'only', name: 'Only', type: 'public' });
      await s.control(app, 'post', '/webhooks/flush');
      assert.deepEqual(
        r.received.map((c) => [c.body.trigger, c.body.webhook]),
        [['group_created', 'hook-1']],
      );
    });

    test('Basic auth — a webhook with a username and password — calls carry them', async () => {
      const r = await receiver();
      const s = sandbox();
      const app = s.app();
      await s.control(
        app,
        'post',
        '/webhooks',
        hook(r.url, { useBasicAuth: true, username: 'backend', password: 's3cret' }),
      );
      await s.api(app, 'post', '/groups', { guid: 'auth', name: 'Auth', type: 'public' });
      await s.control(app, 'post', '/webhooks/flush');
      assert.equal(
        r.received[0]?.headers.authorization,
        `Basic ${Buffer.from('backend:s3cret').toString('base64')}`,
      );
    });

    test('seeded webhooks — the --webhook flag or fixtures — every app delivers without setting one up', async () => {
      const r = await receiver();
      const s = sandbox({
        seed: [
          {
            id: 'cli',
            name: 'cli',
            webhookURL: r.url,
            useBasicAuth: false,
            enabled: true,
            triggers: ['group_created'],
          },
        ],
        queue: FAST,
      });
      const app = s.app();
      await s.api(app, 'post', '/groups', { guid: 'seeded', name: 'Seeded', type: 'public' });
      await s.control(app, 'post', '/webhooks/flush');
      assert.deepEqual(
        r.received.map((c) => c.body.webhook),
        ['cli'],
      );
    });
  });

  describe('webhooks — delivery', () => {
    test('a receiver failing twice — 500, 500, 200 — retried, every attempt journaled with its event', async () => {
      // The waits between attempts are held to their schedule in webhooks-circuit.test.ts, on injected timers.
      const r = await receiver((n) => ({ status: n <= 2 ? 500 : 200 }));
      const s = sandbox();
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(r.url, { triggers: ['group_created'] }));
      await s.api(app, 'post', '/groups', { guid: 'retry', name: 'Retry', type: 'public' });
      await s.control(app, 'post', '/webhooks/flush');
      assert.equal(r.received.length, 3);
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body;
      assert.deepEqual(
        journal.map(
          (a: { attempt: number; status: number; outcome: string; eventId: string; entity: object }) => [
            a.attempt,
            a.status,
            a.outcome,
            a.eventId,
            a.entity,
          ],
        ),
        [
          [3, 200, 'delivered', '1', { type: 'group', id: 'retry' }],
          [2, 500, 'retrying', '1', { type: 'group', id: 'retry' }],
          [1, 500, 'retrying', '1', { type: 'group', id: 'retry' }],
        ],
      );
      for (const [i, attempt] of journal.entries()) {
        assert.deepEqual(attempt.body, r.received[2 - i]!.body, 'the body journaled is the body posted');
      }
    });

    test('misbehaving receivers — slow, closed port, never answers, redirects — failed attempts, API answers at once', async () => {
      const slow = await receiver(() => ({ delayMs: 4000 }));
      const silent = await receiver(() => ({ hang: true }));
      const elsewhere = await receiver();
      const redirecting = await receiver(() => ({ status: 302, location: elsewhere.url }));
      // Attempts time out after 2 s.
      const s = sandbox({ queue: { ...FAST, attempts: 2, timeoutMs: 2000 } });
      const app = s.app();
      const urls = {
        slow: slow.url,
        closed: await closedUrl(),
        silent: silent.url,
        redirect: redirecting.url,
      };
      for (const [id, url] of Object.entries(urls)) {
        await s.control(app, 'post', '/webhooks', hook(url, { id, triggers: ['group_created'] }));
      }
      const created = await s.api(app, 'post', '/groups', { guid: 'bad', name: 'Bad', type: 'public' });
      assert.equal(created.status, 200);
      // The slow and the silent receiver hold their calls for at least 2 s: answered before they end.
      assert.ok((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body.pending >= 2);
      assert.deepEqual((await s.control(app, 'post', '/webhooks/flush')).body, { pending: 0 });
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as {
        webhookId: string;
        outcome: string;
        error: string;
      }[];
      for (const id of Object.keys(urls)) {
        const attempts = journal.filter((a) => a.webhookId === id);
        assert.deepEqual(
          attempts.map((a) => a.outcome),
          ['failed', 'retrying'],
          id,
        );
      }
      assert.match(journal.find((a) => a.webhookId === 'slow')!.error, /no answer within 2000 ms/);
      assert.match(journal.find((a) => a.webhookId === 'silent')!.error, /no answer within/);
      assert.match(journal.find((a) => a.webhookId === 'closed')!.error, /ECONNREFUSED/);
      assert.match(journal.find((a) => a.webhookId === 'redirect')!.error, /redirects are not followed/);
      assert.equal(elsewhere.received.length, 0, 'the redirect target is never called');
    });

    test('a full queue — more deliveries than it holds — the rest journaled as dropped, memory bounded', async () => {
      const silent = await receiver(() => ({ hang: true }));
      // No attempt ends while the groups are created, however slow the machine: the queue stays full.
      const s = sandbox({ queue: { ...FAST, queueMax: 3, concurrency: 1, attempts: 1, timeoutMs: 60_000 } });
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(silent.url, { triggers: ['group_created'] }));
      for (let i = 0; i < 6; i += 1)
        await s.api(app, 'post', '/groups', { guid: `g${i}`, name: 'G', type: 'public' });
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as { outcome: string }[];
      assert.equal(journal.filter((a) => a.outcome === 'dropped').length, 3);
      assert.equal((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body.pending, 3);
      // The reset drops what still waits, the call in flight included.
      await s.control(app, 'post', '/reset');
      assert.equal((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body.pending, 0);
    });

    test('reset — deliveries pending — dropped, journal cleared, webhooks back to the seeded ones', async () => {
      const silent = await receiver(() => ({ hang: true }));
      const s = sandbox({ queue: { ...FAST, timeoutMs: 5000 } });
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(silent.url, { triggers: ['group_created'] }));
      await s.api(app, 'post', '/groups', { guid: 'pending', name: 'P', type: 'public' });
      assert.equal((await s.control(app, 'post', '/webhooks/flush?timeoutMs=50')).body.pending, 1);
      assert.equal((await s.control(app, 'post', '/reset')).status, 200);
      assert.deepEqual((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body, { pending: 0 });
      assert.deepEqual((await s.control(app, 'get', '/webhooks')).body, []);
      assert.deepEqual((await s.control(app, 'get', '/webhook-deliveries')).body, []);
    });
  });

  describe('webhooks — fixtures', () => {
    test('webhooks.json in a fixtures directory — read — its webhooks, all triggers by default', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'hooks-'));
      try {
        await writeFile(
          join(dir, 'webhooks.json'),
          JSON.stringify([{ id: 'fx', webhookURL: 'http://localhost:1/h' }]),
        );
        const [fx] = fixtureWebhooks(dir);
        assert.deepEqual([fx?.id, fx?.enabled, fx?.triggers.length], ['fx', true, WEBHOOK_TRIGGERS.length]);
        await writeFile(
          join(dir, 'webhooks.json'),
          JSON.stringify([{ id: 'fx', webhookURL: 'http://x/h', triggers: ['nope'] }]),
        );
        assert.throws(() => fixtureWebhooks(dir), /unknown triggers: nope/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  /** Waits until `done` holds, checking every few milliseconds: a test waits for a state, not a time. */
  async function until(done: () => boolean | Promise<boolean>): Promise<void> {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  describe('webhooks — each event once, named in the journal', () => {
    test('a receiver answering 200 — 20 messages, their calls overlapping — each delivered exactly once', async () => {
      const r = await receiver();
      const s = sandbox();
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(r.url, { triggers: ['message_sent'] }));
      // One write after another, as the test store checks each against its files; the calls they cause
      // run meanwhile, four at a time.
      const answers = [];
      for (let i = 0; i < 20; i += 1) {
        answers.push(
          await s.api(app, 'post', '/bots/chatbot/messages', {
            receiver: 'superhero1',
            receiverType: 'user',
            category: 'message',
            data: { text: `n${i}` },
          }),
        );
      }
      const sent = answers.map((a) => a.body.data.id as string).sort();
      assert.equal(new Set(sent).size, 20);
      assert.deepEqual((await s.control(app, 'post', '/webhooks/flush')).body, { pending: 0 });
      assert.deepEqual(r.received.map((c) => c.body.data.message.id as string).sort(), sent);
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as {
        eventId: string;
        attempt: number;
        outcome: string;
        entity: { id: string };
      }[];
      assert.deepEqual(
        journal.map((a) => [a.attempt, a.outcome]),
        Array(20).fill([1, 'delivered']),
      );
      assert.deepEqual(
        journal.map((a) => Number(a.eventId)).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      assert.deepEqual(journal.map((a) => a.entity.id).sort(), sent);
    });

    test('one event, two webhooks — one eventId, each body naming its webhook, as posted', async () => {
      const r = await receiver();
      const s = sandbox();
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(r.url, { id: 'first', triggers: ['user_blocked'] }));
      await s.control(app, 'post', '/webhooks', hook(r.url, { id: 'second', triggers: ['user_blocked'] }));
      await s.api(app, 'post', '/users/superhero1/blockedusers', { blockedUids: ['superhero2'] });
      await s.control(app, 'post', '/webhooks/flush');
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as {
        eventId: string;
        entity: object;
        webhookId: string;
        body: { webhook: string };
      }[];
      assert.deepEqual(journal.map((a) => [a.eventId, a.entity, a.webhookId, a.body.webhook]).sort(), [
        ['1', { type: 'user', id: 'superhero2' }, 'first', 'first'],
        ['1', { type: 'user', id: 'superhero2' }, 'second', 'second'],
      ]);
      for (const attempt of journal) {
        assert.deepEqual(attempt.body, r.received.find((c) => c.body.webhook === attempt.webhookId)!.body);
      }
    });
  });

  describe('webhooks — deleting or replacing a webhook', () => {
    test('a retry pending — delete one webhook, replace another — their deliveries end, journaled as dropped', async () => {
      const r = await receiver(() => ({ status: 500 }));
      // A minute between attempts: the second attempt is still waiting when the webhooks change.
      const s = sandbox({ queue: { ...FAST, backoffMs: 60_000 } });
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(r.url, { id: 'deleted', triggers: ['group_created'] }));
      await s.control(app, 'post', '/webhooks', hook(r.url, { id: 'replaced', triggers: ['group_created'] }));
      await s.api(app, 'post', '/groups', { guid: 'gone', name: 'Gone', type: 'public' });
      await until(() => r.received.length === 2);
      assert.equal((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body.pending, 2);
      assert.equal((await s.control(app, 'delete', '/webhooks/deleted')).status, 200);
      assert.equal((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body.pending, 1);
      const replaced = await s.control(app, 'put', '/webhooks/replaced', hook(r.url, { id: 'replaced' }));
      assert.equal(replaced.status, 200);
      assert.deepEqual((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body, { pending: 0 });
      const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as {
        webhookId: string;
        attempt: number;
        outcome: string;
        error: string;
      }[];
      assert.deepEqual(
        journal.slice(0, 2).map((a) => [a.webhookId, a.attempt, a.outcome, a.error]),
        [
          ['replaced', 2, 'dropped', 'the webhook was replaced'],
          ['deleted', 2, 'dropped', 'the webhook was deleted'],
        ],
      );
    });

    test('a call out to a receiver that never answers — delete the webhook — aborted, nothing pending', async () => {
      const silent = await receiver(() => ({ hang: true }));
      const s = sandbox({ queue: { ...FAST, timeoutMs: 60_000 } });
      const app = s.app();
      await s.control(app, 'post', '/webhooks', hook(silent.url, { triggers: ['group_created'] }));
      await s.api(app, 'post', '/groups', { guid: 'hung', name: 'Hung', type: 'public' });
      await until(() => silent.received.length === 1);
      await s.control(app, 'delete', '/webhooks/hook-1');
      assert.deepEqual((await s.control(app, 'post', '/webhooks/flush?timeoutMs=0')).body, { pending: 0 });
      const [last] = (await s.control(app, 'get', '/webhook-deliveries')).body;
      assert.deepEqual([last.attempt, last.outcome, last.error], [1, 'dropped', 'the webhook was deleted']);
    });
  });

  describe('webhooks — a dead receiver', () => {
    // A circuit that never closes again would keep the loop below going: the time limit ends it.
    test(
      'a closed port — not called after 5 refusals, each skip journaled with why, called again once it listens',
      { timeout: 30_000 },
      async () => {
        const dead = await closedUrl();
        // The circuit's clock stands still until the receiver is started, then moves past the probe wait:
        // however slow the machine, the first seven writes all fall inside the circuit's wait.
        let now = 0;
        const s = sandbox({
          queue: { ...FAST, attempts: 1, circuitProbeMs: 1000 },
          queueDeps: { now: () => now },
        });
        const app = s.app();
        await s.control(app, 'post', '/webhooks', hook(dead, { triggers: ['group_created'] }));
        const create = async (guid: string) => {
          assert.equal(
            (await s.api(app, 'post', '/groups', { guid, name: 'G', type: 'public' })).status,
            200,
          );
          await s.control(app, 'post', '/webhooks/flush');
        };
        for (let i = 0; i < 7; i += 1) await create(`dead-${i}`);
        const journal = (await s.control(app, 'get', '/webhook-deliveries')).body as {
          error: string;
          outcome: string;
          entity: { id: string };
        }[];
        assert.deepEqual(
          journal.map((a) => [a.entity.id, a.outcome]),
          Array.from({ length: 7 }, (_, i) => [`dead-${6 - i}`, 'failed']),
        );
        for (const refused of journal.slice(2)) assert.equal(refused.error, 'ECONNREFUSED');
        for (const skipped of journal.slice(0, 2))
          assert.match(skipped.error, /^circuit open: ECONNREFUSED \(/);
        // The receiver starts where the dead URL pointed: after the probe wait, a write reaches it.
        const alive = await receiver(undefined, Number(new URL(dead).port));
        now = 1000;
        let n = 0;
        await until(async () => {
          await create(`alive-${(n += 1)}`);
          return alive.received.length > 0;
        });
        await create('after');
        assert.deepEqual(
          alive.received.map((c) => c.body.data.group.guid),
          [`alive-${n}`, 'after'],
        );
      },
    );
  });

  describe('webhooks — flush', () => {
    test('its wait and its limit — documented in the control document, a limit past 600,000 refused', async () => {
      const s = sandbox();
      const document = (await s.request.get('/sandbox-admin.json')).body;
      const flush = document.paths['/__sandbox/apps/{appId}/webhooks/flush'].post;
      assert.match(flush.description, /until every pending delivery/);
      assert.match(flush.description, /30,000 by default, at most 600,000/);
      assert.ok(
        flush.parameters.some((p: { $ref?: string }) => p.$ref === '#/components/parameters/flushTimeout'),
      );
      const timeout = document.components.parameters.flushTimeout;
      assert.deepEqual(
        [timeout.name, timeout.schema.default, timeout.schema.minimum, timeout.schema.maximum],
        ['timeoutMs', 30_000, 0, 600_000],
      );
      expectError(
        await s.control(s.app(), 'post', '/webhooks/flush?timeoutMs=600001'),
        400,
        'ERR_BAD_REQUEST',
      );
    });
  });
});
