/**
 * GET /notifications/v1/logs (SPEC 20): every declared filter, 20 a page newest first, the cursor both
 * ways, and the bound of 10,000 records. Records come from the outbox, with a custom push provider set
 * through the control API's state import.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StateSnapshot } from '../../src/store/state.ts';
import { GUID, NOW, ok, sandbox, type Client } from './api-client.ts';

const { withState: appWith } = sandbox();

type Log = Record<string, unknown> & { _id: string };
interface Page {
  data: Log[];
  meta: { current: { limit: number; count: number }; previous?: Cursor; next?: Cursor };
}
interface Cursor {
  affix: string;
  logId: string;
  messageId?: number;
}

const withCustomPush = (state: StateSnapshot): void => {
  state.notificationProviders.push({
    kind: 'customPush',
    details: { isEnabled: true, webhookURL: 'https://push.example.com/hook' },
    createdAt: NOW,
    updatedAt: NOW,
  });
};

async function page(client: Client, query: string): Promise<Page> {
  const res = await client.get(`/notifications/v1/logs${query}`);
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return res.body as Page;
}

describe('the notification logs', () => {
  it('filter by every declared field, each narrowing to the records that hold it', async () => {
    const client = await appWith(withCustomPush);
    const sent = ok(
      await client.post(
        '/messages',
        { category: 'message', type: 'text', receiver: GUID, receiverType: 'group', data: { text: 'hi' } },
        'superhero1',
      ),
    ) as { id: string };
    ok(await client.post(`/messages/${sent.id}/reactions/%F0%9F%91%8D`, {}, 'superhero2'));
    ok(
      await client.post(
        '/messages',
        {
          category: 'message',
          type: 'image',
          receiver: 'superhero3',
          receiverType: 'user',
          data: { attachments: [{ url: 'https://x.example/a.png' }] },
        },
        'superhero2',
      ),
    );
    const all = (await page(client, '')).data;
    const reaction = all.find((r) => r.reactionId !== undefined && r.reactionReceiver === 'superhero1');
    assert.ok(reaction, JSON.stringify(all));
    const fields = [
      'messageId',
      'reactionId',
      'messageCategory',
      'messageType',
      'trigger',
      'sender',
      'reactionSender',
      'receiver',
      'receiverType',
      'reactionReceiver',
      'member',
      'channel',
      'provider',
      'notificationTriggered',
    ];
    for (const field of fields) {
      const value = reaction[field];
      const narrowed = (await page(client, `?${field}=${encodeURIComponent(String(value))}`)).data;
      assert.ok(
        narrowed.some((r) => r._id === reaction._id),
        field,
      );
      assert.ok(
        narrowed.every((r) => r[field] === value),
        field,
      );
      assert.ok(narrowed.length < all.length || all.every((r) => r[field] === value), `${field} narrows`);
    }
    // The image's one-to-one record is the only one of another type and receiver type.
    const image = (await page(client, '?messageType=image&receiverType=user')).data;
    assert.equal(image.length, 1);
    const details = (image[0]!.payload as { notificationDetails: { body: string } }).notificationDetails;
    assert.equal(details.body, '📷 Has sent an image', 'the media template');
    assert.deepEqual(
      (await page(client, '?reason=MUTE_PREFERENCE')).data.map((r) => r.member),
      ['superhero2'],
      'the fixtures’ record',
    );
    assert.equal((await page(client, '?success=true')).data.length, 0, 'custom deliveries are pending');
    const sentAt = reaction.messageSentAtMS as number;
    const custom = all.filter((r) => r.provider === 'custom').length;
    assert.equal((await page(client, `?provider=custom&from=${sentAt + 1}`)).data.length, 0);
    assert.equal(
      (await page(client, `?provider=custom&from=${sentAt}&to=${sentAt}`)).meta.current.count,
      custom,
    );
    assert.equal((await page(client, `?to=${sentAt - 1}`)).data.length, 0);
  });

  it('page 20 at a time newest first, `append` reading on and `prepend` reading back', async () => {
    const client = await appWith(withCustomPush);
    // 25 one-to-one messages, one record each.
    for (let i = 0; i < 25; i += 1) {
      ok(
        await client.post(
          '/messages',
          {
            category: 'message',
            type: 'text',
            receiver: 'superhero2',
            receiverType: 'user',
            data: { text: `m${i}` },
          },
          'superhero1',
        ),
      );
    }
    const first = await page(client, '');
    assert.equal(first.meta.current.count, 20);
    assert.deepEqual(first.meta.current, { limit: 20, count: 20 });
    const ids = first.data.map((r) => r.messageId as number);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest first',
    );
    const next = first.meta.next!;
    assert.equal(next.affix, 'append');
    const second = await page(client, `?affix=append&logId=${next.logId}`);
    assert.equal(second.meta.current.count, 6, 'five and the fixtures’ record');
    assert.ok((second.data[0]!.messageId as number) < ids.at(-1)!);
    const back = await page(client, `?affix=prepend&logId=${second.meta.previous!.logId}`);
    assert.deepEqual(
      back.data.map((r) => r._id),
      first.data.map((r) => r._id),
    );
    assert.deepEqual((await page(client, `?affix=prepend&logId=${first.data[0]!._id}`)).data, []);
  });

  it('answer records a state import stored with ids and values the outbox does not write', async () => {
    const client = await appWith((state) => {
      state.notificationLogs.push({
        _id: 'imported-1',
        processingStartedAtMS: 0,
        processingEndedAtMS: 0,
        totalProcessingTimeInMS: 0,
        component: 'elsewhere',
        channel: 'sms',
        provider: 'twilio',
        trigger: 'after_group_joined',
        messageId: 0,
        notificationTriggered: false,
        reason: 'SOMETHING_ELSE',
      });
    });
    const newest = await page(client, '');
    assert.equal(newest.data[0]!._id, 'imported-1');
    assert.equal(newest.meta.previous?.logId, 'imported-1');
  });

  it('keep the newest 10,000 records: one more drops the oldest', async () => {
    const stored = Array.from({ length: 10_000 }, (_, i) => ({
      _id: (NOW - 100).toString(16) + (i + 1).toString(16).padStart(16, '0'),
      processingStartedAtMS: (NOW - 100) * 1000,
      processingEndedAtMS: (NOW - 100) * 1000,
      totalProcessingTimeInMS: 0,
      component: 'notifications-core',
      channel: 'push' as const,
      provider: 'custom' as const,
      trigger: 'after_message',
      notificationTriggered: true,
    }));
    const client = await appWith((state) => {
      withCustomPush(state);
      state.notificationLogs = stored;
    });
    ok(
      await client.post(
        '/messages',
        {
          category: 'message',
          type: 'text',
          receiver: 'superhero2',
          receiverType: 'user',
          data: { text: 'one more' },
        },
        'superhero1',
      ),
    );
    // Written before stored[2]: stored[1] alone, the oldest (stored[0]) dropped.
    const older = (await page(client, `?affix=append&logId=${stored[2]!._id}`)).data;
    assert.deepEqual(
      older.map((r) => r._id),
      [stored[1]!._id],
    );
    const newest = (await page(client, '')).data[0]!;
    assert.equal(newest.receiver, 'superhero2');
    assert.ok(newest._id > stored.at(-1)!._id);
  });
});
