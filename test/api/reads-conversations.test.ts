import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GUID, NOW, expectError, ok, sandbox, type Client, type Data } from './api-client.ts';

const { fresh } = sandbox();
/** Seconds to move the clock so a new message is newer than every fixture message. */
const LATER = 500_000;
const ids = (list: { conversationId: string }[]) => list.map((c) => c.conversationId);

async function send(client: Client, from: string, to: string, text: string, receiverType = 'user') {
  return ok(
    await client.post(
      '/messages',
      { receiver: to, receiverType, category: 'message', type: 'text', data: { text } },
      from,
    ),
  );
}

describe('GET /conversations', () => {
  test('list conversations — a new one-to-one message — first, newest activity first, unread counted', async () => {
    const client = fresh();
    client.advanceClock(LATER);
    const m = await send(client, 'superhero3', 'superhero4', 'hello');
    const list = ok(await client.get('/conversations', 'superhero4'));
    assert.equal(list[0].conversationId, m.conversationId);
    assert.equal(list[0].conversationType, 'user');
    assert.equal(list[0].unreadMessageCount, '1');
    assert.equal(list[0].lastMessage.id, m.id);
    assert.equal(list[0].conversationWith.uid, 'superhero3');
    assert.equal(list[0].updatedAt, NOW + LATER);
    const sender = ok(await client.get('/conversations', 'superhero3'));
    assert.equal(
      sender.find((c: { conversationId: string }) => c.conversationId === m.conversationId)
        .unreadMessageCount,
      '0',
    );
  });

  test('list conversations — marked read — unread 0, and left out with unread=true', async () => {
    const client = fresh();
    const m = await send(client, 'superhero3', 'superhero4', 'hello');
    ok(await client.post('/users/superhero3/conversation/read', {}, 'superhero4'));
    const list = ok(await client.get('/conversations', 'superhero4'));
    assert.equal(
      list.find((c: { conversationId: string }) => c.conversationId === m.conversationId).unreadMessageCount,
      '0',
    );
    // The fixtures leave superhero5's message to superhero4 unread: unread=true keeps that one and
    // drops the one just read, so a filter that keeps none or all fails.
    const fromFive = ok(await client.get('/users/superhero5/conversation', 'superhero4'));
    assert.equal(fromFive.unreadMessageCount, '1');
    assert.deepEqual(ids(list).sort(), [m.conversationId, fromFive.conversationId].sort());
    assert.deepEqual(ids(ok(await client.get('/conversations?unread=true', 'superhero4'))), [
      fromFive.conversationId,
    ]);
  });

  test('list conversations — searchKey — matches a uid, a user name or a group name, any case', async () => {
    const client = fresh();
    const spider = await send(client, 'superhero3', 'superhero4', 'hello');
    const xmen = await send(client, 'superhero4', 'x-men', 'hello team', 'group');
    const cyclops = ok(await client.get('/users/superhero5/conversation', 'superhero4'));
    // Each key keeps one conversation and drops the others: a filter that keeps none or all fails.
    const all = ids(ok(await client.get('/conversations', 'superhero4'))).sort();
    assert.deepEqual(all, [spider.conversationId, cyclops.conversationId, xmen.conversationId].sort());
    const search = async (key: string) =>
      ids(ok(await client.get(`/conversations?searchKey=${encodeURIComponent(key)}`, 'superhero4')));
    assert.deepEqual(await search('SPIDER'), [spider.conversationId]);
    assert.deepEqual(await search('hero5'), [cyclops.conversationId]);
    assert.deepEqual(await search('x-m'), [xmen.conversationId]);
    assert.deepEqual(await search('nobody-by-this-name'), []);
  });

  test('list conversations — userTags and groupTags — the tagged kept, the others dropped', async () => {
    const client = fresh();
    ok(await client.post('/users', { uid: 'tagged', name: 'Tagged', tags: ['vip'] }));
    const m = await send(client, 'tagged', 'superhero1', 'hello');
    const all = ids(ok(await client.get('/conversations', 'superhero1')));
    // superhero1 has two one-to-one conversations besides the tagged user's, and two groups, tagged
    // 'heroes' and 'missions' by the fixtures.
    assert.deepEqual([...all].sort(), [
      'group_avengers-hq',
      `group_${GUID}`,
      'superhero1_user_superhero2',
      'superhero1_user_superhero3',
      m.conversationId,
    ]);
    assert.deepEqual(ids(ok(await client.get('/conversations?userTags=vip,other', 'superhero1'))), [
      m.conversationId,
    ]);
    assert.deepEqual(ids(ok(await client.get('/conversations?groupTags=missions', 'superhero1'))), [
      'group_avengers-hq',
    ]);
    assert.deepEqual(
      ids(ok(await client.get('/conversations?groupTags=heroes,missions', 'superhero1'))).sort(),
      ['group_avengers-hq', `group_${GUID}`],
    );
    assert.deepEqual(ids(ok(await client.get('/conversations?userTags=missions', 'superhero1'))), []);
  });

  test('list conversations — a blocked user — left out unless includeBlockedUsers, blocked info on request', async () => {
    const client = fresh();
    const m = await send(client, 'superhero3', 'superhero4', 'hello');
    ok(await client.post('/users/superhero4/blockedusers', { blockedUids: ['superhero3'] }));
    const has = (list: { conversationId: string }[]) =>
      list.some((c) => c.conversationId === m.conversationId);
    assert.equal(has(ok(await client.get('/conversations', 'superhero4'))), false);
    const all = ok(
      await client.get('/conversations?includeBlockedUsers=true&withBlockedInfo=true', 'superhero4'),
    );
    assert.equal(
      all.find((c: { conversationId: string }) => c.conversationId === m.conversationId).conversationWith
        .blockedByMe,
      true,
    );
  });

  test('list conversations — a group reset by the viewer — gone until a new message', async () => {
    const client = fresh();
    ok(await client.del(`/groups/${GUID}/conversation`, undefined, 'superhero1'));
    const group = (list: Data[]) => list.find((c) => c.conversationId === `group_${GUID}`);
    assert.equal(group(ok(await client.get('/conversations', 'superhero1'))), undefined);
    const m = await send(client, 'superhero2', GUID, 'after the reset', 'group');
    const back = group(ok(await client.get('/conversations?conversationType=group', 'superhero1')));
    assert.equal(back?.lastMessage.id, m.id);
    assert.equal(back?.conversationWith.guid, GUID);
    assert.equal(back?.conversationWith.hasJoined, true);
  });

  test('list conversations — without onBehalfOf, or a cursored index — 501 naming it', async () => {
    const client = fresh();
    const res = await client.get('/conversations');
    expectError(res, 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX');
    assert.deepEqual(Object.keys(res.body.error.details), ['onBehalfOf']);
    expectError(
      await client.get('/conversations?useCursoredIndex=1', 'superhero1'),
      501,
      'ERR_NOT_SUPPORTED_BY_SANDBOX',
    );
    ok(await client.get('/conversations?useCursoredIndex=0', 'superhero1'));
    assert.deepEqual(ok(await client.get('/conversations?onlyAgentic=true', 'superhero1')), []);
  });
});

describe('GET /conversations/{id}, /users/{uid}/conversation, /groups/{guid}/conversation', () => {
  test('get conversation — three ways to the same one — the same record', async () => {
    const client = fresh();
    const m = await send(client, 'superhero3', 'superhero4', 'hello');
    const byId = ok(await client.get(`/conversations/${m.conversationId}`, 'superhero4'));
    const byUser = ok(await client.get('/users/superhero3/conversation', 'superhero4'));
    assert.deepEqual(byId, byUser);
    assert.equal(byId.lastMessage.id, m.id);
    const group = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1'));
    assert.equal(group.conversationId, `group_${GUID}`);
  });

  test("get conversation — someone else's or one without messages — 404 ERR_CONVERSATION_NOT_ACCESSIBLE", async () => {
    const client = fresh();
    const m = await send(client, 'superhero3', 'superhero4', 'hello');
    expectError(
      await client.get(`/conversations/${m.conversationId}`, 'superhero5'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    expectError(
      await client.get('/users/superhero3/conversation', 'superhero5'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
    ok(await client.post('/users', { uid: 'outsider', name: 'Outsider' }));
    expectError(
      await client.get(`/groups/${GUID}/conversation`, 'outsider'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
  });
});
