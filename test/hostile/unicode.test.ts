import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { GROUP_NAME_MAX, REACTION_MAX } from '../../src/contract/limits.ts';
import { makeApp } from '../helpers/api.ts';
import {
  SEED,
  VALID_CALLS,
  assertStateLoads,
  bodyCases,
  expectRefusedUnchanged,
  pathsOf,
  raw,
  send,
  valueAt,
  withKey,
  withValue,
} from './hostile-harness.ts';

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b', '\ud83d\ud83d\ude00'];
/** Characters that break naive handling: emoji sequences, bidi controls, RTL scripts, NUL, BOM, combining marks. */
const AWKWARD = [
  '😀',
  '👨‍👩‍👧',
  '🇺🇳',
  '\u202e',
  '\u200f',
  'مرحبا',
  'שלום',
  '\u0000',
  '\ufeff',
  'e\u0301',
  '𝔘',
  '\u2028',
];
const awkwardText = (max: number) =>
  fc
    .array(
      fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })),
      {
        minLength: 1,
        maxLength: max,
      },
    )
    .map((parts) => parts.join(''));
const codePoints = (s: string) => [...s].length;

const refused = makeApp();
const accepted = makeApp();
let serial = 0;

describe('hostile unicode — lone surrogates', () => {
  for (const c of bodyCases()) {
    const strings = pathsOf(c.body).filter((p) => typeof valueAt(c.body, p) === 'string');
    if (strings.length === 0) continue;

    test(`lone surrogate — ${c.name}, in any string field — 400 naming the field, state unchanged`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...strings),
          fc.constantFrom(...LONE_SURROGATES),
          async (path, bad) => {
            const context = `${c.name} ${path.join('.')}`;
            const body = withValue(c.body, path, `${String(valueAt(c.body, path))}${bad}`);
            const res = await expectRefusedUnchanged(refused, context, () => send(refused, c, body));
            assert.deepEqual(Object.keys(res.body.error.details), [path.join('.')], context);
          },
        ),
        { numRuns: 15, seed: SEED },
      );
    });
  }

  test('lone surrogate in a key — group metadata — 400 naming the object, state unchanged', async () => {
    const body = withKey(
      { guid: 'keys', name: 'K', type: 'public', metadata: {} },
      ['metadata'],
      'a\udc00',
      1,
    );
    const res = await expectRefusedUnchanged(refused, 'metadata key', () =>
      send(refused, VALID_CALLS[2]!, body),
    );
    assert.deepEqual(Object.keys(res.body.error.details), ['metadata']);
  });
});

describe('hostile unicode — well-formed text round trips', () => {
  test('group name — any awkward text — stored as sent up to the limit in code points, else 400 unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(awkwardText(40), async (name) => {
        const guid = `uni-${++serial}`;
        const create = () => send(accepted, VALID_CALLS[2]!, { guid, name, type: 'public' });
        if (codePoints(name) > GROUP_NAME_MAX) {
          await expectRefusedUnchanged(accepted, `name of ${codePoints(name)}`, create);
          return;
        }
        const res = await create();
        assert.equal(res.status, 200, res.text.slice(0, 300));
        // The name comes back from the store inside the action message of a later addition.
        const added = await send(accepted, { ...VALID_CALLS[3]!, path: `/groups/${guid}/members` });
        assert.equal(added.body.data.participants.superhero4.data.data.entities.for.entity.name, name);
      }),
      { numRuns: 40, seed: SEED },
    );
    await assertStateLoads(accepted);
  });

  test('bot text — any awkward text — 200, the text stored and answered exactly', async () => {
    await fc.assert(
      fc.asyncProperty(awkwardText(60), async (text) => {
        const res = await send(accepted, VALID_CALLS[0]!, { ...VALID_CALLS[0]!.body, data: { text } });
        assert.equal(res.status, 200, res.text.slice(0, 300));
        assert.equal(res.body.data.data.text, text);
        const saved = await raw(accepted, 'post', `/messages/${res.body.data.id}/save`, {
          onBehalfOf: 'superhero1',
        });
        assert.equal(saved.body.data.data.text, text);
      }),
      { numRuns: 40, seed: SEED },
    );
  });

  test('reaction — any printable text up to the limit, percent-encoded — added, listed by itself, exact', async () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() !== '');
    await fc.assert(
      fc.asyncProperty(printable, async (reaction) => {
        const path = `/messages/4/reactions/${encodeURIComponent(reaction)}`;
        const add = () => raw(accepted, 'post', path, { onBehalfOf: 'superhero3' });
        if (codePoints(reaction) > REACTION_MAX) {
          await expectRefusedUnchanged(accepted, `reaction of ${codePoints(reaction)}`, add);
          return;
        }
        const res = await add();
        assert.equal(res.status, 200, res.text.slice(0, 300));
        const listed = await raw(accepted, 'get', path);
        assert.ok(
          listed.body.data.some(
            (r: { reaction: string; uid: string }) => r.reaction === reaction && r.uid === 'superhero3',
          ),
          listed.text.slice(0, 300),
        );
      }),
      { numRuns: 40, seed: SEED },
    );
    await assertStateLoads(accepted);
  });
});

describe('hostile unicode — identifiers', () => {
  test('guid — emoji, RTL override, NUL, fullwidth digits, combining mark — 400, state unchanged', async () => {
    for (const guid of ['grp😀', '\u202egrp', 'g\u0000p', '１２３', 'gr\u0301p']) {
      await expectRefusedUnchanged(refused, JSON.stringify(guid), () =>
        send(refused, VALID_CALLS[2]!, { guid, name: 'n', type: 'public' }),
      );
      await expectRefusedUnchanged(refused, JSON.stringify(guid), () =>
        raw(refused, 'get', `/groups/${encodeURIComponent(guid)}/bannedusers`),
      );
    }
  });

  test('uid — RTL, NUL and emoji look-alikes of a fixture uid — 404, state unchanged', async () => {
    for (const uid of ['\u202esuperhero1', 'superhero1\u0000', 'superhero1\u200b', 'ｓuperhero1']) {
      await expectRefusedUnchanged(refused, JSON.stringify(uid), () =>
        raw(refused, 'get', `/users/${encodeURIComponent(uid)}/auth_tokens`),
      );
    }
  });
});
