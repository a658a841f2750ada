/**
 * GET /stats and GET /stats/messages (SPEC 18): computed from the app's state and its counters. The
 * clock is frozen at NOW (1,700,000,000), whose five-minute bucket starts at 1,699,999,800. In the
 * fixtures superhero1…5 send messages between 1,700,210,200 and 1,700,400,360, the bot one, and
 * superhero2 and superhero3 have a one-to-one video call joined at 1,700,400,506 and ended at
 * 1,700,400,750 (244 seconds).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOT,
  GUID,
  NOW,
  assertDetails,
  expectError,
  ok,
  sandbox,
  sandboxWithSeed,
  type Client,
} from './api-client.ts';

const { fresh, request } = sandbox();

const LAST_BUCKET = 1_699_999_800;
const text = (receiver: string, receiverType = 'user') => ({
  category: 'message',
  receiver,
  receiverType,
  data: { text: 'Counted' },
});

interface Point {
  messagesSent: number;
  readReceipts: number;
  deliveryReceipts: number;
  startTime: string;
  endTime: string;
}
const points = async (client: Client): Promise<Point[]> => ok(await client.get('/stats/messages')).dataPoints;
/** The counters of the bucket holding now, the last one. */
const now = async (client: Client) => {
  const { messagesSent, readReceipts, deliveryReceipts } = (await points(client))[11]!;
  return { messagesSent, readReceipts, deliveryReceipts };
};
const counts = (messagesSent: number, readReceipts = 0, deliveryReceipts = 0) => ({
  messagesSent,
  readReceipts,
  deliveryReceipts,
});
const usage = async (client: Client, fromDate: number, toDate: number) =>
  ok(await client.get(`/stats?fromDate=${fromDate}&toDate=${toDate}`));

describe('GET /stats/messages', () => {
  test('message metrics — fresh app — 12 empty buckets of the last hour, times in ms strings, the app', async () => {
    const client = fresh();
    const data = ok(await client.get('/stats/messages'));
    assert.equal(data.appId, client.appId);
    assert.equal(data.startTime, String((LAST_BUCKET - 11 * 300) * 1000));
    assert.equal(data.endTime, String((LAST_BUCKET + 300) * 1000));
    assert.equal(data.dataPoints.length, 12);
    assert.deepEqual(data.dataPoints[11], {
      ...counts(0),
      startTime: String(LAST_BUCKET * 1000),
      endTime: String((LAST_BUCKET + 300) * 1000),
    });
    assert.equal(data.dataPoints[0].startTime, data.startTime);
  });

  test('message metrics — a user message, a bot message, a thread reply — 3 sent', async () => {
    const client = fresh();
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    ok(await client.post(`/bots/${BOT}/messages`, text('superhero1')));
    ok(
      await client.post('/messages/2/thread', { category: 'message', data: { text: 'Reply' } }, 'superhero1'),
    );
    assert.deepEqual(await now(client), counts(3));
  });

  test('message metrics — multipleReceivers to two users and a group — each copy counts', async () => {
    const client = fresh();
    const body = {
      ...text('superhero1'),
      multipleReceivers: { uids: ['superhero1', 'superhero2'], guids: [GUID] },
    };
    ok(await client.post(`/bots/${BOT}/messages`, body));
    assert.deepEqual(await now(client), counts(3));
  });

  test('message metrics — an edit, a deletion, a kick (action messages) — not counted, not lowered', async () => {
    const client = fresh();
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    ok(await client.put('/messages/2', { data: { text: 'Edited' } }, 'superhero1'));
    ok(await client.del('/messages/2', { permanent: true }, 'superhero1'));
    ok(await client.del(`/groups/${GUID}/members/superhero3`));
    assert.deepEqual(await now(client), counts(1));
  });

  test('message metrics — a refused message — not counted', async () => {
    const client = fresh();
    expectError(await client.post('/messages', text('nobody'), 'superhero1'), 404, 'ERR_UID_NOT_FOUND');
    assert.deepEqual(await now(client), counts(0));
  });

  test('message metrics — mark read — a read and a delivery receipt; again — none', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/conversation/read', undefined, 'superhero1'));
    assert.deepEqual(await now(client), counts(0, 1, 1));
    ok(await client.post('/users/superhero2/conversation/read', undefined, 'superhero1'));
    assert.deepEqual(await now(client), counts(0, 1, 1));
  });

  test('message metrics — mark delivered, then read — one delivery receipt, then a read receipt only', async () => {
    const client = fresh();
    ok(await client.post('/users/superhero2/conversation/delivered', undefined, 'superhero1'));
    assert.deepEqual(await now(client), counts(0, 0, 1));
    ok(await client.post('/users/superhero2/conversation/read', undefined, 'superhero1'));
    assert.deepEqual(await now(client), counts(0, 1, 1));
  });

  test('message metrics — group read — a read and a delivery receipt', async () => {
    const client = fresh();
    ok(await client.post(`/groups/${GUID}/conversation/read`, undefined, 'superhero2'));
    assert.deepEqual(await now(client), counts(0, 1, 1));
  });

  test('message metrics — five minutes later — the count moves one bucket back; an hour later — gone', async () => {
    const client = fresh();
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    client.advanceClock(300);
    const later = await points(client);
    assert.deepEqual([later[10]!.messagesSent, later[11]!.messagesSent], [1, 0]);
    assert.equal(later[10]!.startTime, String(LAST_BUCKET * 1000));
    client.advanceClock(3300);
    assert.ok((await points(client)).every((p) => p.messagesSent === 0));
  });

  test('message metrics — kept in the state, 35 days; a reset — back to zero', async () => {
    const client = fresh();
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    assert.deepEqual((await client.state()).messageMetrics, [{ startTime: LAST_BUCKET, ...counts(1) }]);
    client.advanceClock(35 * 24 * 3600 + 300);
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    const kept = (await client.state()).messageMetrics.map((b) => b.startTime);
    assert.deepEqual(kept, [LAST_BUCKET + 35 * 24 * 3600 + 300]);
    assert.equal((await request.post(`/__sandbox/apps/${client.appId}/reset`)).status, 200);
    assert.deepEqual((await client.state()).messageMetrics, []);
  });

  test('message metrics — a query parameter — 400', async () => {
    expectError(await fresh().get('/stats/messages?perPage=1'), 400, 'ERR_BAD_REQUEST');
  });
});

