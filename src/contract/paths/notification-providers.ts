/**
 * The notification providers (SPEC 20): FCM and APNs, several per app with one the default, and
 * Twilio, SendGrid and the custom push, SMS and email providers, one each. The records are made by
 * two builders, one per shape, so the thirty operations say their rules once; each still carries the
 * reference's own answer example beside the sandbox's.
 */
import {
  CUSTOM_EMAIL_BODY,
  CUSTOM_EMAIL_REFERENCE,
  CUSTOM_PUSH_BODY,
  CUSTOM_PUSH_REFERENCE,
  CUSTOM_SMS_BODY,
  CUSTOM_SMS_GET_REFERENCE,
  CUSTOM_SMS_WRITE_REFERENCE,
  SENDGRID_BODY,
  SENDGRID_GET_REFERENCE,
  SENDGRID_WRITE_REFERENCE,
  TWILIO_BODY,
  TWILIO_REFERENCE,
} from '../notification-provider-examples.ts';
import { pushRecords, singleRecords } from '../notification-provider-records.ts';
import { family } from '../operation-record.ts';

const CUSTOM_NOTES =
  '`webhookURL` must be an http(s) URL; with `useBasicAuth`, `basicAuthUsername` and `basicAuthPassword` must not be empty (400 ERR_BAD_REQUEST). The answer shows the password, as the reference’s does.';

const fcm = pushRecords('fcm');
const apns = pushRecords('apns');
const twilio = singleRecords({
  label: 'Twilio',
  path: '/notifications/sms/v1/providers/twilio',
  schemas: ['TwilioProviderCreateRequest', 'TwilioProviderUpdateRequest', 'TwilioProvider'],
  body: TWILIO_BODY,
  getExample: TWILIO_REFERENCE,
  writeExample: TWILIO_REFERENCE,
  update: { isEnabled: false },
  notes: 'The answers show the auth token, as the reference’s do.',
});
const sendGrid = singleRecords({
  label: 'SendGrid',
  path: '/notifications/email/v1/providers/sendgrid',
  schemas: ['SendGridProviderCreateRequest', 'SendGridProviderUpdateRequest', 'SendGridProvider'],
  body: SENDGRID_BODY,
  getExample: SENDGRID_GET_REFERENCE,
  writeExample: SENDGRID_WRITE_REFERENCE,
  update: { senderName: 'Chat' },
  notes:
    'The answers show the API key, as the reference’s do, and `repliesWebhook` while `allowEmailReplies` is on (the sandbox serves no replies webhook).',
});
const customPush = singleRecords({
  label: 'custom push',
  path: '/notifications/push/v1/providers/custom',
  schemas: ['CustomPushProviderCreateRequest', 'CustomPushProviderUpdateRequest', 'CustomPushProviders'],
  body: CUSTOM_PUSH_BODY,
  getExample: CUSTOM_PUSH_REFERENCE,
  writeExample: CUSTOM_PUSH_REFERENCE,
  update: { isEnabled: false },
  notes: `${CUSTOM_NOTES} Its answers list it under \`pushProviders\`, as the reference’s do.`,
});
const customSms = singleRecords({
  label: 'custom SMS',
  path: '/notifications/sms/v1/providers/custom',
  schemas: ['CustomSmsProviderCreateRequest', 'CustomSmsProviderUpdateRequest', 'CustomSmsProvider'],
  body: CUSTOM_SMS_BODY,
  getExample: CUSTOM_SMS_GET_REFERENCE,
  writeExample: CUSTOM_SMS_WRITE_REFERENCE,
  update: { useStoredPhNo: true },
  notes: CUSTOM_NOTES,
});
const customEmail = singleRecords({
  label: 'custom email',
  path: '/notifications/email/v1/providers/custom',
  schemas: ['CustomEmailProviderCreateRequest', 'CustomEmailProviderUpdateRequest', 'CustomEmailProvider'],
  body: CUSTOM_EMAIL_BODY,
  getExample: CUSTOM_EMAIL_REFERENCE,
  writeExample: CUSTOM_EMAIL_REFERENCE,
  update: { useStoredEmailID: true },
  notes: CUSTOM_NOTES,
});

/** In replay order: each kind is added before it is read, changed and deleted. */
export const notificationProviderOperations = family('notification-providers', {
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
  saveTwilioProvider: twilio.save,
  getTwilioProvider: twilio.get,
  updateTwilioProvider: twilio.update,
  deleteTwilioProvider: twilio.remove,
  saveSendGridProvider: sendGrid.save,
  getSendGridProvider: sendGrid.get,
  updateSendGridProvider: sendGrid.update,
  deleteSendGridProvider: sendGrid.remove,
  saveCustomPushProvider: customPush.save,
  getCustomPushProvider: customPush.get,
  updateCustomPushProvider: customPush.update,
  deleteCustomPushProvider: customPush.remove,
  saveCustomSmsProvider: customSms.save,
  getCustomSmsProvider: customSms.get,
  updateCustomSmsProvider: customSms.update,
  deleteCustomSmsProvider: customSms.remove,
  saveCustomEmailProvider: customEmail.save,
  getCustomEmailProvider: customEmail.get,
  updateCustomEmailProvider: customEmail.update,
  deleteCustomEmailProvider: customEmail.remove,
});
