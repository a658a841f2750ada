/** Saving a message, and removing it from the saved list. */
import { greeting } from '../examples/message-examples.ts';
import { SAVED_MESSAGES_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { family } from '../operation-record.ts';

const VISIBILITY =
  'The message must be visible to the acting user: its sender or receiver, or a member of the receiving group; a message hidden by a conversation reset or blocked by moderation is not found for that user.';

export const savedMessageOperations = family('saved-messages', {
  saveMessage: {
    method: 'post',
    path: '/messages/{id}/save',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
      'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED',
    ],
    document: () => ({
      summary: 'Save a message for a user',
      description: `Adds the message to the acting user's private saved list (at most ${SAVED_MESSAGES_MAX} messages). Saving again keeps the first \`savedAt\`. ${VISIBILITY}`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The message with `savedAt`.',
        schema: dataOf(ref('Message'), 'The saved message.'),
        examples: {
          save: {
            summary: 'Message 2 saved by superhero1',
            value: { data: { ...greeting(), savedAt: 1700210300 } },
          },
        },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  unsaveMessage: {
    method: 'delete',
    path: '/messages/{id}/save',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () => ({
      summary: 'Remove a message from a user’s saved list',
      description:
        'Removes the message from the acting user’s saved list; removing one that is not saved changes nothing. A message the user saved can be removed even if it has been hidden from them since; otherwise it must be one they can see. The answer is the message, without `savedAt`.',
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      success: {
        description: 'The message.',
        schema: dataOf(ref('Message'), 'The message.'),
        examples: { unsave: { summary: 'Message 2, no longer saved', value: { data: greeting() } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
});
