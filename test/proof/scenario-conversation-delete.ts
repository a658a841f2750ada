/**
 * The scenario's steps for the deprecated DELETE /conversations/{conversationId}: the group reset of
 * superhero1 and the one-to-one reset (erasing) of superhero1 with superhero3, then its errors. They run
 * last, as the erasure takes messages earlier steps read.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const GROUP = 'DELETE /conversations/group_cometchat-guid-1';
const DIRECT = 'DELETE /conversations/superhero1_user_superhero3';

export const CONVERSATION_DELETE_STEPS: Step[] = [
  fail('deleteConversation', 'a group one, permanent', 400, 'ERR_BAD_REQUEST', GROUP, {
    ...S1,
    body: { permanent: true },
  }),
  ok('deleteConversation', 'a group one, for a member', GROUP, S1),
  fail('deleteConversation', 'again', 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE', GROUP, S1),
  ok('deleteConversation', 'a one-to-one one, erasing its messages', DIRECT, {
    ...S1,
    body: { permanent: true },
  }),
  fail('deleteConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', GROUP),
  fail(
    'deleteConversation',
    'a group the user is not in',
    403,
    'ERR_NOT_A_MEMBER',
    'DELETE /conversations/group_x-men',
    S1,
  ),
  fail(
    'deleteConversation',
    'an unknown group',
    404,
    'ERR_CONVERSATION_NOT_FOUND',
    'DELETE /conversations/group_nope',
    S1,
  ),
  fail('deleteConversation', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', GROUP, { as: 'nobody' }),
  ...bodyLimits('deleteConversation', GROUP, S1.as),
  ...common('deleteConversation', GROUP, S1),
];
