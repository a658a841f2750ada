import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { fromSnapshot, toSnapshot, type StateSnapshot } from '../../src/store/state.ts';

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Every collection sorted by its records' JSON: equal when the same records are present. */
function recordsOf(snapshot: StateSnapshot): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(asJson(snapshot) as Record<string, unknown>).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((r) => JSON.stringify(r)).sort() : value,
    ]),
  );
}

describe('snapshot round trip', () => {
  test('fromSnapshot then toSnapshot — fixtures, stored in canonical order — give back the same JSON', () => {
    const fixtures = loadFixtures();
    assert.deepEqual(asJson(toSnapshot(fromSnapshot(loadFixtures()))), asJson(fixtures));
  });

  test('fromSnapshot then toSnapshot — every collection reversed — keeps every record', () => {
    const reversed = loadFixtures();
    for (const value of Object.values(reversed)) if (Array.isArray(value)) value.reverse();
    const back = toSnapshot(fromSnapshot(structuredClone(reversed)));
    assert.deepEqual(recordsOf(back), recordsOf(reversed));
    assert.equal(validateSnapshot(asJson(back)).ok, true);
  });

  test('toSnapshot — after reversal — orders messages and reactions by id and tokens oldest first', () => {
    const reversed = loadFixtures();
    for (const value of Object.values(reversed)) if (Array.isArray(value)) value.reverse();
    const back = toSnapshot(fromSnapshot(reversed));
    const ids = back.messages.map((m) => Number(m.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    const tokens = back.authTokens.filter((t) => t.uid === 'superhero1').map((t) => t.createdAt);
    assert.deepEqual(
      tokens,
      [...tokens].sort((a, b) => a - b),
    );
  });
});
