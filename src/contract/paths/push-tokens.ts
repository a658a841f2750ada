/** Push tokens (SPEC 20): registered against an auth token of the app, whose user owns them. */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { family } from '../operation-record.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { PUSH_TOKEN_MAX, PUSH_TOKENS_PER_USER } from '../schemas/notification-schemas.ts';

const AUTH_TOKEN = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
/** superhero1's newer auth token in the fixtures, which the auth token sets leave. */
const OTHER_AUTH_TOKEN = 'superhero1_163836160020de43a6d43ef74debf822a462ae89de';
const PUSH_TOKEN = 'superhero2_fcm_android_asia_kolkata';
/** The reference's example token, on the fixtures' superhero2. */
const TOKEN = {
  authToken: AUTH_TOKEN,
  pushTokenType: 'chat',
  createdAt: '2024-03-11T07:27:59.000Z',
  platform: 'fcm_android',
  providerId: 'fcm-provider-2',
  pushToken: PUSH_TOKEN,
  uid: 'superhero2',
  updatedAt: '2024-03-11T07:27:59.000Z',
};
const LIST = { data: { pushTokens: [TOKEN] } };

const all = (description: string): ParameterObject => ({
  name: 'all',
  in: 'query',
  description,
  schema: { type: 'boolean', default: false },
  example: false,
});

const tokenList = (summary: string) => ({
  description: 'Push tokens.',
  schema: dataOf(ref('PushTokenList'), 'Push tokens.'),
  examples: { tokens: { summary, value: LIST } },
});

export const pushTokenOperations = family('push-tokens', {
  registerPushToken: {
    method: 'post',
    path: '/notifications/push/v1/tokens',
    body: 'required',
    errors: ['ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Register a push token',
      description: `Registers a device's token for the user of \`authToken\` (else 404 ERR_AUTH_TOKEN_NOT_FOUND). \`platform\` says which field holds it: \`fcmToken\` for \`fcm_…\`, \`deviceToken\` for \`apns_…_device\`, \`voipToken\` for \`apns_…_voip\` (VoIP tokens are for calls). At most ${PUSH_TOKEN_MAX} characters; a user holds at most ${PUSH_TOKENS_PER_USER}, the oldest dropped. Registering a token again updates it, and moves it to the user of the new auth token. A \`timezone\` becomes the user's.`,
      parameters: [],
      body: {
        schema: 'PushTokenRegisterRequest',
        description: 'The token.',
        examples: {
          device: {
            summary: 'An iPhone',
            value: {
              platform: 'apns_ios_device',
              deviceToken: 'superhero1_apns_ios_device',
              authToken: OTHER_AUTH_TOKEN,
            },
          },
          fcm: {
            summary: 'An Android device',
            value: {
              platform: 'fcm_android',
              fcmToken: PUSH_TOKEN,
              authToken: AUTH_TOKEN,
              providerId: 'fcm-provider-2',
              timezone: 'Asia/Kolkata',
            },
          },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('NotificationSuccess'), 'Confirmation.'),
        examples: { fcm: { summary: 'Registered', value: { data: { success: true } } } },
      },
      badRequestDetails: { fcmToken: ['is required for the platform fcm_android'] },
    }),
  },
  listPushTokens: {
    method: 'get',
    path: '/notifications/push/v1/tokens',
    errors: ['ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'List push tokens',
      description:
        'The tokens registered with `authToken`, or with `all=true` every token of its user, oldest first.',
      parameters: [
        all('Every token of the auth token’s user.'),
        {
          name: 'authToken',
          in: 'query',
          description: 'An auth token of the app.',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          example: AUTH_TOKEN,
        },
      ],
      success: tokenList('The token registered above'),
      badRequestDetails: { authToken: ['is required'] },
    }),
  },
  deletePushToken: {
    method: 'delete',
    path: '/notifications/push/v1/tokens/{pushToken}',
    body: 'optional',
    errors: ['ERR_AUTH_TOKEN_NOT_FOUND', 'ERR_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a push token',
      description:
        'Removes one token (404 ERR_TOKEN_NOT_FOUND when it is not registered). With an `authToken`, only a token of that auth token’s user; without, any token of the app. Answers the token removed.',
      parameters: [
        {
          name: 'pushToken',
          in: 'path',
          description: 'The push token.',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: PUSH_TOKEN_MAX },
          example: PUSH_TOKEN,
        },
      ],
      body: {
        schema: 'PushTokenUnregisterRequest',
        description: 'The auth token whose user holds the token.',
        examples: {
          tokens: { summary: 'superhero1’s auth token', value: { authToken: OTHER_AUTH_TOKEN } },
        },
      },
      success: tokenList('The token removed'),
      badRequestDetails: { pushToken: ['must NOT have fewer than 1 characters'] },
    }),
  },
  unregisterPushTokens: {
    method: 'delete',
    path: '/notifications/push/v1/tokens',
    body: 'required',
    errors: ['ERR_AUTH_TOKEN_NOT_FOUND'],
    document: () => ({
      summary: 'Unregister push tokens',
      description:
        'Removes the tokens registered with `authToken`, or with `all=true` every token of its user; answers those removed.',
      parameters: [all('Every token of the auth token’s user, not only those registered with it.')],
      body: {
        schema: 'PushTokenUnregisterRequest',
        description: 'The auth token.',
        examples: { tokens: { summary: 'superhero2’s auth token', value: { authToken: AUTH_TOKEN } } },
      },
      success: tokenList('The tokens removed'),
      badRequestDetails: { authToken: ['is required'] },
    }),
  },
});
