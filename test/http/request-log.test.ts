import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { pino } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { API_KEY } from '../helpers/api.ts';

test('request log — a request to an app — one line naming the app, in the message and as fields', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const app = createApp({
    store: new MemoryStore({ seed: loadFixtures }),
    config: defaultConfig(),
    logger: pino({ level: 'info' }, sink),
  });
  await supertest(app).get('/v3/users?perPage=1').set('apikey', API_KEY).set('appId', 'logged-app');
  await supertest(app).get('/v3/users').set('appId', 'logged-app');
  const [ok, refused] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.match(String(ok?.msg), /^us\/logged-app GET \/v3\/users\?perPage=1 200 \d+ms$/);
  assert.deepEqual([ok?.appId, ok?.region], ['logged-app', 'us']);
  assert.match(String(refused?.msg), /^us\/logged-app GET \/v3\/users 401 \d+ms AUTH_ERR_EMPTY_APIKEY$/);
});
