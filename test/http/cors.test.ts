import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, expectError, makeApp } from '../helpers/api.ts';

const ORIGIN = 'http://localhost:5173';
const listOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());

describe('CORS — on by default', () => {
  const t = makeApp();

  test('preflight — no apikey — 204 before auth, with the origin, methods and the API headers allowed', async () => {
    const res = await t.request
      .options('/v3/groups/cometchat-guid-1/members')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'apikey, onbehalfof, content-type');
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN);
    for (const header of ['apikey', 'onbehalfof', 'appid', 'content-type']) {
      assert.ok(listOf(res.headers['access-control-allow-headers']).includes(header), header);
    }
    // PUT edits messages and changes scopes: a page must be able to send it too.
    for (const method of ['get', 'post', 'put', 'delete']) {
      assert.ok(listOf(res.headers['access-control-allow-methods']).includes(method), method);
    }
  });

  test('an actual request — any origin — allowed, with the rate-limit headers exposed to the page', async () => {
    const res = await t.request
      .get('/v3/moderation/blocked-messages')
      .set('apikey', API_KEY)
      .set('Origin', ORIGIN);
    assert.equal(res.status, 200);
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN);
    const exposed = listOf(res.headers['access-control-expose-headers']);
    for (const header of ['x-rate-limit', 'x-rate-limit-remaining', 'x-rate-limit-reset', 'retry-after']) {
      assert.ok(exposed.includes(header), header);
    }
  });

  test('a request without Origin — not a page — no CORS headers, but the answer varies with Origin', async () => {
    const res = await t.request.get('/v3/moderation/blocked-messages').set('apikey', API_KEY);
    assert.equal(res.status, 200);
    assert.deepEqual(
      Object.keys(res.headers).filter((h) => h.startsWith('access-control-')),
      [],
    );
    assert.equal(res.headers.vary, 'Origin');
    // The same read from a page, after it: allowed, as the cache was told to keep the two apart.
    const page = await t.request
      .get('/v3/moderation/blocked-messages')
      .set('apikey', API_KEY)
      .set('Origin', ORIGIN);
    assert.equal(page.headers['access-control-allow-origin'], ORIGIN);
    assert.equal(page.headers.vary, 'Origin');
  });

  test('an error — no apikey — still carries CORS headers, so the page can read the envelope', async () => {
    const res = await t.request.get('/v3/moderation/blocked-messages').set('Origin', ORIGIN);
    expectError(res, 401, 'AUTH_ERR_EMPTY_APIKEY');
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN);
  });
});

describe('CORS — turned off (--no-cors)', () => {
  const t = makeApp({ cors: false });

  test('preflight — cors: false — no CORS headers; the request is treated like any other', async () => {
    const res = await t.request
      .options('/v3/groups')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'POST');
    expectError(res, 401, 'AUTH_ERR_EMPTY_APIKEY');
    assert.deepEqual(
      Object.keys(res.headers).filter((h) => h.startsWith('access-control-')),
      [],
    );
  });

  test('an actual request — cors: false — answered without Access-Control-Allow-Origin', async () => {
    const res = await t.request
      .get('/v3/moderation/blocked-messages')
      .set('apikey', API_KEY)
      .set('Origin', ORIGIN);
    assert.equal(res.status, 200);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });
});
