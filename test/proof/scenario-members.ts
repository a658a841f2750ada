/**
 * The scenario's steps for changing one member (ban, kick, scope) in the group the group steps
 * created, proof-team: owner superhero1, admin superhero2, moderator superhero3, participants
 * superhero4 and the bot.
 */
import { bodyLimits, common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const TEAM = '/groups/proof-team';
const to = (scope: string, as?: string) => ({ as, body: { scope } });

export const MEMBER_STEPS: Step[] = [
  ok('banUser', 'a participant, by a moderator', `POST ${TEAM}/bannedusers/superhero4`, S3),
  fail('banUser', 'banned already', 400, 'ERR_ALREADY_BANNED', `POST ${TEAM}/bannedusers/superhero4`),
  fail('banUser', 'the owner', 403, 'ERR_GROUP_NO_SCOPE_CLEARANCE', `POST ${TEAM}/bannedusers/superhero1`),
  fail('banUser', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'POST /groups/nope/bannedusers/superhero4'),
  ...common('banUser', `POST ${TEAM}/bannedusers/superhero5`),

  ok('kickGroupMember', 'a participant, by a moderator', `DELETE ${TEAM}/members/chatbot`, S3),
  fail(
    'kickGroupMember',
    'a guid with a space',
    400,
    'ERR_BAD_REQUEST',
    'DELETE /groups/a%20b/members/chatbot',
  ),
  fail('kickGroupMember', 'not a member any more', 403, 'ERR_NOT_A_MEMBER', `DELETE ${TEAM}/members/chatbot`),
  fail('kickGroupMember', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', `DELETE ${TEAM}/members/nobody`),
  ...common('kickGroupMember', `DELETE ${TEAM}/members/superhero3`),

  ok('changeGroupMemberScope', 'an admin to moderator, by the owner', `PUT ${TEAM}/members/superhero2`, {
    ...to('moderator', 'superhero1'),
  }),
  fail('changeGroupMemberScope', 'the same scope', 400, 'ERR_SAME_SCOPE', `PUT ${TEAM}/members/superhero2`, {
    ...to('moderator'),
  }),
  fail(
    'changeGroupMemberScope',
    'by a moderator',
    403,
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    `PUT ${TEAM}/members/superhero2`,
    to('participant', 'superhero3'),
  ),
  fail(
    'changeGroupMemberScope',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'PUT /groups/nope/members/x',
    {
      ...to('admin'),
    },
  ),
  ...bodyLimits('changeGroupMemberScope', `PUT ${TEAM}/members/superhero2`, S1.as),
  ...common('changeGroupMemberScope', `PUT ${TEAM}/members/superhero2`, to('admin')),
];