describe('GET /stats', () => {
  test('usage — a range without activity — zeros, the range in ms', async () => {
    assert.deepEqual(await usage(fresh(), 1_600_000_000, 1_600_100_000), {
      metrics: {
        audio_minutes: 0,
        video_minutes: 0,
        recorded_minutes: 0,
        active_users: 0,
        concurrent_users: 0,
      },
      time_range: { fromDate: 1_600_000_000_000, toDate: 1_600_100_000_000 },
    });
  });

  test('usage — the fixtures’ history — senders but the bot, the call in whole minutes times two', async () => {
    const data = await usage(fresh(), 1_700_200_000, 1_700_500_000);
    // 244 seconds joined to ended make 5 started minutes, for 2 participants.
    assert.deepEqual(data.metrics, {
      audio_minutes: 0,
      video_minutes: 10,
      recorded_minutes: 0,
      active_users: 5,
      concurrent_users: 0,
    });
  });

  test('usage — seconds or milliseconds — the same answer', async () => {
    const client = fresh();
    const inSeconds = await usage(client, 1_700_400_000, 1_700_400_400);
    const inMs = await usage(client, 1_700_400_000_000, 1_700_400_400_000);
    assert.deepEqual(inMs, inSeconds);
    // superhero3, superhero1, superhero4 and superhero5 sent in that range; no call ended in it.
    assert.deepEqual([inSeconds.metrics.active_users, inSeconds.metrics.video_minutes], [4, 0]);
  });

  test('usage — a range ending before the call ended — no minutes', async () => {
    assert.equal((await usage(fresh(), 1_700_400_500, 1_700_400_749)).metrics.video_minutes, 0);
  });

  test('usage — a message sent now — its sender active now; a bot message — not', async () => {
    const client = fresh();
    ok(await client.post(`/bots/${BOT}/messages`, text('superhero1')));
    assert.equal((await usage(client, NOW, NOW)).metrics.active_users, 0);
    ok(await client.post('/messages', text('superhero2'), 'superhero1'));
    assert.equal((await usage(client, NOW, NOW)).metrics.active_users, 1);
  });

  test('usage — fromDate missing — 400 naming fromDate', async () => {
    const res = await fresh().get(`/stats?toDate=${NOW}`);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['fromDate']);
  });

  test('usage — toDate before fromDate — 400 naming toDate', async () => {
    const res = await fresh().get(`/stats?fromDate=${NOW}&toDate=${NOW - 1}`);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['toDate']);
  });

  test('usage — not a number — 400 naming it', async () => {
    const res = await fresh().get(`/stats?fromDate=yesterday&toDate=${NOW}`);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['fromDate']);
  });
});

describe('GET /stats — state the sandbox does not write itself', () => {
  const seeded = sandboxWithSeed((fixtures) => ({
    ...fixtures,
    users: fixtures.users.map((u) => (u.uid === 'superhero4' ? { ...u, lastActiveAt: 1_600_000_100 } : u)),
  }));

  test('usage — a stored lastActiveAt in the range — active; outside it — not', async () => {
    const client = seeded.fresh();
    assert.equal((await usage(client, 1_600_000_000, 1_600_000_200)).metrics.active_users, 1);
    assert.equal((await usage(client, 1_600_000_200, 1_600_000_300)).metrics.active_users, 0);
  });
});
