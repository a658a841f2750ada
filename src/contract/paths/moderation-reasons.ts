/** Flag reasons: the reasons a user may give when flagging a message (SPEC 19). */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { family } from '../operation-record.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import {
  REASON_ID_PATTERN,
  REASONS_LIMIT_DEFAULT,
  REASONS_LIMIT_MAX,
} from '../schemas/moderation-review-schemas.ts';

const reasonParameter = (description: string): ParameterObject => ({
  name: 'id',
  in: 'path',
  description,
  required: true,
  schema: { type: 'string', pattern: REASON_ID_PATTERN },
  example: 'spam',
});

/** The reference's examples: the reason its create example makes, and the fixtures' three. */
const RAW_CONTENT = {
  id: 'unfiltered-content',
  name: 'RawContent',
  description: 'Content delivered without moderation or filtering.',
};
const SPAM = {
  id: 'spam',
  name: 'Spam / Unwanted Content',
  description: 'Repeated, promotional, or irrelevant content',
  createdAt: 1760443648,
  updatedAt: 1760443648,
  default: true,
};
const SEXUAL = {
  id: 'sexual',
  name: 'Sexual Content',
  description: 'Explicit or inappropriate content',
  createdAt: 1758000762,
  updatedAt: 1758000762,
  default: false,
};
const HARASSMENT = {
  id: 'harassment',
  name: 'Harassment / Bullying',
  description: 'Insulting or threatening behavior',
  createdAt: 1758000761,
  updatedAt: 1758000761,
  default: false,
};
const CREATED = { ...RAW_CONTENT, createdAt: 1760449410, updatedAt: 1760449410, default: false };

export const moderationReasonOperations = family('moderation-reasons', {
  createFlagReason: {
    method: 'post',
    path: '/moderation/reasons',
    body: 'required',
    errors: ['ERR_REASON_ALREADY_EXISTS'],
    document: () => ({
      summary: 'Create a flag reason',
      description:
        'Creates a reason users can give when flagging a message. The id (letters, digits, `-`, `_`, at most 100) must be new: 409 ERR_REASON_ALREADY_EXISTS.',
      parameters: [],
      body: {
        schema: 'FlagReasonCreateRequest',
        description: 'The new reason.',
        examples: {
          created: { summary: 'The reference’s example reason', value: RAW_CONTENT },
          taken: { summary: 'An id the fixtures already hold', value: { id: 'spam', name: 'Spam again' } },
        },
      },
      success: {
        description: 'The new reason.',
        schema: dataOf(ref('FlagReason'), 'The reason.'),
        examples: { created: { summary: 'The reference’s example reason', value: { data: CREATED } } },
      },
      badRequestDetails: { name: ["must have required property 'name'"] },
    }),
  },
  listFlagReasons: {
    method: 'get',
    path: '/moderation/reasons',
    errors: [],
    document: () => ({
      summary: 'List the flag reasons',
      description: `The app's flag reasons, newest first, ${REASONS_LIMIT_DEFAULT} by default (at most ${REASONS_LIMIT_MAX}).`,
      parameters: [
        {
          name: 'limit',
          in: 'query',
          description: 'Number of reasons to return, newest first.',
          schema: { type: 'integer', minimum: 1, maximum: REASONS_LIMIT_MAX, default: REASONS_LIMIT_DEFAULT },
          example: REASONS_LIMIT_DEFAULT,
        },
      ],
      success: {
        description: 'The reasons.',
        schema: listOf('FlagReason', 'BlockedMessagesMeta', 'The reasons.'),
        examples: {
          reasons: {
            summary: 'The reasons of the reference',
            value: {
              data: [CREATED, SPAM, SEXUAL, HARASSMENT],
              meta: { current: { limit: REASONS_LIMIT_DEFAULT, count: 4 } },
            },
          },
        },
      },
      badRequestDetails: { limit: [`must be <= ${REASONS_LIMIT_MAX}`] },
    }),
  },
  getFlagReason: {
    method: 'get',
    path: '/moderation/reasons/{id}',
    errors: ['ERR_REASON_NOT_FOUND'],
    document: () => ({
      summary: 'Get a flag reason',
      description: 'One reason of the app.',
      parameters: [reasonParameter('Id of the reason.')],
      success: {
        description: 'The reason.',
        schema: dataOf(ref('FlagReason'), 'The reason.'),
        examples: { reason: { summary: 'The default reason', value: { data: SPAM } } },
      },
      badRequestDetails: { id: ['must match pattern "^[A-Za-z0-9_-]{1,100}$"'] },
    }),
  },
  updateFlagReason: {
    method: 'put',
    path: '/moderation/reasons/{id}',
    body: 'required',
    errors: ['ERR_REASON_NOT_FOUND'],
    document: () => ({
      summary: 'Update a flag reason',
      description:
        'Renames a reason (`name` is required) and changes its description when one is sent. Flags already made keep the name they were made with.',
      parameters: [reasonParameter('Id of the reason.')],
      body: {
        schema: 'FlagReasonUpdateRequest',
        description: 'The new name.',
        examples: {
          renamed: { summary: 'A new name', value: { name: 'Updated name for unfiltered content.' } },
        },
      },
      success: {
        description: 'The reason as it is now.',
        schema: dataOf(ref('FlagReason'), 'The reason.'),
        examples: {
          renamed: {
            summary: 'A new name',
            value: { data: { ...CREATED, name: 'Updated name for unfiltered content.' } },
          },
        },
      },
      badRequestDetails: { name: ["must have required property 'name'"] },
    }),
  },
  deleteFlagReason: {
    method: 'delete',
    path: '/moderation/reasons/{id}',
    errors: ['ERR_REASON_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a flag reason',
      description:
        'Deletes a reason, also one in use: the flags made with it keep its id and name. Users can no longer flag with it.',
      parameters: [reasonParameter('Id of the reason.')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'A reason deleted',
            value: {
              data: {
                success: true,
                message: 'The reason with id unfiltered-content has been deleted successfully.',
              },
            },
          },
        },
      },
      badRequestDetails: { id: ['must match pattern "^[A-Za-z0-9_-]{1,100}$"'] },
    }),
  },
});
