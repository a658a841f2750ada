import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, GUID, NOW, assertDetails, expectError, ok, sandbox } from './api-client.ts';
import type { Client } from './api-client.ts';

const { fresh, request } = sandbox();

/** Fixture message 2: superhero1 to superhero2, "Hi,", two reactions, saved by superhero1. */
const GREETING = '2';
/** Fixture message 4: superhero1 to the group cometchat-guid-1 (superhero2 moderates it). */
const GROUP_MESSAGE = '4';

const edit = (client: Client, id: string, body: object, as?: string) =>
  client.put(`/messages/${id}`, body, as);
const remove = (client: Client, id: string, body?: object, as?: string) =>
  client.del(`/messages/${id}`, body, as);
const stored = async (client: Client, id: string) => (await client.state()).messages.find((m) => m.id === id);

/** A state the API wrote imports again through the control API: it is a valid state. */
async function assertImports(client: Client): Promise<void> {
  const state = await client.state();
  const res = await request.put(`/__sandbox/apps/${client.appId}/state`).send(state);
  assert.equal(res.status, 200, res.text.slice(0, 400));
}

async function refusedUnchanged(client: Client, res: Promise<unknown>, status: number, code: string) {
  const before = await client.state();
  expectError((await res) as never, status, code);
  assert.deepEqual(await client.state(), before);
}

