import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, GUID, assertDetails, botText, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();
const reset = (client: Client, onBehalfOf?: string, body?: object, guid = GUID) =>
  client.del(`/groups/${guid}/conversation`, body, onBehalfOf);
/** Message 4 is an old message of the fixture group, sent by superhero1; 8 is its newest. */
const OLD = '4';
const NEWEST = '8';

describe('DELETE /groups/{guid}/conversation — errors', () => {
  test('reset conversation — onBehalfOf missing — 400 naming onBehalfOf', async () => {
    const res = await reset(fresh());
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['onBehalfOf']);
  });

  test('reset conversation — onBehalfOf unknown — 404 ERR_UID_NOT_FOUND', async () => {
    expectError(await reset(fresh(), 'nobody'), 404, 'ERR_UID_NOT_FOUND');
  });

  test('reset conversation — unknown group — 404 ERR_GUID_NOT_FOUND', async () => {
    expectError(await reset(fresh(), 'superhero1', undefined, 'no-such-group'), 404, 'ERR_GUID_NOT_FOUND');
  });

  for (const [who, uid] of [
    ['a non-member', 'superhero4'],
    ['a banned user', 'superhero5'],
  ] as const) {
    test(`reset conversation — ${who} — 403 ERR_NOT_A_MEMBER`, async () => {
      expectError(await reset(fresh(), uid), 403, 'ERR_NOT_A_MEMBER');
    });
  }

  test('reset conversation — group without messages — 404 ERR_CONVERSATION_NOT_ACCESSIBLE', async () => {
    const client = fresh();
    ok(await client.post('/groups', { guid: 'quiet', name: 'Quiet', type: 'public' }, 'superhero1'));
    expectError(
      await reset(client, 'superhero1', undefined, 'quiet'),
      404,
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    );
  });

  test('reset conversation — preserveOrder not a boolean — 400 naming preserveOrder', async () => {
    const res = await reset(fresh(), 'superhero1', { preserveOrder: 'yes' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['preserveOrder']);
  });

  test('reset conversation — unknown body field — 400 naming it', async () => {
    const res = await reset(fresh(), 'superhero1', { keep: true });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['keep']);
  });
});

describe('DELETE /groups/{guid}/conversation — effect', () => {
  test('reset conversation — member, no body — confirmation naming the conversation and user', async () => {
    assert.deepEqual(ok(await reset(fresh(), 'superhero3')), {
      success: true,
      message: `The conversation group_${GUID} has been deleted successfully for UID superhero3.`,
    });
  });

  test('reset conversation — preserveOrder true, guid in capitals — accepted, lowercased id', async () => {
    const data = ok(await reset(fresh(), 'superhero3', { preserveOrder: true }, GUID.toUpperCase()));
    assert.match(data.message, new RegExp(`group_${GUID} `));
  });

  test('reset conversation — body sent as JSON null — 400, not a crash', async () => {
    const client = fresh();
    const res = await request
      .delete(`/v3/groups/${GUID}/conversation`)
      .set({ apikey: API_KEY, appId: client.appId, onBehalfOf: 'superhero3' })
      .type('json')
      .send('null');
    expectError(res, 400, 'ERR_BAD_REQUEST');
  });

  test('reset conversation — afterwards — old messages are gone for that user only', async () => {
    const client = fresh();
    ok(await reset(client, 'superhero3'));
    expectError(
      await client.post(`/messages/${OLD}/reactions/👍`, undefined, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.post(`/messages/${OLD}/save`, undefined, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.get(`/messages/${OLD}/reactions`, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.post(`/messages/${NEWEST}/save`, undefined, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    ok(await client.post(`/messages/${OLD}/reactions/🔥`, undefined, 'superhero2'));
    ok(await client.post(`/messages/${OLD}/save`, undefined, 'superhero2'));
    assert.equal(ok(await client.get(`/messages/${OLD}/reactions`)).length, 4, 'visible to the app key');
  });

  test('reset conversation — one-to-one messages of the same user — untouched', async () => {
    const client = fresh();
    ok(await reset(client, 'superhero1'));
    ok(await client.post('/messages/2/reactions/👍', undefined, 'superhero1'));
  });

  test('reset conversation — message sent after it — visible to the resetting user', async () => {
    const client = fresh();
    ok(await reset(client, 'superhero3'));
    const later = await botText(client, GUID, 'After the reset');
    const reacted = ok(await client.post(`/messages/${later.id}/reactions/👍`, undefined, 'superhero3'));
    assert.deepEqual(reacted.data.reactions, [{ reaction: '👍', count: 1, reactedByMe: true }]);
  });

  test('reset conversation — twice with nothing new — 404, then 200 after a new message', async () => {
    const client = fresh();
    ok(await reset(client, 'superhero3'));
    expectError(await reset(client, 'superhero3'), 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE');
    ok(await reset(client, 'superhero2'));
    await botText(client, GUID, 'Something new');
    ok(await reset(client, 'superhero3'));
  });

  test('reset conversation — action message of an addition — counts as a message of the group', async () => {
    const client = fresh();
    ok(await client.post('/groups', { guid: 'fresh', name: 'Fresh', type: 'public' }, 'superhero1'));
    ok(await client.post('/groups/fresh/members', { participants: ['superhero2'] }));
    ok(await reset(client, 'superhero2', undefined, 'fresh'));
  });
});
