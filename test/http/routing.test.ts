import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { Response } from 'supertest';
import { API_KEY, expectError, makeApp } from '../helpers/api.ts';

const t = makeApp({ rateLimit: { standard: 1000, core: 1 } });
const committed = (file = 'chat-v3.yaml') =>
  readFile(new URL(`../../openapi/${file}`, import.meta.url), 'utf8');

describe('routing — letters of any case, as the router matches them', () => {
  test('GET /USERS/superhero1, /Groups/{guid}/Members — answered as the lower-case paths', async () => {
    const user = await t.get('/USERS/superhero1');
    assert.equal(user.status, 200);
    assert.equal(user.body.data.uid, 'superhero1');
    const members = await t.get('/Groups/cometchat-guid-1/Members');
    assert.equal(members.status, 200);
    assert.ok(members.body.data.length > 0);
  });
});

describe('routing — paths that are no operation', () => {
  test('unknown path under /v3 — with a key — 404 ERR_API_NOT_FOUND', async () => {
    for (const path of [
      '/nothing',
      '/groups/cometchat-guid-1/nothing',
      '/users/superhero1/nothing',
      '/',
      '/groups/cometchat-guid-1/members/x/y',
    ]) {
      expectError(await t.get(path), 404, 'ERR_API_NOT_FOUND');
    }
  });

  test('known path, unknown method — PUT, PATCH, HEAD, OPTIONS — 404 ERR_API_NOT_FOUND with Allow', async () => {
    const put = await t.request.put('/v3/groups').set('apikey', API_KEY);
    expectError(put, 404, 'ERR_API_NOT_FOUND');
    assert.equal(put.headers.allow, 'GET, POST');
    assert.equal(
      put.body.error.message,
      'No operation PUT /groups exists in API v3; the path takes GET, POST.',
    );
    const patch = await t.request.patch('/v3/messages/4/save').set('apikey', API_KEY);
    expectError(patch, 404, 'ERR_API_NOT_FOUND');
    assert.equal(patch.headers.allow, 'POST, DELETE');
    const head = await t.request
      .head('/v3/groups/cometchat-guid-1/bannedusers/superhero1')
      .set('apikey', API_KEY);
    assert.equal(head.status, 404);
    assert.equal(head.headers.allow, 'POST, DELETE');
    // With CORS off, so no preflight answers it first.
    const options = await makeApp({ cors: false }).request.options('/v3/groups').set('apikey', API_KEY);
    expectError(options, 404, 'ERR_API_NOT_FOUND');
    assert.equal(options.headers.allow, 'GET, POST');
  });

  test('a method the path takes only in the reference — PATCH /users/{uid} — 404, Allow naming the methods not served yet too', async () => {
    const patch = await t.request.patch('/v3/users/superhero1').set('apikey', API_KEY).send({ name: 'x' });
    expectError(patch, 404, 'ERR_API_NOT_FOUND');
    assert.equal(patch.headers.allow, 'GET, PUT, DELETE');
  });

  test("control route, another method — PUT on reset — 405 ERR_METHOD_NOT_ALLOWED with Allow (the control API keeps HTTP's status)", async () => {
    const control = await t.request.put('/__sandbox/apps/x/reset');
    expectError(control, 405, 'ERR_METHOD_NOT_ALLOWED');
    assert.equal(control.headers.allow, 'POST');
  });

  test('another API version — /v2, /v2.0, /v4, /v1, /v3.1, /v3.00 — 404 ERR_INVALID_API_VERSION', async () => {
    for (const path of [
      '/v2/groups',
      '/v2.0/groups',
      '/v4/groups/cometchat-guid-1/bannedusers',
      '/v1',
      '/v3.1/groups',
      '/v3.00/groups',
    ]) {
      const res = await t.request.get(path).set('apikey', API_KEY);
      expectError(res, 404, 'ERR_INVALID_API_VERSION');
      // The message names both ways in, the version and its alias.
      assert.match(res.body.error.message, /use \/v3 \(or its alias \/v3\.0\)\.$/);
    }
  });

  test('outside any version — /, /groups, /api/v3/groups — 404 ERR_API_NOT_FOUND', async () => {
    for (const path of ['/', '/groups', '/api/v3/groups', '/favicon.ico']) {
      expectError(await t.request.get(path), 404, 'ERR_API_NOT_FOUND');
    }
  });
});

