import assert from 'node:assert/strict';
import { test } from 'node:test';
import supertest from 'supertest';
import { loggedApp } from '../helpers/logged-app.ts';
import { API_KEY } from '../helpers/api.ts';

test('request log — a request to an app — one line naming the app, in the message and as fields', async () => {
  const { app, lines } = loggedApp();
  await supertest(app).get('/v3/users?perPage=1').set('apikey', API_KEY).set('appId', 'logged-app');
  await supertest(app).get('/v3/users').set('appId', 'logged-app');
  const [ok, refused] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.match(String(ok?.msg), /^us\/logged-app GET \/v3\/users\?perPage=1 200 \d+ms$/);
  assert.deepEqual([ok?.appId, ok?.region], ['logged-app', 'us']);
  assert.match(String(refused?.msg), /^us\/logged-app GET \/v3\/users 401 \d+ms AUTH_ERR_EMPTY_APIKEY$/);
});
