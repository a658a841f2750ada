/**
 * What narrows a list rather than refusing it (SPEC 18), on every operation it governs: the role's
 * `listMessages.allowedMessageCategories` and `.allowedMessageTypes` on the four message lists (GET
 * /messages, a user's and a group's messages, a thread's replies), and the scope's
 * `listReactions.allowedScopes` on both reaction lists of a group message. A message or reaction the
 * setting allows is listed, one it does not is left out; the app's own request is never narrowed.
 * superhero1 is given the role `limited`; it is an admin of cometchat-guid-1, where superhero2 is a
 * moderator and superhero3 a participant. Message 4 is superhero1's in that group.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ok, sandbox, type Client } from './api-client.ts';

const { fresh } = sandbox();

const S1 = 'superhero1';
const TEXT = { category: 'message', type: 'text', data: { text: 'Hi' } };
const IMAGE = {
  category: 'message',
  type: 'image',
  data: {
    attachments: [
      { url: 'https://example.com/a', name: 'a', mimeType: 'image/png', extension: 'png', size: '10' },
    ],
  },
};
const CUSTOM = { category: 'custom', type: 'location', data: { customData: { lat: 1 } } };

interface Listed {
  id: string;
  category: string;
  type: string;
}

/** The message lists the role's `listMessages` keys narrow, each with a text, an image and a custom message of superhero1's. */
const LISTS = [
  { name: 'GET /messages', path: '/messages?limit=100' },
  { name: 'GET /users/{uid}/messages', path: '/users/superhero2/messages?limit=100' },
  { name: 'GET /groups/{guid}/messages', path: '/groups/cometchat-guid-1/messages?limit=100' },
  { name: 'GET /messages/{id}/thread', path: '/messages/4/thread?limit=100' },
];

/** A text, an image and a custom message in each list's conversation (the thread of message 4 too). */
async function withEveryKind(): Promise<Client> {
  const client = fresh();
  for (const body of [TEXT, IMAGE, CUSTOM]) {
    ok(await client.post('/messages', { ...body, receiver: 'superhero2', receiverType: 'user' }, S1));
    ok(await client.post('/messages', { ...body, receiver: 'cometchat-guid-1', receiverType: 'group' }, S1));
    ok(await client.post('/messages/4/thread', body, S1));
  }
  ok(await client.post('/roles', { role: 'limited', name: 'Limited' }));
  ok(await client.put('/users/superhero1', { role: 'limited' }));
  return client;
}

async function restrict(client: Client, permissions: Record<string, string[]>): Promise<void> {
  const data = ok(await client.put('/roles/limited/permissions', { permissions }));
  for (const key of Object.keys(permissions)) assert.equal(data[key].success, true, key);
}

const kinds = (list: Listed[]) => new Set(list.map((m) => `${m.category}/${m.type}`));

