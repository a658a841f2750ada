/** Marking a one-to-one or group conversation read for the acting user. */
import { GUID } from '../examples/people-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { type OperationDocument, family } from '../operation-record.ts';

const READ =
  'Messages of the conversation up to `messageId` (a message of the conversation the acting user can see), or up to its newest message when the body leaves it out, count as read for the acting user: its `unreadMessageCount` counts only the messages after it that the user can see and did not send. A conversation read further already stays as it is, and one without messages has nothing to mark.';

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
});
