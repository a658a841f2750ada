/**
 * What role and scope permissions deny (SPEC 18), each setting allowed and denied on every operation
 * it governs, for a request made on behalf of a user. superhero1 is given the role `limited`; it is
 * an admin of cometchat-guid-1, a friend of superhero2 and not of superhero4. Message 2 is its
 * one-to-one message to superhero2, message 4 its message to cometchat-guid-1.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectError, ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const TEXT = { category: 'message', type: 'text', data: { text: 'Hi' } };
const toUser = (uid: string, body: object = TEXT) => ({ ...body, receiver: uid, receiverType: 'user' });
const toGroup = (body: object = TEXT) => ({ ...body, receiver: 'cometchat-guid-1', receiverType: 'group' });
const attachment = (mimeType: string) => ({
  category: 'message',
  type: 'image',
  data: {
    attachments: [{ url: 'https://example.com/a', name: 'a', mimeType, extension: 'png', size: '10' }],
  },
});
const CUSTOM = (type: string) => ({ category: 'custom', type, data: { customData: { a: 1 } } });
const S1 = 'superhero1';
const denied = (res: Parameters<typeof expectError>[0]) => expectError(res, 403, 'ERR_PERMISSION_DENIED');

/** superhero1 in the role `limited`, with `permissions` set. */
async function limited(permissions: Record<string, unknown>, settings?: object): Promise<Client> {
  const client = fresh();
  ok(await client.post('/roles', { role: 'limited', name: 'Limited', ...(settings ? { settings } : {}) }));
  ok(await client.put('/users/superhero1', { role: 'limited' }));
  if (Object.keys(permissions).length > 0) {
    const data = ok(await client.put('/roles/limited/permissions', { permissions }));
    for (const key of Object.keys(permissions)) assert.equal(data[key].success, true, key);
  }
  return client;
}

describe('role sendMessage and its keys — POST /messages and thread replies', () => {
  test('sendMessage deny — a message, a reply by either route — 403; allow — sent', async () => {
    const client = await limited({ sendMessage: 'deny' });
    denied(await client.post('/messages', toUser('superhero2'), S1));
    denied(await client.post('/messages/2/thread', TEXT, S1));
    denied(await client.post('/messages', { ...toUser('superhero2'), parentMessageId: '2' }, S1));
    ok(await client.put('/roles/limited/permissions', { permissions: { sendMessage: 'allow' } }));
    ok(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.post('/messages/2/thread', TEXT, S1));
  });

  test('allowedReceiverTypes [group] — to a user 403, to the group sent', async () => {
    const client = await limited({ 'sendMessage.allowedReceiverTypes': ['group'] });
    denied(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.post('/messages', toGroup(), S1));
  });

  test('allowedReceiverRoles [manager] — to a default user 403, to a manager sent', async () => {
    const client = await limited({ 'sendMessage.allowedReceiverRoles': ['manager'] });
    denied(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.put('/users/superhero2', { role: 'manager' }));
    ok(await client.post('/messages', toUser('superhero2'), S1));
  });

  test('allowedMessageTypes [text] — an image 403, a text sent', async () => {
    const client = await limited({ 'sendMessage.allowedMessageTypes': ['text'] });
    denied(await client.post('/messages', toUser('superhero2', attachment('image/png')), S1));
    ok(await client.post('/messages', toUser('superhero2'), S1));
  });

  test('allowedMessageCategories [custom] — a text 403, a custom message sent', async () => {
    const client = await limited({ 'sendMessage.allowedMessageCategories': ['custom'] });
    denied(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.post('/messages', toUser('superhero2', CUSTOM('location')), S1));
  });

  test('allowedCustomTypes [location] — a poll 403, a location sent', async () => {
    const client = await limited({ 'sendMessage.allowedCustomTypes': ['location'] });
    denied(await client.post('/messages', toUser('superhero2', CUSTOM('poll')), S1));
    ok(await client.post('/messages', toUser('superhero2', CUSTOM('location')), S1));
  });

  test('allowedMimeTypes [image/png] — a JPEG attachment 403, a PNG sent', async () => {
    const client = await limited({ 'sendMessage.allowedMimeTypes': ['image/png'] });
    denied(await client.post('/messages', toUser('superhero2', attachment('image/jpeg')), S1));
    ok(await client.post('/messages', toUser('superhero2', attachment('image/png')), S1));
  });

  test('mode friends — to a user who is no friend 403, to a friend sent', async () => {
    const client = await limited({ 'sendMessage.mode': 'friends' });
    denied(await client.post('/messages', toUser('superhero4'), S1));
    ok(await client.post('/messages', toUser('superhero2'), S1));
  });

  test('legacy sendMessagesTo friendsOnly — acts as mode friends; an explicit mode all wins', async () => {
    const client = await limited({}, { sendMessagesTo: 'friendsOnly' });
    denied(await client.post('/messages', toUser('superhero4'), S1));
    ok(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.put('/roles/limited/permissions', { permissions: { 'sendMessage.mode': 'all' } }));
    ok(await client.post('/messages', toUser('superhero4'), S1));
  });
});