describe('PUT /messages/{id}', () => {
  test('edit message — own text, new text and tags — the edited action message, the message changed in place', async () => {
    const client = fresh();
    const action = ok(
      await edit(client, GREETING, { data: { text: 'Hi, Cap!' }, tags: ['greeting'] }, 'superhero1'),
    );
    assert.deepEqual(
      [
        action.category,
        action.type,
        action.data.action,
        action.sender,
        action.receiver,
        action.conversationId,
      ],
      ['action', 'message', 'edited', 'superhero1', 'superhero2', 'superhero1_user_superhero2'],
    );
    assert.equal(action.data.entities.by.entity.uid, 'superhero1');
    assert.equal(action.data.entities.for.entity.uid, 'superhero2');
    const on = action.data.entities.on;
    assert.equal(on.entityType, 'message');
    assert.deepEqual(
      [on.entity.id, on.entity.data.text, on.entity.editedAt, on.entity.editedBy],
      [GREETING, 'Hi, Cap!', NOW, 'superhero1'],
    );
    assert.deepEqual(await stored(client, GREETING), {
      id: GREETING,
      conversationId: 'superhero1_user_superhero2',
      sender: 'superhero1',
      receiverType: 'user',
      receiver: 'superhero2',
      category: 'message',
      type: 'text',
      data: { text: 'Hi, Cap!' },
      tags: ['greeting'],
      sentAt: 1700210266,
      updatedAt: NOW,
      editedAt: NOW,
      editedBy: 'superhero1',
    });
    assert.ok(await stored(client, action.id), 'the action message is stored');
  });

  test('edit message — only metadata — text and tags kept', async () => {
    const client = fresh();
    ok(await edit(client, '6', { data: { metadata: { source: 'manual' } } }));
    const message = await stored(client, '6');
    assert.deepEqual(message?.data, {
      text: 'Reminder: the weekly sync starts in 15 minutes.',
      metadata: { source: 'manual' },
    });
    assert.deepEqual(message?.tags, ['reminder']);
  });

  test('edit message — by the app, without onBehalfOf — editedBy app_system', async () => {
    const client = fresh();
    const action = ok(await edit(client, GREETING, { data: { text: 'Edited by the app' } }));
    assert.equal(action.data.entities.by.entity.uid, 'app_system');
    assert.equal((await stored(client, GREETING))?.editedBy, 'app_system');
  });

  test('edit message — a member’s group message, by a group moderator — 200', async () => {
    ok(await edit(fresh(), GROUP_MESSAGE, { data: { text: 'Welcome, all!' } }, 'superhero2'));
  });

  test('edit message — a member’s group message, by a participant — 403 ERR_PERMISSION_DENIED, unchanged', async () => {
    const client = fresh();
    await refusedUnchanged(
      client,
      edit(client, GROUP_MESSAGE, { data: { text: 'x' } }, 'superhero3'),
      403,
      'ERR_PERMISSION_DENIED',
    );
  });

  test('edit message — the receiver of a one-to-one message — 403 ERR_PERMISSION_DENIED, unchanged', async () => {
    const client = fresh();
    await refusedUnchanged(
      client,
      edit(client, GREETING, { data: { text: 'x' } }, 'superhero2'),
      403,
      'ERR_PERMISSION_DENIED',
    );
  });

  test('edit message — a one-to-one message of others — 403 ERR_MESSAGE_NO_ACCESS', async () => {
    expectError(
      await edit(fresh(), GREETING, { data: { text: 'x' } }, 'superhero3'),
      403,
      'ERR_MESSAGE_NO_ACCESS',
    );
  });

  test('edit message — unknown id — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    expectError(await edit(fresh(), '999', { data: { text: 'x' } }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('edit message — a custom message — customData replaced; text refused with 400 naming data.text', async () => {
    const client = fresh();
    const sent = ok(
      await client.post(
        '/messages',
        {
          category: 'custom',
          type: 'poll',
          receiver: 'superhero2',
          receiverType: 'user',
          data: { customData: { q: 1 } },
        },
        'superhero1',
      ),
    );
    ok(await edit(client, sent.id, { data: { customData: { q: 2 } } }, 'superhero1'));
    assert.deepEqual((await stored(client, sent.id))?.data, { customData: { q: 2 } });
    const res = await edit(client, sent.id, { data: { text: 'x' } }, 'superhero1');
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.text']);
  });

  test('edit message — customData on a text message — 400 ERR_INVALID_MESSAGE_DATA naming data.customData', async () => {
    const res = await edit(fresh(), GREETING, { data: { customData: {} } });
    expectError(res, 400, 'ERR_INVALID_MESSAGE_DATA');
    assertDetails(res, ['data.customData']);
  });

  test('edit message — an image message — 400 ERR_INVALID_MESSAGE_DATA naming data, unchanged', async () => {
    const client = fresh();
    const image = {
      category: 'message',
      type: 'image',
      receiver: 'superhero2',
      receiverType: 'user',
      data: { attachments: [{ url: 'https://example.com/a.png' }] },
    };
    const sent = ok(await client.post('/messages', image, 'superhero1'));
    await refusedUnchanged(
      client,
      edit(client, sent.id, { tags: ['x'] }, 'superhero1'),
      400,
      'ERR_INVALID_MESSAGE_DATA',
    );
  });

  test('edit message — blank text — 400 ERR_EMPTY_MESSAGE_TEXT', async () => {
    expectError(await edit(fresh(), GREETING, { data: { text: ' ' } }), 400, 'ERR_EMPTY_MESSAGE_TEXT');
  });

  test('edit message — nothing to change, metadata over 5 KB — 400 naming the field', async () => {
    const client = fresh();
    for (const [body, field] of [
      [{}, 'body'],
      [{ data: {} }, 'data'],
      [{ data: { metadata: { blob: 'x'.repeat(5200) } } }, 'data.metadata'],
    ] as const) {
      const res = await edit(client, GREETING, body);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, [field]);
    }
  });

  test('edit message — an action message — 403 ERR_PERMISSION_DENIED', async () => {
    const client = fresh();
    const added = ok(await client.post(`/groups/${GUID}/members`, { participants: ['superhero4'] }));
    const actionId = added.participants.superhero4.data.id;
    expectError(await edit(client, actionId, { data: { text: 'x' } }), 403, 'ERR_PERMISSION_DENIED');
  });

  test('edit message — a deleted message — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    ok(await remove(client, GREETING));
    expectError(await edit(client, GREETING, { data: { text: 'x' } }), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('edit message — to a text moderation blocks — the message and its action reach the sender only', async () => {
    const client = fresh();
    const action = ok(await edit(client, GREETING, { data: { text: 'cheap spam here' } }, 'superhero1'));
    const blocked = ok(await client.get('/moderation/blocked-messages')).map(
      (b: { message: { id: string } }) => b.message.id,
    );
    assert.deepEqual(blocked.slice(0, 2).sort(), [GREETING, action.id].sort());
    for (const id of [GREETING, action.id]) {
      expectError(
        await client.post(`/messages/${id}/save`, undefined, 'superhero2'),
        404,
        'ERR_MESSAGE_ID_NOT_FOUND',
      );
    }
    ok(await client.post(`/messages/${action.id}/save`, undefined, 'superhero1'));
  });
});