describe('routing — the contract documents', () => {
  test('GET /openapi.yaml — the committed openapi/chat-v3.yaml, byte for byte', async () => {
    const res = await t.request.get('/openapi.yaml');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /yaml/);
    assert.equal(res.text, await committed());
  });

  test('GET /openapi.json — parses, and is the same document as the YAML', async () => {
    const res = await t.request.get('/openapi.json');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), parse(await committed()));
  });

  test('GET /sandbox-admin.yaml — the committed openapi/sandbox-admin.yaml, byte for byte', async () => {
    const res = await t.request.get('/sandbox-admin.yaml');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /yaml/);
    assert.equal(res.text, await committed('sandbox-admin.yaml'));
  });

  test('GET /sandbox-admin.json — parses, and is the same document as the YAML', async () => {
    const res = await t.request.get('/sandbox-admin.json');
    assert.equal(res.status, 200);
    const served = JSON.parse(res.text) as { paths: Record<string, unknown> };
    assert.deepEqual(served, parse(await committed('sandbox-admin.yaml')));
    assert.ok(Object.keys(served.paths).includes('/__sandbox/apps/{appId}/requests'));
  });
});

describe('routing — every answer is JSON from this API', () => {
  const html = 'text/html,application/xhtml+xml';
  const answers: [string, () => PromiseLike<Response>][] = [
    ['200', () => t.get('/moderation/blocked-messages').set('Accept', html)],
    ['400', () => t.get('/groups/cometchat-guid-1/bannedusers?perPage=0').set('Accept', html)],
    ['401', () => t.request.get('/v3/groups').set('Accept', html)],
    ['404 path', () => t.get('/nothing').set('Accept', html)],
    ['404 version', () => t.request.get('/v2/x').set('Accept', html)],
    ['404 root', () => t.request.get('/').set('Accept', html)],
    ['400 URL', () => t.get('/groups/%E0%A4%A/bannedusers').set('Accept', html)],
    [
      '413',
      () => t.post('/groups', { guid: 'big', name: 'x'.repeat(70_000), type: 'public' }).set('Accept', html),
    ],
    ['415', () => t.post('/groups').set('Content-Type', 'text/plain').send('x').set('Accept', html)],
    [
      '400 gzip',
      () =>
        t
          .post('/groups')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'gzip')
          .send('{}')
          .set('Accept', html),
    ],
    [
      '429',
      () => t.post('/groups', { guid: 'g', name: 'G', type: 'public' }).then(() => t.post('/groups', {})),
    ],
    ['unknown onBehalfOf', () => t.get('/moderation/blocked-messages', 'no-such-user').set('Accept', html)],
    ['HEAD', () => t.request.head('/v3/moderation/blocked-messages').set('apikey', API_KEY)],
    [
      'preflight',
      () =>
        t.request
          .options('/v3/groups')
          .set('Origin', 'http://x.test')
          .set('Access-Control-Request-Method', 'POST'),
    ],
  ];

  for (const [name, send] of answers) {
    test(`${name} — asked for HTML — no x-powered-by, no HTML`, async () => {
      const res = await send();
      assert.equal(res.headers['x-powered-by'], undefined);
      assert.doesNotMatch(String(res.headers['content-type'] ?? ''), /html/);
      assert.doesNotMatch(res.text ?? '', /^\s*</);
      if (res.status >= 400 && res.text) assert.equal(JSON.parse(res.text).error.source, 'chat-api');
    });
  }
});
