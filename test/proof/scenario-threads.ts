/**
 * The scenario's steps for threads: superhero1 replies in the thread of message 2 (their greeting to
 * superhero2, which the earlier steps leave in place), then its replies are listed, and superhero1
 * follows its thread and stops.
 */
import { bodyLimits, common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const THREAD = '/messages/2/thread';
const SUBSCRIPTION = `${THREAD}/subscription`;
/** Far after any activity of the scenario, whose clock starts in 2023. */
const NOW_PLUS_A_DAY = 2_000_000_000;
const reply = (text: string, more: object = {}) => ({ category: 'message', data: { text }, ...more });

export const THREAD_STEPS: Step[] = [
  ok('sendThreadMessage', 'a reply to a one-to-one message', `POST ${THREAD}`, {
    ...S1,
    body: reply('In the thread', { muid: 'proof-reply', tags: ['proof'] }),
  }),
  ok('sendThreadMessage', "naming the parent's conversation", `POST ${THREAD}`, {
    ...S1,
    body: reply('Again', { receiver: 'superhero2', receiverType: 'user' }),
  }),
  fail('sendThreadMessage', 'multipleReceivers', 400, 'ERR_BAD_REQUEST', `POST ${THREAD}`, {
    ...S1,
    body: reply('x', { multipleReceivers: { uids: ['superhero2'] } }),
  }),
  fail('sendThreadMessage', 'another conversation', 400, 'ERR_WRONG_MESSAGE_THREAD', `POST ${THREAD}`, {
    ...S1,
    body: reply('x', { receiver: 'superhero3', receiverType: 'user' }),
  }),
  fail('sendThreadMessage', 'an empty text', 400, 'ERR_EMPTY_MESSAGE_TEXT', `POST ${THREAD}`, {
    ...S1,
    body: reply(' '),
  }),
  fail('sendThreadMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', `POST ${THREAD}`, {
    ...S3,
    body: reply('x'),
  }),
  fail(
    'sendThreadMessage',
    'an unknown parent',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'POST /messages/99999/thread',
    {
      ...S1,
      body: reply('x'),
    },
  ),
  ok('sendMessage', 'a reply by parentMessageId, an integer', 'POST /messages', {
    ...S1,
    body: reply('By parentMessageId', { parentMessageId: 2 }),
  }),
  ok('sendMessage', 'a reply by parentMessageId, a string', 'POST /messages', {
    ...S1,
    body: reply('By parentMessageId', { parentMessageId: '2' }),
  }),
  ...bodyLimits('sendThreadMessage', `POST ${THREAD}`, S1.as),
  ...common('sendThreadMessage', `POST ${THREAD}`, { ...S1, body: reply('x') }),

  ok('listThreadMessages', 'the replies, as superhero1', `GET ${THREAD}?limit=5`, S1),
  ok('listThreadMessages', 'the replies, as the app', `GET ${THREAD}`),
  fail('listThreadMessages', 'limit 0', 400, 'ERR_BAD_REQUEST', `GET ${THREAD}?limit=0`),
  fail('listThreadMessages', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', `GET ${THREAD}`, S3),
  fail(
    'listThreadMessages',
    'an unknown parent',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'GET /messages/99999/thread',
  ),
  fail('listThreadMessages', 'count', 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX', `GET ${THREAD}`, {
    headers: { Prefer: 'code=501' },
  }),
  ...common('listThreadMessages', `GET ${THREAD}`),

  ok('subscribeThread', 'superhero1 follows message 2', `POST ${SUBSCRIPTION}`, S1),
  ok('subscribeThread', 'again', `POST ${SUBSCRIPTION}`, S1),
  fail('subscribeThread', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `POST ${SUBSCRIPTION}`),
  fail('subscribeThread', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', `POST ${SUBSCRIPTION}`, S3),
  fail(
    'subscribeThread',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'POST /messages/99999/thread/subscription',
    S1,
  ),
  ...common('subscribeThread', `POST ${SUBSCRIPTION}`, S1),

  ok('unsubscribeThread', 'superhero1 stops following message 2', `DELETE ${SUBSCRIPTION}`, S1),
  ok('unsubscribeThread', 'again', `DELETE ${SUBSCRIPTION}`, S1),
  fail('unsubscribeThread', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `DELETE ${SUBSCRIPTION}`),
  fail('unsubscribeThread', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', `DELETE ${SUBSCRIPTION}`, S3),
  fail(
    'unsubscribeThread',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'DELETE /messages/99999/thread/subscription',
    S1,
  ),
  ...common('unsubscribeThread', `DELETE ${SUBSCRIPTION}`, S1),

  ok('listThreads', 'the threads superhero1 takes part in', 'GET /threads?limit=5', S1),
  ok('listThreads', 'as the app', 'GET /threads'),
  ok('listThreads', 'read back from a cursor', `GET /threads?affix=prepend&updatedAt=${NOW_PLUS_A_DAY}`, S1),
  ok(
    'listThreads',
    'participated, with unread replies',
    'GET /threads?participatedByMe=true&withUnreadReplyCount=true',
    S1,
  ),
  fail(
    'listThreads',
    'participatedByMe without onBehalfOf',
    400,
    'ERR_BAD_REQUEST',
    'GET /threads?participatedByMe=true',
  ),
  fail('listThreads', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /threads', { as: 'nobody' }),
  // Through the Prism proxy `withMentionCount` reached the sandbox as no filter (a 200), so the
  // documented 501 is rehearsed; test/api/threads-all.test.ts sends the filter itself.
  fail('listThreads', 'withMentionCount', 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX', 'GET /threads', {
    ...S1,
    headers: { Prefer: 'code=501' },
  }),
  ...common('listThreads', 'GET /threads', S1),
];
