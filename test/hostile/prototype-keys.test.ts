import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { OPERATION_ROUTES } from '../../src/contract/operations.ts';
import { makeApp } from '../helpers/api.ts';
import {
  VALID_CALLS,
  assertStateLoads,
  bodyCases,
  expectRefusedUnchanged,
  isFreeForm,
  pathsOf,
  raw,
  send,
  stateOf,
  takesOnBehalfOf,
  valueAt,
  withKey,
} from './hostile-harness.ts';

const KEYS = ['__proto__', 'constructor', 'prototype'];
const POLLUTION = { polluted: 'yes' };

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object' && !Array.isArray(v);

const refused = makeApp();
const accepted = makeApp();

describe('hostile/prototype-keys.test.ts', () => {
  after(() => {
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined, 'Object.prototype was polluted');
  });

  describe('hostile bodies — prototype keys', () => {
    for (const c of bodyCases()) {
      const levels = pathsOf(c.body).filter((p) => isObject(valueAt(c.body, p)));

      test(`prototype keys — ${c.name}, at every object level — closed levels 400 unchanged, free-form data kept`, async () => {
        for (const level of levels) {
          for (const key of KEYS) {
            // Action headers are free-form but hold strings only.
            const body = withKey(c.body, level, key, level.at(-1) === 'headers' ? 'yes' : POLLUTION);
            const context = `${c.name} ${[...level, key].join('.')}`;
            if (!isFreeForm(c.body, [...level, key])) {
              const res = await expectRefusedUnchanged(refused, context, () => send(refused, c, body));
              assert.equal(res.status, 400, context);
              continue;
            }
            const res = await send(accepted, c, body);
            assert.equal(res.status, 200, `${context}: ${res.text.slice(0, 300)}`);
          }
        }
        await assertStateLoads(accepted);
      });
    }

    test('prototype keys — group metadata — kept as plain data and answered back', async () => {
      const body = withKey(
        { guid: 'proto-meta', name: 'P', type: 'public', metadata: {} },
        ['metadata'],
        '__proto__',
        {
          isAdmin: true,
        },
      );
      const res = await send(accepted, VALID_CALLS[2]!, body);
      assert.equal(res.status, 200, res.text);
      assert.ok(Object.hasOwn(res.body.data.metadata, '__proto__'));
      assert.deepEqual(res.body.data.metadata['__proto__'], { isAdmin: true });
      assert.equal(res.body.data.metadata.isAdmin, undefined);
    });

    test('prototype keys — user metadata — kept as plain data and answered back', async () => {
      const body = withKey({ uid: 'proto-meta', name: 'P', metadata: {} }, ['metadata'], '__proto__', {
        isAdmin: true,
      });
      const res = await send(accepted, { operationId: 'createUser', method: 'post', path: '/users' }, body);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body.data.metadata['__proto__'], { isAdmin: true });
      assert.equal(res.body.data.metadata.isAdmin, undefined);
      await assertStateLoads(accepted);
    });

    test('prototype key at the top — createGroup — 400 calls it an unknown field like any other', async () => {
      const body = withKey(VALID_CALLS[2]!.body!, [], '__proto__', POLLUTION);
      const res = await expectRefusedUnchanged(refused, '__proto__', () =>
        send(refused, VALID_CALLS[2]!, body),
      );
      assert.deepEqual(res.body.error.details, JSON.parse('{"__proto__":["is not a known field"]}'));
    });
  });

  describe('hostile paths — prototype names as identifiers', () => {
    /** Every uid, guid and message id path parameter of every operation, replaced by each name. */
    const cases = VALID_CALLS.flatMap((call) => {
      const template = OPERATION_ROUTES[call.operationId].path.split('/');
      const segments = call.path.split('/');
      return template.flatMap((part, i) =>
        part.startsWith('{') && part !== '{reaction}'
          ? KEYS.map((key) => ({ call, path: segments.map((s, j) => (j === i ? key : s)).join('/') }))
          : [],
      );
    });

    test('prototype names — every uid, guid and message id path parameter — 4xx, state unchanged', async () => {
      assert.equal(cases.length, 3 * 110);
      for (const { call, path } of cases) {
        await expectRefusedUnchanged(refused, `${call.operationId} ${path}`, () =>
          raw(refused, call.method, path, {
            body: call.body && JSON.stringify(call.body),
            onBehalfOf: call.onBehalfOf,
          }),
        );
      }
    });

    test('prototype names as reactions — add, list by that reaction, remove — plain text, round trip', async () => {
      const fresh = accepted;
      for (const key of KEYS) {
        const added = await raw(fresh, 'post', `/messages/4/reactions/${key}`, { onBehalfOf: 'superhero1' });
        assert.equal(added.status, 200, added.text);
        const mine = added.body.data.data.reactions.find((r: { reaction: string }) => r.reaction === key);
        assert.deepEqual(mine, { reaction: key, count: 1, reactedByMe: true });
        const listed = await raw(fresh, 'get', `/messages/4/reactions/${key}`);
        assert.deepEqual(
          listed.body.data.map((r: { reaction: string; uid: string }) => [r.reaction, r.uid]),
          [[key, 'superhero1']],
        );
        const removed = await raw(fresh, 'delete', `/messages/4/reactions/${key}`, {
          onBehalfOf: 'superhero1',
        });
        assert.equal(removed.status, 200);
        assert.equal(
          removed.body.data.data.reactions.some((r: { reaction: string }) => r.reaction === key),
          false,
        );
      }
      await assertStateLoads(fresh);
    });

    test('prototype names in the query and headers — every operation — 4xx, state unchanged', async () => {
      for (const call of VALID_CALLS) {
        const body = call.body && JSON.stringify(call.body);
        for (const key of KEYS) {
          const sep = call.path.includes('?') ? '&' : '?';
          const bracketed = key === '__proto__' ? [] : [`${key}[polluted]=yes`];
          for (const query of [`${key}=1`, ...bracketed]) {
            await expectRefusedUnchanged(refused, `${call.operationId} ?${query}`, () =>
              raw(refused, call.method, `${call.path}${sep}${query}`, { body, onBehalfOf: call.onBehalfOf }),
            );
          }
          // `constructor` and `prototype` are valid app ids; the test below covers them.
          const headers = key === '__proto__' ? ['onBehalfOf', 'apikey', 'appId'] : ['onBehalfOf', 'apikey'];
          // Where the contract has no onBehalfOf the header is ignored (tested in urls-and-headers).
          if (!takesOnBehalfOf(call.operationId)) headers.shift();
          for (const header of headers) {
            await expectRefusedUnchanged(refused, `${call.operationId} ${header}: ${key}`, () =>
              raw(refused, call.method, call.path, { body, headers: { [header]: key } }),
            );
          }
        }
      }
    });

    test('prototype names as app ids — constructor, prototype — apps of their own, seeded, default app unchanged', async () => {
      const before = await stateOf(refused);
      for (const appId of ['constructor', 'prototype']) {
        const created = await raw(refused, 'post', '/groups', {
          body: JSON.stringify({ guid: 'own', name: 'Own', type: 'public' }),
          headers: { appId },
        });
        assert.equal(created.status, 200, created.text);
        const banned = await raw(refused, 'get', '/groups/cometchat-guid-1/bannedusers', {
          headers: { appId },
        });
        assert.deepEqual(
          banned.body.data.map((u: { uid: string }) => u.uid),
          ['superhero5'],
        );
      }
      assert.equal(await stateOf(refused), before);
    });

    test('unknown bracketed query keys — `__proto__[x]`, `a[__proto__][x]`, `a[constructor][x]`, `[a]` — 400 unknown query parameter', async () => {
      const fresh = accepted;
      for (const call of VALID_CALLS) {
        const body = call.body && JSON.stringify(call.body);
        for (const query of [
          '__proto__[polluted]=yes',
          'a[__proto__][polluted]=yes',
          'a[constructor][polluted]=yes',
          '[a]=1',
        ]) {
          await expectRefusedUnchanged(fresh, `${call.operationId} ?${query}`, () =>
            raw(fresh, call.method, `${call.path}?${query}`, { body, onBehalfOf: call.onBehalfOf }),
          );
        }
      }
    });
  });
});
