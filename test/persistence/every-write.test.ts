import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FileStore } from '../../src/store/file-store.ts';
import { toSnapshot } from '../../src/store/state.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { API_KEY } from '../helpers/api.ts';
import { DEFAULT_APP, fileApp, tempDataDir } from './persistence-app.ts';

let data: Awaited<ReturnType<typeof tempDataDir>>;
describe('persistence/every-write.test.ts', () => {
  before(async () => {
    data = await tempDataDir();
  });
  after(() => data.remove());

  const button = (elementId: string) => ({
    elementType: 'button',
    elementId,
    buttonText: 'Go',
    action: { actionType: 'urlNavigation', url: 'https://example.com' },
  });

  describe('persistence — every state the API writes loads again', () => {
    test('every write operation, with awkward data — the state validates and a new store reads it back', async () => {
      const app = fileApp(data.dir);
      const ok = async (
        res: PromiseLike<{ status: number; text: string; body: { data: { id?: string } } }>,
      ) => {
        const r = await res;
        assert.equal(r.status, 200, r.text.slice(0, 400));
        return r.body.data;
      };
      const createBody =
        '{"guid":"Every-Write","name":"Ünïcödé 👨‍👩‍👧 שלום","type":"password","password":"pw","owner":"superhero2",' +
        '"icon":"https://example.com/i.png","description":"d","tags":["a","b"],' +
        '"metadata":{"__proto__":{"admin":true},"nested":{"constructor":[1,{"prototype":null}]}},' +
        '"members":{"admins":["superhero3"],"moderators":["superhero4"],"participants":["chatbot","ghost"],"usersToBan":["superhero5"]}}';
      await ok(
        app.request
          .post('/v3/groups')
          .set('apikey', API_KEY)
          .set('onBehalfOf', 'superhero1')
          .type('json')
          .send(createBody),
      );
      await ok(
        app.post('/groups/cometchat-guid-1/members', {
          participants: ['superhero4'],
          usersToBan: ['superhero3'],
          admins: ['ghost'],
        }),
      );
      const bot = (body: object) => ok(app.post('/bots/chatbot/messages', body));
      const toUser = await bot({
        category: 'message',
        receiver: 'superhero1',
        receiverType: 'user',
        muid: 'm-1',
        tags: ['t'],
        data: { text: 'hello 😀\u0000', metadata: { __proto__x: 1 } },
      });
      const toGroup = await bot({
        category: 'message',
        receiver: 'every-write',
        receiverType: 'group',
        quotedMessageId: '4',
        data: { text: 'quoting' },
      });
      await bot({
        category: 'message',
        multipleReceivers: { uids: ['superhero1', 'superhero2'], guids: ['cometchat-guid-1'] },
        data: { text: 'all' },
      });
      await bot({
        category: 'message',
        receiver: 'superhero2',
        receiverType: 'user',
        data: { text: 'this is spam' },
      });
      await bot({
        category: 'message',
        type: 'image',
        receiver: 'superhero2',
        receiverType: 'user',
        data: {
          attachments: [
            {
              url: 'https://example.com/a.png',
              size: '12',
              mimeType: 'image/png',
              name: 'a.png',
              extension: 'png',
            },
          ],
        },
      });
      await bot({
        category: 'custom',
        type: 'location',
        receiver: 'superhero3',
        receiverType: 'user',
        data: { customData: { lat: 1 } },
      });
      await bot({
        category: 'interactive',
        type: 'form',
        receiver: 'superhero1',
        receiverType: 'user',
        data: {
          interactionGoal: { type: 'allOf', elementIds: ['f1'] },
          allowSenderInteraction: true,
          interactiveData: {
            title: 'T',
            formFields: [{ elementType: 'textInput', elementId: 'f1', label: 'L' }],
            submitElement: button('s'),
          },
        },
      });
      for (const reaction of ['👍', ':thumbsup:', '__proto__']) {
        await ok(
          app.post(
            `/messages/${toUser.id}/reactions/${encodeURIComponent(reaction)}`,
            undefined,
            'superhero1',
          ),
        );
      }
      await ok(app.post(`/messages/${toGroup.id}/reactions/%F0%9F%8E%89`, undefined, 'superhero3'));
      await ok(app.del(`/messages/${toUser.id}/reactions/%F0%9F%91%8D`, undefined, 'superhero1'));
      await ok(app.post(`/messages/${toUser.id}/save`, undefined, 'superhero1'));
      await ok(app.del('/groups/every-write/conversation', { preserveOrder: true }, 'superhero3'));
      await ok(app.del('/groups/cometchat-guid-1/bannedusers/superhero5'));
      await app.store.close();

      const written = toSnapshot(await app.store.load(DEFAULT_APP));
      const result = validateSnapshot(JSON.parse(JSON.stringify(written)));
      assert.ok(result.ok, JSON.stringify(!result.ok && result.details));
      const reread = toSnapshot(await new FileStore({ dataDir: data.dir }).load(DEFAULT_APP));
      const sizes = (s: typeof written) => Object.values(s).map((v) => (Array.isArray(v) ? v.length : v));
      assert.deepEqual(sizes(reread), sizes(written));
    });

    test('every write of part two, with awkward data — the state validates and a new store reads it back', async () => {
      const own = await tempDataDir();
      const app = fileApp(own.dir);
      const ok = async (
        res: PromiseLike<{ status: number; text: string; body: { data: { id?: string } } }>,
      ) => {
        const r = await res;
        assert.equal(r.status, 200, r.text.slice(0, 400));
        return r.body.data;
      };
      await ok(
        app.request
          .post('/v3/users')
          .set('apikey', API_KEY)
          .type('json')
          .send(
            '{"uid":"New_User-1","name":"Ünïcödé 👨‍👩‍👧","tags":["a"],"statusMessage":"שלום","withAuthToken":true,' +
              '"metadata":{"__proto__":{"admin":true},"constructor":[1]}}',
          ),
      );
      await ok(app.post('/users/new_user-1/auth_tokens', { force: true }));
      await ok(
        app.post('/users/new_user-1/blockedusers', {
          blockedUids: ['superhero2', '__proto__', 'superhero3'],
        }),
      );
      await ok(app.del('/users/new_user-1/blockedusers', { blockedUids: ['superhero3'] }));
      const sent = await ok(
        app.post(
          '/messages',
          {
            category: 'custom',
            type: 'poll',
            multipleReceivers: { uids: ['superhero1'], guids: ['cometchat-guid-1'] },
            quotedMessageId: '4',
            data: { customData: { __proto__x: { q: '😀' } } },
          },
          'superhero2',
        ),
      );
      const text = await ok(
        app.post(
          '/messages',
          { category: 'message', receiver: 'superhero3', receiverType: 'user', data: { text: 'x' } },
          'superhero1',
        ),
      );
      await ok(
        app.put(`/messages/${sent.id}`, { data: { customData: { q: 'edited' } }, tags: ['t'] }, 'superhero2'),
      );
      await ok(app.put(`/messages/${text.id}`, { data: { text: 'now spam' } }, 'superhero1'));
      await ok(app.del(`/messages/${text.id}`, undefined, 'superhero1'));
      await ok(app.post('/messages/4/save', undefined, 'superhero3'));
      await ok(app.del('/messages/4', { permanent: true }));
      await ok(app.del('/messages/2/save', undefined, 'superhero1'));
      await ok(app.post('/groups/cometchat-guid-1/bannedusers/superhero3', undefined, 'superhero2'));
      await ok(app.del('/groups/cometchat-guid-1/members/chatbot'));
      await ok(app.put('/groups/cometchat-guid-1/members/superhero2', { scope: 'admin' }, 'superhero1'));
      await ok(app.post('/users/superhero3/conversation/read', undefined, 'superhero1'));
      await ok(app.post('/groups/cometchat-guid-1/conversation/read', { messageId: 5 }, 'superhero2'));
      await app.store.close();

      const written = toSnapshot(await app.store.load(DEFAULT_APP));
      assert.equal(written.readMarks.length, 2);
      const result = validateSnapshot(JSON.parse(JSON.stringify(written)));
      assert.ok(result.ok, JSON.stringify(!result.ok && result.details));
      const reread = toSnapshot(await new FileStore({ dataDir: own.dir }).load(DEFAULT_APP));
      assert.deepEqual(JSON.parse(JSON.stringify(reread)), JSON.parse(JSON.stringify(written)));
      await own.remove();
    });
  });
});
