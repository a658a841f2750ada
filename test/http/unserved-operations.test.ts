/**
 * A request to an operation of the real reference the sandbox does not serve yet: 501
 * ERR_NOT_SUPPORTED_BY_SANDBOX naming the reference's operationId, after the key and the rate limit
 * as for any request, and journaled; never a 404 that reads as if the real API lacked it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { operationNotServedYet } from '../../src/contract/error-catalogue.ts';
import { UNSERVED_OPERATIONS } from '../../src/contract/unserved-operations.ts';
import { API_KEY, expectError, makeApp } from '../helpers/api.ts';

const t = makeApp({ rateLimit: { standard: 1000, core: 1000 } });

/** A request to `path` with each parameter given a value. */
const call = (app: ReturnType<typeof makeApp>, method: string, path: string) =>
  app.request[method.toLowerCase() as 'get'](`/v3${path.replace(/\{\w+\}/g, 'x1')}`);

describe('operations of the reference not served yet', () => {
  test('every one — with the key — 501 ERR_NOT_SUPPORTED_BY_SANDBOX naming its operationId', async () => {
    // Every operation of the reference is served now: the list is empty until the reference grows
    // (the 501's order after the key and rate limit, and its journal entry, were shown while it held
    // operations, and no request can reach it today).
    assert.deepEqual(UNSERVED_OPERATIONS, []);
    for (const { method, path, operationId } of UNSERVED_OPERATIONS) {
      const res = await call(t, method, path).set('apikey', API_KEY).set('onBehalfOf', 'superhero1');
      expectError(res, 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX');
      assert.match(res.body.error.message, new RegExp(`operation (\\S+ or )?${operationId}\\b`), operationId);
      assert.match(res.body.error.message, /does not serve yet\.$/);
    }
  });

  // PATCH /moderation/blocked-messages/{id}, the one route the reference documents twice, is served
  // now (by reviewBlockedMessage); the answer a pair on one route would get is still the catalogue's.
  test('two of the reference on one route — served by one operation now; a pair not served would be named both', async () => {
    const res = await t.request
      .patch('/v3/moderation/blocked-messages/7')
      .set('apikey', API_KEY)
      .send({ status: 'rejected', reviewed: true });
    assert.equal(res.status, 200, res.text);
    assert.equal(
      operationNotServedYet(
        ['chat-api-approve-moderation-blocked-messages', 'chat-api-review-blocked-message'],
        'PATCH',
        '/v3/moderation/blocked-messages/3',
      ).message,
      "PATCH /v3/moderation/blocked-messages/3 is the Chat API's operation chat-api-approve-moderation-blocked-messages or chat-api-review-blocked-message, which the sandbox does not serve yet.",
    );
  });

  test('another method on a served path — the last ones (PUT …/conversation) are served now; a method the reference has nowhere there — 404 naming the methods', async () => {
    const tags = await t.request
      .put('/v3/users/superhero2/conversation')
      .set('apikey', API_KEY)
      .set('onBehalfOf', 'superhero1')
      .send({ tags: ['work'] });
    assert.equal(tags.status, 200);
    assert.deepEqual(tags.body.data.tags, ['work']);
    const patch = await t.request.patch('/v3/users/superhero2/conversation').set('apikey', API_KEY);
    expectError(patch, 404, 'ERR_API_NOT_FOUND');
    assert.equal(patch.headers.allow, 'GET, PUT, DELETE');
    const groups = await t.request.put('/v3/groups').set('apikey', API_KEY);
    expectError(groups, 404, 'ERR_API_NOT_FOUND');
    assert.equal(groups.headers.allow, 'GET, POST');
  });

  test('a fixed word where a served path has a parameter — GET /conversations/pinned — its own operation, not getConversation', async () => {
    assert.deepEqual((await t.get('/conversations/pinned', 'superhero1')).body, { data: [] });
    assert.equal((await t.get('/conversations/superhero1_user_superhero2', 'superhero1')).status, 200);
  });
});
