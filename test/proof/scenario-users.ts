/**
 * The scenario's steps for users and auth tokens: each operation with 200 and every error status it
 * documents.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const user = (uid: string, more: object = {}) => ({ body: { uid, name: uid, ...more } });

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
];
