/**
 * Flagging a message and the moderators' queues (SPEC 19): who may flag, the flagged list, the reviews
 * of flagged and blocked messages and what each does to who sees the message, and the reviewed list.
 * The fixtures: message 2 is superhero1's to superhero2, 3 superhero2's to superhero1, and 7 is
 * superhero3's message to cometchat-guid-1, blocked by the keyword filter.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const flag = (client: Client, id: string, uid: string, body: object = { id: 'spam' }) =>
  client.post(`/messages/${id}/flagged`, body, uid);
const queueOf = async (client: Client, path: string) =>
  (ok(await client.get(path)) as { id?: string; message?: { id: string } }[]).map(
    (m) => m.id ?? m.message?.id,
  );
const flaggedIds = (client: Client) => queueOf(client, '/moderation/flagged-messages');
const reviewedIds = (client: Client) => queueOf(client, '/moderation/reviewed-messages');

describe('POST /messages/{id}/flagged', () => {
  test('flag — as the receiver — answered in data, queued with the reporter and the reason', async () => {
    const client = fresh();
    assert.deepEqual(ok(await flag(client, '2', 'superhero2', { id: 'spam', remark: 'Again and again' })), {
      success: true,
      message: 'Message 2 has been flagged successfully.',
    });
    const res = await client.get('/moderation/flagged-messages');
    const [item] = ok(res);
    assert.equal(item.id, '2');
    assert.equal(item.data.text, 'Hi,');
    assert.deepEqual(item.flaggedBy, [
      {
        uid: 'superhero2',
        name: 'Captain America',
        avatar: 'https://data-us.cometchat.io/assets/images/avatars/captainamerica.png',
        role: 'default',
        reasonId: 'spam',
        reasonName: 'Spam / Unwanted Content',
        description: 'Repeated, promotional, or irrelevant content',
        remark: 'Again and again',
        flaggedAt: NOW,
      },
    ]);
    assert.equal(item.flaggedCount, 1);
    assert.deepEqual(res.body.meta, { current: { limit: 50, count: 1 } });
  });

  test('flag — without onBehalfOf — 400 naming it', async () => {
    const res = await fresh().post('/messages/2/flagged', { id: 'spam' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('flag — a reason the app lacks — 400 with details.id, nothing queued', async () => {
    const client = fresh();
    const res = await flag(client, '2', 'superhero2', { id: 'scam' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['id']);
    assert.deepEqual(await flaggedIds(client), []);
  });

  test('flag — a message the user may not see — as GET /messages/{id}: 403, or 404 for a blocked one', async () => {
    const client = fresh();
    expectError(await flag(client, '2', 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
    expectError(await flag(client, '7', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await flag(client, '99999', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('flag — again by the same user — replaces their flag; another user adds one; newest flag first', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    ok(await flag(client, '3', 'superhero1'));
    assert.deepEqual(await flaggedIds(client), ['3', '2']);
    client.advanceClock(10);
    ok(await flag(client, '2', 'superhero2', { id: 'harassment' }));
    ok(await flag(client, '2', 'superhero1', { id: 'sexual' }));
    const [item] = ok(await client.get('/moderation/flagged-messages'));
    assert.equal(item.id, '2');
    assert.deepEqual(
      item.flaggedBy.map((f: { uid: string; reasonId: string }) => `${f.uid}:${f.reasonId}`),
      ['superhero2:harassment', 'superhero1:sexual'],
    );
    assert.equal(item.flaggedCount, 2);
    assert.deepEqual(await flaggedIds(client), ['2', '3']);
  });
});

describe('PATCH /moderation/flagged-messages/{id}', () => {
  test('approved — off the queue onto the reviewed list, still visible to the receiver', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    assert.deepEqual(ok(await client.patch('/moderation/flagged-messages/2', { status: 'approved' })), {
      success: true,
      message: 'Message with id 2 has been unflagged successfully.',
    });
    assert.deepEqual(await flaggedIds(client), []);
    const [reviewed] = ok(await client.get('/moderation/reviewed-messages'));
    assert.deepEqual([reviewed.id, reviewed.review], ['2', { status: 'approved', reviewedAt: NOW }]);
    ok(await client.get('/messages/2', 'superhero2'));
  });

  test('disapproved — hidden from the receiver as a blocked message is, still the sender’s', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    ok(await client.patch('/moderation/flagged-messages/2', { status: 'disapproved' }));
    expectError(await client.get('/messages/2', 'superhero2'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    const listed = ok(await client.get('/users/superhero1/messages?limit=100', 'superhero2')) as {
      id: string;
    }[];
    assert.ok(!listed.some((m) => m.id === '2'));
    ok(await client.get('/messages/2', 'superhero1'));
    assert.equal((await reviewedIds(client))[0], '2');
  });

  test('a message not flagged, or unknown — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(
      await client.patch('/moderation/flagged-messages/3', { status: 'approved' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.patch('/moderation/flagged-messages/99999', { status: 'approved' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
  });

  test('flagged again after a review — back on the queue, off the reviewed list', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    ok(await client.patch('/moderation/flagged-messages/2', { status: 'approved' }));
    ok(await flag(client, '2', 'superhero2'));
    assert.deepEqual(await flaggedIds(client), ['2']);
    assert.deepEqual(await reviewedIds(client), []);
  });
});

describe('PATCH /moderation/blocked-messages/{id}', () => {
  test('{status: approved} — visible to every member, off the blocked list, on the reviewed list with blockedAt', async () => {
    const client = fresh();
    expectError(await client.get('/messages/7', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    assert.deepEqual(ok(await client.patch('/moderation/blocked-messages/7', { status: 'approved' })), {
      success: true,
      message: 'Message with ID 7 has been approved.',
    });
    ok(await client.get('/messages/7', 'superhero1'));
    const group = ok(await client.get('/groups/cometchat-guid-1/messages?limit=100', 'superhero1')) as {
      id: string;
    }[];
    assert.ok(group.some((m) => m.id === '7'));
    assert.deepEqual(ok(await client.get('/moderation/blocked-messages')), []);
    const [reviewed] = ok(await client.get('/moderation/reviewed-messages'));
    assert.equal(reviewed.message.id, '7');
    assert.equal(reviewed.blockedAt, '1700300181.000000000000007');
    assert.deepEqual(reviewed.review, { status: 'approved', reviewedAt: NOW });
  });

  test('{status: rejected, reviewed: true} — the review answer; still hidden but from its sender', async () => {
    const client = fresh();
    assert.deepEqual(
      ok(await client.patch('/moderation/blocked-messages/7', { status: 'rejected', reviewed: true })),
      {
        success: true,
        message: 'Message with ID 7 has been reviewed successfully.',
      },
    );
    expectError(await client.get('/messages/7', 'superhero1'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    ok(await client.get('/messages/7', 'superhero3'));
    assert.deepEqual(await reviewedIds(client), ['7']);
  });

  test('a status the route does not take — 400 naming status', async () => {
    const res = await fresh().patch('/moderation/blocked-messages/7', { status: 'disapproved' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['status']);
  });

  test('a message not blocked, or unknown — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(
      await client.patch('/moderation/blocked-messages/2', { status: 'approved' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.patch('/moderation/blocked-messages/99999', { status: 'approved' }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
  });
});

describe('GET /moderation/reviewed-messages', () => {
  test('newest review first across both origins; a review made again moves first; limit', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    ok(await client.patch('/moderation/flagged-messages/2', { status: 'approved' }));
    client.advanceClock(5);
    ok(await client.patch('/moderation/blocked-messages/7', { status: 'approved' }));
    assert.deepEqual(await reviewedIds(client), ['7', '2']);
    client.advanceClock(5);
    ok(await client.patch('/moderation/flagged-messages/2', { status: 'disapproved' }));
    assert.deepEqual(await reviewedIds(client), ['2', '7']);
    const res = await client.get('/moderation/reviewed-messages?limit=1');
    assert.deepEqual(res.body.meta, { current: { limit: 1, count: 1 } });
    expectError(await client.get('/moderation/reviewed-messages?limit=101'), 400, 'ERR_BAD_REQUEST');
  });

  test('a reviewed message deleted for good — off the reviewed list, its entry erased with it', async () => {
    const client = fresh();
    ok(await flag(client, '2', 'superhero2'));
    ok(await client.patch('/moderation/flagged-messages/2', { status: 'approved' }));
    ok(await client.del('/messages/2', { permanent: true }));
    assert.deepEqual(await reviewedIds(client), []);
    assert.deepEqual((await client.state()).moderationReviews, []);
  });
});
