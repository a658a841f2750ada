/**
 * What a client lists must not change when the server restarts on the same data directory.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { API_KEY, NOW, ok, newMessageId } from './api-client.ts';

/** Runs `use` against an app on a file store in `dataDir`, then closes the store. */
async function withServer(dataDir: string, use: (request: supertest.Agent) => Promise<void>): Promise<void> {
  const store = new FileStore({ dataDir });
  try {
    await use(supertest(createApp({ store, config: defaultConfig({ clock: NOW }) })));
  } finally {
    await store.close();
  }
}

const blockedIds = async (request: supertest.Agent): Promise<string[]> =>
  ok(await request.get('/v3/moderation/blocked-messages').set('apikey', API_KEY)).map(
    (r: { message: { id: string } }) => r.message.id,
  );

describe('A file-backed app across a restart', () => {
  test('list blocked messages — restart after blocking a message at a clock before the fixture record — same order', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'restart-order-'));
    try {
      let before: string[] = [];
      await withServer(dataDir, async (request) => {
        const body = {
          category: 'message',
          receiver: 'superhero1',
          receiverType: 'user',
          data: { text: 'spam' },
        };
        ok(await request.post('/v3/bots/chatbot/messages').set('apikey', API_KEY).send(body));
        before = await blockedIds(request);
      });
      assert.deepEqual(before, [newMessageId(), '7']);
      await withServer(dataDir, async (request) => assert.deepEqual(await blockedIds(request), before));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
