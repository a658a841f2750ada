/**
 * The scenario's steps for flag reasons, flagging and the moderators' queues: each operation with 200
 * and every status it documents. They run last: superhero2 flags superhero1's message 2, which is then
 * approved, and the fixtures' blocked message 7 is approved, then rejected.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const REASON = '/moderation/reasons/proof-reason';
const FLAG = 'POST /messages/2/flagged';
const S2 = { as: 'superhero2' };
const SPAM = { body: { id: 'spam' } };

export const MODERATION_REASON_STEPS: Step[] = [
  ok('createFlagReason', 'a new reason', 'POST /moderation/reasons', {
    body: { id: 'proof-reason', name: 'Proof', description: 'Made by the proof' },
  }),
  fail('createFlagReason', 'a taken id', 409, 'ERR_REASON_ALREADY_EXISTS', 'POST /moderation/reasons', {
    body: { id: 'spam', name: 'Again' },
  }),
  fail('createFlagReason', 'no name', 400, 'ERR_BAD_REQUEST', 'POST /moderation/reasons', {
    body: { id: 'x' },
  }),
  ...bodyLimits('createFlagReason', 'POST /moderation/reasons'),
  ...common('createFlagReason', 'POST /moderation/reasons', { body: { id: 'r', name: 'r' } }),

  ok('listFlagReasons', 'every reason', 'GET /moderation/reasons'),
  fail('listFlagReasons', 'a limit over 100', 400, 'ERR_BAD_REQUEST', 'GET /moderation/reasons?limit=101'),
  ...common('listFlagReasons', 'GET /moderation/reasons'),

  ok('getFlagReason', 'the default reason', 'GET /moderation/reasons/spam'),
  fail('getFlagReason', 'an unknown reason', 404, 'ERR_REASON_NOT_FOUND', 'GET /moderation/reasons/nobody'),
  fail('getFlagReason', 'an id with a space', 400, 'ERR_BAD_REQUEST', 'GET /moderation/reasons/a%20b'),
  ...common('getFlagReason', 'GET /moderation/reasons/spam'),

  ok('updateFlagReason', 'a new name', `PUT ${REASON}`, { body: { name: 'Proof again' } }),
  fail(
    'updateFlagReason',
    'an unknown reason',
    404,
    'ERR_REASON_NOT_FOUND',
    'PUT /moderation/reasons/nobody',
    {
      body: { name: 'x' },
    },
  ),
  fail('updateFlagReason', 'no name', 400, 'ERR_BAD_REQUEST', `PUT ${REASON}`, { body: {} }),
  ...bodyLimits('updateFlagReason', `PUT ${REASON}`),
  ...common('updateFlagReason', `PUT ${REASON}`, { body: { name: 'x' } }),

  ok('deleteFlagReason', 'the reason made above', `DELETE ${REASON}`),
  fail('deleteFlagReason', 'the same again', 404, 'ERR_REASON_NOT_FOUND', `DELETE ${REASON}`),
  fail('deleteFlagReason', 'an id with a space', 400, 'ERR_BAD_REQUEST', 'DELETE /moderation/reasons/a%20b'),
  ...common('deleteFlagReason', 'DELETE /moderation/reasons/nobody'),
];

export const MODERATION_REVIEW_STEPS: Step[] = [
  ok('flagMessage', 'the receiver flags it as spam', FLAG, { ...S2, body: { id: 'spam', remark: 'Again' } }),
  ok('flagMessage', 'the sender flags it too', FLAG, { as: 'superhero1', body: { id: 'harassment' } }),
  fail('flagMessage', 'a reason the app lacks', 400, 'ERR_BAD_REQUEST', FLAG, {
    ...S2,
    body: { id: 'scam' },
  }),
  fail('flagMessage', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', FLAG, SPAM),
  fail('flagMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', FLAG, { as: 'superhero3', ...SPAM }),
  fail('flagMessage', 'an unknown message', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'POST /messages/99999/flagged', {
    ...S2,
    ...SPAM,
  }),
  ...bodyLimits('flagMessage', FLAG, 'superhero2'),
  ...common('flagMessage', FLAG, { ...S2, ...SPAM }),

  ok('listFlaggedMessages', 'message 2 with its two reports', 'GET /moderation/flagged-messages'),
  fail(
    'listFlaggedMessages',
    'a limit of 0',
    400,
    'ERR_BAD_REQUEST',
    'GET /moderation/flagged-messages?limit=0',
  ),
  ...common('listFlaggedMessages', 'GET /moderation/flagged-messages'),

  ok('reviewFlaggedMessage', 'approved', 'PATCH /moderation/flagged-messages/2', {
    body: { status: 'approved' },
  }),
  fail(
    'reviewFlaggedMessage',
    'a message not flagged',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'PATCH /moderation/flagged-messages/99999',
    {
      body: { status: 'approved' },
    },
  ),
  fail(
    'reviewFlaggedMessage',
    'a status of the blocked route',
    400,
    'ERR_BAD_REQUEST',
    'PATCH /moderation/flagged-messages/2',
    {
      body: { status: 'rejected' },
    },
  ),
  ...bodyLimits('reviewFlaggedMessage', 'PATCH /moderation/flagged-messages/2'),
  ...common('reviewFlaggedMessage', 'PATCH /moderation/flagged-messages/2', { body: { status: 'approved' } }),

  ok('reviewBlockedMessage', 'approved', 'PATCH /moderation/blocked-messages/7', {
    body: { status: 'approved' },
  }),
  ok('reviewBlockedMessage', 'then rejected, by the review form', 'PATCH /moderation/blocked-messages/7', {
    body: { status: 'rejected', reviewed: true },
  }),
  fail(
    'reviewBlockedMessage',
    'a message not blocked',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'PATCH /moderation/blocked-messages/2',
    {
      body: { status: 'approved' },
    },
  ),
  fail(
    'reviewBlockedMessage',
    'a status of the flagged route',
    400,
    'ERR_BAD_REQUEST',
    'PATCH /moderation/blocked-messages/7',
    {
      body: { status: 'disapproved' },
    },
  ),
  ...bodyLimits('reviewBlockedMessage', 'PATCH /moderation/blocked-messages/7'),
  ...common('reviewBlockedMessage', 'PATCH /moderation/blocked-messages/7', { body: { status: 'approved' } }),

  ok(
    'listReviewedMessages',
    'the blocked message, then the flagged one',
    'GET /moderation/reviewed-messages',
  ),
  fail(
    'listReviewedMessages',
    'a limit over 100',
    400,
    'ERR_BAD_REQUEST',
    'GET /moderation/reviewed-messages?limit=101',
  ),
  ...common('listReviewedMessages', 'GET /moderation/reviewed-messages'),
];
