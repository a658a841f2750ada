/** API keys: creating, listing, reading, updating and deleting the keys of the app. */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { page } from '../examples/read-examples.ts';
import { API_KEY_MAX, API_KEY_NAME_MAX, API_KEY_SCOPES, PER_PAGE_DEFAULT } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

/** The reference's example key, as its examples of creating, reading and updating one show it. */
const REFERENCE_KEY = {
  apiKey: 'f1915e328e249ffaaafd97fb46a57ba55d233fbf',
  name: "John's apiKey",
  scope: 'authOnly',
  createdAt: 1625206799,
};

const apiKeyParameter: ParameterObject = {
  name: 'apiKey',
  in: 'path',
  description: 'A key of the app.',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: API_KEY_MAX },
  example: REFERENCE_KEY.apiKey,
};

const SELF = `The key sent in the \`apikey\` header cannot be named here: 403 ERR_APIKEY_NO_SELF_ACTION, so that a client cannot lock itself out.`;

export const apiKeyOperations = family('api-keys', {
  createApiKey: {
    method: 'post',
    path: '/apikeys',
    body: 'required',
    errors: [],
    document: () => ({
      summary: 'Create an API key',
      description: `Creates a key of the app, 40 lowercase hexadecimal characters, with a \`name\` (at most ${API_KEY_NAME_MAX} characters) and a \`scope\` (\`authOnly\` unless given). It authenticates at once, in this app only: a \`fullAccess\` key calls every operation, an \`authOnly\` key is refused with 403 AUTH_ERR_NO_ACCESS. The key appears in the answers of these operations and in the sandbox's state export; the request journal and the log show it cut to its first 6 characters.`,
      parameters: [],
      body: {
        schema: 'ApiKeyCreateRequest',
        description: 'The new key.',
        examples: {
          created: { summary: 'An authOnly key', value: { name: REFERENCE_KEY.name, scope: 'authOnly' } },
          fullAccess: { summary: 'A key for a backend', value: { name: 'Backend', scope: 'fullAccess' } },
        },
      },
      success: {
        description: 'The new key.',
        schema: dataOf(ref('ApiKey'), 'The key.'),
        examples: { created: { summary: 'An authOnly key', value: { data: REFERENCE_KEY } } },
      },
      badRequestDetails: {
        scope: [`must be equal to one of the allowed values: ${API_KEY_SCOPES.join(', ')}`],
      },
    }),
  },
  listApiKeys: {
    method: 'get',
    path: '/apikeys',
    errors: [],
    document: () => ({
      summary: 'List the API keys',
      description: `Lists the keys of the app in the order they were created, ${PER_PAGE_DEFAULT} per page by default. \`scope\` keeps the keys of that scope, \`searchKey\` those whose name contains it (any case).`,
      parameters: [
        {
          name: 'scope',
          in: 'query',
          description: 'Only the keys of this scope.',
          schema: { type: 'string', enum: [...API_KEY_SCOPES] },
        },
        {
          name: 'searchKey',
          in: 'query',
          description: 'Only the keys whose name contains this text, in any case.',
          schema: { type: 'string', minLength: 1, maxLength: API_KEY_NAME_MAX },
        },
        paramRef('perPage'),
        paramRef('page'),
      ],
      success: {
        description: 'A page of keys.',
        schema: listOf('ApiKey', 'PaginationMeta', 'A page of keys.'),
        examples: {
          keys: {
            summary: 'The keys of an app',
            value: {
              data: [
                {
                  apiKey: 'fcf32d085482db7ef10e971967d70a91cdb6677a',
                  name: "John's apiKey",
                  scope: 'authOnly',
                  createdAt: 1631095584,
                },
                {
                  apiKey: '0f40b2c254f33d429b1fca5e0eb1cef72c594ddc',
                  name: 'Auth Key',
                  scope: 'authOnly',
                  createdAt: 1629869272,
                },
                {
                  apiKey: '495318bc2e137fb2decf17078abd169a7bd50c8b',
                  name: 'Rest API Key',
                  scope: 'fullAccess',
                  createdAt: 1629869272,
                },
              ],
              meta: page(3),
            },
          },
        },
      },
      badRequestDetails: {
        scope: [`must be equal to one of the allowed values: ${API_KEY_SCOPES.join(', ')}`],
      },
    }),
  },
  getApiKey: {
    method: 'get',
    path: '/apikeys/{apiKey}',
    errors: ['ERR_APIKEY_NOT_FOUND'],
    document: () => ({
      summary: 'Get an API key',
      description: 'One key of the app; a key of another app is not found.',
      parameters: [apiKeyParameter],
      success: {
        description: 'The key.',
        schema: dataOf(ref('ApiKey'), 'The key.'),
        examples: { key: { summary: 'A key of the app', value: { data: REFERENCE_KEY } } },
      },
      badRequestDetails: { apiKey: ['must NOT have more than 255 characters'] },
    }),
  },
  updateApiKey: {
    method: 'put',
    path: '/apikeys/{apiKey}',
    body: 'required',
    errors: ['ERR_APIKEY_NO_SELF_ACTION', 'ERR_APIKEY_NOT_FOUND'],
    document: () => ({
      summary: 'Update an API key',
      description: `Changes the \`name\` or the \`scope\` of a key; what is not sent stays, and the key itself never changes. A new scope applies from the key's next request. ${SELF}`,
      parameters: [apiKeyParameter],
      body: {
        schema: 'ApiKeyUpdateRequest',
        description: 'What changes.',
        examples: { renamed: { summary: 'A new name', value: { name: "John's apiKey" } } },
      },
      success: {
        description: 'The key as it is now.',
        schema: dataOf(ref('ApiKey'), 'The key.'),
        examples: { renamed: { summary: 'A new name', value: { data: REFERENCE_KEY } } },
      },
      badRequestDetails: {
        scope: [`must be equal to one of the allowed values: ${API_KEY_SCOPES.join(', ')}`],
      },
    }),
  },
  deleteApiKey: {
    method: 'delete',
    path: '/apikeys/{apiKey}',
    errors: ['ERR_APIKEY_NO_SELF_ACTION', 'ERR_APIKEY_NOT_FOUND'],
    document: () => ({
      summary: 'Delete an API key',
      description: `Deletes a key of the app: its next request is refused with 401 AUTH_ERR_APIKEY_NOT_FOUND, also after the sandbox restarts from its data. ${SELF}`,
      parameters: [apiKeyParameter],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'A key deleted',
            value: {
              data: {
                success: true,
                message:
                  'The Api Key fcf32d085482db7ef10e971967d70a91cdb6677a has been deleted successfully.',
              },
            },
          },
        },
      },
      badRequestDetails: { apiKey: ['must NOT have more than 255 characters'] },
    }),
  },
});
