/**
 * The scenario's steps for users, auth tokens, blocked users and messages sent as a user: each
 * operation with 200 and every error status it documents.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const user = (uid: string, more: object = {}) => ({ body: { uid, name: uid, ...more } });
const blocking = (...blockedUids: string[]) => ({ body: { blockedUids } });
const BLOCKS = '/users/proof-user/blockedusers';
const toUser = (receiver: string, text: string) => ({
  category: 'message',
  receiver,
  receiverType: 'user',
  data: { text },
});

export const USER_STEPS: Step[] = [
  ok('createUser', 'every field and a token', 'POST /users', {
    body: {
      uid: 'Proof-User',
      name: 'Proof user ✨',
      avatar: 'https://example.com/p.png',
      role: 'tester',
      statusMessage: 'checking',
      metadata: { team: 'proof' },
      tags: ['proof'],
      withAuthToken: true,
    },
  }),
  fail('createUser', 'a uid that exists', 409, 'ERR_UID_ALREADY_EXISTS', 'POST /users', user('proof-user')),
  fail('createUser', 'a uid with a space', 400, 'ERR_BAD_REQUEST', 'POST /users', user('proof user')),
  fail('createUser', 'a role the app lacks', 404, 'ERR_ROLE_NOT_FOUND', 'POST /users', {
    body: { uid: 'proof-ghost', name: 'Ghost', role: 'ghost' },
  }),
  // The role made by the role steps, now held by proof-user.
  fail('deleteRole', 'a role a user holds', 400, 'ERR_ROLE_DELETE_FAILED', 'DELETE /roles/tester'),
  ...bodyLimits('createUser', 'POST /users'),
  ...common('createUser', 'POST /users', user('proof-limited')),

  ok('createAuthToken', 'a forced new token', 'POST /users/proof-user/auth_tokens', {
    body: { force: true },
  }),
  ok('createAuthToken', 'no body: the newest token', 'POST /users/proof-user/auth_tokens'),
  fail(
    'createAuthToken',
    'force not a boolean',
    400,
    'ERR_BAD_REQUEST',
    'POST /users/proof-user/auth_tokens',
    {
      body: { force: 1 },
    },
  ),
  fail('createAuthToken', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'POST /users/nobody/auth_tokens'),
  ...bodyLimits('createAuthToken', 'POST /users/proof-user/auth_tokens'),
  ...common('createAuthToken', 'POST /users/proof-user/auth_tokens'),

  ok('blockUsers', 'a user and an unknown uid', `POST ${BLOCKS}`, blocking('superhero2', 'nobody')),
  fail('blockUsers', 'the user themselves', 400, 'ERR_BAD_REQUEST', `POST ${BLOCKS}`, blocking('proof-user')),
  fail('blockUsers', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'POST /users/nobody/blockedusers', {
    ...blocking('superhero2'),
  }),
  ...bodyLimits('blockUsers', `POST ${BLOCKS}`),
  ...common('blockUsers', `POST ${BLOCKS}`, blocking('superhero3')),

  ok('listBlockedUsers', 'the first page', `GET ${BLOCKS}?perPage=10`),
  fail('listBlockedUsers', 'page 0', 400, 'ERR_BAD_REQUEST', `GET ${BLOCKS}?page=0`),
  fail('listBlockedUsers', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /users/nobody/blockedusers'),
  ...common('listBlockedUsers', `GET ${BLOCKS}`),

  ok('unblockUsers', 'a blocked user', `DELETE ${BLOCKS}`, blocking('superhero2')),
  fail('unblockUsers', 'no list', 400, 'ERR_BAD_REQUEST', `DELETE ${BLOCKS}`, { body: {} }),
  fail('unblockUsers', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'DELETE /users/nobody/blockedusers', {
    ...blocking('superhero2'),
  }),
  ...bodyLimits('unblockUsers', `DELETE ${BLOCKS}`),
  ...common('unblockUsers', `DELETE ${BLOCKS}`, blocking('superhero3')),

  ok('sendMessage', 'text to a user, quoting a message', 'POST /messages', {
    ...S1,
    body: { ...toUser('superhero2', 'On my way'), muid: 'proof-1', quotedMessageId: '2' },
  }),
  ok('sendMessage', 'custom to a group and a user', 'POST /messages', {
    ...S1,
    body: {
      category: 'custom',
      type: 'poll',
      multipleReceivers: { uids: ['superhero2'], guids: ['cometchat-guid-1'] },
      data: { customData: { question: 'Pizza?' } },
    },
  }),
  fail('sendMessage', 'an empty text', 400, 'ERR_EMPTY_MESSAGE_TEXT', 'POST /messages', {
    ...S1,
    body: toUser('superhero2', ' '),
  }),
  fail('sendMessage', 'a group the sender is not in', 403, 'ERR_NOT_A_MEMBER', 'POST /messages', {
    ...S1,
    body: { category: 'message', receiver: 'x-men', receiverType: 'group', data: { text: 'hi' } },
  }),
  fail('sendMessage', 'an unknown receiver', 404, 'ERR_UID_NOT_FOUND', 'POST /messages', {
    ...S1,
    body: toUser('nobody', 'hi'),
  }),
  ...bodyLimits('sendMessage', 'POST /messages', 'superhero1'),
  ...common('sendMessage', 'POST /messages', { ...S1, body: toUser('superhero2', 'hi') }),
];
