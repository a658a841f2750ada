import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';

const { fresh, request } = sandbox();

const barry = { uid: 'superhero6', name: 'Barry Allen' };

describe('POST /users', () => {
  test('create user — required fields only — offline, role default, created now, no token', async () => {
    const data = ok(await fresh().post('/users', barry));
    assert.deepEqual(data, {
      uid: 'superhero6',
      name: 'Barry Allen',
      status: 'offline',
      role: 'default',
      createdAt: NOW,
    });
  });

  test('create user — every field — each one stored and answered', async () => {
    const client = fresh();
    ok(await client.post('/roles', { role: 'speedster', name: 'Speedster' }));
    const body = {
      ...barry,
      avatar: 'https://example.com/a.png',
      link: 'https://example.com/barry',
      role: 'speedster',
      statusMessage: 'Running late',
      metadata: { '@private': { email: 'barry@example.com' } },
      tags: ['flash', 'csi'],
    };
    const data = ok(await client.post('/users', { ...body, withAuthToken: false }));
    assert.deepEqual(data, { ...body, status: 'offline', createdAt: NOW });
    const stored = (await client.state()).users.find((u) => u.uid === 'superhero6');
    assert.deepEqual(stored, { ...body, status: 'offline', createdAt: NOW });
  });

  test('create user — withAuthToken — a token of the shape {uid}_{time}{32 hex}, then listed', async () => {
    const client = fresh();
    const data = ok(await client.post('/users', { ...barry, withAuthToken: true }));
    assert.match(data.authToken, new RegExp(`^superhero6_${NOW}[0-9a-f]{32}$`));
    const listed = ok(await client.get('/users/superhero6/auth_tokens'));
    assert.deepEqual(listed, [{ uid: 'superhero6', authToken: data.authToken, createdAt: NOW }]);
  });

  test('create user — uid in capitals — stored lowercased and found under it', async () => {
    const client = fresh();
    assert.equal(ok(await client.post('/users', { uid: 'Wally_West-2', name: 'Wally' })).uid, 'wally_west-2');
    ok(await client.get('/users/wally_west-2/auth_tokens'));
  });

  test('create user — uid that exists, in any case — 409 ERR_UID_ALREADY_EXISTS, nothing changed', async () => {
    const client = fresh();
    const before = await client.state();
    expectError(
      await client.post('/users', { uid: 'SuperHero1', name: 'Copy' }),
      409,
      'ERR_UID_ALREADY_EXISTS',
    );
    expectError(
      await client.post('/users', { uid: 'app_system', name: 'Copy' }),
      409,
      'ERR_UID_ALREADY_EXISTS',
    );
    assert.deepEqual(await client.state(), before);
  });

  test('create user — uid with a space or a dot — 400 naming uid', async () => {
    for (const uid of ['bad uid', 'bad.uid', '']) {
      const res = await fresh().post('/users', { uid, name: 'x' });
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, ['uid']);
    }
  });

  test('create user — no name, an unknown field — 400 naming both', async () => {
    const res = await fresh().post('/users', { uid: 'x1', email: 'x@example.com' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['name', 'email']);
  });

  test('create user — metadata over 5 KB as JSON — 400 naming metadata, nothing stored', async () => {
    const client = fresh();
    const res = await client.post('/users', { ...barry, metadata: { blob: 'x'.repeat(5200) } });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['metadata']);
    assert.equal(
      (await client.state()).users.some((u) => u.uid === 'superhero6'),
      false,
    );
  });

  test('create user — then send to them as a bot — the new user is a receiver like any other', async () => {
    const client = fresh();
    ok(await client.post('/users', barry));
    const sent = ok(
      await client.post('/bots/chatbot/messages', {
        category: 'message',
        receiver: 'superhero6',
        receiverType: 'user',
        data: { text: 'Welcome' },
      }),
    );
    assert.equal(sent.data.entities.receiver.entity.name, 'Barry Allen');
  });

  test('create user — a core operation — counts against the core window, not the standard one', async () => {
    const res = await request
      .post('/v3/users')
      .set('apikey', API_KEY)
      .set('appId', 'users-core-tier')
      .send(barry);
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-rate-limit'], '10000');
  });
});

describe('POST /users/{uid}/auth_tokens', () => {
  test('create auth token — a user without tokens, no body — a new token, then listed', async () => {
    const client = fresh();
    const data = ok(await client.post('/users/superhero3/auth_tokens'));
    assert.match(data.authToken, new RegExp(`^superhero3_${NOW}[0-9a-f]{32}$`));
    assert.deepEqual(data, { uid: 'superhero3', authToken: data.authToken, createdAt: NOW });
    assert.deepEqual(ok(await client.get('/users/superhero3/auth_tokens')), [data]);
  });

  test('create auth token — a user with tokens, without force — the newest token, nothing created', async () => {
    const client = fresh();
    const before = ok(await client.get('/users/superhero1/auth_tokens'));
    const data = ok(await client.post('/users/superhero1/auth_tokens', { force: false }));
    assert.deepEqual(data, before[before.length - 1]);
    assert.deepEqual(ok(await client.get('/users/superhero1/auth_tokens')), before);
  });

  test('create auth token — force, twice in one second — two different tokens, both listed last', async () => {
    const client = fresh();
    const first = ok(await client.post('/users/superhero1/auth_tokens', { force: true }));
    const second = ok(await client.post('/users/superhero1/auth_tokens', { force: true }));
    assert.notEqual(first.authToken, second.authToken);
    const listed = ok(await client.get('/users/superhero1/auth_tokens')).map(
      (t: { authToken: string }) => t.authToken,
    );
    assert.deepEqual(listed.slice(-2), [first.authToken, second.authToken]);
  });

  test('create auth token — same app, same clock, two fresh apps — the same token: runs repeat', async () => {
    const a = ok(await fresh().post('/users/superhero3/auth_tokens'));
    const b = ok(await fresh().post('/users/superhero3/auth_tokens'));
    assert.equal(a.authToken, b.authToken);
  });

  test('create auth token — 100 tokens held, force — the oldest dropped, 100 kept', async () => {
    const client = fresh();
    for (let i = 0; i < 100; i += 1) ok(await client.post('/users/superhero4/auth_tokens', { force: true }));
    const first = ok(await client.get('/users/superhero4/auth_tokens?perPage=1'));
    const newest = ok(await client.post('/users/superhero4/auth_tokens', { force: true }));
    const res = await client.get('/users/superhero4/auth_tokens?perPage=1000');
    assert.equal(res.body.meta.pagination.total, 100);
    const tokens = ok(res).map((t: { authToken: string }) => t.authToken);
    assert.equal(tokens.includes(first[0].authToken), false);
    assert.equal(tokens[99], newest.authToken);
  });

  test('create auth token — unknown user — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await fresh().post('/users/nobody/auth_tokens', { force: true }), 404, 'ERR_UID_NOT_FOUND');
  });

  test('create auth token — force not a boolean — 400 naming force', async () => {
    const res = await fresh().post('/users/superhero1/auth_tokens', { force: 'yes' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['force']);
  });
});
