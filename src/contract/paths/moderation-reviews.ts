/**
 * Flagging a message and the moderators' queues (SPEC 19): the flagged messages, their review, the
 * review of a blocked message, and the reviewed list.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { blockedMessageExample, greeting } from '../examples/message-examples.ts';
import { BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const queueLimit = (description: string): ParameterObject => ({
  name: 'limit',
  in: 'query',
  description,
  schema: { type: 'integer', minimum: 1, maximum: BLOCKED_LIMIT_MAX, default: BLOCKED_LIMIT_DEFAULT },
  example: BLOCKED_LIMIT_DEFAULT,
});

const REVIEW_404 = 'A message neither blocked nor flagged, or unknown, is 404 ERR_MESSAGE_ID_NOT_FOUND.';

/** superhero2 reports superhero1's greeting as spam, with the reference's remark. */
const FLAG = {
  uid: 'superhero2',
  name: 'Captain America',
  avatar: 'https://data-us.cometchat.io/assets/images/avatars/captainamerica.png',
  role: 'default',
  reasonId: 'spam',
  reasonName: 'Spam / Unwanted Content',
  description: 'Repeated, promotional, or irrelevant content',
  remark: 'He is continously spamming me',
  flaggedAt: 1700310000,
};
const APP_ID = 'app-1';
const flagged = () => ({ appId: APP_ID, ...greeting(), flaggedBy: [FLAG], flaggedCount: 1 });
const confirmation = (message: string) => ({ data: { success: true, message } });
const queue = (data: unknown[]) => ({
  data,
  meta: { current: { limit: BLOCKED_LIMIT_DEFAULT, count: data.length } },
});

export const moderationReviewOperations = family('moderation-reviews', {
  flagMessage: {
    method: 'post',
    path: '/messages/{id}/flagged',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () => ({
      summary: 'Flag a message',
      description:
        'The acting user (`onBehalfOf`, required) reports a message they may see, giving a reason of the app (`id`) and a `remark`. The message stays delivered and waits in the flagged list for a moderator. Flagging it again replaces that user’s flag. A reason the app does not have is 400 with `details.id`.',
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'FlagRequest',
        description: 'The reason, and what the user adds.',
        examples: {
          flagged: { summary: 'Flagged as spam', value: { id: 'spam', remark: FLAG.remark } },
          unknownReason: { summary: 'A reason the app does not have', value: { id: 'scam' } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          flagged: { summary: 'Flagged', value: confirmation('Message 2 has been flagged successfully.') },
        },
      },
      badRequestDetails: { id: ['is not a reason of the app'] },
    }),
  },
  listFlaggedMessages: {
    method: 'get',
    path: '/moderation/flagged-messages',
    errors: [],
    document: () => ({
      summary: 'List flagged messages',
      description: `The flagged messages awaiting review, newest flag first, ${BLOCKED_LIMIT_DEFAULT} by default (at most ${BLOCKED_LIMIT_MAX}): each message with \`flaggedBy\`, one entry per report, and \`flaggedCount\`, the number of reporters. A reviewed message leaves this list for the reviewed list.`,
      parameters: [queueLimit('Number of flagged messages to return, newest flag first.')],
      success: {
        description: 'Flagged messages.',
        schema: listOf('FlaggedMessage', 'BlockedMessagesMeta', 'Flagged messages.'),
        examples: { flaggedMessages: { summary: 'One message flagged as spam', value: queue([flagged()]) } },
      },
      badRequestDetails: { limit: [`must be <= ${BLOCKED_LIMIT_MAX}`] },
    }),
  },
  reviewFlaggedMessage: {
    method: 'patch',
    path: '/moderation/flagged-messages/{id}',
    body: 'required',
    errors: ['ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Review a flagged message',
      description: `\`approved\` keeps the message visible, \`disapproved\` hides it from everyone but its sender, as a blocked message is. Either takes it off the flagged list onto the reviewed list. ${REVIEW_404}`,
      parameters: [paramRef('messageId')],
      body: {
        schema: 'ReviewFlaggedRequest',
        description: 'The decision.',
        examples: {
          approved: { summary: 'Approve the flagged message', value: { status: 'approved' } },
          disapproved: { summary: 'Disapprove the flagged message', value: { status: 'disapproved' } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          approved: {
            summary: 'Approved',
            value: confirmation('Message with id 2 has been unflagged successfully.'),
          },
        },
      },
      badRequestDetails: { status: ['must be equal to one of the allowed values: approved, disapproved'] },
    }),
  },
  reviewBlockedMessage: {
    method: 'patch',
    path: '/moderation/blocked-messages/{id}',
    body: 'required',
    errors: ['ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Review a blocked message',
      description: `The reference documents this route twice: \`{status: approved}\` approves (chat-api-approve-moderation-blocked-messages), \`{status: approved | rejected, reviewed: true}\` reviews (chat-api-review-blocked-message). \`approved\` makes the message visible to everyone, \`rejected\` keeps it hidden from all but its sender. Either takes it off the blocked list onto the reviewed list. ${REVIEW_404}`,
      parameters: [paramRef('messageId')],
      body: {
        schema: 'ReviewBlockedRequest',
        description: 'The decision.',
        examples: {
          approved: { summary: 'Approve the blocked message', value: { status: 'approved' } },
          reviewed: {
            summary: 'Approve or reject a moderated message',
            value: { status: 'rejected', reviewed: true },
          },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          approved: { summary: 'Approved', value: confirmation('Message with ID 7 has been approved.') },
          reviewed: {
            summary: 'Reviewed',
            value: confirmation('Message with ID 7 has been reviewed successfully.'),
          },
        },
      },
      badRequestDetails: { status: ['must be equal to one of the allowed values: approved, rejected'] },
    }),
  },
  listReviewedMessages: {
    method: 'get',
    path: '/moderation/reviewed-messages',
    errors: [],
    document: () => ({
      summary: 'List reviewed messages',
      description: `The messages moderators reviewed, newest review first, ${BLOCKED_LIMIT_DEFAULT} by default (at most ${BLOCKED_LIMIT_MAX}), each in the shape of the list it came from (blocked or flagged) with \`review\`, its final status.`,
      parameters: [queueLimit('Number of reviewed messages to return, newest review first.')],
      success: {
        description: 'Reviewed messages.',
        schema: listOf('ReviewedMessage', 'BlockedMessagesMeta', 'Reviewed messages.'),
        examples: {
          reviewedMessages: {
            summary: 'A blocked message rejected',
            value: queue([
              {
                ...blockedMessageExample(),
                blockedAt: '1719993038.000000000000015',
                review: { status: 'rejected', reviewedAt: 1719993100 },
                appId: APP_ID,
              },
            ]),
          },
        },
      },
      badRequestDetails: { limit: [`must be <= ${BLOCKED_LIMIT_MAX}`] },
    }),
  },
});
