/**
 * The network faults (docs/decisions/faults-network-failures.md) with a real client: the sandbox listens on a port and Node's own fetch (undici) meets each
 * provoked failure the way an application's HTTP client would, over a real connection.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test, type TestContext } from 'node:test';
// undici's own fetch, not Node 20's bundled one: that one's parser timer could fire after its parser
// was collected and throw outside any test (nodejs/undici#4755), failing the run at random.
import { fetch, type RequestInit } from 'undici';
import { closeApp, createApp } from '../../src/app.ts';
import { HANG_DEFAULT_MS } from '../../src/contract/limits.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { Hangs } from '../../src/sandbox/network-failures.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { API_KEY, NOW } from '../helpers/api.ts';
import { CheckedStore } from '../helpers/checked-store.ts';

let server: Server;
let app: ReturnType<typeof createApp>;
let base = '';
let appCount = 0;

describe('sandbox/network-faults.test.ts', () => {
  before(async () => {
    app = createApp({
      store: new CheckedStore({ seed: loadFixtures }),
      config: defaultConfig({ clock: NOW }),
    });
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    closeApp(app);
    server.closeAllConnections();
    server.close();
  });

  /** A fresh app per test, so rules and journals never meet. */
  const freshApp = () => `net-${++appCount}`;

  const call = (appId: string, method: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}/v3${path}`, {
      method,
      ...init,
      headers: { apikey: API_KEY, appId, 'content-type': 'application/json', ...init.headers },
    });

  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${base}/__sandbox/apps${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const setRules = async (appId: string, rules: unknown[]) => {
    const res = await control('PUT', `/${appId}/faults`, rules);
    assert.equal(res.status, 200, await res.clone().text());
  };

  const journal = async (appId: string) =>
    (await (await control('GET', `/${appId}/requests`)).json()) as {
      status: number;
      failure?: string;
      injected?: string;
      operationId?: string;
    }[];

  const createGroup = (appId: string, guid: string, init: RequestInit = {}) =>
    call(appId, 'POST', '/groups', {
      ...init,
      body: JSON.stringify({ guid, name: guid, type: 'public' }),
    });

  const groupExists = async (appId: string, guid: string) =>
    (await call(appId, 'GET', `/groups/${guid}`)).status === 200;

  /** The error undici's fetch rejects with, and the code of what lies beneath it. */
  async function failureOf(request: Promise<unknown>): Promise<{ name: string; cause: string }> {
    try {
      await request;
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; name?: string; message?: string } };
      return { name: e.name, cause: e.cause?.code ?? e.cause?.name ?? e.cause?.message ?? '' };
    }
    assert.fail('the request was expected to fail');
  }

  /**
   * Watches the sandbox's hangs: `next` settles with the arguments of the next request held (its
   * request, response and bound), once it is held, so a test waits for that event and not for a time.
   */
  function holdSpy(t: TestContext): { next: Promise<Parameters<Hangs['hold']>> } {
    const hold = Hangs.prototype.hold;
    let held!: (args: Parameters<Hangs['hold']>) => void;
    const next = new Promise<Parameters<Hangs['hold']>>((resolve) => (held = resolve));
    t.mock.method(Hangs.prototype, 'hold', function (this: Hangs, ...args: Parameters<Hangs['hold']>) {
      hold.apply(this, args);
      held(args);
    });
    return { next };
  }

  describe('network faults with a real client', () => {
    test('503 rule with retryAfter 7 — a client that honours it — Retry-After 7 in the envelope, then 200', async () => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'listGroups', status: 503, retryAfter: 7, times: 1 }]);
      const first = await call(appId, 'GET', '/groups');
      assert.equal(first.status, 503);
      assert.equal(first.headers.get('retry-after'), '7');
      const body = (await first.json()) as { error: { code: string; source: string } };
      assert.deepEqual([body.error.code, body.error.source], ['ERR_SERVICE_UNAVAILABLE', 'chat-api']);
      assert.equal((await call(appId, 'GET', '/groups')).status, 200);
    });

    test('502 and 504 by Prefer — any operation — the envelope with the gateway codes', async () => {
      const appId = freshApp();
      const bad = await call(appId, 'GET', '/users', { headers: { Prefer: 'code=502' } });
      assert.equal(bad.status, 502);
      assert.equal(((await bad.json()) as { error: { code: string } }).error.code, 'ERR_BAD_GATEWAY');
      const late = await call(appId, 'POST', '/groups', {
        headers: { Prefer: 'code=504' },
        body: JSON.stringify({ guid: 'late', name: 'Late', type: 'public' }),
      });
      assert.equal(late.status, 504);
      assert.equal(((await late.json()) as { error: { code: string } }).error.code, 'ERR_GATEWAY_TIMEOUT');
      const unavailable = await call(appId, 'GET', '/users', { headers: { Prefer: 'code=503' } });
      assert.equal(unavailable.headers.get('retry-after'), '1');
      assert.equal(await groupExists(appId, 'late'), false, 'a provoked status runs nothing');
    });

    test('reset rule on createGroup — fetch — rejects with ECONNRESET, nothing created, journaled with status 0', async () => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'createGroup', failure: 'reset', times: 1 }]);
      const failed = await failureOf(createGroup(appId, 'reset-1'));
      assert.equal(failed.name, 'TypeError');
      assert.match(failed.cause, /ECONNRESET|UND_ERR_SOCKET/);
      assert.equal(await groupExists(appId, 'reset-1'), false);
      assert.equal((await createGroup(appId, 'reset-1')).status, 200, 'the retry goes through');
      const [, , entry] = await journal(appId);
      assert.deepEqual(
        [entry?.operationId, entry?.status, entry?.failure, entry?.injected],
        ['createGroup', 0, 'reset', 'fault'],
      );
    });

    test('hang rule with hangMs 5000 — a client with a 200 ms timeout — gives up with a TimeoutError; nothing created', async () => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'createGroup', failure: 'hang', hangMs: 5000, times: 1 }]);
      // The client's own timeout ends the wait: the sandbox sent nothing, not even headers.
      const failed = await failureOf(createGroup(appId, 'hang-1', { signal: AbortSignal.timeout(200) }));
      assert.equal(failed.name, 'TimeoutError');
      // On a busy machine the client can give up before the request reaches the hang: wait (by state,
      // not by time) until the sandbox has journaled it, then check that nothing was created.
      let entry: Awaited<ReturnType<typeof journal>>[number] | undefined;
      while (!(entry = (await journal(appId)).find((e) => e.failure === 'hang'))) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.deepEqual([entry.status, entry.operationId], [0, 'createGroup']);
      assert.equal(await groupExists(appId, 'hang-1'), false);
    });

    test('hang rule with hangMs 150 — a patient client, on a fake clock — held unanswered until the bound, then closed', async (t) => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'listUsers', failure: 'hang', hangMs: 150 }]);
      const held = holdSpy(t);
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const failed = failureOf(call(appId, 'GET', '/users'));
      const [, res, ms] = await held.next;
      assert.equal(ms, 150, 'the hang waits for the bound of the rule');
      t.mock.timers.tick(149);
      assert.equal(res.socket?.destroyed, false, 'still held one tick before the bound');
      assert.equal(res.headersSent, false, 'and nothing answered');
      t.mock.timers.tick(1);
      assert.equal(res.socket?.destroyed, true, 'closed at the bound');
      assert.equal((await failed).name, 'TypeError');
    });

    test('emptyBody rule on createGroup — res.json() — a SyntaxError on a 200, yet the group exists', async () => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'createGroup', failure: 'emptyBody', times: 1 }]);
      const res = await createGroup(appId, 'empty-1');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-length'), '0');
      assert.match(String(res.headers.get('content-type')), /application\/json/);
      await assert.rejects(res.json(), SyntaxError);
      assert.equal(await groupExists(appId, 'empty-1'), true, 'the answer was lost, not the change');
      const again = await createGroup(appId, 'empty-1');
      assert.equal(again.status, 409, 'a blind retry of the write meets its own first attempt');
    });

    test('truncatedBody rule on getGroup — res.text() — the body stream fails partway; state untouched', async () => {
      const appId = freshApp();
      await setRules(appId, [{ operationId: 'getGroup', failure: 'truncatedBody', times: 1 }]);
      const res = await call(appId, 'GET', '/groups/cometchat-guid-1');
      assert.equal(res.status, 200);
      const promised = Number(res.headers.get('content-length'));
      assert.ok(promised > 20);
      const failed = await failureOf(res.text());
      assert.equal(failed.name, 'TypeError');
      const whole = await call(appId, 'GET', '/groups/cometchat-guid-1');
      assert.equal((await whole.text()).length, promised);
      const entry = (await journal(appId)).find((e) => e.failure === 'truncatedBody');
      assert.deepEqual([entry?.status, entry?.injected], [200, 'fault']);
    });

    test('invalidJson by Prefer on sendMessage — res.json() — a SyntaxError, and the message is stored', async () => {
      const appId = freshApp();
      const res = await call(appId, 'POST', '/messages', {
        headers: { Prefer: 'failure=invalidJson', onBehalfOf: 'superhero1' },
        body: JSON.stringify({
          receiver: 'superhero2',
          receiverType: 'user',
          category: 'message',
          type: 'text',
          data: { text: 'did this arrive?' },
        }),
      });
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.ok(text.startsWith('{"data":'), text);
      assert.throws(() => JSON.parse(text), SyntaxError);
      const listed = await call(appId, 'GET', '/users/superhero2/messages?limit=1&affix=prepend', {
        headers: { onBehalfOf: 'superhero1' },
      });
      const [last] = ((await listed.json()) as { data: { data: { text?: string } }[] }).data.slice(-1);
      assert.equal(last?.data.text, 'did this arrive?');
      const entry = (await journal(appId)).find((e) => e.operationId === 'sendMessage');
      assert.deepEqual([entry?.failure, entry?.injected], ['invalidJson', 'prefer']);
    });

    test('failure with probability 0 — many requests — never provoked', async () => {
      const appId = freshApp();
      await setRules(appId, [{ failure: 'reset', probability: 0 }]);
      for (let i = 0; i < 5; i++) assert.equal((await call(appId, 'GET', '/users')).status, 200);
    });

    test('rules that cannot be — failure with a status, hangMs without hang, retryAfter off 503 — 400 naming each', async () => {
      const appId = freshApp();
      for (const [rule, field] of [
        [{ failure: 'reset', status: 500 }, '0.failure'],
        [{ failure: 'reset', hangMs: 10 }, '0.hangMs'],
        [{ status: 500, retryAfter: 3 }, '0.retryAfter'],
        [{ failure: 'lost' }, '0.failure'],
      ] as const) {
        const res = await control('PUT', `/${appId}/faults`, [rule]);
        assert.equal(res.status, 400, JSON.stringify(rule));
        const body = (await res.json()) as { error: { details: Record<string, string[]> } };
        assert.ok(
          body.error.details[field],
          `${JSON.stringify(rule)}: ${JSON.stringify(body.error.details)}`,
        );
      }
    });

    test('Prefer with a code and a failure — 400 naming Prefer; an unknown failure — 400 too', async () => {
      const appId = freshApp();
      for (const prefer of ['code=500, failure=reset', 'failure=explode']) {
        const res = await call(appId, 'GET', '/users', { headers: { Prefer: prefer } });
        assert.equal(res.status, 400, prefer);
        const body = (await res.json()) as { error: { code: string; details: Record<string, string[]> } };
        assert.equal(body.error.code, 'ERR_BAD_REQUEST');
        assert.ok(body.error.details['Prefer'], JSON.stringify(body.error.details));
      }
    });

    test('a hang in flight — the sandbox closes — the held request is let go at once', async (t) => {
      const local = createApp({
        store: new CheckedStore({ seed: loadFixtures }),
        config: defaultConfig({ clock: NOW }),
      });
      const held = createServer(local).listen(0, '127.0.0.1');
      await once(held, 'listening');
      const url = `http://127.0.0.1:${(held.address() as AddressInfo).port}/v3/users`;
      const hold = holdSpy(t);
      const pending = failureOf(fetch(url, { headers: { apikey: API_KEY, Prefer: 'failure=hang' } }));
      const [req, , ms] = await hold.next;
      assert.equal(ms, HANG_DEFAULT_MS);
      try {
        assert.equal(req.socket.destroyed, false, 'held before the close');
        closeApp(local);
        // Let go within the close itself, not when the bound of the hang passes.
        assert.equal(req.socket.destroyed, true, 'let go by the close');
      } finally {
        req.socket.destroy();
        held.close();
      }
      assert.equal((await pending).name, 'TypeError');
    });
  });
});