describe('role editMessage and deleteMessage — PUT and DELETE /messages/{id}', () => {
  for (const [key, method] of [
    ['editMessage', 'put'],
    ['deleteMessage', 'del'],
  ] as const) {
    const call = (client: Client, id: string) =>
      method === 'put'
        ? client.put(`/messages/${id}`, { data: { text: 'Edited' } }, S1)
        : client.del(`/messages/${id}`, undefined, S1);

    test(`${key} deny — 403; allow — done`, async () => {
      const client = await limited({ [key]: 'deny' });
      denied(await call(client, '2'));
      ok(await client.put('/roles/limited/permissions', { permissions: { [key]: 'allow' } }));
      ok(await call(client, '2'));
    });

    test(`${key}.denyForScopes [admin] — a group message of a group it admins 403, a one-to-one message done`, async () => {
      const client = await limited({ [`${key}.denyForScopes`]: ['admin'] });
      denied(await call(client, '4'));
      ok(await call(client, '2'));
    });
  }
});

describe('role createGroup, listUsers, listGroups, getUserDetails', () => {
  const GROUP = (type: string) => ({
    guid: `g-${type}`,
    name: 'G',
    type,
    ...(type === 'password' ? { password: 'p' } : {}),
  });

  test('createGroup deny — 403; allow — created', async () => {
    const client = await limited({ createGroup: 'deny' });
    denied(await client.post('/groups', GROUP('public'), S1));
    ok(await client.put('/roles/limited/permissions', { permissions: { createGroup: 'allow' } }));
    ok(await client.post('/groups', GROUP('public'), S1));
  });

  test('createGroup.allowedGroupTypes [private] — public 403, private created', async () => {
    const client = await limited({ 'createGroup.allowedGroupTypes': ['private'] });
    denied(await client.post('/groups', GROUP('public'), S1));
    ok(await client.post('/groups', GROUP('private'), S1));
  });

  test('listUsers deny — GET /users 403; allow — listed', async () => {
    const client = await limited({ listUsers: 'deny' });
    denied(await client.get('/users', S1));
    ok(await client.put('/roles/limited/permissions', { permissions: { listUsers: 'allow' } }));
    ok(await client.get('/users', S1));
  });

  test('listGroups deny — GET /groups 403; allow — listed', async () => {
    const client = await limited({ listGroups: 'deny' });
    denied(await client.get('/groups', S1));
    ok(await client.put('/roles/limited/permissions', { permissions: { listGroups: 'allow' } }));
    ok(await client.get('/groups', S1));
  });

  test('getUserDetails.mode friends — a user who is no friend 403, a friend and itself read', async () => {
    const client = await limited({ 'getUserDetails.mode': 'friends' });
    denied(await client.get('/users/superhero4', S1));
    ok(await client.get('/users/superhero2', S1));
    ok(await client.get('/users/superhero1', S1));
  });

  test('getUserDetails.allowedRoles [manager] — a default user 403, a manager read', async () => {
    const client = await limited({ 'getUserDetails.allowedRoles': ['manager'] });
    denied(await client.get('/users/superhero2', S1));
    ok(await client.put('/users/superhero2', { role: 'manager' }));
    ok(await client.get('/users/superhero2', S1));
  });
});

