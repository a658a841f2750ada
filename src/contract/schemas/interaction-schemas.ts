/** Marking elements of an interactive message as interacted, and how a message shows them to that user. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { ELEMENT_ID_MAX } from '../limits.ts';
import { arrayOf, closed, str, timestamp } from '../schema-helpers.ts';

const elementId = (description: string): SchemaObject =>
  str(description, { minLength: 1, maxLength: ELEMENT_ID_MAX });

export function interactionSchemas(): Record<string, SchemaObject> {
  return {
    MarkInteractedRequest: closed(
      'The elements the acting user interacted with.',
      {
        interactions: arrayOf(elementId('Id of an element of the message.'), 'Element ids, one or more.', {
          minItems: 1,
        }),
      },
      ['interactions'],
    ),
    Interaction: closed(
      'An element of the message the reading user interacted with.',
      {
        elementId: elementId('Id of the element.'),
        interactedAt: timestamp('When the user first marked it interacted.'),
      },
      ['elementId', 'interactedAt'],
    ),
  };
}
