/**
 * An API key is a secret (SPEC 18): it appears in the answers of the API keys operations and in a
 * state export or import, and nowhere else. The journal, which the inspector reads, and the request
 * log show a `/apikeys/{apiKey}` path with the key cut to its first 6 characters.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import supertest from 'supertest';
import { createSandboxCore } from '../../src/core/index.ts';
import type { JournalEntry } from '../../src/sandbox/journal.ts';
import { loggedApp } from '../helpers/logged-app.ts';
import { API_KEY, AUTH_ONLY_KEY } from '../helpers/api.ts';
import { makeSandbox } from './sandbox-app.ts';

const CUT = AUTH_ONLY_KEY.slice(0, 6);

describe('API keys kept out of what the sandbox prints', () => {
  test('journal — GET, PUT and DELETE /apikeys/{apiKey} — the path shows 6 characters of the key', async () => {
    const s = makeSandbox();
    await s.api('secrets', 'get', `/apikeys/${AUTH_ONLY_KEY}?x=1`);
    await s.api('secrets', 'put', `/APIKEYS/${AUTH_ONLY_KEY}`).send({ name: 'Login' });
    await s.api('secrets', 'delete', `/apikeys/${AUTH_ONLY_KEY}`);
    const entries = (await s.journal('secrets')).body as JournalEntry[];
    assert.deepEqual(
      entries.map((e) => [e.method, e.path, e.query, e.status]),
      [
        ['DELETE', `/v3/apikeys/${CUT}`, undefined, 200],
        ['PUT', `/v3/APIKEYS/${CUT}`, undefined, 200],
        ['GET', `/v3/apikeys/${CUT}`, 'x=1', 400],
      ],
    );
    assert.ok(!JSON.stringify(entries).includes(AUTH_ONLY_KEY.slice(0, 7)));
  });

  test('journal — a created key — in the answer and the state export, not in the journal', async () => {
    const s = makeSandbox();
    const created = await s.api('created', 'post', '/apikeys').send({ name: 'Backend', scope: 'fullAccess' });
    const { apiKey } = created.body.data as { apiKey: string };
    await s.api('created', 'get', `/apikeys/${apiKey}`);
    const state = (await s.state('created')).body as { apiKeys: { apiKey: string }[] };
    assert.ok(state.apiKeys.some((k) => k.apiKey === apiKey));
    const journal = JSON.stringify((await s.journal('created')).body);
    assert.ok(!journal.includes(apiKey), journal);
    assert.ok(journal.includes(`/v3/apikeys/${apiKey.slice(0, 6)}"`), journal);
  });

  test('journal in process — GET /apikeys/{apiKey} through handle() — 6 characters of the key', async () => {
    const core = createSandboxCore({ config: { clock: 1_700_000_000 } });
    const answer = await core.handle({
      method: 'GET',
      url: `/v3/apikeys/${AUTH_ONLY_KEY}`,
      headers: { apikey: API_KEY },
    });
    assert.equal(answer.status, 200);
    const [entry] = await core.control.requests(1);
    assert.equal(entry?.path, `/v3/apikeys/${CUT}`);
    await core.close();
  });

  test('log — GET /apikeys/{apiKey} — the line shows 6 characters of the key', async () => {
    const { app, lines } = loggedApp();
    await supertest(app).get(`/v3/apikeys/${AUTH_ONLY_KEY}`).set('apikey', API_KEY).set('appId', 'logged');
    await supertest(app).get(`/v3/apikeys/${AUTH_ONLY_KEY}x`).set('apikey', API_KEY).set('appId', 'logged');
    const messages = lines.map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
    assert.equal(messages.length, 2);
    assert.match(messages[0]!, new RegExp(`^us/logged GET /v3/apikeys/${CUT} 200 \\d+ms$`));
    assert.match(
      messages[1]!,
      new RegExp(`^us/logged GET /v3/apikeys/${CUT} 404 \\d+ms ERR_APIKEY_NOT_FOUND$`),
    );
    assert.ok(!lines.join('\n').includes(AUTH_ONLY_KEY.slice(0, 7)));
  });
});
