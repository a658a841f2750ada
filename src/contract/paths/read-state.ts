/** Marking a one-to-one or group conversation read, delivered or unread for the acting user. */
import { GUID } from '../examples/people-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { type OperationDocument, family } from '../operation-record.ts';

const READ =
  'Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as read for the acting user, and delivered: its `unreadMessageCount` counts only the messages after it that the user can see and did not send, and one-to-one messages they received show `readAt`, the time the mark first covered them. A conversation read further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_read_receipt` (and `message_delivery_receipt` when the delivered mark moves with it) for the newest message it covers.';

function markRead(group: boolean): OperationDocument {
  const message = group
    ? `All the messages in group ${GUID} are marked as read for the user superhero1.`
    : 'All the messages from the user superhero2 are marked as read for the user superhero1.';
  return {
    summary: group ? 'Mark a group conversation read' : 'Mark a one-to-one conversation read',
    description: group
      ? `Marks the conversation of the group read for the acting user (\`onBehalfOf\`), who must be a member. ${READ}`
      : `Marks the conversation between the acting user (\`onBehalfOf\`) and the user \`uid\` read for the acting user. ${READ}`,
    parameters: [group ? paramRef('guid') : paramRef('uid'), paramRef('onBehalfOfRequired')],
    body: {
      schema: 'MarkReadRequest',
      description: 'Options; the body may be left out.',
      examples: {
        upTo: group
          ? { summary: 'Read up to message 4', value: { messageId: 4 } }
          : { summary: 'Read up to message 3', value: { messageId: 3 } },
      },
    },
    success: {
      description: 'Confirmation.',
      schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
      examples: { upTo: { summary: 'Read by superhero1', value: { data: { success: true, message } } } },
    },
    badRequestDetails: { messageId: ['must be integer'] },
  };
}

const DELIVERED =
  'Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as delivered to the acting user: one-to-one messages they received show `deliveredAt`, the time the mark first covered them. The delivered mark is separate from the read mark, which also delivers what it covers; a conversation delivered further already stays as it is, and one without messages has nothing to mark. A mark that moves fires `message_delivery_receipt` for the newest message it covers.';

function markDelivered(group: boolean): OperationDocument {
  const message = group
    ? `All the messages in group ${GUID} are marked as delivered for the user superhero3.`
    : 'All the messages from the user superhero2 are marked as delivered for the user superhero1.';
  return {
    summary: group ? 'Mark a group conversation delivered' : 'Mark a one-to-one conversation delivered',
    description: group
      ? `Marks the conversation of the group delivered to the acting user (\`onBehalfOf\`), who must be a member. ${DELIVERED}`
      : `Marks the conversation between the acting user (\`onBehalfOf\`) and the user \`uid\` delivered to the acting user. ${DELIVERED}`,
    parameters: [group ? paramRef('guid') : paramRef('uid'), paramRef('onBehalfOfRequired')],
    body: {
      schema: 'MarkDeliveredRequest',
      description: 'Options; the body may be left out.',
      examples: {
        upTo: group
          ? { summary: 'Delivered up to message 4', value: { messageId: 4 } }
          : { summary: 'Delivered up to message 3', value: { messageId: 3 } },
      },
    },
    success: {
      description: 'Confirmation.',
      schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
      examples: {
        upTo: { summary: 'Delivered to the acting user', value: { data: { success: true, message } } },
      },
    },
    badRequestDetails: { messageId: ['must be integer'] },
  };
}

const UNREAD =
  'The read mark moves back to just before `messageId` (a message of the conversation the acting user can see), or before the newest message the user received when the body leaves it out (their newest message if they received none; a conversation without messages answers 404 ERR_CONVERSATION_NOT_ACCESSIBLE): that message and those after it that the user did not send count as unread again, in `unreadMessageCount` and the `unread` filter. The messages still read keep their `readAt`. The mark never moves forward, the delivered mark stays, and no webhook fires.';

function markUnread(group: boolean): OperationDocument {
  const conversation = group ? `group_${GUID}` : 'superhero1_user_superhero2';
  const as = group ? 'superhero3' : 'superhero1';
  const id = group ? 4 : 2;
  const message = `The messages from the message id ${id} in the conversation ${conversation} are marked as unread for the user ${as}.`;
  return {
    summary: group ? 'Mark a group conversation unread' : 'Mark a one-to-one conversation unread',
    description: group
      ? `Marks the conversation of the group unread for the acting user (\`onBehalfOf\`), who must be a member. ${UNREAD}`
      : `Marks the conversation between the acting user (\`onBehalfOf\`) and the user \`uid\` unread for the acting user. ${UNREAD}`,
    parameters: [group ? paramRef('guid') : paramRef('uid'), paramRef('onBehalfOfRequired')],
    body: {
      schema: 'MarkUnreadRequest',
      description: 'Options; the body may be left out.',
      examples: {
        from: { summary: `Unread from message ${id}`, value: { messageId: id } },
      },
    },
    success: {
      description: 'Confirmation.',
      schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
      examples: { from: { summary: `Unread for ${as}`, value: { data: { success: true, message } } } },
    },
    badRequestDetails: { messageId: ['must be integer'] },
  };
}

export const readStateOperations = family('read-state', {
  markConversationRead: {
    method: 'post',
    path: '/users/{uid}/conversation/read',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => markRead(false),
  },
  markGroupConversationRead: {
    method: 'post',
    path: '/groups/{guid}/conversation/read',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_NOT_A_MEMBER'],
    document: () => markRead(true),
  },
  markConversationDelivered: {
    method: 'post',
    path: '/users/{uid}/conversation/delivered',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => markDelivered(false),
  },
  markGroupConversationDelivered: {
    method: 'post',
    path: '/groups/{guid}/conversation/delivered',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_NOT_A_MEMBER'],
    document: () => markDelivered(true),
  },
  markConversationUnread: {
    method: 'delete',
    path: '/users/{uid}/conversation/read',
    body: 'optional',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE'],
    document: () => markUnread(false),
  },
  markGroupConversationUnread: {
    method: 'delete',
    path: '/groups/{guid}/conversation/read',
    body: 'optional',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
    ],
    document: () => markUnread(true),
  },
});
