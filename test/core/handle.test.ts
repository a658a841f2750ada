/**
 * handle() called as a library calls it: no server, no supertest, a plain object in and out. The API
 * suites prove the behaviour through it (npm run test:core); these show the shape a caller sees.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSandboxCore, type CoreResponse } from '../../src/core/index.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

const GUID = 'cometchat-guid-1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, read field by field as a client would
const json = (answer: CoreResponse) => JSON.parse(answer.body) as Record<string, any>;

function core() {
  const sandbox = createSandboxCore({ config: { clock: NOW } });
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    sandbox.handle({ method, url, headers: { apikey: API_KEY, ...headers }, body });
  return { sandbox, call };
}

test('handle — a read — 200, the success envelope as JSON text, rate headers', async () => {
  const { call } = core();
  const answer = await call('GET', `/v3/groups/${GUID}/members?perPage=2`);
  assert.equal(answer.status, 200, answer.body);
  assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(answer.headers['x-rate-limit-remaining'], String(Number(answer.headers['x-rate-limit']) - 1));
  const body = json(answer);
  assert.equal(body.data.length, 2);
  // The query value was text; the operation read it as the number the contract types it as.
  assert.equal(body.meta.pagination.per_page, 2);
});

test('handle — a write, as text or as an object — kept, and read back by the next request', async () => {
  const { call } = core();
  const created = await call('POST', '/v3/groups', '{"guid":"squad","name":"Squad","type":"public"}', {
    'content-type': 'application/json',
  });
  assert.equal(created.status, 200, created.body);
  assert.equal(json(created).data.guid, 'squad');
  const object = await call('POST', '/v3/groups', { guid: 'crew', name: 'Crew', type: 'public' });
  assert.equal(object.status, 200, object.body);
  const read = await call('GET', '/v3/groups/crew');
  assert.equal(read.status, 200, read.body);
  assert.equal(json(read).data.name, 'Crew');
});

test('handle — refused requests — the one error envelope, with details and headers', async () => {
  const { call } = core();
  const invalid = await call('POST', '/v3/groups', { guid: 'x', type: 'nowhere' });
  assert.equal(invalid.status, 400);
  assert.equal(json(invalid).error.code, 'ERR_BAD_REQUEST');
  assert.deepEqual(Object.keys(json(invalid).error.details).sort(), ['name', 'type']);
  const noKey = await call('GET', '/v3/users', undefined, { apikey: '' });
  assert.equal(noKey.status, 401);
  assert.equal(json(noKey).error.source, 'chat-api');
  const wrongMethod = await call('PATCH', '/v3/users');
  assert.equal(wrongMethod.status, 404);
  assert.match(wrongMethod.headers.allow ?? '', /GET/);
  const text = await call('POST', '/v3/groups', 'name=Squad', { 'content-type': 'text/plain' });
  assert.equal(text.status, 415);
});

test('handle — /v3.0 and an app host — the alias answers as /v3, the host names the app', async () => {
  const { call } = core();
  const alias = await call('GET', `/v3.0/groups/${GUID}`);
  assert.equal(alias.status, 200, alias.body);
  assert.equal(json(alias).data.guid, GUID);
  await call('POST', 'https://other-app.api-eu.cometchat.io/v3/groups', {
    guid: 'only-here',
    name: 'A',
    type: 'public',
  });
  const there = await call('GET', 'https://other-app.api-eu.cometchat.io/v3.0/groups/only-here');
  assert.equal(there.status, 200, there.body);
  const elsewhere = await call('GET', '/v3/groups/only-here');
  assert.equal(elsewhere.status, 404, elsewhere.body);
});

test('handle — a path outside the API, a body that is not JSON — an envelope, never a rejection', async () => {
  const { call, sandbox } = core();
  assert.equal((await call('GET', '/__sandbox/apps')).status, 404);
  assert.equal(json(await call('GET', '/v2/users')).error.code, 'ERR_INVALID_API_VERSION');
  const broken = await call('POST', '/v3/groups', '{"name": ', { 'content-type': 'application/json' });
  assert.equal(broken.status, 400);
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  assert.equal((await call('POST', '/v3/groups', circular)).status, 400);
  await sandbox.close();
});

test('handle — an answer outside the contract — 500 ERR_EXCEPTION naming the mismatch, as the server', async () => {
  // The banned user superhero5 with a status the contract does not allow.
  const seed = () => {
    const snapshot = loadFixtures();
    Object.assign(
      snapshot.users.find((u) => u.uid === 'superhero5')!,
      { status: 'busy' },
    );
    return snapshot;
  };
  const url = `/v3/groups/${GUID}/bannedusers`;
  const strict = createSandboxCore({ store: new MemoryStore({ seed }), config: { clock: NOW } });
  const refused = await strict.handle({ method: 'GET', url, headers: { apikey: API_KEY } });
  assert.equal(refused.status, 500);
  assert.equal(json(refused).error.code, 'ERR_EXCEPTION');
  assert.match(json(refused).error.devMessage, /does not match the contract.*offline, available/);
  assert.doesNotMatch(refused.body, /busy/);
  const lax = createSandboxCore({
    store: new MemoryStore({ seed }),
    config: { clock: NOW, validateResponses: false },
  });
  assert.equal((await lax.handle({ method: 'GET', url, headers: { apikey: API_KEY } })).status, 200);
});

test('handle — a fetch Headers, and input that is no request at all — answered, never a rejection', async () => {
  const sandbox = createSandboxCore({ config: { clock: NOW } });
  const headers = new Headers({ apikey: API_KEY, appId: 'headers-app' });
  const read = await sandbox.handle({ method: 'get', url: `/v3/groups/${GUID}`, headers });
  assert.equal(read.status, 200, read.body);
  const nonsense = [undefined, {}, { method: 7, url: null, headers: 'apikey' }] as unknown[];
  for (const request of nonsense) {
    const answer = await sandbox.handle(request as Parameters<typeof sandbox.handle>[0]);
    assert.equal(answer.status, 404, answer.body);
    assert.equal(json(answer).error.source, 'chat-api');
  }
});
