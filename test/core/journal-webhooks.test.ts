/**
 * The request journal and webhooks in process: the same entries and deliveries the server keeps, read
 * through the control functions; deliveries to an `onWebhook` callback, or behind msw to a real
 * receiver through msw's bypass.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setupServer } from 'msw/node';
import { createSandboxCore, type SandboxCoreOptions } from '../../src/core/index.ts';
import type { WebhookDelivery } from '../../src/core/core-parts.ts';
import { createSandboxHandlers } from '../../src/msw/index.ts';
import { NOW } from '../helpers/api.ts';

const HOOK = {
  id: 'groups',
  name: 'Groups',
  webhookURL: 'https://receiver.test/hook',
  useBasicAuth: false,
  enabled: true,
  triggers: ['group_created'],
};

async function core(options: SandboxCoreOptions = {}) {
  const sandbox = createSandboxCore({ config: { clock: NOW }, ...options });
  const apikey = await sandbox.control.apiKey();
  const call = (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
    sandbox.handle({ method, url, headers: { apikey, ...extra }, body });
  return { sandbox, control: sandbox.control, call };
}

test('journal — reads, writes, refusals and a reset, newest first, as the server journals them', async () => {
  const { control, call } = await core();
  await call('GET', '/v3/users?perPage=2', undefined, { onbehalfof: 'superhero1' });
  await call('POST', '/v3.0/groups', { guid: 'noted', name: 'Noted', type: 'public' });
  await call('GET', '/v3/groups/nobody');
  await call('POST', '/v3/groups', '{"guid": ', { 'content-type': 'application/json' });
  await call('DELETE', '/v3/groups/noted', undefined, { prefer: 'failure=reset' });
  await call('GET', '/elsewhere');
  const [reset, malformed, refused, write, read, ...rest] = await control.requests();
  assert.deepEqual(rest, [], 'a request outside the API is not journaled');
  assert.deepEqual(
    { ...read, durationMs: 0 },
    {
      time: NOW,
      method: 'GET',
      path: '/v3/users',
      query: 'perPage=2',
      operationId: 'listUsers',
      onBehalfOf: 'superhero1',
      status: 200,
      durationMs: 0,
    },
  );
  assert.deepEqual(
    [write?.path, write?.operationId, write?.status, write?.body],
    ['/v3.0/groups', 'createGroup', 200, { guid: 'noted', name: 'Noted', type: 'public' }],
  );
  assert.deepEqual([refused?.status, refused?.errorCode], [404, 'ERR_GUID_NOT_FOUND']);
  assert.equal(malformed?.rawBody, '{"guid": ');
  assert.deepEqual([reset?.status, reset?.failure, reset?.injected], [0, 'reset', 'prefer']);
  assert.equal((await control.requests(2)).length, 2);
  await control.reset();
  assert.deepEqual(await control.requests(), []);
});

test('webhooks — onWebhook — the real payload for the trigger asked for, journaled as delivered', async () => {
  const received: WebhookDelivery[] = [];
  const { control, call } = await core({ webhooks: [HOOK], onWebhook: (d) => void received.push(d) });
  await call('POST', '/v3/groups', { guid: 'hooked', name: 'Hooked', type: 'public' });
  await call('PUT', '/v3/groups/hooked', { name: 'Renamed' });
  assert.deepEqual(await control.webhooks.flush(), { pending: 0 });
  assert.equal(received.length, 1, 'only the trigger asked for');
  const body = received[0]!.body as { trigger: string; data: { group: { guid: string } }; appId: string };
  assert.equal(received[0]!.url, HOOK.webhookURL);
  assert.equal(body.trigger, 'group_created');
  assert.equal(body.data.group.guid, 'hooked');
  const [attempt] = await control.webhooks.deliveries();
  assert.deepEqual(
    [attempt?.outcome, attempt?.status, attempt?.trigger],
    ['delivered', 200, 'group_created'],
  );
});

test('webhooks — created through the control functions, one that throws — journaled for retry', async () => {
  const { control, call } = await core({
    onWebhook: () => {
      throw new Error('receiver down');
    },
  });
  assert.equal((await control.webhooks.create({ ...HOOK, id: 'late' })).id, 'late');
  await call('POST', '/v3/groups', { guid: 'retried', name: 'Retried', type: 'public' });
  let attempts = await control.webhooks.deliveries();
  for (let i = 0; i < 100 && attempts.length === 0; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    attempts = await control.webhooks.deliveries();
  }
  assert.deepEqual([attempts[0]?.outcome, attempts[0]?.status], ['retrying', 500]);
  assert.match(attempts[0]?.error ?? '', /receiver down/);
  assert.equal((await control.webhooks.delete('late')).id, 'late');
});

test('webhooks behind msw — a real receiver gets the call, which msw lets pass (bypass)', async () => {
  const bodies: string[] = [];
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      bodies.push(text);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const { handlers, sandbox, close } = createSandboxHandlers({ webhooks: [{ ...HOOK, webhookURL: url }] });
  const server = setupServer(...handlers);
  // 'error': a request no handler matches fails, so a webhook call that msw saw would fail.
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const res = await fetch('https://chat-sandbox.api-us.cometchat.io/v3/groups', {
      method: 'POST',
      headers: { apikey: await sandbox.apiKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ guid: 'over-msw', name: 'Over msw', type: 'public' }),
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await sandbox.webhooks.flush(), { pending: 0 });
    assert.equal(bodies.length, 1);
    assert.equal((JSON.parse(bodies[0]!) as { trigger: string }).trigger, 'group_created');
  } finally {
    server.close();
    await close();
    receiver.closeAllConnections();
    receiver.close();
  }
});

test('subscribe — each committed change, as its webhook would tell it, with no webhook set; unsubscribed, none', async () => {
  const { sandbox, call } = await core();
  const seen: { trigger: string; appId: string; guid: unknown }[] = [];
  const unsubscribe = sandbox.subscribe((event) =>
    seen.push({
      trigger: event.trigger,
      appId: event.appId,
      guid: (event.data.group as { guid?: unknown })?.guid,
    }),
  );
  await call('POST', '/v3/groups', { guid: 'watched', name: 'Watched', type: 'public' });
  await call('DELETE', '/v3/groups/watched');
  await call('GET', '/v3/groups/cometchat-guid-1');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, [
    { trigger: 'group_created', appId: 'chat-sandbox', guid: 'watched' },
    { trigger: 'group_deleted', appId: 'chat-sandbox', guid: 'watched' },
  ]);
  unsubscribe();
  await call('POST', '/v3/groups', { guid: 'unwatched', name: 'Unwatched', type: 'public' });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.length, 2);
});
