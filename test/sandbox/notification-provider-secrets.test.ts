/**
 * A notification provider's credentials (SPEC 20) are kept by its record and nowhere the sandbox
 * prints: the request journal (which the inspector reads) shows the FCM `private_key`, the APNs
 * `p8Key`, Twilio's auth token, SendGrid's API key and a Basic auth password as `[hidden]`, through
 * the server and in process, in a body that parsed and one that did not; the log lines never name them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import supertest from 'supertest';
import { createSandboxCore } from '../../src/core/index.ts';
import { HIDDEN } from '../../src/contract/secrets.ts';
import type { JournalEntry } from '../../src/sandbox/journal.ts';
import { loggedApp } from '../helpers/logged-app.ts';
import { API_KEY } from '../helpers/api.ts';
import { makeSandbox } from './sandbox-app.ts';

const SECRET = 'secret-value-1';
const CUSTOM = {
  isEnabled: true,
  webhookURL: 'https://hooks.example.com/notify',
  useBasicAuth: true,
  basicAuthUsername: 'user',
  basicAuthPassword: SECRET,
};

/** Each provider's POST, with the field that holds its secret. */
const POSTS: [path: string, body: object, field: string][] = [
  [
    '/notifications/push/v1/providers/fcm',
    { providerId: 'f1', serviceAccountCreds: { project_id: 'p', private_key: SECRET } },
    'private_key',
  ],
  ['/notifications/push/v1/providers/apns', { providerId: 'a1', p8Key: SECRET }, 'p8Key'],
  [
    '/notifications/sms/v1/providers/twilio',
    { twilioAccountSID: 'AC1', twilioAuthToken: SECRET, twilioSenderPhoneNumber: '+1361' },
    'twilioAuthToken',
  ],
  [
    '/notifications/email/v1/providers/sendgrid',
    {
      sendGridApiKey: SECRET,
      sendGridTemplateID: 'd-1',
      sendGridUnsubscribeGroupID: '1',
      senderName: 'E',
      senderEmail: 'e@example.com',
      allowEmailReplies: false,
    },
    'sendGridApiKey',
  ],
  ['/notifications/push/v1/providers/custom', CUSTOM, 'basicAuthPassword'],
  ['/notifications/sms/v1/providers/custom', { ...CUSTOM, useStoredPhNo: true }, 'basicAuthPassword'],
  ['/notifications/email/v1/providers/custom', { ...CUSTOM, useStoredEmailID: true }, 'basicAuthPassword'],
];

/** The value of `field` wherever it is in `body`. */
function valueOf(body: unknown, field: string): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === field) return value;
    const inner = valueOf(value, field);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

describe('notification providers’ credentials kept out of what the sandbox prints', () => {
  test('journal — each provider’s POST — its secret field hidden, the rest as sent', async () => {
    const s = makeSandbox();
    for (const [path, body, field] of POSTS) {
      const res = await s.api('secrets', 'post', path).send(body);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      const [entry] = (await s.journal('secrets', 1)).body as JournalEntry[];
      assert.equal(valueOf(entry?.body, field), HIDDEN, path);
      const asSent = JSON.parse(
        JSON.stringify(body, (key, value: unknown) => (key === field ? HIDDEN : value)),
      );
      assert.deepEqual(entry?.body, asSent, path);
    }
    const journal = JSON.stringify((await s.journal('secrets')).body);
    assert.ok(!journal.includes(SECRET), journal);
    // Kept by the records: the outbox and the delivery read them.
    const state = JSON.stringify((await s.state('secrets')).body);
    assert.equal(state.split(SECRET).length - 1, POSTS.length);
  });

  test('journal — a body that does not parse — the secret’s value hidden in its text', async () => {
    const s = makeSandbox();
    const res = await s
      .api('raw', 'post', '/notifications/push/v1/providers/apns')
      .set('content-type', 'application/json')
      .send(`{"providerId": "a1", "p8Key": "${SECRET}", `);
    assert.equal(res.status, 400);
    const [entry] = (await s.journal('raw', 1)).body as JournalEntry[];
    assert.equal(entry?.rawBody, `{"providerId": "a1", "p8Key": "${HIDDEN}", `);
  });

  test('journal in process — the POSTs through handle() — no secret kept', async () => {
    const core = createSandboxCore({ config: { clock: 1_700_000_000 } });
    for (const [path, body] of POSTS) {
      const answer = await core.handle({
        method: 'POST',
        url: `/v3${path}`,
        headers: { apikey: API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(answer.status, 200, path);
    }
    const entries = await core.control.requests(POSTS.length);
    assert.equal(entries.length, POSTS.length);
    assert.ok(!JSON.stringify(entries).includes(SECRET), JSON.stringify(entries));
    await core.close();
  });

  test('log — the POSTs — no line names a secret', async () => {
    const { app, lines } = loggedApp();
    for (const [path, body] of POSTS) {
      await supertest(app).post(`/v3${path}`).set('apikey', API_KEY).set('appId', 'logged').send(body);
    }
    assert.equal(lines.length, POSTS.length);
    assert.ok(!lines.join('\n').includes(SECRET));
  });
});
