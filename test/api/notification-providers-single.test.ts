/**
 * Twilio, SendGrid and the custom push, SMS and email providers (SPEC 20): one of each per app,
 * saved once (again → 409), changed by the fields sent, deleted (none → 404), read as empty when none
 * is stored; the answers echo what the reference's examples echo, credentials included; a custom
 * provider's webhook is an http(s) URL and Basic auth needs its username and password.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertDetails, expectError, ok, sandbox } from './api-client.ts';

const { fresh } = sandbox();

const CUSTOM = {
  isEnabled: true,
  webhookURL: 'https://hooks.example.com/notify',
  useBasicAuth: true,
  basicAuthUsername: 'user123',
  basicAuthPassword: 'pass123',
};

/** Each kind: its path, a body to save, a change, and how its answer holds the provider. */
const KINDS = [
  {
    kind: 'twilio',
    path: '/notifications/sms/v1/providers/twilio',
    body: { twilioAccountSID: 'AC1', twilioAuthToken: 'tok-1', twilioSenderPhoneNumber: '+13611364718' },
    change: { isEnabled: false },
  },
  {
    kind: 'sendgrid',
    path: '/notifications/email/v1/providers/sendgrid',
    body: {
      sendGridApiKey: 'SG.key-1',
      sendGridTemplateID: 'd-1',
      sendGridUnsubscribeGroupID: '33832',
      senderName: 'Emailer',
      senderEmail: 'noreply@example.com',
      allowEmailReplies: false,
    },
    change: { senderName: 'Chat' },
  },
  {
    kind: 'customPush',
    path: '/notifications/push/v1/providers/custom',
    body: CUSTOM,
    change: { isEnabled: false },
  },
  {
    kind: 'customSms',
    path: '/notifications/sms/v1/providers/custom',
    body: { ...CUSTOM, useStoredPhNo: false },
    change: { useStoredPhNo: true },
  },
  {
    kind: 'customEmail',
    path: '/notifications/email/v1/providers/custom',
    body: { ...CUSTOM, useStoredEmailID: false },
    change: { useStoredEmailID: true },
  },
] as const;

/** The provider in an answer: the custom push provider is listed under `pushProviders`, as the reference lists it. */
const provider = (kind: string, data: Record<string, unknown>) =>
  kind === 'customPush' ? (data.pushProviders as unknown[])[0] : data;

describe('Twilio, SendGrid and custom providers', () => {
  test('get — none stored — 200 with nothing (the custom push provider: an empty list)', async () => {
    const client = fresh();
    for (const { kind, path } of KINDS) {
      assert.deepEqual(ok(await client.get(path)), kind === 'customPush' ? { pushProviders: [] } : {});
    }
  });

  test('save — answered and read back as sent, credentials included; again → 409 ERR_PROVIDER_ALREADY_EXISTS', async () => {
    const client = fresh();
    for (const { kind, path, body } of KINDS) {
      assert.deepEqual(provider(kind, ok(await client.post(path, body))), body, kind);
      assert.deepEqual(provider(kind, ok(await client.get(path))), body, kind);
      expectError(await client.post(path, body), 409, 'ERR_PROVIDER_ALREADY_EXISTS');
    }
    const stored = (await client.state()).notificationProviders.map((p) => p.kind);
    assert.deepEqual(
      stored,
      KINDS.map((k) => k.kind),
    );
  });

  test('save — a required field left out — 400 naming it', async () => {
    const client = fresh();
    for (const { path, body } of KINDS) {
      const {
        isEnabled: _on,
        twilioAuthToken: _t,
        sendGridApiKey: _k,
        ...rest
      } = body as Record<string, unknown>;
      const res = await client.post(path, rest);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.equal(Object.keys(res.body.error.details).length, 1, JSON.stringify(res.body));
    }
  });

  test('update — the fields sent replace, the others stay; none stored → 404 ERR_PROVIDER_NOT_FOUND', async () => {
    const client = fresh();
    for (const { kind, path, body, change } of KINDS) {
      expectError(await client.put(path, change), 404, 'ERR_PROVIDER_NOT_FOUND');
      ok(await client.post(path, body));
      assert.deepEqual(provider(kind, ok(await client.put(path, change))), { ...body, ...change }, kind);
      assert.deepEqual(provider(kind, ok(await client.get(path))), { ...body, ...change }, kind);
    }
  });

  test('delete — success, then read as none; again → 404 ERR_PROVIDER_NOT_FOUND', async () => {
    const client = fresh();
    for (const { kind, path, body } of KINDS) {
      expectError(await client.del(path), 404, 'ERR_PROVIDER_NOT_FOUND');
      ok(await client.post(path, body));
      assert.deepEqual(ok(await client.del(path)), { success: true });
      assert.deepEqual(ok(await client.get(path)), kind === 'customPush' ? { pushProviders: [] } : {});
    }
    assert.deepEqual((await client.state()).notificationProviders, []);
  });

  test('custom — a webhook URL not http(s), or one that does not parse — 400 naming webhookURL', async () => {
    const client = fresh();
    for (const { path, body } of KINDS.slice(2)) {
      for (const webhookURL of ['ftp://hooks.example.com', 'hooks.example.com', 'http://[::1']) {
        const res = await client.post(path, { ...body, webhookURL });
        expectError(res, 400, 'ERR_BAD_REQUEST');
        assertDetails(res, ['webhookURL']);
      }
      ok(await client.post(path, { ...body, webhookURL: 'http://localhost:4000/hook' }));
      const res = await client.put(path, { webhookURL: 'mailto:a@example.com' });
      assertDetails(res, ['webhookURL']);
    }
  });

  test('custom — Basic auth on without a username or password, also turned on by PUT — 400 naming it', async () => {
    const client = fresh();
    for (const { path, body } of KINDS.slice(2)) {
      const res = await client.post(path, { ...body, basicAuthPassword: '' });
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assertDetails(res, ['basicAuthPassword']);
      ok(
        await client.post(path, {
          ...body,
          useBasicAuth: false,
          basicAuthUsername: '',
          basicAuthPassword: '',
        }),
      );
      assertDetails(await client.put(path, { useBasicAuth: true, basicAuthPassword: 'p' }), [
        'basicAuthUsername',
      ]);
      ok(await client.put(path, { useBasicAuth: true, basicAuthUsername: 'u', basicAuthPassword: 'p' }));
    }
  });

  test('SendGrid — replies allowed — the answers add repliesWebhook; not allowed — none', async () => {
    const client = fresh();
    const { path, body } = KINDS[1];
    assert.equal(ok(await client.post(path, body)).repliesWebhook, undefined);
    const allowed = ok(
      await client.put(path, { allowEmailReplies: true, senderEmailForReplies: 'r@example.com' }),
    );
    assert.match(
      allowed.repliesWebhook,
      /^https:\/\/notifications-us\.cometchat\.io\/email\/v1\/sendgrid\/replies\?token=/,
    );
    assert.equal(ok(await client.get(path)).repliesWebhook, allowed.repliesWebhook);
    const stored = (await client.state()).notificationProviders[0]?.details;
    assert.equal(stored?.repliesWebhook, undefined, 'the stored details are the bodies sent');
  });
});
