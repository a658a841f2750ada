/**
 * The moderators' queues keep their order across a restart on the same data directory: a flag moves
 * its message to the end of the flagged table and a review made again moves its entry to the end of
 * the reviews (a delete, then a put), which the file's log must replay in that order.
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
import { API_KEY, NOW, ok } from '../api/api-client.ts';

async function withServer(dataDir: string, use: (request: supertest.Agent) => Promise<void>): Promise<void> {
  const store = new FileStore({ dataDir });
  try {
    await use(supertest(createApp({ store, config: defaultConfig({ clock: NOW }) })));
  } finally {
    await store.close();
  }
}

const idsOf = async (request: supertest.Agent, path: string): Promise<string[]> =>
  ok(await request.get(`/v3${path}`).set('apikey', API_KEY)).map(
    (r: { id?: string; message?: { id: string } }) => r.id ?? r.message?.id,
  );

describe('the moderation queues across a restart', () => {
  test('flagged and reviewed lists — re-flagged and re-reviewed before the restart — same order after', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'queues-restart-'));
    try {
      let before: string[][] = [];
      await withServer(dataDir, async (request) => {
        const flag = (id: string, uid: string) =>
          request
            .post(`/v3/messages/${id}/flagged`)
            .set('apikey', API_KEY)
            .set('onBehalfOf', uid)
            .send({ id: 'spam' });
        const review = (path: string, status: string) =>
          request.patch(`/v3/moderation/${path}`).set('apikey', API_KEY).send({ status });
        ok(await flag('2', 'superhero2'));
        ok(await flag('3', 'superhero1'));
        ok(await flag('2', 'superhero2'));
        ok(await flag('4', 'superhero2'));
        ok(await review('flagged-messages/4', 'approved'));
        ok(await review('blocked-messages/7', 'approved'));
        ok(await review('flagged-messages/4', 'disapproved'));
        before = [
          await idsOf(request, '/moderation/flagged-messages'),
          await idsOf(request, '/moderation/reviewed-messages'),
        ];
      });
      assert.deepEqual(before, [
        ['2', '3'],
        ['4', '7'],
      ]);
      await withServer(dataDir, async (request) => {
        assert.deepEqual(
          [
            await idsOf(request, '/moderation/flagged-messages'),
            await idsOf(request, '/moderation/reviewed-messages'),
          ],
          before,
        );
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
