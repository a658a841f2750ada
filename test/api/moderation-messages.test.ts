/**
 * The standalone Moderation API (SPEC 19): POST, GET /moderation/messages; GET, PUT, DELETE
 * /moderation/messages/{id}. The fixtures' rule `keyword-filter` blocks the words `badword` and `spam`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, expectError, newMessageId, ok, sandbox, type Client } from './api-client.ts';

const { fresh, request } = sandbox();

const TEXT = { data: { text: 'Hey there! Welcome aboard.' } };
const toUser = (sender: string, receiver: string, extra: object = {}) => ({
  ...TEXT,
  sender,
  receiver,
  receiverType: 'user',
  ...extra,
});
const SPAM = { ...toUser('superhero3', 'superhero1'), data: { text: 'Totally not spam' } };
const KEYWORD_FILTER = { id: 'keyword-filter', name: 'Keyword Filter' };

const submit = async (client: Client, body: object) => ok(await client.post('/moderation/messages', body));
const verdictOf = async (client: Client, id: string) =>
  ok(await client.get(`/moderation/messages/${id}`)).data.moderation;

describe('POST /moderation/messages', () => {
  test('submit — answered pending with the next message id, stored apart; the read shows approved', async () => {
    const client = fresh();
    const data = await submit(client, toUser('superhero1', 'superhero2', { muid: 'm-1', tags: ['t'] }));
    assert.equal(data.id, newMessageId());
    assert.deepEqual(data.data.moderation, { status: 'pending' });
    assert.equal(data.conversationId, 'superhero1_user_superhero2');
    assert.equal(data.data.entities.sender.entity.conversationId, 'superhero1_user_superhero2');
    assert.deepEqual([data.muid, data.tags, data.sentAt, data.updatedAt], ['m-1', ['t'], NOW, NOW]);
    assert.deepEqual(await verdictOf(client, data.id), { status: 'approved' });
    const state = await client.state();
    assert.deepEqual(
      state.moderationMessages.map((m) => m.id),
      [data.id],
    );
    assert.equal(state.counters.messageId, Number(data.id));
    assert.ok(!state.messages.some((m) => m.id === data.id));
  });

  test('submit — met by a rule that flags — approved, never queued as flagged, the state still valid', async () => {
    const client = fresh();
    const rule = {
      id: 'flag-hey',
      name: 'Flag hey',
      action: ['flagMessage'],
      conditions: [{ operand: 'text', operator: 'contains', value: ['hey'] }],
    };
    ok(await client.post('/moderation/rules', rule));
    const data = await submit(client, toUser('superhero1', 'superhero2'));
    assert.deepEqual(await verdictOf(client, data.id), { status: 'approved' });
    assert.deepEqual(ok(await client.get('/moderation/flagged-messages')), []);
    const state = await client.state();
    assert.deepEqual(state.flaggedMessages, []);
  });

  test('submit — missing users and group — created from their details', async () => {
    const client = fresh();
    await submit(
      client,
      toUser('New-Sender', 'new-receiver', {
        senderUserDetails: { uid: 'new-sender', name: 'Sender' },
        receiverUserDetails: { uid: 'New-Receiver', name: 'Receiver', tags: ['x'] },
      }),
    );
    assert.equal(ok(await client.get('/users/new-sender')).name, 'Sender');
    assert.deepEqual(ok(await client.get('/users/new-receiver')).tags, ['x']);
    const group = { guid: 'new-group', name: 'New group', type: 'public', owner: 'new-sender' };
    const data = await submit(client, {
      ...TEXT,
      sender: 'new-sender',
      receiver: 'new-group',
      receiverType: 'group',
      receiverGroupDetails: group,
    });
    assert.equal(data.conversationId, 'group_new-group');
    assert.equal(data.data.entities.receiver.entityType, 'group');
    assert.equal(ok(await client.get('/groups/new-group')).owner, 'new-sender');
  });

  test('submit — a missing sender, receiver or group without details — 404, nothing created', async () => {
    const client = fresh();
    expectError(
      await client.post('/moderation/messages', toUser('nobody', 'superhero1')),
      404,
      'ERR_UID_NOT_FOUND',
    );
    const creator = { senderUserDetails: { uid: 'maker', name: 'Maker' } };
    expectError(
      await client.post('/moderation/messages', toUser('maker', 'nobody', creator)),
      404,
      'ERR_UID_NOT_FOUND',
    );
    const toGroup = { ...TEXT, sender: 'superhero1', receiver: 'no-group', receiverType: 'group' };
    expectError(await client.post('/moderation/messages', toGroup), 404, 'ERR_GUID_NOT_FOUND');
    expectError(await client.get('/users/maker'), 404, 'ERR_UID_NOT_FOUND');
    const state = await client.state();
    assert.equal(state.moderationMessages.length, 0);
  });

  test('submit — details naming another user, a chat type that is not one — 400', async () => {
    const client = fresh();
    const other = { senderUserDetails: { uid: 'someone-else', name: 'X' } };
    expectError(
      await client.post('/moderation/messages', toUser('newbie', 'superhero1', other)),
      400,
      'ERR_BAD_REQUEST',
    );
    expectError(
      await client.post('/moderation/messages', toUser('superhero1', 'superhero2', { type: 'card' })),
      400,
      'ERR_BAD_REQUEST',
    );
    const custom = toUser('superhero1', 'superhero2', {
      category: 'custom',
      type: 'card',
      data: { customData: {} },
    });
    assert.equal((await submit(client, custom)).type, 'card');
  });

  test('submit — a text a rule blocks — disapproved with the rule, its blocked record names it', async () => {
    const client = fresh();
    const { id } = await submit(client, SPAM);
    assert.deepEqual(await verdictOf(client, id), { status: 'disapproved', rule: KEYWORD_FILTER });
    const blocked = (await client.state()).blockedMessages.find((b) => b.messageId === id);
    assert.equal(blocked?.standalone, true);
    assert.equal(blocked?.ruleId, 'keyword-filter');
  });

  test('submit — never a chat message: not in the message lists, conversations or GET /messages/{id}', async () => {
    const client = fresh();
    const before = ok(await client.get('/conversations', 'superhero1'));
    const { id } = await submit(client, toUser('superhero1', 'superhero2'));
    expectError(await client.get(`/messages/${id}`), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    const listed = ok(await client.get('/messages?limit=1000'));
    assert.ok(!listed.some((m: { id: string }) => m.id === id));
    assert.deepEqual(ok(await client.get('/conversations', 'superhero1')), before);
    assert.ok(
      !ok(await client.get('/moderation/blocked-messages')).some(
        (b: { message: { id: string } }) => b.message.id === id,
      ),
    );
  });
});

describe('GET /moderation/messages', () => {
  test('list — each filter narrows, the message cursor pages', async () => {
    const client = fresh();
    const a = await submit(client, toUser('superhero1', 'superhero2'));
    const b = await submit(client, SPAM);
    const c = await submit(client, {
      ...TEXT,
      sender: 'superhero2',
      receiver: 'cometchat-guid-1',
      receiverType: 'group',
      type: 'text',
    });
    const ids = async (query: string) =>
      ok(await client.get(`/moderation/messages${query}`)).map((m: { id: string }) => m.id);
    assert.deepEqual(await ids(''), [a.id, b.id, c.id]);
    assert.deepEqual(await ids('?sender=SUPERHERO1'), [a.id]);
    assert.deepEqual(await ids('?receiverUID=superhero1'), [b.id]);
    assert.deepEqual(await ids('?receiverGUID=cometchat-guid-1'), [c.id]);
    assert.deepEqual(await ids('?category=custom'), []);
    assert.deepEqual(await ids('?type=text&moderationStatus=approved'), [a.id, c.id]);
    assert.deepEqual(await ids('?moderationStatus=disapproved'), [b.id]);
    const page = await client.get('/moderation/messages?limit=1');
    assert.deepEqual(page.body.meta.current, { limit: 1, count: 1 });
    assert.equal(page.body.data[0].id, c.id);
    assert.deepEqual(await ids(`?id=${c.id}&affix=prepend&limit=1`), [b.id]);
    assert.deepEqual(await ids(`?id=${a.id}&affix=append`), [b.id, c.id]);
  });
});

describe('PUT /moderation/messages/{id}', () => {
  test('edit — moderated again: disapproved becomes approved and back, edit marks set', async () => {
    const client = fresh();
    const { id } = await submit(client, SPAM);
    client.advanceClock(60);
    const clean = ok(await client.put(`/moderation/messages/${id}`, { data: { text: 'All good' } }));
    assert.deepEqual(clean.data.moderation, { status: 'approved' });
    assert.deepEqual(
      [clean.data.text, clean.editedAt, clean.editedBy, clean.updatedAt],
      ['All good', NOW + 60, 'app_system', NOW + 60],
    );
    assert.ok(!(await client.state()).blockedMessages.some((r) => r.messageId === id));
    const dirty = ok(await client.put(`/moderation/messages/${id}`, { data: { text: 'badword' } }));
    assert.deepEqual(dirty.data.moderation, { status: 'disapproved', rule: KEYWORD_FILTER });
  });

  test('edit — an unknown id, a chat message’s id — 404 ERR_MESSAGE_ID_NOT_FOUND', async () => {
    const client = fresh();
    expectError(
      await client.put('/moderation/messages/99999', { data: { text: 'x' } }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
    expectError(
      await client.put('/moderation/messages/2', { data: { text: 'x' } }),
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    );
  });
});

describe('DELETE /moderation/messages/{id}', () => {
  test('delete — the message and its blocked record go; again — 404', async () => {
    const client = fresh();
    const { id } = await submit(client, SPAM);
    const data = ok(await client.del(`/moderation/messages/${id}`));
    assert.deepEqual(data, {
      success: true,
      message: `Message with id ${id} has been deleted successfully.`,
    });
    const state = await client.state();
    assert.equal(state.moderationMessages.length, 0);
    assert.ok(!state.blockedMessages.some((r) => r.messageId === id));
    expectError(await client.del(`/moderation/messages/${id}`), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
    expectError(await client.get(`/moderation/messages/${id}`), 404, 'ERR_MESSAGE_ID_NOT_FOUND');
  });
});

describe('a standalone message in the app’s state', () => {
  test('state import — a review approves, a disabled rule passes the next one, a chat id is refused', async () => {
    const client = fresh();
    const { id } = await submit(client, SPAM);
    const state = await client.state();
    const blocked = state.blockedMessages.find((b) => b.messageId === id)!;
    blocked.review = { status: 'approved', reviewedAt: NOW };
    state.moderationRules.find((r) => r.id === 'keyword-filter')!.enabled = false;
    const put = (body: object) => request.put(`/__sandbox/apps/${client.appId}/state`).send(body);
    assert.equal((await put(state)).status, 200);
    assert.deepEqual(await verdictOf(client, id), { status: 'approved' });
    const next = await submit(client, SPAM);
    assert.deepEqual(await verdictOf(client, next.id), { status: 'approved' });
    const clash = await client.state();
    clash.moderationMessages[0]!.id = '2';
    const res = await put(clash);
    expectError(res, 400, 'ERR_BAD_REQUEST');
    assert.ok('moderationMessages.0.id' in res.body.error.details, JSON.stringify(res.body.error.details));
  });
});
