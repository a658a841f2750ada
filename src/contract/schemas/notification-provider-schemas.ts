/**
 * The notification providers (SPEC 20): the request bodies of FCM, APNs, Twilio, SendGrid and the
 * custom push, SMS and email providers, and the answers. FCM and APNs answers have no place for the
 * service account's `private_key` or the `p8Key`: the reference's examples never show them, so the
 * response check fails an answer that would.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { arrayOf, bool, closed, ref, str } from '../schema-helpers.ts';

/** A provider id names the provider in paths and push tokens: a path segment of its own. */
export const PROVIDER_ID_PATTERN = '^[A-Za-z0-9_.-]+$';
export const PROVIDER_ID_MAX = 100;
/** As the sandbox's own webhooks check a URL (section 11). */
export const WEBHOOK_URL_PATTERN = '^https?://[^\\s]+$';
/** A PEM key is some 2,000 characters; room for a larger one, well inside the 64 KB body. */
const KEY_MAX = 16_384;
const FIELD_MAX = 1_000;

const field = (description: string): SchemaObject => str(description, { maxLength: FIELD_MAX });
const key = (description: string): SchemaObject => str(description, { maxLength: KEY_MAX });

export const providerId = (description: string): SchemaObject =>
  str(description, { minLength: 1, maxLength: PROVIDER_ID_MAX, pattern: PROVIDER_ID_PATTERN });

const silent = (): SchemaObject =>
  closed('Whether the payload carries the `notification` key, by kind of notification.', {
    chat: bool('For chat notifications.'),
    call: bool('For call notifications.'),
  });

/**
 * The fields of a Google service account file, as Firebase writes it: closed, so a misspelt field is
 * refused rather than kept, and the answers' copy has no place for the key.
 */
const serviceAccount = (withKey: boolean): SchemaObject =>
  closed(
    withKey
      ? 'The service account JSON of the Firebase project, as its file holds it.'
      : 'The service account as stored, without its `private_key`, which is never returned.',
    {
      type: field('`service_account`.'),
      project_id: field('The Firebase project.'),
      private_key_id: field('Id of the private key.'),
      ...(withKey
        ? { private_key: key('The service account’s private key (PEM); stored, never returned.') }
        : {}),
      client_email: field('The service account’s email.'),
      client_id: field('The service account’s client id.'),
      auth_uri: field('Google’s OAuth URL.'),
      token_uri: field('Google’s token URL.'),
      auth_provider_x509_cert_url: field('Google’s certificates URL.'),
      client_x509_cert_url: field('The service account’s certificate URL.'),
      universe_domain: field('`googleapis.com`.'),
    },
  );

const fcmFields = (withKey: boolean) => ({
  serviceAccountFilename: field('The name of the service account file uploaded.'),
  serviceAccountCreds: serviceAccount(withKey),
  notificationInPayload: closed('Whether FCM payloads carry the `notification` key, per platform.', {
    ios: silent(),
    android: silent(),
    web: silent(),
  }),
});

const apnsFields = (withKey: boolean) => ({
  keyId: field('The Key ID of the .p8 key.'),
  teamId: field('The Apple developer Team ID.'),
  bundleId: field('The Bundle ID of the app: the `topic` of its pushes.'),
  p8KeyFilename: field('The name of the .p8 file uploaded.'),
  ...(withKey ? { p8Key: key('The .p8 key’s content; stored, never returned.') } : {}),
  includeContentAvailable: bool('Adds `content-available` for background notifications.'),
  includeMutableContent: bool('Adds `mutable-content`, so the app may change a notification.'),
  productionMode: bool('Sends to the production APNs environment, else the sandbox one.'),
});

const twilioFields = () => ({
  twilioAccountSID: field('The Twilio Account SID.'),
  twilioAuthToken: field('The Twilio Auth Token.'),
  twilioSenderPhoneNumber: field('The Twilio sender phone number.'),
  isEnabled: bool('Whether SMS notifications go through Twilio.'),
});

const sendGridFields = () => ({
  sendGridApiKey: field('The SendGrid API key.'),
  sendGridTemplateID: field('The SendGrid template ID.'),
  sendGridUnsubscribeGroupID: field('The SendGrid unsubscribe group ID.'),
  senderName: field('The name of the sender.'),
  senderEmail: field('The email address of the sender.'),
  allowEmailReplies: bool('Whether users may reply to the emails.'),
  senderEmailForReplies: {
    ...field('The email address replies go to, when they are allowed.'),
    nullable: true,
  },
  isEnabled: bool('Whether email notifications go through SendGrid.'),
});

const customFields = (stored?: 'useStoredEmailID' | 'useStoredPhNo') => ({
  isEnabled: bool('Whether notifications go to this provider.'),
  ...(stored === 'useStoredEmailID'
    ? { useStoredEmailID: bool('Calls the webhook for a user only when their email address is stored.') }
    : {}),
  ...(stored === 'useStoredPhNo'
    ? { useStoredPhNo: bool('Calls the webhook for a user only when their phone number is stored.') }
    : {}),
  webhookURL: str('The http(s) URL called for each notification.', {
    maxLength: 2048,
    pattern: WEBHOOK_URL_PATTERN,
  }),
  useBasicAuth: bool('Sends Basic auth with each call; needs the username and password.'),
  basicAuthUsername: field('The username for Basic auth.'),
  basicAuthPassword: field('The password for Basic auth.'),
});

