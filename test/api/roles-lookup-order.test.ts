/**
 * The order of a denied request's answers (docs/decisions/roles-enforcement.md): the records the
 * request names are looked up first, so a user whose role denies the operation, naming an unknown
 * message, group or user, gets that lookup's 404, the answer the operation gives with nothing
 * restricted; naming known ones, 403 ERR_PERMISSION_DENIED. superhero1 is given the role `limited`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const S1 = 'superhero1';
const TEXT = { category: 'message', type: 'text', data: { text: 'Hi' } };
const G = '/groups/cometchat-guid-1';

type Method = 'get' | 'post' | 'put' | 'del';
interface Row {
  /** A restricted feature, or a role permission set to deny. */
  denied: { feature: string } | { permission: Record<string, unknown> };
  method: Method;
  /** The request naming an unknown record, and the same request naming known ones. */
  unknown: string;
  known: string;
  body?: object;
  knownBody?: object;
}

const EDIT = { data: { text: 'Edited' } };
const ROWS: Row[] = [
  { denied: { feature: 'getMessage' }, method: 'get', unknown: '/messages/999', known: '/messages/2' },
  {
    denied: { feature: 'updateMessage' },
    method: 'put',
    unknown: '/messages/999',
    known: '/messages/2',
    body: EDIT,
  },
  {
    denied: { permission: { editMessage: 'deny' } },
    method: 'put',
    unknown: '/messages/999',
    known: '/messages/2',
    body: EDIT,
  },
  {
    denied: { permission: { deleteMessage: 'deny' } },
    method: 'del',
    unknown: '/messages/999',
    known: '/messages/2',
  },
  {
    denied: { feature: 'createMessage' },
    method: 'post',
    unknown: '/messages/999/thread',
    known: '/messages/2/thread',
    body: TEXT,
  },
  {
    denied: { permission: { sendMessage: 'deny' } },
    method: 'post',
    unknown: '/messages',
    known: '/messages',
    body: { ...TEXT, receiver: 'nobody', receiverType: 'user' },
    knownBody: { ...TEXT, receiver: 'superhero2', receiverType: 'user' },
  },
  {
    denied: { permission: { sendMessage: 'deny' } },
    method: 'post',
    unknown: '/messages',
    known: '/messages',
    body: { ...TEXT, receiver: 'nowhere', receiverType: 'group' },
    knownBody: { ...TEXT, receiver: 'cometchat-guid-1', receiverType: 'group' },
  },
  {
    denied: { feature: 'createMessage' },
    method: 'post',
    unknown: '/messages',
    known: '/messages',
    body: { ...TEXT, receiver: 'superhero2', receiverType: 'user', parentMessageId: '999' },
    knownBody: { ...TEXT, receiver: 'superhero2', receiverType: 'user', parentMessageId: '2' },
  },
  { denied: { feature: 'getGroup' }, method: 'get', unknown: '/groups/nowhere', known: G },
  {
    denied: { feature: 'getGroupMessages' },
    method: 'get',
    unknown: '/groups/nowhere/messages',
    known: `${G}/messages`,
  },
  {
    denied: { feature: 'addMember' },
    method: 'post',
    unknown: '/groups/nowhere/members',
    known: `${G}/members`,
    body: { participants: ['superhero4'] },
  },
  {
    denied: { feature: 'ban' },
    method: 'post',
    unknown: `${G}/bannedusers/nobody`,
    known: `${G}/bannedusers/superhero3`,
  },
  { denied: { feature: 'getUser' }, method: 'get', unknown: '/users/nobody', known: '/users/superhero2' },
  {
    denied: { feature: 'getUserMessages' },
    method: 'get',
    unknown: '/users/nobody/messages',
    known: '/users/superhero2/messages',
  },
];

function send(client: Client, method: Method, path: string, body?: object, onBehalfOf = S1) {
  if (method === 'get') return client.get(path, onBehalfOf);
  return client[method](path, body, onBehalfOf);
}

async function limited(denied: Row['denied']): Promise<Client> {
  const client = fresh();
  ok(await client.post('/roles', { role: 'limited', name: 'Limited' }));
  ok(await client.put('/users/superhero1', { role: 'limited' }));
  if ('feature' in denied) {
    ok(await client.post('/roles/limited/restrictedfeatures', { featuresToRestrict: [denied.feature] }));
  } else {
    ok(await client.put('/roles/limited/permissions', { permissions: denied.permission }));
  }
  return client;
}

describe('a denied user naming an unknown record — the lookup’s 404 first', () => {
  for (const row of ROWS) {
    const what = 'feature' in row.denied ? `u.${row.denied.feature}` : JSON.stringify(row.denied.permission);
    const name = `${what} — ${row.method.toUpperCase()} ${row.unknown}`;
    const body = (row.body ?? {}) as Record<string, string>;
    const sent =
      body.parentMessageId !== undefined
        ? ` (parentMessageId ${body.parentMessageId})`
        : body.receiver !== undefined
          ? ` (to the ${body.receiverType} ${body.receiver})`
          : '';
    test(`${name}${sent} — 404 as with nothing restricted; the known record — 403`, async () => {
      const unrestricted = await send(fresh(), row.method, row.unknown, row.body);
      assert.equal(unrestricted.status, 404, JSON.stringify(unrestricted.body));
      const client = await limited(row.denied);
      expectError(
        await send(client, row.method, row.unknown, row.body),
        404,
        unrestricted.body.error.code as string,
      );
      const known = await send(client, row.method, row.known, row.knownBody ?? row.body);
      expectError(known, 403, 'ERR_PERMISSION_DENIED');
    });
  }
});
