import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, botText, expectError, ok, sandbox, newMessageId } from './api-client.ts';

const { fresh, request } = sandbox();
const group = { guid: 'shared-name', name: 'Shared', type: 'public' };

describe('App isolation', () => {
  test('two apps by appId header — a group of one — unknown to the other, free to create there', async () => {
    const [a, b] = [fresh(), fresh()];
    ok(await a.post('/groups', group, 'superhero1'));
    expectError(await b.get('/groups/shared-name/bannedusers'), 404, 'ERR_GUID_NOT_FOUND');
    ok(await b.post('/groups', { ...group, name: 'Other' }, 'superhero2'));
    expectError(await a.post('/groups', group), 409, 'ERR_GUID_ALREADY_EXISTS');
  });

  test('two apps — messages, reactions and saves — ids and state of each are their own', async () => {
    const [a, b] = [fresh(), fresh()];
    assert.equal((await botText(a, 'superhero1', 'in a')).id, newMessageId());
    assert.equal((await botText(b, 'superhero1', 'in b')).id, newMessageId());
    const reacted = ok(await a.post(`/messages/${newMessageId()}/reactions/👍`, undefined, 'superhero1'));
    assert.equal(reacted.data.text, 'in a');
    const untouched = ok(await b.post(`/messages/${newMessageId()}/save`, undefined, 'superhero1'));
    assert.deepEqual([untouched.data.text, 'reactions' in untouched.data], ['in b', false]);
  });

  test('two apps — a ban in one — the other still lists the fixture bans only', async () => {
    const [a, b] = [fresh(), fresh()];
    ok(await a.post('/groups/cometchat-guid-1/members', { usersToBan: ['superhero3'] }));
    const listed = ok(await b.get('/groups/cometchat-guid-1/bannedusers'));
    assert.deepEqual(
      listed.map((u: { uid: string }) => u.uid),
      ['superhero5'],
    );
  });

  test('same appId in two regions — separate sandboxes', async () => {
    const us = fresh();
    ok(await us.post('/groups', group, 'superhero1'));
    const eu = await request
      .get('/v3/groups/shared-name/bannedusers')
      .set({ apikey: API_KEY, appId: us.appId, region: 'eu' });
    expectError(eu, 404, 'ERR_GUID_NOT_FOUND');
  });

  test('app host and appId header — the same app', async () => {
    const client = fresh();
    ok(await client.post('/groups', group, 'superhero1'));
    const byHost = await request
      .get('/v3/groups/shared-name/bannedusers')
      .set({ apikey: API_KEY, host: `${client.appId}.api-us.localhost:4010` });
    assert.deepEqual(ok(byHost), []);
  });

  test('header app and the default app — a group in one — not in the other', async () => {
    const client = fresh();
    ok(await client.post('/groups', group, 'superhero1'));
    const inDefault = await request.get('/v3/groups/shared-name/bannedusers').set('apikey', API_KEY);
    expectError(inDefault, 404, 'ERR_GUID_NOT_FOUND');
  });
});
