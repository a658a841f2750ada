import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { BODY_LIMIT_BYTES } from '../../src/contract/limits.ts';
import { API_KEY, expectError, makeApp } from '../helpers/api.ts';

const t = makeApp();
const GROUP = { name: 'Bodies', type: 'public' };
let serial = 0;
const group = () => JSON.stringify({ ...GROUP, guid: `body-${++serial}` });
const postGroups = (body: string | Buffer, contentType = 'application/json') =>
  t.request.post('/v3/groups').set('apikey', API_KEY).set('Content-Type', contentType).send(body);

/** Posts bytes as they are, labelled as gzip-compressed JSON. */
const postGzip = (path: string, bytes: Buffer) =>
  t.request
    .post(`/v3${path}`)
    .set('apikey', API_KEY)
    .set('Content-Type', 'application/json')
    .set('Content-Encoding', 'gzip')
    // superagent would serialise a Buffer as JSON; these bytes must go out untouched.
    .serialize((bytes: unknown) => bytes as string)
    .send(bytes);

/** A bot text message whose JSON is exactly `bytes` long. */
function botMessageOf(bytes: number): string {
  const base = { category: 'message', receiver: 'superhero1', receiverType: 'user', data: { text: '' } };
  const text = 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(base)));
  return JSON.stringify({ ...base, data: { text } });
}

describe('request bodies — size', () => {
  test(`body of exactly ${BODY_LIMIT_BYTES} bytes — accepted`, async () => {
    const body = botMessageOf(BODY_LIMIT_BYTES);
    const res = await t.request
      .post('/v3/bots/chatbot/messages')
      .set('apikey', API_KEY)
      .type('json')
      .send(body);
    assert.equal(res.status, 200, res.text.slice(0, 300));
  });

  test(`body of ${BODY_LIMIT_BYTES + 1} bytes — 413 ERR_BAD_REQUEST naming the limit`, async () => {
    const body = botMessageOf(BODY_LIMIT_BYTES + 1);
    const res = await t.request
      .post('/v3/bots/chatbot/messages')
      .set('apikey', API_KEY)
      .type('json')
      .send(body);
    expectError(res, 413, 'ERR_BAD_REQUEST');
    assert.match(res.body.error.message, new RegExp(String(BODY_LIMIT_BYTES)));
  });

  test('gzip body that inflates past the limit — 413, the limit counts the inflated body', async () => {
    const res = await postGzip('/bots/chatbot/messages', gzipSync(botMessageOf(BODY_LIMIT_BYTES * 4)));
    expectError(res, 413, 'ERR_BAD_REQUEST');
  });
});

describe('request bodies — content types and encodings', () => {
  test('application/json; charset=utf-8, or in capitals — accepted', async () => {
    assert.equal((await postGroups(group(), 'application/json; charset=utf-8')).status, 200);
    assert.equal((await postGroups(group(), 'Application/JSON')).status, 200);
  });

  test('text/plain, a form, no content type at all — 415 ERR_BAD_REQUEST naming application/json', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
      const res = await postGroups(group(), type);
      expectError(res, 415, 'ERR_BAD_REQUEST');
      assert.match(res.body.error.message, /application\/json/);
    }
  });

  test('a charset other than UTF-8 — 415 ERR_BAD_REQUEST', async () => {
    expectError(await postGroups(group(), 'application/json; charset=latin1'), 415, 'ERR_BAD_REQUEST');
  });

  test('malformed JSON — 400 ERR_BAD_REQUEST with details.body', async () => {
    const res = await postGroups('{"guid": "x",');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(res.body.error.details, { body: ['must be valid JSON'] });
  });

  test('JSON that is not an object — a string — 400 saying an object is expected', async () => {
    const res = await postGroups('"group"');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.deepEqual(res.body.error.details, { body: ['must be a JSON object'] });
  });

  test('gzip-compressed JSON — accepted; gzip header on plain text — 400 the body could not be read', async () => {
    const zipped = await postGzip('/groups', gzipSync(group()));
    assert.equal(zipped.status, 200, zipped.text);
    const broken = await postGzip('/groups', Buffer.from(group()));
    expectError(broken, 400, 'ERR_BAD_REQUEST');
    assert.match(broken.body.error.message, /could not be read/);
  });

  test('an unknown content encoding — 415 ERR_BAD_REQUEST', async () => {
    const res = await t.request
      .post('/v3/groups')
      .set('apikey', API_KEY)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'rot13')
      .send(group());
    expectError(res, 415, 'ERR_BAD_REQUEST');
  });
});
