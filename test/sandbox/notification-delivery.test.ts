/**
 * The outbox's deliveries on both transports: a custom provider called as a webhook is (Basic auth,
 * retries, the journal, flush, the log record's `success`), and the email and SMS digests run when
 * the app clock passes them. The outbox's own writes (engineer C's part) are stood in for by writing
 * the log record and telling `customProviderCalled` on the store, as the outbox does inside a request.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import { closeApp, createApp } from '../../src/app.ts';
import { createSandboxCore } from '../../src/core/index.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { emit } from '../../src/domain/events.ts';
import { queueUnreadFallback } from '../../src/domain/notification-digests.ts';
import { writeNotificationLog } from '../../src/domain/notification-log.ts';
import { defaultConfig } from '../../src/http/config.ts';
import type { JsonObject } from '../../src/contract/json.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import type { NotificationProviderKind } from '../../src/store/notification-records.ts';
import type { AppKey, Store } from '../../src/store/store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';
import { CheckedStore } from '../helpers/checked-store.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { closedUrl, startReceiver, type Behaviour, type Receiver } from './webhook-receiver.ts';

const receivers: Receiver[] = [];
const closers: (() => unknown)[] = [];

describe('sandbox/notification-delivery.test.ts', () => {
  after(async () => {
    for (const close of closers) await close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  async function receiver(behaviour?: Behaviour): Promise<Receiver> {
    const r = await startReceiver(behaviour);
    receivers.push(r);
    return r;
  }

  function server() {
    const store = new CheckedStore({ seed: loadFixtures });
    // The server's own logger at info, into lines the test reads.
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = createApp({
      store,
      config: defaultConfig({ clock: NOW }),
      logger: pino({ level: 'info' }, sink),
      webhooks: { queue: { backoffMs: 30, timeoutMs: 3000, attempts: 3 } },
    });
    closers.push(() => closeApp(app));
    const request = supertest(app);
    const control = (appId: string, path: string, body?: object) =>
      request.post(`/__sandbox/apps/${appId}${path}`).send(body ?? {});
    const clock = (appId: string, body: object) => request.put(`/__sandbox/apps/${appId}/clock`).send(body);
    return { store, request, control, clock, lines };
  }

  const key = (appId: string): AppKey => ({ appId, region: 'us' });

  async function provider(store: Store, app: AppKey, kind: NotificationProviderKind, details: JsonObject) {
    const state = await store.load(app);
    state.notificationProviders.put({ kind, details, createdAt: NOW, updatedAt: NOW });
    await store.commit(app);
  }

  /** What the outbox does for a custom push provider inside a request: the log record and the call. */
  async function pushed(store: Store, app: AppKey): Promise<string> {
    const state = await store.load(app);
    const ctx: DomainContext = { state, clock: { now: () => NOW } };
    const data = { to: { uid: 'superhero2' }, notificationDetails: { title: 'Iron Man', body: 'hi' } };
    const log = writeNotificationLog(ctx, {
      processingStartedAtMS: NOW * 1000,
      processingEndedAtMS: NOW * 1000,
      totalProcessingTimeInMS: 0,
      component: 'notifications-core',
      channel: 'push',
      provider: 'custom',
      trigger: 'after_message',
      messageId: 2,
      receiver: 'superhero2',
      payload: data,
      notificationTriggered: true,
    });
    emit(state, {
      type: 'customProviderCalled',
      logId: log._id,
      provider: 'customPush',
      trigger: 'push-notification-payload-generated',
      data,
    });
    await store.commit(app);
    return log._id;
  }

  const logOf = async (store: Store, app: AppKey, id: string) =>
    (await store.load(app)).notificationLogs.get(id);

  test('a custom push provider is called as a webhook: the body, Basic auth, retries journaled, success', async () => {
    const s = server();
    const app = key('deliver-retry');
    const r = await receiver((call) => ({ status: call <= 2 ? 503 : 200 }));
    await provider(s.store, app, 'customPush', {
      isEnabled: true,
      webhookURL: r.url,
      useBasicAuth: true,
      basicAuthUsername: 'hook-user',
      basicAuthPassword: 'hook-secret',
    });
    const logId = await pushed(s.store, app);
    const flushed = await s.control(app.appId, '/webhooks/flush');
    assert.equal(flushed.status, 200, flushed.text);
    assert.equal(r.received.length, 3);
    const [first] = r.received;
    assert.deepEqual(first?.body, {
      trigger: 'push-notification-payload-generated',
      data: { to: { uid: 'superhero2' }, notificationDetails: { title: 'Iron Man', body: 'hi' } },
      appId: app.appId,
      region: 'us',
      webhook: 'custom',
    });
    assert.equal(first?.headers.authorization, `Basic ${btoa('hook-user:hook-secret')}`);
    const journal = await s.request.get(`/__sandbox/apps/${app.appId}/webhook-deliveries`);
    assert.equal(journal.status, 200, journal.text);
    assert.deepEqual(
      journal.body.map((a: { outcome: string; webhookId: string; notificationLogId: string }) => [
        a.outcome,
        a.webhookId,
        a.notificationLogId,
      ]),
      [
        ['delivered', 'customPush', logId],
        ['retrying', 'customPush', logId],
        ['retrying', 'customPush', logId],
      ],
    );
    assert.ok(!JSON.stringify(journal.body).includes('hook-secret'), 'the password is never journaled');
    assert.equal((await logOf(s.store, app, logId))?.success, true);
    const logged = s.lines.join('');
    assert.match(logged, /webhooks\/flush/, 'the requests are logged');
    for (const secret of ['hook-secret', btoa('hook-user:hook-secret'), 'Iron Man'])
      assert.ok(!logged.includes(secret), `the server's log lines hold ${secret}`);
  });

  test('a provider that never answers leaves its log record success: false', async () => {
    const s = server();
    const app = key('deliver-dead');
    await provider(s.store, app, 'customPush', { isEnabled: true, webhookURL: await closedUrl() });
    const logId = await pushed(s.store, app);
    await s.control(app.appId, '/webhooks/flush');
    assert.equal((await logOf(s.store, app, logId))?.success, false);
  });

  test('an email digest runs when the frozen clock is advanced past its interval, not before', async () => {
    const s = server();
    const app = key('deliver-digest');
    const r = await receiver();
    await provider(s.store, app, 'customEmail', {
      isEnabled: true,
      webhookURL: r.url,
      useStoredEmailID: false,
    });
    const state = await s.store.load(app);
    const ctx: DomainContext = { state, clock: { now: () => NOW } };
    queueUnreadFallback(ctx, { channel: 'email', uid: 'superhero1', message: state.messages.get('3')! });
    await s.store.commit(app);
    // The fixtures hold a log record of their own: only what the digest adds counts.
    const before = state.notificationLogs.size;
    assert.equal((await s.clock(app.appId, { advance: 7199 })).status, 200);
    assert.equal(state.notificationLogs.size, before, 'not due yet');
    assert.equal((await s.clock(app.appId, { advance: 1 })).status, 200);
    assert.equal(state.notificationLogs.size, before + 1);
    const log = [...state.notificationLogs.values()].at(-1);
    assert.equal(log?.channel, 'email');
    assert.equal(log?.notificationTriggered, true);
    await s.control(app.appId, '/webhooks/flush');
    assert.equal(r.received.length, 1);
    assert.equal(r.received[0]?.body.trigger, 'email-notification-payload-generated');
    assert.equal(r.received[0]?.body.data.subject, 'New messages from Captain America');
    assert.equal((await logOf(s.store, app, log!._id))?.success, true);
  });

  test('in process: the provider is called through the core, and a clock move sends a due digest', async () => {
    const calls: { url: string; body: unknown; authorization?: string }[] = [];
    const store = new CheckedStore({ seed: loadFixtures });
    const core = createSandboxCore({ store, config: { clock: NOW }, onWebhook: (d) => calls.push(d) });
    closers.push(() => core.close());
    const app = key('deliver-core');
    await provider(store, app, 'customPush', { isEnabled: true, webhookURL: 'https://push.example/hook' });
    await provider(store, app, 'customSms', { isEnabled: true, webhookURL: 'https://sms.example/hook' });
    const logId = await pushed(store, app);
    const state = await store.load(app);
    queueUnreadFallback(
      { state, clock: { now: () => NOW } },
      { channel: 'sms', uid: 'superhero1', message: state.messages.get('3')! },
    );
    await store.commit(app);
    await core.control.clock.advance(7200, app.appId);
    await core.control.webhooks.flush(5000, app.appId);
    assert.deepEqual(calls.map((c) => (c.body as { trigger: string }).trigger).sort(), [
      'push-notification-payload-generated',
      'sms-notification-payload-generated',
    ]);
    assert.equal((await logOf(store, app, logId))?.success, true);
  });

  /** A send to the fixtures' group through an in-process core; its members' custom push records after a restart. */
  async function groupSendRestarted(appId: string, onWebhook: () => unknown) {
    const store = new CheckedStore({ seed: loadFixtures });
    const core = createSandboxCore({ store, config: { clock: NOW }, onWebhook });
    closers.push(() => core.close());
    const app = key(appId);
    await provider(store, app, 'customPush', { isEnabled: true, webhookURL: 'https://push.example/hook' });
    const sent = await core.handle({
      method: 'POST',
      url: '/v3/messages',
      headers: { apikey: API_KEY, appId, 'content-type': 'application/json', onBehalfOf: 'superhero1' },
      body: JSON.stringify({
        receiver: 'cometchat-guid-1',
        receiverType: 'group',
        category: 'message',
        type: 'text',
        data: { text: 'hi' },
      }),
    });
    assert.equal(sent.status, 200, String(sent.body));
    await core.control.webhooks.flush(5000, appId);
    await core.close();
    const restarted = new FileStore({ dataDir: store.dataDir, seed: loadFixtures });
    closers.push(() => restarted.close());
    return [...(await restarted.load(app)).notificationLogs.values()].filter(
      (log) => log.provider === 'custom' && log.member !== undefined,
    );
  }

  test('in process: a send to a group whose calls the callback answers at once — every result written, as a restart reads it', async () => {
    const pushed = await groupSendRestarted('deliver-at-once', () => undefined);
    assert.ok(pushed.length >= 2, `${pushed.length} records`);
    assert.deepEqual(
      pushed.map((log) => log.success),
      pushed.map(() => true),
    );
  });

  test('in process: the same send, the callback answering later — the results written at the end of their turn', async () => {
    const pushed = await groupSendRestarted(
      'deliver-later',
      () => new Promise((answer) => setTimeout(answer, 5)),
    );
    assert.ok(pushed.length >= 2, `${pushed.length} records`);
    assert.deepEqual(
      pushed.map((log) => log.success),
      pushed.map(() => true),
    );
  });

  test('a clock change or a flush of an app never used does not seed it', async () => {
    const s = server();
    assert.equal((await s.clock('never-used', { advance: 60 })).status, 200);
    assert.equal((await s.control('never-used', '/webhooks/flush')).status, 200);
    const apps = await s.request.get('/__sandbox/apps');
    assert.ok(!apps.body.some((app: { appId: string }) => app.appId === 'never-used'), apps.text);
  });

  /** A digest due already, stored without telling anyone: no timer is set for it. */
  async function dueDigest(store: Store, app: AppKey, dueAt: number) {
    const state = await store.load(app);
    state.notificationDigests.put({
      channel: 'email',
      uid: 'superhero1',
      conversationId: state.messages.get('3')!.conversationId,
      receiverType: 'user',
      receiver: 'superhero2',
      messageIds: ['3'],
      firstUnreadAt: dueAt,
      dueAt,
    });
    await store.commit(app);
    return state;
  }

  test('a flush sends what is due first', async () => {
    const s = server();
    const app = key('deliver-flush');
    const r = await receiver();
    await provider(s.store, app, 'customEmail', { isEnabled: true, webhookURL: r.url });
    const state = await dueDigest(s.store, app, NOW * 1000);
    await s.control(app.appId, '/webhooks/flush');
    assert.equal(state.notificationDigests.size, 0);
    assert.equal(r.received.length, 1);
  });

  test('a digest stored before the start is sent once its app is first written to', async () => {
    const s = server();
    const app = key('deliver-restart');
    const r = await receiver();
    await provider(s.store, app, 'customEmail', { isEnabled: true, webhookURL: r.url });
    await dueDigest(s.store, app, NOW * 1000);
    const saved = await s.request
      .post('/v3/users/superhero1/blockedusers')
      .set('apikey', API_KEY)
      .set('appId', app.appId)
      .send({ blockedUids: ['superhero3'] });
    assert.equal(saved.status, 200, saved.text);
    const deadline = Date.now() + 10_000;
    while (r.received.length === 0 && Date.now() < deadline) await new Promise((go) => setTimeout(go, 20));
    assert.equal(r.received.length, 1);
  });

  test('in real time, the app’s timer sends a digest once it is due', async () => {
    const s = server();
    const app = key('deliver-timer');
    const r = await receiver();
    await provider(s.store, app, 'customEmail', { isEnabled: true, webhookURL: r.url });
    await s.clock(app.appId, { mode: 'real' });
    const state = await s.store.load(app);
    state.notificationSettings.put({
      id: 'app',
      settings: { preferences: { email: { intervalInSeconds: 1 } } },
      updatedAt: NOW,
    });
    const realClock = { now: () => Math.floor(Date.now() / 1000) };
    queueUnreadFallback(
      { state, clock: realClock },
      { channel: 'email', uid: 'superhero1', message: state.messages.get('3')! },
    );
    await s.store.commit(app);
    // Waits for the receiver, not for a time: no flush and no clock change runs it.
    const deadline = Date.now() + 10_000;
    while (r.received.length === 0 && Date.now() < deadline) await new Promise((go) => setTimeout(go, 20));
    assert.equal(r.received.length, 1);
  });
});
