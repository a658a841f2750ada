/**
 * Prefer and fault rules in process (src/core/provocations.ts): the server's decisions, acted out on
 * what handle() hands back, and by the msw handlers as fetch meets them on a network.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setupServer } from 'msw/node';
import { createSandboxCore, type CoreResponse } from '../../src/core/index.ts';
import { createSandboxHandlers } from '../../src/msw/index.ts';
import { NOW } from '../helpers/api.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, read as a client would
const json = (answer: CoreResponse) => JSON.parse(answer.body) as Record<string, any>;
const GROUP = { guid: 'provoked', name: 'Provoked', type: 'public' };

async function core() {
  const waited: number[] = [];
  const sandbox = createSandboxCore({
    config: { clock: NOW },
    sleep: async (ms) => void waited.push(ms),
    random: () => 0.5,
  });
  const apikey = await sandbox.control.apiKey();
  const call = (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
    sandbox.handle({ method, url, headers: { apikey, ...extra }, body });
  return { sandbox, control: sandbox.control, call, waited };
}

describe('Prefer in process', () => {
  test('code=404 — the operation’s documented error, and nothing done; delay — waited first', async () => {
    const { call, waited } = await core();
    const answer = await call('POST', '/v3/groups', GROUP, { prefer: 'code=409, delay=250' });
    assert.equal(answer.status, 409);
    assert.equal(json(answer).error.code, 'ERR_GUID_ALREADY_EXISTS');
    assert.deepEqual(waited, [250]);
    assert.equal((await call('GET', `/v3/groups/${GROUP.guid}`)).status, 404);
    const undocumented = await call('GET', '/v3/users', undefined, { prefer: 'code=418' });
    assert.equal(undocumented.status, 400);
  });

  test('failure=reset — no answer, the operation not run; emptyBody — a 200 with nothing, the write kept', async () => {
    const { call } = await core();
    const reset = await call('POST', '/v3/groups', GROUP, { prefer: 'failure=reset' });
    assert.deepEqual(reset, { status: 0, headers: {}, body: '', failure: 'reset' });
    assert.equal((await call('GET', `/v3/groups/${GROUP.guid}`)).status, 404);
    const empty = await call('POST', '/v3/groups', GROUP, { prefer: 'failure=emptyBody' });
    assert.equal(empty.status, 200);
    assert.equal(empty.body, '');
    assert.equal(empty.failure, 'emptyBody');
    assert.equal((await call('GET', `/v3/groups/${GROUP.guid}`)).status, 200);
  });

  test('invalidJson and truncatedBody — half the answer’s text; a refusal is spoilt too', async () => {
    const { call } = await core();
    const whole = (await call('GET', '/v3/groups/cometchat-guid-1')).body;
    const invalid = await call('GET', '/v3/groups/cometchat-guid-1', undefined, {
      prefer: 'failure=invalidJson',
    });
    assert.equal(invalid.body, whole.slice(0, Math.floor(whole.length / 2)));
    assert.throws(() => JSON.parse(invalid.body));
    const cut = await call('GET', '/v3/groups/nobody', undefined, { prefer: 'failure=truncatedBody' });
    assert.equal(cut.status, 404);
    assert.equal(cut.failure, 'truncatedBody');
    assert.ok(cut.body.length > 0 && !cut.body.endsWith('}'));
  });
});

describe('fault rules in process', () => {
  test('a 503 once — answered once with Retry-After, then the real answer; hits counted', async () => {
    const { call, control } = await core();
    await control.faults.set([{ operationId: 'createGroup', status: 503, times: 1, retryAfter: 7 }]);
    const first = await call('POST', '/v3/groups', GROUP);
    assert.equal(first.status, 503);
    assert.equal(first.headers['retry-after'], '7');
    assert.equal((await call('POST', '/v3/groups', GROUP)).status, 200);
    assert.deepEqual(
      (await control.faults.list()).map((r) => [r.hits, r.times]),
      [[1, 0]],
    );
  });

  test('rules — refused when invalid, cleared, forgotten with a reset; per app', async () => {
    const { call, control } = await core();
    await assert.rejects(control.faults.set([{ operationId: 'createGroup', status: 418 }]), {
      status: 400,
      code: 'ERR_BAD_REQUEST',
    });
    await control.faults.set([{ operationId: 'listUsers', failure: 'reset' }]);
    assert.equal((await control.faults.list('another-app')).length, 0);
    assert.equal((await call('GET', '/v3/users')).failure, 'reset');
    await control.reset();
    assert.deepEqual(await control.faults.list(), []);
    assert.equal((await call('GET', '/v3/users')).status, 200);
    await control.faults.set([{ latencyMs: 40 }]);
    assert.deepEqual(await control.faults.clear(), []);
  });
});

describe('faults behind msw, as fetch meets them', () => {
  const { handlers, sandbox, close } = createSandboxHandlers({ config: { clock: NOW } });
  const server = setupServer(...handlers);
  const API = 'https://chat-sandbox.api-us.cometchat.io/v3';
  let headers: Record<string, string>;
  before(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    headers = { apikey: await sandbox.apiKey() };
  });
  after(async () => {
    server.close();
    await close();
  });

  test('reset — fetch rejects; hang — fetch rejects when the client aborts', async () => {
    await assert.rejects(
      fetch(`${API}/users`, { headers: { ...headers, prefer: 'failure=reset' } }),
      TypeError,
    );
    await sandbox.faults.set([{ operationId: 'listUsers', failure: 'hang', hangMs: 60_000 }]);
    const aborted = fetch(`${API}/users`, { headers, signal: AbortSignal.timeout(50) });
    await assert.rejects(aborted);
    await sandbox.faults.clear();
    assert.equal((await fetch(`${API}/users`, { headers })).status, 200);
  });

  test('truncatedBody — the status and headers arrive, reading the body fails', async () => {
    const res = await fetch(`${API}/users`, { headers: { ...headers, prefer: 'failure=truncatedBody' } });
    assert.equal(res.status, 200);
    await assert.rejects(res.text());
  });
});
