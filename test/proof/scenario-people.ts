/**
 * The scenario's steps for one auth token of a user, flushing a user's tokens, and friends: each
 * operation with 200 and every error status it documents. They run after the user steps, on the
 * fixtures' tokens and on proof-user.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const OLDER = '/users/superhero1/auth_tokens/superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343';
const OF_SUPERHERO2 = '/users/superhero2/auth_tokens/superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';
const TOO_LONG = `/users/superhero1/auth_tokens/${'a'.repeat(256)}`;
const WEB = { body: { platform: 'fcm_web', userAgent: 'Mozilla/5.0', appInfo: { version: '4.0.1' } } };

export const TOKEN_STEPS: Step[] = [
  ok('getAuthToken', 'a token of the user', `GET ${OF_SUPERHERO2}`),
  fail('getAuthToken', 'a token over 255 characters', 400, 'ERR_BAD_REQUEST', `GET ${TOO_LONG}`),
  fail(
    'getAuthToken',
    "another user's token",
    404,
    'ERR_AUTH_TOKEN_NOT_FOUND',
    `GET ${OF_SUPERHERO2.replace('superhero2/', 'superhero1/')}`,
  ),
  fail(
    'getAuthToken',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    `GET ${OLDER.replace('superhero1/', 'nobody/')}`,
  ),
  ...common('getAuthToken', `GET ${OF_SUPERHERO2}`),

  ok('updateAuthToken', 'where the token is used', `PUT ${OF_SUPERHERO2}`, WEB),
  fail('updateAuthToken', 'an empty body', 400, 'ERR_BAD_REQUEST', `PUT ${OF_SUPERHERO2}`, { body: {} }),
  fail(
    'updateAuthToken',
    'a token nobody holds',
    404,
    'ERR_AUTH_TOKEN_NOT_FOUND',
    'PUT /users/superhero2/auth_tokens/x',
    WEB,
  ),
  ...bodyLimits('updateAuthToken', `PUT ${OF_SUPERHERO2}`),
  ...common('updateAuthToken', `PUT ${OF_SUPERHERO2}`, WEB),

  ok('deleteAuthToken', 'a token of the user', `DELETE ${OLDER}`),
  fail('deleteAuthToken', 'the same token again', 404, 'ERR_AUTH_TOKEN_NOT_FOUND', `DELETE ${OLDER}`),
  fail('deleteAuthToken', 'a token over 255 characters', 400, 'ERR_BAD_REQUEST', `DELETE ${TOO_LONG}`),
  ...common('deleteAuthToken', `DELETE ${OLDER}`),

  ok('flushAuthTokens', 'every token of proof-user', 'DELETE /users/proof-user/auth_tokens'),
  fail('flushAuthTokens', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'DELETE /users/nobody/auth_tokens'),
  fail(
    'flushAuthTokens',
    'a uid over 100 characters',
    400,
    'ERR_BAD_REQUEST',
    `DELETE /users/${'u'.repeat(101)}/auth_tokens`,
  ),
  ...common('flushAuthTokens', 'DELETE /users/proof-user/auth_tokens'),
];

const FRIENDS = '/users/proof-user/friends';
const accepting = (accepted: string[], more: object = {}) => ({ body: { accepted, ...more } });
const removing = (...friends: string[]) => ({ body: { friends } });

export const FRIEND_STEPS: Step[] = [
  ok(
    'addFriends',
    'two users, their conversations opened',
    `POST ${FRIENDS}`,
    accepting(['superhero2', 'superhero3'], { addToConversations: true }),
  ),
  ok(
    'addFriends',
    'the user, a uid nobody has and a friend already',
    `POST ${FRIENDS}`,
    accepting(['proof-user', 'nobody', 'superhero2']),
  ),
  fail('addFriends', 'an empty list', 400, 'ERR_BAD_REQUEST', `POST ${FRIENDS}`, accepting([])),
  fail('addFriends', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'POST /users/nobody/friends', {
    ...accepting(['superhero2']),
  }),
  ...bodyLimits('addFriends', `POST ${FRIENDS}`),
  ...common('addFriends', `POST ${FRIENDS}`, accepting(['superhero4'])),

  // A friend blocked, so that the list shows a friend with the block's fields, as the reference does.
  ok('blockUsers', 'a friend', 'POST /users/proof-user/blockedusers', {
    body: { blockedUids: ['superhero3'] },
  }),
  ok('listFriends', 'the first page', `GET ${FRIENDS}?perPage=10`),
  ok('listFriends', 'a search', `GET ${FRIENDS}?searchKey=spider`),
  fail('listFriends', 'page 0', 400, 'ERR_BAD_REQUEST', `GET ${FRIENDS}?page=0`),
  fail('listFriends', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /users/nobody/friends'),
  ...common('listFriends', `GET ${FRIENDS}`),

  ok('removeFriends', 'a friend', `DELETE ${FRIENDS}`, removing('superhero3')),
  fail('removeFriends', 'a user who is no friend', 400, 'ERR_NOT_A_FRIEND', `DELETE ${FRIENDS}`, {
    ...removing('superhero3'),
  }),
  fail('removeFriends', 'an empty list', 400, 'ERR_BAD_REQUEST', `DELETE ${FRIENDS}`, removing()),
  fail('removeFriends', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'DELETE /users/nobody/friends', {
    ...removing('superhero2'),
  }),
  ...bodyLimits('removeFriends', `DELETE ${FRIENDS}`),
  ...common('removeFriends', `DELETE ${FRIENDS}`, removing('superhero2')),
];
