/**
 * Call messages in the history (the fixtures' video call from superhero2 to superhero3, messages 14
 * to 16): listed and read like any message, the call shown as the `on` entity, never edited or deleted.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

describe('call messages', () => {
  test('list the one-to-one messages — the three states of the call, each with by, on and for', async () => {
    const messages = ok(await fresh().get('/users/superhero3/messages', 'superhero2'));
    const calls = messages.filter((m: { category: string }) => m.category === 'call');
    assert.deepEqual(
      calls.map((m: { id: string; sender: string; type: string; data: { action: string } }) => [
        m.id,
        m.sender,
        m.type,
        m.data.action,
      ]),
      [
        ['14', 'superhero2', 'video', 'initiated'],
        ['15', 'superhero3', 'video', 'ongoing'],
        ['16', 'superhero2', 'video', 'ended'],
      ],
    );
    const answered = calls[1].data.entities;
    assert.deepEqual([answered.by.entity.uid, answered.for.entity.uid], ['superhero3', 'superhero2']);
    assert.equal(answered.on.entityType, 'call');
    const call = answered.on.entity;
    assert.deepEqual(
      [
        call.sessionid,
        call.sender,
        call.receiver,
        call.status,
        call.initiatedAt,
        call.startedAt,
        call.endedAt,
      ],
      ['v-hangout-2-3', 'superhero2', 'superhero3', 'ongoing', 1700400500, 1700400506, undefined],
    );
    assert.equal(call.conversationId, 'superhero2_user_superhero3');
    assert.deepEqual(
      [call.data.entities.sender.entity.uid, call.data.entities.receiver.entity.uid],
      ['superhero2', 'superhero3'],
    );
    assert.equal(calls[2].data.entities.on.entity.endedAt, 1700400750);
  });

  test('filter by category call — only the call messages, from the app-wide list too', async () => {
    const client = fresh();
    const ids = (data: { id: string }[]) => data.map((m) => m.id);
    assert.deepEqual(ids(ok(await client.get('/messages?category=call'))), ['14', '15', '16']);
    assert.deepEqual(ids(ok(await client.get('/users/superhero2/messages?category=call', 'superhero3'))), [
      '14',
      '15',
      '16',
    ]);
  });

  test('the conversation — its last message is the ended call; a caller reads it by id', async () => {
    const client = fresh();
    const conversation = ok(await client.get('/users/superhero2/conversation', 'superhero3'));
    assert.deepEqual([conversation.lastMessage.id, conversation.lastMessage.category], ['16', 'call']);
    assert.equal(
      ok(await client.get('/messages/15', 'superhero2')).data.entities.on.entity.status,
      'ongoing',
    );
  });

  test('edit or delete a call message — 403 ERR_PERMISSION_DENIED, the call unchanged', async () => {
    const client = fresh();
    expectError(
      await client.put('/messages/14', { data: { text: 'x' } }, 'superhero2'),
      403,
      'ERR_PERMISSION_DENIED',
    );
    expectError(await client.del('/messages/16'), 403, 'ERR_PERMISSION_DENIED');
    assert.equal(ok(await client.get('/messages/16')).data.action, 'ended');
  });

  test('get a call message — a user outside the conversation — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(await fresh().get('/messages/14', 'superhero1'), 403, 'ERR_MESSAGE_NO_ACCESS');
  });
});
