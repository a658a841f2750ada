/**
 * The builders of the notification providers' operation records (SPEC 20), one per shape: FCM and
 * APNs (several per app, one the default), and Twilio, SendGrid and the custom providers (one each),
 * so the thirty operations of paths/notification-providers.ts say their rules once.
 */
import type { ExampleObject, ParameterObject } from 'openapi3-ts/oas30';
import {
  APNS_BODY,
  FCM_BODY,
  REFERENCE_EMPTY_LIST,
  REFERENCE_SUCCESS,
} from './notification-provider-examples.ts';
import type { OperationRecord } from './operation-record.ts';
import { dataOf } from './responses.ts';
import { ref } from './schema-helpers.ts';
import { PROVIDER_ID_MAX, PROVIDER_ID_PATTERN } from './schemas/notification-provider-schemas.ts';

type Record_ = Omit<OperationRecord, 'family'>;

/**
 * The reference's answer, under the name of the set whose recorded answer takes its place in the
 * document (document-example-sets.ts): the sets replay the reference's requests.
 */
const reference = (name: string, value: unknown): Record<string, ExampleObject> => ({
  [name]: { summary: 'The reference’s example', value },
});

const providerIdParameter = (label: string, example: string): ParameterObject => ({
  name: 'providerId',
  in: 'path',
  description: `The ${label} provider’s identifier.`,
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: PROVIDER_ID_MAX, pattern: PROVIDER_ID_PATTERN },
  example,
});

const PATTERN_DETAIL = `must match pattern "${PROVIDER_ID_PATTERN}"`;

/** FCM or APNs: list, add, update, make the default, delete; several per app. */
export function pushRecords(kind: 'fcm' | 'apns') {
  const label = kind === 'fcm' ? 'FCM' : 'APNs';
  const body = kind === 'fcm' ? FCM_BODY : APNS_BODY;
  const secret = kind === 'fcm' ? '`serviceAccountCreds.private_key`' : '`p8Key`';
  const base = `/notifications/push/v1/providers/${kind}`;
  const list = kind === 'fcm' ? 'FcmProviders' : 'ApnsProviders';
  // Made anew for each document: the request validator dereferences the document it is given in place.
  const answer = () => dataOf(ref(list), `The app’s ${label} providers.`);
  const writeExample = kind === 'fcm' ? REFERENCE_SUCCESS : REFERENCE_EMPTY_LIST;
  const idParameter = providerIdParameter(label, `${kind}-provider-1`);
  const add: Record_ = {
    method: 'post',
    path: base,
    body: 'required',
    errors: ['ERR_PROVIDER_ALREADY_EXISTS'],
    document: () => ({
      summary: `Add an ${label} provider`,
      description: `Adds an ${label} provider under a new \`providerId\` (a taken one → 409 ERR_PROVIDER_ALREADY_EXISTS). The app’s first ${label} provider is its default: push tokens registered without a \`providerId\` use it. ${secret} is stored and never returned. Answers \`success\` and the app’s ${label} providers.`,
      parameters: [],
      body: {
        schema: kind === 'fcm' ? 'FcmProviderRequest' : 'ApnsProviderRequest',
        description: 'The provider.',
        examples: { added: { summary: `The app’s first ${label} provider`, value: body } },
      },
      success: { description: 'Added.', schema: answer(), examples: reference('added', writeExample) },
      badRequestDetails: { providerId: [PATTERN_DETAIL] },
    }),
  };
  const listRecord: Record_ = {
    method: 'get',
    path: base,
    errors: [],
    document: () => ({
      summary: `List the ${label} providers`,
      description: `The app’s ${label} providers in the order they were added, the default marked \`isDefault\`, without ${secret}.`,
      parameters: [],
      success: {
        description: 'The providers.',
        schema: answer(),
        examples: reference('providers', REFERENCE_EMPTY_LIST),
      },
      badRequestDetails: {},
    }),
  };
  const update: Record_ = {
    method: 'put',
    path: base,
    body: 'required',
    errors: ['ERR_PROVIDER_NOT_FOUND'],
    document: () => ({
      summary: `Update an ${label} provider`,
      description: `Changes the provider the body’s \`providerId\` names (none → 404 ERR_PROVIDER_NOT_FOUND): the fields sent replace the stored ones, the others stay (a key not sent again is kept).`,
      parameters: [],
      body: {
        schema: kind === 'fcm' ? 'FcmProviderRequest' : 'ApnsProviderRequest',
        description: 'The provider’s id and the fields to change.',
        examples: {
          updated:
            kind === 'fcm'
              ? {
                  summary: 'Notification key on Android too',
                  value: { providerId: 'fcm-provider-2', notificationInPayload: { android: { chat: true } } },
                }
              : { summary: 'To production', value: { providerId: 'apns-provider-2', productionMode: true } },
        },
      },
      success: {
        description: 'Updated.',
        schema: answer(),
        examples: reference('updated', REFERENCE_SUCCESS),
      },
      badRequestDetails: { providerId: ["must have required property 'providerId'"] },
    }),
  };
  const setDefault: Record_ = {
    method: 'put',
    path: `${base}/default/{providerId}`,
    errors: ['ERR_PROVIDER_NOT_FOUND'],
    document: () => ({
      summary: `Make an ${label} provider the default`,
      description: `Makes the provider the app’s default ${label} provider, the one push tokens registered without a \`providerId\` use; the former default stays, as any other.`,
      parameters: [idParameter],
      success: {
        description: 'Changed.',
        schema: answer(),
        examples: reference('default', REFERENCE_SUCCESS),
      },
      badRequestDetails: { providerId: [PATTERN_DETAIL] },
    }),
  };
  const remove: Record_ = {
    method: 'delete',
    path: `${base}/{providerId}`,
    errors: ['ERR_PROVIDER_NOT_FOUND'],
    document: () => ({
      summary: `Delete an ${label} provider`,
      description: `Deletes the provider. When it was the default, the oldest remaining ${label} provider becomes the default. Push tokens naming it stay registered; the outbox records their notifications as \`INVALID_PUSH_PROVIDER_ID\`.`,
      parameters: [idParameter],
      success: {
        description: 'Deleted.',
        schema: answer(),
        examples: reference('deleted', REFERENCE_SUCCESS),
      },
      badRequestDetails: { providerId: [PATTERN_DETAIL] },
    }),
  };
  return { add, list: listRecord, update, setDefault, remove };
}