const CUSTOM_REQUIRED = ['isEnabled', 'webhookURL', 'basicAuthUsername', 'basicAuthPassword', 'useBasicAuth'];

export function notificationProviderSchemas(): Record<string, SchemaObject> {
  return {
    FcmProviderRequest: closed(
      'An FCM provider: its id and the service account of its Firebase project.',
      { providerId: providerId('A unique, memorable identifier of the provider.'), ...fcmFields(true) },
      ['providerId'],
    ),
    FcmProvider: closed(
      'An FCM provider as stored, without its private key.',
      {
        providerId: providerId('The provider’s identifier.'),
        isDefault: bool('Whether push tokens naming no provider use this one.'),
        ...fcmFields(false),
      },
      ['providerId', 'isDefault'],
    ),
    ApnsProviderRequest: closed(
      'An APNs provider: its id and the .p8 key of the app.',
      { providerId: providerId('A unique, memorable identifier of the provider.'), ...apnsFields(true) },
      ['providerId'],
    ),
    ApnsProvider: closed(
      'An APNs provider as stored, without its .p8 key.',
      {
        providerId: providerId('The provider’s identifier.'),
        isDefault: bool('Whether push tokens naming no provider use this one.'),
        ...apnsFields(false),
      },
      ['providerId', 'isDefault'],
    ),
    FcmProviders: closed('The app’s FCM providers, in the order they were added.', {
      success: bool('True: the change was made.'),
      pushProviders: arrayOf(ref('FcmProvider'), 'The providers.'),
    }),
    ApnsProviders: closed('The app’s APNs providers, in the order they were added.', {
      success: bool('True: the change was made.'),
      pushProviders: arrayOf(ref('ApnsProvider'), 'The providers.'),
    }),
    TwilioProviderCreateRequest: closed('The Twilio credentials.', twilioFields(), [
      'twilioAccountSID',
      'twilioAuthToken',
      'twilioSenderPhoneNumber',
    ]),
    TwilioProviderUpdateRequest: closed('The Twilio fields to change.', twilioFields()),
    TwilioProvider: closed('The Twilio credentials as stored; none when none are.', twilioFields()),
    SendGridProviderCreateRequest: closed('The SendGrid credentials.', sendGridFields(), [
      'sendGridApiKey',
      'sendGridTemplateID',
      'sendGridUnsubscribeGroupID',
      'senderName',
      'senderEmail',
      'allowEmailReplies',
    ]),
    SendGridProviderUpdateRequest: closed('The SendGrid fields to change.', sendGridFields()),
    SendGridProvider: closed('The SendGrid credentials as stored; none when none are.', {
      ...sendGridFields(),
      repliesWebhook: field(
        'Where SendGrid posts the replies, when replies are allowed (the sandbox serves none).',
      ),
    }),
    CustomPushProviderCreateRequest: closed('The custom push provider.', customFields(), CUSTOM_REQUIRED),
    CustomPushProviderUpdateRequest: closed('The custom push provider’s fields to change.', customFields()),
    CustomPushProvider: closed('The custom push provider as stored.', customFields()),
    CustomPushProviders: closed('The app’s custom push provider, as a list of one or none.', {
      pushProviders: arrayOf(ref('CustomPushProvider'), 'The provider, or none.', { maxItems: 1 }),
    }),
    CustomSmsProviderCreateRequest: closed('The custom SMS provider.', customFields('useStoredPhNo'), [
      ...CUSTOM_REQUIRED,
      'useStoredPhNo',
    ]),
    CustomSmsProviderUpdateRequest: closed(
      'The custom SMS provider’s fields to change.',
      customFields('useStoredPhNo'),
    ),
    CustomSmsProvider: closed(
      'The custom SMS provider as stored; none when none is.',
      customFields('useStoredPhNo'),
    ),
    CustomEmailProviderCreateRequest: closed('The custom email provider.', customFields('useStoredEmailID'), [
      ...CUSTOM_REQUIRED,
      'useStoredEmailID',
    ]),
    CustomEmailProviderUpdateRequest: closed(
      'The custom email provider’s fields to change.',
      customFields('useStoredEmailID'),
    ),
    CustomEmailProvider: closed(
      'The custom email provider as stored; none when none is.',
      customFields('useStoredEmailID'),
    ),
    ProviderDeleted: closed('The provider was deleted.', { success: bool('Always true.') }, ['success']),
  };
}

/**
 * The fields each provider's answers may show, read off the answers' schemas: the presenters pick
 * these from the stored details, so a field the schema does not list (a key, or anything a state
 * import brought) is never answered.
 */
export const SHOWN_FIELDS = {
  fcm: Object.keys(fcmFields(false)),
  serviceAccount: Object.keys(serviceAccount(false).properties ?? {}),
  apns: Object.keys(apnsFields(false)),
  twilio: Object.keys(twilioFields()),
  sendgrid: Object.keys(sendGridFields()),
  customPush: Object.keys(customFields()),
  customSms: Object.keys(customFields('useStoredPhNo')),
  customEmail: Object.keys(customFields('useStoredEmailID')),
} as const;
