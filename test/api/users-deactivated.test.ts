/**
 * A deactivated user across the other operations (SPEC 16 "Deactivated users"): it can neither act,
 * be reached nor be changed (404 ERR_UID_NOT_FOUND saying so, or that uid's own result where each uid
 * has one); what exists stays and can be removed.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT, type Client, GUID, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

async function withDeactivated(...uids: string[]): Promise<Client> {
  const client = fresh();
  ok(await client.del('/users', { uidsToDeactivate: uids }));
  return client;
}

function expectDeactivated(res: { status: number; body: { error?: { message: string } } }, uid: string) {
  expectError(res as never, 404, 'ERR_UID_NOT_FOUND');
  assert.equal(res.body.error?.message, `The user with uid ${uid} is deactivated.`);
}

const text = (receiver: string, receiverType = 'user') => ({
  category: 'message',
  receiver,
  receiverType,
  data: { text: 'hi' },
});

describe('a deactivated user cannot act', () => {
  test('as onBehalfOf of a read or a write — 404 saying deactivated', async () => {
    const client = await withDeactivated('superhero1');
    expectDeactivated(await client.get('/users/superhero2/messages', 'superhero1'), 'superhero1');
    expectDeactivated(await client.get('/groups', 'superhero1'), 'superhero1');
    expectDeactivated(await client.post('/messages', text('superhero2'), 'superhero1'), 'superhero1');
    expectDeactivated(await client.post('/messages/4/reactions/x', {}, 'superhero1'), 'superhero1');
  });

  test('a deactivated bot sends nothing — 404 saying deactivated', async () => {
    const client = await withDeactivated(BOT);
    expectDeactivated(await client.post(`/bots/${BOT}/messages`, text('superhero1')), BOT);
  });

  test('blocking by a deactivated user — 404; unblocking what exists still works', async () => {
    const client = await withDeactivated('superhero4');
    expectDeactivated(
      await client.post('/users/superhero4/blockedusers', { blockedUids: ['superhero1'] }),
      'superhero4',
    );
    const results = ok(await client.del('/users/superhero4/blockedusers', { blockedUids: [BOT] }));
    assert.equal(results[BOT].success, true);
  });
});

describe('a deactivated user cannot be reached', () => {
  test('as the receiver of a user or a bot — 404 saying deactivated, nothing stored', async () => {
    const client = await withDeactivated('superhero2');
    const before = await client.state();
    expectDeactivated(await client.post('/messages', text('superhero2'), 'superhero1'), 'superhero2');
    expectDeactivated(await client.post(`/bots/${BOT}/messages`, text('superhero2')), 'superhero2');
    assert.deepEqual(await client.state(), before);
  });

  test('as a new member — that uid fails with its own result, the others join', async () => {
    const client = await withDeactivated('superhero4');
    const data = ok(
      await client.post(`/groups/${GUID}/members`, { participants: ['superhero4', 'superhero5'] }),
    );
    assert.deepEqual(data.participants.superhero4, {
      success: false,
      error: { code: 'ERR_UID_NOT_FOUND', message: 'The user with uid superhero4 is deactivated.' },
    });
    assert.equal(data.participants.superhero5.success, false, 'superhero5 is banned, for its own reason');
  });

  test('as an initial member of a new group — its own result; as its owner — 404', async () => {
    const client = await withDeactivated('superhero4');
    const group = ok(
      await client.post('/groups', {
        guid: 'g-new',
        name: 'New',
        type: 'public',
        members: { participants: ['superhero4', 'superhero3'] },
      }),
    );
    assert.equal(group.members.participants.superhero4.error.code, 'ERR_UID_NOT_FOUND');
    assert.equal(group.members.participants.superhero3.success, true);
    expectDeactivated(
      await client.post('/groups', { guid: 'g-owned', name: 'Owned', type: 'public', owner: 'superhero4' }),
      'superhero4',
    );
  });

  test('for a new token — 404; the tokens it has are still listed', async () => {
    const client = await withDeactivated('superhero1');
    expectDeactivated(await client.post('/users/superhero1/auth_tokens', { force: true }), 'superhero1');
    expectDeactivated(await client.post('/users/superhero1/auth_tokens', {}), 'superhero1');
    assert.equal(ok(await client.get('/users/superhero1/auth_tokens')).length, 2);
  });

  test('as a newly blocked user — that uid fails with its own result', async () => {
    const client = await withDeactivated('superhero3');
    const results = ok(
      await client.post('/users/superhero1/blockedusers', { blockedUids: ['superhero3', 'superhero2'] }),
    );
    assert.deepEqual(results.superhero3, {
      success: false,
      error: { code: 'ERR_UID_NOT_FOUND', message: 'The user with uid superhero3 is deactivated.' },
    });
    assert.equal(results.superhero2.success, true);
  });
});

describe('what exists stays and can be removed', () => {
  test('kick, ban and unban a deactivated user; delete it; its messages stay', async () => {
    const client = await withDeactivated('superhero3', 'superhero5');
    ok(await client.del(`/groups/${GUID}/members/superhero3`));
    ok(await client.post(`/groups/${GUID}/bannedusers/superhero3`));
    ok(await client.del(`/groups/${GUID}/bannedusers/superhero5`));
    ok(await client.get('/messages/10', 'superhero1'));
    ok(await client.del('/users/superhero3'));
    ok(await client.del('/users/superhero3', { permanent: true }));
    expectError(await client.get('/users/superhero3'), 404, 'ERR_UID_NOT_FOUND');
  });
});
