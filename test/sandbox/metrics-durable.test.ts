/** The message metrics are app state: a sandbox restarted from its data directory still counts them. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

async function withServer(dataDir: string, use: (request: supertest.Agent) => Promise<void>): Promise<void> {
  const store = new FileStore({ dataDir });
  try {
    await use(supertest(createApp({ store, config: defaultConfig({ clock: NOW }) })));
  } finally {
    await store.close();
  }
}

const lastBucket = async (request: supertest.Agent) => {
  const res = await request.get('/v3/stats/messages').set('apikey', API_KEY);
  assert.equal(res.status, 200, res.text);
  const { messagesSent, readReceipts, deliveryReceipts } = res.body.data.dataPoints[11];
  return { messagesSent, readReceipts, deliveryReceipts };
};

test('message metrics — a message and a read, then a restart — the same counts', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'metrics-'));
  try {
    const expected = { messagesSent: 1, readReceipts: 1, deliveryReceipts: 1 };
    await withServer(dataDir, async (request) => {
      const sent = await request
        .post('/v3/messages')
        .set('apikey', API_KEY)
        .set('onBehalfOf', 'superhero1')
        .send({ category: 'message', receiver: 'superhero2', receiverType: 'user', data: { text: 'Hi' } });
      assert.equal(sent.status, 200, sent.text);
      const read = await request
        .post('/v3/users/superhero1/conversation/read')
        .set('apikey', API_KEY)
        .set('onBehalfOf', 'superhero2');
      assert.equal(read.status, 200, read.text);
      assert.deepEqual(await lastBucket(request), expected);
    });
    await withServer(dataDir, async (request) => assert.deepEqual(await lastBucket(request), expected));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
