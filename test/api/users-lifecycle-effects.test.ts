/**
 * What the users' lifecycle does around it: the rate tiers it counts against (SPEC 16: deleting a user
 * is core, as creating one), the events it tells (none: the real service has no trigger for them), and
 * a group conversation's last message once the newest is erased.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asDomainEvents, type DomainEvent } from '../../src/domain/events.ts';
import { API_KEY, makeApp } from '../helpers/api.ts';
import { GUID, ok, sandbox } from './api-client.ts';

describe('rate tiers', () => {
  const low = makeApp({ rateLimit: { standard: 3, core: 2 } });
  let apps = 0;
  const send = (method: 'put' | 'delete', path: string, body: object, appId: string) =>
    low.request[method](`/v3${path}`).set('apikey', API_KEY).set('appId', appId).send(body);
  const window = (res: { headers: Record<string, string> }) => [
    res.headers['x-rate-limit'],
    res.headers['x-rate-limit-remaining'],
  ];

  test('delete user — core; update, deactivate, reactivate — standard', async () => {
    const calls: [string, 'put' | 'delete', string, object][] = [
      ['core', 'delete', '/users/superhero3', {}],
      ['standard', 'put', '/users/superhero3', { name: 'x' }],
      ['standard', 'delete', '/users', { uidsToDeactivate: ['superhero4'] }],
      ['standard', 'put', '/users', { uidsToActivate: ['superhero4'] }],
    ];
    for (const [tier, method, path, body] of calls) {
      const res = await send(method, path, body, `rate-lifecycle-${++apps}`);
      assert.deepEqual(window(res), tier === 'core' ? ['2', '1'] : ['3', '2'], `${method} ${path}`);
    }
  });
});

describe('events', () => {
  test('update, deactivate, reactivate, delete and erase — no event, so no webhook', async () => {
    const app = makeApp();
    const heard: DomainEvent[] = [];
    app.store.subscribe((_key, events) => heard.push(...asDomainEvents(events)));
    assert.equal((await app.put('/users/superhero3', { name: 'Peter' })).status, 200);
    assert.equal((await app.del('/users', { uidsToDeactivate: ['superhero3'] })).status, 200);
    assert.equal((await app.put('/users', { uidsToActivate: ['superhero3'] })).status, 200);
    assert.equal((await app.del('/users/superhero4')).status, 200);
    assert.equal((await app.del('/users/superhero2', { permanent: true })).status, 200);
    assert.deepEqual(heard, []);
  });
});

describe('the last message of a conversation after an erasure', () => {
  const { fresh } = sandbox();

  test('the newest group message erased — the one before it is the last message, and a reset hides up to it', async () => {
    const client = fresh();
    ok(await client.post('/users', { uid: 'wanda', name: 'Wanda' }));
    ok(await client.post(`/groups/${GUID}/members`, { participants: ['wanda'] }));
    const before = ok(
      await client.post(
        '/messages',
        { category: 'message', receiver: GUID, receiverType: 'group', data: { text: 'earlier' } },
        'superhero1',
      ),
    );
    ok(
      await client.post(
        '/messages',
        { category: 'message', receiver: GUID, receiverType: 'group', data: { text: 'newest' } },
        'wanda',
      ),
    );
    ok(await client.del('/users/wanda', { permanent: true }));
    const conversation = ok(await client.get(`/groups/${GUID}/conversation`, 'superhero1'));
    assert.equal(conversation.lastMessage.id, before.id);
    // A reset hides up to the conversation's last message: there is one, the one before.
    ok(await client.del(`/groups/${GUID}/conversation`, {}, 'superhero1'));
    const reset = (await client.state()).conversationResets.find((r) => r.uid === 'superhero1');
    assert.equal(reset?.lastMessageId, before.id);
  });
});
