/**
 * The scenario's steps for editing and deleting groups and resetting a one-to-one conversation. They
 * run last: the update renames proof-team and hands proof-vault to superhero3, who then deletes it,
 * and the resets hide, then erase, the conversation of superhero4 and superhero5.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const TEAM = 'PUT /groups/proof-team';
const VAULT = '/groups/proof-vault';
const change = (body: object, as?: string) => ({ as, body });
const RESET_DIRECT = 'DELETE /users/superhero5/conversation';

export const GROUP_LIFETIME_STEPS: Step[] = [
  ok('updateGroup', 'every field, by its owner', TEAM, {
    ...change(
      {
        name: 'Proof team, renamed',
        description: 'Where the proof runs',
        icon: 'https://example.com/proof.png',
        tags: ['proof', 'renamed'],
        unset: ['metadata'],
      },
      'superhero1',
    ),
  }),
  ok('updateGroup', 'a new owner, named by the app', `PUT ${VAULT}`, change({ owner: 'superhero3' })),
  fail('updateGroup', 'a field set and unset', 400, 'ERR_BAD_REQUEST', TEAM, {
    ...change({ icon: 'https://example.com/i.png', unset: ['icon'] }, 'superhero1'),
  }),
  fail('updateGroup', 'type password without one', 400, 'ERR_EMPTY_GROUP_PASS', TEAM, {
    ...change({ type: 'password' }, 'superhero1'),
  }),
  fail(
    'updateGroup',
    'by a moderator',
    403,
    'ERR_GROUP_NO_ADMIN_SCOPE',
    TEAM,
    change({ name: 'x' }, 'superhero2'),
  ),
  fail('updateGroup', 'an unknown owner', 404, 'ERR_UID_NOT_FOUND', TEAM, change({ owner: 'nobody' })),
  fail(
    'updateGroup',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'PUT /groups/nope',
    change({ name: 'x' }),
  ),
  ...bodyLimits('updateGroup', TEAM, S1.as),
  ...common('updateGroup', TEAM, change({ name: 'x' })),

  fail('deleteGroup', 'a guid with a space', 400, 'ERR_BAD_REQUEST', 'DELETE /groups/a%20b'),
  fail('deleteGroup', 'by a non-member', 403, 'ERR_GROUP_NO_ADMIN_SCOPE', `DELETE ${VAULT}`, {
    as: 'superhero2',
  }),
  fail('deleteGroup', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', `DELETE ${VAULT}`, {
    as: 'nobody',
  }),
  ok('deleteGroup', 'by its new owner', `DELETE ${VAULT}`, { as: 'superhero3' }),
  fail('deleteGroup', 'deleted already', 404, 'ERR_GUID_NOT_FOUND', `DELETE ${VAULT}`),
  ...common('deleteGroup', 'DELETE /groups/proof-team'),

  ok('resetUserConversation', 'for one side, keeping its place', RESET_DIRECT, {
    as: 'superhero4',
    body: { conversationWith: 'superhero5', preserveOrder: true },
  }),
  fail('resetUserConversation', 'again', 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE', RESET_DIRECT, {
    as: 'superhero4',
  }),
  fail('resetUserConversation', 'another conversationWith', 400, 'ERR_BAD_REQUEST', RESET_DIRECT, {
    as: 'superhero5',
    body: { conversationWith: 'superhero1' },
  }),
  fail(
    'resetUserConversation',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /users/nobody/conversation',
    S1,
  ),
  ok(
    'resetUserConversation',
    'the other side, erasing every message',
    'DELETE /users/superhero4/conversation',
    {
      as: 'superhero5',
      body: { deleteMessagesPermanently: true },
    },
  ),
  ...bodyLimits('resetUserConversation', RESET_DIRECT, 'superhero4'),
  ...common('resetUserConversation', RESET_DIRECT, { as: 'superhero4', body: {} }),
];