describe('scope permissions — cometchat-guid-1, where superhero1 is an admin and superhero2 a moderator', () => {
  async function scoped(scope: string, permissions: Record<string, string>): Promise<Client> {
    const client = fresh();
    ok(await client.put(`/groups/cometchat-guid-1/scopes/${scope}/permissions`, { permissions }));
    return client;
  }
  const THUMBS = encodeURIComponent('👍');

  test('sendMessage deny for admins — to the group 403; to a user, and as a moderator — sent', async () => {
    const client = await scoped('admin', { sendMessage: 'deny' });
    denied(await client.post('/messages', toGroup(), S1));
    ok(await client.post('/messages', toUser('superhero2'), S1));
    ok(await client.post('/messages', toGroup(), 'superhero2'));
  });

  test('sendThreadedMessage deny — a reply by either route 403; a plain group message sent', async () => {
    const client = await scoped('admin', { sendThreadedMessage: 'deny' });
    denied(await client.post('/messages/4/thread', TEXT, S1));
    denied(await client.post('/messages', { ...toGroup(), parentMessageId: '4' }, S1));
    ok(await client.post('/messages', toGroup(), S1));
  });

  test('sendMessage deny — a reply in the group is checked against it too, after sendThreadedMessage', async () => {
    const client = await scoped('admin', { sendMessage: 'deny', sendThreadedMessage: 'allow' });
    denied(await client.post('/messages/4/thread', TEXT, S1));
  });

  test('addReaction deny — on a group message 403; on a one-to-one message, and as a moderator — added', async () => {
    const client = await scoped('admin', { addReaction: 'deny' });
    denied(await client.post(`/messages/4/reactions/${THUMBS}`, undefined, S1));
    ok(await client.post(`/messages/2/reactions/${THUMBS}`, undefined, S1));
    ok(await client.post(`/messages/4/reactions/${THUMBS}`, undefined, 'superhero2'));
  });

  test('listReactions deny — both reaction lists of a group message 403; as the app — listed', async () => {
    const client = await scoped('admin', { listReactions: 'deny' });
    denied(await client.get('/messages/4/reactions', S1));
    denied(await client.get(`/messages/4/reactions/${THUMBS}`, S1));
    ok(await client.get('/messages/4/reactions'));
    ok(await client.get('/messages/4/reactions', 'superhero2'));
  });

  test('editMessage deny — a group message 403; a one-to-one message edited', async () => {
    const client = await scoped('admin', { editMessage: 'deny' });
    denied(await client.put('/messages/4', { data: { text: 'Edited' } }, S1));
    ok(await client.put('/messages/2', { data: { text: 'Edited' } }, S1));
  });

  test('order — a user who is no member of the group — its membership answers, not the scope', async () => {
    const client = await scoped('participant', { sendMessage: 'deny' });
    expectError(await client.post('/messages', toGroup(), 'superhero4'), 403, 'ERR_NOT_A_MEMBER');
  });
});

describe('role list narrowing — GET /users and GET /groups', () => {
  const uidsOf = (data: { uid: string }[]) => data.map((u) => u.uid);

  test('listUsers.mode friends — only the friends listed; the app lists everyone', async () => {
    const client = await limited({ 'listUsers.mode': 'friends' });
    assert.deepEqual(uidsOf(ok(await client.get('/users', S1))), ['superhero2', 'superhero3']);
    assert.ok(ok(await client.get('/users')).length > 2);
  });

  test('legacy listUsers friendsOnly — as mode friends; mode all — everyone again', async () => {
    const client = await limited({}, { listUsers: 'friendsOnly' });
    assert.deepEqual(uidsOf(ok(await client.get('/users', S1))), ['superhero2', 'superhero3']);
    ok(await client.put('/roles/limited/permissions', { permissions: { 'listUsers.mode': 'all' } }));
    assert.ok(ok(await client.get('/users', S1)).length > 2);
  });

  test('listUsers.allowedRoles [manager] — only the managers listed', async () => {
    const client = await limited({ 'listUsers.allowedRoles': ['manager'] });
    ok(await client.put('/users/superhero2', { role: 'manager' }));
    assert.deepEqual(uidsOf(ok(await client.get('/users', S1))), ['superhero2']);
  });

  test('listGroups.allowedGroupTypes [public] — only public groups listed; unset — the others again', async () => {
    const client = await limited({ 'listGroups.allowedGroupTypes': ['public'] });
    const types = ok(await client.get('/groups', S1)).map((g: { type: string }) => g.type);
    assert.ok(types.length > 0 && types.every((t: string) => t === 'public'), types.join());
    ok(await client.del('/roles/limited/permissions/listGroups.allowedGroupTypes'));
    const again = ok(await client.get('/groups', S1)).map((g: { guid: string }) => g.guid);
    assert.ok(again.includes('avengers-hq'), again.join());
  });
});
