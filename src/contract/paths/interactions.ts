/** Marking elements of an interactive message as interacted, for one user (SPEC 17). */
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { family } from '../operation-record.ts';

export const interactionOperations = family('interactions', {
  markMessageInteracted: {
    method: 'patch',
    path: '/messages/{id}/interacted',
    body: 'required',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_MESSAGE_NO_ACCESS',
      'ERR_INVALID_MESSAGE_DATA',
      'ERR_PERMISSION_DENIED',
    ],
    document: () => ({
      summary: 'Mark elements of an interactive message as interacted',
      description: [
        'Records that the acting user (`onBehalfOf`) interacted with the elements `interactions` names (the `elementId`s of a form’s fields and submit button, a card’s actions, a scheduler’s element; any id of a customInteractive message, whose elements are its own), each with the time it was first marked: marking one again keeps that time.',
        'The message must be visible to the user (404, or 403 `ERR_MESSAGE_NO_ACCESS`) and of category `interactive` (400 `ERR_INVALID_MESSAGE_DATA`); an id that names no element of it is 400 `ERR_INVALID_MESSAGE_DATA` naming it. Its sender may mark it only when it allows sender interaction (`allowSenderInteraction`), else 403 `ERR_PERMISSION_DENIED`.',
        'Reads of the message by that user, and by no one else, carry `data.interactions`.',
      ].join('\n\n'),
      parameters: [paramRef('messageId'), paramRef('onBehalfOfRequired')],
      body: {
        schema: 'MarkInteractedRequest',
        description: 'The elements interacted with.',
        examples: {
          interacted: { summary: 'The first field of a form', value: { interactions: ['element1'] } },
        },
      },
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          interacted: {
            summary: 'Marked for superhero1',
            value: {
              data: {
                success: true,
                message: 'The message id 7 has been marked as interacted for the user superhero1.',
              },
            },
          },
        },
      },
      badRequestDetails: { interactions: ['must NOT have fewer than 1 items'] },
    }),
  },
});
