/**
 * The scenario's steps for receipts and unread marks: superhero1 marks their conversation with
 * superhero2 delivered and unread; superhero4 does the same in x-men, whose conversation is empty
 * until superhero5 writes in it here.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const S4 = { as: 'superhero4' };
const DELIVERED = 'POST /users/superhero2/conversation/delivered';
const DELIVERED_GROUP = 'POST /groups/x-men/conversation/delivered';
const UNREAD = 'DELETE /users/superhero2/conversation/read';
const UNREAD_GROUP = 'DELETE /groups/x-men/conversation/read';

export const RECEIPT_STEPS: Step[] = [
  ok('markConversationDelivered', 'up to a message', DELIVERED, { ...S1, body: { messageId: 1 } }),
  ok('markConversationDelivered', 'up to the newest message', DELIVERED, S1),
  fail('markConversationDelivered', 'messageId 0', 400, 'ERR_BAD_REQUEST', DELIVERED, {
    ...S1,
    body: { messageId: 0 },
  }),
  fail(
    'markConversationDelivered',
    'a message of another conversation',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    DELIVERED,
    {
      ...S1,
      body: { messageId: 4 },
    },
  ),
  ...bodyLimits('markConversationDelivered', DELIVERED, 'superhero1'),
  ...common('markConversationDelivered', DELIVERED, S1),

  ok('markGroupConversationDelivered', 'a member, an empty conversation', DELIVERED_GROUP, S4),
  fail('markGroupConversationDelivered', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', DELIVERED_GROUP),
  fail(
    'markGroupConversationDelivered',
    'a user who is not a member',
    403,
    'ERR_NOT_A_MEMBER',
    DELIVERED_GROUP,
    S1,
  ),
  fail(
    'markGroupConversationDelivered',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'POST /groups/nope/conversation/delivered',
    S1,
  ),
  ...bodyLimits('markGroupConversationDelivered', DELIVERED_GROUP, 'superhero4'),
  ...common('markGroupConversationDelivered', DELIVERED_GROUP, S4),

  ok('markConversationUnread', 'from a message', UNREAD, { ...S1, body: { messageId: 1 } }),
  ok('markConversationUnread', 'the newest message received', UNREAD, S1),
  fail('markConversationUnread', 'messageId 0', 400, 'ERR_BAD_REQUEST', UNREAD, {
    ...S1,
    body: { messageId: 0 },
  }),
  fail(
    'markConversationUnread',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /users/nobody/conversation/read',
    S1,
  ),
  ...bodyLimits('markConversationUnread', UNREAD, 'superhero1'),
  ...common('markConversationUnread', UNREAD, S1),

  fail(
    'markGroupConversationUnread',
    'an empty conversation',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    UNREAD_GROUP,
    S4,
  ),
  fail(
    'markGroupConversationUnread',
    'a user who is not a member',
    403,
    'ERR_NOT_A_MEMBER',
    UNREAD_GROUP,
    S1,
  ),
  fail('markGroupConversationUnread', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', UNREAD_GROUP),
  ok('sendMessage', 'a message in x-men', 'POST /messages', {
    as: 'superhero5',
    body: { category: 'message', receiver: 'x-men', receiverType: 'group', data: { text: 'Unread soon' } },
  }),
  ok('markGroupConversationUnread', 'the newest message received', UNREAD_GROUP, S4),
  ...bodyLimits('markGroupConversationUnread', UNREAD_GROUP, 'superhero4'),
  ...common('markGroupConversationUnread', UNREAD_GROUP, S4),
];
