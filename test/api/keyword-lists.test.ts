/**
 * Keyword lists (SPEC 19): GET, POST /moderation/keywords; GET, PUT, DELETE …/{keywordId}, with JSON
 * bodies, multipart forms (terms comma-separated, or a CSV file) and the pattern checks. The fixtures
 * hold one list, `profanity-list`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, botText, expectError, ok, sandbox, type Client } from './api-client.ts';
import { REVISION_PREFIX } from '../../src/domain/moderation-engine.ts';

const { fresh } = sandbox();
const PATH = '/moderation/keywords';

const WORDS = { id: 'mild', name: 'Mild words', category: 'word', searchTerms: ['darn', 'heck'] };

describe('keyword lists', () => {
  test('create, read, list, replace and delete — JSON — each write a revision', async () => {
    const client = fresh();
    const created = ok(await client.post(PATH, { ...WORDS, description: 'Soft' }));
    assert.deepEqual(created, {
      ...WORDS,
      description: 'Soft',
      isCSV: false,
      createdAt: NOW,
      updatedAt: NOW,
      revisionId: `${REVISION_PREFIX}_mild_1`,
      active: true,
      default: false,
    });
    assert.deepEqual(ok(await client.get(`${PATH}/mild`)), created);
    const listed = await client.get(PATH);
    assert.deepEqual(
      ok(listed).map((l: { id: string }) => l.id),
      ['profanity-list', 'mild'],
    );
    assert.equal(ok(listed)[1].appId, client.appId);
    assert.deepEqual(listed.body.meta, { current: { limit: 25, count: 2 } });
    client.advanceClock(5);
    const replaced = ok(await client.put(`${PATH}/mild`, { searchTerms: ['gosh'] }));
    assert.deepEqual(replaced.searchTerms, ['gosh']);
    assert.equal(replaced.name, 'Mild words');
    assert.equal(replaced.revisionId, `${REVISION_PREFIX}_mild_2`);
    assert.equal(replaced.updatedAt, NOW + 5);
    // A list as GET answers it is taken back as a body, its read-only fields ignored.
    assert.equal(ok(await client.put(`${PATH}/mild`, replaced)).revisionId, `${REVISION_PREFIX}_mild_3`);
    assert.deepEqual(ok(await client.del(`${PATH}/mild`)), {
      success: true,
      message: 'Keyword with id mild has been deleted successfully.',
    });
    expectError(await client.get(`${PATH}/mild`), 404, 'ERR_KEYWORD_NOT_FOUND');
  });

  test('a form — terms comma-separated, or a CSV file with quoted terms — as the reference sends it', async () => {
    const client = fresh();
    const form = ok(
      await client
        .post(PATH)
        .field('id', 'form-list')
        .field('category', 'word')
        .field('searchTerms', 'alpha, beta,gamma'),
    );
    assert.deepEqual([form.searchTerms, form.isCSV], [['alpha', 'beta', 'gamma'], false]);
    const csv = '\ufeffone,"two, three"\r\n"say ""hi"""\nfour\n';
    const file = ok(
      await client
        .post(PATH)
        .field('id', 'csv-list')
        .field('category', 'sentence-similarity')
        .attach('file', Buffer.from(csv), { filename: 'terms.csv', contentType: 'text/csv' }),
    );
    assert.deepEqual(file.disallowedSentences, ['one', 'two, three', 'say "hi"', 'four']);
    assert.equal(file.isCSV, true);
    const updated = ok(await client.put(`${PATH}/csv-list`).field('disallowedSentences', 'meet me outside'));
    assert.deepEqual([updated.disallowedSentences, updated.isCSV], [['meet me outside'], false]);
  });

  test('a pattern that is greedy, does not compile or could backtrack without bound — 400 naming it', async () => {
    const client = fresh();
    for (const term of ['.*bad', 'x{3,}', '[abc', '(a+)+$']) {
      const res = await client.post(PATH, { id: 'p', category: 'pattern', searchTerms: ['\\d{3}', term] });
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.message.includes(JSON.stringify(term)), res.body.error.message);
      assert.ok(res.body.error.details.searchTerms, JSON.stringify(res.body));
    }
    expectError(await client.get(`${PATH}/p`), 404, 'ERR_KEYWORD_NOT_FOUND');
    const fine = ok(
      await client.post(PATH, { id: 'p', category: 'pattern', searchTerms: ['\\d{3}-\\d{4}'] }),
    );
    assert.deepEqual(fine.searchTerms, ['\\d{3}-\\d{4}']);
  });

  test('a taken id — 409; an unknown one — 404; the 26th list — 403 ERR_PLAN_QUOTA_RESTRICTION', async () => {
    const client = fresh();
    expectError(
      await client.post(PATH, { ...WORDS, id: 'profanity-list' }),
      409,
      'ERR_KEYWORD_ALREADY_EXISTS',
    );
    expectError(await client.put(`${PATH}/nothing`, { name: 'x' }), 404, 'ERR_KEYWORD_NOT_FOUND');
    expectError(await client.del(`${PATH}/nothing`), 404, 'ERR_KEYWORD_NOT_FOUND');
    for (let n = 2; n <= 25; n += 1) ok(await client.post(PATH, { ...WORDS, id: `list-${n}` }));
    expectError(await client.post(PATH, { ...WORDS, id: 'list-26' }), 403, 'ERR_PLAN_QUOTA_RESTRICTION');
  });

  test('bodies — JSON past 64 KB taken, a file past 1 MB refused 413, terms missing refused 400', async () => {
    const client = fresh();
    const many = Array.from({ length: 9000 }, (_, i) => `word${i}`);
    assert.equal(ok(await client.post(PATH, { ...WORDS, searchTerms: many })).searchTerms.length, 9000);
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const res = await client
      .post(PATH)
      .field('id', 'big')
      .field('category', 'word')
      .attach('file', big, { filename: 'big.csv', contentType: 'text/csv' });
    expectError(res, 413, 'ERR_BAD_REQUEST');
    expectError(await client.post(PATH, { id: 'none', category: 'word' }), 400, 'ERR_BAD_REQUEST');
    expectError(await client.post(PATH, { ...WORDS, id: 'x', colour: 'red' }), 400, 'ERR_BAD_REQUEST');
  });

  test('malformed forms — no boundary, a part cut short, a file twice — 400, never 5xx', async () => {
    const client = fresh();
    const raw = (contentType: string, body: string) =>
      client.post(PATH).set('content-type', contentType).send(body);
    const part = (name: string, value: string, file = false) =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.csv"' : ''}\r\n\r\n${value}\r\n`;
    expectError(await raw('multipart/form-data', part('category', 'word')), 400, 'ERR_BAD_REQUEST');
    expectError(
      await raw(
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="category"\r\n\r\nwo',
      ),
      400,
      'ERR_BAD_REQUEST',
    );
    const twice = `${part('category', 'word')}${part('file', 'a', true)}${part('file', 'b', true)}--XX--\r\n`;
    const res = await raw('multipart/form-data; boundary=XX', twice);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.match(res.body.error.message, /file is sent twice/);
  });

  test('a list changed, emptied or deleted through the API — the very next message meets it', async () => {
    // The fixture rule profanity-filter names the fixture list profanity-list (darn, heck, frick).
    const client = fresh();
    const isBlocked = async (c: Client, text: string): Promise<boolean> => {
      const sent = await botText(c, 'superhero1', text);
      const read = await c.get(`/messages/${sent.id}`, 'superhero1');
      return read.status === 404;
    };
    assert.equal(await isBlocked(client, 'oh darn'), true);
    assert.equal(await isBlocked(client, 'oh gosh'), false);
    ok(await client.put(`${PATH}/profanity-list`, { searchTerms: ['gosh'] }));
    assert.equal(await isBlocked(client, 'oh gosh'), true);
    assert.equal(await isBlocked(client, 'oh darn'), false);
    ok(await client.put(`${PATH}/profanity-list`).field('searchTerms', 'golly,gee'));
    assert.equal(await isBlocked(client, 'golly'), true);
    ok(await client.del(`${PATH}/profanity-list`));
    assert.equal(await isBlocked(client, 'golly'), false);
    // A list made again under the same id is the rule's again.
    ok(await client.post(PATH, { id: 'profanity-list', category: 'word', searchTerms: ['zounds'] }));
    assert.equal(await isBlocked(client, 'zounds'), true);
  });
});
