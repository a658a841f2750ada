import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { OPERATION_ROUTES } from '../../src/contract/operations.ts';
import { READ_LIST_QUERIES } from './read-calls.ts';
import { fetchCannotSend, makeApp } from '../helpers/api.ts';
import {
  SEED,
  VALID_CALLS,
  type Call,
  expectRefused,
  expectRefusedUnchanged,
  raw,
  stateOf,
  takesOnBehalfOf,
} from './hostile-harness.ts';

const t = makeApp();
const bodyOf = (call: Call) => call.body && JSON.stringify(call.body);

/** The call with its `index`-th path parameter (in template order) replaced by `segment`. */
function withSegment(call: Call, name: string, segment: string): string {
  const template = OPERATION_ROUTES[call.operationId].path.split('/');
  const i = template.indexOf(`{${name}}`);
  return call.path
    .split('/')
    .map((s, j) => (j === i ? segment : s))
    .join('/');
}

const PARAMS = VALID_CALLS.flatMap((call) =>
  [...OPERATION_ROUTES[call.operationId].path.matchAll(/\{(\w+)\}/g)].map((m) => ({ call, name: m[1]! })),
);

const MALFORMED = ['%E0%A4%A', '%', '%ZZ', '%C0%AF', '%ED%A0%80', '%FF', '%E0%A4', 'a%2'];

const LIST_QUERIES: Record<string, string[]> = {
  listAuthTokens: ['perPage', 'page'],
  listBannedUsers: ['perPage', 'page'],
  listReactions: ['limit', 'affix', 'id'],
  listReactionsByEmoji: ['limit', 'affix', 'id'],
  listBlockedMessages: ['limit'],
  listKeywordLists: ['limit'],
  listBlockedUsers: ['perPage', 'page'],
  ...READ_LIST_QUERIES,
};
const ABSURD = [
  '1e309',
  '-1',
  'NaN',
  '0',
  '1.5',
  '',
  'Infinity',
  '-0',
  '%',
  '1%00',
  '9'.repeat(400),
  'true',
  '[]',
];

describe('hostile URLs — path segments', () => {
  test('malformed percent-encoding — every path parameter of every operation — 400 naming the URL, state unchanged', async () => {
    assert.equal(PARAMS.length, 113);
    for (const { call, name } of PARAMS) {
      for (const segment of MALFORMED) {
        const path = withSegment(call, name, segment);
        const res = await expectRefusedUnchanged(t, `${call.operationId} ${path}`, () =>
          raw(t, call.method, path, { body: bodyOf(call), onBehalfOf: call.onBehalfOf }),
        );
        assert.deepEqual(res.body.error.details, { path: ['must be valid percent-encoded UTF-8'] });
      }
    }
  });

  test('NUL, 8,000 characters, an escaped slash — every uid, guid and message id — 4xx, state unchanged', async () => {
    for (const { call, name } of PARAMS.filter((p) => p.name !== 'reaction')) {
      for (const segment of ['%00', 'a'.repeat(8000), 'a%2Fb']) {
        const path = withSegment(call, name, segment);
        await expectRefusedUnchanged(t, `${call.operationId} ${path.slice(0, 80)}`, () =>
          raw(t, call.method, path, { body: bodyOf(call), onBehalfOf: call.onBehalfOf }),
        );
      }
    }
  });

  const skip = fetchCannotSend('get', { segment: '..' });
  test('dot segments — every uid, guid and message id — 4xx, state unchanged', { skip }, async () => {
    for (const { call, name } of PARAMS.filter((p) => p.name !== 'reaction')) {
      for (const segment of ['..', '.', '%2E%2E']) {
        const path = withSegment(call, name, segment);
        await expectRefusedUnchanged(t, `${call.operationId} ${path.slice(0, 80)}`, () =>
          raw(t, call.method, path, { body: bodyOf(call), onBehalfOf: call.onBehalfOf }),
        );
      }
    }
  });

  test('reaction of 8,000 characters — add, remove, list by reaction — 400, state unchanged', async () => {
    for (const { call } of PARAMS.filter((p) => p.name === 'reaction')) {
      const path = withSegment(call, 'reaction', 'a'.repeat(8000));
      await expectRefusedUnchanged(t, call.operationId, () =>
        raw(t, call.method, path, { onBehalfOf: call.onBehalfOf }),
      );
    }
  });

  test('reaction of control characters — %00, %09, %1B — 400, state unchanged', async () => {
    for (const segment of ['%00', '%09', '%1B']) {
      await expectRefusedUnchanged(t, segment, () =>
        raw(t, 'post', `/messages/4/reactions/${segment}`, { onBehalfOf: 'superhero1' }),
      );
    }
  });
});