export interface SingleKind {
  label: string;
  path: string;
  /** Component names: the create and update bodies, the answer. */
  schemas: [create: string, update: string, answer: string];
  body: object;
  getExample: unknown;
  writeExample: unknown;
  update: object;
  notes: string;
}

/** Twilio, SendGrid or a custom provider: get, save, update, delete; one per app. */
export function singleRecords(k: SingleKind) {
  // Made anew for each document: the request validator dereferences the document it is given in place.
  const answer = () => dataOf(ref(k.schemas[2]), `The ${k.label} provider.`);
  const save: Record_ = {
    method: 'post',
    path: k.path,
    body: 'required',
    errors: ['ERR_PROVIDER_ALREADY_EXISTS'],
    document: () => ({
      summary: `Save the ${k.label} provider`,
      description: `Stores the app’s ${k.label} provider: one per app, so when one is stored → 409 ERR_PROVIDER_ALREADY_EXISTS (change it with PUT). ${k.notes}`,
      parameters: [],
      body: {
        schema: k.schemas[0],
        description: 'The provider.',
        examples: { saved: { summary: 'The reference’s values', value: k.body } },
      },
      success: {
        description: 'The provider as stored.',
        schema: answer(),
        examples: reference('saved', k.writeExample),
      },
      badRequestDetails: { isEnabled: ['must be boolean'] },
    }),
  };
  const get: Record_ = {
    method: 'get',
    path: k.path,
    errors: [],
    document: () => ({
      summary: `Get the ${k.label} provider`,
      description: `The app’s ${k.label} provider as stored; an empty answer when none is (so a client reads “not configured” without an error).`,
      parameters: [],
      success: {
        description: 'The provider.',
        schema: answer(),
        examples: reference('stored', k.getExample),
      },
      badRequestDetails: {},
    }),
  };
  const update: Record_ = {
    method: 'put',
    path: k.path,
    body: 'required',
    errors: ['ERR_PROVIDER_NOT_FOUND'],
    document: () => ({
      summary: `Update the ${k.label} provider`,
      description: `Changes the fields sent; the others stay. None stored → 404 ERR_PROVIDER_NOT_FOUND. ${k.notes}`,
      parameters: [],
      body: {
        schema: k.schemas[1],
        description: 'The fields to change.',
        examples: { updated: { summary: 'One field changed', value: k.update } },
      },
      success: {
        description: 'The provider as stored.',
        schema: answer(),
        examples: reference('updated', k.writeExample),
      },
      badRequestDetails: { isEnabled: ['must be boolean'] },
    }),
  };
  const remove: Record_ = {
    method: 'delete',
    path: k.path,
    errors: ['ERR_PROVIDER_NOT_FOUND'],
    document: () => ({
      summary: `Delete the ${k.label} provider`,
      description: `Deletes the app’s ${k.label} provider (none → 404 ERR_PROVIDER_NOT_FOUND); its channel notifies no one until another is saved.`,
      parameters: [],
      success: {
        description: 'Deleted.',
        schema: dataOf(ref('ProviderDeleted'), 'Deleted.'),
        examples: reference('deleted', REFERENCE_SUCCESS),
      },
      badRequestDetails: {},
    }),
  };
  return { save, get, update, remove };
}
