/**
 * The scenario's steps for the notification providers (SPEC 20): each of FCM and APNs added twice,
 * listed, changed, made the default and deleted; each of Twilio, SendGrid and the custom providers
 * saved, read, changed and deleted; every error status each operation documents. They leave no
 * provider behind, so no later step's event is notified.
 */
import type { OperationId } from '../../src/contract/operations.ts';
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const op = (id: string) => id as OperationId;

function pushSteps(kind: 'fcm' | 'apns', body: Record<string, unknown>): Step[] {
  const name = kind === 'fcm' ? 'Fcm' : 'Apns';
  const base = `/notifications/push/v1/providers/${kind}`;
  const [add, list, update, setDefault, remove] = ['add', 'list', 'update', 'setDefault', 'delete'].map(
    (verb) => op(`${verb}${name}Provider${verb === 'list' ? 's' : ''}`),
  ) as [OperationId, OperationId, OperationId, OperationId, OperationId];
  return [
    ok(add, 'the first, the default', `POST ${base}`, { body: { ...body, providerId: 'proof-1' } }),
    ok(add, 'a second', `POST ${base}`, { body: { ...body, providerId: 'proof-2' } }),
    fail(add, 'a taken id', 409, 'ERR_PROVIDER_ALREADY_EXISTS', `POST ${base}`, {
      body: { providerId: 'proof-1' },
    }),
    fail(add, 'no providerId', 400, 'ERR_BAD_REQUEST', `POST ${base}`, { body: {} }),
    ...bodyLimits(add, `POST ${base}`),
    ...common(add, `POST ${base}`, { body: { providerId: 'proof-9' } }),

    ok(list, 'both, without their keys', `GET ${base}`),
    fail(list, 'an unknown query parameter', 400, 'ERR_BAD_REQUEST', `GET ${base}?fly=1`),
    ...common(list, `GET ${base}`),

    ok(update, 'the second changed', `PUT ${base}`, { body: { providerId: 'proof-2' } }),
    fail(update, 'an unknown provider', 404, 'ERR_PROVIDER_NOT_FOUND', `PUT ${base}`, {
      body: { providerId: 'proof-9' },
    }),
    fail(update, 'no providerId', 400, 'ERR_BAD_REQUEST', `PUT ${base}`, { body: {} }),
    ...bodyLimits(update, `PUT ${base}`),
    ...common(update, `PUT ${base}`, { body: { providerId: 'proof-2' } }),

    ok(setDefault, 'the second made the default', `PUT ${base}/default/proof-2`),
    fail(setDefault, 'an unknown provider', 404, 'ERR_PROVIDER_NOT_FOUND', `PUT ${base}/default/proof-9`),
    fail(setDefault, 'an id with a space', 400, 'ERR_BAD_REQUEST', `PUT ${base}/default/a%20b`),
    ...common(setDefault, `PUT ${base}/default/proof-2`),

    ok(remove, 'the default', `DELETE ${base}/proof-2`),
    ok(remove, 'the last', `DELETE ${base}/proof-1`),
    fail(remove, 'one already deleted', 404, 'ERR_PROVIDER_NOT_FOUND', `DELETE ${base}/proof-1`),
    fail(remove, 'an id with a space', 400, 'ERR_BAD_REQUEST', `DELETE ${base}/a%20b`),
    ...common(remove, `DELETE ${base}/proof-1`),
  ];
}

function singleSteps(name: string, path: string, body: Record<string, unknown>, refused: object): Step[] {
  const [save, get, update, remove] = ['save', 'get', 'update', 'delete'].map((verb) =>
    op(`${verb}${name}Provider`),
  ) as [OperationId, OperationId, OperationId, OperationId];
  return [
    ok(get, 'none stored', `GET ${path}`),
    ok(save, 'the provider', `POST ${path}`, { body }),
    fail(save, 'again', 409, 'ERR_PROVIDER_ALREADY_EXISTS', `POST ${path}`, { body }),
    fail(save, 'a refused body', 400, 'ERR_BAD_REQUEST', `POST ${path}`, { body: refused }),
    ...bodyLimits(save, `POST ${path}`),
    ...common(save, `POST ${path}`, { body }),

    ok(get, 'as stored', `GET ${path}`),
    fail(get, 'an unknown query parameter', 400, 'ERR_BAD_REQUEST', `GET ${path}?fly=1`),
    ...common(get, `GET ${path}`),

    ok(update, 'one field changed', `PUT ${path}`, { body: { isEnabled: true } }),
    fail(update, 'a refused body', 400, 'ERR_BAD_REQUEST', `PUT ${path}`, { body: { isEnabled: 'yes' } }),
    ...bodyLimits(update, `PUT ${path}`),
    ...common(update, `PUT ${path}`, { body: { isEnabled: true } }),

    ok(remove, 'the provider', `DELETE ${path}`),
    fail(remove, 'none left', 404, 'ERR_PROVIDER_NOT_FOUND', `DELETE ${path}`),
    fail(remove, 'an unknown query parameter', 400, 'ERR_BAD_REQUEST', `DELETE ${path}?fly=1`),
    fail(update, 'none left', 404, 'ERR_PROVIDER_NOT_FOUND', `PUT ${path}`, { body: { isEnabled: true } }),
    ...common(remove, `DELETE ${path}`),
  ];
}

const CUSTOM = {
  isEnabled: true,
  webhookURL: 'https://trigger-push.example.com/cometchat',
  useBasicAuth: true,
  basicAuthUsername: 'user123',
  basicAuthPassword: 'pass123',
};
const NOT_A_URL = { ...CUSTOM, webhookURL: 'ftp://example.com' };

export const NOTIFICATION_PROVIDER_STEPS: Step[] = [
  ...pushSteps('fcm', {
    serviceAccountFilename: 'sa.json',
    serviceAccountCreds: { project_id: 'p', client_email: 'a@p.example.com', private_key: 'k' },
    notificationInPayload: { android: { chat: true, call: false } },
  }),
  ...pushSteps('apns', {
    keyId: 'K',
    teamId: 'T',
    bundleId: 'com.example.chat',
    p8Key: 'k',
    productionMode: false,
  }),
  ...singleSteps(
    'Twilio',
    '/notifications/sms/v1/providers/twilio',
    { twilioAccountSID: 'AC91e6', twilioAuthToken: '71c2', twilioSenderPhoneNumber: '+13611364718' },
    { twilioAccountSID: 'AC91e6' },
  ),
  ...singleSteps(
    'SendGrid',
    '/notifications/email/v1/providers/sendgrid',
    {
      sendGridApiKey: 'SG.k',
      sendGridTemplateID: 'd-1',
      sendGridUnsubscribeGroupID: '33832',
      senderName: 'Emailer',
      senderEmail: 'noreply@em123.example.com',
      allowEmailReplies: true,
      senderEmailForReplies: 'reply@em123.example.com',
    },
    { sendGridApiKey: 'SG.k' },
  ),
  ...singleSteps('CustomPush', '/notifications/push/v1/providers/custom', CUSTOM, NOT_A_URL),
  ...singleSteps(
    'CustomSms',
    '/notifications/sms/v1/providers/custom',
    { ...CUSTOM, useStoredPhNo: false },
    { ...NOT_A_URL, useStoredPhNo: false },
  ),
  ...singleSteps(
    'CustomEmail',
    '/notifications/email/v1/providers/custom',
    { ...CUSTOM, useStoredEmailID: false },
    { ...NOT_A_URL, useStoredEmailID: false },
  ),
];
