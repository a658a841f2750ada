/**
 * The reference's examples of the notification providers' operations (SPEC 20), copied, and the
 * bodies the sandbox's own examples send where the reference gives none (FCM and APNs: its bodies
 * are schemas without example values).
 */

/** What the reference answers each kind of write: FCM's writes `success`, APNs' add a list. */
export const REFERENCE_SUCCESS = { data: { success: true } };
export const REFERENCE_EMPTY_LIST = { data: { pushProviders: [] } };

export const FCM_BODY = {
  providerId: 'fcm-provider-1',
  serviceAccountFilename: 'chat-app-firebase-adminsdk.json',
  serviceAccountCreds: {
    type: 'service_account',
    project_id: 'chat-app-1',
    private_key_id: '3b1d2f0c9a8e7d6c5b4a39281706f5e4d3c2b1a0',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
    client_email: 'firebase-adminsdk@chat-app-1.iam.gserviceaccount.com',
  },
  notificationInPayload: { ios: { chat: true, call: false }, android: { chat: false, call: false } },
};

export const APNS_BODY = {
  providerId: 'apns-provider-1',
  keyId: 'ABC123DEFG',
  teamId: 'DEF123GHIJ',
  bundleId: 'com.example.chat',
  p8KeyFilename: 'AuthKey_ABC123DEFG.p8',
  p8Key: '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49\n-----END PRIVATE KEY-----',
  includeContentAvailable: false,
  includeMutableContent: true,
  productionMode: false,
};

/** The reference's Twilio request body (its properties' examples) and its answer. */
export const TWILIO_BODY = {
  twilioAccountSID: 'AC91e67951ff7e5e7be8122184e76ae0e6',
  twilioAuthToken: '71c2301435733997e83db7a3445bc57',
  twilioSenderPhoneNumber: '+13611364718',
};
export const TWILIO_REFERENCE = {
  data: {
    twilioAccountSID: 'AC91e67951ff7e5e7be8122184e76ae0e6=',
    twilioAuthToken: '71c2301435733997e83db7a3445bc57',
    twilioSenderPhoneNumber: '+13611364718',
  },
};

export const SENDGRID_BODY = {
  sendGridApiKey: 'SG.9ipFP4b17yT-Fff2GGrH8FF0GqdkBohXAEI4GnTSj9Q=',
  sendGridTemplateID: 'd-8284bb9646a040499d5cfa28d272a094',
  sendGridUnsubscribeGroupID: '33832',
  senderName: 'Emailer',
  senderEmail: 'noreply@em123.example.com',
  allowEmailReplies: true,
  senderEmailForReplies: 'reply@em123.example.com',
};
export const SENDGRID_GET_REFERENCE = {
  data: {
    sendGridApiKey: 'SG.9ipFP4b17yT-Fff2GGrH8FF0GqdkBohXAEI4GnTSj9Q=',
    sendGridTemplateID: 'd-8284bb9646a040499d5cfa28d272a094',
    sendGridUnsubscribeGroupID: '33832',
    senderEmail: 'noreply@em123.example.com',
    senderName: 'Emailer',
  },
};
export const SENDGRID_WRITE_REFERENCE = {
  data: {
    allowEmailReplies: true,
    sendGridApiKey: 'sendgrid_key',
    sendGridTemplateID: 'template_id',
    sendGridUnsubscribeGroupID: '12312',
    senderEmail: 'noreply@em123.example.com',
    senderEmailForReplies: 'reply@em123.example.com',
    senderName: 'Emailer',
    repliesWebhook:
      'https://notifications-us.cometchat.io/email/v1/sendgrid/replies?token=GY40_1kWlnc2Lo7Lk8vWWxiNJ6BmEEpV4eZsUeMr328',
  },
};

export const CUSTOM_PUSH_BODY = {
  isEnabled: true,
  webhookURL: 'https://trigger-push.example.com/cometchat',
  useBasicAuth: true,
  basicAuthUsername: 'user123',
  basicAuthPassword: 'pass123',
};
export const CUSTOM_PUSH_REFERENCE = {
  data: {
    pushProviders: [
      {
        basicAuthUsername: 'user123',
        basicAuthPassword: 'pass123',
        useBasicAuth: true,
        isEnabled: true,
        webhookURL: 'https://trigger-push.example.com/cometchat',
      },
    ],
  },
};

export const CUSTOM_SMS_BODY = {
  isEnabled: true,
  useStoredPhNo: false,
  webhookURL: 'https://trigger-sms.example.com/cometchat',
  useBasicAuth: true,
  basicAuthUsername: 'user889',
  basicAuthPassword: 'pass122',
};
export const CUSTOM_SMS_GET_REFERENCE = {
  data: {
    basicAuthPassword: 'user888',
    basicAuthUsername: 'pass123',
    isEnabled: true,
    useBasicAuth: true,
    useStoredPhNo: false,
    webhookURL: 'https://trigger-sms.example.com/cometchat',
  },
};
export const CUSTOM_SMS_WRITE_REFERENCE = { data: CUSTOM_SMS_BODY };

export const CUSTOM_EMAIL_BODY = {
  isEnabled: true,
  useStoredEmailID: false,
  webhookURL: 'https://trigger-email.example.com/cometchat',
  useBasicAuth: true,
  basicAuthUsername: 'user889',
  basicAuthPassword: 'pass122',
};
export const CUSTOM_EMAIL_REFERENCE = { data: CUSTOM_EMAIL_BODY };
