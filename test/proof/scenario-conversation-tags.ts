/**
 * The scenario's steps for a user's conversation tags: superhero1 tags their conversation with
 * superhero2 and superhero3 the group's, after the steps before them reset the group's conversation for
 * superhero1 and erased superhero1's with superhero3, which are the 404s.
 */
import { bodyLimits, common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const USER = 'PUT /users/superhero2/conversation';
const GROUP = 'PUT /groups/cometchat-guid-1/conversation';
const tags = (...list: string[]) => ({ body: { tags: list } });

export const CONVERSATION_TAG_STEPS: Step[] = [
  ok('updateUserConversation', 'two tags', USER, { ...S1, ...tags('proof', 'pepper') }),
  ok('updateUserConversation', 'none left', USER, { ...S1, ...tags() }),
  fail('updateUserConversation', 'no tags field', 400, 'ERR_BAD_REQUEST', USER, { ...S1, body: {} }),
  fail(
    'updateUserConversation',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'PUT /users/nobody/conversation',
    {
      ...S1,
      ...tags('x'),
    },
  ),
  fail(
    'updateUserConversation',
    'a conversation erased',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    'PUT /users/superhero3/conversation',
    { ...S1, ...tags('x') },
  ),
  ...bodyLimits('updateUserConversation', USER, S1.as),
  ...common('updateUserConversation', USER, { ...S1, ...tags('x') }),

  ok('updateGroupConversation', 'a member', GROUP, { ...S3, ...tags('proof') }),
  fail('updateGroupConversation', 'too many tags', 400, 'ERR_BAD_REQUEST', GROUP, {
    ...S3,
    body: { tags: Array.from({ length: 26 }, (_, i) => `t${i}`) },
  }),
  fail('updateGroupConversation', 'a non-member', 403, 'ERR_NOT_A_MEMBER', 'PUT /groups/x-men/conversation', {
    ...S1,
    ...tags('x'),
  }),
  fail(
    'updateGroupConversation',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'PUT /groups/nope/conversation',
    {
      ...S3,
      ...tags('x'),
    },
  ),
  fail('updateGroupConversation', 'a conversation reset', 404, 'ERR_CONVERSATION_NOT_ACCESSIBLE', GROUP, {
    ...S1,
    ...tags('x'),
  }),
  ...bodyLimits('updateGroupConversation', GROUP, S3.as),
  ...common('updateGroupConversation', GROUP, { ...S3, ...tags('x') }),
];
