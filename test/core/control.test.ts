/**
 * The control API as plain functions (src/core/control.ts): each acts on the apps handle() answers
 * from, as its route of the control API does on the server's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSandboxCore, type CoreResponse } from '../../src/core/index.ts';
import { NOW } from '../helpers/api.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, read as a client would
const json = (answer: CoreResponse) => JSON.parse(answer.body) as Record<string, any>;

async function core() {
  const sandbox = createSandboxCore({ config: { clock: NOW } });
  const apikey = await sandbox.control.apiKey();
  const call = (method: string, url: string, body?: unknown, appId?: string) =>
    sandbox.handle({ method, url, headers: { apikey, ...(appId ? { appid: appId } : {}) }, body });
  return { sandbox, control: sandbox.control, call, apikey };
}

test('control — apiKey — the key the default app and a new app accept', async () => {
  const { control, call } = await core();
  assert.equal((await call('GET', '/v3/users')).status, 200);
  const other = await control.apiKey('another-app', 'eu');
  assert.match(other, /^[0-9a-f]{40}$/);
});

test('control — reset — a group created by a request is gone, the fixtures are back', async () => {
  const { control, call } = await core();
  assert.equal(
    (await call('POST', '/v3/groups', { guid: 'made', name: 'Made', type: 'public' })).status,
    200,
  );
  assert.equal((await call('GET', '/v3/groups/made')).status, 200);
  const reset = await control.reset();
  assert.deepEqual(reset, { appId: 'chat-sandbox', region: 'us', clock: { now: NOW, mode: 'frozen' } });
  assert.equal((await call('GET', '/v3/groups/made')).status, 404);
  assert.equal((await call('GET', '/v3/groups/cometchat-guid-1')).status, 200);
});

test('control — export and import — a state moves between apps; a broken one is refused with details', async () => {
  const { control, call } = await core();
  await call('POST', '/v3/groups', { guid: 'moved', name: 'Moved', type: 'public' });
  const state = await control.exportState();
  assert.ok(state.groups.some((g) => g.guid === 'moved'));
  await control.importState(state, 'copy-app');
  assert.equal((await call('GET', '/v3/groups/moved', undefined, 'copy-app')).status, 200);
  await assert.rejects(
    control.importState({ ...state, users: [{ uid: 42 }] }, 'copy-app'),
    (error: { status?: number; code?: string; details?: Record<string, string[]> }) =>
      error.status === 400 && error.code === 'ERR_BAD_REQUEST' && Object.keys(error.details ?? {}).length > 0,
  );
  // Refused means untouched.
  assert.equal((await call('GET', '/v3/groups/moved', undefined, 'copy-app')).status, 200);
});

test('control — clock — freeze, advance and real, seen in the records requests make', async () => {
  const { control, call } = await core();
  assert.deepEqual(await control.clock.get(), { now: NOW, mode: 'frozen' });
  assert.deepEqual(await control.clock.advance(3600), { now: NOW + 3600, mode: 'frozen' });
  const created = json(await call('POST', '/v3/groups', { guid: 'timed', name: 'Timed', type: 'public' }));
  assert.equal(created.data.createdAt, NOW + 3600);
  assert.deepEqual(await control.clock.freeze(NOW + 10), { now: NOW + 10, mode: 'frozen' });
  await assert.rejects(control.clock.advance(-NOW * 2), {
    status: 400,
    code: 'ERR_BAD_REQUEST',
    details: { advance: [`would move the clock to ${10 - NOW}, outside 0 to 9999999999`] },
  });
  assert.equal((await control.clock.real()).mode, 'real');
});

test('control — apps and deleteApp — the app is forgotten, and seeded again on its next request', async () => {
  const { control, call } = await core();
  await call('POST', '/v3/groups', { guid: 'forgotten', name: 'Forgotten', type: 'public' });
  assert.deepEqual(
    (await control.apps()).map((a) => [a.appId, a.region]),
    [['chat-sandbox', 'us']],
  );
  assert.deepEqual(await control.deleteApp(), { appId: 'chat-sandbox', region: 'us', deleted: true });
  assert.deepEqual(await control.apps(), []);
  assert.equal((await call('GET', '/v3/groups/forgotten')).status, 404);
});
