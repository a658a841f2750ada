/**
 * One bot message through every operation that touches a message: reacted to, saved, quoted,
 * blocked and hidden by a conversation reset, each step checked through the API alone.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, GUID, NOW, botText, expectError, ok, sandbox, newMessageId } from './api-client.ts';

const { fresh } = sandbox();

describe('A bot message across operations', () => {
  test('bot message — reacted, saved, quoted, blocked, reset — every view consistent', async () => {
    const client = fresh();
    const react = (id: string, emoji: string, uid: string) =>
      client.post(`/messages/${id}/reactions/${encodeURIComponent(emoji)}`, undefined, uid);

    const briefing = await botText(client, GUID, 'Mission briefing at 0900');
    assert.deepEqual([briefing.id, briefing.data.moderation.status], [newMessageId(), 'pending']);

    ok(await react(briefing.id, '👍', 'superhero1'));
    ok(await react(briefing.id, '👍', 'superhero2'));
    const afterReactions = ok(await react(briefing.id, '🎉', 'superhero3'));
    assert.deepEqual(afterReactions.data.reactions, [
      { reaction: '👍', count: 2 },
      { reaction: '🎉', count: 1, reactedByMe: true },
    ]);

    client.advanceClock(30);
    const saved = ok(await client.post(`/messages/${briefing.id}/save`, undefined, 'superhero3'));
    assert.deepEqual([saved.savedAt, saved.data.reactions.length], [NOW + 30, 2]);

    const quoting = ok(
      await client.post(`/bots/${BOT}/messages`, {
        category: 'message',
        receiver: 'superhero2',
        receiverType: 'user',
        quotedMessageId: briefing.id,
        data: { text: 'Did you see the briefing?' },
      }),
    );
    assert.equal(quoting.quotedMessage.id, briefing.id);
    assert.deepEqual(quoting.quotedMessage.data.reactions, [
      { reaction: '👍', count: 2 },
      { reaction: '🎉', count: 1 },
    ]);

    const spam = await botText(client, GUID, 'Free spam for the team');
    const blockedList = ok(await client.get('/moderation/blocked-messages'));
    assert.deepEqual(
      blockedList.map((r: { message: { id: string } }) => r.message.id),
      [spam.id, '7'],
    );
    expectError(await react(spam.id, '👍', 'superhero3'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');

    const joined = ok(
      await client.post(`/groups/${GUID}/members`, { participants: ['superhero4'] }, 'superhero1'),
    );
    assert.equal(joined.participants.superhero4.data.data.entities.for.entity.membersCount, 5);
    ok(await react(briefing.id, '👀', 'superhero4'));

    ok(await client.del(`/groups/${GUID}/conversation`, { preserveOrder: true }, 'superhero3'));
    expectError(await react(briefing.id, '👍', 'superhero3'), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(
      await client.post(`/messages/${briefing.id}/save`, undefined, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.get(`/messages/${briefing.id}/reactions`, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );

    const stillVisible = ok(await react(briefing.id, '👍', 'superhero2'));
    assert.deepEqual(stillVisible.data.reactions[0], { reaction: '👍', count: 2, reactedByMe: true });
    const records = ok(await client.get(`/messages/${briefing.id}/reactions`, 'superhero2'));
    assert.deepEqual(
      records.map((r: { uid: string; reaction: string }) => `${r.uid} ${r.reaction}`),
      ['superhero1 👍', 'superhero2 👍', 'superhero3 🎉', 'superhero4 👀'],
    );

    const afterReset = await botText(client, GUID, 'Briefing moved to 1000');
    ok(await react(afterReset.id, '👍', 'superhero3'));
    assert.deepEqual(
      ok(await client.get('/moderation/blocked-messages')).map(
        (r: { message: { id: string } }) => r.message.id,
      ),
      [spam.id, '7'],
      'a reset does not touch moderation records',
    );
  });
});
