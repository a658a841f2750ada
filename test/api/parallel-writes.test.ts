/**
 * Writes in parallel, as a real client's burst sends them: each is answered, each is durable, and the
 * checked store (which reads the files back after every commit) agrees with memory throughout.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeApp } from '../helpers/api.ts';

test('20 group creations in parallel are all answered 200 and all listed', async () => {
  const t = makeApp();
  const guids = Array.from({ length: 20 }, (_, i) => `burst-${i}`);
  const answers = await Promise.all(
    guids.map((guid) => t.post('/groups', { guid, name: guid, type: 'public' })),
  );
  assert.deepEqual(
    answers.map((res) => res.status),
    guids.map(() => 200),
  );
  const list = await t.get('/groups?perPage=100');
  const listed = new Set((list.body.data as { guid: string }[]).map((g) => g.guid));
  assert.deepEqual(
    guids.filter((guid) => !listed.has(guid)),
    [],
  );
  await t.store.check({ appId: 'chat-sandbox', region: 'us' });
});
