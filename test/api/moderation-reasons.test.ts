/**
 * Flag reasons (SPEC 19): the fixtures' three, created, read, renamed and deleted, and a deleted reason
 * in use: the flags made with it keep its id and name, and no new flag can name it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const SPAM = {
  id: 'spam',
  name: 'Spam / Unwanted Content',
  description: 'Repeated, promotional, or irrelevant content',
  createdAt: 1760443648,
  updatedAt: 1760443648,
  default: true,
};
const RAW = { id: 'unfiltered-content', name: 'RawContent', description: 'Unmoderated.' };

const ids = async (client: Client) =>
  (ok(await client.get('/moderation/reasons')) as { id: string }[]).map((r) => r.id);

describe('flag reasons', () => {
  test('list — the fixtures — newest first, spam the default, in the meta of a list', async () => {
    const client = fresh();
    const res = await client.get('/moderation/reasons');
    assert.deepEqual(ok(res)[0], SPAM);
    assert.deepEqual(await ids(client), ['spam', 'sexual', 'harassment']);
    assert.deepEqual(res.body.meta, { current: { limit: 50, count: 3 } });
  });

  test('create — answered, stored, listed first, not the default', async () => {
    const client = fresh();
    const data = ok(await client.post('/moderation/reasons', RAW));
    assert.deepEqual(data, { ...RAW, createdAt: NOW, updatedAt: NOW, default: false });
    assert.deepEqual(ok(await client.get('/moderation/reasons/unfiltered-content')), data);
    assert.deepEqual((await ids(client))[0], 'unfiltered-content');
    assert.equal((await client.state()).flagReasons.length, 4);
  });

  test('create — a taken id — 409 ERR_REASON_ALREADY_EXISTS, the reason unchanged', async () => {
    const client = fresh();
    expectError(
      await client.post('/moderation/reasons', { id: 'spam', name: 'Again' }),
      409,
      'ERR_REASON_ALREADY_EXISTS',
    );
    assert.deepEqual(ok(await client.get('/moderation/reasons/spam')), SPAM);
  });

  test('create — an id with a space, no name — 400 naming both', async () => {
    const res = await fresh().post('/moderation/reasons', { id: 'not spam' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['id', 'name']);
  });

  test('get, update, delete — an unknown id — 404 ERR_REASON_NOT_FOUND', async () => {
    const client = fresh();
    expectError(await client.get('/moderation/reasons/scam'), 404, 'ERR_REASON_NOT_FOUND');
    expectError(await client.put('/moderation/reasons/scam', { name: 'Scam' }), 404, 'ERR_REASON_NOT_FOUND');
    expectError(await client.del('/moderation/reasons/scam'), 404, 'ERR_REASON_NOT_FOUND');
  });

  test('update — a new name — renamed, description kept, updatedAt moved', async () => {
    const client = fresh();
    client.advanceClock(60);
    const data = ok(await client.put('/moderation/reasons/spam', { name: 'Junk' }));
    assert.deepEqual(data, { ...SPAM, name: 'Junk', updatedAt: NOW + 60 });
  });

  test('update — no name — 400 naming name (the reference requires it)', async () => {
    const res = await fresh().put('/moderation/reasons/spam', { description: 'Only this' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['name']);
  });

  test('delete — a reason in use — gone; the flag keeps its id and name; a new flag naming it is 400', async () => {
    const client = fresh();
    ok(await client.post('/messages/2/flagged', { id: 'sexual' }, 'superhero2'));
    assert.deepEqual(ok(await client.del('/moderation/reasons/sexual')), {
      success: true,
      message: 'The reason with id sexual has been deleted successfully.',
    });
    expectError(await client.get('/moderation/reasons/sexual'), 404, 'ERR_REASON_NOT_FOUND');
    const [flagged] = ok(await client.get('/moderation/flagged-messages'));
    assert.deepEqual(
      { reasonId: flagged.flaggedBy[0].reasonId, reasonName: flagged.flaggedBy[0].reasonName },
      { reasonId: 'sexual', reasonName: 'Sexual Content' },
    );
    const res = await client.post('/messages/2/flagged', { id: 'sexual' }, 'superhero1');
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['id']);
  });
});
