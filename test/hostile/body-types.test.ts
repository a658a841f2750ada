import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeApp } from '../helpers/api.ts';
import {
  SEED,
  bodyCases,
  expectRefusedUnchanged,
  isFreeForm,
  pathsOf,
  send,
  valueAt,
  withValue,
} from './hostile-harness.ts';

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind);

const json = fc.jsonValue({ maxDepth: 2 });
const OF_KIND: Record<Kind, fc.Arbitrary<unknown>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  string: fc.string({ maxLength: 20 }),
  array: fc.array(json, { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 3 }),
};

/** Any JSON value whose type differs from the type of `original`. */
function wrongTypeFor(original: unknown): fc.Arbitrary<unknown> {
  const kind = kindOf(original);
  return fc.oneof(...(Object.keys(OF_KIND) as Kind[]).filter((k) => k !== kind).map((k) => OF_KIND[k]));
}

describe('hostile bodies — wrong JSON types', () => {
  // The valid bodies run first; every corrupted request after them is checked against the state as
  // it then is, so one app serves them all.
  const shared = makeApp();

  test('valid bodies — every documented shape, on the fixtures — 200, so a refusal below is the corruption', async () => {
    const t = shared;
    for (const c of bodyCases()) {
      const res = await send(t, c);
      assert.equal(res.status, 200, `${c.name}: ${res.text.slice(0, 300)}`);
    }
  });

  for (const c of bodyCases()) {
    const typed = pathsOf(c.body).filter((p) => p.length > 0 && !isFreeForm(c.body, p));

    test(`wrong type — ${c.name}, any field outside free-form data — 4xx envelope, state unchanged`, async () => {
      const t = shared;
      const corrupted = fc
        .constantFrom(...typed)
        .chain((path) => wrongTypeFor(valueAt(c.body, path)).map((value) => ({ path, value })));
      await fc.assert(
        fc.asyncProperty(corrupted, async ({ path, value }) => {
          const context = `${c.name} ${path.join('.')} = ${JSON.stringify(value)}`;
          await expectRefusedUnchanged(t, context, () => send(t, c, withValue(c.body, path, value)));
        }),
        { numRuns: 30, seed: SEED },
      );
    });
  }
});
