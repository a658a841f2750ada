import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BOT, GUID, NOW, botText, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const ids = (data: { id: string }[]) => data.map((m) => m.id);

/** Sends `text` from `from` to `to` (a uid, or a group guid) and returns the message. */
async function send(client: Client, from: string, to: string, text: string, receiverType = 'user') {
  return ok(
    await client.post(
      '/messages',
      { receiver: to, receiverType, category: 'message', type: 'text', data: { text } },
      from,
    ),
  );
}

describe('GET /groups/{guid}/messages', () => {
  test('list group messages — no cursor — the newest `limit`, oldest first, with cursors to read on', async () => {
    const client = fresh();
    const sent = [];
    for (let i = 0; i < 5; i += 1) sent.push(await botText(client, GUID, `m${i}`));
    const res = await client.get(`/groups/${GUID}/messages?limit=3`);
    const data = ok(res);
    assert.deepEqual(
      ids(data),
      sent.slice(2).map((m) => m.id),
    );
    assert.deepEqual(res.body.meta.current, { limit: 3, count: 3 });
    assert.deepEqual(res.body.meta.next, { affix: 'append', sentAt: NOW, id: sent[4].id });
    assert.deepEqual(res.body.meta.previous, { affix: 'prepend', sentAt: NOW, id: sent[2].id });
    const before = ok(await client.get(`/groups/${GUID}/messages?limit=2&affix=prepend&id=${sent[2].id}`));
    assert.deepEqual(ids(before), [sent[0].id, sent[1].id]);
    const after = ok(await client.get(`/groups/${GUID}/messages?affix=append&id=${sent[3].id}`));
    assert.deepEqual(ids(after), [sent[4].id]);
  });

  test('list group messages — a member who reset the conversation — only what came after the reset', async () => {
    const client = fresh();
    await botText(client, GUID, 'before');
    ok(await client.del(`/groups/${GUID}/conversation`, undefined, 'superhero1'));
    const after = await botText(client, GUID, 'after');
    assert.deepEqual(ids(ok(await client.get(`/groups/${GUID}/messages`, 'superhero1'))), [after.id]);
    const others = ok(await client.get(`/groups/${GUID}/messages`, 'superhero2'));
    assert.ok(others.length > 1);
  });

  test('list group messages — a user who is not a member — 403 ERR_NOT_A_MEMBER', async () => {
    const client = fresh();
    ok(await client.post('/users', { uid: 'outsider', name: 'Outsider' }));
    expectError(await client.get(`/groups/${GUID}/messages`, 'outsider'), 403, 'ERR_NOT_A_MEMBER');
  });

  test('list group messages — a banned member — 403 ERR_NOT_A_MEMBER, they see nothing new', async () => {
    const client = fresh();
    ok(await client.post(`/groups/${GUID}/bannedusers/superhero3`, {}));
    expectError(await client.get(`/groups/${GUID}/messages`, 'superhero3'), 403, 'ERR_NOT_A_MEMBER');
  });

  test('list group messages — an unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    expectError(await fresh().get('/groups/nope/messages'), 404, 'ERR_GUID_NOT_FOUND');
  });

  test('list group messages — a filter the sandbox cannot honour — 501 naming it', async () => {
    const res = await fresh().get(`/groups/${GUID}/messages?hasMentions=true&myMentionsOnly=true`);
    expectError(res, 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX');
    assert.deepEqual(Object.keys(res.body.error.details).sort(), ['hasMentions', 'myMentionsOnly']);
  });
});

describe('GET /users/{uid}/messages', () => {
  test('list user messages — two users who wrote — their conversation only, as the viewer sees it', async () => {
    const client = fresh();
    const a = await send(client, 'superhero3', 'superhero5', 'hi 5');
    await send(client, 'superhero3', 'superhero4', 'hi 4');
    const b = await send(client, 'superhero5', 'superhero3', 'hi 3');
    assert.deepEqual(ids(ok(await client.get('/users/superhero5/messages', 'superhero3'))), [a.id, b.id]);
    assert.deepEqual(ids(ok(await client.get('/users/superhero3/messages', 'superhero5'))), [a.id, b.id]);
  });

  test('list user messages — without onBehalfOf — 400 naming the header', async () => {
    const res = await fresh().get('/users/superhero2/messages');
    expectError(res, 400, 'ERR_BAD_REQUEST');
  });

  test('list user messages — a message blocked by moderation — listed to its sender only', async () => {
    const client = fresh();
    const blocked = await send(client, 'superhero3', 'superhero5', 'this is badword');
    const clean = await send(client, 'superhero3', 'superhero5', 'this is fine');
    assert.deepEqual(ids(ok(await client.get('/users/superhero5/messages', 'superhero3'))), [
      blocked.id,
      clean.id,
    ]);
    assert.deepEqual(ids(ok(await client.get('/users/superhero3/messages', 'superhero5'))), [clean.id]);
    assert.deepEqual(ids(ok(await client.get(`/messages?conversationId=${clean.conversationId}`))), [
      clean.id,
    ]);
  });
});

