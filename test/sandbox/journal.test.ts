import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BODY_DEPTH_MAX } from '../../src/contract/limits.ts';
import { JOURNAL_BODY_MAX_CHARS } from '../../src/contract/sandbox-limits.ts';
import { Journal, type JournalEntry } from '../../src/sandbox/journal.ts';
import { expectError } from '../helpers/api.ts';
import { NOW, makeSandbox } from './sandbox-app.ts';

const s = makeSandbox();

describe('request journal', () => {
  test('journal — three requests — newest first, each with time, method, path, operation, status', async () => {
    await s.api('j1', 'get', '/groups/cometchat-guid-1/bannedusers?perPage=5');
    await s
      .api('j1', 'post', '/groups')
      .set('onBehalfOf', 'superhero1')
      .send({ guid: 'j', name: 'J', type: 'public' });
    await s.api('j1', 'post', '/groups').send({ guid: 'j', name: 'J', type: 'public' });
    const res = await s.journal('j1');
    assert.equal(res.status, 200);
    const entries = res.body as JournalEntry[];
    assert.deepEqual(
      entries.map(({ durationMs, ...rest }) => (assert.ok(durationMs >= 0), rest)),
      [
        {
          time: NOW,
          method: 'POST',
          path: '/v3/groups',
          operationId: 'createGroup',
          status: 409,
          errorCode: 'ERR_GUID_ALREADY_EXISTS',
          body: { guid: 'j', name: 'J', type: 'public' },
        },
        {
          time: NOW,
          method: 'POST',
          path: '/v3/groups',
          operationId: 'createGroup',
          onBehalfOf: 'superhero1',
          status: 200,
          body: { guid: 'j', name: 'J', type: 'public' },
        },
        {
          time: NOW,
          method: 'GET',
          path: '/v3/groups/cometchat-guid-1/bannedusers',
          query: 'perPage=5',
          operationId: 'listBannedUsers',
          status: 200,
        },
      ],
    );
  });

  test('journal — rejected requests (no key, bad body, unknown path) — recorded too', async () => {
    await s.request.get('/v3/moderation/blocked-messages').set('appId', 'j2');
    await s.api('j2', 'post', '/groups').send({ guid: 'no name' });
    await s.api('j2', 'get', '/nowhere');
    const entries = (await s.journal('j2')).body as JournalEntry[];
    assert.deepEqual(
      entries.map((e) => [e.operationId, e.status, e.errorCode]),
      [
        [undefined, 404, 'ERR_API_NOT_FOUND'],
        ['createGroup', 400, 'ERR_BAD_REQUEST'],
        ['listBlockedMessages', 401, 'AUTH_ERR_EMPTY_APIKEY'],
      ],
    );
    assert.deepEqual(entries[1]!.body, { guid: 'no name' });
  });

  test('journal — body the validator fills defaults into — recorded as the client sent it', async () => {
    // The contract gives preserveOrder a default of false, which the validator writes into req.body.
    await s
      .api('j3', 'delete', '/groups/cometchat-guid-1/conversation')
      .set('onBehalfOf', 'superhero1')
      .send({});
    assert.deepEqual((await s.journal('j3')).body[0].body, {});
  });

  test(`journal — body over ${JOURNAL_BODY_MAX_CHARS} characters of JSON — its first ${JOURNAL_BODY_MAX_CHARS} as truncatedBody`, async () => {
    const body = {
      guid: 'long',
      name: 'L',
      type: 'public',
      description: 'd'.repeat(250),
      metadata: { note: 'n'.repeat(5000) },
    };
    await s.api('j4', 'post', '/groups').send(body);
    const [entry] = (await s.journal('j4')).body as JournalEntry[];
    assert.equal(entry!.body, undefined);
    assert.equal(entry!.truncatedBody, JSON.stringify(body).slice(0, JOURNAL_BODY_MAX_CHARS));
  });

  test('journal — body that is not valid JSON — 400, and the text as sent in rawBody', async () => {
    const text = '{"guid": "broken", "name": ';
    const res = await s.api('j6', 'post', '/groups').set('content-type', 'application/json').send(text);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    const [entry] = (await s.journal('j6')).body as JournalEntry[];
    assert.deepEqual([entry!.status, entry!.body, entry!.truncatedBody], [400, undefined, undefined]);
    assert.equal(entry!.rawBody, text);
  });

  test(`journal — body nested past ${BODY_DEPTH_MAX} levels — rejected, its text in rawBody`, async () => {
    const text = `${'['.repeat(BODY_DEPTH_MAX + 10)}${']'.repeat(BODY_DEPTH_MAX + 10)}`;
    const res = await s.api('j7', 'post', '/groups').set('content-type', 'application/json').send(text);
    assert.equal(res.status, 400);
    const [entry] = (await s.journal('j7')).body as JournalEntry[];
    assert.equal(entry!.rawBody, text);
  });

  test(`journal — broken body of 10,000 characters, emoji at the cut — its first ${JOURNAL_BODY_MAX_CHARS} characters`, async () => {
    // 4095 ASCII characters, then four-byte characters: the cut must not leave half of one.
    const text = `{"x": "${'a'.repeat(JOURNAL_BODY_MAX_CHARS - 8)}${'😀'.repeat(3000)}`;
    await s.api('j8', 'post', '/groups').set('content-type', 'application/json').send(text);
    const [entry] = (await s.journal('j8')).body as JournalEntry[];
    assert.equal(entry!.rawBody, text.slice(0, JOURNAL_BODY_MAX_CHARS - 1));
  });

  test('journal — valid JSON body — no rawBody', async () => {
    await s.api('j9', 'post', '/groups').send({ guid: 'fine', name: 'Fine', type: 'public' });
    const [entry] = (await s.journal('j9')).body as JournalEntry[];
    assert.deepEqual([entry!.status, entry!.rawBody], [200, undefined]);
  });

  test('journal — limit=2 of three requests — the two newest', async () => {
    for (const id of ['1', '2', '3']) await s.api('j5', 'get', `/messages/${id}/reactions`);
    const entries = (await s.journal('j5', 2)).body as JournalEntry[];
    assert.deepEqual(
      entries.map((e) => e.path),
      ['/v3/messages/3/reactions', '/v3/messages/2/reactions'],
    );
  });

  test('journal — limit 0, over the maximum, not a number — 400 naming limit', async () => {
    for (const limit of ['0', '100001', 'ten']) {
      const res = await s.request.get('/__sandbox/apps/j5/requests').query({ limit });
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details.limit, limit);
    }
  });

  test('journal — two apps — each sees only its own requests; control calls are not journaled', async () => {
    await s.api('j6a', 'get', '/moderation/blocked-messages');
    await s.api('j6b', 'get', '/users/superhero1/auth_tokens');
    await s.clock('j6a', { advance: 5 });
    assert.deepEqual(
      (await s.journal('j6a')).body.map((e: JournalEntry) => e.operationId),
      ['listBlockedMessages'],
    );
    assert.deepEqual(
      (await s.journal('j6b')).body.map((e: JournalEntry) => e.operationId),
      ['listAuthTokens'],
    );
  });

  test('journal — --journal-size 3 and five requests — the last three only', async () => {
    const small = makeSandbox({ config: { journalSize: 3 } });
    for (const id of ['1', '2', '3', '4', '5']) await small.api('j7', 'get', `/messages/${id}/reactions`);
    const paths = (await small.journal('j7')).body.map((e: JournalEntry) => e.path);
    assert.deepEqual(paths, [
      '/v3/messages/5/reactions',
      '/v3/messages/4/reactions',
      '/v3/messages/3/reactions',
    ]);
  });
});

describe('Journal ring buffer', () => {
  const entry = (n: number): JournalEntry => ({
    time: n,
    method: 'GET',
    path: `/${n}`,
    status: 200,
    durationMs: 0,
  });

  test('add — 2,500 entries into 1,000 slots — the newest 1,000, newest first', () => {
    const journal = new Journal(1000);
    for (let n = 1; n <= 2500; n++) journal.add(entry(n));
    const all = journal.newest();
    assert.equal(all.length, 1000);
    assert.equal(all[0]!.time, 2500);
    assert.equal(all[999]!.time, 1501);
    assert.deepEqual(
      journal.newest(3).map((e) => e.time),
      [2500, 2499, 2498],
    );
  });

  test('capacity 0 — entries added — none kept', () => {
    const journal = new Journal(0);
    journal.add(entry(1));
    assert.deepEqual(journal.newest(), []);
  });

  test('clear — after wrapping — empty, then fills from the start', () => {
    const journal = new Journal(2);
    for (let n = 1; n <= 3; n++) journal.add(entry(n));
    journal.clear();
    assert.deepEqual(journal.newest(), []);
    journal.add(entry(9));
    assert.deepEqual(
      journal.newest().map((e) => e.time),
      [9],
    );
  });
});
