/**
 * The scenario's steps for the users' lifecycle: updating, deactivating, reactivating and deleting
 * users, each with 200 and every error status it documents. They come last: the user the scenario
 * created is erased at the end.
 */
import { bodyLimits, common, fail, ok, type Step } from './contract-steps.ts';

const USER = '/users/proof-user';
const deactivating = (...uidsToDeactivate: string[]) => ({ body: { uidsToDeactivate } });
const activating = (...uidsToActivate: string[]) => ({ body: { uidsToActivate } });

export const USER_LIFECYCLE_STEPS: Step[] = [
  ok('updateUser', 'every field', `PUT ${USER}`, {
    body: {
      name: 'Proof user, renamed',
      avatar: 'https://example.com/q.png',
      link: 'https://example.com/proof',
      role: 'manager',
      statusMessage: 'renamed',
      metadata: { team: 'lifecycle' },
      tags: ['renamed'],
    },
  }),
  ok('updateUser', 'unset the link', `PUT ${USER}`, { body: { unset: ['link'] } }),
  fail('updateUser', 'a field set and unset', 400, 'ERR_BAD_REQUEST', `PUT ${USER}`, {
    body: { link: 'https://example.com/x', unset: ['link'] },
  }),
  fail('updateUser', 'the system user', 403, 'ERR_PERMISSION_DENIED', 'PUT /users/app_system', {
    body: { name: 'Robot' },
  }),
  fail('updateUser', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'PUT /users/nobody', {
    body: { name: 'x' },
  }),
  ...bodyLimits('updateUser', `PUT ${USER}`),
  ...common('updateUser', `PUT ${USER}`, { body: { name: 'x' } }),

  ok('deactivateUsers', 'a user and an unknown uid', 'DELETE /users', deactivating('proof-user', 'nobody')),
  fail('deactivateUsers', 'an empty list', 400, 'ERR_BAD_REQUEST', 'DELETE /users', deactivating()),
  fail('deactivateUsers', 'the system user', 403, 'ERR_PERMISSION_DENIED', 'DELETE /users', {
    ...deactivating('app_system'),
  }),
  fail('updateUser', 'a deactivated user', 404, 'ERR_UID_NOT_FOUND', `PUT ${USER}`, { body: { name: 'x' } }),
  ...bodyLimits('deactivateUsers', 'DELETE /users'),
  ...common('deactivateUsers', 'DELETE /users', deactivating('nobody')),

  ok('reactivateUsers', 'the deactivated user', 'PUT /users', activating('proof-user', 'nobody')),
  fail('reactivateUsers', 'the wrong key', 400, 'ERR_BAD_REQUEST', 'PUT /users', {
    body: { uidsToReactivate: ['proof-user'] },
  }),
  ...bodyLimits('reactivateUsers', 'PUT /users'),
  ...common('reactivateUsers', 'PUT /users', activating('nobody')),

  ok('deleteUser', 'no body: deactivated', `DELETE ${USER}`),
  fail('deleteUser', 'permanent not a boolean', 400, 'ERR_BAD_REQUEST', `DELETE ${USER}`, {
    body: { permanent: 1 },
  }),
  fail('deleteUser', 'the system user', 403, 'ERR_PERMISSION_DENIED', 'DELETE /users/app_system'),
  fail('deleteUser', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'DELETE /users/nobody'),
  ...bodyLimits('deleteUser', `DELETE ${USER}`),
  ...common('deleteUser', `DELETE ${USER}`),
  ok('deleteUser', 'permanent: erased', `DELETE ${USER}`, { body: { permanent: true } }),
];