describe('GET /messages', () => {
  test('list messages — filters of type, sender and reactions — only the matching messages', async () => {
    const client = fresh();
    for (const uid of ['wanda', 'vision']) ok(await client.post('/users', { uid, name: uid }));
    const a = await send(client, 'wanda', 'vision', 'one');
    const b = await send(client, 'vision', 'wanda', 'two');
    ok(await client.post(`/messages/${b.id}/reactions/👍`, {}, 'wanda'));
    const bySender = ok(await client.get('/messages?sender=wanda&limit=1'));
    assert.deepEqual(ids(bySender), [a.id]);
    const reacted = ok(await client.get('/messages?hasReactions=true', 'wanda'));
    assert.deepEqual(ids(reacted), [b.id]);
    assert.equal(reacted[0].data.reactions[0].reactedByMe, true);
    const search = ok(await client.get(`/messages?conversationId=${a.conversationId}&searchKey=TWO`));
    assert.deepEqual(ids(search), [b.id]);
  });

  test('list messages — deleted ones — shown with deletedAt, left out by hideDeleted, alone with onlyDeleted', async () => {
    const client = fresh();
    const a = await send(client, 'superhero4', 'superhero5', 'keep');
    const b = await send(client, 'superhero4', 'superhero5', 'drop');
    ok(await client.del(`/messages/${b.id}`, undefined, 'superhero4'));
    const path = `/messages?conversationId=${a.conversationId}`;
    const all = ok(await client.get(`${path}&category=message`));
    assert.ok(all.find((m: { id: string }) => m.id === b.id).deletedAt === NOW);
    assert.ok(!ids(ok(await client.get(`${path}&hideDeleted=true&category=message`))).includes(b.id));
    assert.deepEqual(ids(ok(await client.get(`${path}&onlyDeleted=true&category=message`))), [b.id]);
  });

  test('list messages — tags — left out unless withTags, filtered by tags', async () => {
    const client = fresh();
    const tagged = ok(
      await client.post(
        '/messages',
        {
          receiver: 'superhero5',
          receiverType: 'user',
          category: 'message',
          type: 'text',
          data: { text: 't' },
          tags: ['urgent'],
        },
        'superhero4',
      ),
    );
    const plain = ok(await client.get(`/messages?tags=urgent`));
    assert.deepEqual(ids(plain), [tagged.id]);
    assert.equal(plain[0].tags, undefined);
    assert.deepEqual(ok(await client.get(`/messages?tags=urgent&withTags=true`))[0].tags, ['urgent']);
  });

  test('list messages — a quoted reply — carries quotedMessage unless hideQuotedMessages', async () => {
    const client = fresh();
    const first = await send(client, 'superhero4', 'superhero5', 'question');
    const reply = ok(
      await client.post(
        '/messages',
        {
          receiver: 'superhero4',
          receiverType: 'user',
          category: 'message',
          type: 'text',
          data: { text: 'answer' },
          quotedMessageId: first.id,
        },
        'superhero5',
      ),
    );
    const listed = ok(await client.get(`/messages?conversationId=${first.conversationId}`)).find(
      (m: { id: string }) => m.id === reply.id,
    );
    assert.equal(listed.quotedMessage.id, first.id);
    const hidden = ok(
      await client.get(`/messages?conversationId=${first.conversationId}&hideQuotedMessages=true`),
    );
    assert.equal(hidden.find((m: { id: string }) => m.id === reply.id).quotedMessage, undefined);
  });

  test('list messages — a viewer — only the conversations they take part in', async () => {
    const client = fresh();
    await send(client, 'superhero2', 'superhero3', 'not for 4');
    const mine = await send(client, 'superhero5', 'superhero4', 'for 4');
    const seen = ok(await client.get('/messages?limit=1000', 'superhero4'));
    assert.ok(ids(seen).includes(mine.id));
    assert.ok(
      seen.every(
        (m: { conversationId: string; receiverType: string }) =>
          m.receiverType === 'group' || m.conversationId.includes('superhero4'),
      ),
    );
  });

  test('list messages — unread for a viewer — after their read mark, not their own', async () => {
    const client = fresh();
    const a = await send(client, 'superhero5', 'superhero4', 'one');
    ok(await client.post('/users/superhero5/conversation/read', {}, 'superhero4'));
    const b = await send(client, 'superhero5', 'superhero4', 'two');
    await send(client, 'superhero4', 'superhero5', 'mine');
    const unread = ok(
      await client.get(`/messages?conversationId=${a.conversationId}&unread=true`, 'superhero4'),
    );
    assert.deepEqual(ids(unread), [b.id]);
  });
});

describe('GET /messages/{id}', () => {
  test('get message — a viewer who reacted — reactedByMe in its reactions', async () => {
    const client = fresh();
    const m = await botText(client, 'superhero1', 'hello');
    ok(await client.post(`/messages/${m.id}/reactions/🎉`, {}, 'superhero1'));
    const seen = ok(await client.get(`/messages/${m.id}`, 'superhero1'));
    assert.deepEqual(seen.data.reactions, [{ reaction: '🎉', count: 1, reactedByMe: true }]);
    assert.equal(seen.sender, BOT);
  });

  test('get message — a user outside the conversation — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    const client = fresh();
    const m = await botText(client, 'superhero1', 'hello');
    expectError(await client.get(`/messages/${m.id}`, 'superhero3'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });

  test('get message — an unknown id — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await fresh().get('/messages/99999'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });
});