describe('hostile URLs — query strings', () => {
  const lists = VALID_CALLS.filter((c) => c.operationId in LIST_QUERIES);

  test('absurd values — every query parameter of every list — 400, state unchanged', async () => {
    for (const call of lists) {
      for (const name of LIST_QUERIES[call.operationId]!) {
        // A cursor id of 0 is a valid cursor (reactions after none), and 0 (or -0) a valid time.
        const time = name === 'fromTimestamp' || name.endsWith('[from]');
        const valid = (v: string) => (name === 'id' && v === '0') || (time && (v === '0' || v === '-0'));
        for (const value of ABSURD.filter((v) => !valid(v))) {
          const res = await expectRefusedUnchanged(
            t,
            `${call.operationId} ?${name}=${value.slice(0, 20)}`,
            () => raw(t, 'get', `${call.path}?${name}=${value}`, { onBehalfOf: call.onBehalfOf }),
          );
          assert.equal(res.status, 400);
        }
      }
    }
  });

  test('duplicated, bracketed and unknown parameters — every list — 400, state unchanged', async () => {
    for (const call of lists) {
      const name = LIST_QUERIES[call.operationId]![0]!;
      for (const query of [`${name}=1&${name}=2`, `${name}[a]=1`, `${name}[]=1`, 'foo=bar', `${name}=1&x=`]) {
        await expectRefusedUnchanged(t, `${call.operationId} ?${query}`, () =>
          raw(t, 'get', `${call.path}?${query}`, { onBehalfOf: call.onBehalfOf }),
        );
      }
    }
  });

  test('any text as a query value — every list parameter — 200 or a 400 envelope, never else', async () => {
    const before = await stateOf(t);
    const pairs = lists.flatMap((call) => LIST_QUERIES[call.operationId]!.map((name) => ({ call, name })));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pairs),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        async (p, value) => {
          const res = await raw(t, 'get', `${p.call.path}?${p.name}=${encodeURIComponent(value)}`, {
            onBehalfOf: p.call.onBehalfOf,
          });
          if (res.status !== 200) expectRefused(res, `${p.call.operationId} ?${p.name}=${value}`);
          assert.equal(
            res.status === 200 || res.status === 400,
            true,
            `${res.status} ${res.text.slice(0, 200)}`,
          );
        },
      ),
      { numRuns: 80, seed: SEED },
    );
    assert.equal(await stateOf(t), before);
  });
});

describe('hostile headers', () => {
  const long = 'x'.repeat(8000);

  test('8,000-character values — apikey, onBehalfOf, appId, region, Host, Prefer — 4xx, state unchanged', async () => {
    for (const call of VALID_CALLS) {
      const headers: Record<string, string>[] = [
        { apikey: long },
        { appId: long },
        { appId: 'other', region: long },
        { Host: `${long}.api-us.localhost` },
        { Prefer: long },
      ];
      if (takesOnBehalfOf(call.operationId)) headers.push({ onBehalfOf: long });
      for (const h of headers) {
        await expectRefusedUnchanged(t, `${call.operationId} ${Object.keys(h).join()}`, () =>
          raw(t, call.method, call.path, { body: bodyOf(call), onBehalfOf: call.onBehalfOf, headers: h }),
        );
      }
    }
  });

  test('onBehalfOf naming no user — listBlockedMessages, whose contract has no onBehalfOf — ignored', async () => {
    const res = await raw(t, 'get', '/moderation/blocked-messages', { onBehalfOf: 'nobody' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
});
