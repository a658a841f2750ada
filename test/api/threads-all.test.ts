/**
 * GET /threads: thread parents by activity. Each test builds the same threads, a reply at a time with
 * the clock moved on: message 4 (group cometchat-guid-1) at NOW + 10, message 10 (superhero1 and
 * superhero3) at NOW + 20, message 3 (superhero1 and superhero2) at NOW and again at NOW + 30.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();
const S1 = 'superhero1';
const S2 = 'superhero2';
const S3 = 'superhero3';
const words = (text: string) => ({ category: 'message', data: { text } });
const reply = async (client: Client, parent: string, as: string, text = 'in thread'): Promise<string> =>
  ok(await client.post(`/messages/${parent}/thread`, words(text), as)).id;

interface Thread {
  id: string;
  updatedAt: number;
  replyCount: number;
  lastReply: { id: string; parentId: string };
  unreadRepliesCount?: number;
}

async function threads(client: Client, query = '', as?: string) {
  const res = await client.get(`/threads${query}`, as);
  return { list: ok(res) as Thread[], meta: res.body.meta };
}
const ids = (list: Thread[]) => list.map((t) => t.id);

async function built(): Promise<{ client: Client; last: Record<string, string> }> {
  const client = fresh();
  await reply(client, '3', S1);
  client.advanceClock(10);
  const on4 = await reply(client, '4', S2);
  client.advanceClock(10);
  const on10 = await reply(client, '10', S3);
  client.advanceClock(10);
  const on3 = await reply(client, '3', S2);
  return { client, last: { '3': on3, '4': on4, '10': on10 } };
}

describe('GET /threads', () => {
  test('threads — as the app — every parent with a reply, least recently active first, with its last reply and meta', async () => {
    const { client, last } = await built();
    const { list, meta } = await threads(client);
    assert.deepEqual(ids(list), ['4', '10', '3']);
    assert.deepEqual(
      list.map((t) => [t.updatedAt, t.replyCount, t.lastReply.id, t.lastReply.parentId]),
      [
        [NOW + 10, 1, last['4'], '4'],
        [NOW + 20, 1, last['10'], '10'],
        [NOW + 30, 2, last['3'], '3'],
      ],
    );
    assert.ok(list.every((t) => t.unreadRepliesCount === undefined));
    assert.deepEqual(meta, {
      current: { limit: 100, count: 3 },
      next: { affix: 'append', updatedAt: NOW + 30, id: '3' },
      previous: { affix: 'prepend', updatedAt: NOW + 10, id: '4' },
    });
  });

  test('threads — onBehalfOf — only the conversations the user takes part in', async () => {
    const { client } = await built();
    assert.deepEqual(ids((await threads(client, '', S2)).list), ['4', '3']);
    assert.deepEqual(ids((await threads(client, '', S3)).list), ['4', '10']);
    assert.deepEqual(ids((await threads(client, '', 'superhero4')).list), []);
    // Kicked from the group, superhero3 no longer takes part in its threads.
    ok(await client.del('/groups/cometchat-guid-1/members/superhero3'));
    assert.deepEqual(ids((await threads(client, '', S3)).list), ['10']);
  });

  test('threads — limit and the cursor read back and on, by updatedAt and id, ties broken by id', async () => {
    const { client } = await built();
    client.advanceClock(10);
    await reply(client, '8', S1);
    await reply(client, '5', S1);
    // Messages 5 and 8 are now both active at NOW + 40: 5 before 8.
    const { list, meta } = await threads(client, '?limit=2');
    assert.deepEqual(ids(list), ['5', '8']);
    const back = `?limit=2&affix=prepend&updatedAt=${meta.previous.updatedAt}&id=${meta.previous.id}`;
    assert.deepEqual(ids((await threads(client, back)).list), ['10', '3']);
    assert.deepEqual(ids((await threads(client, `?affix=prepend&updatedAt=${NOW + 40}&id=8`)).list), [
      '4',
      '10',
      '3',
      '5',
    ]);
    assert.deepEqual(ids((await threads(client, `?limit=2&affix=append&updatedAt=${NOW + 10}&id=4`)).list), [
      '10',
      '3',
    ]);
    // updatedAt alone reads past every thread of that activity.
    assert.deepEqual(ids((await threads(client, `?affix=prepend&updatedAt=${NOW + 40}`)).list), [
      '4',
      '10',
      '3',
    ]);
    assert.deepEqual(ids((await threads(client, `?affix=append&updatedAt=${NOW + 30}`)).list), ['5', '8']);
  });

  test('threads — participatedByMe and withUnreadReplyCount — for the acting user', async () => {
    const { client, last } = await built();
    // superhero1 sent message 4 and replied to 3; message 10 and its reply are superhero3's.
    assert.deepEqual(ids((await threads(client, '?participatedByMe=true', S1)).list), ['4', '3']);
    assert.deepEqual(ids((await threads(client, '?participatedByMe=false', S1)).list), ['4', '10', '3']);
    const unread = async () =>
      (await threads(client, '?withUnreadReplyCount=true', S1)).list.map((t) => [t.id, t.unreadRepliesCount]);
    assert.deepEqual(await unread(), [
      ['4', 1],
      ['10', 1],
      ['3', 1],
    ]);
    ok(await client.post('/users/superhero2/conversation/read', { messageId: Number(last['3']) }, S1));
    assert.deepEqual(await unread(), [
      ['4', 1],
      ['10', 1],
      ['3', 0],
    ]);
  });

  test('threads — a reply only its sender sees, and replies deleted for good', async () => {
    const { client, last } = await built();
    const blocked = await reply(client, '9', S2, 'buy spam now');
    assert.deepEqual(ids((await threads(client, '', S2)).list), ['4', '3', '9']);
    assert.deepEqual(ids((await threads(client, '', S1)).list), ['4', '10', '3']);
    assert.deepEqual(ids((await threads(client)).list), ['4', '10', '3']);
    ok(await client.del(`/messages/${blocked}`, { permanent: true }));
    ok(await client.del(`/messages/${last['10']}`, { permanent: true }));
    ok(await client.del('/messages/4', { permanent: true }));
    assert.deepEqual(ids((await threads(client)).list), ['3']);
  });

  test('threads — refused: filters without onBehalfOf, withMentionCount, limit out of range, an unknown user', async () => {
    const client = fresh();
    const res = await client.get('/threads?participatedByMe=true');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['participatedByMe']);
    assertDetails(await client.get('/threads?withUnreadReplyCount=true'), ['withUnreadReplyCount']);
    expectError(await client.get('/threads?withMentionCount=true', S1), 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX');
    expectError(await client.get('/threads?limit=1001'), 400, 'ERR_BAD_REQUEST');
    expectError(await client.get('/threads?limit=0'), 400, 'ERR_BAD_REQUEST');
    expectError(await client.get('/threads', 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });
});
