/**
 * How the marks read (SPEC 17): one-to-one messages carry the receiver's `deliveredAt` and `readAt`,
 * the time a mark first covered them, wherever a message is presented; group messages never; the
 * `unread` and `undelivered` filters follow the marks; an erasure takes the marks with it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GUID, NOW, ok, sandbox, type Client, type Data } from './api-client.ts';

const { fresh } = sandbox();

/** The fixtures' pair: message 1 from superhero2, 2 from superhero1, 3 from superhero2. */
const PAIR = 'superhero1_user_superhero2';
const to = (client: Client, how: string, body: object | undefined, as: string, other: string) =>
  client.post(`/users/${other}/conversation/${how}`, body, as);
const receipts = (m: Data) => [m.id, m.deliveredAt, m.readAt];
const message = async (client: Client, id: string) => ok(await client.get(`/messages/${id}`));
const listed = async (client: Client, query = '') =>
  (ok(await client.get(`/users/superhero2/messages${query}`, 'superhero1')) as Data[]).map(receipts);

describe('deliveredAt and readAt', () => {
  test('marks at three times — each message shows when a mark first covered it, its receiver’s only', async () => {
    const client = fresh();
    ok(await to(client, 'delivered', { messageId: 1 }, 'superhero1', 'superhero2'));
    client.advanceClock(60);
    ok(await to(client, 'read', { messageId: 1 }, 'superhero1', 'superhero2'));
    client.advanceClock(60);
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    assert.deepEqual(receipts(await message(client, '1')), ['1', NOW, NOW + 60]);
    assert.deepEqual(receipts(await message(client, '3')), ['3', NOW + 120, NOW + 120]);
    // Message 2 is superhero1's: superhero2's marks, which do not exist, would cover it.
    assert.deepEqual(receipts(await message(client, '2')), ['2', undefined, undefined]);
    assert.deepEqual(await listed(client), [
      ['1', NOW, NOW + 60],
      ['2', undefined, undefined],
      ['3', NOW + 120, NOW + 120],
    ]);
    const conversation = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.deepEqual(receipts(conversation.lastMessage), ['3', NOW + 120, NOW + 120]);
  });

  test('unread from 3, read again later — 3 gets the later time, 1 keeps its first', async () => {
    const client = fresh();
    ok(await to(client, 'read', { messageId: 1 }, 'superhero1', 'superhero2'));
    client.advanceClock(60);
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    ok(await client.del('/users/superhero2/conversation/read', { messageId: 3 }, 'superhero1'));
    assert.deepEqual(await listed(client), [
      ['1', NOW, NOW],
      ['2', undefined, undefined],
      ['3', NOW + 60, undefined],
    ]);
    client.advanceClock(60);
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    assert.deepEqual(receipts(await message(client, '3')), ['3', NOW + 60, NOW + 120]);
    assert.deepEqual(receipts(await message(client, '1')), ['1', NOW, NOW]);
  });

  test('a message edited after it was read — the action’s `on` entity shows its receipts; group messages none, even to a member named as the group', async () => {
    const client = fresh();
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    const action = ok(await client.put('/messages/3', { data: { text: 'edited' } }, 'superhero2'));
    assert.deepEqual(receipts(action.data.entities.on.entity), ['3', NOW, NOW]);
    // A user whose uid is the group's guid: the receiver of a group message names no user's marks.
    ok(await client.post('/users', { uid: GUID, name: 'Namesake' }));
    ok(await client.post(`/groups/${GUID}/members`, { participants: [GUID] }));
    ok(await client.post(`/groups/${GUID}/conversation/read`, undefined, GUID));
    const group = ok(await client.get(`/groups/${GUID}/messages`, GUID)) as Data[];
    assert.ok(group.length > 0);
    assert.ok(group.every((m) => m.deliveredAt === undefined && m.readAt === undefined));
  });
});

describe('the unread and undelivered filters', () => {
  test('undelivered as superhero1 — what they received above their delivered mark; unread follows unread marks', async () => {
    const client = fresh();
    assert.deepEqual(
      (await listed(client, '?undelivered=true')).map(([id]) => id),
      ['1', '3'],
    );
    ok(await to(client, 'delivered', { messageId: 1 }, 'superhero1', 'superhero2'));
    assert.deepEqual(
      (await listed(client, '?undelivered=true')).map(([id]) => id),
      ['3'],
    );
    assert.deepEqual(
      (await listed(client, '?undelivered=false')).map(([id]) => id),
      ['1', '2'],
    );
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    ok(await client.del('/users/superhero2/conversation/read', { messageId: 3 }, 'superhero1'));
    assert.deepEqual(
      (await listed(client, '?unread=true')).map(([id]) => id),
      ['3'],
    );
  });

  test('undelivered without onBehalfOf — the one-to-one messages without deliveredAt, no group message', async () => {
    const client = fresh();
    ok(await to(client, 'delivered', undefined, 'superhero1', 'superhero2'));
    const ids = (ok(await client.get('/messages?undelivered=true&limit=100')) as Data[]).map((m) => m.id);
    assert.ok(ids.includes('2') && ids.includes('10'), ids.join());
    assert.ok(!ids.includes('1') && !ids.includes('3'), 'delivered to superhero1');
    assert.ok(!ids.includes('4') && !ids.includes('9'), 'group messages');
  });
});

describe('erasure', () => {
  test('erase superhero2, then delete the group — their read and delivered marks go with them, the others stay until then', async () => {
    const client = fresh();
    ok(await to(client, 'read', undefined, 'superhero1', 'superhero2'));
    ok(await client.post(`/groups/${GUID}/conversation/delivered`, undefined, 'superhero2'));
    ok(await client.post(`/groups/${GUID}/conversation/delivered`, undefined, 'superhero3'));
    ok(await client.del('/users/superhero2', { permanent: true }));
    const erased = await client.state();
    assert.deepEqual(erased.readMarks, []);
    assert.deepEqual(
      erased.deliveredMarks.map((m) => [m.uid, m.conversationId]),
      [['superhero3', `group_${GUID}`]],
    );
    ok(await client.del(`/groups/${GUID}`));
    assert.deepEqual((await client.state()).deliveredMarks, []);
    assert.ok(!JSON.stringify(await client.state()).includes(PAIR));
  });
});
