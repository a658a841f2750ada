import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { expectError } from '../helpers/api.ts';
import { NOW, makeSandbox } from './sandbox-app.ts';

const GROUP = { guid: 'made-in-test', name: 'Made in a test', type: 'public' };

// One sandbox for the file: each test works in its own app, as the control API is meant to be used.
const s = makeSandbox();

describe('reset', () => {
  test('reset — after an unban and a new group — the fixtures again', async () => {
    assert.equal(
      (await s.api('r1', 'delete', '/groups/cometchat-guid-1/bannedusers/superhero5')).status,
      200,
    );
    assert.equal((await s.api('r1', 'post', '/groups').send(GROUP)).status, 200);
    const res = await s.reset('r1');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { appId: 'r1', region: 'us', clock: { now: NOW, mode: 'frozen' } });
    assert.deepEqual((await s.state('r1')).body, loadFixtures());
    const banned = await s.api('r1', 'get', '/groups/cometchat-guid-1/bannedusers');
    assert.deepEqual(
      banned.body.data.map((u: { uid: string }) => u.uid),
      ['superhero5'],
    );
  });

  test('reset — journal and fault rules set — both emptied, the frozen clock kept', async () => {
    await s.clock('r2', { now: 1_800_000_000 });
    await s.faults('r2', [{ operationId: 'createGroup', status: 500 }]);
    await s.api('r2', 'get', '/moderation/blocked-messages');
    await s.reset('r2');
    assert.deepEqual((await s.journal('r2')).body, []);
    assert.deepEqual((await s.faults('r2')).body, []);
    assert.deepEqual((await s.clock('r2')).body, { now: 1_800_000_000, mode: 'frozen' });
    assert.equal((await s.api('r2', 'post', '/groups').send(GROUP)).status, 200);
  });

  test('reset — rate limit used up in this window — a fresh window', async () => {
    const limited = makeSandbox({ config: { rateLimit: { standard: 2, core: 1 } } });
    for (let i = 0; i < 2; i++) await limited.api('r3', 'get', '/moderation/blocked-messages');
    expectError(await limited.api('r3', 'get', '/moderation/blocked-messages'), 429, 'ERR_TOO_MANY_REQUESTS');
    await limited.reset('r3');
    const res = await limited.api('r3', 'get', '/moderation/blocked-messages');
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-rate-limit-remaining'], '1');
  });

  test('reset — region eu of an app — the eu app only; us keeps its change', async () => {
    await s.api('r4', 'post', '/groups').send(GROUP);
    await s.api('r4', 'post', '/groups').set('region', 'eu').send(GROUP);
    assert.equal((await s.request.post('/__sandbox/apps/r4/reset').query({ region: 'eu' })).status, 200);
    const eu = await s.request.get('/__sandbox/apps/r4/state').query({ region: 'eu' });
    assert.deepEqual(eu.body, loadFixtures());
    const us = await s.state('r4');
    assert.ok(us.body.groups.some((g: { guid: string }) => g.guid === GROUP.guid));
  });

  test('reset — app id with capitals, too long; region xx — 400 naming the parameter', async () => {
    for (const appId of ['Upper', 'a'.repeat(65), 'dots.not.allowed']) {
      const res = await s.reset(appId);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details.appId, appId);
    }
    const res = await s.request.post('/__sandbox/apps/r5/reset').query({ region: 'xx' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.ok(res.body.error.details.region);
  });
});

describe('state export and import', () => {
  test('export — an app never used — its fixtures', async () => {
    const res = await s.state('fresh');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, loadFixtures());
  });

  test('export of one app, import into another — identical state and behaviour', async () => {
    await s.api('from', 'post', '/groups').send(GROUP);
    await s.api('from', 'post', '/messages/2/reactions/%F0%9F%98%85').set('onBehalfOf', 'superhero1');
    const exported = (await s.state('from')).body;
    const imported = await s.importState('to', exported);
    assert.equal(imported.status, 200);
    assert.deepEqual(imported.body, exported);
    assert.deepEqual((await s.state('to')).body, exported);
    expectError(await s.api('to', 'post', '/groups').send(GROUP), 409, 'ERR_GUID_ALREADY_EXISTS');
    const reactions = await s.api('to', 'get', '/messages/2/reactions');
    assert.deepEqual(reactions.body, (await s.api('from', 'get', '/messages/2/reactions')).body);
  });

  const invalid: [string, (state: Record<string, unknown>) => unknown, string][] = [
    ['a collection missing', ({ groups: _, ...rest }) => rest, 'groups'],
    ['an unknown collection', (st) => ({ ...st, channels: [] }), 'channels'],
    [
      'a field of the wrong type',
      (st) => ({ ...st, counters: { messageId: 'nine', reactionId: 6 } }),
      'counters.messageId',
    ],
    [
      'a member of a group that does not exist',
      (st) => ({ ...st, members: [{ guid: 'nowhere', uid: 'superhero1', scope: 'admin', joinedAt: 1 }] }),
      'members.0.guid',
    ],
    [
      'no system user',
      (st) => ({ ...st, users: (st.users as { uid: string }[]).filter((u) => u.uid !== 'app_system') }),
      'users',
    ],
  ];
  invalid.forEach(([what, change, field], i) => {
    test(`import — ${what} — 400 with details.${field}, nothing changed`, async () => {
      const app = `keep-${i}`;
      await s.api(app, 'post', '/groups').send(GROUP);
      const before = (await s.state(app)).body;
      const res = await s.importState(app, change(structuredClone(before)));
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details[field], JSON.stringify(res.body.error.details));
      assert.deepEqual((await s.state(app)).body, before);
    });
  });

  test('import — a JSON array, or not JSON at all — 400 on body', async () => {
    expectError(await s.importState('keep', [loadFixtures()]), 400, 'ERR_BAD_REQUEST');
    const res = await s.request
      .put('/__sandbox/apps/keep/state')
      .set('Content-Type', 'application/json')
      .send('{"users":');
    expectError(res, 400, 'ERR_BAD_REQUEST');
  });

  test('import — sent as text/plain — 415', async () => {
    const res = await s.request
      .put('/__sandbox/apps/keep/state')
      .set('Content-Type', 'text/plain')
      .send('{}');
    expectError(res, 415, 'ERR_BAD_REQUEST');
  });

  test('import — body over 32 MB — 413 naming the control API limit', async () => {
    const huge = { ...loadFixtures(), padding: 'x'.repeat(32 * 1024 * 1024) };
    const res = await s.importState('keep', huge);
    expectError(res, 413, 'ERR_BAD_REQUEST');
    assert.match(res.body.error.message, /33554432 bytes of the control API/);
  });
});
