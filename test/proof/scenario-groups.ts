/**
 * The scenario's steps for auth tokens, groups, members, bans and conversation resets: each operation
 * with 200 and every error status it documents. They run after the message steps: the reset comes
 * last because it hides the group's messages from superhero3.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const team = {
  guid: 'Proof-Team',
  name: 'Proof team 🚀',
  type: 'public',
  tags: ['proof'],
  metadata: { floor: 3 },
  members: {
    admins: ['superhero2'],
    moderators: ['superhero3'],
    participants: ['superhero4', 'nobody'],
    usersToBan: ['superhero5'],
  },
};
const group = (guid: string, type = 'public', more: object = {}) => ({
  body: { guid, name: guid, type, ...more },
});
const members = (body: object, as?: string) => ({ body, as });
const reset = (as: string | undefined, preserveOrder = true) => ({ as, body: { preserveOrder } });
const BANS = '/groups/cometchat-guid-1/bannedusers';
const RESET = 'DELETE /groups/cometchat-guid-1/conversation';

export const GROUP_STEPS: Step[] = [
  ok('listAuthTokens', 'the first page', 'GET /users/superhero1/auth_tokens?perPage=1&page=1'),
  ok('listAuthTokens', 'a page past the end', 'GET /users/superhero1/auth_tokens?perPage=1&page=9'),
  fail('listAuthTokens', 'perPage 0', 400, 'ERR_BAD_REQUEST', 'GET /users/superhero1/auth_tokens?perPage=0'),
  fail('listAuthTokens', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /users/nobody/auth_tokens'),
  ...common('listAuthTokens', 'GET /users/superhero1/auth_tokens'),

  ok('createGroup', 'members in every list', 'POST /groups', { ...S1, body: team }),
  ok(
    'createGroup',
    'a password group owned by the app',
    'POST /groups',
    group('proof-vault', 'password', { password: 'x' }),
  ),
  fail(
    'createGroup',
    'a guid that exists',
    409,
    'ERR_GUID_ALREADY_EXISTS',
    'POST /groups',
    group('proof-team'),
  ),
  fail(
    'createGroup',
    'no password',
    400,
    'ERR_EMPTY_GROUP_PASS',
    'POST /groups',
    group('proof-open', 'password'),
  ),
  fail(
    'createGroup',
    'an unknown owner',
    404,
    'ERR_UID_NOT_FOUND',
    'POST /groups',
    group('proof-x', 'public', { owner: 'nobody' }),
  ),
  ...bodyLimits('createGroup', 'POST /groups'),
  ...common('createGroup', 'POST /groups', group('proof-limited')),

  ok('addGroupMembers', 'every list, with per-user failures', 'POST /groups/cometchat-guid-1/members', {
    ...members({
      admins: ['superhero4'],
      participants: ['nobody', 'superhero3'],
      usersToBan: ['superhero5'],
    }),
  }),
  ok(
    'addGroupMembers',
    'by a moderator',
    'POST /groups/proof-team/members',
    members({ participants: ['chatbot'] }, 'superhero3'),
  ),
  fail(
    'addGroupMembers',
    'an empty body',
    400,
    'ERR_BAD_REQUEST',
    'POST /groups/cometchat-guid-1/members',
    members({}),
  ),
  fail('addGroupMembers', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'POST /groups/nope/members', {
    ...members({ participants: ['superhero4'] }),
  }),
  fail(
    'addGroupMembers',
    'by a participant',
    403,
    'ERR_GROUP_NO_CLEARANCE',
    'POST /groups/proof-team/members',
    {
      ...members({ participants: ['superhero1'] }, 'superhero4'),
    },
  ),
  ...bodyLimits('addGroupMembers', 'POST /groups/cometchat-guid-1/members'),
  ...common(
    'addGroupMembers',
    'POST /groups/cometchat-guid-1/members',
    members({ participants: ['superhero4'] }),
  ),

  ok('listBannedUsers', 'the first page', `GET ${BANS}?perPage=10`),
  fail('listBannedUsers', 'perPage over 1000', 400, 'ERR_BAD_REQUEST', `GET ${BANS}?perPage=1001`),
  fail('listBannedUsers', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'GET /groups/nope/bannedusers'),
  ...common('listBannedUsers', `GET ${BANS}`),

  ok('unbanUser', 'a banned user, by the owner', 'DELETE /groups/proof-team/bannedusers/superhero5', S1),
  fail(
    'unbanUser',
    'not banned',
    400,
    'ERR_NOT_A_BANNED_USER',
    'DELETE /groups/proof-team/bannedusers/superhero5',
  ),
  fail(
    'unbanUser',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /groups/proof-team/bannedusers/nobody',
  ),
  fail('unbanUser', 'by a participant', 403, 'ERR_GROUP_NO_CLEARANCE', `DELETE ${BANS}/superhero5`, {
    as: 'chatbot',
  }),
  ...common('unbanUser', `DELETE ${BANS}/superhero5`),

  ok('resetGroupConversation', 'a member', RESET, reset('superhero3')),
  fail(
    'resetGroupConversation',
    'again',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    RESET,
    reset('superhero3', false),
  ),
  fail('resetGroupConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', RESET, reset(undefined)),
  fail(
    'resetGroupConversation',
    'a non-member',
    403,
    'ERR_NOT_A_MEMBER',
    'DELETE /groups/x-men/conversation',
    {
      ...reset('superhero1'),
    },
  ),
  fail(
    'resetGroupConversation',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'DELETE /groups/nope/conversation',
    {
      ...reset('superhero1'),
    },
  ),
  ...bodyLimits('resetGroupConversation', RESET, 'superhero1'),
  ...common('resetGroupConversation', RESET, reset('superhero1')),
];
