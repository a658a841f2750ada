/**
 * The named example sets of the notification providers (see index.ts): each kind is added, read,
 * changed and deleted in turn, and each rule's refusal shown once per kind.
 */
import type { ExampleSet, FamilySets } from './helpers.ts';

/** Two providers of a service, the taken id, the list, an update, a new default and a deletion. */
function pushSets(kind: 'fcm' | 'apns', body: Record<string, unknown>) {
  const label = kind === 'fcm' ? 'FCM' : 'APNs';
  const unknown: ExampleSet = {
    name: 'unknownProvider',
    summary: 'A provider id the app does not have',
    parameters: { providerId: `${kind}-provider-9` },
  };
  return {
    add: [
      { name: 'added', summary: `The app’s first ${label} provider, its default` },
      {
        name: 'second',
        summary: 'A second provider, not the default',
        body: { ...body, providerId: `${kind}-provider-2` },
      },
      { name: 'taken', summary: 'An id the app already has', body: { providerId: `${kind}-provider-1` } },
    ],
    list: [{ name: 'providers', summary: `The two ${label} providers, without their keys` }],
    update: [
      { name: 'updated', summary: 'One setting of the second provider changed' },
      { ...unknown, parameters: {}, body: { providerId: `${kind}-provider-9` } },
    ],
    setDefault: [
      {
        name: 'default',
        summary: 'The second provider made the default',
        parameters: { providerId: `${kind}-provider-2` },
      },
      unknown,
    ],
    remove: [
      {
        name: 'deleted',
        summary: 'The default deleted: the oldest left becomes the default',
        parameters: { providerId: `${kind}-provider-2` },
      },
      unknown,
    ],
  };
}

/** Saved, saved again, read, changed, deleted, deleted again. */
function singleSets(label: string, extra: ExampleSet[] = []) {
  return {
    save: [
      { name: 'saved', summary: `The ${label} provider, with the reference’s values` },
      // By status: a refused body (400) before the taken one (409).
      ...extra,
      { name: 'taken', summary: 'Saved again while one is stored' },
    ],
    get: [{ name: 'stored', summary: `The ${label} provider as stored` }],
    update: [{ name: 'updated', summary: 'One field changed, the others kept' }],
    // An operation that takes nothing has one set (document-example-sets.ts).
    remove: [{ name: 'deleted', summary: `The ${label} provider deleted` }],
  };
}

const FCM = {
  providerId: 'fcm-provider-1',
  serviceAccountCreds: { project_id: 'chat-app-1', private_key: 'k' },
};
const APNS = { providerId: 'apns-provider-1', bundleId: 'com.example.chat', p8Key: 'k' };

const fcm = pushSets('fcm', FCM);
const apns = pushSets('apns', APNS);

/** The `taken` body of a single provider's save is its `saved` body, sent again. */
const taken = (sets: ExampleSet[], body: object): ExampleSet[] =>
  sets.map((set) => (set.name === 'taken' ? { ...set, body } : set));

// Past the schema's pattern, refused by the rule: the URL does not parse.
const notAUrl: ExampleSet = {
  name: 'notAUrl',
  summary: 'A webhook URL that does not parse',
  body: {
    isEnabled: true,
    webhookURL: 'http://[push.example.com',
    useBasicAuth: false,
    basicAuthUsername: '',
    basicAuthPassword: '',
  },
};

const twilio = singleSets('Twilio');
const sendGrid = singleSets('SendGrid');
const customPush = singleSets('custom push', [notAUrl]);
const customSms = singleSets('custom SMS');
const customEmail = singleSets('custom email');

const TWILIO = { twilioAccountSID: 'AC1', twilioAuthToken: 't', twilioSenderPhoneNumber: '+13611364718' };
const SENDGRID = {
  sendGridApiKey: 'SG.k',
  sendGridTemplateID: 'd-1',
  sendGridUnsubscribeGroupID: '1',
  senderName: 'Emailer',
  senderEmail: 'noreply@example.com',
  allowEmailReplies: false,
};
const CUSTOM = {
  isEnabled: true,
  webhookURL: 'https://push.example.com/hook',
  useBasicAuth: false,
  basicAuthUsername: '',
  basicAuthPassword: '',
};

export const notificationProviderExampleSets: FamilySets<'notification-providers'> = {
  addFcmProvider: fcm.add,
  listFcmProviders: fcm.list,
  updateFcmProvider: fcm.update,
  setDefaultFcmProvider: fcm.setDefault,
  deleteFcmProvider: fcm.remove,
  addApnsProvider: apns.add,
  listApnsProviders: apns.list,
  updateApnsProvider: apns.update,
  setDefaultApnsProvider: apns.setDefault,
  deleteApnsProvider: apns.remove,
  saveTwilioProvider: taken(twilio.save, TWILIO),
  getTwilioProvider: twilio.get,
  updateTwilioProvider: twilio.update,
  deleteTwilioProvider: twilio.remove,
  saveSendGridProvider: taken(sendGrid.save, SENDGRID),
  getSendGridProvider: sendGrid.get,
  updateSendGridProvider: sendGrid.update,
  deleteSendGridProvider: sendGrid.remove,
  saveCustomPushProvider: taken(customPush.save, CUSTOM),
  getCustomPushProvider: customPush.get,
  updateCustomPushProvider: customPush.update,
  deleteCustomPushProvider: customPush.remove,
  saveCustomSmsProvider: taken(customSms.save, { ...CUSTOM, useStoredPhNo: false }),
  getCustomSmsProvider: customSms.get,
  updateCustomSmsProvider: customSms.update,
  deleteCustomSmsProvider: customSms.remove,
  saveCustomEmailProvider: taken(customEmail.save, { ...CUSTOM, useStoredEmailID: false }),
  getCustomEmailProvider: customEmail.get,
  updateCustomEmailProvider: customEmail.update,
  deleteCustomEmailProvider: customEmail.remove,
};
