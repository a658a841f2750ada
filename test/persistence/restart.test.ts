import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readStateFiles } from '../../src/store/state-file.ts';
import { toSnapshot } from '../../src/store/state.ts';
import { NOW, expectError } from '../helpers/api.ts';
import { fileApp, tempDataDir, type FileApp } from './persistence-app.ts';

const text = (receiver: string, receiverType: string, body: string) => ({
  category: 'message',
  receiver,
  receiverType,
  data: { text: body },
});

let data: Awaited<ReturnType<typeof tempDataDir>>;
/** The server after the restart, an hour later, on the data the first one wrote. */
let second: FileApp;
let messageId: string;
let fileRightAfterCreate: { groups: { guid: string }[] };
let blockedOrderBefore: string[];

const blockedOrder = async (app: FileApp) =>
  (await app.get('/moderation/blocked-messages').set('appId', 'order')).body.data.map(
    (b: { message: { id: string } }) => b.message.id,
  );

describe('persistence/restart.test.ts', () => {
  before(async () => {
    data = await tempDataDir();
    const first = fileApp(data.dir);
    const members = { participants: ['chatbot'] };
    const created = await first.post(
      '/groups',
      { guid: 'Persist-Team', name: 'Persist 🚀', type: 'public', members },
      'superhero1',
    );
    assert.equal(created.status, 200, created.text);
    fileRightAfterCreate = toSnapshot((await readStateFiles(first.file()))!);
    const added = await first.post(
      '/groups/persist-team/members',
      { moderators: ['superhero2'], usersToBan: ['superhero4'] },
      'superhero1',
    );
    assert.equal(added.body.data.moderators.superhero2.success, true);
    const sent = await first.post('/bots/chatbot/messages', text('persist-team', 'group', 'Saved for later'));
    messageId = sent.body.data.id;
    assert.equal(
      (await first.post(`/messages/${messageId}/reactions/🎉`, undefined, 'superhero2')).status,
      200,
    );
    assert.equal((await first.post(`/messages/${messageId}/save`, undefined, 'superhero1')).status, 200);
    const eu = { guid: 'eu-only', name: 'EU', type: 'public' };
    assert.equal((await first.post('/groups', eu).set('appId', 'second').set('region', 'eu')).status, 200);
    const blocked = await first
      .post('/bots/chatbot/messages', text('superhero2', 'user', 'spam'))
      .set('appId', 'order');
    assert.equal(blocked.status, 200);
    blockedOrderBefore = await blockedOrder(first);
    await first.store.close();
    second = fileApp(data.dir, { clock: NOW + 3600 });
  });

  after(async () => {
    await second.store.close();
    await data.remove();
  });

  describe('persistence — through a restart', () => {
    test('a change — acknowledged — already in the data file when the answer arrives', () => {
      assert.ok(fileRightAfterCreate.groups.some((g) => g.guid === 'persist-team'));
    });

    test('group and members — after the restart — the group exists, its members are members', async () => {
      const again = { guid: 'persist-team', name: 'x', type: 'public' };
      expectError(await second.post('/groups', again), 409, 'ERR_GUID_ALREADY_EXISTS');
      const res = await second.post('/groups/persist-team/members', {
        participants: ['superhero2', 'chatbot'],
      });
      assert.deepEqual(
        Object.values(res.body.data.participants).map((r) => (r as { error: { code: string } }).error.code),
        ['ERR_ALREADY_JOINED', 'ERR_ALREADY_JOINED'],
      );
    });

    test('ban — after the restart — listed', async () => {
      const banned = await second.get('/groups/persist-team/bannedusers');
      assert.deepEqual(
        banned.body.data.map((u: { uid: string }) => u.uid),
        ['superhero4'],
      );
    });

    test('reaction and save — after the restart — listed, and the original savedAt kept', async () => {
      const reactions = await second.get(`/messages/${messageId}/reactions`);
      assert.deepEqual(
        reactions.body.data.map((r: { reaction: string; uid: string; reactedAt: number }) => [
          r.reaction,
          r.uid,
          r.reactedAt,
        ]),
        [['🎉', 'superhero2', NOW]],
      );
      const saved = await second.post(`/messages/${messageId}/save`, undefined, 'superhero1');
      assert.equal(saved.body.data.savedAt, NOW);
      assert.equal(saved.body.data.data.text, 'Saved for later');
    });

    test('message ids — a new message after the restart — the next id, none reused', async () => {
      const next = await second.post(
        '/bots/chatbot/messages',
        text('superhero1', 'user', 'after the restart'),
      );
      assert.equal(next.body.data.id, String(Number(messageId) + 1));
    });

    test('two apps — each written to its own file — neither sees the other after the restart', async () => {
      const eu = { guid: 'eu-only', name: 'EU', type: 'public' };
      const inEu = await second.post('/groups', eu).set('appId', 'second').set('region', 'eu');
      expectError(inEu, 409, 'ERR_GUID_ALREADY_EXISTS');
      assert.equal((await second.post('/groups', eu).set('appId', 'second')).status, 200);
    });

    test('lists — records created while the clock is behind the fixtures — the same order after a restart', async () => {
      assert.deepEqual(await blockedOrder(second), blockedOrderBefore);
    });
  });
});