describe('role listMessages keys — the message lists', () => {
  const SETTINGS: {
    permissions: Record<string, string[]>;
    allowed: (m: Listed) => boolean;
    kept: string;
    left: string;
  }[] = [
    {
      permissions: { 'listMessages.allowedMessageCategories': ['custom'] },
      allowed: (m: Listed) => m.category === 'custom',
      kept: 'custom/location',
      left: 'message/image',
    },
    {
      // The types are the category `message`'s: a custom message is left to the categories.
      permissions: { 'listMessages.allowedMessageTypes': ['image'] },
      allowed: (m: Listed) => m.category !== 'message' || m.type === 'image',
      kept: 'message/image',
      left: 'message/text',
    },
  ];
  for (const { permissions, allowed, kept, left } of SETTINGS) {
    const [key, value] = Object.entries(permissions)[0]!;
    for (const list of LISTS) {
      test(`${key} ${JSON.stringify(value)} — ${list.name} — ${kept} listed, ${left} left out, in order`, async () => {
        const client = await withEveryKind();
        const before: Listed[] = ok(await client.get(list.path, S1));
        assert.ok(kinds(before).has(kept) && kinds(before).has(left), [...kinds(before)].join());
        await restrict(client, permissions);
        const after: Listed[] = ok(await client.get(list.path, S1));
        assert.deepEqual(
          after.map((m) => m.id),
          before.filter(allowed).map((m) => m.id),
        );
        assert.ok(kinds(after).has(kept), [...kinds(after)].join());
        assert.ok(!kinds(after).has(left), [...kinds(after)].join());
      });
    }
  }

  test('both keys — the app (no onBehalfOf), and a user of another role — every kind listed', async () => {
    const client = await withEveryKind();
    await restrict(client, {
      'listMessages.allowedMessageCategories': ['custom'],
      'listMessages.allowedMessageTypes': ['image'],
    });
    // GET /users/{uid}/messages requires onBehalfOf: it is always some user's.
    for (const list of LISTS.filter((l) => !l.path.startsWith('/users/'))) {
      assert.ok(kinds(ok(await client.get(list.path))).has('message/text'), list.name);
    }
    assert.ok(kinds(ok(await client.get('/users/superhero1/messages', 'superhero2'))).has('message/text'));
  });

  test('both keys — limit 1 — the page is the newest allowed message, found past a newer one left out', async () => {
    const client = await withEveryKind();
    await restrict(client, {
      'listMessages.allowedMessageCategories': ['message'],
      'listMessages.allowedMessageTypes': ['image'],
    });
    const page: Listed[] = ok(await client.get('/users/superhero2/messages?limit=1', S1));
    assert.deepEqual([...kinds(page)], ['message/image']);
  });
});

describe('scope listReactions.allowedScopes — the reaction lists of a group message', () => {
  // On message 4: reaction 3 by superhero2 (moderator, 👍); 4 and 5 by superhero3 (participant, :thumbsup:, 🎉).
  const THUMBSUP = encodeURIComponent(':thumbsup:');
  async function scoped(allowedScopes: string[]): Promise<Client> {
    const client = fresh();
    const permissions = { 'listReactions.allowedScopes': allowedScopes };
    ok(await client.put('/groups/cometchat-guid-1/scopes/admin/permissions', { permissions }));
    return client;
  }
  const ids = (data: { id: string }[]) => data.map((r) => r.id);

  test('[moderator] — GET /messages/{id}/reactions — the moderator’s listed, the participant’s left out', async () => {
    const client = await scoped(['moderator']);
    assert.deepEqual(ids(ok(await client.get('/messages/4/reactions', S1))), ['3']);
  });

  test('[participant] — GET /messages/{id}/reactions — the participant’s listed, the moderator’s left out', async () => {
    const client = await scoped(['participant']);
    assert.deepEqual(ids(ok(await client.get('/messages/4/reactions', S1))), ['4', '5']);
  });

  test('[participant] — GET /messages/{id}/reactions/{reaction} — the participant’s listed', async () => {
    const client = await scoped(['participant']);
    assert.deepEqual(ids(ok(await client.get(`/messages/4/reactions/${THUMBSUP}`, S1))), ['4']);
  });

  test('[moderator] — GET /messages/{id}/reactions/{reaction} — the participant’s left out', async () => {
    const client = await scoped(['moderator']);
    assert.deepEqual(ids(ok(await client.get(`/messages/4/reactions/${THUMBSUP}`, S1))), []);
  });

  test('[moderator] — the app, a member of another scope, a one-to-one message — not narrowed', async () => {
    const client = await scoped(['moderator']);
    assert.deepEqual(ids(ok(await client.get('/messages/4/reactions'))), ['3', '4', '5']);
    assert.deepEqual(ids(ok(await client.get('/messages/4/reactions', 'superhero2'))), ['3', '4', '5']);
    assert.deepEqual(ids(ok(await client.get('/messages/2/reactions', S1))), ['1', '2']);
  });
});
