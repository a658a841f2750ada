/** Pinning a message in its conversation, and unpinning it. */
import { greeting } from '../examples/message-examples.ts';
import { MESSAGE_ID_MAX, PINNED_MESSAGES_MAX } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const ACTOR =
  'With `onBehalfOf` the message must be visible to that user (their own, one they received, or one of a group they are a member of; a message hidden by a reset or blocked by moderation is not found); without it the app acts, as `app_system`.';

export const messagePinOperations = family('message-pins', {
  pinMessage: {
    method: 'post',
    path: '/messages/{id}/pin',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
      'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED',
    ],
    document: () => ({
      summary: 'Pin a message in its conversation',
      description: [
        `Pins the message for everyone in its conversation: every reader then sees \`pinnedBy\` and \`pinnedAt\`. ${ACTOR} Any member may pin. A deleted message cannot be pinned.`,
        `Pinning again keeps the first pin. A conversation holds at most ${PINNED_MESSAGES_MAX} pinned messages, the users' and the app's together.`,
      ].join('\n\n'),
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      success: {
        description: 'The message with `pinnedBy` and `pinnedAt`.',
        schema: dataOf(ref('Message'), 'The pinned message.'),
        examples: {
          pin: {
            summary: 'Message 2 pinned by the app',
            value: { data: { ...greeting(), pinnedBy: 'app_system', pinnedAt: 1700210300 } },
          },
        },
      },
      badRequestDetails: { id: [`must NOT have more than ${MESSAGE_ID_MAX} characters`] },
    }),
  },
  unpinMessage: {
    method: 'delete',
    path: '/messages/{id}/pin',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () => ({
      summary: 'Unpin a message',
      description: `Unpins the message, whoever pinned it; unpinning a message that is not pinned changes nothing. ${ACTOR} A deleted message that is still pinned can be unpinned, to free its place.`,
      parameters: [paramRef('messageId'), paramRef('onBehalfOf')],
      success: {
        description: 'The message, without `pinnedBy` and `pinnedAt`.',
        schema: dataOf(ref('Message'), 'The message.'),
        examples: { unpin: { summary: 'Message 2, not pinned', value: { data: greeting() } } },
      },
      badRequestDetails: { id: [`must NOT have more than ${MESSAGE_ID_MAX} characters`] },
    }),
  },
});
