import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { toSnapshot } from '../../src/store/state.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { API_KEY, makeApp } from '../helpers/api.ts';

describe('persistence — any sequence of writes', () => {
  const t = makeApp();
  const uid = fc.constantFrom(
    'superhero1',
    'superhero2',
    'superhero3',
    'superhero4',
    'superhero5',
    'chatbot',
    'app_system',
    'ghost',
  );
  const guid = fc.constantFrom('cometchat-guid-1', 'avengers-hq', 'x-men', 'new-a', 'New-B');
  const id = fc.constantFrom('1', '2', '4', '5', '7', '9', '10', '11', '12', '99');
  const reaction = fc.constantFrom('👍', ':x:', '🎉');
  const list = fc.uniqueArray(uid, { minLength: 1, maxLength: 3 });
  type Command = { method: 'get' | 'post' | 'delete'; path: string; body?: object; onBehalfOf?: string };
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc
      .record({
        g: guid,
        type: fc.constantFrom('public', 'private', 'password'),
        obo: fc.option(uid, { nil: undefined }),
        members: fc.option(fc.record({ participants: list, usersToBan: list }), { nil: undefined }),
      })
      .map(({ g, type, obo, members }) => ({
        method: 'post' as const,
        path: '/groups',
        body: { guid: g, name: g, type, password: type === 'password' ? 'pw' : undefined, members },
        onBehalfOf: obo,
      })),
    fc
      .record({ g: guid, admins: list, usersToBan: list, obo: fc.option(uid, { nil: undefined }) })
      .map(({ g, admins, usersToBan, obo }) => ({
        method: 'post' as const,
        path: `/groups/${g}/members`,
        body: { admins, usersToBan },
        onBehalfOf: obo,
      })),
    fc.record({ g: guid, u: uid }).map(({ g, u }) => ({
      method: 'delete' as const,
      path: `/groups/${g}/conversation`,
      body: { preserveOrder: false },
      onBehalfOf: u,
    })),
    fc
      .record({ g: guid, u: uid })
      .map(({ g, u }) => ({ method: 'delete' as const, path: `/groups/${g}/bannedusers/${u}` })),
    fc.record({ m: id, r: reaction, u: uid, remove: fc.boolean() }).map(({ m, r, u, remove }) => ({
      method: remove ? ('delete' as const) : ('post' as const),
      path: `/messages/${m}/reactions/${encodeURIComponent(r)}`,
      onBehalfOf: u,
    })),
    fc
      .record({ m: id, u: uid })
      .map(({ m, u }) => ({ method: 'post' as const, path: `/messages/${m}/save`, onBehalfOf: u })),
    fc
      .record({
        to: fc.oneof(
          uid.map((u) => ({ receiver: u, receiverType: 'user' })),
          guid.map((g) => ({ receiver: g, receiverType: 'group' })),
        ),
        q: fc.option(id, { nil: undefined }),
        spam: fc.boolean(),
      })
      .map(({ to, q, spam }) => ({
        method: 'post' as const,
        path: '/bots/chatbot/messages',
        body: { category: 'message', ...to, quotedMessageId: q, data: { text: spam ? 'spam' : 'hi' } },
      })),
  );

  test('random sequences of the eight writes — never a 5xx, refusals change nothing, the state always validates', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const key = { appId: `seq-${++run}`, region: 'us' } as const;
        const state = async () => JSON.stringify(toSnapshot(await t.store.load(key)));
        for (const c of commands) {
          const before = await state();
          const req = t.request[c.method](`/v3${c.path}`).set('apikey', API_KEY).set('appId', key.appId);
          if (c.onBehalfOf !== undefined) req.set('onBehalfOf', c.onBehalfOf);
          const res = await (c.body === undefined ? req : req.send(c.body));
          assert.ok(res.status < 500, `${c.method} ${c.path}: ${res.status} ${res.text.slice(0, 300)}`);
          if (res.status >= 400)
            assert.equal(
              await state(),
              before,
              `${c.method} ${c.path} ${res.body.error.code} changed the state`,
            );
        }
        const result = validateSnapshot(JSON.parse(await state()));
        assert.ok(result.ok, JSON.stringify(!result.ok && result.details));
      }),
      { numRuns: 30, seed: 7 },
    );
  });
});
