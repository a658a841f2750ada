import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { API_KEY, NOW, expectError } from '../helpers/api.ts';

/** Fixtures in which the banned user superhero5 has a status the contract does not allow. */
function seedWithBadStatus() {
  const snapshot = loadFixtures();
  const user = snapshot.users.find((u) => u.uid === 'superhero5')!;
  Object.assign(user, { status: 'busy' });
  return snapshot;
}

const appWith = (validateResponses: boolean) =>
  supertest(
    createApp({
      store: new MemoryStore({ seed: seedWithBadStatus }),
      config: defaultConfig({ clock: NOW, validateResponses }),
    }),
  );

const banned = '/v3/groups/cometchat-guid-1/bannedusers';

describe('response validation', () => {
  const strict = appWith(true);
  test('answer outside the contract — user status busy, validation on — 500 ERR_EXCEPTION naming the mismatch', async () => {
    const res = await strict.get(banned).set('apikey', API_KEY);
    expectError(res, 500, 'ERR_EXCEPTION');
    assert.match(res.body.error.devMessage, /does not match the contract.*offline, available/);
    assert.doesNotMatch(res.text, /busy/);
  });

  test('answer outside the contract — validateResponses false — passed through as the store holds it', async () => {
    const res = await appWith(false).get(banned).set('apikey', API_KEY);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((u: { uid: string; status: string }) => [u.uid, u.status]),
      [['superhero5', 'busy']],
    );
  });

  test('the same app — an answer that does not embed the bad record — 200', async () => {
    const res = await strict.get('/v3/users/superhero1/auth_tokens').set('apikey', API_KEY);
    assert.equal(res.status, 200);
  });
});
