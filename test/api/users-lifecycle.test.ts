/**
 * The users' lifecycle (SPEC 16): PUT /users/{uid}, DELETE /users/{uid} without `permanent`,
 * DELETE /users and PUT /users, on the checked store.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

describe('PUT /users/{uid}', () => {
  test('update user — every field — replaced, updatedAt now, the uid unchanged, stored', async () => {
    const client = fresh();
    const body = {
      name: 'Tony',
      avatar: 'https://example.com/t.png',
      link: 'https://example.com/tony',
      role: 'manager',
      statusMessage: 'In the lab',
      metadata: { a: 1 },
      tags: ['genius'],
    };
    const data = ok(await client.put('/users/superhero1', body));
    assert.deepEqual(
      { ...data, createdAt: undefined },
      {
        uid: 'superhero1',
        ...body,
        status: 'available',
        lastActiveAt: data.lastActiveAt,
        createdAt: undefined,
        updatedAt: NOW,
      },
    );
    const stored = (await client.state()).users.find((u) => u.uid === 'superhero1');
    assert.deepEqual(stored?.metadata, { a: 1 });
    assert.deepEqual(stored?.tags, ['genius']);
    assert.equal(stored?.updatedAt, NOW);
  });

  test('update user — unset — the fields removed, the others kept', async () => {
    const client = fresh();
    const data = ok(await client.put('/users/superhero1', { unset: ['avatar', 'link', 'metadata'] }));
    assert.equal(data.avatar, undefined);
    assert.equal(data.link, undefined);
    assert.equal(data.metadata, undefined);
    assert.equal(data.name, 'Iron Man');
  });

  test('update user — the new name shows at once in messages, members and conversations', async () => {
    const client = fresh();
    ok(await client.put('/users/superhero2', { name: 'Cap' }));
    const message = ok(await client.get('/messages/1'));
    assert.equal(message.data.entities.sender.entity.name, 'Cap');
    const members = ok(await client.get('/groups/cometchat-guid-1/members'));
    assert.equal(members.find((m: { uid: string }) => m.uid === 'superhero2').name, 'Cap');
    const conversation = ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    assert.equal(conversation.conversationWith.name, 'Cap');
  });

  test('update user — a field both set and unset — 400 naming unset, nothing changed', async () => {
    const client = fresh();
    const before = await client.state();
    const res = await client.put('/users/superhero1', {
      avatar: 'https://example.com/a.png',
      unset: ['avatar'],
    });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['unset']);
    assert.deepEqual(await client.state(), before);
  });

  test('update user — an empty body, an unknown field, uid in the body — 400', async () => {
    for (const body of [{}, { email: 'x@example.com' }, { uid: 'other' }, { unset: ['name'] }]) {
      expectError(await fresh().put('/users/superhero1', body), 400, 'ERR_BAD_REQUEST');
    }
  });

  test('update user — metadata over 5 KB — 400 naming metadata', async () => {
    const res = await fresh().put('/users/superhero1', { metadata: { big: 'x'.repeat(6000) } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['metadata']);
  });

  test('update user — unknown, deactivated, system — 404, 404 saying deactivated, 403', async () => {
    const client = fresh();
    expectError(await client.put('/users/nobody', { name: 'x' }), 404, 'ERR_UID_NOT_FOUND');
    ok(await client.del('/users', { uidsToDeactivate: ['superhero3'] }));
    const res = await client.put('/users/superhero3', { name: 'x' });
    expectError(res, 404, 'ERR_UID_NOT_FOUND');
    assert.match(res.body.error.message, /deactivated/);
    expectError(await client.put('/users/app_system', { name: 'x' }), 403, 'ERR_PERMISSION_DENIED');
  });
});

describe('DELETE /users, PUT /users, DELETE /users/{uid}', () => {
  test('deactivate — listed users deactivated now, the unknown left out, a retry reads the same', async () => {
    const client = fresh();
    const body = { uidsToDeactivate: ['superhero3', 'nobody', 'superhero4', 'superhero3'] };
    assert.deepEqual(ok(await client.del('/users', body)), { deactivatedUids: ['superhero3', 'superhero4'] });
    client.advanceClock(60);
    assert.deepEqual(ok(await client.del('/users', body)), { deactivatedUids: ['superhero3', 'superhero4'] });
    const user = ok(await client.get('/users/superhero3'));
    assert.equal(user.deactivatedAt, NOW, 'the first deactivation is kept');
  });

  test('deactivate — the system user in the list — 403, nobody deactivated', async () => {
    const client = fresh();
    const before = await client.state();
    expectError(
      await client.del('/users', { uidsToDeactivate: ['superhero3', 'app_system'] }),
      403,
      'ERR_PERMISSION_DENIED',
    );
    assert.deepEqual(await client.state(), before);
  });

  test('deactivate — an empty list, over 1,000 uids, the wrong key — 400', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `u${i}`);
    for (const body of [
      { uidsToDeactivate: [] },
      { uidsToDeactivate: many },
      { uidsToReactivate: ['superhero3'] },
    ]) {
      expectError(await fresh().del('/users', body), 400, 'ERR_BAD_REQUEST');
    }
    expectError(await fresh().put('/users', { uidsToReactivate: ['superhero3'] }), 400, 'ERR_BAD_REQUEST');
  });

  test('reactivate — back as it was: memberships, tokens, blocks; the unknown left out', async () => {
    const client = fresh();
    const before = await client.state();
    ok(await client.del('/users', { uidsToDeactivate: ['superhero1', 'superhero4'] }));
    assert.deepEqual(
      ok(
        await client.put('/users', { uidsToActivate: ['superhero1', 'nobody', 'superhero4', 'superhero2'] }),
      ),
      {
        nonDeactivatedUids: ['superhero1', 'superhero4', 'superhero2'],
      },
    );
    assert.deepEqual(await client.state(), before);
    ok(await client.get('/users/superhero2/messages', 'superhero1'));
  });

  test('delete user — no body, permanent false — deactivated, the message of the reference', async () => {
    const client = fresh();
    for (const body of [undefined, { permanent: false }]) {
      assert.deepEqual(ok(await client.del('/users/superhero3', body)), {
        success: true,
        message: 'User with superhero3 has been deleted successfully.',
      });
    }
    const stored = (await client.state()).users.find((u) => u.uid === 'superhero3');
    assert.equal(stored?.deactivatedAt, NOW);
  });

  test('delete user — unknown — 404; the system user — 403, deactivation and erasure alike', async () => {
    const client = fresh();
    expectError(await client.del('/users/nobody'), 404, 'ERR_UID_NOT_FOUND');
    expectError(await client.del('/users/app_system'), 403, 'ERR_PERMISSION_DENIED');
    expectError(await client.del('/users/app_system', { permanent: true }), 403, 'ERR_PERMISSION_DENIED');
    expectError(await client.del('/users/superhero1', { permanent: 'yes' }), 400, 'ERR_BAD_REQUEST');
  });
});

describe('deactivated users in the reads', () => {
  test('GET /users — left out; withDeactivated adds them; onlyDeactivated lists only them and wins', async () => {
    const client = fresh();
    ok(await client.del('/users', { uidsToDeactivate: ['superhero3'] }));
    const uids = async (query: string) =>
      ok(await client.get(`/users${query}`)).map((u: { uid: string }) => u.uid) as string[];
    assert.ok(!(await uids('')).includes('superhero3'));
    assert.ok((await uids('?withDeactivated=true')).includes('superhero3'));
    assert.deepEqual(await uids('?onlyDeactivated=true'), ['superhero3']);
    assert.deepEqual(await uids('?onlyDeactivated=true&withDeactivated=false'), ['superhero3']);
    const listed = ok(await client.get('/users?onlyDeactivated=true'))[0];
    assert.equal(listed.deactivatedAt, NOW);
  });

  test('GET /users/{uid}, members, banned users, blocked users — keep them, with deactivatedAt', async () => {
    const client = fresh();
    ok(await client.del('/users', { uidsToDeactivate: ['superhero3', 'superhero5', 'chatbot'] }));
    assert.equal(ok(await client.get('/users/superhero3')).deactivatedAt, NOW);
    const members = ok(await client.get('/groups/cometchat-guid-1/members'));
    assert.equal(members.find((m: { uid: string }) => m.uid === 'superhero3').deactivatedAt, NOW);
    const banned = ok(await client.get('/groups/cometchat-guid-1/bannedusers'));
    assert.equal(banned.find((m: { uid: string }) => m.uid === 'superhero5').deactivatedAt, NOW);
    const blocked = ok(await client.get('/users/superhero4/blockedusers'));
    assert.equal(blocked[0].deactivatedAt, NOW);
  });

  test('their messages and conversation stay visible to others', async () => {
    const client = fresh();
    ok(await client.del('/users', { uidsToDeactivate: ['superhero2'] }));
    const messages = ok(await client.get('/users/superhero2/messages', 'superhero1'));
    assert.ok(messages.some((m: { sender: string }) => m.sender === 'superhero2'));
    ok(await client.get('/users/superhero2/conversation', 'superhero1'));
    ok(await client.get('/messages/5', 'superhero1'));
  });
});

describe("the reference's own requests, its ids mapped onto the fixtures", () => {
  // The reference shows no request examples for these four: its bodies are its schemas' defaults.
  test('update, deactivate, reactivate, delete — 2xx each', async () => {
    const client = fresh();
    const update = {
      metadata: { '@private': { email: 'user@email.com', contactNumber: '0123456789' } },
      tags: ['tag1'],
      unset: ['avatar'],
    };
    const updated = ok(await client.put('/users/superhero1', update));
    assert.deepEqual(updated.metadata, update.metadata);
    assert.deepEqual(ok(await client.del('/users', { uidsToDeactivate: ['superhero2', 'superhero3'] })), {
      deactivatedUids: ['superhero2', 'superhero3'],
    });
    assert.deepEqual(ok(await client.put('/users', { uidsToActivate: ['superhero2', 'superhero3'] })), {
      nonDeactivatedUids: ['superhero2', 'superhero3'],
    });
    // Its Delete User example sends `"false"`, a string: that tolerance is the wire's (SPEC 15).
    assert.equal(ok(await client.del('/users/superhero4', { permanent: false })).success, true);
  });
});
