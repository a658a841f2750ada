/**
 * FCM and APNs providers (SPEC 20): several per app in the order added, the first the default, a new
 * default on request or when the default is deleted, updates by the body's `providerId`, and the
 * service account's `private_key` and the `p8Key` stored but never answered. Each rule runs for both
 * services.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, assertDetails, expectError, ok, sandbox, sandboxWithSeed, type Client } from './api-client.ts';

const { fresh } = sandbox();

const KINDS = {
  fcm: {
    body: (providerId: string) => ({
      providerId,
      serviceAccountFilename: 'sa.json',
      serviceAccountCreds: { project_id: 'p1', client_email: 'a@p1.example.com', private_key: 'PEM-FCM' },
      notificationInPayload: { ios: { chat: true, call: false } },
    }),
    secret: 'PEM-FCM',
  },
  apns: {
    body: (providerId: string) => ({
      providerId,
      keyId: 'K1',
      teamId: 'T1',
      bundleId: 'com.example.chat',
      p8Key: 'PEM-APNS',
      productionMode: false,
    }),
    secret: 'PEM-APNS',
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

const base = (kind: Kind) => `/notifications/push/v1/providers/${kind}`;

interface Shown {
  providerId: string;
  isDefault: boolean;
}
const list = async (client: Client, kind: Kind) =>
  (ok(await client.get(base(kind))) as { pushProviders: Shown[] }).pushProviders;
const defaults = async (client: Client, kind: Kind) =>
  (await list(client, kind)).map((p) => `${p.providerId}${p.isDefault ? '*' : ''}`);

async function addThree(client: Client, kind: Kind): Promise<void> {
  for (const id of ['p1', 'p2', 'p3']) ok(await client.post(base(kind), KINDS[kind].body(id)));
}

describe('FCM and APNs providers', () => {
  test('add — three — listed in order, the first the default, the keys never answered', async () => {
    for (const kind of KIND_NAMES) {
      const client = fresh();
      assert.deepEqual(await list(client, kind), []);
      const added = ok(await client.post(base(kind), KINDS[kind].body('p1')));
      assert.equal(added.success, true);
      ok(await client.post(base(kind), KINDS[kind].body('p2')));
      ok(await client.post(base(kind), KINDS[kind].body('p3')));
      assert.deepEqual(await defaults(client, kind), ['p1*', 'p2', 'p3']);
      const [first] = await list(client, kind);
      // As sent, with the default marked and the key left out.
      const expected: Record<string, unknown> = { ...KINDS[kind].body('p1'), isDefault: true };
      if (kind === 'fcm') {
        const { private_key: _key, ...creds } = KINDS.fcm.body('p1').serviceAccountCreds;
        expected.serviceAccountCreds = creds;
      } else delete expected.p8Key;
      assert.deepEqual(first, expected);
      const everyAnswer = JSON.stringify(added) + JSON.stringify(await list(client, kind));
      assert.ok(!everyAnswer.includes(KINDS[kind].secret), everyAnswer);
      // Stored whole: the outbox reads the credentials as the real service would.
      const stored = (await client.state()).pushProviders.find((p) => p.providerId === 'p1');
      assert.ok(JSON.stringify(stored?.details).includes(KINDS[kind].secret));
    }
  });

  test('add — a taken providerId — 409 ERR_PROVIDER_ALREADY_EXISTS; the same id under the other service is free', async () => {
    const client = fresh();
    ok(await client.post(base('fcm'), KINDS.fcm.body('shared')));
    expectError(await client.post(base('fcm'), KINDS.fcm.body('shared')), 409, 'ERR_PROVIDER_ALREADY_EXISTS');
    ok(await client.post(base('apns'), KINDS.apns.body('shared')));
    expectError(
      await client.post(base('apns'), { providerId: 'shared' }),
      409,
      'ERR_PROVIDER_ALREADY_EXISTS',
    );
    assert.equal((await client.state()).pushProviders.length, 2);
  });

  test('add — no providerId, one with a slash, an unknown field — 400 naming each', async () => {
    for (const kind of KIND_NAMES) {
      const client = fresh();
      const missing = await client.post(base(kind), {});
      expectError(missing, 400, 'ERR_BAD_REQUEST');
      assertDetails(missing, ['providerId']);
      const slash = await client.post(base(kind), { providerId: 'a/b', colour: 'red' });
      expectError(slash, 400, 'ERR_BAD_REQUEST');
      assertDetails(slash, ['providerId', 'colour']);
    }
  });

  test('update — by the body’s providerId — fields sent replace, the key not sent again is kept; unknown → 404', async () => {
    for (const kind of KIND_NAMES) {
      const client = fresh();
      await addThree(client, kind);
      const change = kind === 'fcm' ? { serviceAccountFilename: 'new.json' } : { productionMode: true };
      const data = ok(await client.put(base(kind), { providerId: 'p2', ...change }));
      const p2 = (data.pushProviders as Shown[]).find((p) => p.providerId === 'p2');
      assert.deepEqual({ ...p2, ...change }, p2);
      const stored = (await client.state()).pushProviders.find((p) => p.providerId === 'p2');
      assert.ok(JSON.stringify(stored?.details).includes(KINDS[kind].secret));
      expectError(await client.put(base(kind), { providerId: 'p9' }), 404, 'ERR_PROVIDER_NOT_FOUND');
    }
  });

  test('default — another made the default, the former one stays; unknown → 404', async () => {
    for (const kind of KIND_NAMES) {
      const client = fresh();
      await addThree(client, kind);
      ok(await client.put(`${base(kind)}/default/p3`));
      assert.deepEqual(await defaults(client, kind), ['p1', 'p2', 'p3*']);
      expectError(await client.put(`${base(kind)}/default/p9`), 404, 'ERR_PROVIDER_NOT_FOUND');
      assert.deepEqual(await defaults(client, kind), ['p1', 'p2', 'p3*']);
    }
  });

  test('delete — the default — the oldest remaining becomes the default; another — the default stays; unknown → 404', async () => {
    for (const kind of KIND_NAMES) {
      const client = fresh();
      await addThree(client, kind);
      ok(await client.put(`${base(kind)}/default/p2`));
      ok(await client.del(`${base(kind)}/p2`));
      assert.deepEqual(await defaults(client, kind), ['p1*', 'p3']);
      ok(await client.del(`${base(kind)}/p3`));
      assert.deepEqual(await defaults(client, kind), ['p1*']);
      expectError(await client.del(`${base(kind)}/p3`), 404, 'ERR_PROVIDER_NOT_FOUND');
      ok(await client.del(`${base(kind)}/p1`));
      assert.deepEqual(await list(client, kind), []);
    }
  });

  test('a state brought by an import with fields outside the schemas — answered without them, keys included', async () => {
    const seeded = sandboxWithSeed((fixtures) => ({
      ...fixtures,
      pushProviders: [
        {
          kind: 'fcm',
          providerId: 'imported',
          isDefault: true,
          details: {
            providerId: 'imported',
            apiSecret: 'x',
            serviceAccountCreds: { project_id: 'p', private_key: 'PEM-FCM', extra: 1 },
          },
          createdAt: NOW,
          updatedAt: NOW,
        },
      ],
      notificationProviders: [
        {
          kind: 'twilio',
          details: { twilioAccountSID: 'AC1', legacy: true },
          createdAt: NOW,
          updatedAt: NOW,
        },
      ],
    }));
    const client = seeded.fresh();
    assert.deepEqual(await list(client, 'fcm'), [
      { providerId: 'imported', isDefault: true, serviceAccountCreds: { project_id: 'p' } },
    ]);
    assert.deepEqual(ok(await client.get('/notifications/sms/v1/providers/twilio')), {
      twilioAccountSID: 'AC1',
    });
  });
});