describe('DELETE /messages/{id}', () => {
  test('delete message — own message, softly — kept without content, deletedAt and deletedBy; the deleted action', async () => {
    const client = fresh();
    const action = ok(await remove(client, GREETING, undefined, 'superhero1'));
    assert.equal(action.data.action, 'deleted');
    const on = action.data.entities.on.entity;
    assert.deepEqual([on.deletedAt, on.deletedBy, 'text' in on.data], [NOW, 'superhero1', false]);
    const message = await stored(client, GREETING);
    assert.deepEqual([message?.data, message?.deletedAt, message?.deletedBy], [{}, NOW, 'superhero1']);
    assert.equal((await client.state()).reactions.filter((r) => r.messageId === GREETING).length, 2);
  });

  test('delete message — twice softly — 404 ERR_MESSAGE_ID_NOT_FOUND the second time', async () => {
    const client = fresh();
    ok(await remove(client, GREETING));
    await refusedUnchanged(client, remove(client, GREETING), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });

  test('delete message — permanently — gone with its reactions and saves; the state stays valid', async () => {
    const client = fresh();
    const action = ok(await remove(client, GREETING, { permanent: true }, 'superhero1'));
    assert.equal(action.data.entities.on.entity.id, GREETING);
    const state = await client.state();
    assert.equal(
      state.messages.some((m) => m.id === GREETING),
      false,
    );
    assert.equal(
      state.reactions.some((r) => r.messageId === GREETING),
      false,
    );
    assert.equal(
      state.savedMessages.some((s) => s.messageId === GREETING),
      false,
    );
    expectError(
      await client.post(`/messages/${GREETING}/reactions/x`, undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    await assertImports(client);
  });

  test('delete message — permanently, after a soft deletion — removed', async () => {
    const client = fresh();
    ok(await remove(client, GREETING));
    ok(await remove(client, GREETING, { permanent: true }));
    assert.equal(await stored(client, GREETING), undefined);
  });

  test('delete message — permanently, a quoted message, then the message a reset points at — the state stays valid each time', async () => {
    const client = fresh();
    const quoting = ok(
      await client.post(
        '/messages',
        {
          category: 'message',
          receiver: GUID,
          receiverType: 'group',
          quotedMessageId: '9',
          data: { text: 'q' },
        },
        'superhero2',
      ),
    );
    ok(await client.del(`/groups/${GUID}/conversation`, { preserveOrder: false }, 'superhero3'));
    ok(await remove(client, '9', { permanent: true }));
    await assertImports(client);
    ok(await remove(client, quoting.id, { permanent: true }));
    await assertImports(client);
  });

  test('delete message — a member’s group message, by the group owner — 200; by a participant — 403', async () => {
    const client = fresh();
    expectError(await remove(client, '5', undefined, 'superhero3'), 403, 'ERR_PERMISSION_DENIED');
    ok(await remove(client, '5', undefined, 'superhero1'));
  });

  test('delete message — the receiver of a one-to-one message — 403 ERR_PERMISSION_DENIED, unchanged', async () => {
    const client = fresh();
    await refusedUnchanged(
      client,
      remove(client, GREETING, undefined, 'superhero2'),
      403,
      'ERR_PERMISSION_DENIED',
    );
  });

  test('delete message — an action message, by the app — 403 ERR_PERMISSION_DENIED', async () => {
    const client = fresh();
    const action = ok(await edit(client, GREETING, { data: { text: 'x' } }));
    expectError(await remove(client, action.id, { permanent: true }), 403, 'ERR_PERMISSION_DENIED');
  });

  test('delete message — permanent not a boolean — 400 naming permanent', async () => {
    const res = await remove(fresh(), GREETING, { permanent: 'yes' });
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assertDetails(res, ['permanent']);
  });
});

describe('DELETE /messages/{id}/save', () => {
  test('unsave message — a saved message — the message without savedAt, no longer saved', async () => {
    const client = fresh();
    const data = ok(await client.del(`/messages/${GREETING}/save`, undefined, 'superhero1'));
    assert.equal(data.id, GREETING);
    assert.equal('savedAt' in data, false);
    assert.deepEqual((await client.state()).savedMessages, []);
    const saved = ok(await client.post(`/messages/${GREETING}/save`, undefined, 'superhero1'));
    assert.equal(saved.savedAt, NOW, 'saved again, it is saved anew');
  });

  test('unsave message — not saved — 200, nothing changed', async () => {
    const client = fresh();
    const before = await client.state();
    ok(await client.del(`/messages/${GREETING}/save`, undefined, 'superhero2'));
    assert.deepEqual(await client.state(), before);
  });

  test('unsave message — saved, then hidden by a conversation reset — removed all the same', async () => {
    const client = fresh();
    ok(await client.post(`/messages/${GROUP_MESSAGE}/save`, undefined, 'superhero3'));
    ok(await client.del(`/groups/${GUID}/conversation`, undefined, 'superhero3'));
    expectError(
      await client.post(`/messages/${GROUP_MESSAGE}/save`, undefined, 'superhero3'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    ok(await client.del(`/messages/${GROUP_MESSAGE}/save`, undefined, 'superhero3'));
    assert.equal(
      (await client.state()).savedMessages.some((s) => s.uid === 'superhero3'),
      false,
    );
  });

  test('unsave message — unknown, not visible, no onBehalfOf — 404, 403, 400', async () => {
    const client = fresh();
    expectError(
      await client.del('/messages/999/save', undefined, 'superhero1'),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.del(`/messages/${GREETING}/save`, undefined, 'superhero3'),
      403,
      'ERR_MESSAGE_NO_ACCESS',
    );
    const res = await request.delete(`/v3/messages/${GREETING}/save`).set('apikey', API_KEY);
    expectError(res, 400, 'ERR_BAD_REQUEST');
  });
});
