/**
 * What a role's restricted features deny (SPEC 18), each on every operation it names: a request made
 * on behalf of a user of the role answers 403 ERR_PERMISSION_DENIED, the same request allowed while
 * another feature is restricted; the app's own request (no onBehalfOf) is never restricted.
 * superhero1 is given the role `limited`; it is an admin of cometchat-guid-1.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const TEXT = { category: 'message', type: 'text', data: { text: 'Hi' } };
const G = '/groups/cometchat-guid-1';

type Method = 'get' | 'post' | 'put' | 'del';
interface Row {
  feature: string;
  method: Method;
  path: string;
  body?: object;
}

const ROWS: Row[] = [
  {
    feature: 'createMessage',
    method: 'post',
    path: '/messages',
    body: { ...TEXT, receiver: 'superhero2', receiverType: 'user' },
  },
  { feature: 'createMessage', method: 'post', path: '/messages/2/thread', body: TEXT },
  { feature: 'updateMessage', method: 'put', path: '/messages/2', body: { data: { text: 'Edited' } } },
  { feature: 'deleteMessage', method: 'del', path: '/messages/2' },
  {
    feature: 'createGroup',
    method: 'post',
    path: '/groups',
    body: { guid: 'new-group', name: 'New', type: 'public' },
  },
  { feature: 'deleteGroup', method: 'del', path: G },
  { feature: 'addMember', method: 'post', path: `${G}/members`, body: { participants: ['superhero4'] } },
  { feature: 'ban', method: 'post', path: `${G}/bannedusers/superhero3` },
  { feature: 'unban', method: 'del', path: `${G}/bannedusers/superhero5` },
  { feature: 'kickMember', method: 'del', path: `${G}/members/superhero3` },
  { feature: 'changeScope', method: 'put', path: `${G}/members/superhero3`, body: { scope: 'moderator' } },
  { feature: 'listBannedUsers', method: 'get', path: `${G}/bannedusers` },
  { feature: 'getGroupMessages', method: 'get', path: `${G}/messages` },
  { feature: 'getUserMessages', method: 'get', path: '/users/superhero2/messages' },
  { feature: 'listMessages', method: 'get', path: '/messages' },
  { feature: 'getMessage', method: 'get', path: '/messages/2' },
  { feature: 'listConversations', method: 'get', path: '/conversations' },
  { feature: 'getConversation', method: 'get', path: '/conversations/superhero1_user_superhero2' },
  { feature: 'getGroup', method: 'get', path: G },
  { feature: 'listGroups', method: 'get', path: '/groups' },
  { feature: 'listUsers', method: 'get', path: '/users' },
  { feature: 'getUser', method: 'get', path: '/users/superhero2' },
  { feature: 'deleteConversationForUser', method: 'del', path: '/conversations/superhero1_user_superhero2' },
];

function send(client: Client, row: Row, onBehalfOf?: string) {
  if (row.method === 'get') return client.get(row.path, onBehalfOf);
  return client[row.method](row.path, row.body, onBehalfOf);
}

/** superhero1 in the role `limited`, restricted from `features`. */
async function limited(features: string[]): Promise<Client> {
  const client = fresh();
  ok(await client.post('/roles', { role: 'limited', name: 'Limited' }));
  ok(await client.put('/users/superhero1', { role: 'limited' }));
  ok(await client.post('/roles/limited/restrictedfeatures', { featuresToRestrict: features }));
  return client;
}

describe('restricted features — each on the operations it names', () => {
  for (const row of ROWS) {
    const what = `${row.method.toUpperCase()} ${row.path}`;
    test(`u.${row.feature} — ${what} on behalf of a user of the role — 403 ERR_PERMISSION_DENIED, nothing done`, async () => {
      const client = await limited([row.feature]);
      const before = await client.state();
      const res = await send(client, row, 'superhero1');
      expectError(res, 403, 'ERR_PERMISSION_DENIED');
      assert.match(res.body.error.message, new RegExp(`u\\.${row.feature}`));
      const after = await client.state();
      assert.deepEqual(
        [after.messages.length, after.groups.length, after.members.length],
        [before.messages.length, before.groups.length, before.members.length],
      );
    });

    test(`u.${row.feature} — ${what} with another feature restricted — allowed`, async () => {
      const other = row.feature === 'listUsers' ? 'getUser' : 'listUsers';
      const client = await limited([other]);
      ok(await send(client, row, 'superhero1'));
    });
  }

  test('the app itself — no onBehalfOf — never restricted', async () => {
    const client = await limited(ROWS.map((r) => r.feature));
    ok(await client.get('/users'));
    ok(await client.post('/groups', { guid: 'by-app', name: 'By the app', type: 'public' }));
  });

  test('a user of another role — not restricted; allowed again — allowed', async () => {
    const client = await limited(['listUsers']);
    ok(await client.get('/users', 'superhero2'));
    ok(await client.del('/roles/limited/restrictedfeatures', { allowAll: true }));
    ok(await client.get('/users', 'superhero1'));
  });
});
