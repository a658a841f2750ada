import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, test } from 'node:test';
// undici's own fetch: Node 20's bundled one can throw outside any test (network-faults.test.ts says why).
import { fetch } from 'undici';
import { isLoopbackAddress, isLoopbackHost } from '../../src/sandbox/admin-access.ts';
import { expectError } from '../helpers/api.ts';
import { API_KEY, makeSandbox } from './sandbox-app.ts';

const TOKEN = 'ci-secret-token';

const outward = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Listens on every interface and calls the health route over a non-loopback address. */
async function healthFromOutside(
  sandbox: ReturnType<typeof makeSandbox>,
  headers: Record<string, string> = {},
) {
  const server = sandbox.app.listen(0, '0.0.0.0');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://${outward}:${port}/__sandbox/health`, { headers });
    return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
  } finally {
    server.close();
  }
}

describe('control API access without an admin token', () => {
  const sandbox = makeSandbox();

  test('health — from loopback, no credentials — 200 with status, version and uptime', async () => {
    const res = await sandbox.request.get('/__sandbox/health');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.version, '0.1.0');
    assert.ok(Number.isInteger(res.body.uptime) && res.body.uptime >= 0);
  });

  test('any control route — a page of another site (Origin) — 403, nothing changed', async () => {
    const res = await sandbox.request
      .post('/__sandbox/apps/origin-app/reset')
      .set('Origin', 'https://evil.example');
    expectError(res, 403, 'AUTH_ERR_NO_ACCESS');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  test('any control route — a page served from localhost (Origin) — answered', async () => {
    const res = await sandbox.request.get('/__sandbox/health').set('Origin', 'http://localhost:5173');
    assert.equal(res.status, 200);
  });

  test(
    'health — over a non-loopback address — 403 AUTH_ERR_NO_ACCESS',
    { skip: outward === undefined && 'no non-loopback IPv4 interface' },
    async () => {
      const res = await healthFromOutside(sandbox);
      assert.equal(res.status, 403);
      assert.equal(res.body.error?.code, 'AUTH_ERR_NO_ACCESS');
    },
  );
});

describe('control API access with an admin token', () => {
  const sandbox = makeSandbox({ config: { adminToken: TOKEN } });

  test('health — no Authorization header — 401 AUTH_ERR_EMPTY_ADMIN_TOKEN with a Bearer challenge', async () => {
    const res = await sandbox.request.get('/__sandbox/health');
    expectError(res, 401, 'AUTH_ERR_EMPTY_ADMIN_TOKEN');
    assert.match(String(res.headers['www-authenticate']), /^Bearer /);
  });

  test('reset — Basic credentials instead of Bearer — 401 AUTH_ERR_EMPTY_ADMIN_TOKEN', async () => {
    const res = await sandbox.request.post('/__sandbox/apps/a1/reset').set('Authorization', `Basic ${TOKEN}`);
    expectError(res, 401, 'AUTH_ERR_EMPTY_ADMIN_TOKEN');
  });

  test('state — wrong token, or the token with a suffix — 401 AUTH_ERR_INVALID_ADMIN_TOKEN', async () => {
    for (const token of ['wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const res = await sandbox.request
        .get('/__sandbox/apps/a1/state')
        .set('Authorization', `Bearer ${token}`);
      expectError(res, 401, 'AUTH_ERR_INVALID_ADMIN_TOKEN');
    }
  });

  test('every control route — the right token, scheme in any case — answered', async () => {
    const auth = { Authorization: `bearer ${TOKEN}` };
    const answers = await Promise.all([
      sandbox.request.get('/__sandbox/health').set(auth),
      sandbox.request.post('/__sandbox/apps/a1/reset').set(auth),
      sandbox.request.get('/__sandbox/apps/a1/requests').set(auth),
      sandbox.request.put('/__sandbox/apps/a1/clock').set(auth).send({ advance: 1 }),
      sandbox.request.delete('/__sandbox/apps/a1/faults').set(auth),
    ]);
    assert.deepEqual(
      answers.map((r) => r.status),
      [200, 200, 200, 200, 200],
    );
  });

  test('faults — right token but invalid rules — the 400 of validation, after access', async () => {
    const res = await sandbox.request
      .put('/__sandbox/apps/a1/faults')
      .set('Authorization', `Bearer ${TOKEN}`)
      .send([{ status: 999 }]);
    expectError(res, 400, 'ERR_BAD_REQUEST');
  });

  test('chat API — the admin token is not an API key — 401 as before', async () => {
    const res = await sandbox.request
      .get('/v3/moderation/blocked-messages')
      .set('Authorization', `Bearer ${TOKEN}`);
    expectError(res, 401, 'AUTH_ERR_EMPTY_APIKEY');
  });

  test(
    'health — over a non-loopback address, with and without the token — 200 and 401',
    { skip: outward === undefined && 'no non-loopback IPv4 interface' },
    async () => {
      assert.equal((await healthFromOutside(sandbox, { Authorization: `Bearer ${TOKEN}` })).status, 200);
      assert.equal((await healthFromOutside(sandbox)).body.error?.code, 'AUTH_ERR_EMPTY_ADMIN_TOKEN');
    },
  );
});

describe('control routes and the chat API stay apart', () => {
  const sandbox = makeSandbox();

  test('/v3/__sandbox/health — with a key — 404 ERR_API_NOT_FOUND', async () => {
    const res = await sandbox.request.get('/v3/__sandbox/health').set('apikey', API_KEY);
    expectError(res, 404, 'ERR_API_NOT_FOUND');
  });

  test('unknown control route — any — 404 ERR_API_NOT_FOUND in the envelope', async () => {
    expectError(await sandbox.request.get('/__sandbox/apps/a1/nothing'), 404, 'ERR_API_NOT_FOUND');
  });

  test('known control route, another method — POST on health — 405 with Allow', async () => {
    const res = await sandbox.request.post('/__sandbox/health');
    expectError(res, 405, 'ERR_METHOD_NOT_ALLOWED');
    assert.equal(res.headers.allow, 'GET');
  });

  test('control route — CORS on — no CORS headers, while /v3 has them', async () => {
    const control = await sandbox.request.get('/__sandbox/health').set('Origin', 'http://localhost:3000');
    const api = await sandbox.request
      .get('/v3/moderation/blocked-messages')
      .set('Origin', 'http://localhost:3000');
    assert.equal(control.headers['access-control-allow-origin'], undefined);
    assert.equal(api.headers['access-control-allow-origin'], 'http://localhost:3000');
  });
});

describe('loopback checks', () => {
  test('isLoopbackAddress — IPv4, IPv6 and IPv4-mapped forms — loopback only', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      assert.equal(isLoopbackAddress(a), true, a);
    for (const a of ['192.0.2.2', '::', '0.0.0.0', '::ffff:10.0.0.1', 'fd00::2', undefined]) {
      assert.equal(isLoopbackAddress(a), false, String(a));
    }
  });

  test('isLoopbackHost — names and addresses a --host may be — loopback only', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]'])
      assert.equal(isLoopbackHost(h), true, h);
    for (const h of ['0.0.0.0', '::', '192.0.2.2', 'example.com', '127.0.0.1.nip.io']) {
      assert.equal(isLoopbackHost(h), false, h);
    }
  });
});
